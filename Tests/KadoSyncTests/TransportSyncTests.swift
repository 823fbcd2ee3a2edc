import Foundation
import KadoCore
import KadoStore
import KadoSync
import KadoTestSupport
import Testing

@testable import KadoApp

/// Two and three devices with their own databases making interleaved changes of every kind and
/// syncing in varied orders through the same target — a folder, and a real WebDAV server — end
/// identical, and every check-in any device made is on every device. The WebDAV servers are each of
/// Apache httpd, nginx and rclone.
@Suite("Sync through each transport")
struct TransportSyncTests {
    /// Devices over one target, and the latest version of each record and skip they wrote.
    final class World {
        let target: TransportTarget
        let scratch: TemporaryFolder
        var devices: [SyncDevice] = []
        var authored: [String: RowVersion] = [:]
        var time = syncEpoch

        /// Whether the devices encrypt the target (with one passphrase).
        let encrypted: Bool

        /// Devices over a target of `kind`; `nil` when its server is not installed here.
        init?(
            _ kind: TransportKind, devices count: Int, encrypted: Bool = false,
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            guard let target = try TransportTarget(kind, sourceLocation: sourceLocation) else { return nil }
            self.target = target
            scratch = try TemporaryFolder(prefix: "kado-transport-sync", in: TemporaryFolder.memoryBackedBase)
            self.encrypted = encrypted
            for index in 0..<count {
                let device = try SyncDevice(
                    name: "device \(index)", databasePath: scratch.path("db\(index)/kado.sqlite"),
                    transport: target.transport, start: time)
                if encrypted { device.passphrase = "one passphrase for every device" }
                devices.append(device)
            }
        }

