import Foundation
import KadoApp
import KadoCore
import Testing

@testable import KadoWeb

/// Every page and form of the web app reads the settings once per request, like the API: the
/// request's settings become the use cases' context.
@Suite("The settings, read once per page and form")
struct PageSettingsReadOnceTests {
    @Test(
        "each page and form reads the settings once",
        arguments: [
            ("GET", "/"), ("GET", "/overview"), ("GET", "/settings"), ("GET", "/habits/new"),
            ("GET", "read"), ("GET", "read/edit"), ("GET", "read/delete"),
            ("POST", "read/edit"), ("POST", "read/archive"), ("POST", "water/move"), ("POST", "/habits"),
        ])
    func once(method: String, path: String) throws {
        let web = try WebHarness()
        let read = try web.habit("Read")
        let water = try web.habit("Water", .counter(target: 8))
        #expect(web.get("/").status == 200)
        #expect(try web.tracker.widget.isSnapshotCurrent())
        let address =
            path.hasPrefix("read")
            ? "/habits/\(read.id.uuidString)" + path.dropFirst(4)
            : path.hasPrefix("water") ? "/habits/\(water.id.uuidString)" + path.dropFirst(5) : path
        var reads = 0
        web.tracker.observeStatements { if $0.sql == "SELECT key, value FROM settings" { reads += 1 } }
        defer { web.tracker.observeStatements(nil) }
        let response =
            switch (method, path) {
            case ("GET", _): web.get(address)
            case (_, "read/edit"):
                web.post(
                    address,
                    [
                        ("name", "Read more"), ("type", "binary"), ("frequency", "daily"), ("color", "blue"),
                        ("icon", "figure.walk"),
                    ])
            case (_, "water/move"): web.post(address, [("direction", "up")])
            case (_, "/habits"):
                web.post(
                    address,
                    [
                        ("name", "Walk"), ("type", "binary"), ("frequency", "daily"), ("color", "green"),
                        ("icon", "figure.walk"),
                    ])
            default: web.post(address, [])
            }
        #expect([200, 303].contains(response.status), "\(method) \(path): \(response.status)")
        #expect(reads == 1, "\(method) \(path) read the settings \(reads) times")
    }
}
