import Foundation
import KadoStore
import KadoTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `kado sync` through a real WebDAV server (Apache httpd with mod_dav on 127.0.0.1, started and
/// stopped here), as a person runs it: set up with a password file, sync, converge; a wrong
/// password and a full server each give one line and their exit code, leave the database byte
/// for byte as it was, and the next sync, once healed, succeeds. The password never shows.
@Suite("kado sync through a WebDAV server")
struct SyncWebDAVCommandTests {
    /// The folder on the server, as Nextcloud names one (with a non-ASCII name).
    static let folder = "remote.php/dav/files/ann/Kadō"

    /// A server with the folder made.
    func server(storageLimit: Int? = nil) throws -> DAVServer {
        let server = try DAVServer(storageLimit: storageLimit)
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

    @Test("two devices set up through the server converge, and the password is in no file, output or status")
    func twoDevices() throws {
        let server = try server()
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
    }

    @Test("a wrong password: setup exits 77 keeping nothing, a sync exits 77 leaving the database, then heals")
    func wrongPassword() throws {
        let server = try server()
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

    @Test("a full server (507): kado sync exits 73, nothing changes here or there, then syncs once there is room")
    func fullServer() throws {
        let server = try server(storageLimit: 256 * 1024)
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
        #expect(sync.status == 73, "\(sync)")
        #expect(sync.errorLines.count == 1 && sync.error.contains("no room left"), "\(sync)")
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

    @Test("two syncs of one database at once: one waits for the other, both succeed, nothing is sent twice")
    func racingSyncs() throws {
        let server = try server()
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
