import Foundation
import KadoStore
import KadoSync

/// Sync's use cases, the same for every front end (`kado sync`, and next `kado serve`'s
/// background sync and the Settings card): set up, sync now, status, off. The target is saved
/// in the device table (never synced), the WebDAV password in ``SyncPasswordFile``, and the
/// record of the last attempts in a file beside the database, so that a failed sync leaves the
/// database byte for byte as it was. One sync runs at a time on a database (``SyncLock``).
extension SyncUseCases {
    /// The device-table key of the saved target. It starts with ``HabitStore/syncStatePrefix``
    /// like the engine's own keys, which a setup joining another group resets: the target is
    /// saved after the engine's setup, never before.
    static let savedSyncTargetKey = HabitStore.syncStatePrefix + "saved-target"

    // MARK: - Setting up

    /// Sets sync up through `target`: tries it (reading its sync group, or starting one there,
    /// and writing a file of this device's), and only then saves it, with the WebDAV `password`
    /// in its own file of mode 0600 beside the database. A folder's target removes any password
    /// file. Setting up the target again is harmless; setting up another one joins its group
    /// (this device's changes are published there in full at the next sync).
    ///
    /// An encrypted target (docs/sync.md, "End-to-end encryption") needs its `passphrase`: the
    /// key derived from it is checked against the target before anything is saved, then kept in
    /// ``SyncKeyFile`` (mode 0600) beside the database. With `encrypt`, a new target is started
    /// encrypted, and a plain one is turned encrypted (each device re-seals its own files at its
    /// next sync; the others are asked for the passphrase).
    /// - Parameters:
    ///   - password: the WebDAV password (ignored for a folder).
    ///   - passphrase: the target's passphrase, for an encrypted target or with `encrypt`.
    ///   - encrypt: whether to encrypt the target with `passphrase`.
    ///   - keyCost: what deriving the key costs, when this setup chooses it (``KeyDerivation/Cost/standard``).
    /// - Throws: ``AppError/sync(_:)`` when the target cannot be reached, written, or holds a
    ///   newer format, or its passphrase is needed, wrong, or given for a plain target without
    ///   `encrypt`; ``AppError/store(_:)`` when the database cannot be written. Nothing is saved then.
    @discardableResult
    public func setUpSync(
        _ target: SyncTarget, password: String?, passphrase: String? = nil, encrypt: Bool = false,
        keyCost: KeyDerivation.Cost = .standard
    ) throws(AppError) -> SyncSetup {
        try refuseReadOnlySync()
        let lock = try syncLock()
        defer { lock.release() }
        let transport = try syncTransport(for: target, password: password)
        let request: SyncEngine.EncryptionRequest =
            if let passphrase {
                encrypt ? .encrypt(passphrase: passphrase, cost: keyCost) : .join(passphrase: passphrase)
            } else {
                .plain
            }
        if encrypt, passphrase == nil {
            throw .sync(SyncFailure(encryption: .emptyPassphrase, target: target.location))
        }
        let result: SyncEngine.SetUpResult
        let hadGroup: Bool
        // The key kept so far, if any: a database put back from a copy across a change of
        // passphrase learns it from its own manifest, sealed with that key (``SyncEngine/previousKey``).
        // A key file that cannot be read is as none: the setup goes on as on a device that kept no key.
        let previousKey = try? SyncKeyFile.read(at: SyncKeyFile.path(forDatabase: databasePath), files: system.files)
        do {
            hadGroup = try transport.read(SyncFormat.targetPath) != nil
            result = try setUpSync(through: transport, request, previousKey: previousKey)
            try probeWriting(transport)
        } catch {
            throw AppError(syncing: error)
        }
        let passwordPath = SyncPasswordFile.path(forDatabase: databasePath)
        let keyPath = SyncKeyFile.path(forDatabase: databasePath)
        let encoded = try perform { String(decoding: try JSONEncoder().encode(target), as: UTF8.self) }
        try perform {
            if case .webDAV = target, let password {
                try SyncPasswordFile.write(password, to: passwordPath, files: system.files)
            } else {
                try SyncPasswordFile.remove(at: passwordPath, files: system.files)
            }
            if let key = result.key {
                try SyncKeyFile.write(key, to: keyPath, files: system.files)
            } else {
                try SyncKeyFile.remove(at: keyPath, files: system.files)
            }
        }
        do {
            try store.recordSyncState([Self.savedSyncTargetKey: encoded])
        } catch {
            // The target is not recorded, so its secrets are not kept either: one left behind is
            // read by no sync, but stays on the disk.
            for (path, remove) in [(passwordPath, SyncPasswordFile.remove), (keyPath, SyncKeyFile.remove)] {
                do { try remove(path, system.files) } catch let removal {
                    logFailure("a secret of a sync target not set up was not removed", removal)
                }
            }
            throw AppError.from(error)
        }
        // A new target starts a new record of attempts.
        do {
            try SyncStatusFile.remove(at: SyncStatusFile.path(forDatabase: databasePath), files: system.files)
        } catch {
            // The old record names the old target, so the status does not show it as this one's.
            logFailure("the sync status of the previous target was not removed", error)
        }
        return SyncSetup(
            target: target, startedGroup: !hadGroup && result.identity.createdBy == store.deviceID,
            deviceID: store.deviceID, isEncrypted: result.key != nil, turnedEncryptionOn: result.turnedEncryptionOn)
    }

