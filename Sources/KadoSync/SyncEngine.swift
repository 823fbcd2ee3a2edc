import Foundation
import KadoCore
import KadoStore

/// One device's sync with one target: reads what the other devices published, merges it into the
/// store in one transaction, then publishes this device's own changes (docs/sync.md).
///
/// The order makes every interruption harmless: a segment is in place before this device records
/// it as published, and the manifest naming it is replaced last; what was received is recorded in
/// the same transaction that applied it. A sync cut off anywhere leaves a database that the next
/// sync completes, and a target whose every file is either complete or not yet named.
public struct SyncEngine {
    /// The local database.
    public let store: HabitStore
    /// Where the files go.
    public let transport: any SyncTransport
    /// The clock.
    public let now: @Sendable () -> Date
    /// How far ahead of this device's clock a received change may be stamped and still be
    /// applied, in seconds: the changes of a device whose clock is days ahead wait (reported),
    /// instead of dragging this clock, and every later change, with them.
    public var clockLeadLimit: TimeInterval = 600
    /// The most row versions one segment holds.
    public var rowsPerSegment = 20_000
    /// The id of a new target: from the store's id generator (``HabitStore/makeID``), random but
    /// in tests that seed it.
    public var makeTargetID: () -> String
    /// When this device replaces its segments by one snapshot of its rows (docs/sync.md).
    public var compaction = CompactionRule.standard
    /// The key of an encrypted target (kept on the device), or `nil` for a plain one. A sync
    /// refuses a target whose encryption does not match it, before anything is written.
    public var key: SyncKey?
    /// At a setup with a new passphrase, the key this device synced with before: its own
    /// manifest, still sealed with it, tells whether the database was put back from a copy
    /// (``setUp(_:)`` then has the next sync take a new identity). Nothing else is read with it.
    public var previousKey: SyncKey?

    /// An engine for `store` and `transport`.
    public init(store: HabitStore, transport: any SyncTransport, now: @escaping @Sendable () -> Date) {
        self.store = store
        self.transport = transport
        self.now = now
        makeTargetID = { [store] in store.makeID().uuidString }
    }

    private enum Key {
        static let target = "sync.target-id"
        static let published = "sync.published-through"
        static let sequence = "sync.sequence"
        static let segments = "sync.segments"
        /// The segments a compaction replaced, until they are removed from the target.
        static let superseded = "sync.superseded"
        /// How many of `segments`, from the first, hold the last snapshot (a compaction's, or the
        /// first publication of the whole history), and how many versions they hold.
        static let snapshotSegments = "sync.snapshot-segments"
        static let snapshotRows = "sync.snapshot-rows"
        /// The greatest sequence number of a segment this device no longer names (replaced by a
        /// compaction, or vanished from the target): a manifest naming one of those is an old
        /// one of this device's, not another database's.
        static let retiredThrough = "sync.retired-through"
        /// The last identity this device gave up and the one it took (``IdentityRenewal``), kept
        /// for `kado sync status`.
        static let renewal = "sync.renewed-identity"
        /// Set while a publication of the whole history (the first, or one anew) is not finished:
        /// the segments the next sync adds belong to the snapshot.
        static let wholeUnderway = "sync.whole-underway"
        /// The target's encryption (its clear `encryption` object) as this device last set or
        /// joined it.
        static let encryption = "sync.encryption"
        /// What this device keeps of its own publication: dropped when it takes a new identity,
        /// which publishes anew. Everything else (the group, what it read of the others, the
        /// target the app saved) stays.
        static let ownPublication: Set<String> = [
            published, sequence, segments, superseded, snapshotSegments, snapshotRows, retiredThrough, sealedWith,
            wholeUnderway, renewalDue,
        ]
        /// Set when this device's own manifest, sealed with the passphrase it knew before the one
        /// just typed, names segments this database never published (a database put back from a
        /// copy across a change of passphrase): its next sync takes a new identity first, since
        /// the new key cannot tell it so.
        static let renewalDue = "sync.renewal-due"
        static let appliedPrefix = "sync.applied."
        static func applied(_ device: String) -> String { appliedPrefix + device }
        /// How this device's published files are sealed (`plain`, or the envelope and the
        /// passphrase's generation): a sync with another key re-seals them all.
        static let sealedWith = "sync.sealed-with"
        /// The `written` stamp of the latest sealed manifest read from a device: an older one is
        /// a copy put back, refused.
        static let manifestPrefix = "sync.manifest-written."
        static func manifestWritten(_ device: String) -> String { manifestPrefix + device }
    }

    // MARK: - Setting up

    /// Joins the target's sync group, or creates the group when the target holds none: tries the
    /// target (reading and writing) before anything is recorded here. Joining another group than
    /// the one this device was in starts its bookkeeping afresh (everything is published again).
    /// A plain target only: an encrypted one needs its passphrase (``setUp(_:)``).
    /// - Returns: the target's identity.
    /// - Throws: ``SyncError``: the target unreachable or not writable, its identity unreadable or
    ///   in a newer format, encrypted.
    @discardableResult
    public func setUp() throws(SyncError) -> TargetIdentity {
        try setUp(.plain).identity
    }

    /// What a setup is asked to do about encryption.
    public enum EncryptionRequest: Sendable {
        /// Join or start a plain target; an encrypted one needs its passphrase.
        case plain
        /// Join the target with `passphrase` when it is encrypted (a plain one is refused:
        /// ``EncryptionProblem/notEncrypted``).
        case join(passphrase: String)
        /// Encrypt the target with `passphrase` (a key derived at `cost`, a new salt): start an
        /// encrypted group, turn encryption on for a plain one (each device then re-seals its own
        /// files), or join an encrypted one with it.
        case encrypt(passphrase: String, cost: KeyDerivation.Cost)
    }

    /// What a setup did.
    public struct SetUpResult: Sendable {
        /// The target's identity, as it is now.
        public var identity: TargetIdentity
        /// The key this device now syncs with (to keep on the device), or `nil` for a plain target.
        public var key: SyncKey?
        /// Whether this setup turned encryption on for a target that was plain.
        public var turnedEncryptionOn: Bool
    }

