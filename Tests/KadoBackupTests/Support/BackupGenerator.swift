import Foundation
import KadoBackup
import KadoCore
import KadoTestSupport

/// Random backups from a seed: every schedule and type, archived habits, skips and pauses, notes
/// with commas, quotes, line breaks, emoji and right-to-left text, several records a day, sort
/// orders, units, score models and settings.
struct BackupGenerator {
    /// What the generated contents may hold.
    enum Scope {
        /// Everything ours can hold.
        case everything
        /// Only what Kadō's 16 CSV columns carry: Kadō's schedules and types, no unit, skip,
        /// setting or empty note, Kadō's score, habits ordered by creation, records on the
        /// calendar day they were recorded on.
        case kadoCSV
    }

    var random: SeededGenerator
    let boundary: DayBoundary
    let scope: Scope
    var habits = 1...6
    var completionsPerHabit = 0...25

    init(seed: UInt64, timeZone: TimeZone, scope: Scope) {
        random = SeededGenerator(seed: seed)
        boundary = DayBoundary(timeZone: timeZone)
        self.scope = scope
    }

    /// Pieces names and notes are built from: the hard cases for CSV and JSON.
    static let fragments = [
        "Walk", "read", " ", ",", "\"", "\"\"", "\n", "\r\n", "\r", "\t", "é", "ü", "日本", "週末ハイキング", "🥾", "👍🏽",
        "👨‍👩‍👧", "שלום", "عربى", "\u{200F}", "=SUM(A1:A2)", "+1", "-1", "@home", "\\", "/", "'", ";", "0", "42", "\u{0}",
        "\u{7F}", "\u{2028}", "e\u{301}", "𝄞",
    ]

    static let names = [
        "Walk", "Lire 20 pages, puis méditer", "Journal, notes & \"quotes\"", "Vitamins\nmorning + evening",
        "週末ハイキング 🥾", "=SUM(A1:A2) no snacks", "שתיית מים", "قراءة", "Line\r\nbreak", "\"quoted\"", ",", "a",
    ]

    static let icons = [
        "circle", "figure.run", "book.fill", "drop.fill", "leaf", "bed.double.fill", "cup.and.saucer.fill",
    ]
    static let units = ["glasses", "km", "ページ", "☕️ cups", "", "pages, \"big\""]

    mutating func int(_ range: ClosedRange<Int>) -> Int { random.int(in: range) }
    mutating func chance(_ probability: Double) -> Bool { random.chance(probability) }
    mutating func pick<T>(_ elements: [T]) -> T {
        elements[random.int(in: 0...(elements.count - 1))]
    }

    mutating func uuid() -> UUID {
        let high = random.next()
        let low = random.next()
        return withUnsafeBytes(of: (high, low)) { bytes in
            UUID(
                uuid: (
                    bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                    bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                ))
        }
    }

    mutating func text(maximumPieces: Int) -> String {
        var text = ""
        for _ in 0..<int(1...maximumPieces) { text += pick(Self.fragments) }
        return text
    }

    mutating func name() -> String {
        var name = chance(0.4) ? pick(Self.names) : text(maximumPieces: 8)
        if name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { name = "x" + name }
        return String(name.prefix(Habit.maximumNameLength))
    }

    mutating func note() -> String? {
        if chance(0.6) { return nil }
        if scope == .everything, chance(0.05) { return "" }
        let note =
            chance(0.3)
            ? pick(["chapitre 1, très bien", "skipped:\nsick", "done — \"good\" day, really"]) : text(maximumPieces: 12)
        return note
    }

    /// Days the generator draws often: the supported range's edges, 1970-01-01, leap days.
    static let specialDays = [
        "1900-01-01", "1900-01-02", "1900-03-01", "1904-02-29", "1970-01-01", "2000-02-29", "2196-02-29",
        "2199-12-30", "2199-12-31",
    ].map(day)

    /// A day of the whole supported range (1900-01-01…2199-12-31), often one of ``specialDays``.
    mutating func supportedDay() -> LogicalDay {
        if chance(0.3) { return pick(Self.specialDays) }
        return LogicalDay(dayNumber: int(LogicalDay.firstSupported.dayNumber...LogicalDay.lastSupported.dayNumber))
    }

    /// `day`, moved into the supported range when it falls outside.
    static func supported(_ day: LogicalDay) -> LogicalDay {
        min(max(day, LogicalDay.firstSupported), LogicalDay.lastSupported)
    }

    /// A whole-second instant of a day of the whole supported range (its first or last second now
    /// and then).
    mutating func instant() -> Date {
        let day = supportedDay()
        let start = boundary.start(of: day).timeIntervalSince1970.rounded(.up)
        let end = boundary.start(of: day.adding(days: 1)).timeIntervalSince1970.rounded(.up)
        let last = Int(end - start) - 1
        let offset = chance(0.2) ? pick([0, last]) : int(0...last)
        return Date(timeIntervalSince1970: start + Double(offset))
    }

