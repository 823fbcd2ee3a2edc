import Foundation
import KadoCore
import KadoStore
import KadoSync

@testable import KadoApp

/// A Kadō JSON backup one device of the simulation exported, and how many operations had been
/// made when it did (every version written after that is newer than the file).
struct SimulatedBackup {
    var path: String
    var device: Int
    var operations: Int
}

/// A habit moved to the trash on one device while another, which had not synced since, checked
/// it in: the check-in brings it back with its whole history on every device, unless an
/// operation after `operations` deleted it again (or emptied it from the trash).
struct TrashRace {
    var habit: UUID
    var name: String
    var checkIn: String
    var operations: Int
}

/// What the simulation itself could not do, as a seed's failure.
struct SimulationProblem: Error, CustomStringConvertible {
    var description: String
}

/// The events that go through the application's use cases as a person triggers them: the
/// passphrase changed on two devices apart, a backup exported and later imported or restored
/// (merging, or replacing once confirmed), and a habit deleted on one device while another
/// checks it in.
extension SyncSimulation {
    // MARK: - Setting up, and the passphrase

    /// Sets `index` up (again), typing the passphrase of the target in its view: that of the
    /// generation there, or the last one chosen for a group set up anew.
    @discardableResult
    func setUp(_ index: Int) throws -> TargetIdentity {
        let device = devices[index]
        if passphrase != nil {
            device.passphrase = generation(in: views[index]).flatMap { passphrases[$0] } ?? latestPassphrase
        }
        let identity = try device.setUp()
        if let encryption = identity.encryption, let typed = device.passphrase {
            if identity.target != passphraseGroup {
                passphraseGroup = identity.target
                passphrases = [:]
            }
            passphrases[encryption.generation] = typed
        }
        return identity
    }

    /// The generation of the encryption of the target in `view`, when it is this group's.
    func generation(in view: String) -> Int? {
        let path = (view as NSString).appendingPathComponent(SyncFormat.targetPath)
        guard let data = FileManager.default.contents(atPath: path),
            let identity = try? JSONDecoder().decode(TargetIdentity.self, from: data),
            identity.target == passphraseGroup
        else { return nil }
        return identity.encryption?.generation
    }

    /// `index` was told the passphrase changed, and asked for that of `generation`: its owner
    /// types it, through the app's use case.
    func typePassphrase(on index: Int, asked generation: Int) throws {
        guard let typed = passphrases[generation] else {
            throw SimulationProblem(description: "asked for the passphrase of generation \(generation), never chosen")
        }
        try devices[index].typePassphrase(typed)
        passphrasePrompts += 1
        trace("\(devices[index].name) given the passphrase of generation \(generation)")
    }

    /// Two devices change the passphrase while apart (in the same step, before the sync tool
    /// copied either `target.json`), each through the app's use case, re-sealing at once or at
    /// its next sync. Both take different generations; the greater wins on every device, and
    /// every other device is asked for its passphrase.
    func changePassphrasesApart(first: Int) throws {
        let others = devices.indices.filter { $0 != first && !retired.contains($0) }
        guard !retired.contains(first), let second = random.element(of: others) else { return }
        var changed = 0
        for index in [first, second] {
            let device = devices[index]
            let previous = device.key?.generation
            let chosen = "passphrase \(step)-\(index)"
            do {
                if let renewal = try device.changePassphrase(to: chosen, thenSyncing: random.chance(0.5))?
                    .renewedIdentity
                {
                    note(renewal)
                }
            } catch {
                // Not holding the current key (asked for a passphrase already), or the sync after
                // the change cut short: the key is kept either way.
                trace("\(device.name) changing the passphrase: \(error)")
            }
            noteRenewal(of: device)
            guard let key = device.key, key.generation != previous else { continue }
            passphrases[key.generation] = chosen
            passphraseChanges.append((from: previous ?? 0, to: key.generation))
            latestPassphrase = chosen
            changed += 1
            trace("\(device.name) changed the passphrase: generation \(key.generation)")
        }
        if changed == 2 { passphraseRaces += 1 }
    }

