import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real WebDAV server for tests, of one ``Kind``: Debian's Apache httpd with mod_dav and
/// mod_dav_fs, nginx with its WebDAV module and dav-ext (stock settings: no
/// `create_full_put_path`), or `rclone serve webdav` over a local folder. Each listens on
/// 127.0.0.1 at a free port and asks for Basic authentication against one password file made by
/// `htpasswd` (bcrypt), with a generated configuration, a temporary document root, its own pid
/// file and logs, all in one temporary folder.
///
/// The server runs in the foreground as a child process in a process group of its own; ``stop()``
/// (or the server going away) ends it and waits. Started as root, Apache and nginx serve as
/// `www-data` (or `nobody`), which is given the document root; rclone serves as the tests' user.
/// With a storage limit, the document root lives on a tmpfs of that size (root only), so a write
/// that does not fit gets the server's own answer: Apache's 507 Insufficient Storage, nginx's 500,
/// rclone's 405.
public final class DAVServer {
    /// Which server this is.
    public let kind: Kind
    /// The user the server accepts.
    public let user: String
    /// That user's password.
    public let password: String
    /// The port it listens on (127.0.0.1).
    public let port: Int
    /// The folder served at `/`.
    public let documentRoot: String

    let folder: TemporaryFolder
    /// The folder holding the document root and nginx's request bodies (nginx writes a body there
    /// first, then renames it into place): the small tmpfs, with a storage limit.
    let storage: String
    let errorLog: String
    let accessLog: String
    let owner: (uid: uid_t, gid: gid_t)?
    private var mounted = false
    private var pid: pid_t?

    static let apache = "/usr/sbin/apache2"
    static let apacheModules = "/usr/lib/apache2/modules"
    static let nginx = "/usr/sbin/nginx"
    static let nginxDAVExtModule = "/usr/lib/nginx/modules/ngx_http_dav_ext_module.so"
    static let rclone = "/usr/bin/rclone"
    static let htpasswd = "/usr/bin/htpasswd"

