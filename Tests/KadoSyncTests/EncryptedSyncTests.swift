import Foundation
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoApp
@testable import KadoSync

/// The key, the seal and the key check, alone.
@Suite("Sync encryption: key and seal")
struct SyncKeyTests {
    @Test("the same passphrase and salt give the same key; another passphrase or salt another")
    func derivation() throws {
        let derivation = try KeyDerivation.random(cost: .least)
        let key = try derivation.key(from: "correct horse battery staple")
        #expect(try derivation.key(from: "correct horse battery staple") == key)
        #expect(try derivation.key(from: "correct horse battery stapler") != key)
        #expect(try KeyDerivation.random(cost: .least).key(from: "correct horse battery staple") != key)
        #expect(derivation.algorithm == "argon2id13")
        #expect(Data(base64Encoded: derivation.salt)?.count == 16)
        #expect(throws: EncryptionProblem.emptyPassphrase) { try derivation.key(from: "") }
    }

    @Test(
        "parameters a target must not ask for are refused before any work",
        arguments: [
            ("scrypt", 1, 8192, 16), ("argon2id13", 0, 8192, 16), ("argon2id13", 1, 1024, 16),
            ("argon2id13", 21, 8192, 16), ("argon2id13", 1, 2 << 30, 16), ("argon2id13", 1, 8192, 8),
        ])
    func refusedParameters(algorithm: String, operations: Int, memory: Int, saltBytes: Int) {
        let derivation = KeyDerivation(
            algorithm: algorithm, operations: operations, memory: memory,
            salt: Data(repeating: 7, count: saltBytes).base64EncodedString())
        #expect(derivation.problem != nil)
        #expect {
            _ = try derivation.key(from: "a passphrase")
        } throws: { error in
            if case .unsupportedDerivation = error as? EncryptionProblem { return true }
            return false
        }
    }

    @Test("a sealed text opens with its key and binding only, and never with a byte changed")
    func seal() throws {
        let (_, key) = try TargetEncryption.make(target: "T", generation: 1, passphrase: "p", cost: .least)
        let (_, other) = try TargetEncryption.make(target: "T", generation: 1, passphrase: "p", cost: .least)
        let binding = SealBinding(fields: ["kado-sync-segment", "2", "T", "D", "segment", "1"])
        let text = Data("Take medication at 8".utf8)
        let sealed = try key.seal(text, binding: binding)
        #expect(key.open(sealed, binding: binding) == text)
        #expect(sealed.count == text.count + 24 + 16)
        #expect(try key.seal(text, binding: binding) != sealed, "a new nonce every time")
        #expect(other.open(sealed, binding: binding) == nil, "another salt, another key")
        // Any other field, or the same fields cut elsewhere, is another binding.
        for fields in [["kado-sync-segment", "2", "T", "E", "segment", "1"], ["kado-sync-segment2", "", "T", "D"]] {
            #expect(key.open(sealed, binding: SealBinding(fields: fields)) == nil)
        }
        #expect(SealBinding(fields: ["ab", "c"]).bytes != SealBinding(fields: ["a", "bc"]).bytes)
        for index in sealed.indices {
            var flipped = sealed
            flipped[index] ^= 0x01
            #expect(key.open(flipped, binding: binding) == nil, "byte \(index) flipped")
        }
        #expect(key.open(sealed.dropLast(), binding: binding) == nil)
        #expect(key.open(Data(), binding: binding) == nil)
    }

    @Test("the key check tells the right passphrase from a wrong one, and binds group and generation")
    func keyCheck() throws {
        let (encryption, key) = try TargetEncryption.make(
            target: "T", generation: 3, passphrase: "right", cost: .least)
        #expect(encryption.opens(with: key))
        #expect(try encryption.key(target: "T", passphrase: "right") == key)
        #expect(throws: EncryptionProblem.wrongPassphrase) { try encryption.key(target: "T", passphrase: "wrong") }
        #expect(!encryption.opens(with: SyncKey(target: "U", generation: 3, secret: key.secret)))
        #expect(!encryption.opens(with: SyncKey(target: "T", generation: 2, secret: key.secret)))
        var altered = encryption
        altered.keyDerivation.operations += 1
        #expect(!altered.opens(with: key), "the derivation's parameters are bound too")
    }

    @Test("a key survives its base64 and nothing else reads as one")
    func keyText() throws {
        let (_, key) = try TargetEncryption.make(target: "T", generation: 1, passphrase: "p", cost: .least)
        #expect(SecretKey.decoding(base64: key.secret.base64) == key.secret)
        #expect(SecretKey.decoding(base64: "c2hvcnQ=") == nil)
        #expect(SecretKey.decoding(base64: "not base64!") == nil)
    }
}

