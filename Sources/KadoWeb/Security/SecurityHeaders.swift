/// The headers every response carries.
enum SecurityHeaders {
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        + "manifest-src 'self'; connect-src 'self'; worker-src 'self'; font-src 'self'; form-action 'self'; "
        + "base-uri 'none'; frame-ancestors 'none'"

    static func apply(to response: inout HTTPResponse) {
        response.addHeader("Content-Security-Policy", contentSecurityPolicy)
        response.addHeader("X-Content-Type-Options", "nosniff")
        response.addHeader("X-Frame-Options", "DENY")
        response.addHeader("Referrer-Policy", "same-origin")
        response.addHeader("Cross-Origin-Opener-Policy", "same-origin")
        response.addHeader("Cross-Origin-Resource-Policy", "same-origin")
        response.addHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
    }
}