    /// Joins the target's sync group, or creates it, as ``setUp()`` does, with its encryption:
    /// an encrypted target's key is derived from the passphrase and checked against the target's
    /// key check before anything is recorded, so a wrong passphrase saves nothing.
    /// - Complexity: one key derivation for an encrypted target.
    /// - Throws: ``SyncError``; ``SyncError/encryption(target:_:)`` for a passphrase needed or
    ///   wrong, or given for a plain target without encrypting it.
    public func setUp(_ request: EncryptionRequest) throws(SyncError) -> SetUpResult {
        let target = transport.targetDescription
        var identity: TargetIdentity
        var key: SyncKey?
        var turnedOn = false
        if let existing = try readIdentity() {
            identity = existing
        } else {
            var created = TargetIdentity(target: makeTargetID(), createdBy: store.deviceID)
            if case .encrypt(let passphrase, let cost) = request {
                let (encryption, made) = try encryption(target) { () throws(EncryptionProblem) in
                    try TargetEncryption.make(target: created.target, generation: 1, passphrase: passphrase, cost: cost)
                }
                created.encryption = encryption
                key = made
            }
            if try transport.publish(try encode(created), at: SyncFormat.targetPath, replacing: false) {
                identity = created
            } else if let other = try readIdentity() {
                // Another device created it between the read and the write.
                identity = other
                key = nil
            } else {
                throw .unreadable(target: target, path: SyncFormat.targetPath, problem: .vanished)
            }
        }
        if key == nil {
            switch (identity.encryption, request) {
            case (let encryption?, .join(let passphrase)), (let encryption?, .encrypt(let passphrase, _)):
                key = try self.encryption(target) { () throws(EncryptionProblem) in
                    try encryption.key(target: identity.target, passphrase: passphrase)
                }
            case (.some, .plain):
                throw .encryption(target: target, .passphraseNeeded)
            case (nil, .join):
                throw .encryption(target: target, .notEncrypted)
            case (nil, .encrypt(let passphrase, let cost)):
                // Like a change of passphrase: two devices turning encryption on while apart take
                // two generations, and the greater wins everywhere.
                let generation = TargetEncryption.generation(after: 0, changedBy: changeID())
                let (encryption, made) = try self.encryption(target) { () throws(EncryptionProblem) in
                    try TargetEncryption.make(
                        target: identity.target, generation: generation, passphrase: passphrase, cost: cost)
                }
                identity.encryption = encryption
                try transport.publish(try encode(identity), at: SyncFormat.targetPath, replacing: true)
                key = made
                turnedOn = true
            case (nil, .plain):
                break
            }
        }
        // The key this device held until now joins the ring of the one just typed (same group,
        // another generation), as far as the target's encryption leaves earlier keys readable.
        if let typed = key, let encryption = identity.encryption {
            key = typed.keeping(previousKey, revokedBefore: encryption.revokedBefore)
        }
        let state = try syncState()
        var changes: [String: String?] = [:]
        if state[Key.target] != identity.target {
            changes[Key.target] = identity.target
            for key in state.keys where key != Key.target { changes[key] = .some(nil) }
            // Leaving another group: what this device holds of the devices there goes into the
            // new group with its own rows, whoever wrote it (``HabitStore/adoptEveryRow()``).
            // Those devices may never come (one switched off for good, a target emptied and set
            // up again after it), and one put back from a copy has lost what it published:
            // without this, their rows would reach no device that joins later.
            if state[Key.target] != nil { _ = try perform { try store.adoptEveryRow() } }
        }
        let encryptionText = try identity.encryption.map(encodeEncryption)
        if state[Key.encryption] != encryptionText { changes[Key.encryption] = .some(encryptionText) }
        if changes[Key.target] == nil, let previousKey, let key, previousKey.sealName != key.sealName,
            try ownFolderIsAhead(openedWith: previousKey, target: identity.target, state: state)
        {
            changes[Key.renewalDue] = "1"
        }
        if !changes.isEmpty { try perform { try store.recordSyncState(changes) } }
        return SetUpResult(identity: identity, key: key, turnedEncryptionOn: turnedOn)
    }

    /// Changes the passphrase of this device's encrypted target: a new key from `passphrase` (a
    /// new salt, the next generation) replaces the target's key check, so the old passphrase
    /// stops opening it. This device re-seals its own files at its next sync with the new key;
    /// every other device is told the passphrase changed, and re-seals its own once the new one
    /// is typed there.
    ///
    /// The key this device held goes into the new key's ring (``SyncKey/earlier``), so that files
    /// sealed with it that come in late are still read, and re-sealed under the new key. With
    /// `oldLeaked` the ring is closed instead: the new encryption says that every earlier
    /// generation is revoked (``TargetEncryption/revokedBefore``), every device drops its earlier
    /// keys when it takes the new one, and files sealed only with them are read by no device.
    /// - Returns: the new key, to keep on the device in place of ``key``.
    /// - Throws: ``SyncError``: the target's encryption does not match ``key`` (or there is none).
    public func changePassphrase(to passphrase: String, cost: KeyDerivation.Cost, oldLeaked: Bool = false)
        throws(SyncError) -> SyncKey
    {
        let identity = try checkedIdentity()
        let target = transport.targetDescription
        guard let current = identity.encryption, key != nil else {
            throw .encryption(target: target, .passphraseWithoutEncryption)
        }
        let generation = TargetEncryption.generation(after: current.generation, changedBy: changeID())
        // A revocation, once made, holds for every later generation too.
        let revokedBefore = oldLeaked ? generation : current.revokedBefore
        let (encryption, made) = try encryption(target) { () throws(EncryptionProblem) in
            try TargetEncryption.make(
                target: identity.target, generation: generation, passphrase: passphrase, cost: cost,
                revokedBefore: revokedBefore)
        }
        var changed = identity
        changed.encryption = encryption
        try transport.publish(try encode(changed), at: SyncFormat.targetPath, replacing: true)
        try perform { try store.recordSyncState([Key.encryption: try encodeEncryption(encryption)]) }
        return made.keeping(oldLeaked ? nil : key, revokedBefore: revokedBefore)
    }

