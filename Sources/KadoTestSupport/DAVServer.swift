import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a ``DAVServer`` could not be had.
public enum DAVServerError: Error, CustomStringConvertible {
    /// Apache httpd, its WebDAV modules or `htpasswd` are not installed.
    case notInstalled(String)
    /// Apache exited or did not listen in time; its error log says why.
    case failedToStart(String)
    /// The small file system of a full server could not be made.
    case cannotLimitStorage(String)

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .notInstalled(let what):
            "\(what) is not installed: the WebDAV tests run Debian's Apache httpd with mod_dav. "
                + "Install it with `make test-deps` (or `apt-get install apache2 apache2-utils`)"
        case .failedToStart(let log): "Apache httpd did not start: \(log)"
        case .cannotLimitStorage(let reason): "cannot make a full server's small file system: \(reason)"
        }
    }
}

/// A real WebDAV server for tests: Debian's Apache httpd with mod_dav, mod_dav_fs and Basic
/// authentication (mod_auth_basic, mod_authn_file, a password file made by `htpasswd`), listening
/// on 127.0.0.1 at a free port, with a generated configuration, a temporary document root and
/// lock database, its own pid file and error log, all in one temporary folder.
///
/// Apache runs in the foreground as a child process; ``stop()`` (or the server going away) ends
/// it and waits. Started as root, Apache serves as `www-data` (or `nobody`), which is given the
/// document root. With a storage limit, the document root is a tmpfs of that size (root only),
/// so a write that does not fit gets the server's real 507 Insufficient Storage.
public final class DAVServer {
    /// The user the server accepts.
    public let user: String
    /// That user's password.
    public let password: String
    /// The port it listens on (127.0.0.1).
    public let port: Int
    /// The folder served at `/`.
    public let documentRoot: String

    private let folder: TemporaryFolder
    private let configuration: String
    private let errorLog: String
    private let owner: (uid: uid_t, gid: gid_t)?
    private var mounted = false
    private var pid: pid_t?

    static let apache = "/usr/sbin/apache2"
    static let modules = "/usr/lib/apache2/modules"
    static let htpasswd = "/usr/bin/htpasswd"

    /// Starts a server accepting `user` with `password`.
    /// - Parameters:
    ///   - storageLimit: when set, the document root holds at most this many bytes.
    ///   - directives: more lines for the configuration's server section (a `Redirect`, a
    ///     `<Location>` that refuses everyone), after the document root's own section.
    public init(
        user: String = "kado", password: String = "correct horse \u{e9}t\u{e9}", storageLimit: Int? = nil,
        directives: [String] = []
    ) throws {
        for (path, what) in [
            (Self.apache, "Apache httpd (\(Self.apache), package apache2)"),
            ("\(Self.modules)/mod_dav_fs.so", "Apache's mod_dav_fs (package apache2)"),
            (Self.htpasswd, "htpasswd (package apache2-utils)"),
        ] where !FileManager.default.isExecutableFile(atPath: path) && !FileManager.default.fileExists(atPath: path) {
            throw DAVServerError.notInstalled(what)
        }
        self.user = user
        self.password = password
        folder = try TemporaryFolder(prefix: "kado-dav")
        documentRoot = folder.path("root")
        configuration = folder.path("httpd.conf")
        errorLog = folder.path("error.log")
        for name in ["root", "lock", "run"] {
            try FileManager.default.createDirectory(atPath: folder.path(name), withIntermediateDirectories: true)
        }
        owner = geteuid() == 0 ? Self.serviceAccount() : nil
        port = try Self.freePort()
        if let storageLimit { try mountSmallStorage(bytes: storageLimit) }
        try handOver(documentRoot)
        try handOver(folder.path("lock"))
        try writePasswordFile()
        try writeConfiguration(directives: directives)
        try start()
    }

