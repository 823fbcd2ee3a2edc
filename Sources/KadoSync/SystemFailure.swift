import Foundation

/// A system call's failure: its `errno` (0 when Foundation gave only words) and the system's own
/// words for it (`No such file or directory`), in English, to be quoted.
public struct SystemFailure: Hashable, Sendable, Codable {
    /// The `errno` value, or 0.
    public var code: Int32
    /// The system's words.
    public var words: String

    /// A failure of `code`, in the system's words `words`.
    public init(code: Int32, words: String) {
        self.code = code
        self.words = words
    }

    /// The failure `errno` names.
    public init(errno code: Int32) {
        self.init(code: code, words: String(cString: strerror(code)))
    }

    /// The failure a Foundation error stands for: its POSIX code when it has one.
    public init(_ error: any Error) {
        let error = error as NSError
        // On Linux the underlying error is kept as the Swift error it was (a `POSIXError`), which
        // `as? NSError` on `Any` does not bridge.
        let underlying = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        if error.domain == NSPOSIXErrorDomain {
            self.init(errno: Int32(error.code))
        } else if let underlying, underlying.domain == NSPOSIXErrorDomain {
            self.init(errno: Int32(underlying.code))
        } else if error.domain == NSCocoaErrorDomain, let code = Self.posixCode(forCocoa: error.code) {
            self.init(errno: code)
        } else {
            self.init(code: 0, words: error.localizedDescription)
        }
    }

    private static func posixCode(forCocoa code: Int) -> Int32? {
        switch code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: ENOENT
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: EACCES
        case NSFileWriteVolumeReadOnlyError: EROFS
        case NSFileWriteOutOfSpaceError: ENOSPC
        default: nil
        }
    }
}
