import Foundation
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoApp
@testable import KadoSync

/// What only a WebDAV server does to a sync, against real ones (Apache httpd with mod_dav, nginx
/// with dav-ext, rclone serve webdav): a wrong password, a forbidden folder, a full disk, a closed
/// port, a server that hangs or stops half-way, error statuses and redirections. Each gives a clear
/// error, never shows the password, leaves the local database byte for byte as it was (but what a
/// committed merge took in), and the next sync after healing succeeds. What a test fakes with a
/// server's configuration (a forbidden folder, a status, a redirection) is written in Apache's and in
/// nginx's (rclone has none).
@Suite("WebDAV transport")
struct TransportWebDAVTests {
    static let folder = TransportTarget.serverFolder
    static let kinds = DAVServer.Kind.allCases

    /// A server, two devices set up on it (the first has synced a habit and a check-in), and
    /// their scratch folder.
    final class Setup {
        let server: DAVServer
        let scratch: TemporaryFolder
        let first: SyncDevice
        let second: SyncDevice

        /// Two devices on a server of `kind`; `nil` when it is not installed here.
        init?(
            _ kind: DAVServer.Kind, storageLimit: Int? = nil, directives: [String] = [],
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            guard
                let server = try davServer(
                    kind, storageLimit: storageLimit, directives: directives, sourceLocation: sourceLocation)
            else { return nil }
            self.server = server
            try server.makeFolder(TransportWebDAVTests.folder)
            scratch = try TemporaryFolder(prefix: "kado-webdav-sync", in: TemporaryFolder.memoryBackedBase)
            first = try SyncDevice(
                name: "first", databasePath: scratch.path("a/kado.sqlite"), transport: Self.transport(server),
                start: syncEpoch)
            second = try SyncDevice(
                name: "second", databasePath: scratch.path("b/kado.sqlite"), transport: Self.transport(server),
                start: syncEpoch.addingTimeInterval(1))
            try first.setUp()
            try second.setUp()
            let read = try first.tracker.habits.createHabit(HabitDraft(name: "Read"))
            try first.tracker.checkIns.complete(read, on: try first.tracker.today())
            try first.sync()
        }

        static func transport(
            _ server: DAVServer, password: String? = nil, port: Int? = nil, timeout: TimeInterval = 10
        ) -> WebDAVTransport {
            var url = server.url(TransportWebDAVTests.folder)
            if let port, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) {
                components.port = port
                url = components.url ?? url
            }
            return WebDAVTransport(
                url: url, user: server.user, password: password ?? server.password, timeout: timeout)
        }