    deinit {
        stop()
        if mounted { _ = try? Self.run("/bin/umount", [documentRoot], scratch: folder.url) }
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

    /// Whether Apache is running (its parent has not exited).
    public var isRunning: Bool {
        guard let pid else { return false }
        return Self.isAlive(pid)
    }

    /// Whether `pid` is alive, not a zombie; it is not reaped, so that its process group id stays
    /// this server's until ``stop()`` has ended the group.
    private static func isAlive(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
            return kill(pid, 0) == 0
        }
        guard let end = stat.lastIndex(of: ")") else { return false }
        return !stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }

    /// Starts Apache (again, on the same port) and waits until it accepts connections, ten seconds
    /// at most.
    public func start() throws {
        guard !isRunning else { return }
        stop()  // reaps a parent that exited by itself
        pid = try Self.spawn(
            Self.apache, ["-f", configuration, "-DFOREGROUND"], output: errorLog,
            environment: ["PATH=/usr/sbin:/usr/bin:/sbin:/bin", "LANG=C"])
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            guard isRunning else {
                stop()
                throw DAVServerError.failedToStart(errorLogTail())
            }
            if Self.accepts(port: port) { return }
            usleep(20_000)
        }
        stop()
        throw DAVServerError.failedToStart("no connection accepted within 10 seconds; " + errorLogTail())
    }

    /// Stops Apache's processes where they are (`SIGSTOP` to its process group): connections still
    /// arrive, into the system's backlog, but nothing answers until ``resume()``. A server that
    /// stalls, for tests of what must not wait for it.
    public func pause() {
        if let pid { kill(-pid, SIGSTOP) }
    }

    /// Lets a paused server go on (`SIGCONT`): what waited is answered now.
    public func resume() {
        if let pid { kill(-pid, SIGCONT) }
    }

    /// Stops Apache and waits for it: `SIGTERM` (it ends its children), then `SIGKILL` to
    /// whatever is left of its process group (at once, or after ten seconds if it does not exit).
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
        // on every request.
        let result = try Self.run(
            Self.htpasswd, ["-i", "-c", "-B", "-C", "4", folder.path("htpasswd"), user],
            input: Data(password.utf8), scratch: folder.url)
        guard result.status == 0 else { throw DAVServerError.failedToStart("htpasswd: \(result.error)") }
    }

    private func writeConfiguration(directives: [String]) throws {
        let modules = [
            ("mpm_prefork_module", "mod_mpm_prefork.so"), ("authz_core_module", "mod_authz_core.so"),
            ("authz_user_module", "mod_authz_user.so"), ("authn_core_module", "mod_authn_core.so"),
            ("authn_file_module", "mod_authn_file.so"), ("auth_basic_module", "mod_auth_basic.so"),
            ("alias_module", "mod_alias.so"), ("dav_module", "mod_dav.so"), ("dav_fs_module", "mod_dav_fs.so"),
        ]
        var lines = [
            "ServerRoot \"\(folder.url.path)\"", "ServerName 127.0.0.1", "Listen 127.0.0.1:\(port)",
            "PidFile \"\(folder.path("run/httpd.pid"))\"", "DefaultRuntimeDir \"\(folder.path("run"))\"",
            "ErrorLog \"\(errorLog)\"", "LogLevel warn", "Timeout 30", "KeepAlive On",
            "StartServers 1", "MinSpareServers 1", "MaxSpareServers 3", "MaxRequestWorkers 8",
        ]
        lines += modules.map { "LoadModule \($0.0) \(Self.modules)/\($0.1)" }
        if let owner, let name = getpwuid(owner.uid).flatMap({ String(cString: $0.pointee.pw_name) }) {
            lines += ["User \(name)", "Group #\(owner.gid)"]
        }
        lines += [
            "DocumentRoot \"\(documentRoot)\"", "DavLockDB \"\(folder.path("lock/DavLock"))\"",
            "<Directory \"\(documentRoot)\">", "  Dav On", "  AuthType Basic", "  AuthName \"Kado tests\"",
            "  AuthBasicProvider file", "  AuthUserFile \"\(folder.path("htpasswd"))\"", "  Require valid-user",
            "</Directory>",
        ]
        lines += directives
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: configuration))
    }

    private func mountSmallStorage(bytes: Int) throws {
        guard geteuid() == 0 else { throw DAVServerError.cannotLimitStorage("only root can mount a tmpfs") }
        var options = "size=\(max(4096, bytes)),mode=0755"
        if let owner { options += ",uid=\(owner.uid),gid=\(owner.gid)" }
        let result = try Self.run(
            "/bin/mount", ["-t", "tmpfs", "-o", options, "kado-dav-full", documentRoot], scratch: folder.url)
        guard result.status == 0 else { throw DAVServerError.cannotLimitStorage(result.error) }
        mounted = true
    }

    /// Gives `path` to the account Apache serves as.
    private func handOver(_ path: String) throws {
        guard let owner else { return }
        guard chown(path, owner.uid, owner.gid) == 0 else {
            throw DAVServerError.failedToStart(
                "cannot give \(path) to uid \(owner.uid): \(String(cString: strerror(errno)))")
        }
    }

    private func errorLogTail() -> String {
        let text = (try? String(contentsOfFile: errorLog, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").suffix(8)
        return lines.isEmpty ? "its error log is empty" : lines.joined(separator: " | ")
    }

    // MARK: - The system

    /// `www-data`, or `nobody`: the account an Apache started as root serves as.
    private static func serviceAccount() -> (uid: uid_t, gid: gid_t)? {
        for name in ["www-data", "nobody"] {
            if let entry = getpwnam(name) { return (entry.pointee.pw_uid, entry.pointee.pw_gid) }
        }
        return nil
    }

    /// A port on 127.0.0.1 nothing listens on now (the system's choice for port 0).
    public static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, streamSocket, 0)
        guard descriptor >= 0 else { throw DAVServerError.failedToStart("socket: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var address = loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw DAVServerError.failedToStart("bind: \(String(cString: strerror(errno)))") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else { throw DAVServerError.failedToStart("getsockname: \(String(cString: strerror(errno)))") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// A socket listening on 127.0.0.1:`port`, which nothing accepts from.
    static func listen(on port: Int) throws -> Int32 {
        let descriptor = socket(AF_INET, streamSocket, 0)
        guard descriptor >= 0 else { throw DAVServerError.failedToStart("socket: \(String(cString: strerror(errno)))") }
        var address = loopback(port: port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        #if canImport(Glibc)
            let listening = bound == 0 ? Glibc.listen(descriptor, 16) : -1
        #else
            let listening = bound == 0 ? Darwin.listen(descriptor, 16) : -1
        #endif
        guard listening == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw DAVServerError.failedToStart("listen on port \(port): \(reason)")
        }
        return descriptor
    }

    /// Whether something accepts a connection at 127.0.0.1:`port`.
    static func accepts(port: Int) -> Bool {
        let descriptor = socket(AF_INET, streamSocket, 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var address = loopback(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        return connected == 0
    }

    private static var streamSocket: Int32 {
        #if canImport(Glibc)
            Int32(SOCK_STREAM.rawValue)
        #else
            SOCK_STREAM
        #endif
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }

    /// Starts `executable` in a process group of its own — Apache's parent ends its children by
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
        // No signal blocked or ignored, whatever the tests' threads do with theirs: Apache must
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
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap { Int32($0) }
    }

    private static func run(
        _ executable: String, _ arguments: [String], input: Data? = nil, scratch: URL
    ) throws -> RunResult {
        try ProgramRunner.run(
            executable, arguments, environment: ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin"], input: input,
            scratch: scratch)
    }
}

/// A port on 127.0.0.1 that accepts connections (the system does, from its backlog) and never
/// answers: a server that hangs, for tests of timeouts. Closed when it goes away.
public final class SilentListener {
    /// The port.
    public let port: Int
    private let descriptor: Int32

    /// Listens on a free port.
    public init() throws {
        port = try DAVServer.freePort()
        descriptor = try DAVServer.listen(on: port)
    }

    deinit {
        close(descriptor)
    }
}
