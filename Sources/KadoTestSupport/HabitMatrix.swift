import Foundation
import KadoCore

/// A seeded, deterministic set of habits and their history (a habit × day matrix), for benchmarks
/// and for tests that need realistic volume.
///
/// The habits mix every type (yes/no, counter, timer, negative, at-most) and every schedule
/// (daily, N days a week, specific weekdays, every N days, Loop's N times in D days); each has its
/// own adherence (40–95 %) with occasional slumps, some days hold several records, a few records
/// carry notes or are note-only, some habits are archived or created late or backfilled, and some
/// have pauses and skipped days. Everything is read in UTC with midnight days
/// (``TestCalendars/utc``) up to a fixed ``today``.
///
/// The same size, seed and `today` give the same habits, records, skips and identifiers on every
/// run and platform. Each habit is drawn from its own generator, seeded from the matrix seed and
/// the habit's index, so habit `i` does not depend on how many habits come before or after it.
///
/// ```swift
/// let matrix = HabitMatrix(size: .medium)
/// for (habit, records) in zip(matrix.habits, matrix.completionsByHabit) {
///     let timeline = HabitTimeline(habit: habit, completions: records, calendar: matrix.calendar)
///     _ = timeline.evaluate(asOf: matrix.today)
/// }
/// ```
public struct HabitMatrix: Sendable {
    /// How many habits over how many years.
    public struct Size: Hashable, Sendable, CustomStringConvertible {
        /// A short name for tables (`S`, `M`, `L`, `L1`, or `250x3` for others).
        public let name: String
        /// The number of habits.
        public let habits: Int
        /// The number of years of history, ending on `today`.
        public let years: Int

        /// `habits` habits over `years` years, named `name` or `<habits>x<years>`.
        public init(name: String? = nil, habits: Int, years: Int) {
            self.habits = max(0, habits)
            self.years = max(1, years)
            self.name = name ?? "\(self.habits)x\(self.years)"
        }

        /// S: 10 habits × 1 year.
        public static let small = Size(name: "S", habits: 10, years: 1)
        /// M: 100 habits × 5 years.
        public static let medium = Size(name: "M", habits: 100, years: 5)
        /// L: 1,000 habits × 10 years.
        public static let large = Size(name: "L", habits: 1_000, years: 10)
        /// L1: 1,000 habits × 1 year (many habits, short history).
        public static let largeOneYear = Size(name: "L1", habits: 1_000, years: 1)
        /// The named presets, smallest first.
        public static let presets: [Size] = [.small, .medium, .large, .largeOneYear]

        /// Reads a preset name (`S`, `M`, `L`, `L1`, any case) or `<habits>x<years>` (`250x3`);
        /// `nil` for anything else.
        public init?(_ text: String) {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let preset = Size.presets.first(where: { $0.name.caseInsensitiveCompare(trimmed) == .orderedSame }) {
                self = preset
                return
            }
            let parts = trimmed.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let habits = Int(parts[0]), let years = Int(parts[1]), habits >= 0,
                (1...100).contains(years)
            else { return nil }
            self.init(habits: habits, years: years)
        }

        /// `M (100 habits × 5 years)`.
        public var description: String { "\(name) (\(habits) habits × \(years) \(years == 1 ? "year" : "years"))" }
    }

    /// The seed used when none is given.
    public static let defaultSeed: UInt64 = 0x4B41_444F_2026

    /// The "today" used when none is given: 2026-03-01, a Sunday.
    public static let defaultToday = LogicalDay(year: 2026, month: 3, day: 1) ?? LogicalDay(dayNumber: 20_513)

    /// The size generated.
    public let size: Size
    /// The seed everything was drawn from.
    public let seed: UInt64
    /// The calendar every instant was written in: UTC, midnight days, weeks on Monday.
    public let calendar: HabitCalendar
    /// The last day with records; evaluate as of this day.
    public let today: LogicalDay
    /// The first day of the history window (`size.years` years before `today`, plus one day).
    /// Backfilled records never go earlier.
    public let firstDay: LogicalDay
    /// The habits, in `sortOrder`.
    public let habits: [Habit]
    /// Every record, grouped by habit in the order of ``habits``, each habit's records by day.
    public let completions: [Completion]
    /// Every skip and pause, grouped by habit in the order of ``habits``.
    public let skips: [Skip]
    /// `completionsByHabit[i]` holds the records of `habits[i]`: a slice sharing the storage of
    /// ``completions`` (its indexes are those of ``completions``, not zero-based).
    public let completionsByHabit: [ArraySlice<Completion>]
    /// `skipsByHabit[i]` holds the skips of `habits[i]`: a slice of ``skips``.
    public let skipsByHabit: [ArraySlice<Skip>]