    /// Changes the passphrase of this device's encrypted target: a key derived from
    /// `passphrase` (a new salt, the next generation) replaces the old in the target's
    /// `target.json`, so the old passphrase stops opening it; the new key is kept on this
    /// device, which then syncs, re-sealing every file it published under the new key. The
    /// other devices are told the passphrase changed at their next sync, and re-seal their own
    /// files once the new one is typed there (``setUpSync(_:password:passphrase:encrypt:keyCost:)``).
    ///
    /// The key this device held goes into the new key's ring (``SyncKey/earlier``): files other
    /// devices sealed with it that come in late are still read here, and re-sealed under the new
    /// key. With `oldLeaked` (the old passphrase may be known to someone else) the ring is closed
    /// instead, on every device as it takes the new passphrase: files sealed only with an earlier
    /// one are read by no device any more, and stay named in the status.
    ///
    /// With `thenSyncing` `false` the re-sealing is left to the next sync: the web app's card
    /// answers once the key is changed, and its background sync re-seals at once.
    /// - Returns: what the sync after the change did, or `nil` when `thenSyncing` is `false`.
    /// - Throws: ``AppError/sync(_:)``: not set up, the target not encrypted, or its encryption
    ///   not this device's key (changed elsewhere first); a failure of the sync after the change
    ///   (the new key is kept: the next sync re-seals).
    @discardableResult
    public func changeSyncPassphrase(
        to passphrase: String, oldLeaked: Bool = false, keyCost: KeyDerivation.Cost = .standard,
        thenSyncing: Bool = true
    ) throws(AppError) -> SyncOutcome? {
        try refuseReadOnlySync()
        let lock = try syncLock()
        defer { lock.release() }
        let (target, key, keyPath) = try encryptedSyncTarget()
        let transport = try syncTransport(for: target, password: try readSyncPassword(for: target))
        // Everything the others published under the passphrase that ends is read first: a device
        // switched off before the change is never read again, and its files are sealed anew
        // by a device that read them all (``SyncReport/resealedEarlierGeneration``). A sync that
        // cannot run now leaves the change to say why.
        _ = try? sync.run(through: transport, key: key)
        var engine = SyncEngine(store: store, transport: transport, now: now)
        engine.key = key
        let changed: SyncKey
        do {
            changed = try engine.changePassphrase(to: passphrase, cost: keyCost, oldLeaked: oldLeaked)
        } catch {
            throw AppError(syncing: error)
        }
        try perform { try SyncKeyFile.write(changed, to: keyPath, files: system.files) }
        guard thenSyncing else { return nil }
        return try recordingAttempt(target: target) { () throws(AppError) in
            do throws(SyncError) {
                return try sync.run(through: transport, key: changed)
            } catch {
                throw AppError(syncing: error)
            }
        }
    }

