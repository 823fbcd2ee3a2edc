import Foundation
import KadoCore
import KadoStore
import KadoSync
import KadoTestSupport
import Testing

@testable import KadoApp

/// The key ring (docs/sync.md, "The key ring"): a device that held the passphrase a change ended
/// keeps its key, reads with it the files sealed before the change that come in late, and re-seals
/// what they hold under the current key — a device switched off for good right after a change it
/// had not seen, changes stamped ahead and held back across a change, a database put back from a
/// copy that did not hold the latest passphrase. `--old-leaked` closes the ring on every device.
@Suite("Sync key ring")
struct KeyRingTests {
    let folder: TemporaryFolder
    let shared: String
    let first: SyncDevice
    let second: SyncDevice
    let third: SyncDevice

    static let oldPassphrase = "the passphrase of the first days"
    static let newPassphrase = "the passphrase after the change"

    init() throws {
        folder = try TemporaryFolder(prefix: "kado-key-ring", in: TemporaryFolder.memoryBackedBase)
        shared = folder.path("shared")
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        var devices: [SyncDevice] = []
        for (index, name) in ["first", "second", "third"].enumerated() {
            let device = try SyncDevice(
                name: name, databasePath: folder.path("\(name)/kado.sqlite"),
                transport: FolderTransport(root: shared, flushesToDisk: false),
                start: syncEpoch.addingTimeInterval(Double(index)))
            device.savedTarget = .folder(path: shared)
            device.passphrase = Self.oldPassphrase
            devices.append(device)
        }
        (first, second, third) = (devices[0], devices[1], devices[2])
    }

    /// Every device set up on the shared folder under the old passphrase, a habit of each, all
    /// synced twice.
    private func start() throws {
        for device in [first, second, third] {
            try device.setUp()
            try device.tracker.habits.createHabit(HabitDraft(name: "\(device.name)'s habit"))
        }
        for _ in 0..<2 { for device in [first, second, third] { try device.sync() } }
    }

    /// `device` checks its own habit in today: the record's id.
    private func checkIn(on device: SyncDevice) throws -> UUID {
        let habit = try #require(try device.habit(named: "\(device.name)'s habit"))
        let before = try device.store.lastChangeStamp()
        try device.tracker.checkIns.checkIn(.done, habit: .id(habit.id), day: try device.tracker.today())
        let written = try device.store.rowVersions(writtenBy: device.deviceID, after: before)
        let record = try #require(written.first { $0.table == .completions })
        return try #require(UUID(uuidString: record.id))
    }

    /// Whether `device` holds the record `id`, live.
    private func holds(_ id: UUID, on device: SyncDevice) throws -> Bool {
        let habit = try #require(try device.habit(named: "third's habit"))
        return try device.store.completionStates(of: habit.id)[id].map { !$0.isDeleted } ?? false
    }

    /// `device` publishes into a copy of the shared folder that no other device reads yet (its
    /// sync tool has not copied it on): the caller delivers it later with ``deliver(_:)``.
    private func publishApart(_ device: SyncDevice) throws {
        let apart = folder.path("apart-\(device.name)")
        try FileManager.default.copyItem(atPath: shared, toPath: apart)
        device.transport = FolderTransport(root: apart, flushesToDisk: false)
        try device.sync()
        device.transport = FolderTransport(root: shared, flushesToDisk: false)
    }

    /// The folder `device` published apart, copied over its folder in the shared one: a sync tool
    /// delivering it late.
    private func deliver(_ device: SyncDevice) throws {
        let from = folder.path("apart-\(device.name)/kado-sync/devices/\(device.deviceID)")
        let to = "\(shared)/kado-sync/devices/\(device.deviceID)"
        try? FileManager.default.removeItem(atPath: to)
        try FileManager.default.copyItem(atPath: from, toPath: to)
    }

    /// The second device, asked for the new passphrase, types it; then syncs.
    private func secondTakesTheNewPassphrase() throws -> SyncReport {
        #expect(throws: SyncError.self) { try second.sync() }
        try second.typePassphrase(Self.newPassphrase)
        return try second.sync()
    }