    /// Generates `size` from `seed`, ending on `today`.
    /// - Complexity: O(h × d) for h habits and d days; about a second for ``Size/large`` in release.
    public init(size: Size, seed: UInt64 = HabitMatrix.defaultSeed, today: LogicalDay = HabitMatrix.defaultToday) {
        self.size = size
        self.seed = seed
        self.today = today
        calendar = TestCalendars.utc
        let startYear = today.year - size.years
        let anniversary =
            LogicalDay(year: startYear, month: today.month, day: min(today.day, 28)) ?? today.adding(days: -365)
        firstDay = anniversary.adding(days: 1)

        let span = firstDay.days(to: today) + 1
        var habits: [Habit] = []
        habits.reserveCapacity(size.habits)
        var completions: [Completion] = []
        completions.reserveCapacity(size.habits * span * 9 / 10)
        var skips: [Skip] = []
        var completionBounds: [Range<Int>] = []
        completionBounds.reserveCapacity(size.habits)
        var skipBounds: [Range<Int>] = []
        skipBounds.reserveCapacity(size.habits)

        for index in 0..<size.habits {
            var writer = HabitWriter(
                index: index, seed: seed, firstDay: firstDay, today: today, span: span)
            let completionStart = completions.count
            let skipStart = skips.count
            writer.write(into: &completions, skips: &skips)
            habits.append(writer.habit)
            completionBounds.append(completionStart..<completions.count)
            skipBounds.append(skipStart..<skips.count)
        }

        self.habits = habits
        self.completions = completions
        self.skips = skips
        completionsByHabit = completionBounds.map { completions[$0] }
        skipsByHabit = skipBounds.map { skips[$0] }
    }

    /// Generates `habits` habits over `years` years from `seed`, ending on `today`.
    /// - Complexity: O(habits × days).
    public init(
        habits: Int, years: Int, seed: UInt64 = HabitMatrix.defaultSeed, today: LogicalDay = HabitMatrix.defaultToday
    ) {
        self.init(size: Size(habits: habits, years: years), seed: seed, today: today)
    }

    /// The timeline of `habits[index]`, built from its own records and skips.
    /// - Complexity: O(r + s + d) for its r records, s skipped days and d days spanned.
    public func timeline(ofHabitAt index: Int) -> HabitTimeline {
        HabitTimeline(
            habit: habits[index], completions: completionsByHabit[index], skips: skipsByHabit[index],
            calendar: calendar)
    }

    /// The habit-days evaluated as of ``today``: for each habit, the days from its effective start
    /// through `today` (or its archive day, if earlier), summed.
    /// - Complexity: O(records + days): it builds every habit's timeline.
    public func habitDays() -> Int {
        var total = 0
        for index in habits.indices {
            let timeline = timeline(ofHabitAt: index)
            let end = timeline.archiveDay.map { min($0, today) } ?? today
            total += max(0, timeline.effectiveStart.days(to: end) + 1)
        }
        return total
    }

    /// A 64-bit FNV-1a hash of every habit, record and skip (identifiers, days, instants, values,
    /// notes, schedules): equal fingerprints mean equal matrices, so a test or a results file can
    /// show that generation did not change.
    /// - Complexity: O(habits + records + skips).
    public var fingerprint: UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ word: UInt64) {
            var word = word
            for _ in 0..<8 {
                hash = (hash ^ (word & 0xFF)) &* 0x0000_0100_0000_01B3
                word >>= 8
            }
        }
        func mix(_ id: UUID) {
            withUnsafeBytes(of: id.uuid) { bytes in
                for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            }
        }
        func mix(_ text: String?) {
            guard let text else { return mix(UInt64.max) }
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            mix(UInt64(text.utf8.count))
        }
        for habit in habits {
            mix(habit.id)
            mix(habit.name)
            // Weekday sets are encoded as a sorted mask: a Set's order changes from run to run.
            switch habit.frequency {
            case .daily: mix(1)
            case .daysPerWeek(let count): mix(2 << 32 | UInt64(count))
            case .specificDays(let days): mix(3 << 32 | days.reduce(0) { $0 | 1 << UInt64($1.rawValue) })
            case .everyNDays(let interval): mix(4 << 32 | UInt64(interval))
            case .timesInDays(let times, let days): mix(5 << 32 | UInt64(times) << 16 | UInt64(days))
            }
            mix(habit.type.kind.rawValue + habit.scoreModel.rawValue)
            mix(habit.type.target?.bitPattern ?? 0)
            mix(habit.createdAt.timeIntervalSince1970.bitPattern)
            mix(habit.archivedAt?.timeIntervalSince1970.bitPattern ?? 0)
        }
        for completion in completions {
            mix(completion.id)
            mix(completion.habitID)
            mix(UInt64(bitPattern: Int64(completion.day.dayNumber)))
            mix(completion.recordedAt.timeIntervalSince1970.bitPattern)
            mix(completion.value.bitPattern)
            mix(completion.note)
        }
        for skip in skips {
            mix(skip.id)
            mix(skip.habitID)
            mix(UInt64(bitPattern: Int64(skip.days.first.dayNumber)))
            mix(UInt64(bitPattern: Int64(skip.days.last.dayNumber)))
            mix(skip.note)
        }
        return hash
    }
}