    /// On each device of `heldBack`, the person types the passphrase of each generation its
    /// files held back as sealed with another passphrase (the manifests' paths) were sealed with,
    /// through the app's use case (`kado sync passphrase --earlier`). A generation whose
    /// passphrase was chosen here yet opens nothing is a failure.
    func typeEarlierPassphrases(_ heldBack: [Int: Set<String>]) throws -> [String] {
        var failures: [String] = []
        for (index, paths) in heldBack.sorted(by: { $0.key < $1.key }) {
            let device = devices[index]
            var generations: Set<Int> = []
            for path in paths {
                guard let data = try? device.transport.read(path),
                    let header = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                    let generation = header["generation"] as? Int
                else { continue }
                generations.insert(generation)
            }
            for generation in generations.sorted() {
                let held = device.key.map { [$0.generation] + $0.earlier.map(\.generation) } ?? []
                guard let typed = passphrases[generation], !held.contains(generation) else { continue }
                do {
                    let added = try device.tracker.sync.addEarlierSyncPassphrase(typed, thenSyncing: false)
                    device.key = try device.keptKey()
                    earlierPassphrasesTyped += 1
                    trace("\(device.name) given the earlier passphrase of generations \(added.generations)")
                } catch {
                    failures.append(
                        "\(device.name) could not take the passphrase of generation \(generation): \(error)")
                }
            }
        }
        return failures
    }

    // MARK: - Backups

    /// `index` exports a Kadō JSON backup (`kado export`), kept for a later import or restore.
    func exportBackup(of index: Int) throws {
        let device = devices[index]
        guard let exported = try? device.tracker.backups.exportBackup(format: .json, appVersion: "sync-tests") else {
            return
        }
        let path = folder.path("backups/\(index)-\(step).json")
        try FileManager.default.createDirectory(atPath: folder.path("backups"), withIntermediateDirectories: true)
        try exported.data.write(to: URL(fileURLWithPath: path))
        backups.append(SimulatedBackup(path: path, device: index, operations: operations))
        trace("\(device.name) exported a backup")
    }

    /// `index` imports or restores one of the backups: by default merging (it brings back what is
    /// missing and changes nothing newer, which is checked here), or, now and then, replacing
    /// (`--replace`, confirmed after its dry run): what it deletes or reverts is that choice, and
    /// becomes the latest version of those records (``record(_:after:)``).
    func importBackup(into index: Int) throws {
        guard let backup = random.element(of: backups) else { return }
        let device = devices[index]
        let tracker = device.tracker
        let replacing = random.chance(0.35)
        let before = try device.store.lastChangeStamp()
        let held = try checkIns(on: device)
        do {
            switch (replacing, random.chance(0.5)) {
            case (true, true):
                // `kado backup restore --replace`: deletes what the file lacks too.
                _ = try tracker.backups.restore(try tracker.backups.restorePlan(fileAt: backup.path, mode: .replace))
            case (true, false):
                // `kado import --replace`: the file's values for every row it holds.
                _ = try tracker.backups.importBackup(
                    try tracker.backups.importPlan(try tracker.backups.readBackup(fileAt: backup.path), mode: .replace))
            case (false, true):
                _ = try tracker.backups.restore(try tracker.backups.restorePlan(fileAt: backup.path))
            case (false, false):
                _ = try tracker.backups.importBackup(
                    try tracker.backups.importPlan(try tracker.backups.readBackup(fileAt: backup.path)))
            }
        } catch {
            trace("\(device.name) importing \(backup.path): \(error)")
        }
        try record(device, after: before)
        trace("\(device.name) \(replacing ? "replaced from" : "merged") device \(backup.device)'s backup")
        if replacing {
            replacements += 1
            return
        }
        mergeImports += 1
        // Nothing newer undone: a merge deletes nothing, and changes no record or skip whose
        // version here was written after the file.
        for (key, version) in try checkIns(on: device).sorted(by: { $0.key < $1.key }) {
            let previous = held[key]
            guard previous.map({ $0.stamp != version.stamp || $0.isDeletion != version.isDeletion }) ?? true else {
                continue
            }
            if version.isDeletion {
                eventFailures.append("merging device \(backup.device)'s backup on \(device.name) deleted \(key)")
            }
            if let previous, let written = writtenAt["\(key) \(previous.stamp)"], written > backup.operations {
                eventFailures.append(
                    "merging device \(backup.device)'s backup on \(device.name) undid \(key), changed after the backup")
            }
        }
    }

    /// Every record and skip `device` holds, by key (`completions/<id>`), whoever wrote it.
    func checkIns(on device: SyncDevice) throws -> [String: RowVersion] {
        var held: [String: RowVersion] = [:]
        for author in deviceIDs.union([device.deviceID]).sorted() {
            for version in try device.store.rowVersions(writtenBy: author, after: .zero)
            where version.table == .completions || version.table == .skips {
                held["\(version.table.rawValue)/\(version.id)"] = version
            }
        }
        return held
    }

    // MARK: - Delete against check-in