    /// Types a passphrase that files held back here were sealed with (docs/sync.md, "A change of
    /// passphrase that lost a race"): a device whose change of passphrase lost a race, switched
    /// off before it learned so, left its last changes sealed with a key no other device holds.
    /// Its manifest carries how that key is derived; the key `passphrase` gives joins this
    /// device's key ring (``SyncKey/adding(_:revokedBefore:)``) when it opens them, and the sync
    /// that follows reads those files and seals what they hold anew under the current passphrase.
    /// The current passphrase is unchanged; nothing is saved when `passphrase` opens nothing.
    ///
    /// With `thenSyncing` `false` the reading is left to the next sync (the web card's background sync).
    /// - Throws: ``AppError/sync(_:)``: not set up, the target not encrypted or not opened by this
    ///   device's key, ``SyncFailure/Kind/earlierPassphraseOpensNothing``; a failure of the sync
    ///   after it (the key is kept: the next sync reads the files).
    @discardableResult
    public func addEarlierSyncPassphrase(_ passphrase: String, thenSyncing: Bool = true) throws(AppError)
        -> EarlierPassphraseOutcome
    {
        try refuseReadOnlySync()
        let lock = try syncLock()
        defer { lock.release() }
        let (target, key, keyPath) = try encryptedSyncTarget()
        guard !passphrase.isEmpty else {
            throw .sync(SyncFailure(encryption: .emptyPassphrase, target: target.location))
        }
        let transport = try syncTransport(for: target, password: try readSyncPassword(for: target))
        var engine = SyncEngine(store: store, transport: transport, now: now)
        engine.key = key
        let found: [SyncKey]
        do {
            found = try engine.earlierKeys(openedBy: passphrase)
        } catch {
            throw AppError(syncing: error)
        }
        guard !found.isEmpty else {
            throw .sync(SyncFailure(.earlierPassphraseOpensNothing, target: target.location))
        }
        // The engine left out the generations the target says leaked; the ring already holds none.
        let kept = key.adding(found, revokedBefore: nil)
        try perform { try SyncKeyFile.write(kept, to: keyPath, files: system.files) }
        var outcome = EarlierPassphraseOutcome(generations: found.map(\.generation), sync: nil)
        guard thenSyncing else { return outcome }
        outcome.sync = try recordingAttempt(target: target) { () throws(AppError) in
            do throws(SyncError) {
                return try sync.run(through: transport, key: kept)
            } catch {
                throw AppError(syncing: error)
            }
        }
        return outcome
    }

    /// Sets the saved target up again with its saved password, with `passphrase`
    /// (``setUpSync(_:password:passphrase:encrypt:keyCost:)``): a device already set up types the
    /// passphrase of a target encrypted, or re-keyed, on another device (joining it), or encrypts
    /// its plain target (`encrypt`). What the Settings card's forms do once sync is set up.
    /// - Throws: ``AppError/sync(_:)``: not set up (``SyncFailure/Kind/notSetUp``), the WebDAV
    ///   password missing, and whatever the setup throws (a wrong passphrase saves nothing).
    @discardableResult
    public func setUpSavedSyncAgain(
        passphrase: String, encrypt: Bool, keyCost: KeyDerivation.Cost = .standard
    ) throws(AppError) -> SyncSetup {
        guard let target = try savedSyncTarget() else { throw .sync(SyncFailure(.notSetUp)) }
        return try setUpSync(
            target, password: try readSyncPassword(for: target), passphrase: passphrase, encrypt: encrypt,
            keyCost: keyCost)
    }

    /// The saved target of an encrypted sync, with the key kept beside the database and its path.
    /// - Throws: ``AppError/sync(_:)``: not set up, or the target not encrypted here.
    private func encryptedSyncTarget() throws(AppError) -> (target: SyncTarget, key: SyncKey, keyPath: String) {
        guard let target = try savedSyncTarget() else { throw .sync(SyncFailure(.notSetUp)) }
        let keyPath = SyncKeyFile.path(forDatabase: databasePath)
        guard let key = try perform({ try SyncKeyFile.read(at: keyPath, files: system.files) }) else {
            throw .sync(SyncFailure(encryption: .passphraseWithoutEncryption, target: target.location))
        }
        return (target, key, keyPath)
    }

    /// Writes and removes a temporary file in this device's folder of the target: a target that
    /// only reads (a read-only folder) is refused at setup, not at the first sync. The name is one
    /// of Kadō's temporary names, which no device ever reads.
    private func probeWriting(_ transport: any SyncTransport) throws(SyncError) {
        let path = "\(SyncFormat.devicePath(store.deviceID))/\(SyncFormat.temporaryPrefix)probe"
        try transport.publish(Data("probe".utf8), at: path, replacing: true)
        try transport.remove(path)
    }

