import Foundation
import KadoSync
import Testing

/// A system call's failure is kept as its `errno`, whichever way Foundation wraps it, so each
/// front end can say it in its person's language.
@Suite("A system failure from Foundation's errors")
struct SystemFailureTests {
    @Test("reading a missing file, a folder, or a file without permission gives its errno")
    func fromReads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-failure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(URL, Int32)] = [
            (folder.appendingPathComponent("missing"), ENOENT),
            (folder, EISDIR),
            (folder.appendingPathComponent("missing/below"), ENOENT),
        ]
        for (url, code) in cases {
            let error = #expect(throws: (any Error).self) { _ = try Data(contentsOf: url) }
            let failure = try SystemFailure(#require(error))
            #expect(failure.code == code, "\(url.path): \(failure)")
            #expect(failure.words == String(cString: strerror(code)))
        }
    }

    @Test("a POSIX error, and a Cocoa error with or without an underlying one")
    func fromErrors() {
        #expect(SystemFailure(POSIXError(.EACCES)).code == EACCES)
        let wrapped = CocoaError(.fileReadUnknown, userInfo: [NSUnderlyingErrorKey: POSIXError(.EISDIR)])
        #expect(SystemFailure(wrapped).code == EISDIR)
        #expect(SystemFailure(CocoaError(.fileReadNoSuchFile)).code == ENOENT)
        let bare = SystemFailure(CocoaError(.fileReadCorruptFile))
        #expect(bare.code == 0 && !bare.words.isEmpty)
    }
}
