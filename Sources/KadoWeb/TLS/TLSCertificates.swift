import Foundation
import KadoApp

/// The certificate the server answers new TLS connections with, taken again when its files
/// change: renewing the certificate (certbot, `tailscale cert`, mkcert writing new files) needs
/// no restart. The files' stamps (``TLSFileStamp``) are looked at most every
/// ``checkInterval``, when a connection starts its handshake; a changed pair is loaded into a new
/// context for the connections that follow, while those already open keep theirs. A renewal
/// that cannot be used (a file unparseable, a key of another certificate, a file half written)
/// leaves the previous pair in service and is logged once as a warning naming the file and
/// why; the next change of the files is tried again.
///
/// Made and used on the event loop's thread only.
final class TLSCertificates {
    /// A loaded pair and the stamps its files had just before they were read.
    struct Loaded: Sendable {
        let context: TLSContext
        let stamps: TLSFileStamp.Pair
    }

    /// How often the files are looked at, at most.
    static let checkInterval: Duration = .seconds(2)

    let files: TLSFiles
    /// The context new connections get.
    private(set) var context: TLSContext
    /// The stamps of the files `context` was loaded from.
    private var servedStamps: TLSFileStamp.Pair
    /// The stamps of the last renewal that could not be used, not tried (nor warned of) again.
    private var refusedStamps: TLSFileStamp.Pair?
    private var checkedAt: ContinuousClock.Instant
    private let log: Logger?

    /// Loads `files` (at start: the caller reports a failure and does not serve).
    static func load(_ files: TLSFiles) throws(TLSFileError) -> Loaded {
        let stamps = TLSFileStamp.Pair(files)
        return Loaded(context: try TLSContext(files: files), stamps: stamps)
    }

    /// Serves `loaded` (the pair `files` held at start) and watches `files`; warnings go to `log`.
    init(files: TLSFiles, loaded: Loaded, log: Logger?, now: ContinuousClock.Instant = .now) {
        self.files = files
        context = loaded.context
        servedStamps = loaded.stamps
        self.log = log
        checkedAt = now
    }

    /// The context for a connection starting now: the renewed pair if the files changed and
    /// load, else the one in service.
    func current(now: ContinuousClock.Instant) -> TLSContext {
        guard now - checkedAt >= Self.checkInterval else { return context }
        checkedAt = now
        let stamps = TLSFileStamp.Pair(files)
        guard stamps != servedStamps, stamps != refusedStamps else { return context }
        do {
            context = try TLSContext(files: files)
            servedStamps = stamps
            refusedStamps = nil
        } catch {
            refusedStamps = stamps
            log?.warning(
                "The renewed TLS certificate cannot be used; still serving the previous one: \(error.description)",
                ["file": error.file])
        }
        return context
    }
}
