import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

/// Export → import into an empty database → export gives the same JSON, over random histories
/// (habits whose terms changed from a date among them).
@Suite("Backup round trip through the database")
struct BackupRoundTripTests {
    static let notes = [
        "plain", "comma, inside", "a \"quoted\" word", "two\nlines", "emoji 🥾🔥", "שלום עולם", "مرحبا", "=SUM(A1:A2)",
        "trailing space ", "tab\there",
    ]
    static let frequencies: [Frequency] = [
        .daily, .daysPerWeek(3), .specificDays([.monday, .wednesday, .friday]), .everyNDays(2),
        .timesInDays(times: 3, days: 10),
    ]
    static let types: [HabitType] = [
        .binary, .counter(target: 8), .timer(targetSeconds: 1800), .negative, .atMost(target: 2),
    ]

    /// Days drawn often: the supported range's edges, 1970-01-01 and leap days.
    static let specialDays = [
        "1900-01-01", "1900-01-02", "1904-02-29", "1970-01-01", "2000-02-29", "2196-02-29", "2199-12-31",
    ].map(day)

    /// A day of the whole supported range (1900-01-01…2199-12-31), often a special one.
    static func supportedDay(_ random: inout SeededGenerator) -> LogicalDay {
        if random.chance(0.4) { return random.element(of: specialDays) ?? LogicalDay.firstSupported }
        return LogicalDay(
            dayNumber: random.int(in: LogicalDay.firstSupported.dayNumber...LogicalDay.lastSupported.dayNumber))
    }

    /// `day`, moved into the supported range when it falls outside.
    static func supported(_ day: LogicalDay) -> LogicalDay {
        min(max(day, LogicalDay.firstSupported), LogicalDay.lastSupported)
    }

