import Foundation
import KadoTestSupport
import Testing

/// `kado import` refuses a file over the product's size limit (1 GiB) before reading it, and the
/// supported range of days holds through an export and an import with the built binary.
@Suite("kado import: the size limit and the supported days", .tags(.endToEnd), .endToEndTierOnly)
struct ImportLimitCommandTests {
    /// A sparse file of `size` bytes that starts with `head`: it takes no room on disk, and a
    /// reader that read it whole would hold `size` bytes.
    static func sparseFile(at path: String, size: Int, head: String) throws {
        try Data(head.utf8).write(to: URL(fileURLWithPath: path))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
    }

    @Test(
        "a backup over 1 GiB is refused up front, naming the limit, with exit 65 and nothing written",
        arguments: [
            ("big.json", "{\"formatVersion\": 1"), ("big.csv", "format_version,"), ("big.db", "SQLite format 3\0"),
        ])
    func overTheLimit(name: String, head: String) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        let path = sandbox.folder.appendingPathComponent(name).path
        try Self.sparseFile(at: path, size: (1 << 30) + 1, head: head)
        let before = try sandbox.snapshot()
        let started = Date()
        let result = try sandbox.kado(["import", path, "--dry-run"])
        #expect(result.status == 65)
        #expect(result.output.isEmpty)
        #expect(
            result.error
                == "kado: \(path): is 1,073,741,825 bytes, larger than the 1 GiB a backup may be\n")
        #expect(try sandbox.snapshot() == before)
        // Refused without reading a gigabyte.
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test("days on the supported range's edges go through export and import with the binary")
    func edges() throws {
        let sandbox = try Sandbox(now: "2199-12-31T12:00:00Z", timeZone: "Asia/Kolkata")
        try sandbox.succeed(["add", "Read"])
        for day in ["1900-01-01", "1904-02-29", "1970-01-01", "2000-02-29", "2199-12-31"] {
            try sandbox.succeed(["done", "Read", day])
        }
        for format in ["json", "csv"] {
            let file = sandbox.folder.appendingPathComponent("backup.\(format)").path
            // CSV says on standard error what it cannot carry (the settings).
            #expect(try sandbox.kado(["export", "--format", format, "-o", file]).status == 0)
            let copy = try Sandbox(now: "2199-12-31T12:00:00Z", timeZone: "Asia/Kolkata")
            try copy.succeed(["import", file])
            let shown = try copy.succeed(["show", "Read", "--json"]).output
            let original = try sandbox.succeed(["show", "Read", "--json"]).output
            #expect(shown == original, "\(format)")
        }
    }
}
