import Foundation
import KadoApp
import Synchronization

/// The uploads waiting for their confirmation, by id, shared by every ``WebSession`` of the app:
/// an upload reviewed through one session is confirmed through whichever answers next. Its own
/// small lock, held only to read or replace an entry — never during database work or socket I/O.
final class PendingImports: Sendable {
    private let uploads = Mutex<[String: PendingImport]>([:])

    /// No uploads.
    init() {}

    /// The upload kept under `id`.
    subscript(id: String) -> PendingImport? {
        get { uploads.withLock { $0[id] } }
        set { uploads.withLock { $0[id] = newValue } }
    }

    /// Removes the upload kept under `id` and returns it: only one request can take it.
    func take(_ id: String) -> PendingImport? {
        uploads.withLock { $0.removeValue(forKey: id) }
    }

    /// Whether no upload waits.
    var isEmpty: Bool { uploads.withLock { $0.isEmpty } }

    /// How many uploads wait.
    var count: Int { uploads.withLock { $0.count } }

    /// Keeps `pending` under a new random id, after dropping the uploads older than `lifetime`
    /// and, past `limit`, the oldest; returns the id.
    func keep(_ pending: PendingImport, lifetime: TimeInterval, limit: Int) -> String {
        let id = RandomSecret.hex(byteCount: 16)
        uploads.withLock { uploads in
            uploads = uploads.filter { pending.created.timeIntervalSince($0.value.created) <= lifetime }
            while uploads.count >= limit, let oldest = uploads.min(by: { $0.value.created < $1.value.created })?.key {
                uploads[oldest] = nil
            }
            uploads[id] = pending
        }
        return id
    }
}
