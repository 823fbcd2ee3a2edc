import Foundation
import KadoSQLite
import KadoStore

/// Why a segment's bytes cannot be read.
public enum SegmentDecodingError: Error, Hashable, Sendable {
    /// It was written in a newer format version.
    case newerFormat(Int)
    /// It is not a segment this version can read, with why.
    case unreadable(String)
    /// It is a sealed segment that fails authentication.
    case unauthentic(UnauthenticReason)
    /// It is whole, but not this key's to read (a plain one in an encrypted target, one sealed
    /// under another generation of the passphrase), with why.
    case refused(SkipReason, String)
}
