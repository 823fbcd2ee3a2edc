import Foundation
import KadoApp

/// The only answer plain HTTP gets on an HTTPS server's port: a permanent redirect to the same
/// path over https on the same host and port (308, which keeps the method), or, when the Host
/// header names no host this server answers for (``HostCheck``), a short 400. Nothing of the app
/// is served: the request never reaches it, and a body is not read (the answer is its headers'
/// ``screen``).
struct PlainHTTPRedirect: Sendable {
    /// The names besides `localhost` and IP literals the Host header may carry (`--allow-host`).
    let allowedHostNames: Set<String>

    /// The redirect or refusal for `request`, in the language its `Accept-Language` asks for (its
    /// headers are read; the person's setting is in the database, which this answer does not open).
    func response(for request: HTTPRequest) -> HTTPResponse {
        let language = APILanguage.browser(request)
        guard let host = request.headers["Host"]?.trimmingCharacters(in: .whitespaces),
            HostCheck.allows(host, allowedNames: allowedHostNames)
        else {
            return Refusal.badRequest(.httpWhy(.httpsOnly), language: language).response
        }
        let location = "https://\(host)\(Self.target(of: request))"
        let text = Localizer(language: language)(Phrase("web.http.httpsOnly", ["location": location]))
        var response = HTTPResponse.text(text + "\n", status: 308)
        response.addHeader("Location", location)
        SecurityHeaders.apply(to: &response)
        return response
    }

    /// The request's path and query, encoded again for a URL.
    static func target(of request: HTTPRequest) -> String {
        let path = request.path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "/"
        guard !request.query.isEmpty else { return path.hasPrefix("/") ? path : "/" + path }
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+#")
        let query = request.query.map {
            ($0.name.addingPercentEncoding(withAllowedCharacters: allowed) ?? "") + "="
                + ($0.value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
        }
        return (path.hasPrefix("/") ? path : "/" + path) + "?" + query.joined(separator: "&")
    }
}
