import Foundation
import KadoApp
import KadoTestSupport
import Testing

@testable import KadoSystem

/// The files behind ``FileStorage``: written whole or not at all, the owner's only, read back,
/// removed; ranges copied from another file as they are.
@Suite("Files written whole by POSIX calls")
struct POSIXFileStorageTests {
    let folder: TemporaryFolder
    let files = POSIXFileStorage()

    init() throws { folder = try TemporaryFolder(prefix: "kado-file-storage") }

    struct Stop: Error {}

    @Test("a replace that fails half-way leaves the old file and no temporary file", arguments: [false, true])
    func failedReplaceKeepsTheOld(durable: Bool) throws {
        let path = folder.path("kado.widget.json")
        try files.replace(path, durable: durable) { try $0.write(Array("old".utf8)) }
        #expect(throws: Stop.self) {
            try files.replace(path, durable: durable) { output in
                try output.write(Array("new, half".utf8))
                throw Stop()
            }
        }
        #expect(try files.contents(of: path) == Array("old".utf8))
        #expect(try folder.fileNames() == ["kado.widget.json"])
    }

    @Test("a file written is the owner's only, durable or not", arguments: [false, true])
    func ownerOnly(durable: Bool) throws {
        let path = folder.path("kado.sync-password")
        try files.replace(path, durable: durable) { try $0.write(Array("secret".utf8)) }
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        files.keepPrivate(path)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
    }

    @Test(
        "contents: whole, of every size around the first read's; nil when missing",
        arguments: [0, 1, 65_535, 65_537, 300_001])
    func contents(size: Int) throws {
        let path = folder.path("file")
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try files.replace(path, durable: false) { try $0.write(bytes) }
        #expect(try files.contents(of: path) == bytes)
        #expect(try files.contents(of: folder.path("missing")) == nil)
    }

    @Test("ranges copied from another file are its bytes, between written ones")
    func copiedRanges() throws {
        let source = folder.path("source")
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try files.replace(source, durable: false) { try $0.write(bytes) }
        let handle = try #require(FileHandle(forReadingAtPath: source))
        defer { try? handle.close() }
        let target = folder.path("target")
        try files.replace(target, durable: false) { output in
            try output.write(Array("<".utf8))
            try output.copy(10..<150_000, from: handle)
            try output.write(Array(">".utf8))
            try output.copy(0..<3, from: handle)
        }
        #expect(
            try files.contents(of: target) == Array("<".utf8) + bytes[10..<150_000] + Array(">".utf8) + bytes[0..<3])
    }

    @Test("remove: gone, and a missing file is no error; a folder that cannot be written is")
    func remove() throws {
        let path = folder.path("status.json")
        try files.replace(path, durable: false) { try $0.write(Array("{}".utf8)) }
        try files.remove(path)
        #expect(!FileManager.default.fileExists(atPath: path))
        try files.remove(path)
    }

    @Test("an unnamed file is read from its start and leaves nothing behind")
    func unnamed() throws {
        let descriptor = try files.unnamedFile { try $0.write(Array("kado".utf8)) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try handle.seek(toOffset: 0)
        #expect(try handle.readToEnd() == Data("kado".utf8))
    }

    @Test("the system's words for an error number, and which ones say the disk is full")
    func describe() {
        #expect(files.describe(errorCode: ENOENT) == ("no such file or directory", false))
        #expect(files.describe(errorCode: ENOSPC).isDiskFull)
        #expect(files.describe(errorCode: EDQUOT).isDiskFull)
    }
}