    /// The keys `passphrase` gives for the files this device holds back as sealed with another
    /// passphrase (docs/sync.md, "A change of passphrase that lost a race"): for each other
    /// device's sealed manifest of a generation neither ``key`` nor its ring opens, and that
    /// carries its generation's encryption, the key derived from `passphrase` with it — kept only
    /// when it opens both that key check and the manifest. Generations the target's encryption
    /// says leaked (``TargetEncryption/revokedBefore``) are left out. Nothing is written.
    /// - Complexity: one key derivation per distinct encryption found (about a second each at
    ///   ``KeyDerivation/Cost/standard``), and one read per device folder.
    /// - Returns: the keys, greatest generation first; empty when the passphrase opens none.
    /// - Throws: ``SyncError``: the target unreachable, or its encryption not matching ``key``.
    public func earlierKeys(openedBy passphrase: String) throws(SyncError) -> [SyncKey] {
        let identity = try checkedIdentity()
        guard let key, let current = identity.encryption else {
            throw .encryption(target: transport.targetDescription, .passphraseWithoutEncryption)
        }
        let me = store.deviceID
        var found: [Int: SyncKey] = [:]
        var tried: [TargetEncryption: SyncKey?] = [:]
        for name in try transport.list(SyncFormat.devicesPath) where SyncFormat.isDeviceFolderName(name) && name != me {
            guard let data = try transport.read(SyncFormat.manifestPath(name)),
                let encryption = Manifest.carriedEncryption(of: data, group: identity.target, device: name),
                key.opener(for: encryption.generation) == nil, found[encryption.generation] == nil,
                encryption.generation >= (current.revokedBefore ?? 0)
            else { continue }
            if tried[encryption] == nil {
                // A key that cannot be derived opens nothing: that generation is left out of the keys found, as one the
                // passphrase does not open.
                tried[encryption] = .some(try? encryption.key(target: identity.target, passphrase: passphrase))
            }
            guard let derived = tried[encryption] ?? nil,
                case .manifest = Manifest.opening(data, with: derived, group: identity.target, device: name)
            else { continue }
            found[derived.generation] = derived
        }
        return found.values.sorted { $0.generation > $1.generation }
    }

    /// What a change of passphrase (or turning encryption on) draws its generation from: this
    /// device's id and a random id of the change. Not the device's id alone: the two copies of a
    /// cloned machine share it, and changing the passphrase while apart they would take one
    /// generation with two keys, each copy's files then failing authentication on the other.
    private func changeID() -> String {
        "\(store.deviceID)/\(store.makeID().uuidString)"
    }

    /// The target's encryption as this device last set or joined it, kept so that a change of
    /// passphrase of its own that a concurrent one overwrote can be put back (the greater
    /// generation wins).
    private func keptEncryption() throws(SyncError) -> TargetEncryption? {
        guard let text = try syncState()[Key.encryption] else { return nil }
        // A kept encryption that does not parse is as none: the caller then reports the passphrase changed, as when
        // none is kept.
        return try? JSONDecoder().decode(TargetEncryption.self, from: Data(text.utf8))
    }

    private func encodeEncryption(_ encryption: TargetEncryption) throws(SyncError) -> String {
        String(decoding: try encode(encryption), as: UTF8.self)
    }

    /// The target's identity, checked against this device's group and key.
    private func checkedIdentity() throws(SyncError) -> TargetIdentity {
        guard let targetID = try syncState()[Key.target] else { throw .notSetUp }
        let target = transport.targetDescription
        guard let identity = try readIdentity() else { throw .targetEmptied(target: target) }
        guard identity.target == targetID else {
            throw .otherTarget(target: target, expected: targetID, found: identity.target)
        }
        switch (identity.encryption, key) {
        case (nil, nil):
            break
        case (nil, .some):
            throw .encryption(target: target, .encryptionRemoved)
        case (.some, nil):
            throw .encryption(target: target, .passphraseNeeded)
        case (let encryption?, let key?):
            if key.generation < encryption.generation {
                throw .encryption(target: target, .passphraseChanged(generation: encryption.generation))
            }
            if key.generation > encryption.generation, key.target == identity.target {
                // This device changed the passphrase, and another device's change — an older
                // generation — was written over it (two changes while apart, a sync tool's
                // conflict, a copy of target.json put back). The greater generation wins on every
                // device: this device's is put back, and the other devices are asked for it.
                guard let kept = try keptEncryption(), kept.generation == key.generation, kept.opens(with: key) else {
                    throw .encryption(target: target, .passphraseChanged(generation: encryption.generation))
                }
                var restored = identity
                restored.encryption = kept
                try transport.publish(try encode(restored), at: SyncFormat.targetPath, replacing: true)
                return restored
            }
            guard key.target == identity.target, encryption.opens(with: key) else {
                throw .encryption(target: target, .keyRejected)
            }
        }
        return identity
    }

    /// The result of `body`, its ``EncryptionProblem`` as a ``SyncError`` about `target`.
    private func encryption<Result>(_ target: String, _ body: () throws(EncryptionProblem) -> Result)
        throws(SyncError) -> Result
    {
        do {
            return try body()
        } catch {
            throw .encryption(target: target, error)
        }
    }

    /// The id of the sync group this device is in, or `nil` before ``setUp()``.
    public func targetID() throws(SyncError) -> String? {
        try syncState()[Key.target]
    }

    // MARK: - Syncing

    /// Syncs now: reads, merges, publishes.
    /// - Throws: ``SyncError``; the local database is unchanged unless the merge was committed
    ///   (a failure while publishing leaves what was received, and publishes next time).
    public func run() throws(SyncError) -> SyncReport {
        try run(renewing: true)
    }

