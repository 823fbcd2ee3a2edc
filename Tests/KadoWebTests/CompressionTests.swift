import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// `bytes` decompressed by the system's gzip, which checks the format and its CRC: the test does
/// not trust the code it tests to read back what it wrote.
private func gunzip(_ bytes: [UInt8]) throws -> [UInt8] {
    let scratch = try TemporaryFolder(prefix: "kado-gunzip")
    let result = try ProgramRunner.run(
        "/usr/bin/env", ["gzip", "-dc"], environment: ProcessInfo.processInfo.environment, input: Data(bytes),
        scratch: scratch.url)
    #expect(result.status == 0)
    return Array(result.outputData)
}

@Suite("Answers are gzip-compressed for browsers that accept it")
struct CompressionTests {
    /// A harness with enough habits for pages well above the threshold.
    private static func harness() throws -> (WebHarness, Habit) {
        let web = try WebHarness()
        let habit = try web.habit("Meditate")
        try web.habit("Water", .counter(target: 8), unit: "glasses")
        try web.habit("Read", .timer(targetSeconds: 1800))
        try web.tracker.checkIns.complete(habit, on: try web.tracker.today())
        return (web, habit)
    }

    @Test(
        "Pages, JSON and text assets are compressed, and decompress to the very bytes sent without gzip",
        arguments: [
            "/", "/overview", "/settings", "/habits/ID", "/habits/new", "/api/today", "/api/habits/Meditate/stats",
            "/static/app.css", "/static/app.js", "/static/icon.svg", "/manifest.webmanifest", "/nothing-here",
        ])
    func compressed(path: String) throws {
        let (web, habit) = try Self.harness()
        let target = path.replacingOccurrences(of: "ID", with: habit.id.uuidString)
        web.get("/")  // the CSRF cookie first, so that both answers carry the same token
        let plain = web.get(target)
        let gzipped = web.get(target, headers: [("Accept-Encoding", "gzip, deflate, br")])
        #expect(plain.header("Content-Encoding") == nil)
        #expect(gzipped.status == plain.status)
        guard plain.body.count >= ResponseCompression.minimumBytes else {
            #expect(gzipped.header("Content-Encoding") == nil, "\(path) is small: \(plain.body.count) bytes")
            return
        }
        #expect(gzipped.header("Content-Encoding") == "gzip", "\(path)")
        #expect(gzipped.header("Vary") == "Accept-Encoding")
        #expect(plain.header("Vary") == "Accept-Encoding")
        #expect(gzipped.body.count < plain.body.count)
        #expect(gzipped.body.starts(with: [0x1F, 0x8B]))
        #expect(try gunzip(gzipped.body) == plain.body)
    }

    @Test(
        "Accept-Encoding is read as RFC 9110 says: gzip, x-gzip or * with a quality above 0",
        arguments: [
            ("gzip", true), ("GZIP", true), ("deflate, gzip;q=0.5", true), ("x-gzip", true), ("*", true),
            ("gzip;q=0", false), ("gzip;q=0, *", false), ("*;q=0", false), ("br", false), ("identity", false),
            ("", false), ("deflate, *;q=0.1", true),
        ])
    func acceptEncoding(header: String, accepts: Bool) {
        let request = HTTPRequest(method: "GET", path: "/", headers: HTTPHeaders([("Accept-Encoding", header)]))
        #expect(ResponseCompression.acceptsGzip(request) == accepts)
    }

    @Test("Small answers, PNG icons, downloads, redirects and HEAD bodies are never compressed")
    func notCompressed() throws {
        let (web, habit) = try Self.harness()
        let gzip = [("Accept-Encoding", "gzip")]
        let small = web.get("/api/habits/Water", headers: gzip)
        #expect(small.body.count < ResponseCompression.minimumBytes)
        #expect(small.header("Content-Encoding") == nil)
        #expect(web.get("/static/icon-192.png", headers: gzip).header("Content-Encoding") == nil)
        let download = web.get("/settings/export.json", headers: gzip)
        #expect(download.status == 200)
        #expect(download.header("Content-Encoding") == nil)
        let redirect = web.post("/habits/\(habit.id.uuidString)/checkin", [("action", "toggle")])
        #expect(redirect.status == 303)
        #expect(redirect.header("Content-Encoding") == nil)
        let head = web.send("HEAD", "/overview", headers: gzip)
        #expect(head.body.isEmpty)
        #expect(head.header("Content-Encoding") == "gzip")
    }

