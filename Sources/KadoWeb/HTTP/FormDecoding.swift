/// Decodes form bodies: `application/x-www-form-urlencoded` and `multipart/form-data`.
enum FormDecoding {
    /// The name–value pairs of an URL-encoded body or query; undecodable pairs are dropped.
    static func urlEncoded(_ bytes: [UInt8]) -> [(name: String, value: String)] {
        bytes.split(separator: UInt8(ascii: "&")).compactMap { pair in
            let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            guard let rawName = String(validating: parts[0], as: UTF8.self),
                let name = RequestTarget.percentDecode(rawName, plusIsSpace: true), !name.isEmpty
            else { return nil }
            let rawValue = parts.count > 1 ? String(validating: parts[1], as: UTF8.self) : ""
            guard let rawValue, let value = RequestTarget.percentDecode(rawValue, plusIsSpace: true) else {
                return nil
            }
            return (name, value)
        }
    }

    /// One part of a multipart body.
    struct Part {
        var name: String
        var filename: String?
        var contentType: String?
        var body: [UInt8]
    }

    /// The parts of a `multipart/form-data` body, or `nil` when it is malformed.
    static func multipart(_ body: [UInt8], contentType: String) -> [Part]? {
        guard let boundary = parameter("boundary", of: contentType), !boundary.isEmpty, boundary.utf8.count <= 200
        else { return nil }
        let delimiter = Array(("--" + boundary).utf8)
        var parts: [Part] = []
        var searchStart = 0
        guard let first = body.firstRange(of: delimiter, from: 0) else { return nil }
        searchStart = first.upperBound
        while true {
            // After a delimiter: "--" ends the body, CRLF starts a part.
            if body.starts(with: [UInt8(ascii: "-"), UInt8(ascii: "-")], at: searchStart) { return parts }
            guard body.starts(with: [13, 10], at: searchStart) else { return nil }
            let headerStart = searchStart + 2
            guard let headerEnd = body.firstRange(of: [13, 10, 13, 10], from: headerStart) else { return nil }
            guard let headerText = String(validating: body[headerStart..<headerEnd.lowerBound], as: UTF8.self)
            else { return nil }
            guard let next = body.firstRange(of: [13, 10] + delimiter, from: headerEnd.upperBound) else { return nil }
            var part = Part(name: "", body: Array(body[headerEnd.upperBound..<next.lowerBound]))
            for line in headerText.split(separator: "\r\n") {
                let field = line.split(separator: ":", maxSplits: 1)
                guard field.count == 2 else { continue }
                let name = field[0].lowercased()
                let value = String(field[1]).trimmed
                if name == "content-disposition" {
                    part.name = parameter("name", of: value) ?? ""
                    part.filename = parameter("filename", of: value)
                } else if name == "content-type" {
                    part.contentType = value
                }
            }
            parts.append(part)
            searchStart = next.upperBound
        }
    }

    /// A parameter of a header value (`boundary=…`, `name="…"`).
    static func parameter(_ name: String, of value: String) -> String? {
        for piece in value.split(separator: ";").dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmed.lowercased() == name else { continue }
            var text = pair[1].trimmed
            if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 {
                text = String(text.dropFirst().dropLast())
            }
            return text
        }
        return nil
    }
}

extension StringProtocol {
    /// The text without the spaces and tabs around it: HTTP's optional whitespace (RFC 9110
    /// §5.6.3) around a header's value or a cookie's name and value, and what a form's fields are
    /// read without. Only the ends are looked at (Foundation's `trimmingCharacters(in:)` goes
    /// through `NSString` on Linux, and building the text back from two reversals cost more than
    /// the rest of checking a Host header).
    var trimmed: String {
        let isBlank = { (character: Character) in character == " " || character == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}

extension Array where Element == UInt8 {
    func firstRange(of needle: [UInt8], from start: Int) -> Range<Int>? {
        guard !needle.isEmpty, count >= needle.count, start <= count - needle.count else { return nil }
        let first = needle[0]
        var index = start
        while index <= count - needle.count {
            if self[index] == first && self[index..<index + needle.count].elementsEqual(needle) {
                return index..<index + needle.count
            }
            index += 1
        }
        return nil
    }

    func starts(with prefix: [UInt8], at offset: Int) -> Bool {
        offset + prefix.count <= count && self[offset..<offset + prefix.count].elementsEqual(prefix)
    }
}
