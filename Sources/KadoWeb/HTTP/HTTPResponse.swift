/// One HTTP response: a status, header fields and a body.
public struct HTTPResponse: Sendable {
    /// The status code.
    public var status: Int
    /// The header fields, in order.
    public var headers: [(name: String, value: String)]
    /// The body's bytes.
    public var body: [UInt8]
    /// A body read from an open file instead (a download too large to hold): sent a chunk at a
    /// time after the head, in place of ``body``.
    public var file: ResponseFile?
    /// The gzip form of ``body`` kept with it, when the response is kept to be answered again
    /// (``TodayCache``): ``ResponseCompression`` then compresses it once, not per request.
    var gzipMemo: GzipMemo?

    /// A response from its parts.
    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The first value of the header `name`.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveEquals(name) }?.value
    }

    /// Adds a header field.
    public mutating func addHeader(_ name: String, _ value: String) {
        headers.append((name, value))
    }

    /// The body's bytes wherever they are: ``body``, or read whole from ``file`` (for tests and
    /// small files; the server sends a file a chunk at a time).
    public var content: [UInt8] {
        guard let file else { return body }
        var bytes: [UInt8] = []
        return file.length == 0 || file.read(at: 0, count: file.length, into: &bytes) ? bytes : []
    }

    /// The body as text.
    public var text: String { String(decoding: content, as: UTF8.self) }

    /// An HTML page.
    static func html(_ page: HTML, status: Int = 200) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")],
            body: Array(page.rendered.utf8))
    }

    /// An HTML page already in UTF-8.
    static func html(bytes: [UInt8]) -> HTTPResponse {
        HTTPResponse(
            status: 200, headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")],
            body: bytes)
    }

    /// Plain text, for errors outside any page.
    static func text(_ text: String, status: Int) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8"), ("Cache-Control", "no-store")],
            body: Array((text + "\n").utf8))
    }

    /// Says `Content-Language: tag` (a BCP 47 tag) when the body is a page or a text in words
    /// (HTML or plain text) and no language is said yet; other bodies (JSON, files, images) say none.
    mutating func declareLanguage(_ tag: String) {
        guard header("Content-Language") == nil, let type = header("Content-Type"),
            type.hasPrefix("text/html") || type.hasPrefix("text/plain")
        else { return }
        addHeader("Content-Language", tag)
    }

    /// A redirect after a form was handled (POST → redirect → GET).
    static func seeOther(_ location: String) -> HTTPResponse {
        HTTPResponse(status: 303, headers: [("Location", location), ("Cache-Control", "no-store")])
    }

    /// A file download whose bytes are in `file`.
    static func download(_ file: ResponseFile, type: String, filename: String) -> HTTPResponse {
        var response = download([], type: type, filename: filename)
        response.file = file
        return response
    }

    /// A file download.
    static func download(_ bytes: [UInt8], type: String, filename: String) -> HTTPResponse {
        HTTPResponse(
            status: 200,
            headers: [
                ("Content-Type", type), ("Content-Disposition", "attachment; filename=\"\(filename)\""),
                ("Cache-Control", "no-store"),
            ], body: bytes)
    }

    /// The reason phrase of a status code.
    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 303: "See Other"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 415: "Unsupported Media Type"
        case 422: "Unprocessable Content"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }
}
