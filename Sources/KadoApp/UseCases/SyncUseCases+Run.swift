import Foundation
import KadoStore
import KadoSync

extension SyncUseCases {
    /// Joins the sync group of the target `transport` reaches, or creates one there when it holds
    /// none, after trying the target (docs/sync.md). Nothing is synced yet.
    /// - Throws: ``SyncError``: the target unreachable, not writable, in a newer format; the
    ///   database read-only.
    @discardableResult
    public func setUpSync(through transport: any SyncTransport) throws(SyncError) -> TargetIdentity {
        try setUpSync(through: transport, .plain).identity
    }

    /// Joins or starts the sync group of the target `transport` reaches as ``setUpSync(through:)``
    /// does, with its encryption (``SyncEngine/EncryptionRequest``): the key to sync with is returned,
    /// never kept (``setUpSync(_:password:passphrase:encrypt:keyCost:)`` keeps it). On a WebDAV
    /// server, this device's folders are made first (``WebDAVTransport/makeFolders(_:)``).
    /// - Throws: ``SyncError``, ``SyncError/encryption(target:_:)`` for a passphrase needed or wrong.
    /// - Parameter previousKey: the key this device synced with until now, when a passphrase is
    ///   typed again (``SyncEngine/previousKey``).
    public func setUpSync(
        through transport: any SyncTransport, _ request: SyncEngine.EncryptionRequest, previousKey: SyncKey? = nil
    ) throws(SyncError) -> SyncEngine.SetUpResult {
        guard !isReadOnly else { throw .store(.cannotWrite(path: databasePath, reason: .openedReadOnly)) }
        if let server = transport as? WebDAVTransport {
            // Every folder this device writes in, made level by level before its first write: a
            // server may refuse a PUT into a missing folder (nginx answers 500, as for a full disk).
            try server.makeFolders("\(SyncFormat.devicePath(store.deviceID))/segments")
        }
        var engine = SyncEngine(store: store, transport: transport, now: now)
        engine.previousKey = previousKey
        return try engine.setUp(request)
    }

    /// Syncs with the target `transport` reaches: merges what the other devices published, in one
    /// transaction, then publishes this device's changes; the widget snapshot is published once
    /// when something came in. A remote change is the row versions another device wrote, merged
    /// by the rules of docs/sync.md (the latest version of each row; a check-in brings its deleted
    /// habit back), so it can only be what some device's use case wrote.
    /// - Parameters:
    ///   - key: the key of an encrypted target, or `nil` for a plain one.
    ///   - clockLeadLimit: how far (seconds) a remote stamp ahead of this clock may pull it.
    /// - Throws: ``SyncError``; the database is unchanged unless what came in was committed.
    @discardableResult
    public func run(through transport: any SyncTransport, key: SyncKey? = nil, clockLeadLimit: TimeInterval = 600)
        throws(SyncError) -> SyncReport
    {
        guard !isReadOnly else { throw .store(.cannotWrite(path: databasePath, reason: .openedReadOnly)) }
        var engine = SyncEngine(store: store, transport: transport, now: now)
        engine.clockLeadLimit = clockLeadLimit
        engine.key = key
        let report = try engine.run()
        if report.changedLocally {
            do {
                try widget.publishSnapshot(
                    touching: report.touchedHabitIDs,
                    after: SnapshotBasis(previous: report.previousStamp, stamp: report.stamp))
            } catch {
                logFailure("the widget snapshot was not written after a sync", error)
            }
            // A change that came by sync is a change of the day too.
            backups.backUpAfterChange()
        }
        return report
    }
}
