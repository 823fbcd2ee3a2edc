import KadoStore

/// Where the tracker's database stands, as its own connection sees it: two equal values read by
/// the same tracker mean nothing was committed in between — by this tracker, by another tracker in
/// this process, or by another process — so anything computed from the database at the first is
/// still what it would compute now. A front end that keeps what it computed (the web app's Today
/// page) compares these to know when to compute again.
public struct DataVersion: Hashable, Sendable {
    let store: StoreVersion
}

extension ViewUseCases {
    /// Where the database stands now (SQLite's `data_version` on this tracker's connection and the
    /// rows the connection itself changed): see ``DataVersion``.
    public func dataVersion() throws(AppError) -> DataVersion {
        try perform { DataVersion(store: try store.version()) }
    }
}
