/// The status `kado` exits with, following BSD's `sysexits.h` where it has a word for the case.
public struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The number handed to `exit`.
    public let rawValue: Int32

    /// The exit code with the given number.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// 0: the command did what was asked.
    public static let success = ExitCode(rawValue: 0)
    /// 1: the command failed for a reason not listed below.
    public static let failure = ExitCode(rawValue: 1)
    /// 64 (`EX_USAGE`): the command line was wrong (unknown option, bad value, unknown habit).
    public static let usage = ExitCode(rawValue: 64)
    /// 65 (`EX_DATAERR`): the input data was wrong (a backup that does not decode, a database
    /// written by a newer version).
    public static let dataError = ExitCode(rawValue: 65)
    /// 66 (`EX_NOINPUT`): there is no database at the path given (`--db`, `KADO_DB`), and the
    /// command does not create one: nothing was created.
    public static let noInput = ExitCode(rawValue: 66)
    /// 74 (`EX_IOERR`): reading or writing a file failed.
    public static let ioError = ExitCode(rawValue: 74)
    /// 75 (`EX_TEMPFAIL`): it may work if tried again later — another Kadō kept the database
    /// busy for longer than a change waits (nothing was changed), or the sync target cannot be
    /// reached now.
    public static let temporaryFailure = ExitCode(rawValue: 75)

    /// The number, as text.
    public var description: String { String(rawValue) }
}