    // MARK: - Syncing

    /// Syncs with the saved target now: merges what the other devices published, in one
    /// transaction, then publishes this device's changes (``sync(through:clockLeadLimit:)``).
    /// Cheap while nothing changed: the database is not written when nothing came in, and the
    /// target is not written when nothing went out. Every attempt is recorded for
    /// ``syncStatus()``: the time of a success and what it did, or the failure.
    /// - Returns: what came in and went out, by kind, and what waits for the next sync.
    /// - Throws: ``AppError/sync(_:)`` (``SyncFailure/Kind/notSetUp`` before a setup); the
    ///   database is unchanged then, unless what came in was committed before publishing failed.
    ///   ``AppError/store(_:)`` when the database fails or cannot be written.
    @discardableResult
    public func syncNow() throws(AppError) -> SyncOutcome {
        try refuseReadOnlySync()
        let lock = try syncLock()
        defer { lock.release() }
        guard let target = try savedSyncTarget() else { throw .sync(SyncFailure(.notSetUp)) }
        // Before publishing, so that the other devices empty their trash of the same habits.
        try habits.emptyExpiredTrash()
        return try recordingAttempt(target: target) { () throws(AppError) in
            let password = try readSyncPassword(for: target)
            let transport = try syncTransport(for: target, password: password)
            let key = try perform {
                try SyncKeyFile.read(at: SyncKeyFile.path(forDatabase: databasePath), files: system.files)
            }
            do throws(SyncError) {
                return try sync.run(through: transport, key: key)
            } catch {
                throw AppError(syncing: error)
            }
        }
    }

    /// Runs `attempt` (a sync with `target`), recording its success and what it did, or its
    /// failure, for ``syncStatus()``.
    private func recordingAttempt(target: SyncTarget, _ attempt: () throws(AppError) -> SyncReport)
        throws(AppError) -> SyncOutcome
    {
        let statusPath = SyncStatusFile.path(forDatabase: databasePath)
        var record =
            SyncStatusFile.read(at: statusPath).flatMap { $0.target == target.location ? $0 : nil }
            ?? SyncStatusFile.Record(target: target.location)
        do throws(AppError) {
            let outcome = SyncOutcome(try attempt())
            record.lastSuccess = now()
            record.lastOutcome = outcome
            record.lastError = nil
            record.lastErrorAt = nil
            writeSyncStatus(record, to: statusPath)
            return outcome
        } catch {
            if case .sync(let failure) = error {
                record.lastError = failure
                record.lastErrorAt = now()
                writeSyncStatus(record, to: statusPath)
            }
            throw error
        }
    }

    /// Writes the record of the last attempt; one not written is logged: the sync stands, and the
    /// status shows the attempt before it until the next one writes it.
    private func writeSyncStatus(_ record: SyncStatusFile.Record, to path: String) {
        do {
            try SyncStatusFile.write(record, to: path, files: system.files)
        } catch {
            logFailure("the sync status was not written", error)
        }
    }

    // MARK: - Status and off

    /// Where sync stands, without reaching the target: the saved target, the last success and
    /// what it did, the last failure (when after it), the devices seen. Works on a database
    /// opened read-only, and writes nothing.
    public func syncStatus() throws(AppError) -> SyncStatus {
        let target = try savedSyncTarget()
        var status = SyncStatus(target: target, deviceID: store.deviceID, hasPassword: false)
        guard let target else { return status }
        if case .webDAV = target {
            status.hasPassword = FileManager.default.fileExists(
                atPath: SyncPasswordFile.path(forDatabase: databasePath))
        }
        status.isEncrypted = SyncKeyFile.exists(at: SyncKeyFile.path(forDatabase: databasePath))
        if let record = SyncStatusFile.read(at: SyncStatusFile.path(forDatabase: databasePath)),
            record.target == target.location
        {
            status.lastSuccess = record.lastSuccess
            status.lastOutcome = record.lastOutcome
            status.lastError = record.lastError
            status.lastErrorAt = record.lastErrorAt
        }
        return status
    }

