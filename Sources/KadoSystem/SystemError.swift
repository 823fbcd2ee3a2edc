import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system's error numbers, in words and as Foundation's errors.
enum SystemError {
    /// The system's words for `code`, lowercased (`permission denied`).
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }

    /// Whether `code` says the disk or the quota is full.
    static func isDiskFull(_ code: Int32) -> Bool {
        code == ENOSPC || code == EDQUOT
    }

    /// The error `errno` holds now, naming `path`.
    static func current(path: String) -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO, userInfo: [NSFilePathErrorKey: path])
    }

    /// The error `errno` holds now.
    static func current() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
