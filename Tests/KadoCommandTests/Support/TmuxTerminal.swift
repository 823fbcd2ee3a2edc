import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A real terminal for the built `kado`: a tmux server of its own (a private socket, no
/// configuration file) running one pane of a given size, in which a small shell script records
/// `stty -a`, runs `kado ARGUMENTS` with the sandbox's environment, records `stty -a` again and
/// then its exit status (each file written whole and renamed, so that once the status is there
/// the settings after are too), then waits. Keys go in with `send-keys`, the screen comes back with
/// `capture-pane`; every wait polls with a deadline. The server is killed when this goes away.
final class TmuxTerminal {
    /// tmux's path, when installed.
    static let executable = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The socket's name (`tmux -L`).
    let socket = "kado-test-\(UUID().uuidString.prefix(12))"
    /// Where the script leaves `before`, `after`, `status` and `shell.pid`.
    let folder: URL

    /// Starts `kado arguments` in a `columns` × `rows` pane.
    init(
        _ sandbox: Sandbox, columns: Int = 80, rows: Int = 24, arguments: [String] = ["tui"],
        environment extra: [String: String] = [:]
    ) throws {
        guard Self.executable != nil else { throw Missing() }
        folder = sandbox.folder.appendingPathComponent("tty-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var variables = sandbox.environment(extra: ["TERM": "screen"])
        variables.merge(extra) { $1 }
        let assignments = variables.sorted { $0.key < $1.key }.map { Self.quoted("\($0.key)=\($0.value)") }
        let command =
            (["env", "-i"] + assignments + [Self.quoted(try KadoBinary.require())] + arguments.map(Self.quoted))
            .joined(separator: " ")
        let script = """
            cd \(Self.quoted(folder.path))
            echo $$ > shell.pid
            stty -a > before
            \(command)
            status=$?
            stty -a > after.tmp && mv after.tmp after
            echo $status > status.tmp && mv status.tmp status
            exec sleep 600
            """
        let scriptURL = folder.appendingPathComponent("run.sh")
        try script.write(to: scriptURL, atomically: true, encoding: .utf8)
        try tmux(["new-session", "-d", "-x", String(columns), "-y", String(rows), "sh", scriptURL.path])
    }

    deinit {
        _ = try? tmux(["kill-server"])
        // tmux leaves its socket file behind: where `-L` put it, $TMUX_TMPDIR (else /tmp)/tmux-UID.
        let socketFolder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        try? FileManager.default.removeItem(atPath: "\(socketFolder)/tmux-\(getuid())/\(socket)")
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String { "tmux is not installed (make test-deps installs it)" }
    }

    struct TimedOut: Error, CustomStringConvertible {
        let waitingFor: String
        let screen: [String]
        var description: String {
            "timed out waiting for \(waitingFor); the screen was:\n" + screen.joined(separator: "\n")
        }
    }

    /// Runs tmux on this server; its standard output.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        // Output goes to a file, not a pipe: the server tmux starts keeps the descriptors it was
        // given, so a pipe would never reach its end.
        let outputPath = folder.appendingPathComponent("tmux-\(UUID().uuidString.prefix(8)).out").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let status = try Self.spawnAndWait(
            Self.executable ?? "/usr/bin/tmux", ["-L", socket, "-f", "/dev/null"] + arguments, output: outputPath)
        guard status == 0 || arguments.first == "kill-server" else {
            throw Failed(arguments: arguments, status: status)
        }
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    struct Failed: Error, CustomStringConvertible {
        let arguments: [String]
        let status: Int32
        var description: String { "tmux \(arguments.joined(separator: " ")) exited with \(status)" }
    }

    /// Runs `executable` with no signal blocked or ignored (whatever the tests' threads do with
    /// theirs: the server it may start, and kado in it, must hear SIGTERM and SIGHUP), standard
    /// input from /dev/null, standard output to `output`, no other descriptor of the tests; its
    /// exit status.
    private static func spawnAndWait(_ executable: String, _ arguments: [String], output: String) throws -> Int32 {
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        sigfillset(&signals)
        posix_spawnattr_setsigdefault(&attributes, &signals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + environment { free(pointer) } }
        var child: pid_t = 0
        let code = posix_spawn(&child, executable, &actions, &attributes, argv, environment)
        guard code == 0 else { throw Failed(arguments: arguments, status: code) }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Presses keys, by tmux's names (`Space`, `Enter`, `Up`, `C-c`, `Escape`, `PageUp`) or as
    /// the characters they are (`j`, `5`).
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "0"] + keys)
    }

    /// Types `text` as it is.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", "0", "-l", text])
    }

    /// The screen's lines, as text (`escapes`: with the colours' escape sequences).
    func screen(escapes: Bool = false) throws -> [String] {
        let text = try tmux(["capture-pane", "-p", "-t", "0"] + (escapes ? ["-e"] : []))
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Waits (up to `seconds`) until the screen satisfies `condition`; the screen then.
    @discardableResult
    func waitForScreen(
        _ description: String, seconds: Double = 15, escapes: Bool = false, _ condition: ([String]) -> Bool
    ) throws -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        var screen = try self.screen(escapes: escapes)
        while !condition(screen) {
            guard Date() < deadline else { throw TimedOut(waitingFor: description, screen: screen) }
            usleep(20_000)
            screen = try self.screen(escapes: escapes)
        }
        return screen
    }

    /// Waits until a line of the screen contains `text`.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 15) throws -> [String] {
        try waitForScreen("“\(text)”", seconds: seconds) { $0.contains { $0.contains(text) } }
    }

    /// Resizes the pane's window.
    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", "0", "-x", String(columns), "-y", String(rows)])
    }

    /// Waits until `kado` has ended; its exit status as the shell saw it (128 + N for signal N).
    func exitStatus(seconds: Double = 15) throws -> Int32 {
        let url = folder.appendingPathComponent("status")
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let text = try? String(contentsOf: url, encoding: .utf8),
                let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                // The script records stty -a right after the status.
                let after = folder.appendingPathComponent("after")
                while !FileManager.default.fileExists(atPath: after.path), Date() < deadline { usleep(20_000) }
                return status
            }
            guard Date() < deadline else { throw TimedOut(waitingFor: "kado to end", screen: try screen()) }
            usleep(20_000)
        }
    }

    /// `stty -a` before `kado` started and after it ended.
    func terminalSettings() throws -> (before: String, after: String) {
        (
            try String(contentsOf: folder.appendingPathComponent("before"), encoding: .utf8),
            try String(contentsOf: folder.appendingPathComponent("after"), encoding: .utf8)
        )
    }

    /// The process id of `kado`, the script's child.
    func kadoProcess() throws -> pid_t {
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline {
            if let text = try? String(contentsOf: folder.appendingPathComponent("shell.pid"), encoding: .utf8),
                let shell = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)),
                let child = Self.child(of: shell)
            {
                return child
            }
            usleep(20_000)
        }
        throw TimedOut(waitingFor: "kado's process", screen: try screen())
    }

    /// A child of `parent`, read from /proc.
    private static func child(of parent: pid_t) -> pid_t? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 2, Int32(fields[1]) == parent { return pid }
        }
        return nil
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