    /// Syncs; `renewing` says whether this device may still take a new identity in this sync
    /// (once: the new identity is its own, so a second renewal would be a defect, not a copy).
    /// - Parameter adopting: the identity this device just gave up: once what its files hold is
    ///   merged, the rows last changed under it become this device's, published with its own.
    private func run(renewing: Bool, adopting previous: String? = nil) throws(SyncError) -> SyncReport {
        let identity = try checkedIdentity()
        let targetID = identity.target
        var state = try syncState()
        let target = transport.targetDescription
        var report = SyncReport()
        let me = store.deviceID
        // What other devices' files are opened with: the key and its ring, but the keys of the
        // generations the target's encryption says leaked (a ring kept from before it). This
        // device's own files only ever with the current key: its own earlier ones are re-sealed.
        let reading = key.map { $0.keeping(nil, revokedBefore: identity.encryption?.revokedBefore) }
        var readEarlier: [String: Int] = [:]

        // Every manifest first, so that a newer format anywhere is refused before anything is written.
        var manifests: [String: Manifest] = [:]
        // Devices whose manifest may be read later (cut short, damaged, of another passphrase,
        // an older copy), and those whose files are in the clear in this encrypted target.
        var unreadManifests: Set<String> = []
        var inTheClear: Set<String> = []
        var ofAnotherGeneration: Set<String> = []
        for name in try transport.list(SyncFormat.devicesPath) where SyncFormat.isDeviceFolderName(name) {
            let path = SyncFormat.manifestPath(name)
            guard let data = try transport.read(path) else { continue }
            switch Manifest.opening(data, with: name == me ? key?.withoutRing : reading, group: targetID, device: name)
            {
            case .newer(let version):
                throw .newerFormat(target: target, path: path, version: version)
            case .unauthentic:
                throw .encryption(target: target, .unauthentic(path: path, reason: .failedAuthentication))
            case .skipped(let reason, let detail):
                // This device's own manifest from before a new key is re-sealed below.
                if name != me || key == nil { report.skipped.append(.init(path: path, reason: reason, detail: detail)) }
                switch reason {
                case .storedInTheClear where name != me: inTheClear.insert(name)
                case .otherPassphrase where name != me:
                    unreadManifests.insert(name)
                    ofAnotherGeneration.insert(name)
                case .torn, .unreadable, .otherPassphrase: unreadManifests.insert(name)
                default: break
                }
            case .manifest(let manifest):
                if manifest.target != targetID {
                    report.skipped.append(
                        .init(path: path, reason: .otherSyncGroup, detail: "it belongs to another sync group"))
                } else if manifest.device != name {
                    report.skipped.append(.init(path: path, reason: .otherDevice, detail: "it names another device"))
                } else {
                    manifests[name] = manifest
                    if let key, let generation = manifest.generation, generation != key.generation, name != me {
                        readEarlier[name] = generation
                    }
                }
            }
        }
        // A sealed manifest older than one already read from its device is a copy put back (a
        // replay, or a sync tool delivering an old copy late): its authenticated `written` stamp
        // never goes back, so it is refused, named, and the device's newer state kept.
        var manifestsWritten: [String: String?] = [:]
        if key != nil {
            for (device, manifest) in manifests.sorted(by: { $0.key < $1.key }) where device != me {
                let path = SyncFormat.manifestPath(device)
                let seen = state[Key.manifestWritten(device)].flatMap(HybridLogicalClock.init)
                guard let written = HybridLogicalClock(manifest.written), seen.map({ written >= $0 }) ?? true else {
                    manifests[device] = nil
                    unreadManifests.insert(device)
                    report.skipped.append(
                        .init(
                            path: path, reason: .olderCopy,
                            detail: "it is older than one already read from its device: a copy put back"))
                    report.replayed.append(path)
                    continue
                }
                if seen != written { manifestsWritten[Key.manifestWritten(device)] = written.description }
            }
        }
        var published = decodeEntries(state[Key.segments])
        var superseded = decodeEntries(state[Key.superseded])
        var retiredThrough = state[Key.retiredThrough].flatMap(Int.init) ?? 0
        if renewing, state[Key.renewalDue] != nil { return try renewIdentity(leaving: me) }
        if let mine = manifests[me] {
            // A segment this device never wrote: the target is ahead of what this database
            // remembers publishing. It was put back from a copy (a backup, an old disk) after
            // publishing more, or another database publishes with its id (a copied file, a
            // cloned machine). One it retired (numbered up to `retiredThrough`) is in a manifest
            // older than its compaction (a late or restored copy), replaced below.
            let known = Set((published + superseded).map(\.name))
            let unknown = mine.segments.filter { !known.contains($0.name) }
            if renewing {
                let numberedAhead = unknown.contains {
                    (SyncFormat.sequence(ofSegment: $0.name) ?? Int.max) > retiredThrough
                }
                if try numberedAhead ? true : holdsVersionsNeverWrittenHere(unknown) {
                    return try renewIdentity(leaving: me)
                }
            }
        }

        // What the others published that this device has not applied yet.
        var incoming: [RowVersion] = []
        var segmentsOfRow: [RowKey: [SegmentKey]] = [:]
        var readSegments: [SegmentKey: String] = [:]
        for (device, manifest) in manifests.sorted(by: { $0.key < $1.key }) where device != me {
            report.devices.append(
                .init(
                    id: device, lastWritten: HybridLogicalClock(manifest.written).map(Self.date) ?? .distantPast,
                    segments: manifest.segments.count))
            let applied = decodeApplied(state[Key.applied(device)])
            for entry in manifest.segments where applied[entry.name] != entry.sha256 {
                guard SyncFormat.isSegmentName(entry.name) else {
                    report.skipped.append(
                        .init(
                            path: SyncFormat.manifestPath(device), reason: .notASegmentName,
                            detail: "it names \(entry.name), not a segment's name"))
                    continue
                }
                let path = SyncFormat.segmentPath(device, entry.name)
                guard let data = try transport.read(path) else {
                    report.skipped.append(.init(path: path, reason: .notThereYet, detail: "not there yet"))
                    continue
                }
                let checksum = data.withUnsafeBytes({ SHA256.hex(of: $0) })
                guard checksum == entry.sha256 else {
                    // Whole, yet not the bytes the sealed manifest names: replaced, never torn.
                    if key != nil, Segment.isWholeSealedFile(data) {
                        throw .encryption(target: target, .unauthentic(path: path, reason: .notTheNamedFile))
                    }
                    report.skipped.append(
                        .init(
                            path: path, reason: .checksumMismatch,
                            detail: "its checksum does not match its manifest: still being copied?"))
                    continue
                }
                let segment: Segment
                do throws(SegmentDecodingError) {
                    if let reading {
                        segment = try Segment(opening: data, with: reading)
                    } else {
                        segment = try Segment(decoding: data)
                    }
                } catch {
                    switch error {
                    case .newerFormat(let version):
                        throw .newerFormat(target: target, path: path, version: version)
                    case .unauthentic(let reason):
                        throw .encryption(target: target, .unauthentic(path: path, reason: reason))
                    case .unreadable(let detail):
                        report.skipped.append(.init(path: path, reason: .unreadable, detail: detail))
                        continue
                    case .refused(let reason, let detail):
                        report.skipped.append(.init(path: path, reason: reason, detail: detail))
                        continue
                    }
                }
                guard segment.target == targetID, segment.device == device else {
                    if key != nil {
                        throw .encryption(target: target, .unauthentic(path: path, reason: .notTheNamedFile))
                    }
                    report.skipped.append(
                        segment.target != targetID
                            ? .init(path: path, reason: .otherSyncGroup, detail: "it belongs to another sync group")
                            : .init(path: path, reason: .otherDevice, detail: "it names another device"))
                    continue
                }
                if key != nil, SyncFormat.segmentName(sequence: segment.sequence, checksum: checksum) != entry.name {
                    throw .encryption(target: target, .unauthentic(path: path, reason: .notTheNamedFile))
                }
                let key = SegmentKey(device: device, name: entry.name)
                readSegments[key] = entry.sha256
                for row in segment.rows {
                    segmentsOfRow[RowKey(row), default: []].append(key)
                    incoming.append(row)
                }
            }
        }

        // The merge, and the record of what it took in, in one transaction. A deleted habit
        // waiting for the rest of its deletion comes back once that is here, read now or before.
        if !readSegments.isEmpty || state[HabitStore.pendingComebacksKey] != nil {
            let appliedBefore = state.filter { $0.key.hasPrefix(Key.appliedPrefix) }
            let unsettled = Self.unsettled(
                manifests.filter { $0.key != me }, unread: unreadManifests,
                applied: { decodeApplied(state[Key.applied($0)]) }, read: Set(readSegments.keys))
            let application = try perform {
                try store.applyRemote(incoming, clockLeadLimit: clockLeadLimit, unsettled: unsettled) { application in
                    // A segment with a record still waiting for its habit is read again next time.
                    var incomplete: Set<SegmentKey> = []
                    for row in application.waiting + application.ahead {
                        incomplete.formUnion(segmentsOfRow[RowKey(row)] ?? [])
                    }
                    var applied: [String: [String: String]] = [:]
                    for (key, checksum) in readSegments where !incomplete.contains(key) {
                        if applied[key.device] == nil {
                            // Only what the manifest still names: a device's compaction replaces
                            // its segments, and the record follows, instead of growing forever.
                            let named = Set(manifests[key.device]?.segments.map(\.name) ?? [])
                            applied[key.device] = decodeApplied(appliedBefore[Key.applied(key.device)])
                                .filter { named.contains($0.key) }
                        }
                        applied[key.device]?[key.name] = checksum
                    }
                    return applied.reduce(into: manifestsWritten) { changes, entry in
                        changes[Key.applied(entry.key)] = encodeApplied(entry.value)
                    }
                }
            }
            report.segmentsRead = readSegments.count
            report.received = application.applied
            report.receivedByTable = application.appliedByTable
            report.receivedChanges = application.changes
            report.alreadyKnown = application.stale
            report.waiting = application.waiting.count
            report.ahead = application.ahead.count
            report.aheadByDevice = application.ahead.reduce(into: [:]) { $0[$1.device, default: 0] += 1 }
            report.refused = application.refused
            report.resurrectedHabits = application.resurrectedHabitIDs.count
            report.clockLeads = application.clockLeads.mapValues { TimeInterval($0) / 1000 }
            report.touchedHabitIDs = application.touchedHabitIDs
            report.previousStamp = application.previousStamp
            report.stamp = application.stamp
            report.changedLocally = application.changedRows
            state = try syncState()
        } else if !manifestsWritten.isEmpty {
            try perform { try store.recordSyncState(manifestsWritten) }
        }

        // What the old identity published, now merged, is this device's to publish: no device
        // writes the old identity's folder any more (but a clone that kept it).
        if let previous { _ = try perform { try store.adoptRows(of: previous) } }

        // Files another device left in the clear in this encrypted target (one that no longer
        // syncs, or has not been given the passphrase): once this device holds everything they
        // name, their rows become this device's, go out sealed in its next snapshot, and the
        // files are removed. Files holding anything this device never read stay, and stay named
        // in the status: never taken in unauthenticated, never given up silently.
        let clearSealing = key == nil ? [] : try clearTextToSeal(inTheClear, target: targetID, state: state)
        // Files read with an earlier key of the ring go the same way once every segment their
        // manifest names is applied here (those held back, stamped ahead or waiting for their
        // habit, keep the folder until they are).
        let readWhole = readEarlier.keys.filter { device in
            let applied = decodeApplied(state[Key.applied(device)])
            return manifests[device]?.segments.allSatisfy { applied[$0.name] == $0.sha256 } ?? false
        }
        let earlierSealing =
            key == nil ? [] : try sealedEarlierToSeal(ofAnotherGeneration.union(readWhole), state: state)
        let sealing = clearSealing + earlierSealing
        for (device, _) in sealing { _ = try perform { try store.adoptRows(of: device) } }

        // This device's files vanished from the target (a folder restored from an old copy, a
        // device folder removed): what they held is published again. A missing file is never
        // taken for a deletion. The files left are removed once the new manifest names none of
        // them.
        var publishedThrough = state[Key.published].flatMap(PublicationMark.init) ?? .start
        var sequence = state[Key.sequence].flatMap(Int.init) ?? 0
        var snapshotSegments = state[Key.snapshotSegments].flatMap(Int.init) ?? 0
        var snapshotRows = state[Key.snapshotRows].flatMap(Int.init) ?? 0
        if !published.isEmpty {
            let present = Set(try transport.list("\(SyncFormat.devicePath(me))/segments"))
            if published.contains(where: { !present.contains($0.name) }) {
                retiredThrough = max(retiredThrough, Self.greatestSequence(published))
                superseded += published
                try perform {
                    try store.recordSyncState([
                        Key.retiredThrough: String(retiredThrough), Key.superseded: encodeEntries(superseded),
                    ])
                }
                publishedThrough = .start
                published = []
                snapshotSegments = 0
                snapshotRows = 0
                report.republished = true
            }
        }

        // A new key (encryption turned on, a new passphrase): every file this device published is
        // sealed again. Its whole history is published anew under the new key, and the files of
        // the old one are removed once the new manifest names none of them.
        let sealName = key?.sealName ?? SyncFormat.plainEnvelope
        let resealing = (state[Key.sealedWith] ?? SyncFormat.plainEnvelope) != sealName
        if resealing {
            // Its files in the clear gone already (another device sealed them): re-sealed all the same.
            if report.republished {
                report.republished = false
                report.resealed = true
            }
            if !published.isEmpty {
                retiredThrough = max(retiredThrough, Self.greatestSequence(published))
                superseded += published
                published = []
                publishedThrough = .start
                snapshotSegments = 0
                snapshotRows = 0
                report.resealed = true
            }
            try perform {
                try store.recordSyncState([
                    Key.sealedWith: sealName, Key.published: nil, Key.segments: encodeEntries([]),
                    Key.superseded: encodeEntries(superseded), Key.retiredThrough: String(retiredThrough),
                    Key.snapshotSegments: nil, Key.snapshotRows: nil,
                ])
            }
        }

        // This device's own changes since it last published, in segments, in the publication
        // order (``PublicationMark``): each segment recorded moves the mark to its last version,
        // so a publication cut off anywhere resumes with the very next version — never after
        // every version of a stamp that an import gave a hundred thousand rows. From the first
        // change on, they are its whole history: the snapshot later ones are counted against.
        // The reminders schema migration 3 made from habits already published come along once,
        // whatever their stamp, so that devices that never migrate (a new one) have them too.
        // A first publication cut off is still one: what the next sync sends counts in the
        // snapshot too, instead of looking like edits that outnumber it (a compaction due at once).
        let fromTheStart = publishedThrough == .start || state[Key.wholeUnderway] != nil
        let publishedWhole = publishedThrough == .start
        let derived = state[HabitStore.derivedRemindersKey] != nil
        let versions = try perform {
            try store.rowVersions(writtenBy: me, following: publishedThrough, includingDerivedReminders: derived)
        }
        var start = 0
        while start < versions.count {
            let rows = Array(versions[start..<min(versions.count, start + max(1, rowsPerSegment))])
            start += rows.count
            sequence += 1
            let entry = try publishSegment(rows, sequence: sequence, target: targetID)
            published.append(entry)
            publishedThrough = max(publishedThrough, PublicationMark(rows[rows.count - 1]))
            var changes: [String: String?] = [
                Key.published: publishedThrough.description, Key.sequence: String(sequence),
                Key.segments: encodeEntries(published),
            ]
            if derived, start == versions.count { changes[HabitStore.derivedRemindersKey] = .some(nil) }
            if fromTheStart {
                snapshotSegments = published.count
                snapshotRows += rows.count
                changes[Key.snapshotSegments] = String(snapshotSegments)
                changes[Key.snapshotRows] = String(snapshotRows)
                changes[Key.wholeUnderway] = start == versions.count ? .some(nil) : "1"
            }
            try perform { try store.recordSyncState(changes) }
            report.sent += rows.count
            for row in rows {
                report.sentByTable[row.table, default: 0] += 1
                report.sentChanges.count(published: row)
            }
            report.segmentsWritten += 1
        }
        if versions.isEmpty, derived || state[Key.wholeUnderway] != nil {
            try perform {
                try store.recordSyncState([HabitStore.derivedRemindersKey: nil, Key.wholeUnderway: nil])
            }
        }
        if report.republished, versions.isEmpty {
            try perform {
                try store.recordSyncState([
                    Key.published: nil, Key.segments: encodeEntries(published), Key.snapshotSegments: nil,
                    Key.snapshotRows: nil,
                ])
            }
        }

        // Compaction: one snapshot of this device's rows in place of segments holding mostly what
        // later ones replaced, or one segment in place of the many published since the snapshot.
        // Recorded before the manifest names it; the segments it replaces are removed once the
        // manifest no longer names them.
        let since = published.dropFirst(snapshotSegments)
        // Rows taken over from files in the clear keep their stamps, older than what this device
        // published: only a whole snapshot carries them (unless this publication was whole).
        let wholeForSealing = !sealing.isEmpty && !publishedWhole
        if let kind = wholeForSealing
            ? .whole
            : compaction.kind(
                segmentsSince: since.count, rowsSince: since.reduce(0) { $0 + $1.rows }, snapshotRows: snapshotRows)
        {
            // Every version of this device's after the snapshot kept: what the replaced segments
            // hold that is still the row (the rest was replaced, here or by another device that
            // holds it).
            let kept = kind == .whole ? [] : Array(published.prefix(snapshotSegments))
            let base = kept.last.map(\.place) ?? .start
            let rows = try perform { try store.rowVersions(writtenBy: me, following: base) }
            var replacement: [Manifest.Entry] = []
            var start = 0
            while start < rows.count {
                let part = Array(rows[start..<min(rows.count, start + max(1, rowsPerSegment))])
                start += part.count
                sequence += 1
                replacement.append(try publishSegment(part, sequence: sequence, target: targetID))
            }
            let names = Set(replacement.map(\.name))
            let replaced = published.dropFirst(kept.count).filter { !names.contains($0.name) }
            superseded += replaced
            retiredThrough = max(retiredThrough, Self.greatestSequence(replaced))
            published = kept + replacement
            if kind == .whole {
                snapshotSegments = replacement.count
                snapshotRows = rows.count
            }
            if let last = rows.last { publishedThrough = max(publishedThrough, PublicationMark(last)) }
            try perform {
                try store.recordSyncState([
                    Key.published: publishedThrough == .start ? nil : publishedThrough.description,
                    Key.sequence: String(sequence), Key.segments: encodeEntries(published),
                    Key.superseded: encodeEntries(superseded), Key.snapshotSegments: String(snapshotSegments),
                    Key.snapshotRows: String(snapshotRows), Key.retiredThrough: String(retiredThrough),
                ])
            }
            report.compacted = true
            report.segmentsWritten += replacement.count
        }

        // The manifest last, and only when it would say something new.
        if manifests[me]?.segments != published, !published.isEmpty || manifests[me] != nil || resealing {
            let clock = try perform { try store.lastChangeStamp() }
            let manifest = Manifest(
                target: targetID, device: me, written: max(clock, publishedThrough.stamp).description,
                segments: published)
            let data: Data
            if let key {
                do {
                    data = try manifest.sealed(with: key, encryption: identity.encryption)
                } catch {
                    throw .encryption(target: target, .libraryUnavailable)
                }
            } else {
                data = try encode(manifest)
            }
            try transport.publish(data, at: SyncFormat.manifestPath(me), replacing: true)
        }

        // The files in the clear whose rows the manifest just written carries sealed.
        for (device, files) in sealing {
            for path in files { try transport.remove(path) }
            if clearSealing.contains(where: { $0.device == device }) {
                report.sealedInTheClear.append(device)
            } else {
                report.resealedEarlierGeneration.append(device)
            }
        }
        report.skipped.removeAll { file in
            sealing.contains { file.path.hasPrefix(SyncFormat.devicePath($0.device) + "/") }
        }
        report.readWithEarlierKey = readEarlier.sorted { $0.key < $1.key }
            .filter { entry in !sealing.contains { $0.device == entry.key } }
            .map { EarlierKeyRead(device: $0.key, generation: $0.value) }

        // Then what no manifest of this device names any more: the segments a compaction
        // replaced, and any a sync cut off wrote without naming. A device that read the old
        // manifest finds them gone, takes them for "not there yet", and reads the snapshot next.
        if !superseded.isEmpty || report.compacted {
            let named = Set(published.map(\.name))
            let folder = "\(SyncFormat.devicePath(me))/segments"
            for name in try transport.list(folder) where SyncFormat.isSegmentName(name) && !named.contains(name) {
                try transport.remove("\(folder)/\(name)")
                report.segmentsRemoved += 1
            }
            try perform { try store.recordSyncState([Key.superseded: nil]) }
        }
        return report
    }