/// Devices syncing through an encrypted folder: what the target holds, and every way a file of
/// it can be tampered with.
@Suite("Encrypted sync")
struct EncryptedSyncTests {
    let folder: TemporaryFolder
    let target: String
    let devices: [SyncDevice]

    static let secretNames = ["Take medication 20 mg", "Therapy on Thursday", "No smoking after lunch"]
    static let secretNote = "felt anxious before the appointment"

    init() throws {
        folder = try TemporaryFolder(prefix: "kado-sync-encrypted", in: TemporaryFolder.memoryBackedBase)
        target = folder.path("target")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        var devices: [SyncDevice] = []
        for index in 0..<3 {
            let device = try SyncDevice(
                name: "device \(index)", databasePath: folder.path("db\(index)/kado.sqlite"),
                transport: FolderTransport(root: target, flushesToDisk: false),
                start: syncEpoch.addingTimeInterval(Double(index)))
            device.passphrase = "a long passphrase nobody guesses"
            devices.append(device)
        }
        self.devices = devices
    }

    var first: SyncDevice { devices[0] }
    var second: SyncDevice { devices[1] }

    /// The first two devices set up; the first has habits with intimate names and a note.
    func start() throws {
        try first.setUp()
        try second.setUp()
        for name in Self.secretNames {
            let habit = try first.tracker.habits.createHabit(HabitDraft(name: name))
            try first.tracker.checkIns.complete(habit, on: try first.tracker.today())
        }
        try first.tracker.checkIns.checkIn(.note(Self.secretNote), habit: .text(Self.secretNames[1]))
    }