    /// Turns sync off on this device: forgets the target, the password file and the record of
    /// attempts. The habits and records stay, and so do the target's files (other devices go on
    /// syncing there); setting the same target up again later publishes only what changed since.
    /// - Returns: the target forgotten, or `nil` when none was set up.
    /// - Throws: ``AppError/store(_:)`` when the database cannot be written.
    @discardableResult
    public func turnSyncOff() throws(AppError) -> SyncTarget? {
        try refuseReadOnlySync()
        let lock = try syncLock()
        defer { lock.release() }
        let target = try savedSyncTarget()
        try perform {
            try SyncPasswordFile.remove(at: SyncPasswordFile.path(forDatabase: databasePath), files: system.files)
            try SyncKeyFile.remove(at: SyncKeyFile.path(forDatabase: databasePath), files: system.files)
            try SyncStatusFile.remove(at: SyncStatusFile.path(forDatabase: databasePath), files: system.files)
            if target != nil { try store.recordSyncState([Self.savedSyncTargetKey: nil]) }
        }
        return target
    }

    // MARK: - Parts

    /// The saved target, or `nil` before a setup (or after ``turnSyncOff()``).
    func savedSyncTarget() throws(AppError) -> SyncTarget? {
        let state = try perform { try store.syncState() }
        guard let text = state[Self.savedSyncTargetKey] else { return nil }
        return try perform { try JSONDecoder().decode(SyncTarget.self, from: Data(text.utf8)) }
    }

    /// The transport that reaches `target`.
    func syncTransport(for target: SyncTarget, password: String?) throws(AppError) -> any SyncTransport {
        switch target {
        case .folder(let path):
            return FolderTransport(root: path)
        case .webDAV(let url, let user):
            guard let password else { throw .sync(SyncFailure(.missingPassword, target: url.absoluteString)) }
            return WebDAVTransport(
                url: url, user: user, password: password, userAgent: AppVersion.userAgent,
                exchange: system.webDAV)
        }
    }

    /// The saved WebDAV password (`nil` for a folder).
    private func readSyncPassword(for target: SyncTarget) throws(AppError) -> String? {
        guard case .webDAV = target else { return nil }
        let path = SyncPasswordFile.path(forDatabase: databasePath)
        guard let password = try perform({ try SyncPasswordFile.read(at: path, files: system.files) }) else {
            throw .sync(SyncFailure(.missingPassword, target: target.location, path: path))
        }
        return password
    }

    private func refuseReadOnlySync() throws(AppError) {
        guard !isReadOnly else { throw .store(.cannotWrite(path: databasePath, reason: .openedReadOnly)) }
    }

    /// One sync at a time on a database: `kado sync` and `kado serve`'s sync both publish this
    /// device's files, and two at once would each name a segment the other's record lacks. A file
    /// lock (``FileLocking``) on a file beside the database (`kado.sync-lock`), which the system
    /// releases when its holder ends, however it ends (`kill -9` included). A sync waits for the
    /// one before it for ``patience`` at most (a sync stuck on a server that stopped answering, a
    /// process stopped with SIGSTOP), then is refused as busy, having done nothing.
    private func syncLock() throws(AppError) -> any HeldFileLock {
        let path = SyncFileNames.beside(databasePath, suffix: "sync-lock")
        do {
            return try system.locks.lock(FileLockRequest(path: path, mode: .waitUntil(.now + patience)))
        } catch .unavailable(_, let code, _) {
            throw AppError.from(
                POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO, userInfo: [NSFilePathErrorKey: path]))
        } catch {
            throw .store(.busy(path: databasePath))
        }
    }
}

extension AppError {
    /// The application's error for what the sync engine threw: the target's failures as
    /// ``sync(_:)``, the local database's as ``store(_:)``.
    init(syncing error: SyncError) {
        switch error {
        case .unreachable(let target, let problem):
            self = .sync(SyncFailure(.unreachable, target: target, problem: problem))
        case .cannotWrite(let target, let path, let problem):
            self = .sync(SyncFailure(.cannotWrite, target: target, path: path, problem: problem))
        case .unauthorized(let target, let user):
            self = .sync(SyncFailure(.unauthorized, target: target, user: user))
        case .insufficientStorage(let target, let path):
            self = .sync(SyncFailure(.insufficientStorage, target: target, path: path))
        case .notSetUp:
            self = .sync(SyncFailure(.notSetUp))
        case .targetEmptied(let target):
            self = .sync(SyncFailure(.targetEmptied, target: target))
        case .otherTarget(let target, _, _):
            self = .sync(SyncFailure(.otherTarget, target: target))
        case .newerFormat(let target, let path, let version):
            self = .sync(SyncFailure(.newerFormat, target: target, path: path, version: version))
        case .unreadable(let target, let path, let problem):
            self = .sync(SyncFailure(.unreadable, target: target, path: path, problem: problem))
        case .encryption(let target, let problem):
            self = .sync(SyncFailure(encryption: problem, target: target))
        case .store(let failure):
            self = .store(failure)
        }
    }
}