        /// For an encrypted target: no file holds a habit's name (five letters or more), a note,
        /// or a row's id, and every manifest and segment is sealed.
        func expectSealed(names: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
            guard encrypted else { return }
            var secrets = names
            for device in devices {
                for version in try device.store.rowVersions(writtenBy: device.deviceID, after: .zero) {
                    secrets.append(version.id)
                    if case .text(let note)? = version.fields["note"], note.count >= 5 { secrets.append(note) }
                }
            }
            let files = folderContents(target.disk)
            #expect(files.count > devices.count, sourceLocation: sourceLocation)
            for (path, bytes) in files {
                for secret in secrets {
                    #expect(
                        bytes.range(of: Data(secret.utf8)) == nil, "\(path) holds \(secret)",
                        sourceLocation: sourceLocation)
                }
                if path.hasSuffix(".kseg") || path.hasSuffix("manifest.json") {
                    #expect(
                        String(decoding: bytes, as: UTF8.self).contains("\"envelope\":\"xchacha20poly1305\""),
                        "\(path) is not sealed", sourceLocation: sourceLocation)
                }
            }
        }

        /// Runs `change` on device `index` a minute after the last step, keeping what it wrote.
        func change(_ index: Int, _ change: (Tracker) throws -> Void) throws {
            tick()
            let device = devices[index]
            let before = try device.store.lastChangeStamp()
            try change(device.tracker)
            for version in try device.store.rowVersions(writtenBy: device.deviceID, after: before)
            where version.table == .completions || version.table == .skips {
                let key = "\(version.table.rawValue)/\(version.id)"
                if let known = authored[key], !version.supersedes(known) { continue }
                authored[key] = version
            }
        }

        @discardableResult
        func sync(_ index: Int) throws -> SyncReport {
            tick()
            return try devices[index].sync()
        }

        func tick() {
            time = time.addingTimeInterval(60)
            for device in devices { device.clock.set(time) }
        }

        func habit(_ name: String, on index: Int) throws -> Habit {
            try #require(try devices[index].habit(named: name))
        }

        /// Syncs every device in turn until a round moves nothing, then checks that they agree.
        func settle(sourceLocation: SourceLocation = #_sourceLocation) throws {
            var quiet = false
            var rounds = 0
            while !quiet, rounds < 5 {
                quiet = true
                rounds += 1
                for index in devices.indices {
                    let report = try sync(index)
                    if report.received > 0 || report.sent > 0 || report.waiting > 0 { quiet = false }
                }
            }
            #expect(quiet, "no quiet round after five", sourceLocation: sourceLocation)
            let exports = try devices.map { try $0.export(at: time) }
            #expect(Set(exports).count == 1, "the exports differ", sourceLocation: sourceLocation)
            for device in devices {
                var held: [String: RowVersion] = [:]
                for author in devices {
                    for version in try device.store.rowVersions(writtenBy: author.deviceID, after: .zero)
                    where version.table == .completions || version.table == .skips {
                        held["\(version.table.rawValue)/\(version.id)"] = version
                    }
                }
                for (key, version) in authored {
                    let mine = held[key]
                    #expect(
                        mine?.stamp == version.stamp && mine?.isDeletion == version.isDeletion,
                        "\(device.name) lacks the latest \(key)", sourceLocation: sourceLocation)
                }
            }
        }
    }

    @Test(
        "two devices: every kind of change, interleaved, synced in varied orders, plain or encrypted",
        arguments: TransportKind.allCases, [false, true])
    func twoDevices(kind: TransportKind, encrypted: Bool) throws {
        guard let world = try World(kind, devices: 2, encrypted: encrypted) else { return }
        try world.devices[0].setUp()
        try world.devices[1].setUp()
        try world.change(0) { tracker in
            let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
            try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
            try tracker.habits.createHabit(HabitDraft(name: "Smoke", type: .negative))
            try tracker.habits.createHabit(HabitDraft(name: "Coffee", type: .atMost(target: 3)))
            try tracker.habits.createHabit(HabitDraft(name: "Meditate", type: .timer(targetSeconds: 600)))
            try tracker.checkIns.complete(read, on: try tracker.today())
        }
        try world.sync(0)
        try world.sync(1)
        let today = try world.devices[0].tracker.today()
        try world.change(0) { try $0.checkIns.checkIn(.increase, habit: .text("Water")) }
        try world.change(1) { try $0.checkIns.checkIn(.increase, habit: .text("Water")) }
        try world.change(1) { try $0.checkIns.checkIn(.note("a good chapter"), habit: .text("Read")) }
        try world.change(0) {
            try $0.checkIns.checkIn(.skip(through: today.adding(days: 1), note: "away"), habit: .text("Meditate"))
        }
        try world.sync(1)
        try world.change(1) { tracker in
            _ = try tracker.habits.editHabit(try world.habit("Coffee", on: 1)) { $0.icon = "cup.and.saucer" }
            try tracker.preferences.setWeekStart(.sunday)
        }
        try world.change(0) { tracker in
            _ = try tracker.habits.archive(try world.habit("Smoke", on: 0))
            try tracker.checkIns.checkIn(.set(2), habit: .text("Coffee"), day: today.adding(days: -1))
            try tracker.preferences.setLanguage(.french)
        }
        try world.sync(0)
        try world.change(1) { tracker in
            try tracker.habits.delete(try world.habit("Meditate", on: 1))
            try tracker.habits.move(try world.habit("Water", on: 1), to: 1)
            try tracker.checkIns.checkIn(.done, habit: .text("Read"), day: today.adding(days: -2))
        }
        try world.change(0) { try $0.checkIns.checkIn(.undo, habit: .text("Read")) }
        try world.sync(1)
        try world.sync(0)
        try world.settle()
        // Both glasses of water, from both devices, are there.
        let water = try world.habit("Water", on: 0)
        #expect(try world.devices[0].amount(of: water, on: today) == 2)
        #expect(try world.devices[1].amount(of: water, on: today) == 2)
        try world.expectSealed(names: ["Water", "Smoke", "Coffee", "Meditate", "a good chapter", "away"])
    }

    @Test(
        "three devices, one joining late with an empty database and one long offline, plain or encrypted",
        arguments: TransportKind.allCases, [false, true])
    func threeDevices(kind: TransportKind, encrypted: Bool) throws {
        guard let world = try World(kind, devices: 3, encrypted: encrypted) else { return }
        try world.devices[0].setUp()
        try world.devices[1].setUp()
        try world.change(0) { tracker in
            try tracker.habits.createHabit(HabitDraft(name: "Run"))
            try tracker.habits.createHabit(HabitDraft(name: "Pages", type: .counter(target: 20)))
        }
        try world.sync(0)
        try world.sync(1)
        let today = try world.devices[0].tracker.today()
        for day in 0..<5 {
            try world.change(day % 2) {
                try $0.checkIns.checkIn(.done, habit: .text("Run"), day: today.adding(days: -day))
            }
            try world.change((day + 1) % 2) { try $0.checkIns.checkIn(.add(Double(day + 1)), habit: .text("Pages")) }
            try world.sync(day % 2)
        }
        // The third device joins now, empty: it receives everything and deletes nothing.
        try world.devices[2].setUp()
        let joined = try world.sync(2)
        #expect(joined.sent == 0)
        #expect(try world.devices[2].habit(named: "Run") != nil)
        // Device 1 goes offline and keeps changing things; the others go on.
        try world.change(1) { tracker in
            try tracker.habits.createHabit(HabitDraft(name: "Offline idea", type: .negative))
            try tracker.checkIns.checkIn(.toggle, habit: .text("Run"), day: today.adding(days: -1))
        }
        try world.change(2) { tracker in
            try tracker.checkIns.checkIn(.add(7), habit: .text("Pages"))
            _ = try tracker.habits.editHabit(try world.habit("Run", on: 2)) { $0.name = "Run 5 km" }
        }
        try world.sync(2)
        try world.change(0) { tracker in
            try tracker.checkIns.checkIn(.add(3), habit: .text("Pages"))
            try tracker.preferences.setDayStart(2)
        }
        try world.sync(0)
        try world.sync(2)
        try world.sync(1)  // back online
        try world.change(1) {
            try $0.checkIns.checkIn(.note("rainy"), habit: .text("Run 5 km"), day: today.adding(days: -3))
        }
        try world.settle()
        #expect(try world.devices[0].habit(named: "Offline idea") != nil)
        try world.expectSealed(names: ["Pages", "Offline idea", "Run 5 km", "rainy"])
    }
}
