import Synchronization

/// The gzip form of one body that is answered many times — a page the ``TodayCache`` keeps —
/// made by the first request that accepts gzip and handed to every later one, so a page served
/// from the cache is compressed once rather than once per request (Today on a large database is
/// half a megabyte of HTML: several milliseconds of deflate each time).
///
/// The memo holds the very body it was made for and answers only for that storage: a response
/// whose body was changed after it was cached (another array) is compressed afresh, never given
/// the bytes of another body.
///
/// A page made of parts that outlive it (Today's rows) says where they begin, and gives the
/// ``ChunkedGzip`` that keeps the last page's compressed chunks: its gzip form is then made from
/// the chunks it shares with that page and the few it changed.
final class GzipMemo: Sendable {
    /// The body this memo is for.
    private let source: [UInt8]
    /// Where the body's chunks begin, and the store of the chunks last compressed; `nil`: the
    /// body is compressed whole.
    private let chunks: (boundaries: [Int], store: ChunkedGzip)?
    /// `nil` until made; then the compressed bytes, or `nil` inside when gzip was refused or
    /// saved nothing (the body is then sent as it is).
    private let made = Mutex<[UInt8]??>(nil)

    /// A memo for `body`.
    init(for body: [UInt8]) {
        source = body
        chunks = nil
    }

    /// A memo for `body`, compressed in chunks cut at `boundaries` through `store`.
    init(for body: [UInt8], chunkedAt boundaries: [Int], through store: ChunkedGzip) {
        source = body
        chunks = (boundaries, store)
    }

    /// Whether `body` is the body this memo was made for: the same storage (a copy of a cached
    /// response shares it), so the check costs nothing and never compares bytes.
    func isMemo(of body: [UInt8]) -> Bool {
        guard body.count == source.count else { return false }
        return body.withUnsafeBufferPointer { given in
            source.withUnsafeBufferPointer { kept in given.baseAddress == kept.baseAddress }
        }
    }

    /// The compressed form, made now by the first caller (two racing callers both compress and
    /// store the same bytes), or `nil` when compressing does not make the body smaller.
    func compressed() -> [UInt8]? {
        if let known = made.withLock({ $0 }) { return known }
        let whole = chunks.map { $0.store.compress(source, at: $0.boundaries) } ?? Gzip.compress(source)
        let bytes = whole.flatMap { $0.count < source.count ? $0 : nil }
        made.withLock { $0 = .some(bytes) }
        return bytes
    }
}