extension SyncFailure {
    /// The failure an encrypted target's problem is.
    init(encryption problem: EncryptionProblem, target: String) {
        switch problem {
        case .passphraseNeeded: self.init(.passphraseNeeded, target: target)
        case .wrongPassphrase: self.init(.wrongPassphrase, target: target)
        case .emptyPassphrase: self.init(.wrongPassphrase, target: target, problem: .emptyPassphrase)
        case .passphraseChanged(let generation):
            self.init(.passphraseChanged, target: target)
            self.generation = generation
        case .encryptionRemoved: self.init(.encryptionRemoved, target: target, path: SyncFormat.targetPath)
        case .keyRejected: self.init(.keyRejected, target: target, path: SyncFormat.targetPath)
        case .notEncrypted, .passphraseWithoutEncryption: self.init(.notEncrypted, target: target)
        case .unauthentic(let path, let reason):
            self.init(.fileUnauthentic, target: target, path: path, problem: .unauthentic(reason))
        case .unsupportedDerivation(let problem):
            self.init(.encryptionUnavailable, target: target, problem: .derivation(problem))
        case .libraryUnavailable:
            self.init(.encryptionUnavailable, target: target, problem: .libraryUnavailable(version: Sodium.version))
        }
    }
}

extension SyncOutcome {
    /// The outcome the engine's report tells.
    init(_ report: SyncReport) {
        self.init()
        received = Counts(report.receivedChanges)
        sent = Counts(report.sentChanges)
        alreadyKnown = report.alreadyKnown
        waiting = report.waiting
        ahead = report.ahead
        clockSkews = report.clockLeads.sorted { $0.key < $1.key }.map {
            ClockSkew(device: $0.key, seconds: $0.value, changes: report.aheadByDevice[$0.key] ?? 0)
        }
        refused = report.refused.count
        // By device, in the order first met, with the first reason: enough to say what to look at.
        for refusal in report.refused {
            if let index = refusals.firstIndex(where: { $0.device == refusal.version.device }) {
                refusals[index].changes += 1
            } else {
                refusals.append(Refusal(device: refusal.version.device, changes: 1, reason: refusal.reason))
            }
        }
        restoredHabits = report.resurrectedHabits
        filesNotRead = report.skipped.count
        unreadFiles = report.skipped.map { UnreadFile(path: $0.path, reason: $0.reason) }
        republished = report.republished
        renewedIdentity = report.renewedIdentity
        sealedInTheClear = report.sealedInTheClear
        resealedEarlierGeneration = report.resealedEarlierGeneration
        readWithEarlierKey = report.readWithEarlierKey
        // A manifest of a device that wrote no change yet says so with the clock's zero, not a date.
        devices = report.devices.map {
            SyncDeviceSeen(
                id: $0.id, lastWrote: $0.lastWritten.timeIntervalSince1970 > 0 ? $0.lastWritten : nil,
                segments: $0.segments)
        }
    }
}

extension SyncOutcome.Counts {
    /// The counts of rows changed, removed and noted.
    init(_ changes: RowChanges) {
        self.init(
            habits: changes.changed[.habits] ?? 0, checkIns: changes.changed[.completions] ?? 0,
            skips: changes.changed[.skips] ?? 0, settings: changes.changed[.settings] ?? 0, notes: changes.notes,
            reminders: changes.changed[.reminders] ?? 0, removedHabits: changes.removed[.habits] ?? 0,
            removedCheckIns: changes.removed[.completions] ?? 0, removedSkips: changes.removed[.skips] ?? 0,
            removedReminders: changes.removed[.reminders] ?? 0)
    }
}
