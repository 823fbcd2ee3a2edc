// Temporary: replaced by the settings screen, sign-in and the JSON API.
extension WebApp {
    func settingsPage(_ context: RequestContext) throws -> HTTPResponse { throw WebError.notFound }
    func saveSettings(_ context: RequestContext) throws -> HTTPResponse { throw WebError.notFound }
    func exportBackup(json: Bool, _ context: RequestContext) throws -> HTTPResponse { throw WebError.notFound }
    func previewImport(_ context: RequestContext) throws -> HTTPResponse { throw WebError.notFound }
    func confirmImport(_ context: RequestContext) throws -> HTTPResponse { throw WebError.notFound }
    func loginPage(_ context: RequestContext) throws -> HTTPResponse { throw WebError.notFound }
    func login(_ context: RequestContext) throws -> HTTPResponse { throw WebError.notFound }
    func logout(_ context: RequestContext) throws -> HTTPResponse { throw WebError.notFound }
    func routeAPI(_ segments: [String], request: HTTPRequest, context: RequestContext) throws -> HTTPResponse {
        throw WebError.notFound
    }
}
enum LoginRoutes {
    static func isOpen(_ path: String) -> Bool { path == "/login" }
}
enum APIResponse {
    static func error(status: Int, message: String) -> HTTPResponse { .text(message, status: status) }
}
