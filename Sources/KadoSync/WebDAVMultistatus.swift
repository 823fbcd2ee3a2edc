import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The `href`s of a WebDAV `multistatus` answer (RFC 4918 §14.16), in the order they came: what
/// `PROPFIND` with `Depth: 1` says a folder holds.
enum WebDAVMultistatus {
    /// Why an answer is not a listing.
    struct Unreadable: Error {
        /// Why.
        let problem: TargetProblem
    }

    /// The `href` of every `response` in `data`, as written (still percent-encoded).
    static func hrefs(in data: Data) throws(Unreadable) -> [String] {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        guard parser.parse() else {
            throw Unreadable(problem: .notWellFormedXML(line: parser.lineNumber, column: parser.columnNumber))
        }
        guard reader.sawMultistatus else { throw Unreadable(problem: .notMultistatus) }
        guard reader.isComplete else { throw Unreadable(problem: .answerCutOff) }
        return reader.hrefs
    }

    /// The names of the folder at `folderPath` (a decoded absolute path) that `hrefs` list: each
    /// href resolved against `requestURL`, percent-decoded, and kept when it is a direct child of the
    /// folder (the folder itself and anything else are left out). A server behind a proxy that
    /// rewrites paths names the folder otherwise: then the shortest href, the folder's own entry
    /// that every `Depth: 1` answer holds, stands for it.
    static func names(in hrefs: [String], folderPath: String, requestURL: URL) -> [String] {
        let paths = hrefs.compactMap { decodedPath($0, relativeTo: requestURL) }.map(trimmingSlashes)
        var folder = trimmingSlashes(folderPath)
        if !paths.contains(folder), let shortest = paths.min(by: { $0.count < $1.count }) { folder = shortest }
        var names: [String] = []
        for child in paths {
            guard child.count > folder.count, child.hasPrefix(folder) else { continue }
            let rest = child.dropFirst(folder.count)
            guard rest.first == "/" || folder.isEmpty else { continue }
            let name = String(rest.drop { $0 == "/" })
            if !name.isEmpty, !name.contains("/") { names.append(name) }
        }
        return names
    }

    /// The decoded path of `href`: a full URL, an absolute path or a relative one.
    private static func decodedPath(_ href: String, relativeTo base: URL) -> String? {
        let text = href.trimmingCharacters(in: .whitespacesAndNewlines)
        if let url = URL(string: text, relativeTo: base)?.absoluteURL,
            let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        {
            return components.percentEncodedPath.removingPercentEncoding
        }
        // A server that did not encode its hrefs (a space, say): the text is the path itself.
        return text.hasPrefix("/") ? (text.removingPercentEncoding ?? text) : nil
    }

    private static func trimmingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}

/// Collects the text of each `DAV:href` directly inside a `DAV:response`.
private final class Reader: NSObject, XMLParserDelegate {
    var hrefs: [String] = []
    var sawMultistatus = false
    private var stack: [String] = []
    /// Whether every element opened was closed (a cut-off answer is not a listing).
    var isComplete: Bool { stack.isEmpty }
    private var text: String?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let name = namespaceURI == "DAV:" ? elementName : "?"
        if stack.isEmpty, name == "multistatus" { sawMultistatus = true }
        if name == "href", stack.last == "response" { text = "" }
        stack.append(name)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text?.append(string)
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        text?.append(String(decoding: block, as: UTF8.self))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if let current = text, stack.last == "href" {
            hrefs.append(current)
            text = nil
        }
        stack.removeLast()
    }
}