    /// Whether this device's own manifest on the target, opened with `key` (the one it had
    /// before a passphrase was typed), names a segment this database never published: the same
    /// test ``run()`` makes with the key of the day. Only the manifest is read with the old key,
    /// and only to decide to take a new identity — never to take anything in.
    private func ownFolderIsAhead(openedWith key: SyncKey, target: String, state: [String: String])
        throws(SyncError) -> Bool
    {
        let me = store.deviceID
        guard let data = try transport.read(SyncFormat.manifestPath(me)),
            case .manifest(let manifest) = Manifest.opening(data, with: key, group: target, device: me),
            manifest.target == target, manifest.device == me
        else { return false }
        let known = Set((decodeEntries(state[Key.segments]) + decodeEntries(state[Key.superseded])).map(\.name))
        let retiredThrough = state[Key.retiredThrough].flatMap(Int.init) ?? 0
        return manifest.segments.contains {
            !known.contains($0.name) && (SyncFormat.sequence(ofSegment: $0.name) ?? Int.max) > retiredThrough
        }
    }

    /// Whether one of `entries` — segments of this device's folder that this database does not
    /// know, numbered no later than one it retired, so at first sight an old one of its own — holds
    /// a version stamped by this device's id that this database never wrote: a row it does not
    /// have, or a version newer than the one it has (every version a database writes stays in it
    /// until a newer one replaces it). Another database publishes under this id, then: the other
    /// copy of a cloned machine whose numbering restarted below this one's, after both had their
    /// folder sealed anew by another device. A segment missing, torn or unreadable says nothing.
    /// - Complexity: reads each of `entries`, and the stamps of each table once, only when there
    ///   are such entries (an old manifest of this device's put back, or a clone's).
    /// - Throws: ``SyncError`` when this database's stamps cannot be read.
    private func holdsVersionsNeverWrittenHere(_ entries: [Manifest.Entry]) throws(SyncError) -> Bool {
        guard !entries.isEmpty else { return false }
        let me = store.deviceID
        var stamps: [RowVersion.Table: [UUID: HybridLogicalClock]] = [:]
        for entry in entries where SyncFormat.isSegmentName(entry.name) {
            // A segment missing, torn or unreadable says nothing about clones: it is skipped.
            guard let data = try? transport.read(SyncFormat.segmentPath(me, entry.name)),
                data.withUnsafeBytes({ SHA256.hex(of: $0) }) == entry.sha256
            else { continue }
            // As above: a segment that cannot be opened says nothing, and is skipped.
            let opened: Segment?
            if let key {
                opened = try? Segment(opening: data, with: key.withoutRing)
            } else {
                opened = try? Segment(decoding: data)  // skipped too, as said above
            }
            guard let segment = opened, segment.device == me else { continue }
            for row in segment.rows where row.device == me && row.table != .settings {
                guard let id = UUID(uuidString: row.id) else { continue }
                // Stamps not read must not pass for none: every row would then look never written
                // here, and this device would take a new identity for a clone that is not there.
                if stamps[row.table] == nil {
                    stamps[row.table] = try perform { try store.changeStamps(in: row.table) }
                }
                guard let held = stamps[row.table]?[id], row.stamp <= held else { return true }
            }
        }
        return false
    }