    @Test("A compressed asset has its own entity tag, and either tag gets its 304")
    func assetTags() throws {
        let web = try WebHarness()
        let path = StaticAssets.versionedPath("/static/app.css")
        let plain = web.get(path)
        let gzipped = web.get(path, headers: [("Accept-Encoding", "gzip")])
        let plainTag = try #require(plain.header("ETag"))
        let gzipTag = try #require(gzipped.header("ETag"))
        #expect(plainTag != gzipTag)
        #expect(try gunzip(gzipped.body) == plain.body)
        let again = web.get(path, headers: [("Accept-Encoding", "gzip"), ("If-None-Match", gzipTag)])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        #expect(web.get(path, headers: [("If-None-Match", plainTag)]).status == 304)
        // The other representation's tag does not validate this one.
        #expect(web.get(path, headers: [("If-None-Match", gzipTag)]).status == 200)
    }

    @Test("Over a socket, the compressed page arrives whole with its Content-Length")
    func overSocket() throws {
        let server = try LiveServer()
        try server.web.habit("Meditate")
        try server.web.habit("Water", .counter(target: 8), unit: "glasses")
        let response = try server.get("/overview", headers: [("Accept-Encoding", "gzip")])
        #expect(response.status == 200)
        #expect(response.header("Content-Encoding") == "gzip")
        #expect(response.header("Content-Length") == String(response.body.count))
        let page = String(decoding: try gunzip(response.body), as: UTF8.self)
        #expect(page.hasPrefix("<!doctype html>"))
        #expect(page.hasSuffix("</html>"))
    }

    @Test("A page the cache keeps is compressed once, and a change gives the new page its own gzip form")
    func keptPageCompressedOnce() throws {
        let (web, habit) = try Self.harness()
        let gzip = [("Accept-Encoding", "gzip")]
        web.get("/")  // the CSRF cookie first: later pages are the cache's
        let first = web.get("/", headers: gzip)
        let second = web.get("/", headers: gzip)
        #expect(first.header("Content-Encoding") == "gzip")
        #expect(second.body == first.body)
        let plain = web.get("/")
        #expect(try gunzip(second.body) == plain.body)
        let redirect = web.post("/habits/\(habit.id.uuidString)/checkin", [("action", "toggle")])
        #expect(redirect.status == 303)
        let changed = web.get("/", headers: gzip)
        let changedPlain = web.get("/")
        #expect(changedPlain.body != plain.body)
        #expect(try gunzip(changed.body) == changedPlain.body)
    }

    @Test("A gzip memo answers only for the body it was made for, and compresses it once")
    func memo() throws {
        let body = Array(String(repeating: "<li>Meditate</li>", count: 200).utf8)
        let memo = GzipMemo(for: body)
        let copy = body  // shares the storage, as a copy of a cached response does
        #expect(memo.isMemo(of: copy))
        #expect(!memo.isMemo(of: Array(String(repeating: "<li>Meditate</li>", count: 200).utf8)))
        #expect(!memo.isMemo(of: Array(body.dropLast())))
        let made = try #require(memo.compressed())
        let again = try #require(memo.compressed())
        #expect(made.withUnsafeBufferPointer { $0.baseAddress } == again.withUnsafeBufferPointer { $0.baseAddress })
        #expect(try gunzip(made) == body)
        // A body gzip cannot shrink is sent as it is.
        var generator = SystemRandomNumberGenerator()
        let noise = (0..<64).map { _ in UInt8.random(in: 0...255, using: &generator) }
        #expect(GzipMemo(for: noise).compressed() == nil)
        // A response whose body changed after it was kept is compressed afresh, not from the memo.
        var response = HTTPResponse(status: 200, headers: [("Content-Type", "text/html")], body: body)
        response.gzipMemo = memo
        response.body = Array(String(repeating: "<li>Read</li>", count: 200).utf8)
        ResponseCompression.apply(
            to: &response,
            for: HTTPRequest(method: "GET", path: "/", headers: HTTPHeaders([("Accept-Encoding", "gzip")])))
        #expect(try gunzip(response.body) == Array(String(repeating: "<li>Read</li>", count: 200).utf8))
    }

    @Test("gzip output of any size and content decompresses to its input", arguments: [0, 1, 1023, 4096, 300_000])
    func roundTrip(size: Int) throws {
        var generator = SystemRandomNumberGenerator()
        // Half random, half repetitive: both what compresses badly and what compresses well.
        let bytes = (0..<size).map { index in index % 2 == 0 ? UInt8.random(in: 0...255, using: &generator) : 65 }
        let compressed = try #require(Gzip.compress(bytes))
        #expect(try gunzip(compressed) == bytes)
    }
}
