import Foundation

extension WidgetUseCases {
    /// Runs `changes` (use cases of this tracker), then `meanwhile`, then publishes the widget
    /// snapshot once for every change `changes` made: what a screen that answers a key uses to
    /// draw the change before the snapshot — on a large database a whole file rewritten — is
    /// brought up to date.
    ///
    /// The publishers' lock is held from before the first change to after the publish, as a
    /// single write holds it around its transaction and its publish, so no other writer can come
    /// between the changes and the file: the snapshot ends exactly as if each change had
    /// published on its own, spliced once for the habits they touched. `meanwhile` must not wait
    /// for a person (an editor, a prompt): every other writer waits for it.
    ///
    /// The changes that were made are published even when `changes` throws; `meanwhile` runs in
    /// both cases, and the error is thrown after the publish. When the lock cannot be had within
    /// the store's patience (``StoreError/busy(path:)``), neither `changes` nor `meanwhile` runs.
    public func publishingSnapshotAfterwards<Result>(
        _ changes: () throws(AppError) -> Result, meanwhile: () -> Void
    ) throws(AppError) -> Result {
        // Nested, or on a store that writes nothing: the changes publish as they would anyway.
        guard work.pendingSnapshot == nil, !isReadOnly else {
            let result = Swift.Result { () throws(AppError) in try changes() }
            meanwhile()
            return try result.get()
        }
        let outcome = try SnapshotFile.withLock(
            beside: snapshotPath, database: databasePath, locks: system.locks, patience: patience
        ) {
            () throws(AppError) -> Swift.Result<Result, AppError> in
            publishing(changes, meanwhile: meanwhile)
        }
        return try outcome.get()
    }

    /// The changes, the screen and the one publish, under the publishers' lock.
    private func publishing<Result>(_ changes: () throws(AppError) -> Result, meanwhile: () -> Void)
        -> Swift.Result<Result, AppError>
    {
        work.pendingSnapshot = PendingSnapshot()
        let result = Swift.Result { () throws(AppError) in try changes() }
        meanwhile()
        let pending = work.pendingSnapshot
        work.pendingSnapshot = nil
        if let pending, pending.count > 0 {
            do {
                try publishSnapshotHoldingLock(
                    touching: pending.touched, after: pending.basis, settings: pending.settings,
                    splicing: pending.isSpliceable)
            } catch {
                logFailure("the widget snapshot was not written", error)
            }
        }
        return result
    }
}

/// The writes made inside ``WidgetUseCases/publishingSnapshotAfterwards(_:meanwhile:)`` whose publish
/// waits for its end: the habits they touched and the chain of stamps they wrote, as one write
/// that made them all.
struct PendingSnapshot {
    /// How many writes changed something.
    private(set) var count = 0
    /// Every habit the writes touched; `nil` when one of them may have touched any habit or a
    /// setting.
    private(set) var touched: Set<UUID>? = []
    /// From the stamp before the first write to the last write's; `nil` when a write's
    /// previous stamp is not the one before it wrote (a change came between, not through this
    /// tracker), so that the file is composed again rather than spliced.
    private(set) var basis: SnapshotBasis?
    /// Whether the file may be spliced: false once a write touched no habit's lines while
    /// changing something (a reorder, which moves habits a splice would keep at their places).
    private(set) var isSpliceable = true
    /// The settings the single write read before it; `nil` after several (the publisher reads
    /// them itself).
    private(set) var settings: Settings?

    /// Adds a write that changed something.
    mutating func add(touching habitIDs: Set<UUID>?, after written: SnapshotBasis?, settings given: Settings?) {
        if let habitIDs, let touched { self.touched = touched.union(habitIDs) } else { touched = nil }
        if habitIDs?.isEmpty == true { isSpliceable = false }
        if count == 0 {
            basis = written
            settings = given
        } else {
            if let written, let chained = basis, chained.stamp == written.previous {
                basis = SnapshotBasis(previous: chained.previous, stamp: written.stamp)
            } else {
                basis = nil
            }
            settings = nil
        }
        count += 1
    }
}
