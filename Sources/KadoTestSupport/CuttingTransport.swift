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

/// A transport that counts its operations and cuts a sync off as its ``PublicationCut`` says
/// (none: it only counts).
public final class CuttingTransport: SyncTransport {
    let base: any SyncTransport
    let cut: PublicationCut?
    let server: DAVServer?
    /// The operations done so far.
    public private(set) var operations = 0
    private var segments = 0

    /// A transport over `base`, cut off as `cut` says; `server` is the one a
    /// ``PublicationCut/serverKilledAtSegment(_:)`` stops.
    public init(_ base: any SyncTransport, cut: PublicationCut?, server: DAVServer? = nil) {
        self.base = base
        self.cut = cut
        self.server = server
    }

    /// The base transport's.
    public var targetDescription: String { base.targetDescription }

    private func operate() throws(SyncError) {
        operations += 1
        if case .lostAtOperation(let n) = cut, operations >= n {
            throw .unreachable(target: targetDescription, problem: .connectionLost)
        }
    }

    /// Lists through the base transport.
    public func list(_ folder: String) throws(SyncError) -> [String] {
        try operate()
        return try base.list(folder)
    }

    /// Reads through the base transport.
    public func read(_ path: String) throws(SyncError) -> Data? {
        try operate()
        return try base.read(path)
    }

    /// Publishes through the base transport, cutting a segment as asked.
    public func publish(_ data: Data, at path: String, replacing: Bool) throws(SyncError) -> Bool {
        try operate()
        if path.hasSuffix(".kseg") {
            segments += 1
            switch cut {
            case .tornSegment(let n) where segments == n:
                _ = try base.publish(data.prefix(data.count / 2), at: path, replacing: true)
                throw .unreachable(target: targetDescription, problem: .connectionLost)
            case .serverKilledAtSegment(let n) where segments == n:
                server?.stop()
            default:
                break
            }
        }
        return try base.publish(data, at: path, replacing: replacing)
    }

    /// Removes through the base transport.
    public func remove(_ path: String) throws(SyncError) {
        try operate()
        try base.remove(path)
    }
}
