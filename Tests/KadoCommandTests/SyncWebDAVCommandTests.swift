import Foundation
import KadoApp
import KadoStore
import KadoTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `kado sync` through each kind of real WebDAV server (Apache httpd with mod_dav, nginx with
/// dav-ext, rclone serve webdav, on 127.0.0.1, started and stopped here), as a person runs it: set
/// up with a password file, sync, converge; a wrong password and a full server each give one line
/// and their exit code, leave the database byte for byte as it was, and the next sync, once healed,
/// succeeds. The password never shows.
@Suite("kado sync through a WebDAV server", .tags(.endToEnd), .endToEndTierOnly)
struct SyncWebDAVCommandTests {
    /// The folder on the server, as Nextcloud names one (with a non-ASCII name).
    static let folder = "remote.php/dav/files/ann/Kadō"
    static let kinds = DAVServer.Kind.allCases

    /// A server of `kind` with the folder made; `nil` when it is not installed on a machine that
    /// is not CI, after recording why as a warning. In CI a missing server fails the test.
    func server(
        _ kind: DAVServer.Kind, storageLimit: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> DAVServer? {
        if let reason = kind.skipReason() {
            Issue.record(Comment(rawValue: reason), severity: .warning, sourceLocation: sourceLocation)
            return nil
        }
        let server = try DAVServer(kind: kind, storageLimit: storageLimit)
        try server.makeFolder(Self.folder)
        return server
    }

    /// `kado sync setup webdav …` on `device` with `password` in a file of its own.
    func setUp(_ device: Sandbox, on server: DAVServer, password: String? = nil) throws -> RunResult {
        let file = device.file("password.txt")
        try Data("\(password ?? server.password)\n".utf8).write(to: file)
        return try device.kado([
            "sync", "setup", "webdav", server.url(Self.folder).absoluteString, "--user", server.user,
            "--password-file", file.path,
        ])
    }

    /// The saved password file of `device`.
    func savedPassword(_ device: Sandbox) -> String {
        device.dataFolder.appendingPathComponent("kado.sync-password").path
    }

    /// Every file the server holds, with its bytes.
    func serverFiles(_ server: DAVServer) throws -> [String: Data] {
        try filesUnder(server.diskPath(Self.folder))
    }

    @Test(
        "two devices set up through the server converge, and the password is in no file, output or status",
        arguments: kinds)
    func twoDevices(kind: DAVServer.Kind) throws {
        guard let server = try server(kind) else { return }
        let (ann, bob) = (try Sandbox(), try Sandbox())
        try ann.succeed(["add", "Read"])
        try ann.succeed(["done", "Read"])
        try bob.succeed(["add", "Walk", "--every", "mon,wed,fri"])
        var outputs: [String] = []
        for device in [ann, bob] {
            let setup = try setUp(device, on: server)
            #expect(setup.status == 0, "\(setup)")
            outputs += [setup.output, setup.error]
        }
        for _ in 0..<2 {
            for device in [ann, bob] {
                let sync = try device.succeed(["sync"])
                outputs += [sync.output, sync.error]
            }
        }
        try bob.succeed(["done", "Read", "yesterday"])
        try bob.succeed(["sync"])
        try ann.succeed(["sync"])
        let exports = try [ann, bob].map { try $0.succeed(["export", "--format", "json", "-o", "-"]).output }
        #expect(exports[0] == exports[1])
        #expect(exports[0].contains("\"Walk\"") && exports[0].contains("\"Read\""))

        for device in [ann, bob] {
            outputs += [
                try device.succeed(["sync", "status"]).output, try device.succeed(["sync", "status", "--json"]).output,
            ]
            var status = stat()
            #expect(stat(savedPassword(device), &status) == 0)
            #expect(status.st_mode & 0o777 == 0o600)
        }
        let password = Data(server.password.utf8)
        for output in outputs { #expect(!output.contains(server.password), "\(output)") }
        for (name, bytes) in try serverFiles(server) { #expect(bytes.range(of: password) == nil, "\(name)") }
        for device in [ann, bob] {
            for (name, bytes) in try databaseFiles(device) { #expect(bytes.range(of: password) == nil, "\(name)") }
        }
        // Every request named this Kadō (rclone keeps no log of them).
        for request in server.requests() { #expect(request.hasSuffix("\"\(AppVersion.userAgent)\""), "\(request)") }
    }

    @Test(
        "setup in an empty folder makes Kadō's folders before writing (nginx answers 500 to a PUT into none)",
        arguments: kinds)
    func setUpFreshFolder(kind: DAVServer.Kind) throws {
        guard let server = try server(kind) else { return }
        let ann = try Sandbox()
        let setup = try setUp(ann, on: server)
        #expect(setup.status == 0, "\(setup)")
        #expect(setup.output.contains("this device started a sync group"), "\(setup)")
        let devices = try FileManager.default.contentsOfDirectory(
            atPath: server.diskPath("\(Self.folder)/kado-sync/devices"))
        #expect(devices.count == 1)
        let segments = server.diskPath("\(Self.folder)/kado-sync/devices/\(devices.first ?? "")/segments")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: segments, isDirectory: &isFolder) && isFolder.boolValue)
        let methods = server.requests().map { String($0.prefix { $0 != " " }) }
        if let firstPut = methods.firstIndex(of: "PUT") {
            #expect(methods[..<firstPut].filter { $0 == "MKCOL" }.count == 4, "\(methods)")
        }
        #expect(try ann.succeed(["sync"]).status == 0)
    }

    @Test(
        "a folder that does not exist on the server: setup exits 75, cannot reach, and creates nothing",
        arguments: kinds)
    func missingFolder(kind: DAVServer.Kind) throws {
        guard let server = try server(kind) else { return }
        let ann = try Sandbox()
        let file = ann.file("password.txt")
        try Data("\(server.password)\n".utf8).write(to: file)
        let setup = try ann.kado([
            "sync", "setup", "webdav", server.url("remote.php/dav/files/ann/gone").absoluteString, "--user",
            server.user,
            "--password-file", file.path,
        ])
        #expect(setup.status == 75, "\(setup)")
        #expect(
            setup.errorLines.count == 1 && setup.error.contains("the folder does not exist on the server"), "\(setup)")
        #expect(!FileManager.default.fileExists(atPath: server.diskPath("remote.php/dav/files/ann/gone")))
    }

    @Test(
        "a wrong password: setup exits 77 keeping nothing, a sync exits 77 leaving the database, then heals",
        arguments: kinds)
    func wrongPassword(kind: DAVServer.Kind) throws {
        guard let server = try server(kind) else { return }
        let ann = try Sandbox()
        try ann.succeed(["add", "Read"])
        let refused = try setUp(ann, on: server, password: "not the password")
        #expect(refused.status == 77, "\(refused)")
        #expect(refused.errorLines.count == 1 && refused.error.contains("refused the user \"\(server.user)\""))
        #expect(!refused.error.contains("not the password"))
        #expect(!FileManager.default.fileExists(atPath: savedPassword(ann)))
        #expect(try ann.succeed(["sync", "status"]).output.hasPrefix("Sync is not set up"))
        #expect(try serverFiles(server).isEmpty)

        #expect(try setUp(ann, on: server).status == 0)
        try ann.succeed(["done", "Read"])
        // The password was changed on the server since: the saved one is refused.
        let saved = try Data(contentsOf: URL(fileURLWithPath: savedPassword(ann)))
        try Data("an old password\n".utf8).write(to: URL(fileURLWithPath: savedPassword(ann)))
        let before = try databaseFiles(ann)
        let files = try serverFiles(server)
        let sync = try ann.kado(["sync"])
        #expect(sync.status == 77, "\(sync)")
        #expect(sync.errorLines.count == 1 && sync.error.contains("refused the user"), "\(sync)")
        #expect(!sync.error.contains("an old password"))
        #expect(try databaseFiles(ann) == before)
        #expect(try serverFiles(server) == files)
        #expect(try ann.succeed(["sync", "status"]).output.contains("Last error: "))

        try saved.write(to: URL(fileURLWithPath: savedPassword(ann)))
        let healed = try ann.succeed(["sync"])
        #expect(healed.output.contains("Sent: "), "\(healed)")
        #expect(try ann.succeed(["sync", "status"]).output.contains("Last error: none"))
    }

    /// What `kado sync` says and exits with for each server's answer to a write that does not fit:
    /// Apache's 507 is a full server (73, EX_CANTCREAT); nginx's 500 is a write the server failed,
    /// its disk maybe full, and rclone's 405 a refused write (74, EX_IOERR): never 75, "try again
    /// later", as an unreachable server is.
    static let fullAnswers: [DAVServer.Kind: (status: Int32, words: String)] = [
        .apache: (73, "has no room left for"),
        .nginx: (74, "the server failed to write the file, answering 500 Internal Server Error: its disk may be full"),
        .rclone: (74, "the server answered 405 Method Not Allowed"),
    ]

    @Test(
        "a full server: exit 73 (507) or 74 (a failed write), nothing changes, then it syncs once there is room",
        arguments: kinds)
    func fullServer(kind: DAVServer.Kind) throws {
        guard let server = try server(kind, storageLimit: 256 * 1024) else { return }
        let expected = try #require(Self.fullAnswers[kind])
        let ann = try Sandbox()
        try ann.succeed(["add", "Read"])
        #expect(try setUp(ann, on: server).status == 0)
        // Whatever room is left goes to a file beside the folder.
        let filler = server.diskPath("filler")
        #expect(FileManager.default.createFile(atPath: filler, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: filler))
        let chunk = Data(count: 4096)
        while (try? handle.write(contentsOf: chunk)) != nil {}
        try? handle.close()
        for index in 0..<30 { try ann.succeed(["add", "Habit \(index) with a long name to fill a segment"]) }
        let before = try databaseFiles(ann)
        let files = try serverFiles(server)
        let sync = try ann.kado(["sync"])
        #expect(sync.status == expected.status, "\(sync)")
        #expect(sync.errorLines.count == 1 && sync.error.contains(expected.words), "\(sync)")
        #expect(try databaseFiles(ann) == before)
        #expect(try serverFiles(server) == files, "no temporary file is left behind")

        try FileManager.default.removeItem(atPath: filler)
        let healed = try ann.succeed(["sync"])
        #expect(healed.output.contains("Sent: "), "\(healed)")
        let bob = try Sandbox()
        #expect(try setUp(bob, on: server).status == 0)
        try bob.succeed(["sync"])
        #expect(try bob.succeed(["list"]).output.contains("Habit 29 with a long name"))
    }

    @Test(
        "two syncs of one database at once: one waits for the other, both succeed, nothing is sent twice",
        arguments: kinds)
    func racingSyncs(kind: DAVServer.Kind) throws {
        guard let server = try server(kind) else { return }
        let ann = try Sandbox()
        try ann.succeed(["add", "Read"])
        #expect(try setUp(ann, on: server).status == 0)
        for index in 0..<20 { try ann.succeed(["add", "Habit \(index)"]) }
        let go = ann.file("go")
        let syncs = try (0..<2).map { index in
            try ShellWriter(
                script: """
                    while [ ! -e "$GO" ]; do sleep 0.005; done
                    "$KADO" sync >> "$LOG" 2>> "$ERRORS"; echo "status $?" >> "$LOG"
                    """,
                environment: ann.environment(extra: ["GO": go.path]), in: ann, name: "sync\(index)")
        }
        _ = FileManager.default.createFile(atPath: go.path, contents: nil)
        var sent = 0
        for sync in syncs {
            #expect(sync.wait() == 0)
            let lines = try sync.logLines()
            let errors = try sync.errorText()
            #expect(lines.last == "status 0", "\(lines) \(errors)")
            #expect(errors.isEmpty)
            sent += lines.filter { $0.hasPrefix("Sent: ") }.count
        }
        #expect(sent == 1, "one of the two published the 21 habits, the other found nothing new")
        let bob = try Sandbox()
        #expect(try setUp(bob, on: server).status == 0)
        try bob.succeed(["sync"])
        let exports = try [ann, bob].map { try $0.succeed(["export", "--format", "json", "-o", "-"]).output }
        #expect(exports[0] == exports[1])
        let quiet = try ann.succeed(["sync"])
        #expect(quiet.output.contains("Nothing new came in or went out."), "\(quiet)")
    }
}