        /// The files of the target on the server's disk.
        var target: [String: Data] { folderContents(server.diskPath(TransportWebDAVTests.folder)) }
    }

    /// A database's file and its write-ahead log.
    static func databaseBytes(_ device: SyncDevice) throws -> [Data] {
        let path = device.tracker.databasePath
        return try [path, path + "-wal"].map { file in
            FileManager.default.fileExists(atPath: file) ? try Data(contentsOf: URL(fileURLWithPath: file)) : Data()
        }
    }

    /// Runs a sync of `device` that must fail as `expected`; checks that the database and the
    /// target are as they were, and that the message shows no password.
    @discardableResult
    static func expectFailure(
        of device: SyncDevice, in setup: Setup, as expected: String, transient: Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> SyncError? {
        let database = try databaseBytes(device)
        let target = setup.target
        let error = syncError({ try device.sync() }, sourceLocation: sourceLocation)
        if let error {
            #expect(caseName(error) == expected, "\(error)", sourceLocation: sourceLocation)
            #expect(error.isTransient == transient, "\(error)", sourceLocation: sourceLocation)
            #expect(!error.description.contains(setup.server.password), sourceLocation: sourceLocation)
        }
        #expect(try databaseBytes(device) == database, "the database changed", sourceLocation: sourceLocation)
        #expect(setup.target == target, "the target changed", sourceLocation: sourceLocation)
        return error
    }

    @Test("a wrong password is refused as such (401), changes nothing, and the right one syncs again", arguments: kinds)
    func wrongPassword(kind: DAVServer.Kind) throws {
        guard let setup = try Setup(kind) else { return }
        try setup.second.tracker.habits.createHabit(HabitDraft(name: "Walk"))
        let right = setup.second.transport
        setup.second.transport = Setup.transport(setup.server, password: "wrong password")
        let error = try Self.expectFailure(of: setup.second, in: setup, as: "unauthorized", transient: false)
        #expect(error?.description.contains("wrong password") == false)
        #expect(error?.description.contains(setup.server.user) == true)
        // Setting up with it records nothing either.
        let database = try Self.databaseBytes(setup.second)
        #expect(syncError { try setup.second.setUp() }.map(caseName) == "unauthorized")
        #expect(try Self.databaseBytes(setup.second) == database)
        setup.second.transport = right
        let healed = try setup.second.sync()
        #expect(healed.received == 2 && healed.sent > 0)
    }

    /// The servers whose configuration can fake an answer (a refusal, a status, a redirection).
    static let configurable: [DAVServer.Kind] = [.apache, .nginx]

    @Test("a folder the account may not use (403) is refused like a wrong password", arguments: configurable)
    func forbidden(kind: DAVServer.Kind) throws {
        let directives =
            kind == .apache
            ? ["<Location \"/forbidden\">", "  Require all denied", "</Location>"]
            : ["location /forbidden/ { deny all; }"]
        guard let server = try davServer(kind, directives: directives) else { return }
        try server.makeFolder("forbidden")
        let transport = WebDAVTransport(url: server.url("forbidden"), user: server.user, password: server.password)
        let calls: [(String, () throws -> Void)] = [
            ("list", { _ = try transport.list("kado-sync/devices") }),
            ("read", { _ = try transport.read("kado-sync/target.json") }),
            ("publish", { try transport.publish(Data("x".utf8), at: "kado-sync/target.json", replacing: false) }),
            ("remove", { try transport.remove("kado-sync/target.json") }),
        ]
        for (name, call) in calls {
            #expect(syncError(call).map(caseName) == "unauthorized", "\(name)")
        }
    }

    /// What each server answers a write that does not fit, and the error it becomes: Apache's 507
    /// is a full server; nginx's 500 (while it still answers reads) is a write the server failed,
    /// its disk maybe full; rclone's 405 is a refused write.
    static let fullAnswers: [DAVServer.Kind: (error: String, words: String)] = [
        .apache: ("insufficientStorage", "no room left"),
        .nginx: (
            "cannotWrite",
            "the server failed to write the file, answering 500 Internal Server Error: its disk may be full"
        ),
        .rclone: ("cannotWrite", "the server answered 405 Method Not Allowed"),
    ]

    @Test(
        "a full disk: full, or a failed write, never unreachable; nothing changes; it syncs once there is room",
        arguments: kinds)
    func fullServer(kind: DAVServer.Kind) throws {
        guard let setup = try Setup(kind, storageLimit: 256 * 1024) else { return }
        let expected = try #require(Self.fullAnswers[kind])
        try setup.second.sync()
        // Whatever room is left goes to a file beside the target.
        let filler = setup.server.diskPath("filler")
        #expect(FileManager.default.createFile(atPath: filler, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: filler))
        let chunk = Data(count: 4096)
        while (try? handle.write(contentsOf: chunk)) != nil {}
        try? handle.close()
        for index in 0..<30 {
            try setup.second.tracker.habits.createHabit(
                HabitDraft(name: "Habit \(index) with a long name to fill a segment"))
        }
        let error = try Self.expectFailure(of: setup.second, in: setup, as: expected.error, transient: false)
        #expect(error?.description.contains(expected.words) == true, "\(String(describing: error))")
        try FileManager.default.removeItem(atPath: filler)
        let healed = try setup.second.sync()
        #expect(healed.sent >= 30)
        try setup.first.sync()
        #expect(try setup.first.habit(named: "Habit 29 with a long name to fill a segment") != nil)
    }

    @Test("a closed port is unreachable: try again later; nothing changed", arguments: kinds)
    func closedPort(kind: DAVServer.Kind) throws {
        guard let setup = try Setup(kind) else { return }
        try setup.second.tracker.habits.createHabit(HabitDraft(name: "Walk"))
        let right = setup.second.transport
        setup.second.transport = Setup.transport(setup.server, port: try DAVServer.freePort())
        let error = try Self.expectFailure(of: setup.second, in: setup, as: "unreachable", transient: true)
        #expect(error?.description.contains("refused") == true)
        setup.second.transport = right
        #expect(try setup.second.sync().received == 2)
    }

    @Test("a server that accepts and never answers times out as unreachable")
    func hangingServer() throws {
        let listener = try SilentListener()
        let url = try #require(URL(string: "http://127.0.0.1:\(listener.port)/dav/"))
        let transport = WebDAVTransport(url: url, user: "kado", password: "secret", timeout: 1)
        let error = syncError { _ = try transport.read("kado-sync/target.json") }
        #expect(error.map(caseName) == "unreachable")
        #expect(error?.isTransient == true)
        #expect(error?.description.contains("no answer within") == true, "\(String(describing: error))")
    }

    /// Stops the server before its `stopAt`-th request, and notes what had been done by then.
    final class StoppingTransport: SyncTransport {
        let base: any SyncTransport
        let server: DAVServer
        var remaining: Int
        var published = 0
        var segmentsRead = 0

        init(_ base: any SyncTransport, server: DAVServer, stopAt: Int) {
            self.base = base
            self.server = server
            remaining = stopAt
        }

        var targetDescription: String { base.targetDescription }

        private func spend() {
            if remaining == 0 { server.stop() }
            remaining -= 1
        }

        func list(_ folder: String) throws(SyncError) -> [String] {
            spend()
            return try base.list(folder)
        }

        func read(_ path: String) throws(SyncError) -> Data? {
            spend()
            let data = try base.read(path)
            if path.hasSuffix(".kseg"), data != nil { segmentsRead += 1 }
            return data
        }

        func publish(_ data: Data, at path: String, replacing: Bool) throws(SyncError) -> Bool {
            spend()
            let done = try base.publish(data, at: path, replacing: replacing)
            published += 1
            return done
        }

        func remove(_ path: String) throws(SyncError) {
            spend()
            try base.remove(path)
        }
    }

    @Test(
        "a server that stops at any point of a sync: unreachable, and the next sync after it is back completes",
        .tags(.slow), .slowTierOnly, arguments: kinds)
    func serverStopsMidSync(kind: DAVServer.Kind) throws {
        guard let setup = try Setup(kind) else { return }
        try setup.second.sync()
        let real = setup.second.transport
        var stopAt = 0
        var completed = false
        while !completed, stopAt < 20 {
            // Something to receive and something to send, every round.
            try setup.first.tracker.habits.createHabit(HabitDraft(name: "First's \(stopAt)"))
            try setup.first.sync()
            try setup.second.tracker.habits.createHabit(HabitDraft(name: "Second's \(stopAt)"))
            let stopping = StoppingTransport(real, server: setup.server, stopAt: stopAt)
            setup.second.transport = stopping
            let database = try Self.databaseBytes(setup.second)
            do {
                try setup.second.sync()
                completed = true
            } catch let error as SyncError {
                #expect(caseName(error) == "unreachable", "stopped at \(stopAt): \(error)")
                // Nothing taken in and nothing published yet: the database is as it was.
                if stopping.segmentsRead == 0, stopping.published == 0 {
                    #expect(try Self.databaseBytes(setup.second) == database, "stopped at \(stopAt)")
                }
            }
            #expect(try setup.second.store.integrityCheck() == ["ok"])
            try setup.server.start()
            setup.second.transport = real
            try setup.second.sync()
            #expect(try setup.second.habit(named: "First's \(stopAt)") != nil, "stopped at \(stopAt)")
            stopAt += 1
        }
        #expect(completed, "every sync was cut off: the loop did not reach a sync's end")
        #expect(stopAt > 5)
        try setup.first.sync()
        #expect(try setup.first.export(at: syncEpoch) == setup.second.export(at: syncEpoch))
    }

    @Test(
        "error statuses become the errors they mean",
        arguments: configurable,
        [
            (503, "unreachable", "unreadable"), (500, "unreachable", "unreadable"), (400, "unreadable", "cannotWrite"),
            (423, "unreadable", "cannotWrite"), (429, "unreachable", "unreadable"),
        ])
    func statuses(kind: DAVServer.Kind, expected: (status: Int, reading: String, writing: String)) throws {
        let (status, reading, writing) = expected
        let directive =
            kind == .apache ? "Redirect \(status) /broken" : "location /broken/ { return \(status); }"
        guard let server = try davServer(kind, directives: [directive]) else { return }
        let transport = WebDAVTransport(url: server.url("broken"), user: server.user, password: server.password)
        let read = syncError { _ = try transport.read("kado-sync/target.json") }
        #expect(read.map(caseName) == reading, "\(String(describing: read))")
        #expect(read?.description.contains("answered \(status)") == true, "\(String(describing: read))")
        let list = syncError { _ = try transport.list("kado-sync/devices") }
        #expect(list.map(caseName) == reading)
        let expectedWrite = reading == "unreachable" ? "unreachable" : writing
        let publish = syncError { try transport.publish(Data("x".utf8), at: "a.json", replacing: true) }
        #expect(publish.map(caseName) == expectedWrite, "\(String(describing: publish))")
        let remove = syncError { try transport.remove("a.json") }
        #expect(remove.map(caseName) == expectedWrite)
    }

    @Test(
        "redirections: followed on the same server, refused to another one, and not forever", arguments: configurable)
    func redirections(kind: DAVServer.Kind) throws {
        let folder = Self.folder.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? ""
        let directives =
            kind == .apache
            ? [
                "Redirect 307 /moved /\(folder)", "Redirect 301 /away http://localhost:1/elsewhere",
                "Redirect 302 /loop /loop",
            ]
            : [
                "location ~ ^/moved/(.*)$ { return 307 /\(folder)/$1; }",
                "location /away/ { return 301 http://localhost:1/elsewhere; }",
                "location /loop/ { return 302 /loop/; }",
            ]
        guard let server = try davServer(kind, directives: directives) else { return }
        try server.makeFolder(Self.folder)
        let direct = WebDAVTransport(url: server.url(Self.folder), user: server.user, password: server.password)
        try direct.publish(Data("here".utf8), at: "kado-sync/target.json", replacing: false)

        let moved = WebDAVTransport(url: server.url("moved"), user: server.user, password: server.password)
        #expect(try moved.read("kado-sync/target.json") == Data("here".utf8))
        #expect(try moved.list("kado-sync") == ["target.json"])

        let away = WebDAVTransport(url: server.url("away"), user: server.user, password: server.password)
        let refused = syncError { _ = try away.read("kado-sync/target.json") }
        #expect(refused.map(caseName) == "unreadable")
        #expect(refused?.description.contains("http://localhost:1") == true, "\(String(describing: refused))")
        #expect(refused?.description.contains(server.password) == false)
        #expect(refused?.isTransient == false)

        let loop = WebDAVTransport(url: server.url("loop"), user: server.user, password: server.password)
        #expect(syncError { _ = try loop.list("") }.map(caseName) == "unreadable")
    }

    @Test("the password is never in the target's description, even when the URL carries one", arguments: kinds)
    func credentialsInURL(kind: DAVServer.Kind) throws {
        guard let server = try davServer(kind) else { return }
        try server.makeFolder(Self.folder)
        var components = try #require(URLComponents(url: server.url(Self.folder), resolvingAgainstBaseURL: false))
        components.user = "someone"
        components.password = "hunter2"
        components.query = "x=1"
        let url = try #require(components.url)
        let transport = WebDAVTransport(url: url, user: server.user, password: server.password)
        #expect(!transport.targetDescription.contains("hunter2"))
        #expect(!transport.targetDescription.contains("someone"))
        #expect(!transport.targetDescription.contains(server.password))
        #expect(!transport.targetDescription.contains("?"))
        #expect(transport.targetDescription == server.url(Self.folder).absoluteString + "/")
        // The user and password given are the ones sent, not the URL's.
        #expect(try transport.publish(Data("x".utf8), at: "file", replacing: false))
    }

    @Test("a path leaving the target's folder is refused, and nothing is written", arguments: kinds)
    func escapingPath(kind: DAVServer.Kind) throws {
        guard let server = try davServer(kind) else { return }
        try server.makeFolder(Self.folder)
        let transport = WebDAVTransport(url: server.url(Self.folder), user: server.user, password: server.password)
        for path in ["../outside.json", "kado-sync/../../outside.json", "./x"] {
            #expect(
                syncError { try transport.publish(Data("x".utf8), at: path, replacing: true) }.map(caseName)
                    == "cannotWrite", "\(path)")
            #expect(syncError { _ = try transport.read(path) }.map(caseName) == "unreadable", "\(path)")
        }
        #expect(folderContents(server.documentRoot).isEmpty)
    }

    /// The methods of the requests `server` logged, in order.
    static func methods(_ server: DAVServer) -> [String] {
        server.requests().map { String($0.prefix { $0 != " " }) }
    }

    @Test("a setup makes this device's folders, one level at a time, before its first write", arguments: kinds)
    func setUpMakesFolders(kind: DAVServer.Kind) throws {
        guard let server = try davServer(kind) else { return }
        try server.makeFolder(Self.folder)
        let scratch = try TemporaryFolder(prefix: "kado-webdav-setup", in: TemporaryFolder.memoryBackedBase)
        let device = try SyncDevice(
            name: "first", databasePath: scratch.path("a/kado.sqlite"), transport: Setup.transport(server),
            start: syncEpoch)
        try device.setUp()
        for folder in ["kado-sync", "kado-sync/devices", "kado-sync/devices/\(device.deviceID)/segments"] {
            var isFolder: ObjCBool = false
            let path = server.diskPath("\(Self.folder)/\(folder)")
            #expect(
                FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue, "\(folder)")
        }
        // rclone logs no requests; Apache and nginx say what came first.
        guard kind != .rclone else { return }
        let methods = Self.methods(server)
        let firstPut = try #require(methods.firstIndex(of: "PUT"), "\(methods)")
        #expect(methods[..<firstPut].filter { $0 == "MKCOL" }.count == 4, "\(methods)")
    }

    @Test(
        "the target's folder itself must exist: making folders in a missing one is unreachable, and makes nothing",
        arguments: kinds)
    func missingBaseFolder(kind: DAVServer.Kind) throws {
        guard let server = try davServer(kind) else { return }
        try server.makeFolder("remote.php/dav/files/kado")
        let transport = WebDAVTransport(
            url: server.url("remote.php/dav/files/kado/gone"), user: server.user, password: server.password)
        let error = syncError { try transport.makeFolders("kado-sync/devices/D/segments") }
        #expect(error.map(caseName) == "unreachable", "\(String(describing: error))")
        #expect(error?.description.contains("does not exist on the server") == true, "\(String(describing: error))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: server.diskPath("remote.php/dav/files/kado")) == [])
    }

    @Test(
        "a PUT answered 500 while reads work: folders made, PUT tried again, then a failed write, not unreachable")
    func failedWrite() throws {
        // nginx's answer to a PUT when its disk is full, or when a folder is missing: 500.
        guard let server = try davServer(.nginx, directives: ["if ($request_method = PUT) { return 500; }"]) else {
            return
        }
        try server.makeFolder(Self.folder)
        let transport = Setup.transport(server)
        let error = syncError {
            try transport.publish(Data("m".utf8), at: "kado-sync/devices/D/manifest.json", replacing: true)
        }
        #expect(error.map(caseName) == "cannotWrite", "\(String(describing: error))")
        #expect(error?.isTransient == false)
        #expect(
            error?.description.contains(
                "the server failed to write the file, answering 500 Internal Server Error: its disk may be full")
                == true, "\(String(describing: error))")
        // nginx logs a request once it is done, maybe after its answer: the last one, the PROPFIND
        // that saw the folder still answer, is waited for.
        #expect(eventually { Self.methods(server).last == "PROPFIND" }, "\(Self.methods(server))")
        let methods = Self.methods(server)
        #expect(methods.filter { $0 == "PUT" }.count == 2, "\(methods)")
        #expect(methods.filter { $0 == "MKCOL" }.count == 3, "\(methods)")
        var isFolder: ObjCBool = false
        #expect(
            FileManager.default.fileExists(
                atPath: server.diskPath("\(Self.folder)/kado-sync/devices/D"), isDirectory: &isFolder))
    }

    @Test("a file larger than the server takes (413) is told as a full server, not as unreachable")
    func tooLarge() throws {
        guard let server = try davServer(.apache, directives: ["LimitRequestBody 4096"]) else { return }
        try server.makeFolder(Self.folder)
        let transport = Setup.transport(server)
        #expect(try transport.publish(Data(count: 1000), at: "kado-sync/small.kseg", replacing: false))
        let error = syncError {
            try transport.publish(Data(count: 20_000), at: "kado-sync/large.kseg", replacing: false)
        }
        #expect(error.map(caseName) == "insufficientStorage", "\(String(describing: error))")
        #expect(
            error?.description.contains("no room left for kado-sync/large.kseg") == true, "\(String(describing: error))"
        )
    }

    @Test("every request names Kadō and its version as its User-Agent", arguments: [DAVServer.Kind.apache, .nginx])
    func userAgent(kind: DAVServer.Kind) throws {
        guard let server = try davServer(kind) else { return }
        try server.makeFolder(Self.folder)
        let transport = WebDAVTransport(
            url: server.url(Self.folder), user: server.user, password: server.password, userAgent: "Kado/9.9 (tests)")
        try transport.publish(Data("x".utf8), at: "kado-sync/a/b.json", replacing: false)
        _ = try transport.list("kado-sync/a")
        _ = try transport.read("kado-sync/a/b.json")
        _ = try transport.read("kado-sync/a/none.json")
        try transport.remove("kado-sync/a/b.json")
        // A request is logged once it is done, maybe after its answer.
        #expect(eventually { Self.methods(server).last == "DELETE" })
        let requests = server.requests()
        #expect(Set(Self.methods(server)).isSuperset(of: ["PUT", "MOVE", "PROPFIND", "GET", "DELETE"]), "\(requests)")
        for request in requests { #expect(request.hasSuffix("\"Kado/9.9 (tests)\""), "\(request)") }

        // What the application builds names AppVersion.
        let scratch = try TemporaryFolder(prefix: "kado-webdav-agent", in: TemporaryFolder.memoryBackedBase)
        let device = try SyncDevice(
            name: "first", databasePath: scratch.path("a/kado.sqlite"), transport: transport, start: syncEpoch)
        let before = requests.count
        try device.tracker.sync.setUpSync(
            .webDAV(url: server.url(Self.folder), user: server.user), password: server.password)
        try device.tracker.sync.syncNow()
        let application = server.requests().dropFirst(before)
        #expect(!application.isEmpty)
        #expect(AppVersion.userAgent == "Kado/\(AppVersion.number) (kado-swift)")
        for request in application { #expect(request.hasSuffix("\"\(AppVersion.userAgent)\""), "\(request)") }
    }
}

/// The listing of `PROPFIND` answers, as servers write them.
@Suite("WebDAV multistatus")
struct WebDAVMultistatusTests {
    static let request = URL(string: "https://cloud.example/remote.php/dav/files/ann%40home/Kad%C5%8D/kado-sync/")

    static func answer(_ responses: [String], prefix: String = "d") -> Data {
        let body = responses.map {
            "<\(prefix):response><\(prefix):href>\($0)</\(prefix):href><\(prefix):propstat><\(prefix):prop>"
                + "<\(prefix):resourcetype/></\(prefix):prop><\(prefix):status>HTTP/1.1 200 OK</\(prefix):status>"
                + "</\(prefix):propstat></\(prefix):response>"
        }
        return Data(
            "<?xml version=\"1.0\"?><\(prefix):multistatus xmlns:\(prefix)=\"DAV:\">\(body.joined())</\(prefix):multistatus>"
                .utf8)
    }

    @Test(
        "hrefs become the folder's names",
        arguments: [
            // Nextcloud: absolute paths, the user's @ encoded, folders with a slash.
            (
                [
                    "/remote.php/dav/files/ann%40home/Kad%C5%8D/kado-sync/",
                    "/remote.php/dav/files/ann%40home/Kad%C5%8D/kado-sync/devices/",
                    "/remote.php/dav/files/ann%40home/Kad%C5%8D/kado-sync/target.json",
                ], ["devices", "target.json"]
            ),
            // Full URLs, lowercase escapes, the @ left as it is.
            (
                [
                    "https://cloud.example/remote.php/dav/files/ann@home/Kad%c5%8d/kado-sync",
                    "https://cloud.example/remote.php/dav/files/ann@home/Kad%c5%8d/kado-sync/caf%c3%a9%20au%20lait.json",
                ], ["café au lait.json"]
            ),
            // A server that does not encode a space.
            (
                [
                    "/remote.php/dav/files/ann@home/Kadō/kado-sync/",
                    "/remote.php/dav/files/ann@home/Kadō/kado-sync/with space.json",
                ], ["with space.json"]
            ),
            // Behind a proxy that rewrites the path: the folder's own entry, the shortest, stands for it.
            (
                ["/webdav/kado-sync/", "/webdav/kado-sync/target.json", "/webdav/kado-sync/devices/"],
                ["target.json", "devices"]
            ),
            // An empty folder.
            (["/remote.php/dav/files/ann%40home/Kad%C5%8D/kado-sync/"], []),
        ])
    func names(hrefs: [String], expected: [String]) throws {
        let request = try #require(Self.request)
        let parsed = try WebDAVMultistatus.hrefs(in: Self.answer(hrefs))
        #expect(parsed == hrefs)
        let folder = "/remote.php/dav/files/ann@home/Kadō/kado-sync/"
        #expect(WebDAVMultistatus.names(in: parsed, folderPath: folder, requestURL: request) == expected)
    }

    /// nginx's dav-ext: one element a line, absolute paths, `%`, `#`, `?` and non-ASCII letters
    /// encoded, `+`, `&`, `:` and `;` not (the `&` escaped for XML), folders ending in `/`.
    static let nginxAnswer = """
        <?xml version="1.0" encoding="utf-8" ?>
        <D:multistatus xmlns:D="DAV:">
        <D:response>
        <D:href>/d%20d/</D:href>
        <D:propstat>
        <D:prop>
        <D:resourcetype><D:collection/></D:resourcetype>
        </D:prop>
        <D:status>HTTP/1.1 200 OK</D:status>
        </D:propstat>
        </D:response>
        <D:response>
        <D:href>/d%20d/100%25%20sure.json</D:href>
        <D:propstat><D:prop><D:resourcetype></D:resourcetype></D:prop><D:status>HTTP/1.1 200 OK</D:status></D:propstat>
        </D:response>
        <D:response>
        <D:href>/d%20d/sub%20dir/</D:href>
        <D:propstat><D:prop><D:resourcetype><D:collection/></D:resourcetype></D:prop>
        <D:status>HTTP/1.1 200 OK</D:status></D:propstat>
        </D:response>
        <D:response><D:href>/d%20d/caf%C3%A9.json</D:href></D:response>
        <D:response><D:href>/d%20d/hash%23and%3Fquery.json</D:href></D:response>
        <D:response><D:href>/d%20d/plus+and&amp;equals=.json</D:href></D:response>
        <D:response><D:href>/d%20d/colon:semi;.json</D:href></D:response>
        </D:multistatus>
        """

    /// rclone's: one line, `xmlns:D` declared again inside, the folder's own entry with its `/`.
    static let rcloneAnswer =
        #"<?xml version="1.0" encoding="UTF-8"?><D:multistatus xmlns:D="DAV:"><D:response><D:href>/d%20d/</D:href>"#
        + #"<D:propstat><D:prop><D:resourcetype><D:collection xmlns:D="DAV:"/></D:resourcetype>"#
        + #"<D:displayname>d d</D:displayname></D:prop><D:status>HTTP/1.1 200 OK</D:status></D:propstat>"#
        + #"</D:response><D:response><D:href>/d%20d/100%25%20sure.json</D:href></D:response>"#
        + #"<D:response><D:href>/d%20d/caf%C3%A9.json</D:href></D:response>"#
        + #"<D:response><D:href>/d%20d/colon:semi;.json</D:href></D:response>"#
        + #"<D:response><D:href>/d%20d/hash%23and%3Fquery.json</D:href></D:response>"#
        + #"<D:response><D:href>/d%20d/plus+and&amp;equals=.json</D:href></D:response>"#
        + #"<D:response><D:href>/d%20d/sub%20dir/</D:href></D:response></D:multistatus>"#

    @Test(
        "nginx's and rclone's answers, as they wrote them, list the same names",
        arguments: [("nginx", nginxAnswer), ("rclone", rcloneAnswer)])
    func serverAnswers(server: String, answer: String) throws {
        let request = try #require(URL(string: "http://127.0.0.1:8080/d%20d/"))
        let hrefs = try WebDAVMultistatus.hrefs(in: Data(answer.utf8))
        #expect(hrefs.count == 7, "\(server)")
        let names = WebDAVMultistatus.names(in: hrefs, folderPath: "/d d/", requestURL: request)
        #expect(
            names.sorted() == [
                "100% sure.json", "caf\u{e9}.json", "colon:semi;.json", "hash#and?query.json", "plus+and&equals=.json",
                "sub dir",
            ], "\(server)")
        // The folder asked for without its slash: the same names.
        let bare = try #require(URL(string: "http://127.0.0.1:8080/d%20d"))
        #expect(WebDAVMultistatus.names(in: hrefs, folderPath: "/d d", requestURL: bare).sorted() == names.sorted())
    }

    @Test("hrefs relative to the folder asked for, and full URLs, name the same children")
    func relativeHrefs() throws {
        let request = try #require(URL(string: "http://127.0.0.1:8080/dav/Kad%C5%8D/kado-sync/"))
        let folder = "/dav/Kadō/kado-sync/"
        let relative = ["./", "target.json", "devices/", "caf%C3%A9%20au%20lait.json"]
        let full = relative.map { "http://127.0.0.1:8080/dav/Kad%C5%8D/kado-sync/" + ($0 == "./" ? "" : $0) }
        for hrefs in [relative, full] {
            #expect(
                WebDAVMultistatus.names(in: hrefs, folderPath: folder, requestURL: request)
                    == ["target.json", "devices", "café au lait.json"], "\(hrefs)")
        }
    }

    @Test("any namespace prefix, or none, as long as it is DAV:")
    func prefixes() throws {
        #expect(try WebDAVMultistatus.hrefs(in: Self.answer(["/a/b"], prefix: "D")) == ["/a/b"])
        let unprefixed = Data(
            "<multistatus xmlns=\"DAV:\"><response><href>/a/b</href></response></multistatus>".utf8)
        #expect(try WebDAVMultistatus.hrefs(in: unprefixed) == ["/a/b"])
        let foreign = Data(
            "<x:multistatus xmlns:x=\"urn:other\"><x:response><x:href>/a</x:href></x:response></x:multistatus>".utf8)
        #expect(throws: WebDAVMultistatus.Unreadable.self) { try WebDAVMultistatus.hrefs(in: foreign) }
    }

    @Test(
        "what is not a listing is refused with a reason",
        arguments: [
            "", "not xml at all", "<html><body>Login</body></html>", "<d:multistatus xmlns:d=\"DAV:\"><d:response>",
        ])
    func garbage(text: String) {
        #expect(throws: WebDAVMultistatus.Unreadable.self) { try WebDAVMultistatus.hrefs(in: Data(text.utf8)) }
    }

    @Test(
        "status words", arguments: [(409, "409 Conflict"), (507, "507 Insufficient Storage"), (599, "HTTP status 599")])
    func statusWords(status: Int, words: String) {
        #expect(TargetProblem.words(forStatus: status) == words)
    }
}