    mutating func frequency() -> Frequency {
        let kinds = scope == .everything ? 5 : 4
        switch int(0...(kinds - 1)) {
        case 0: return .daily
        case 1: return .daysPerWeek(int(1...6))
        case 2:
            var days = Set<Weekday>()
            for _ in 0..<int(1...7) { days.insert(pick(Weekday.allCases)) }
            return .specificDays(days)
        case 3: return .everyNDays(int(2...365))
        default:
            let days = chance(0.3) ? pick([1, 2, 7, 14, 30, 366]) : int(1...366)
            return .timesInDays(times: int(1...days), days: days)
        }
    }

    mutating func type() -> HabitType {
        let kinds = scope == .everything ? 5 : 4
        switch int(0...(kinds - 1)) {
        case 0: return .binary
        case 1: return .negative
        case 2: return .counter(target: chance(0.7) ? Double(int(1...20)) : pick([0.5, 2.5, 1e9, 0.001]))
        case 3: return .timer(targetSeconds: Double(int(1...120) * 60))
        default: return .atMost(target: chance(0.7) ? Double(int(1...10)) : pick([0.25, 3.5]))
        }
    }

    mutating func value(for type: HabitType) -> Double {
        if chance(0.05) { return 0 }
        switch type {
        case .binary, .negative: return 1
        case .counter, .atMost: return chance(0.8) ? Double(int(1...12)) : pick([0.5, 2.25, 1e9, 1e-7, 123.456])
        case .timer: return Double(int(1...240) * 30)
        }
    }

    /// A record of `habit`: mostly on the calendar day it was recorded on; with `.everything`,
    /// sometimes on the day before (a day-start hour) or days before (a backfill).
    mutating func completion(of habit: Habit, around day: LogicalDay) -> Completion {
        let recordedAt = boundary.start(of: day).addingTimeInterval(Double(int(0...86_399)))
        var logicalDay = Self.supported(boundary.logicalDay(containing: recordedAt))
        if scope == .everything {
            let roll = int(0...9)
            if roll == 0 {
                logicalDay = logicalDay.adding(days: -1)
            } else if roll == 1 {
                logicalDay = logicalDay.adding(days: -int(2...9))
            } else if roll == 2 {
                logicalDay = logicalDay.adding(days: 1)
            }
            logicalDay = Self.supported(logicalDay)
        }
        let value = value(for: habit.type)
        var note = note()
        if value == 0, note == nil || note == "" { note = "note only" }
        return Completion(
            id: uuid(), habitID: habit.id, day: logicalDay, recordedAt: recordedAt, value: value, note: note)
    }

    mutating func settings() -> BackupSettings? {
        guard scope == .everything, chance(0.5) else { return nil }
        return BackupSettings(
            dayStart: chance(0.7) ? int(0...23) : nil, weekStart: chance(0.7) ? int(1...7) : nil,
            language: chance(0.5) ? pick(["en", "fr"]) : nil)
    }

    /// A whole backup.
    mutating func contents() -> BackupContents {
        var contents = BackupContents(settings: settings())
        var habits: [Habit] = []
        for _ in 0..<int(self.habits) {
            let createdAt = instant()
            let type = type()
            var habit = Habit(
                id: uuid(), name: name(), frequency: frequency(), type: type, color: pick(HabitColor.allCases),
                icon: pick(Self.icons), createdAt: createdAt,
                archivedAt: chance(0.25)
                    ? min(
                        createdAt.addingTimeInterval(Double(int(0...40_000_000))),
                        boundary.start(of: LogicalDay.lastSupported.adding(days: 1)).addingTimeInterval(-1)) : nil,
                remindersEnabled: chance(0.3), reminderHour: int(0...23), reminderMinute: int(0...59))
            if scope == .everything {
                if type.kind == .counter || type.kind == .atMost || chance(0.1), chance(0.5) {
                    habit.unit = pick(Self.units)
                }
                habit.scoreModel = chance(0.3) ? .loop : .kado
                habit.sortOrder = int(-3...40)
            }
            habits.append(habit)
            let createdDay = boundary.logicalDay(containing: createdAt)
            var days: [LogicalDay] = []
            for _ in 0..<int(completionsPerHabit) {
                // Several records on one day, now and then.
                if let previous = days.last, chance(0.15) {
                    days.append(previous)
                } else {
                    days.append(Self.supported(createdDay.adding(days: int(-40...400))))
                }
            }
            for day in days { contents.completions.append(completion(of: habit, around: day)) }
            if scope == .everything {
                for _ in 0..<int(0...3) {
                    let first = Self.supported(createdDay.adding(days: int(-10...400)))
                    let length = chance(0.5) ? 1 : int(2...60)
                    let last = Self.supported(first.adding(days: length - 1))
                    guard let range = try? DayRange(from: first, through: last) else {
                        continue
                    }
                    contents.skips.append(Skip(id: uuid(), habitID: habit.id, days: range, note: note()))
                }
            }
        }
        if scope == .kadoCSV {
            // Read back from CSV, habits are numbered in the order they are written.
            let order = habits.sorted { lhs, rhs in
                lhs.createdAt != rhs.createdAt ? lhs.createdAt < rhs.createdAt : lhs.id.uuidString < rhs.id.uuidString
            }
            for (index, habit) in order.enumerated() {
                if let position = habits.firstIndex(where: { $0.id == habit.id }) { habits[position].sortOrder = index }
            }
        }
        contents.habits = habits
        return contents
    }
}
