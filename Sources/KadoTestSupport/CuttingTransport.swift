import Foundation
import KadoSync

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