    /// Takes a new device identity (``IdentityRenewal``) and syncs again under it: the rows this
    /// device wrote become the new identity's, its own bookkeeping starts afresh (what it read of
    /// the others stays), and the sync publishes its whole history under the new id and reads the
    /// old id's files as another device's.
    private func renewIdentity(leaving previous: String) throws(SyncError) -> SyncReport {
        let current = store.makeID().uuidString
        try perform {
            try store.renewDeviceID(
                to: current,
                keepingSyncState: { key in !Key.ownPublication.contains(key) },
                recording: [Key.renewal: "\(previous) \(current)"])
        }
        var report = try run(renewing: false, adopting: previous)
        report.renewedIdentity = IdentityRenewal(previous: previous, current: current)
        return report
    }

    /// What the other devices published that is not here after this merge: the stamps of each
    /// segment their manifests name that was neither applied before nor `read` now, and every
    /// stamp of a device whose manifest could not be read this time (`unread`).
    private static func unsettled(
        _ manifests: [String: Manifest], unread: Set<String>, applied: (String) -> [String: String],
        read: Set<SegmentKey>
    ) -> UnsettledPublications {
        var unsettled = UnsettledPublications()
        for device in unread { unsettled.addUnknown(device: device) }
        for (device, manifest) in manifests {
            let done = applied(device)
            var lower = HybridLogicalClock.zero
            for entry in manifest.segments {
                defer { lower = HybridLogicalClock(entry.last) ?? lower }
                guard done[entry.name] != entry.sha256, !read.contains(SegmentKey(device: device, name: entry.name))
                else { continue }
                guard let upper = HybridLogicalClock(entry.last), lower <= upper else {
                    unsettled.addUnknown(device: device)
                    continue
                }
                unsettled.add(device: device, stamps: lower...upper)
            }
        }
        return unsettled
    }