    func databaseBytes(_ device: SyncDevice) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: device.tracker.databasePath))
    }

    /// Every habit's and record's id, name and note any device holds.
    func secrets() throws -> [String] {
        var secrets = Self.secretNames + [Self.secretNote]
        for device in devices {
            for version in try device.store.rowVersions(writtenBy: device.deviceID, after: .zero) {
                secrets.append(version.id)
                if case .text(let text)? = version.fields["name"] { secrets.append(text) }
                if case .text(let text)? = version.fields["note"], !text.isEmpty { secrets.append(text) }
            }
        }
        return secrets
    }

    /// No file of the target holds the bytes of any secret (as it is, or lower-cased).
    func expectNothingInTheClear(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let files = folderContents(target)
        #expect(files.count >= 3, sourceLocation: sourceLocation)
        let secrets = try secrets()
        #expect(secrets.count > Self.secretNames.count + 3, sourceLocation: sourceLocation)
        for (path, bytes) in files {
            for secret in secrets {
                for form in Set([secret, secret.lowercased()]) {
                    #expect(
                        bytes.range(of: Data(form.utf8)) == nil, "\(path) holds \(form)", sourceLocation: sourceLocation
                    )
                }
            }
            if path.hasSuffix(".kseg") || path.hasSuffix("manifest.json") {
                #expect(
                    String(decoding: bytes, as: UTF8.self).contains("\"envelope\":\"xchacha20poly1305\""),
                    "\(path) is not sealed", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("two and three devices converge through an encrypted folder, which holds no name, note or id")
    func roundTrip() throws {
        try start()
        let sent = try first.sync()
        #expect(sent.sent > 0)
        let received = try second.sync()
        #expect(received.received == sent.sent)
        try second.tracker.checkIns.checkIn(.note("second device's own note"), habit: .text(Self.secretNames[0]))
        try second.sync()
        try first.sync()
        #expect(try first.export(at: syncEpoch) == second.export(at: syncEpoch))
        // A third device joins with the passphrase alone.
        try devices[2].setUp()
        try devices[2].sync()
        #expect(try devices[2].export(at: syncEpoch) == first.export(at: syncEpoch))
        #expect(try devices[2].habit(named: Self.secretNames[2]) != nil)
        let identity = try JSONDecoder().decode(
            TargetIdentity.self, from: Data(contentsOf: URL(fileURLWithPath: "\(target)/\(SyncFormat.targetPath)")))
        #expect(identity.version == 2)
        #expect(identity.encryption?.keyDerivation.algorithm == "argon2id13")
        try expectNothingInTheClear()
    }

    @Test("a wrong passphrase, or none, is refused: nothing saved, the database and the target as they were")
    func wrongPassphrase() throws {
        try start()
        try first.sync()
        let third = devices[2]
        let before = folderContents(target)
        let database = try databaseBytes(third)
        let requests: [(SyncEngine.EncryptionRequest, EncryptionProblem)] = [
            (.encrypt(passphrase: "a long passphrase nobody guesses!", cost: .least), .wrongPassphrase),
            (.join(passphrase: "guess"), .wrongPassphrase), (.plain, .passphraseNeeded),
        ]
        for (request, expected) in requests {
            let problem = encryptionProblem { () throws(SyncError) in
                _ = try third.tracker.sync.setUpSync(through: third.transport, request)
            }
            #expect(problem == expected)
        }
        #expect(try databaseBytes(third) == database)
        #expect(folderContents(target) == before)
        #expect(try third.store.syncState().isEmpty)
    }

    /// What to do to the target: each a change a person or a server could make.
    enum Tampering: String, CaseIterable, CustomTestStringConvertible {
        case manifestBitFlipped, segmentBitFlipped, manifestTruncated, segmentTruncated
        case segmentSwappedWithAnotherDevice, manifestOfAnotherDevice, segmentRenamed, manifestHeaderEdited
        case plainManifestPlanted

        var testDescription: String { rawValue }
    }

    @Test(
        "a file tampered with is rejected and named; nothing of it reaches the database", arguments: Tampering.allCases)
    func tampered(_ tampering: Tampering) throws {
        try start()
        try first.sync()
        let third = devices[2]
        try third.setUp()
        try third.tracker.habits.createHabit(HabitDraft(name: "Third device's habit"))
        try third.sync()
        // A change of the first device's that the second has not received yet.
        try first.tracker.habits.createHabit(HabitDraft(name: "Walk in the park"))
        try first.sync()
        let manifest = "\(target)/\(SyncFormat.manifestPath(first.deviceID))"
        let segments = "\(target)/\(SyncFormat.devicePath(first.deviceID))/segments"
        let names = try FileManager.default.contentsOfDirectory(atPath: segments).sorted()
        let segment = "\(segments)/\(try #require(names.last))"
        var named = manifest
        switch tampering {
        case .manifestBitFlipped:
            try flip(manifest, inside: "\"sealed\":\"")
        case .segmentBitFlipped:
            try flip(segment, inside: "\"sealed\":\"")
            named = segment
        case .manifestTruncated:
            try truncate(manifest)
        case .segmentTruncated:
            try truncate(segment)
            named = segment
        case .segmentSwappedWithAnotherDevice:
            let theirs = "\(target)/\(SyncFormat.devicePath(third.deviceID))/segments"
            let other = try #require(try FileManager.default.contentsOfDirectory(atPath: theirs).first)
            try FileManager.default.removeItem(atPath: segment)
            try FileManager.default.copyItem(atPath: "\(theirs)/\(other)", toPath: segment)
            named = segment
        case .manifestOfAnotherDevice:
            try FileManager.default.removeItem(atPath: manifest)
            try FileManager.default.copyItem(
                atPath: "\(target)/\(SyncFormat.manifestPath(third.deviceID))", toPath: manifest)
        case .segmentRenamed:
            let renamed =
                "\(segments)/" + SyncFormat.segmentName(sequence: 99, checksum: String(repeating: "a", count: 64))
            try FileManager.default.moveItem(atPath: segment, toPath: renamed)
            named = segment
        case .manifestHeaderEdited:
            // The clear header names the third device: the seal, bound to the first, fails.
            let text = try String(contentsOfFile: manifest, encoding: .utf8)
            try Data(text.replacingOccurrences(of: first.deviceID, with: third.deviceID).utf8)
                .write(to: URL(fileURLWithPath: manifest))
            try FileManager.default.removeItem(atPath: "\(target)/\(SyncFormat.manifestPath(third.deviceID))")
            try FileManager.default.moveItem(
                atPath: manifest, toPath: "\(target)/\(SyncFormat.manifestPath(third.deviceID))")
            named = "\(target)/\(SyncFormat.manifestPath(third.deviceID))"
        case .plainManifestPlanted:
            let plain = Manifest(
                target: try #require(try second.store.syncState()["sync.target-id"]), device: first.deviceID,
                written: "0", segments: [])
            try JSONEncoder().encode(plain).write(to: URL(fileURLWithPath: manifest))
        }
        let relative = String(named.dropFirst(target.count + 1))
        let database = try databaseBytes(second)
        do {
            let report = try second.sync()
            #expect(report.skipped.contains { $0.path == relative }, "\(relative) not named: \(report.skipped)")
            if tampering == .plainManifestPlanted {
                #expect(report.skipped.contains { $0.path == relative && $0.reason == .storedInTheClear })
            }
        } catch SyncError.encryption(_, .unauthentic(let path, _)) {
            #expect(path == relative)
            #expect(try databaseBytes(second) == database, "a refused sync changed the database")
        }
        #expect(try second.habit(named: "Walk in the park") == nil, "a tampered file was read")
    }

    @Test("a manifest put back from an older copy is refused, named, and what came later is kept")
    func replayedManifest() throws {
        try start()
        try first.sync()
        let manifest = "\(target)/\(SyncFormat.manifestPath(first.deviceID))"
        let older = try Data(contentsOf: URL(fileURLWithPath: manifest))
        try first.tracker.habits.createHabit(HabitDraft(name: "Walk in the park"))
        try first.sync()
        try second.sync()
        #expect(try second.habit(named: "Walk in the park") != nil)
        try older.write(to: URL(fileURLWithPath: manifest))
        let database = try databaseBytes(second)
        let report = try second.sync()
        let relative = SyncFormat.manifestPath(first.deviceID)
        #expect(report.replayed == [relative])
        #expect(report.skipped.contains { $0.path == relative && $0.reason == .olderCopy })
        #expect(report.received == 0)
        #expect(try databaseBytes(second) == database)
    }

    @Test("encryption turned on for a plain target: the others are asked for the passphrase, then all is sealed")
    func turnedOn() throws {
        first.passphrase = nil
        second.passphrase = nil
        try start()
        try second.tracker.habits.createHabit(HabitDraft(name: "Second device's plain habit"))
        try first.sync()
        try second.sync()
        try first.sync()
        // The first device turns encryption on; its next sync re-seals its files.
        first.passphrase = "from now on, secret"
        let result = try first.tracker.sync.setUpSync(
            through: first.transport, .encrypt(passphrase: "from now on, secret", cost: .least))
        #expect(result.turnedEncryptionOn)
        first.key = result.key
        let resealed = try first.sync()
        #expect(resealed.resealed)
        // The second device, still plain, is refused before it writes anything.
        try second.tracker.habits.createHabit(HabitDraft(name: "Evening walk"))
        let before = folderContents(target)
        let database = try databaseBytes(second)
        do {
            try second.sync()
            Issue.record("a plain device synced with an encrypted target")
        } catch let error as SyncError {
            guard case .encryption(_, .passphraseNeeded) = error else {
                Issue.record("\(error)")
                return
            }
        }
        #expect(folderContents(target) == before)
        #expect(try databaseBytes(second) == database)
        second.passphrase = "from now on, secret"
        try second.setUp()
        #expect(try second.sync().resealed)
        try first.sync()
        #expect(try first.habit(named: "Evening walk") != nil)
        #expect(try first.export(at: syncEpoch) == second.export(at: syncEpoch))
        try expectNothingInTheClear()
    }

    /// The three devices sync a plain target, each with a habit of its own, until each has read
    /// the others' files; then the first turns encryption on.
    func plainGroupThenEncrypted(beforeTurningOn: () throws -> Void = {}) throws {
        for device in devices {
            device.passphrase = nil
            try device.setUp()
            try device.tracker.habits.createHabit(HabitDraft(name: "Habit of \(device.name)"))
        }
        for _ in 0..<2 { for device in devices { try device.sync() } }
        try beforeTurningOn()
        first.passphrase = "from now on, secret"
        let result = try first.tracker.sync.setUpSync(
            through: first.transport, .encrypt(passphrase: "from now on, secret", cost: .least))
        first.key = result.key
    }

    /// The target's files in the clear: every manifest and segment not sealed.
    func filesInTheClear() -> [String] {
        folderContents(target).filter { path, bytes in
            (path.hasSuffix(".kseg") || path.hasSuffix("manifest.json"))
                && !String(decoding: bytes, as: UTF8.self).contains("\"envelope\":\"xchacha20poly1305\"")
        }.keys.sorted()
    }

    @Test("files left in the clear by devices that no longer sync are sealed by the device that read them all")
    func abandonedClearTextSealed() throws {
        try plainGroupThenEncrypted()
        let third = devices[2]
        // The third device is never synced again; the second is not given the passphrase yet.
        let report = try first.sync()
        #expect(report.resealed)
        #expect(Set(report.sealedInTheClear) == [second.deviceID, third.deviceID])
        #expect(filesInTheClear().isEmpty, "still in the clear: \(filesInTheClear())")
        #expect(!report.skipped.contains { $0.reason == .storedInTheClear })
        // A device joining now reads every habit, the third's too, from sealed files only.
        let late = try SyncDevice(
            name: "late", databasePath: folder.path("late/kado.sqlite"), transport: first.transport,
            start: first.clock.now)
        late.passphrase = "from now on, secret"
        try late.setUp()
        try late.sync()
        for device in devices { #expect(try late.habit(named: "Habit of \(device.name)") != nil) }
        // Nothing more to seal; the second device, given the passphrase, re-seals its own and all converge.
        #expect(try first.sync().sealedInTheClear.isEmpty)
        second.passphrase = "from now on, secret"
        try second.setUp()
        try second.tracker.habits.createHabit(HabitDraft(name: "After the passphrase"))
        try second.sync()
        try first.sync()
        try late.sync()
        try second.sync()
        #expect(try first.export(at: syncEpoch) == second.export(at: syncEpoch))
        #expect(try first.export(at: syncEpoch) == late.export(at: syncEpoch))
        #expect(filesInTheClear().isEmpty)
        // The outcome says it, in the CLI's record of the last sync too.
        let outcome = SyncOutcome(report)
        #expect(outcome.sealedInTheClear == report.sealedInTheClear)
        let decoded = try JSONDecoder().decode(SyncOutcome.self, from: JSONEncoder().encode(outcome))
        #expect(decoded.sealedInTheClear == report.sealedInTheClear)
    }

    @Test("files in the clear holding changes no encrypted device read stay, untouched, and are named in the status")
    func unreadClearTextKept() throws {
        let third = devices[2]
        try plainGroupThenEncrypted {
            // The third device's last change, which the first has not read before encryption.
            third.clock.advance(by: 5)
            try third.tracker.habits.createHabit(HabitDraft(name: "Unread plain habit"))
            try third.sync()
        }
        let thirdFiles = folderContents(target).filter { $0.key.contains(third.deviceID) }
        let report = try first.sync()
        #expect(report.sealedInTheClear == [second.deviceID])
        #expect(folderContents(target).filter { $0.key.contains(third.deviceID) } == thirdFiles)
        #expect(
            report.skipped.contains {
                $0.path == SyncFormat.manifestPath(third.deviceID) && $0.reason == .storedInTheClear
            })
        #expect(try first.habit(named: "Unread plain habit") == nil, "clear text was read after encryption")
        // The third device, given the passphrase, seals its files itself: nothing is left in the clear.
        third.passphrase = "from now on, secret"
        try third.setUp()
        try third.sync()
        try first.sync()
        #expect(try first.habit(named: "Unread plain habit") != nil)
        #expect(filesInTheClear().isEmpty, "still in the clear: \(filesInTheClear())")
    }

    @Test("a device switched off before the passphrase changed: its files are sealed anew by one that read them all")
    func retiredBeforeThePassphraseChanged() throws {
        try start()
        let third = devices[2]
        try third.setUp()
        try third.tracker.habits.createHabit(HabitDraft(name: "Old laptop's habit"))
        try third.sync()
        // The third device is switched off for good; the first changes the passphrase through
        // the app, which reads everything under the old one first.
        try first.tracker.sync.setUpSync(
            .folder(path: target), password: nil, passphrase: "a long passphrase nobody guesses", keyCost: .least)
        let outcome = try #require(
            try first.tracker.sync.changeSyncPassphrase(to: "the new passphrase", keyCost: .least))
        #expect(outcome.resealedEarlierGeneration.contains(third.deviceID), "\(outcome.resealedEarlierGeneration)")
        #expect(!folderContents(target).keys.contains { $0.contains(third.deviceID) }, "the old laptop's files stay")
        // A device joining now, and the second once given the new passphrase, hold the old laptop's habit.
        let late = try SyncDevice(
            name: "late", databasePath: folder.path("late/kado.sqlite"), transport: first.transport,
            start: first.clock.now)
        late.passphrase = "the new passphrase"
        try late.setUp()
        try late.sync()
        #expect(try late.habit(named: "Old laptop's habit") != nil)
        second.passphrase = "the new passphrase"
        try second.setUp()
        try second.sync()
        #expect(try second.habit(named: "Old laptop's habit") != nil)
    }

    @Test("a database put back from a copy across a change of passphrase learns it, and loses nothing it had published")
    func restoredAcrossAPassphraseChange() throws {
        try start()
        for device in [first, second] {
            try device.tracker.sync.setUpSync(
                .folder(path: target), password: nil, passphrase: "a long passphrase nobody guesses", keyCost: .least)
        }
        try first.sync()
        try second.sync()
        let copy = folder.path("copy/kado.sqlite")
        try FileManager.default.createDirectory(atPath: folder.path("copy"), withIntermediateDirectories: true)
        try first.store.copy(to: copy)
        try FileManager.default.copyItem(
            atPath: SyncKeyFile.path(forDatabase: first.tracker.databasePath),
            toPath: SyncKeyFile.path(forDatabase: copy))
        try first.tracker.habits.createHabit(HabitDraft(name: "Published after the copy"))
        try first.sync()
        try second.sync()
        // The second device changes the passphrase (and re-seals later); the first is put back
        // from its copy, which never held the habit, and is then given the new passphrase.
        try second.tracker.sync.changeSyncPassphrase(to: "the new passphrase", keyCost: .least, thenSyncing: false)
        second.key = try second.keptKey()
        let restored = try SyncDevice(
            name: "restored", databasePath: copy, transport: first.transport, start: first.clock.now)
        restored.key = try restored.keptKey()
        #expect(throws: SyncError.self) { try restored.sync() }
        try restored.typePassphrase("the new passphrase")
        let report = try restored.sync()
        let renewal = try #require(report.renewedIdentity, "the restored database did not learn it was put back")
        #expect(renewal.previous == first.deviceID)
        // The key it had is in its ring now: it reads everything the old identity published, and
        // seals it anew itself (the second device, which read it all too, would otherwise).
        #expect(report.resealedEarlierGeneration == [first.deviceID])
        try second.sync()
        try restored.sync()
        #expect(try restored.habit(named: "Published after the copy") != nil)
        let late = try SyncDevice(
            name: "late", databasePath: folder.path("late/kado.sqlite"), transport: first.transport,
            start: first.clock.now)
        late.passphrase = "the new passphrase"
        try late.setUp()
        try late.sync()
        #expect(try late.habit(named: "Published after the copy") != nil)
        #expect(!folderContents(target).keys.contains { $0.contains(first.deviceID) }, "the old identity's files stay")
    }

    @Test("a new passphrase: the old one stops working, other devices are told, then type the new one")
    func passphraseChanged() throws {
        try start()
        try second.tracker.habits.createHabit(HabitDraft(name: "Before the change"))
        try first.sync()
        try second.sync()
        var engine = SyncEngine(store: first.store, transport: first.transport, now: first.tracker.work.now)
        engine.key = first.key
        let changed = try engine.changePassphrase(to: "the new passphrase", cost: .least)
        #expect((2...1_000_001).contains(changed.generation))
        first.key = changed
        #expect(try first.sync().resealed)
        // The second device's key is of the first generation.
        let database = try databaseBytes(second)
        do {
            try second.sync()
            Issue.record("an old key synced")
        } catch let error as SyncError {
            guard case .encryption(_, .passphraseChanged(changed.generation)) = error else {
                Issue.record("\(error)")
                return
            }
        }
        #expect(try databaseBytes(second) == database)
        // The old passphrase no longer opens the target; the new one does.
        #expect(throws: SyncError.self) { try second.setUp() }
        second.passphrase = "the new passphrase"
        try second.setUp()
        try second.tracker.habits.createHabit(HabitDraft(name: "After the change"))
        #expect(try second.sync().resealed)
        try first.sync()
        #expect(try first.habit(named: "After the change") != nil)
        #expect(try first.export(at: syncEpoch) == second.export(at: syncEpoch))
        try expectNothingInTheClear()
        // No file of the first generation is left.
        for (path, bytes) in folderContents(target) where path.hasSuffix(".kseg") || path.hasSuffix("manifest.json") {
            #expect(String(decoding: bytes, as: UTF8.self).contains("\"generation\":\(changed.generation)"), "\(path)")
        }
    }

    @Test(
        "a target whose encryption changed under this device is refused before anything is written",
        arguments: ["removed", "check altered", "salt altered"])
    func encryptionChangedUnderUs(change: String) throws {
        try start()
        try first.sync()
        try second.sync()
        let path = "\(target)/\(SyncFormat.targetPath)"
        var identity = try JSONDecoder().decode(TargetIdentity.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        switch change {
        case "removed": identity.encryption = nil
        case "check altered":
            let group = identity.target
            let other = try TargetEncryption.make(target: group, generation: 1, passphrase: "x", cost: .least).0
            identity.encryption?.check = other.check
        default:
            identity.encryption?.keyDerivation = try KeyDerivation.random(cost: .least)
        }
        try JSONEncoder().encode(identity).write(to: URL(fileURLWithPath: path))
        try first.tracker.habits.createHabit(HabitDraft(name: "Walk in the park"))
        let before = folderContents(target)
        let database = try databaseBytes(first)
        do {
            try first.sync()
            Issue.record("synced with a target whose encryption changed")
        } catch let error as SyncError {
            switch (change, error) {
            case ("removed", .encryption(_, .encryptionRemoved)), (_, .encryption(_, .keyRejected)): break
            default: Issue.record("\(error)")
            }
        }
        #expect(folderContents(target) == before)
        #expect(try databaseBytes(first) == database)
    }
}

/// The encryption problem `body` throws, or `nil` when it throws none (or another error).
private func encryptionProblem(_ body: () throws(SyncError) -> Void) -> EncryptionProblem? {
    do {
        try body()
        return nil
    } catch {
        if case .encryption(_, let problem) = error { return problem }
        return nil
    }
}

/// Flips the lowest bit of a byte in the middle of the text after `marker` in the file at `path`.
private func flip(_ path: String, inside marker: String) throws {
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let start = try #require(bytes.range(of: Data(marker.utf8))).upperBound
    let index = start + (bytes.count - start) / 2
    bytes[index] ^= 0x01
    try bytes.write(to: URL(fileURLWithPath: path))
}

/// Cuts the file at `path` to two thirds of its size.
private func truncate(_ path: String) throws {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    try bytes.prefix(bytes.count * 2 / 3).write(to: URL(fileURLWithPath: path))
}
