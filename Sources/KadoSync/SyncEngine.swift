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
    /// The id of a new target (random by default; tests fix it).
    public var makeTargetID: () -> String = { UUID().uuidString }

    /// An engine for `store` and `transport`.
    public init(store: HabitStore, transport: any SyncTransport, now: @escaping @Sendable () -> Date) {
        self.store = store
        self.transport = transport
        self.now = now
    }

    private enum Key {
        static let target = "sync.target-id"
        static let published = "sync.published-through"
        static let sequence = "sync.sequence"
        static let segments = "sync.segments"
        static let appliedPrefix = "sync.applied."
        static func applied(_ device: String) -> String { appliedPrefix + device }
    }

    // MARK: - Setting up

    /// Joins the target's sync group, or creates the group when the target holds none: tries the
    /// target (reading and writing) before anything is recorded here. Joining another group than
    /// the one this device was in starts its bookkeeping afresh (everything is published again).
    /// - Returns: the target's identity.
    /// - Throws: ``SyncError``: the target unreachable or not writable, its identity unreadable or
    ///   in a newer format.
    @discardableResult
    public func setUp() throws(SyncError) -> TargetIdentity {
        let identity: TargetIdentity
        if let existing = try readIdentity() {
            identity = existing
        } else {
            let created = TargetIdentity(target: makeTargetID(), createdBy: store.deviceID)
            if try transport.publish(try encode(created), at: SyncFormat.targetPath, replacing: false) {
                identity = created
            } else if let other = try readIdentity() {
                // Another device created it between the read and the write.
                identity = other
            } else {
                throw .unreadable(
                    target: transport.targetDescription, path: SyncFormat.targetPath, reason: "it vanished")
            }
        }
        let state = try syncState()
        if state[Key.target] != identity.target {
            var changes: [String: String?] = [Key.target: identity.target]
            for key in state.keys where key != Key.target { changes[key] = .some(nil) }
            try perform { try store.recordSyncState(changes) }
        }
        return identity
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
        var state = try syncState()
        guard let targetID = state[Key.target] else { throw .notSetUp }
        let target = transport.targetDescription
        guard let identity = try readIdentity() else { throw .targetEmptied(target: target) }
        guard identity.target == targetID else {
            throw .otherTarget(target: target, expected: targetID, found: identity.target)
        }
        var report = SyncReport()
        let me = store.deviceID

        // Every manifest first, so that a newer format anywhere is refused before anything is written.
        var manifests: [String: Manifest] = [:]
        for name in try transport.list(SyncFormat.devicesPath) where SyncFormat.isDeviceFolderName(name) {
            let path = SyncFormat.manifestPath(name)
            guard let data = try transport.read(path) else { continue }
            switch decodeManifest(data) {
            case .newer(let version):
                throw .newerFormat(target: target, path: path, version: version)
            case .unreadable(let reason):
                report.skipped.append(.init(path: path, reason: reason))
            case .manifest(let manifest):
                if manifest.target != targetID {
                    report.skipped.append(.init(path: path, reason: "it belongs to another sync group"))
                } else if manifest.device != name {
                    report.skipped.append(.init(path: path, reason: "it names another device"))
                } else {
                    manifests[name] = manifest
                }
            }
        }
        var published = decodeEntries(state[Key.segments])
        if let mine = manifests[me] {
            let known = Set(published.map(\.name))
            if mine.segments.contains(where: { !known.contains($0.name) }) {
                throw .deviceIDInUse(target: target, deviceID: me)
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
                    report.skipped.append(.init(path: entry.name, reason: "not a segment's name"))
                    continue
                }
                let path = SyncFormat.segmentPath(device, entry.name)
                guard let data = try transport.read(path) else {
                    report.skipped.append(.init(path: path, reason: "not there yet"))
                    continue
                }
                guard SHA256.hex(of: Array(data)) == entry.sha256 else {
                    report.skipped.append(
                        .init(path: path, reason: "its checksum does not match its manifest: still being copied?"))
                    continue
                }
                let segment: Segment
                do {
                    segment = try Segment(decoding: data)
                } catch {
                    switch error {
                    case .newerFormat(let version):
                        throw .newerFormat(target: target, path: path, version: version)
                    case .unreadable(let reason):
                        report.skipped.append(.init(path: path, reason: reason))
                        continue
                    }
                }
                guard segment.target == targetID, segment.device == device else {
                    report.skipped.append(.init(path: path, reason: "it belongs to another device or sync group"))
                    continue
                }
                let key = SegmentKey(device: device, name: entry.name)
                readSegments[key] = entry.sha256
                for row in segment.rows {
                    segmentsOfRow[RowKey(row), default: []].append(key)
                    incoming.append(row)
                }
            }
        }

        // The merge, and the record of what it took in, in one transaction.
        if !readSegments.isEmpty {
            let appliedBefore = state.filter { $0.key.hasPrefix(Key.appliedPrefix) }
            let application = try perform {
                try store.applyRemote(incoming, clockLeadLimit: clockLeadLimit) { application in
                    // A segment with a record still waiting for its habit is read again next time.
                    var incomplete: Set<SegmentKey> = []
                    for row in application.waiting + application.ahead {
                        incomplete.formUnion(segmentsOfRow[RowKey(row)] ?? [])
                    }
                    var applied: [String: [String: String]] = [:]
                    for (key, checksum) in readSegments where !incomplete.contains(key) {
                        if applied[key.device] == nil {
                            applied[key.device] = decodeApplied(appliedBefore[Key.applied(key.device)])
                        }
                        applied[key.device]?[key.name] = checksum
                    }
                    return applied.reduce(into: [:]) { changes, entry in
                        changes[Key.applied(entry.key)] = encodeApplied(entry.value)
                    }
                }
            }
            report.segmentsRead = readSegments.count
            report.received = application.applied
            report.alreadyKnown = application.stale
            report.waiting = application.waiting.count
            report.ahead = application.ahead.count
            report.refused = application.refused
            report.resurrectedHabits = application.resurrectedHabitIDs.count
            report.clockLeads = application.clockLeads.mapValues { TimeInterval($0) / 1000 }
            report.touchedHabitIDs = application.touchedHabitIDs
            report.previousStamp = application.previousStamp
            report.stamp = application.stamp
            report.changedLocally = application.changedRows
            state = try syncState()
        }

        // This device's files vanished from the target (a folder restored from an old copy, a
        // device folder removed): what they held is published again. A missing file is never
        // taken for a deletion.
        var publishedThrough = state[Key.published].flatMap(HybridLogicalClock.init) ?? .zero
        var sequence = state[Key.sequence].flatMap(Int.init) ?? 0
        if !published.isEmpty {
            let present = Set(try transport.list("\(SyncFormat.devicePath(me))/segments"))
            if published.contains(where: { !present.contains($0.name) }) {
                publishedThrough = .zero
                published = []
                report.republished = true
            }
        }

        // This device's own changes since it last published, in segments.
        let versions = try perform { try store.rowVersions(writtenBy: me, after: publishedThrough) }
        var start = 0
        while start < versions.count {
            let rows = Array(versions[start..<min(versions.count, start + max(1, rowsPerSegment))])
            start += rows.count
            sequence += 1
            let data: Data
            do {
                data = try Segment(target: targetID, device: me, sequence: sequence, rows: rows).encoded()
            } catch {
                throw .store(.corruptRow(table: rows[0].table.rawValue, id: rows[0].id, field: "?", value: "\(error)"))
            }
            let checksum = SHA256.hex(of: Array(data))
            let name = SyncFormat.segmentName(sequence: sequence, checksum: checksum)
            // A name that exists holds these very bytes (the name carries the checksum).
            try transport.publish(data, at: SyncFormat.segmentPath(me, name), replacing: false)
            let last = rows[rows.count - 1].stamp
            published.append(
                .init(name: name, sha256: checksum, bytes: data.count, rows: rows.count, last: last.description))
            publishedThrough = last
            try perform {
                try store.recordSyncState([
                    Key.published: last.description, Key.sequence: String(sequence),
                    Key.segments: encodeEntries(published),
                ])
            }
            report.sent += rows.count
            report.segmentsWritten += 1
        }
        if report.republished, versions.isEmpty {
            try perform { try store.recordSyncState([Key.published: nil, Key.segments: encodeEntries(published)]) }
        }
        // The manifest last, and only when it would say something new.
        if manifests[me]?.segments != published, !published.isEmpty || manifests[me] != nil {
            let clock = try perform { try store.lastChangeStamp() }
            let manifest = Manifest(
                target: targetID, device: me, written: max(clock, publishedThrough).description, segments: published)
            try transport.publish(try encode(manifest), at: SyncFormat.manifestPath(me), replacing: true)
        }
        return report
    }

    // MARK: - Reading and writing files

    private func readIdentity() throws(SyncError) -> TargetIdentity? {
        let target = transport.targetDescription
        guard let data = try transport.read(SyncFormat.targetPath) else { return nil }
        let header: FormatHeader
        do {
            header = try JSONDecoder().decode(FormatHeader.self, from: data)
        } catch {
            throw .unreadable(target: target, path: SyncFormat.targetPath, reason: Segment.summary(of: error))
        }
        guard header.format == TargetIdentity.kind else {
            throw .unreadable(target: target, path: SyncFormat.targetPath, reason: "it is not a target's identity")
        }
        guard header.version <= SyncFormat.version else {
            throw .newerFormat(target: target, path: SyncFormat.targetPath, version: header.version)
        }
        do {
            return try JSONDecoder().decode(TargetIdentity.self, from: data)
        } catch {
            throw .unreadable(target: target, path: SyncFormat.targetPath, reason: Segment.summary(of: error))
        }
    }

    private enum DecodedManifest {
        case manifest(Manifest)
        case newer(Int)
        case unreadable(String)
    }

    private func decodeManifest(_ data: Data) -> DecodedManifest {
        guard let header = try? JSONDecoder().decode(FormatHeader.self, from: data) else {
            return .unreadable("it is not a manifest (damaged, or still being copied?)")
        }
        guard header.format == Manifest.kind else { return .unreadable("it is not a manifest") }
        guard header.version <= SyncFormat.version else { return .newer(header.version) }
        do {
            let manifest = try JSONDecoder().decode(Manifest.self, from: data)
            guard manifest.envelope == SyncFormat.plainEnvelope else {
                return .unreadable("its envelope \(manifest.envelope) is not one this version reads")
            }
            return .manifest(manifest)
        } catch {
            return .unreadable(Segment.summary(of: error))
        }
    }

    private func encode(_ value: some Encodable) throws(SyncError) -> Data {
        do {
            return try Segment.encoder.encode(value)
        } catch {
            throw .unreadable(target: transport.targetDescription, path: "?", reason: "\(error)")
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
    return (try? JSONDecoder().decode([Manifest.Entry].self, from: Data(text.utf8))) ?? []
}

private func encodeEntries(_ entries: [Manifest.Entry]) -> String {
    (try? String(decoding: Segment.encoder.encode(entries), as: UTF8.self)) ?? "[]"
}

private func decodeApplied(_ text: String?) -> [String: String] {
    guard let text else { return [:] }
    return (try? JSONDecoder().decode([String: String].self, from: Data(text.utf8))) ?? [:]
}

private func encodeApplied(_ applied: [String: String]) -> String {
    (try? String(decoding: Segment.encoder.encode(applied), as: UTF8.self)) ?? "{}"
}