    /// Of the devices whose files are in the clear in this encrypted target, those whose plain
    /// manifest is of this group and device and names only segments this device applied (it read
    /// before encryption was turned on: their rows are all here already), and whose folder holds
    /// no sealed segment (a device that re-sealed is not abandoned; a plain manifest there is
    /// someone else's doing, named in the status, and nothing of its folder is touched), with the
    /// paths of their files to remove: the manifest last.
    private func clearTextToSeal(_ devices: Set<String>, target: String, state: [String: String])
        throws(SyncError) -> [(device: String, files: [String])]
    {
        var sealing: [(device: String, files: [String])] = []
        devices: for device in devices.sorted() {
            guard let data = try transport.read(SyncFormat.manifestPath(device)),
                case .manifest(let manifest) = Manifest.opening(data, with: nil, group: target, device: device),
                manifest.target == target, manifest.device == device
            else { continue }
            // A device this one never read from (a folder planted, or from before it joined) is
            // not this device's to take over.
            guard let record = state[Key.applied(device)] else { continue }
            let applied = decodeApplied(record)
            guard manifest.segments.allSatisfy({ applied[$0.name] == $0.sha256 }) else { continue }
            var files: [String] = []
            let folder = "\(SyncFormat.devicePath(device))/segments"
            for name in try transport.list(folder) where SyncFormat.isSegmentName(name) {
                let path = "\(folder)/\(name)"
                if let bytes = try transport.read(path), Segment.isWholeSealedFile(bytes) { continue devices }
                files.append(path)
            }
            sealing.append((device, files + [SyncFormat.manifestPath(device)]))
        }
        return sealing
    }