    /// Starts a server of `kind` accepting `user` with `password`.
    /// - Parameters:
    ///   - storageLimit: when set, the document root holds at most this many bytes.
    ///   - directives: more lines for the configuration's server section, after the document
    ///     root's own: Apache's (a `Redirect`, a `<Location>` that refuses everyone) or nginx's (a
    ///     `location` block); rclone takes none.
    /// - Throws: ``DAVServerError/notInstalled(_:)`` naming what is missing and its package.
    public init(
        kind: Kind = .apache, user: String = "kado", password: String = "correct horse \u{e9}t\u{e9}",
        storageLimit: Int? = nil, directives: [String] = []
    ) throws {
        if let missing = kind.missingPiece { throw DAVServerError.notInstalled(missing) }
        guard kind != .rclone || directives.isEmpty else {
            throw DAVServerError.failedToStart("rclone serve webdav takes no configuration directives: \(directives)")
        }
        self.kind = kind
        self.user = user
        self.password = password
        folder = try TemporaryFolder(prefix: "kado-dav-\(kind.rawValue)")
        storage = folder.path("disk")
        documentRoot = folder.path("disk/root")
        errorLog = folder.path("error.log")
        accessLog = folder.path("access.log")
        for name in ["disk", "lock", "run", "temp"] {
            try FileManager.default.createDirectory(atPath: folder.path(name), withIntermediateDirectories: true)
        }
        owner = geteuid() == 0 && kind != .rclone ? Self.serviceAccount() : nil
        port = try Self.freePort()
        if let storageLimit { try mountSmallStorage(bytes: storageLimit) }
        for path in [documentRoot, folder.path("disk/body")] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try handOver(path)
        }
        try handOver(folder.path("lock"))
        try writePasswordFile()
        switch kind {
        case .apache: try writeApacheConfiguration(directives: directives)
        case .nginx: try writeNginxConfiguration(directives: directives)
        case .rclone: try writeRcloneConfiguration()
        }
        try start()
    }

    deinit {
        stop()
        // At the end of a test, at best: the server is stopped already, and a mount left behind holds no test's data.
        if mounted { _ = try? Self.run("/bin/umount", [storage], scratch: folder.url) }
    }

    /// `http://127.0.0.1:PORT/` followed by `path`, each of its parts percent-encoded.
    public func url(_ path: String = "") -> URL {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return URL(string: "http://127.0.0.1:\(port)/\(encoded)") ?? URL(fileURLWithPath: "/")
    }

    /// The path on disk of `relative` under the document root.
    public func diskPath(_ relative: String) -> String {
        (documentRoot as NSString).appendingPathComponent(relative)
    }

    /// Makes the folder `relative` under the document root, writable by the server.
    public func makeFolder(_ relative: String) throws {
        var path = documentRoot
        for part in relative.split(separator: "/") {
            path = (path as NSString).appendingPathComponent(String(part))
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try handOver(path)
        }
    }

    /// The requests the server logged so far, one line each: the method, the decoded path and the
    /// `User-Agent` in double quotes (`PUT /a/b "Kado/0.2.0 (kado-swift)"`). Apache and nginx keep
    /// this log; rclone keeps none (empty).
    public func requests() -> [String] {
        // A log not written yet holds no request.
        let text = (try? String(contentsOfFile: accessLog, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// Whether the server is running (its parent has not exited).
    public var isRunning: Bool {
        guard let pid else { return false }
        return Self.isAlive(pid)
    }

    /// Whether `pid` is alive, not a zombie; it is not reaped, so that its process group id stays
    /// this server's until ``stop()`` has ended the group.
    private static func isAlive(_ pid: pid_t) -> Bool {
        // A process gone has no stat: not alive.
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
            return kill(pid, 0) == 0
        }
        guard let end = stat.lastIndex(of: ")") else { return false }
        return !stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }

    /// The program that runs this kind of server, with its arguments and environment.
    private var command: (executable: String, arguments: [String], environment: [String]) {
        let environment = ["PATH=/usr/sbin:/usr/bin:/sbin:/bin", "LANG=C"]
        switch kind {
        case .apache:
            return (Self.apache, ["-f", folder.path("httpd.conf"), "-DFOREGROUND"], environment)
        case .nginx:
            return (
                Self.nginx,
                ["-p", folder.url.path, "-c", folder.path("nginx.conf"), "-e", errorLog, "-g", "daemon off;"],
                environment
            )
        case .rclone:
            // HOME keeps rclone's own files (its cache, a config it would look for) in the folder.
            return (Self.rclone, rcloneArguments, environment + ["HOME=\(folder.url.path)"])
        }
    }

    /// Starts the server (again, on the same port) and waits until it accepts connections, ten
    /// seconds at most.
    public func start() throws {
        guard !isRunning else { return }
        stop()  // reaps a parent that exited by itself
        let command = command
        pid = try Self.spawn(command.executable, command.arguments, output: errorLog, environment: command.environment)
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            guard isRunning else {
                stop()
                throw DAVServerError.failedToStart("\(kind) exited: " + errorLogTail())
            }
            if Self.accepts(port: port) { return }
            usleep(20_000)
        }
        stop()
        throw DAVServerError.failedToStart("\(kind) accepted no connection within 10 seconds; " + errorLogTail())
    }

    /// Stops the server's processes where they are (`SIGSTOP` to its process group): connections
    /// still arrive, into the system's backlog, but nothing answers until ``resume()``. A server
    /// that stalls, for tests of what must not wait for it.
    public func pause() {
        if let pid { kill(-pid, SIGSTOP) }
    }

    /// Lets a paused server go on (`SIGCONT`): what waited is answered now.
    public func resume() {
        if let pid { kill(-pid, SIGCONT) }
    }

    /// Stops the server and waits for it: `SIGTERM` (Apache and nginx end their children), then
    /// `SIGKILL` to whatever is left of its process group (at once, or after ten seconds if it
    /// does not exit).
    public func stop() {
        guard let running = pid else { return }
        pid = nil
        kill(running, SIGTERM)
        kill(-running, SIGCONT)  // a paused server gets its SIGTERM now
        let deadline = Date().addingTimeInterval(10)
        while Self.isAlive(running), Date() < deadline { usleep(10_000) }
        // The parent is a zombie or still running, so the group id is still this server's: a child
        // that outlived its parent would keep the port.
        kill(-running, SIGKILL)
        var status: Int32 = 0
        waitpid(running, &status, 0)
    }

    // MARK: - Setting up

    private func writePasswordFile() throws {
        // The password goes through standard input, not argv. Bcrypt at its lowest cost, checked
        // on every request; Apache, nginx (through crypt(3)) and rclone all read it.
        let result = try Self.run(
            Self.htpasswd, ["-i", "-c", "-B", "-C", "4", folder.path("htpasswd"), user],
            input: Data(password.utf8), scratch: folder.url)
        guard result.status == 0 else { throw DAVServerError.failedToStart("htpasswd: \(result.error)") }
        // A server serving as www-data reads it on every request.
        try handOver(folder.path("htpasswd"))
    }

    /// Writes `lines` as the configuration file `name`.
    func writeConfiguration(_ lines: [String], to name: String) throws {
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: folder.path(name)))
    }

    /// The name of the account the server serves as, when started as root.
    var ownerName: String? {
        owner.flatMap { getpwuid($0.uid) }.map { String(cString: $0.pointee.pw_name) }
    }

    private func mountSmallStorage(bytes: Int) throws {
        guard geteuid() == 0 else { throw DAVServerError.cannotLimitStorage("only root can mount a tmpfs") }
        var options = "size=\(max(4096, bytes)),mode=0755"
        if let owner { options += ",uid=\(owner.uid),gid=\(owner.gid)" }
        let result = try Self.run(
            "/bin/mount", ["-t", "tmpfs", "-o", options, "kado-dav-full", storage], scratch: folder.url)
        guard result.status == 0 else { throw DAVServerError.cannotLimitStorage(result.error) }
        mounted = true
    }

    /// Gives `path` to the account the server serves as.
    private func handOver(_ path: String) throws {
        guard let owner else { return }
        guard chown(path, owner.uid, owner.gid) == 0 else {
            throw DAVServerError.failedToStart(
                "cannot give \(path) to uid \(owner.uid): \(String(cString: strerror(errno)))")
        }
    }

    private func errorLogTail() -> String {
        // Only shown in a failure: a log that cannot be read shows empty.
        let text = (try? String(contentsOfFile: errorLog, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").suffix(8)
        return lines.isEmpty ? "its error log is empty" : lines.joined(separator: " | ")
    }

    // MARK: - The system

    /// `www-data`, or `nobody`: the account Apache or nginx started as root serves as.
    private static func serviceAccount() -> (uid: uid_t, gid: gid_t)? {
        for name in ["www-data", "nobody"] {
            if let entry = getpwnam(name) { return (entry.pointee.pw_uid, entry.pointee.pw_gid) }
        }
        return nil
    }

    /// Starts `executable` in a process group of its own — Apache and nginx end their children by
    /// signalling its whole group, which must not be the tests' — with standard input from
    /// /dev/null, its output appended to `output`, and no other file descriptor of the tests.
    private static func spawn(
        _ executable: String, _ arguments: [String], output: String, environment: [String]
    ) throws -> pid_t {
        #if canImport(Glibc)
            var attributes = posix_spawnattr_t()
            var actions = posix_spawn_file_actions_t()
        #else
            var attributes: posix_spawnattr_t?
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // No signal blocked or ignored, whatever the tests' threads do with theirs: the server must
        // hear the SIGTERM that stops it.
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        sigfillset(&signals)
        posix_spawnattr_setsigdefault(&attributes, &signals)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        for descriptor in openDescriptors() where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child: pid_t = 0
        let code = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard code == 0 else { throw DAVServerError.failedToStart("\(executable): \(String(cString: strerror(code)))") }
        return child
    }

    /// The file descriptors this process has open (none listed where there is no `/proc`).
    private static func openDescriptors() -> [Int32] {
        // Without /proc, no descriptor is listed, as documented above.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap { Int32($0) }
    }

    static func run(
        _ executable: String, _ arguments: [String], input: Data? = nil, scratch: URL
    ) throws -> RunResult {
        try ProgramRunner.run(
            executable, arguments, environment: ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin"], input: input,
            scratch: scratch)
    }
}