    /// `deleting` moves a habit to the trash while another device, which has not synced since
    /// (the same step), checks the same habit in — before or after the deletion, it never saw it.
    func deleteWhileCheckingIn(on deleting: Int) throws {
        var pairs = try sharedHabits(of: deleting)
        if pairs.isEmpty,
            let other = random.element(of: devices.indices.filter { $0 != deleting && !retired.contains($0) })
        {
            // No habit on both yet: the two sync first (the habit was on both before), the other last.
            _ = syncWhole(deleting)
            _ = syncWhole(other)
            pairs = try sharedHabits(of: deleting).filter { $0.device == other }
        }
        let deleter = devices[deleting]
        guard let (checking, habit) = random.element(of: pairs),
            let doomed = try deleter.tracker.habits.all(includingArchived: true).first(where: { $0.id == habit.id })
        else { return }
        let checkingFirst = random.chance(0.5)
        var checkIn = checkingFirst ? try checkIn(habit, on: checking) : nil
        let before = try deleter.store.lastChangeStamp()
        try? deleter.tracker.habits.delete(doomed)
        try record(deleter, after: before)
        let deletion = operations
        if !checkingFirst { checkIn = try self.checkIn(habit, on: checking) }
        guard let checkIn, habitDeletions[habit.id]?.contains(deletion) == true else { return }
        trashRaces.append(TrashRace(habit: habit.id, name: habit.name, checkIn: checkIn, operations: operations))
        trace("\(deleter.name) deleted \(habit.name) while \(devices[checking].name) checked it in")
    }

    /// Every other device's habits that `index` has too (archived or not), and that the other
    /// device can check in (not archived there).
    func sharedHabits(of index: Int) throws -> [(device: Int, habit: Habit)] {
        let theirs = Set(try devices[index].tracker.habits.all(includingArchived: true).map(\.id))
        var pairs: [(device: Int, habit: Habit)] = []
        for other in devices.indices where other != index && !retired.contains(other) {
            for habit in try devices[other].tracker.habits.all(includingArchived: false).sorted(by: {
                $0.name < $1.name
            })
            where theirs.contains(habit.id) {
                pairs.append((other, habit))
            }
        }
        return pairs
    }

    /// Checks `habit` in on `index` (one step up) on the latest day that takes one: the key of the
    /// record written, or `nil` when no day did.
    func checkIn(_ habit: Habit, on index: Int) throws -> String? {
        let device = devices[index]
        let today = try device.tracker.today()
        for back in 0...4 {
            let before = try device.store.lastChangeStamp()
            _ = try? device.tracker.checkIns.checkIn(.increase, habit: .id(habit.id), day: today.adding(days: -back))
            let written = try device.store.rowVersions(writtenBy: device.deviceID, after: before)
            try record(device, after: before)
            if let record = written.first(where: {
                $0.table == .completions && !$0.isDeletion && $0.fields["habit_id"] == .text(habit.id.uuidString)
            }) {
                return "completions/\(record.id)"
            }
        }
        return nil
    }

    /// After healing, every habit deleted on one device while another checked it in is live on
    /// every device — not in the trash — with its whole history (every record and skip of it
    /// whose latest version is live, the check-in included), unless an operation after both
    /// deleted it again or emptied it from the trash, or undid that check-in.
    func checkTrashRaces(on active: [SyncDevice]) throws -> [String] {
        var failures: [String] = []
        // A check-in undone later (its record deleted, an explicit choice) brings nothing back.
        for race in trashRaces
        where !(habitDeletions[race.habit] ?? []).contains(where: { $0 > race.operations })
            && authored[race.checkIn]?.isDeletion == false
        {
            let history = authored.filter { key, version in
                !version.isDeletion && version.fields["habit_id"] == .text(race.habit.uuidString)
            }
            for device in active {
                guard let state = try device.store.habitStates()[race.habit] else {
                    failures.append("\(device.name) lacks \(race.name), deleted while checked in elsewhere")
                    continue
                }
                if state.isDeleted {
                    failures.append("\(device.name) holds \(race.name) in the trash, though checked in elsewhere")
                }
                let records = try device.store.completionStates(of: race.habit)
                let skips = try device.store.skipStates(of: race.habit)
                for key in history.keys.sorted() {
                    let id = UUID(uuidString: String(key.split(separator: "/").last ?? ""))
                    let live =
                        key.hasPrefix("completions/")
                        ? id.flatMap { records[$0] }.map { !$0.isDeleted } ?? false
                        : id.flatMap { skips[$0] }.map { !$0.isDeleted } ?? false
                    if !live { failures.append("\(device.name) lost \(key) of \(race.name), deleted and checked in") }
                }
            }
        }
        return failures
    }
}