    /// Of the devices whose files are sealed with another generation of the passphrase (a device
    /// switched off before the passphrase changed, or not given the new one yet), those this
    /// device read from before and whose every segment on the target is one it applied, byte for
    /// byte (its manifest cannot be opened with this key; the segments' names and checksums are
    /// compared with the record of what was applied): their rows are all here already. With the
    /// paths of their files to remove, the manifest last.
    private func sealedEarlierToSeal(_ devices: Set<String>, state: [String: String])
        throws(SyncError) -> [(device: String, files: [String])]
    {
        var sealing: [(device: String, files: [String])] = []
        devices: for device in devices.sorted() {
            guard let record = state[Key.applied(device)] else { continue }
            let applied = decodeApplied(record)
            var files: [String] = []
            let folder = "\(SyncFormat.devicePath(device))/segments"
            for name in try transport.list(folder) where SyncFormat.isSegmentName(name) {
                let path = "\(folder)/\(name)"
                guard let bytes = try transport.read(path),
                    applied[name] == bytes.withUnsafeBytes({ SHA256.hex(of: $0) })
                else { continue devices }
                files.append(path)
            }
            sealing.append((device, files + [SyncFormat.manifestPath(device)]))
        }
        return sealing
    }

    /// The greatest sequence number among `entries`' names (0 for none).
    private static func greatestSequence(_ entries: some Sequence<Manifest.Entry>) -> Int {
        entries.compactMap { SyncFormat.sequence(ofSegment: $0.name) }.max() ?? 0
    }

    /// Writes one segment of `rows` under its name: a name that exists holds these very bytes
    /// (the name carries the checksum).
    private func publishSegment(_ rows: [RowVersion], sequence: Int, target: String) throws(SyncError)
        -> Manifest.Entry
    {
        let data: Data
        do {
            let segment = Segment(target: target, device: store.deviceID, sequence: sequence, rows: rows)
            data = try key.map { try segment.sealed(with: $0) } ?? segment.encoded()
        } catch {
            throw .store(.corruptRow(table: rows[0].table.rawValue, id: rows[0].id, field: "?", value: "\(error)"))
        }
        let checksum = data.withUnsafeBytes { SHA256.hex(of: $0) }
        let name = SyncFormat.segmentName(sequence: sequence, checksum: checksum)
        let path = SyncFormat.segmentPath(store.deviceID, name)
        try transport.publish(data, at: path, replacing: false)
        // Read back before it is recorded: a name already there (a publication cut off wrote
        // it), a server that stored part of the request or a disk that filled may hold other
        // bytes than these. They are written again, whole, once; still not these bytes, the sync
        // fails, and the segment is never named.
        let checksumThere = { () throws(SyncError) -> String? in
            try transport.read(path).map { $0.withUnsafeBytes { SHA256.hex(of: $0) } }
        }
        if try checksumThere() != checksum {
            try transport.publish(data, at: path, replacing: true)
            guard try checksumThere() == checksum else {
                throw .cannotWrite(
                    target: transport.targetDescription, path: path,
                    problem: .damaged(account: "the target kept other bytes than those written"))
            }
        }
        let last = rows[rows.count - 1]
        return .init(
            name: name, sha256: checksum, bytes: data.count, rows: rows.count, last: last.stamp.description,
            through: PublicationMark(last).description)
    }

    // MARK: - Reading and writing files

    private func readIdentity() throws(SyncError) -> TargetIdentity? {
        let target = transport.targetDescription
        guard let data = try transport.read(SyncFormat.targetPath) else { return nil }
        let header: FormatHeader
        do {
            header = try JSONDecoder().decode(FormatHeader.self, from: data)
        } catch {
            throw .unreadable(
                target: target, path: SyncFormat.targetPath, problem: .damaged(account: Segment.summary(of: error)))
        }
        guard header.format == TargetIdentity.kind else {
            throw .unreadable(target: target, path: SyncFormat.targetPath, problem: .notTargetIdentity)
        }
        guard header.version <= SyncFormat.version else {
            throw .newerFormat(target: target, path: SyncFormat.targetPath, version: header.version)
        }
        do {
            return try JSONDecoder().decode(TargetIdentity.self, from: data)
        } catch {
            throw .unreadable(
                target: target, path: SyncFormat.targetPath, problem: .damaged(account: Segment.summary(of: error)))
        }
    }

    private func encode(_ value: some Encodable) throws(SyncError) -> Data {
        do {
            return try Segment.encoder.encode(value)
        } catch {
            throw .unreadable(target: transport.targetDescription, path: "?", problem: .damaged(account: "\(error)"))
        }
    }

    private func syncState() throws(SyncError) -> [String: String] {
        try perform { try store.syncState() }
    }

    private func perform<Result>(_ body: () throws -> Result) throws(SyncError) -> Result {
        do {
            return try body()
        } catch let error as StoreError {
            throw .store(error)
        } catch let error as SyncError {
            throw error
        } catch {
            throw .store(.cannotOpen(path: store.path, reason: .other("\(error)")))
        }
    }

    private static func date(_ stamp: HybridLogicalClock) -> Date {
        Date(timeIntervalSince1970: TimeInterval(stamp.milliseconds) / 1000)
    }
}

/// A row, whatever its version.
private struct RowKey: Hashable {
    var table: RowVersion.Table
    var id: String

    init(_ version: RowVersion) {
        table = version.table
        id = version.id
    }
}

/// A segment of a device.
private struct SegmentKey: Hashable {
    var device: String
    var name: String
}

private func decodeEntries(_ text: String?) -> [Manifest.Entry] {
    guard let text else { return [] }
    // The sync state is written only by the encoders below: text they did not write is as none, and the next sync
    // records it again.
    return (try? JSONDecoder().decode([Manifest.Entry].self, from: Data(text.utf8))) ?? []
}

private func encodeEntries(_ entries: [Manifest.Entry]) -> String {
    // Encoding plain names and strings to JSON does not fail.
    (try? String(decoding: Segment.encoder.encode(entries), as: UTF8.self)) ?? "[]"
}

private func decodeNames(_ text: String?) -> [String] {
    guard let text else { return [] }
    // Written only by encodeNames: text it did not write is as none.
    return (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? []
}

private func encodeNames(_ names: [String]) -> String {
    // Encoding plain strings to JSON does not fail.
    (try? String(decoding: Segment.encoder.encode(names), as: UTF8.self)) ?? "[]"
}

private func decodeApplied(_ text: String?) -> [String: String] {
    guard let text else { return [:] }
    // Written only by encodeApplied: text it did not write is as none, and segments are applied again (applying is
    // idempotent).
    return (try? JSONDecoder().decode([String: String].self, from: Data(text.utf8))) ?? [:]
}

private func encodeApplied(_ applied: [String: String]) -> String {
    // Encoding plain strings to JSON does not fail.
    (try? String(decoding: Segment.encoder.encode(applied), as: UTF8.self)) ?? "{}"
}