// MARK: - Generation

/// Draws one habit and its history from a generator of its own.
private struct HabitWriter {
    var habit: Habit
    private var random: SeededGenerator
    private var ids: SeededGenerator
    private let firstDay: LogicalDay
    private let creationDay: LogicalDay
    private let recordsStart: LogicalDay
    private let recordsEnd: LogicalDay
    private let adherence: Double

    private static let notes = [
        "felt great", "late", "with Sam", "tired today", "rain, did it indoors",
        "Started again after the trip — slower than before but it counts.", "😀", "half asleep",
    ]
    private static let skipNotes: [String?] = [nil, "holiday", "ill", "travel", nil]

    init(index: Int, seed: UInt64, firstDay: LogicalDay, today: LogicalDay, span: Int) {
        // Two generators per habit: one for the history, one for identifiers, so that adding a
        // draw to either never shifts the other.
        var seeder = SeededGenerator(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        var random = SeededGenerator(seed: seeder.next())
        var ids = SeededGenerator(seed: seeder.next())

        // Most habits span the whole window; a quarter start later.
        let lateStart = span > 60 && random.chance(0.25)
        let creationDay = lateStart ? firstDay.adding(days: random.int(in: 1...(span - 45))) : firstDay
        let archiveDay: LogicalDay?
        let lifetime = creationDay.days(to: today)
        if lifetime > 60 && random.chance(0.06) {
            archiveDay = creationDay.adding(days: random.int(in: 30...(lifetime - 1)))
        } else {
            archiveDay = nil
        }
        let adherence = random.double(in: 0.40...0.95)

        let type = HabitWriter.drawType(&random)
        let frequency = HabitWriter.drawFrequency(for: type, &random)
        let fromLoop: Bool
        if case .timesInDays = frequency { fromLoop = random.chance(0.5) } else { fromLoop = random.chance(0.08) }

        // A few habits were done before they were created (backfilled on creation).
        if type.recordsMeanDone && creationDay > firstDay && random.chance(0.2) {
            recordsStart = max(firstDay, creationDay.adding(days: -random.int(in: 1...14)))
        } else {
            recordsStart = creationDay
        }

        let unit: String?
        switch type {
        case .counter: unit = random.element(of: ["glasses", "pages", "push-ups", "steps"])
        case .atMost: unit = random.element(of: ["coffees", "cigarettes", "snacks"])
        default: unit = nil
        }
        let createdAt = HabitWriter.instant(on: creationDay, &random)
        let archivedAt: Date?
        if let archiveDay { archivedAt = HabitWriter.instant(on: archiveDay, &random) } else { archivedAt = nil }
        habit = Habit(
            id: HabitWriter.uuid(&ids), name: "Habit \(index + 1) (\(type.kind.rawValue))", frequency: frequency,
            type: type, unit: unit, color: HabitColor.allCases[index % HabitColor.allCases.count],
            createdAt: createdAt, archivedAt: archivedAt, remindersEnabled: random.chance(0.3),
            reminderHour: random.int(in: 6...21), sortOrder: index, scoreModel: fromLoop ? .loop : .kado)
        self.random = random
        self.ids = ids
        self.firstDay = firstDay
        self.creationDay = creationDay
        self.recordsEnd = archiveDay ?? today
        self.adherence = adherence
    }

    /// Writes the habit's records and skips, in day order.
    mutating func write(into completions: inout [Completion], skips: inout [Skip]) {
        guard recordsStart <= recordsEnd else { return }
        let length = recordsStart.days(to: recordsEnd) + 1

        // Pauses (holidays, illness) first, so that the days inside them can go quiet.
        var paused = [Bool](repeating: false, count: length)
        var pauses: [Skip] = []
        if length > 40 && random.chance(0.35) {
            for _ in 0..<random.int(in: 1...max(1, min(3 * (length / 365 + 1), 12))) {
                let pauseLength = random.int(in: 2...21)
                let start = random.int(in: 0...(length - pauseLength))
                let first = recordsStart.adding(days: start)
                // A probe of the test's own numbers: an invalid range is reported below.
                guard let range = try? DayRange(from: first, through: first.adding(days: pauseLength - 1)) else {
                    continue
                }
                for offset in start..<(start + pauseLength) { paused[offset] = true }
                pauses.append(
                    Skip(
                        id: HabitWriter.uuid(&ids), habitID: habit.id, days: range,
                        note: random.element(of: HabitWriter.skipNotes) ?? nil))
            }
            pauses.sort { $0.days.first < $1.days.first }
        }
        var singles: [Skip] = []

        let type = habit.type
        var inSlump = false
        // For every N days: the day the cycle was last restarted; the first attempt is due at once.
        var lastDone: LogicalDay?
        // For rolling quotas: the days done recently, oldest first.
        var recentDone: [LogicalDay] = []
        var weekdayMask = 0
        if case .specificDays(let days) = habit.frequency {
            weekdayMask = days.reduce(0) { $0 | 1 << ($1.rawValue - 1) }
        }

        for offset in 0..<length {
            let day = recordsStart.adding(days: offset)
            if inSlump { inSlump = !random.chance(0.1) } else { inSlump = random.chance(1.0 / 60) }
            var probability = inSlump ? adherence * 0.25 : adherence
            if paused[offset] { probability *= 0.1 }
            let countBefore = completions.count

            switch type {
            case .binary, .counter, .timer:
                let attempt: Double
                switch habit.frequency {
                case .daily:
                    attempt = probability
                case .daysPerWeek(let count):
                    attempt = HabitWriter.quotaAttempt(
                        probability, times: count, days: 7, on: day, recentDone: &recentDone)
                case .specificDays:
                    attempt = weekdayMask & (1 << (day.weekday.rawValue - 1)) != 0 ? probability : 0.03
                case .everyNDays(let interval):
                    let gap = lastDone.map { $0.days(to: day) } ?? interval
                    attempt = gap >= interval ? probability : (gap == 0 ? 0 : 0.03)
                case .timesInDays(let times, let days):
                    attempt = HabitWriter.quotaAttempt(
                        probability, times: times, days: days, on: day, recentDone: &recentDone)
                }
                if random.chance(attempt) {
                    writeDone(on: day, into: &completions)
                    lastDone = day
                    recentDone.append(day)
                } else {
                    writeMissed(on: day, into: &completions)
                }
            case .negative:
                if !random.chance(paused[offset] ? 0.9 : probability) {
                    append(on: day, value: 1, into: &completions)
                    if random.chance(0.15) { append(on: day, value: 1, into: &completions) }
                } else if random.chance(0.003) {
                    append(on: day, value: 0, note: random.element(of: HabitWriter.notes), into: &completions)
                }
            case .atMost(let target):
                let amount: Double
                if random.chance(paused[offset] ? 0.9 : probability) {
                    amount = Double(random.int(in: 0...Int(target)))
                } else {
                    amount = Double(random.int(in: (Int(target) + 1)...(Int(target) * 3 + 1)))
                }
                writeUnits(amount, on: day, into: &completions)
            }

            if completions.count == countBefore && !paused[offset] && random.chance(0.004) {
                singles.append(Skip(id: HabitWriter.uuid(&ids), habitID: habit.id, days: DayRange(day: day)))
            }
        }

        // Skips in order of their first day.
        var pauseIndex = 0
        for single in singles {
            while pauseIndex < pauses.count && pauses[pauseIndex].days.first <= single.days.first {
                skips.append(pauses[pauseIndex])
                pauseIndex += 1
            }
            skips.append(single)
        }
        skips.append(contentsOf: pauses[pauseIndex...])
    }

    /// The chance of doing a rolling-quota habit on `day`: people who keep "`times` in `days`"
    /// act on the days the quota is open, with their usual adherence, and seldom once it is met.
    private static func quotaAttempt(
        _ probability: Double, times: Int, days: Int, on day: LogicalDay, recentDone: inout [LogicalDay]
    ) -> Double {
        let windowStart = day.adding(days: -(days - 1))
        if let stale = recentDone.firstIndex(where: { $0 >= windowStart }) {
            recentDone.removeFirst(stale)
        } else {
            recentDone.removeAll(keepingCapacity: true)
        }
        return recentDone.count < times ? probability : 0.05
    }

    /// A done day: one record or several adding up to the target.
    private mutating func writeDone(on day: LogicalDay, into completions: inout [Completion]) {
        switch habit.type {
        case .counter(let target), .timer(let target):
            let parts = random.int(in: 1...3)
            let total = target * random.double(in: 1.0...1.3)
            for _ in 0..<parts { append(on: day, value: (total / Double(parts)).rounded(.up), into: &completions) }
        default:
            append(on: day, value: 1, into: &completions)
            // A double tap from a widget, now and then.
            if random.chance(0.03) { append(on: day, value: 1, into: &completions) }
        }
    }

    /// A day not done: sometimes a partial amount, sometimes only a note.
    private mutating func writeMissed(on day: LogicalDay, into completions: inout [Completion]) {
        switch habit.type {
        case .counter(let target), .timer(let target):
            if random.chance(0.3) {
                append(on: day, value: max(1, (target * random.double(in: 0.1...0.9)).rounded()), into: &completions)
                return
            }
        default:
            break
        }
        if random.chance(0.004) {
            append(on: day, value: 0, note: random.element(of: HabitWriter.notes), into: &completions)
        }
    }

    /// An at-most day: one record per unit for small limits, a few larger records otherwise.
    private mutating func writeUnits(_ amount: Double, on day: LogicalDay, into completions: inout [Completion]) {
        guard amount > 0 else { return }
        if amount <= 6 {
            for _ in 0..<Int(amount) { append(on: day, value: 1, into: &completions) }
        } else {
            let parts = random.int(in: 1...3)
            for _ in 0..<parts { append(on: day, value: (amount / Double(parts)).rounded(.up), into: &completions) }
        }
    }

    private mutating func append(
        on day: LogicalDay, value: Double, note: String? = nil, into completions: inout [Completion]
    ) {
        let note = note ?? (random.chance(0.015) ? random.element(of: HabitWriter.notes) : nil)
        completions.append(
            Completion(
                id: HabitWriter.uuid(&ids), habitID: habit.id, day: day,
                recordedAt: HabitWriter.instant(on: day, &random), value: value, note: note))
    }

    private static func drawType(_ random: inout SeededGenerator) -> HabitType {
        let draw = random.unit()
        switch draw {
        case ..<0.40: return .binary
        case ..<0.60: return .counter(target: Double(random.element(of: [2, 3, 5, 8, 10, 30]) ?? 8))
        case ..<0.75: return .timer(targetSeconds: Double(random.element(of: [300, 600, 900, 1800, 3600]) ?? 900))
        case ..<0.87: return .negative
        default: return .atMost(target: Double(random.int(in: 1...4)))
        }
    }

    private static func drawFrequency(for type: HabitType, _ random: inout SeededGenerator) -> Frequency {
        guard type.recordsMeanDone else {
            return random.chance(0.85) ? .daily : .specificDays(weekdays(&random))
        }
        let draw = random.unit()
        switch draw {
        case ..<0.40:
            return .daily
        case ..<0.58:
            return .daysPerWeek(random.int(in: 1...6))
        case ..<0.74:
            return .specificDays(weekdays(&random))
        case ..<0.86:
            return .everyNDays(random.chance(0.9) ? random.int(in: 2...10) : random.element(of: [14, 30]) ?? 14)
        default:
            let days = random.element(of: [2, 3, 7, 10, 14, 30]) ?? 7
            return .timesInDays(times: random.int(in: 1...(days - 1)), days: days)
        }
    }

    /// Two to five distinct weekdays.
    private static func weekdays(_ random: inout SeededGenerator) -> Set<Weekday> {
        var days = Set<Weekday>()
        let count = random.int(in: 2...5)
        while days.count < count {
            if let day = Weekday(rawValue: random.int(in: 1...7)) { days.insert(day) }
        }
        return days
    }

    /// An instant between 06:00 and 23:00 UTC on `day` (the matrix calendar is UTC, midnight days,
    /// so this is exact without a `Calendar`).
    private static func instant(on day: LogicalDay, _ random: inout SeededGenerator) -> Date {
        let seconds = Double(day.dayNumber) * 86_400 + Double(random.int(in: 21_600...82_799))
        return Date(timeIntervalSince1970: seconds)
    }

    /// A version-4 UUID from the generator's next 128 bits.
    private static func uuid(_ random: inout SeededGenerator) -> UUID {
        let high = (random.next() & 0xFFFF_FFFF_FFFF_0FFF) | 0x0000_0000_0000_4000
        let low = (random.next() & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
        func byte(_ word: UInt64, _ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: word >> (56 - 8 * index)) }
        return UUID(
            uuid: (
                byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5),
                byte(high, 6), byte(high, 7), byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3),
                byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
            ))
    }
}
