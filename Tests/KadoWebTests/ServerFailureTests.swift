import Foundation
import KadoApp
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// A request that fails on the server's side (500) is logged with a reference, the error and the
/// path, and the person — page or API — is shown the reference, never the error's own words.
@Suite("Failures on the server's side")
struct ServerFailureTests {
    /// An error whose words must not reach a page: a path and an internal detail.
    struct Internal: Error, CustomStringConvertible {
        var description: String { "cannot read /home/ann/.local/share/kado/secret.sqlite: <b>errno 5</b>" }
    }

    static func request(_ path: String, json: Bool) -> HTTPRequest {
        HTTPRequest(
            method: "GET", path: path, query: [],
            headers: HTTPHeaders([("Host", "127.0.0.1:4810")] + (json ? [("Accept", "application/json")] : [])),
            body: [])
    }

    @Test("a page shows the reference and the log keeps the error", arguments: [Language.english, .french])
    func page(language: Language) throws {
        let sink = RecordingLogSink()
        let log = Logger(subsystem: "web", sink: sink)
        let request = Self.request("/habits/x", json: false)
        var settings = Settings()
        settings.languageSetting = .fixed(language)
        let response = ErrorResponder.response(
            for: Internal(), request: request, context: RequestContext(request: request, settings: settings), log: log)
        #expect(response.status == 500)
        let entry = try #require(sink.entries.first)
        #expect(entry.level == .error)
        let reference = try #require(entry.metadata.first { $0.name == "reference" }?.value)
        #expect(reference.count == 8 && reference.allSatisfy(\.isHexDigit))
        #expect(entry.metadata.first { $0.name == "error" }?.value == Internal().description)
        #expect(entry.metadata.first { $0.name == "path" }?.value == "/habits/x")
        #expect(response.text.contains(reference))
        #expect(!response.text.contains("secret.sqlite") && !response.text.contains("errno"))
        #expect(
            response.text.contains(language == .french ? "journal du serveur" : "give whoever runs Kadō the reference"))
    }

    @Test("the API answers the reference, in its own field and its message, with the code kept")
    func api() throws {
        let sink = RecordingLogSink()
        let log = Logger(subsystem: "web", sink: sink)
        let request = Self.request("/api/habits", json: true)
        let response = ErrorResponder.response(
            for: Internal(), request: request, context: RequestContext(request: request, settings: Settings()), log: log
        )
        #expect(response.status == 500)
        let body = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
        let error = try #require(body?["error"] as? [String: Any])
        let reference = try #require(sink.entries.first?.metadata.first { $0.name == "reference" })
        #expect(error["reference"] as? String == reference.value)
        #expect((error["message"] as? String)?.contains(reference.value) == true)
        #expect(error["code"] as? String == "unexpected")
        #expect(!response.text.contains("secret.sqlite"))
    }

    @Test("a failure Kadō words itself keeps its sentence, and nothing is logged")
    func wordedFailure() {
        let sink = RecordingLogSink()
        let request = Self.request("/api/habits", json: true)
        let error = AppError.store(.writtenByNewerVersion(path: "/tmp/kado.sqlite", unknownMigrations: ["v99"]))
        let response = ErrorResponder.response(
            for: error, request: request, context: RequestContext(request: request, settings: Settings()),
            log: Logger(subsystem: "web", sink: sink))
        #expect(response.status == 500)
        #expect(response.text.contains("store.writtenByNewerVersion"))
        #expect(!response.text.contains("reference"))
        #expect(sink.entries.isEmpty)
    }

    @Test("a log line is one line whatever the error holds, its values quoted when they must be")
    func oneLine() {
        let entry = LogEntry(
            level: .error, subsystem: "web", message: "a request failed",
            metadata: [.init("reference", "0A1B2C3D"), .init("error", "line one\nline \"two\"")],
            date: Date(timeIntervalSince1970: 0))
        #expect(
            entry.line
                == #"1970-01-01T00:00:00Z error web: a request failed reference=0A1B2C3D error="line one\nline \"two\"""#
        )
    }
}
