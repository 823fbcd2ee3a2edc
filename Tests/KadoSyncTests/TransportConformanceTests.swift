import Foundation
import KadoSync
import KadoTestSupport
import Testing

/// What every transport does, checked the same way against a folder and against each kind of real
/// WebDAV server (Apache httpd with mod_dav, nginx with dav-ext, rclone serve webdav, started for
/// each test): the engine relies on nothing else.
@Suite("Transport conformance")
struct TransportConformanceTests {
    static let kinds = TransportKind.allCases

    @Test("a missing folder lists as empty and a missing file reads as nothing", arguments: kinds)
    func missing(kind: TransportKind) throws {
        guard let target = try TransportTarget(kind) else { return }
        #expect(try target.transport.list("") == [])
        #expect(try target.transport.list("kado-sync/devices") == [])
        #expect(try target.transport.read("kado-sync/target.json") == nil)
        #expect(try target.transport.read("no/such/folder/file") == nil)
    }

    @Test("what is published reads back byte for byte: empty, text, binary and 2 MB", arguments: kinds)
    func roundTrip(kind: TransportKind) throws {
        guard let target = try TransportTarget(kind) else { return }
        var random = SeededGenerator(seed: 12)
        let large = Data((0..<2_000_000).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        let files: [(String, Data)] = [
            ("empty", Data()), ("text.json", Data("{\"a\":1}\n".utf8)), ("binary.kseg", Data([0, 255, 10, 13, 0])),
            ("large.kseg", large),
        ]
        for (name, data) in files {
            #expect(try target.transport.publish(data, at: name, replacing: false))
        }
        for (name, data) in files {
            #expect(try target.transport.read(name) == data, "\(name)")
            #expect(FileManager.default.contents(atPath: target.diskPath(name)) == data, "\(name) on disk")
        }
        #expect(try target.transport.list("") == files.map(\.0).sorted())
    }

    @Test("publishing makes the missing folders; a listing names files and folders, sorted", arguments: kinds)
    func nestedFolders(kind: TransportKind) throws {
        guard let target = try TransportTarget(kind) else { return }
        let device = "kado-sync/devices/0A4E5B3C-1D2F-4A6B-8C7D-9E0F1A2B3C4D"
        try target.transport.publish(Data("m".utf8), at: "\(device)/manifest.json", replacing: true)
        try target.transport.publish(Data("s2".utf8), at: "\(device)/segments/00000002-b.kseg", replacing: false)
        try target.transport.publish(Data("s1".utf8), at: "\(device)/segments/00000001-a.kseg", replacing: false)
        #expect(try target.transport.list("") == ["kado-sync"])
        #expect(try target.transport.list("kado-sync") == ["devices"])
        #expect(try target.transport.list("kado-sync/devices") == ["0A4E5B3C-1D2F-4A6B-8C7D-9E0F1A2B3C4D"])
        #expect(try target.transport.list(device) == ["manifest.json", "segments"])
        #expect(try target.transport.list("\(device)/segments") == ["00000001-a.kseg", "00000002-b.kseg"])
        #expect(try target.transport.list("\(device)/segments/") == ["00000001-a.kseg", "00000002-b.kseg"])
        #expect(try target.transport.read("\(device)/segments/00000001-a.kseg") == Data("s1".utf8))
    }

    @Test(
        "replacing replaces; not replacing keeps the file there and says so; no temporary file stays",
        arguments: kinds)
    func replacing(kind: TransportKind) throws {
        guard let target = try TransportTarget(kind) else { return }
        let path = "kado-sync/target.json"
        #expect(try target.transport.publish(Data("first".utf8), at: path, replacing: false))
        #expect(try target.transport.publish(Data("second".utf8), at: path, replacing: false) == false)
        #expect(try target.transport.read(path) == Data("first".utf8))
        #expect(try target.transport.publish(Data("third".utf8), at: path, replacing: true))
        #expect(try target.transport.read(path) == Data("third".utf8))
        #expect(try target.transport.publish(Data("fourth".utf8), at: "kado-sync/new.json", replacing: true))
        #expect(try target.names(in: "kado-sync") == ["new.json", "target.json"])
        #expect(try target.transport.list("kado-sync") == ["new.json", "target.json"])
    }

    @Test("remove takes a file away; one that is not there is no error", arguments: kinds)
    func remove(kind: TransportKind) throws {
        guard let target = try TransportTarget(kind) else { return }
        try target.transport.publish(Data("old".utf8), at: "segments/00000001-a.kseg", replacing: false)
        try target.transport.publish(Data("kept".utf8), at: "segments/00000002-b.kseg", replacing: false)
        try target.transport.remove("segments/00000001-a.kseg")
        #expect(try target.transport.read("segments/00000001-a.kseg") == nil)
        #expect(try target.transport.list("segments") == ["00000002-b.kseg"])
        try target.transport.remove("segments/00000001-a.kseg")
        try target.transport.remove("segments/never-there.kseg")
        try target.transport.remove("no folder/never-there.kseg")
        #expect(try target.transport.read("segments/00000002-b.kseg") == Data("kept".utf8))
    }

    static let names = [
        "with space.json", "caf\u{e9}.json", "\u{65e5}\u{672c}\u{8a9e}.kseg", "run \u{1f3c3}.json", "100% sure.json",
        "hash#and?query.json", "plus+and&equals=.json", "Ann's (conflicted copy 2026-12-01).json", "colon:semi;.json",
        "tilde~under_score-dash.json",
    ]

    @Test(
        "names with spaces, non-ASCII letters and URL characters go and come back unchanged",
        arguments: kinds, names)
    func awkwardNames(kind: TransportKind, name: String) throws {
        guard let target = try TransportTarget(kind) else { return }
        let folder = "folder with space/\u{e9}t\u{e9} \u{1f4da}"
        let data = Data(name.utf8)
        #expect(try target.transport.publish(data, at: "\(folder)/\(name)", replacing: false))
        #expect(try target.transport.publish(data, at: "\(folder)/\(name)", replacing: false) == false)
        #expect(try target.transport.read("\(folder)/\(name)") == data)
        #expect(try target.transport.list(folder) == [name])
        #expect(try target.transport.list("folder with space") == ["\u{e9}t\u{e9} \u{1f4da}"])
        #expect(FileManager.default.contents(atPath: target.diskPath("\(folder)/\(name)")) == data)
        try target.transport.remove("\(folder)/\(name)")
        #expect(try target.transport.list(folder) == [])
    }

    @Test(
        "conflict copies and temporary files of sync tools are listed as they are and left alone",
        arguments: kinds)
    func foreignFiles(kind: TransportKind) throws {
        guard let target = try TransportTarget(kind) else { return }
        let folder = "kado-sync/devices/D"
        try target.transport.publish(Data("mine".utf8), at: "\(folder)/manifest.json", replacing: true)
        let foreign = [
            "manifest.sync-conflict-20261201-120000-ABCDEFG.json", "manifest (conflicted copy 2026-12-01 120000).json",
            ".syncthing.manifest.json.tmp", "\(SyncFormat.temporaryPrefix)1234-manifest.json", ".~lock.manifest.json#",
            "manifest.json.part",
        ]
        for name in foreign {
            try Data("theirs".utf8).write(to: URL(fileURLWithPath: target.diskPath("\(folder)/\(name)")))
        }
        // nginx's dav-ext leaves names starting with a dot out of every listing: none of Kadō's files
        // that are ever read starts with one (its temporary files do, and are never read).
        let listed = foreign.filter { kind != .nginx || !$0.hasPrefix(".") }
        #expect(try target.transport.list(folder) == (listed + ["manifest.json"]).sorted())
        #expect(try target.transport.publish(Data("mine again".utf8), at: "\(folder)/manifest.json", replacing: true))
        #expect(try target.transport.read("\(folder)/manifest.json") == Data("mine again".utf8))
        for name in foreign {
            #expect(try target.transport.read("\(folder)/\(name)") == Data("theirs".utf8), "\(name)")
        }
        #expect(try target.names(in: folder) == (foreign + ["manifest.json"]).sorted())
    }

    @Test(
        "a target folder that does not exist is unreachable, whatever is asked, and is not created",
        arguments: kinds)
    func missingTarget(kind: TransportKind) throws {
        guard let target = try TransportTarget(kind) else { return }
        let missing = target.transportToMissingFolder()
        let calls: [(String, () throws -> Void)] = [
            ("list", { _ = try missing.list("kado-sync/devices") }),
            ("read", { _ = try missing.read("kado-sync/target.json") }),
            ("publish", { try missing.publish(Data("x".utf8), at: "kado-sync/target.json", replacing: false) }),
        ]
        for (name, call) in calls {
            let error = syncError(call)
            #expect(error?.isTransient == true, "\(name): \(String(describing: error))")
        }
        #expect(!FileManager.default.fileExists(atPath: target.diskPath("not mounted")))
        if let server = target.server {
            #expect(!FileManager.default.fileExists(atPath: server.diskPath("remote.php/dav/files/kado/gone")))
        }
    }

    @Test("the target's description names it as a person recognises it", arguments: kinds)
    func description(kind: TransportKind) throws {
        guard let target = try TransportTarget(kind) else { return }
        if let server = target.server {
            #expect(
                target.transport.targetDescription
                    == "http://127.0.0.1:\(server.port)/remote.php/dav/files/kado/Kad%C5%8D%20sync/")
        } else {
            #expect(target.transport.targetDescription == target.disk)
        }
    }
}