    /// A random history: every type and schedule, terms changed from a date, archived habits,
    /// skips, pauses and notes.
    static func randomContents(seed: UInt64, timeZone: TimeZone) -> BackupContents {
        var random = SeededGenerator(seed: seed)
        let boundary = DayBoundary(timeZone: timeZone)
        var contents = BackupContents(settings: BackupSettings(dayStart: 0, weekStart: 2, language: "fr"))
        for index in 0..<random.int(in: 3...8) {
            let created = supportedDay(&random)
            var habit = Habit(
                id: UUID(),
                name: "Habit \(index) "
                    // A name is one line: the notes' line breaks and tabs become spaces.
                    + (random.element(of: notes) ?? "").replacingOccurrences(of: "\n", with: " ")
                    .replacingOccurrences(of: "\t", with: " "),
                frequency: random.element(of: frequencies) ?? .daily, type: random.element(of: types) ?? .binary,
                unit: random.chance(0.5) ? "glasses" : nil, color: random.element(of: HabitColor.allCases) ?? .blue,
                icon: random.chance(0.8) ? "book" : Habit.defaultIcon,
                createdAt: boundary.start(of: created).addingTimeInterval(Double(random.int(in: 0...86_399))),
                remindersEnabled: random.chance(0.3), reminderHour: random.int(in: 0...23),
                reminderMinute: random.int(in: 0...59), sortOrder: index,
                scoreModel: random.chance(0.3) ? .loop : .kado)
            // One to three reminders (a time may come twice), each with its settings; Kadō's
            // field says the earliest.
            if habit.remindersEnabled {
                var reminders: [BackupReminder] = []
                for _ in 0..<random.int(in: 1...3) {
                    guard let time = try? ReminderTime(hour: random.int(in: 0...23), minute: random.int(in: 0...59))
                    else { continue }
                    reminders.append(
                        BackupReminder(
                            time: time, onlyIfNotDone: random.chance(0.7),
                            snoozeMinutes: random.chance(0.5) ? Reminder.defaultSnoozeMinutes : random.int(in: 1...1440)
                        ))
                }
                if let first = reminders.min(by: { $0.time < $1.time }) {
                    habit.reminderHour = first.time.hour
                    habit.reminderMinute = first.time.minute
                    contents.reminders[habit.id] = reminders
                }
            }
            if random.chance(0.2) {
                let archived = supported(created.adding(days: random.int(in: 10...90)))
                habit.archivedAt = boundary.start(of: archived).addingTimeInterval(Double(random.int(in: 0...3600)))
            }
            // Terms changed from a few days (issue 38): the store stamps them for sync, the
            // export holds the versions alone.
            if random.chance(0.4) {
                var versions = habit.ruleVersions
                for _ in 0..<random.int(in: 1...4) {
                    let previous = versions.last?.start ?? created
                    let start = supported(previous.adding(days: random.int(in: 1...40)))
                    guard start > previous else { break }
                    var rules = versions[versions.count - 1].rules
                    rules.frequency = random.element(of: frequencies) ?? .daily
                    if case .counter = rules.type { rules.type = .counter(target: Double(random.int(in: 1...12))) }
                    versions.append(RuleVersion(start: start, rules: rules))
                }
                habit.ruleVersions = versions
            }
            contents.habits.append(habit)
            // Days clamped to the supported range's edges gather records: a timer's day still holds
            // at most 24 hours, which every input enforces.
            var timerTotals: [LogicalDay: Double] = [:]
            for offset in 0..<random.int(in: 0...120) where random.chance(0.6) {
                let recordDay = supported(created.adding(days: offset - 5))
                for _ in 0..<random.int(in: 1...2) {
                    let value: Double =
                        switch habit.type {
                        case .binary, .negative: random.chance(0.1) ? 0 : 1
                        case .timer: Double(random.int(in: 1...60) * 60)
                        default: Double(random.int(in: 0...12))
                        }
                    let note = random.chance(0.2) || value == 0 ? random.element(of: notes) : nil
                    if habit.type.kind == .timer {
                        guard timerTotals[recordDay, default: 0] + value <= 86_400 else { continue }
                        timerTotals[recordDay, default: 0] += value
                    }
                    contents.completions.append(
                        Completion(
                            habitID: habit.id, day: recordDay,
                            recordedAt: boundary.start(of: recordDay).addingTimeInterval(
                                Double(random.int(in: 0...86_399))),
                            value: value, note: note))
                }
            }
            if random.chance(0.5) {
                let first = supported(created.adding(days: random.int(in: 0...60)))
                let range = (try? DayRange(from: first, through: supported(first.adding(days: random.int(in: 0...9)))))
                contents.skips.append(
                    Skip(habitID: habit.id, days: range ?? DayRange(day: first), note: random.element(of: notes)))
            }
        }
        return contents
    }

    @Test("export, import into an empty database, export again: the same JSON", arguments: TestTier.seeds(24, fast: 8))
    func roundTrip(seed: Int) throws {
        let zones = [
            "UTC", "Europe/Paris", "America/Havana", "Asia/Tokyo", "Africa/Monrovia", "Asia/Kolkata",
            "Pacific/Kiritimati",
            "America/St_Johns",
        ]
        let timeZone = TestCalendars.zone(zones[seed % zones.count])
        let contents = Self.randomContents(seed: UInt64(seed) &* 7_919 &+ 11, timeZone: timeZone)
        let exportedAt = instant("2026-04-10T10:00:00Z")
        let first = try KadoJSONBackup.encode(contents, exportedAt: exportedAt, appVersion: "test", timeZone: timeZone)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-rt-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tracker = try TrackerBuilder().timeZone(timeZone).now(exportedAt).open(in: folder)
        let decoded = try KadoJSONBackup.decode(first, timeZone: timeZone)
        let summary = try tracker.backups.importBackup(decoded, format: .json, dryRun: false)
        #expect(summary.leftOut.isEmpty)
        #expect(summary.completions.new == contents.completions.count)
        let second = try KadoJSONBackup.encode(
            try tracker.backups.backupContents(), exportedAt: exportedAt, appVersion: "test", timeZone: timeZone)
        #expect(String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self))
        // And importing the export again changes nothing.
        let again = try tracker.backups.importBackup(
            try KadoJSONBackup.decode(second, timeZone: timeZone), format: .json, dryRun: false)
        #expect(!again.changesAnything)
    }
}
