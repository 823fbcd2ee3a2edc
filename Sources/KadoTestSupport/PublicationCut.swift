import Foundation
import KadoSync

/// How a sync's publication is cut off, for fault-injection tests and benchmarks.
public enum PublicationCut: Sendable, CustomStringConvertible {
    /// The transport fails (connection lost) at its `n`th operation (from 1).
    case lostAtOperation(Int)
    /// The `n`th segment written is cut short: half of it lands under its name, then the
    /// connection is lost (a server that kept part of a request).
    case tornSegment(Int)
    /// The WebDAV server is stopped just before the `n`th segment is written.
    case serverKilledAtSegment(Int)

    /// The cut in words, for a test's message or a benchmark's table.
    public var description: String {
        switch self {
        case .lostAtOperation(let n): "connection lost at operation \(n)"
        case .tornSegment(let n): "segment \(n) torn"
        case .serverKilledAtSegment(let n): "server killed before segment \(n)"
        }
    }
}
