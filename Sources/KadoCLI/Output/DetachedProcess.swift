import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts a program that lives on after this one, on its own: a session of its own (no terminal,
/// so closing the terminal or Ctrl-C does not stop it), standard input, output and error on
/// /dev/null, no other file descriptor of this process (a lock this process holds is never held
/// on by it), no signal blocked or ignored. The one-shot command's automatic backup runs so.
public enum DetachedProcess {
    /// `posix_spawn`'s flag for a new session: glibc's `POSIX_SPAWN_SETSID`, which Swift does
    /// not import.
    #if canImport(Glibc)
        private static let newSession: Int32 = 0x80
    #else
        private static let newSession = Int32(POSIX_SPAWN_SETSID)
    #endif

    /// Starts `executable` with `arguments` and this process's environment; whether it started.
    /// The child is not waited for: when this process ends first, the system reaps it.
    public static func start(_ executable: String, arguments: [String]) -> Bool {
        #if canImport(Glibc)
            var attributes = posix_spawnattr_t()
            var actions = posix_spawn_file_actions_t()
        #else
            var attributes: posix_spawnattr_t?
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        sigfillset(&signals)
        posix_spawnattr_setsigdefault(&attributes, &signals)
        posix_spawnattr_setflags(
            &attributes, Int16(newSession | Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)))
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // No /proc (not Linux): what is not marked close-on-exec is inherited, as posix_spawn does.
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        return posix_spawn(&child, executable, &actions, &attributes, argv, environ) == 0
    }
}