    /// The generations of the sealed files under the third device's folder.
    private func generationsOfThirdsFiles() -> Set<Int> {
        var generations: Set<Int> = []
        for (path, bytes) in folderContents("\(shared)/kado-sync/devices/\(third.deviceID)")
        where !path.hasPrefix(".") {
            if let object = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any],
                let generation = object["generation"] as? Int
            {
                generations.insert(generation)
            }
        }
        return generations
    }

    @Test("a device switched off right after a change it had not seen: its last check-in is read with the ring")
    func retiredRightAfterAnUnseenChange() throws {
        try start()
        // The third device checks in and syncs under the old passphrase; its sync tool has not
        // copied that to the others when the first changes the passphrase. Then it is switched off.
        let record = try checkIn(on: third)
        try publishApart(third)
        try first.changePassphrase(to: Self.newPassphrase, thenSyncing: true)
        let ring = try #require(try first.keptKey()).earlier.map(\.generation)
        #expect(ring == [try #require(third.key).generation], "the first device kept no earlier key")
        #expect(try holds(record, on: first) == false)
        try deliver(third)
        // Late, the third's last files come: the first reads them with the earlier key, and seals
        // what they hold anew under the new one.
        let report = try first.sync()
        #expect(report.resealedEarlierGeneration == [third.deviceID])
        #expect(try holds(record, on: first))
        #expect(generationsOfThirdsFiles().isEmpty, "the old-key files stay")
        _ = try secondTakesTheNewPassphrase()
        try second.sync()
        #expect(try holds(record, on: second))
        #expect(try #require(try second.keptKey()).earlier.count == 1, "the second device kept no earlier key")
    }

    @Test("changes stamped ahead and held back across a change are read with the ring once the clocks get there")
    func stampedAheadAcrossAChange() throws {
        try start()
        // The third device's clock runs a day fast: its check-in waits on the others.
        third.clock.set(third.clock.now.addingTimeInterval(86_400))
        let record = try checkIn(on: third)
        try third.sync()
        #expect(try first.sync().ahead > 0)
        // Switched off; the first changes the passphrase before the clocks catch up.
        try first.changePassphrase(to: Self.newPassphrase, thenSyncing: true)
        let waiting = try first.sync()
        #expect(waiting.ahead > 0)
        #expect(waiting.readWithEarlierKey.map(\.device) == [third.deviceID])
        #expect(try holds(record, on: first) == false)
        // The status says so: held back for the clock, and read with an earlier passphrase.
        _ = try first.tracker.sync.syncNow()
        let status = try first.tracker.sync.syncStatus()
        #expect(status.lastOutcome?.readWithEarlierKey.map(\.device) == [third.deviceID])
        #expect(status.heldBack.contains { if case .clockAhead = $0 { true } else { false } })
        // A day later, the first clock is there: the check-in comes in and goes out under the new key.
        for device in [first, second] { device.clock.set(device.clock.now.addingTimeInterval(2 * 86_400)) }
        let caughtUp = try first.sync()
        #expect(caughtUp.resealedEarlierGeneration == [third.deviceID])
        #expect(caughtUp.readWithEarlierKey.isEmpty)
        #expect(try holds(record, on: first))
        _ = try secondTakesTheNewPassphrase()
        try second.sync()
        #expect(try holds(record, on: second))
    }

    @Test("a database put back from a copy without the latest passphrase gets back what no device had read")
    func restoredWithoutTheLatestPassphrase() throws {
        try start()
        let copy = folder.path("copy/kado.sqlite")
        try FileManager.default.createDirectory(atPath: folder.path("copy"), withIntermediateDirectories: true)
        try third.store.copy(to: copy)
        // After the copy, the third checks in and publishes it; no other device reads it before
        // the first changes the passphrase.
        let record = try checkIn(on: third)
        try publishApart(third)
        try first.changePassphrase(to: Self.newPassphrase, thenSyncing: true)
        try deliver(third)
        // The third's database is put back from the copy (its key file stays: the old passphrase).
        let restored = try SyncDevice(
            name: "third", databasePath: copy, transport: third.transport, start: third.clock.now)
        restored.savedTarget = third.savedTarget
        try FileManager.default.copyItem(
            atPath: SyncKeyFile.path(forDatabase: third.tracker.databasePath),
            toPath: SyncKeyFile.path(forDatabase: copy))
        restored.key = try restored.keptKey()
        #expect(try holds(record, on: restored) == false)
        #expect(throws: SyncError.self) { try restored.sync() }
        try restored.typePassphrase(Self.newPassphrase)
        let report = try restored.sync()
        #expect(report.renewedIdentity?.previous == third.deviceID)
        #expect(try holds(record, on: restored), "the restored database did not get back what it had published")
        try first.sync()
        #expect(try holds(record, on: first))
        _ = try secondTakesTheNewPassphrase()
        try second.sync()
        #expect(try holds(record, on: second))
    }

    @Test(
        "a change of passphrase that lost a race, its device switched off: its files are read once that passphrase is typed elsewhere"
    )
    func lostRaceThenRetired() throws {
        try start()
        let targetFile = "\(shared)/kado-sync/target.json"
        let before = try Data(contentsOf: URL(fileURLWithPath: targetFile))
        // The third changes the passphrase and checks in under it; then it is switched off for good.
        let lost = "the third's passphrase, which lost"
        try third.changePassphrase(to: lost, thenSyncing: true)
        let record = try checkIn(on: third)
        try third.sync()
        let lostGeneration = try #require(third.key).generation
        // The first had not seen that change (its sync tool kept the earlier target.json), and
        // changes the passphrase too: a greater generation, which wins.
        try before.write(to: URL(fileURLWithPath: targetFile))
        var tries = 0
        repeat {
            try first.changePassphrase(to: Self.newPassphrase, thenSyncing: true)
            tries += 1
        } while try #require(first.key).generation < lostGeneration && tries < 40
        #expect(try #require(first.key).generation > lostGeneration)
        // The third's files, sealed with a key no other device holds, are held back and named.
        let heldBack = try first.sync()
        let manifest = "kado-sync/devices/\(third.deviceID)/manifest.json"
        #expect(heldBack.skipped.contains { $0.path == manifest && $0.reason == .otherPassphrase })
        #expect(try holds(record, on: first) == false)
        _ = try first.tracker.sync.syncNow()
        #expect(
            try first.tracker.sync.syncStatus().heldBack.contains {
                if case .unreadFile(let file) = $0 { file.reason == .otherPassphrase } else { false }
            })
        // A passphrase that opens none of them is refused, and nothing is saved.
        let keyFile = SyncKeyFile.path(forDatabase: first.tracker.databasePath)
        let keyBefore = try Data(contentsOf: URL(fileURLWithPath: keyFile))
        #expect {
            try first.tracker.sync.addEarlierSyncPassphrase(Self.oldPassphrase)
        } throws: { error in
            if case .sync(let failure) = error as? AppError { return failure.kind == .earlierPassphraseOpensNothing }
            return false
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: keyFile)) == keyBefore)
        // The person types the passphrase the third had chosen: its key joins the ring, the files
        // are read, and what they hold goes out under the current passphrase.
        let added = try first.tracker.sync.addEarlierSyncPassphrase(lost)
        first.key = try first.keptKey()
        #expect(added.generations == [lostGeneration])
        #expect(try #require(first.key).earlier.map(\.generation).contains(lostGeneration))
        #expect(try holds(record, on: first))
        try first.sync()
        #expect(!generationsOfThirdsFiles().contains(lostGeneration), "the third's files stay sealed with its key")
        _ = try secondTakesTheNewPassphrase()
        try second.sync()
        #expect(try holds(record, on: second))
    }

    @Test("a sealed manifest carries its generation's clear encryption, the same as target.json's")
    func manifestCarriesItsEncryption() throws {
        try start()
        let target =
            try JSONSerialization.jsonObject(
                with: try Data(contentsOf: URL(fileURLWithPath: "\(shared)/kado-sync/target.json"))) as? [String: Any]
        let encryption = try #require(target?["encryption"] as? [String: Any])
        for device in [first, second, third] {
            let data = try Data(
                contentsOf: URL(fileURLWithPath: "\(shared)/kado-sync/devices/\(device.deviceID)/manifest.json"))
            let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let carried = try #require(manifest["encryption"] as? [String: Any])
            #expect(NSDictionary(dictionary: carried).isEqual(to: encryption))
            #expect(manifest["generation"] as? Int == encryption["generation"] as? Int)
        }
    }

    @Test("--old-leaked closes the ring on every device: old-key files are refused, and named in the status")
    func oldLeaked() throws {
        try start()
        let record = try checkIn(on: third)
        try publishApart(third)
        try first.changePassphrase(to: Self.newPassphrase, oldLeaked: true)
        let kept = try #require(try first.keptKey())
        #expect(kept.earlier.isEmpty)
        let identity = try JSONDecoder().decode(
            TargetIdentity.self,
            from: try #require(FileManager.default.contents(atPath: "\(shared)/kado-sync/target.json")))
        #expect(identity.encryption?.revokedBefore == kept.generation)
        #expect(identity.version == SyncFormat.revocationVersion)
        try deliver(third)
        let report = try first.sync()
        #expect(report.resealedEarlierGeneration.isEmpty)
        #expect(report.readWithEarlierKey.isEmpty)
        #expect(try holds(record, on: first) == false, "a file sealed with a revoked passphrase was read")
        #expect(
            report.skipped.contains {
                $0.path == SyncFormat.manifestPath(third.deviceID) && $0.reason == .otherPassphrase
            })
        _ = try first.tracker.sync.syncNow()
        #expect(
            try first.tracker.sync.syncStatus().heldBack.contains {
                if case .unreadFile(let file) = $0 {
                    file.device == third.deviceID && file.reason == .otherPassphrase
                } else {
                    false
                }
            })
        #expect(generationsOfThirdsFiles().count == 1, "the old-key files are kept, never removed unread")
        // The second device, which held the old key, drops it as it takes the new passphrase.
        _ = try secondTakesTheNewPassphrase()
        #expect(try #require(try second.keptKey()).earlier.isEmpty)
        #expect(try holds(record, on: second) == false)
        // A server that strips the revocation from target.json makes the key check fail.
        let path = "\(shared)/kado-sync/target.json"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let stripped = text.replacingOccurrences(of: ",\"revokedBefore\":\(kept.generation)", with: "")
        #expect(stripped != text)
        try stripped.write(toFile: path, atomically: true, encoding: .utf8)
        #expect {
            try first.sync()
        } throws: { error in
            if case .encryption(_, .keyRejected) = error as? SyncError { return true }
            return false
        }
    }

    @Test("a change keeps the earlier keys up to the ring's bound, newest first; a new group keeps none")
    func ringBound() throws {
        var key = SyncKey(target: "T", generation: 1, secret: try #require(SecretKey.decoding(base64: Self.bytes(1))))
        for generation in 2...(SyncKey.ringLimit + 4) {
            let next = SyncKey(
                target: "T", generation: generation,
                secret: try #require(SecretKey.decoding(base64: Self.bytes(generation))))
            key = next.keeping(key, revokedBefore: nil)
        }
        #expect(key.earlier.map(\.generation) == Array((4...(SyncKey.ringLimit + 3)).reversed()))
        #expect(key.earlier.allSatisfy { $0.earlier.isEmpty })
        #expect(key.keeping(nil, revokedBefore: 10).earlier.map(\.generation) == Array((10...11).reversed()))
        let other = SyncKey(target: "U", generation: 1, secret: try #require(SecretKey.decoding(base64: Self.bytes(0))))
        #expect(other.keeping(key, revokedBefore: nil).earlier.isEmpty)
    }

    /// 32 bytes of `value`, in base64.
    private static func bytes(_ value: Int) -> String {
        Data(repeating: UInt8(value), count: SecretKey.byteCount).base64EncodedString()
    }
}
