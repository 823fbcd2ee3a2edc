import Foundation
import KadoCore

/// Writes ``KadoJSONBackup``: the contents mapped onto Kadō's shapes plus the extra keys, laid
/// out as Foundation's `JSONEncoder` lays them out with pretty printing and sorted keys (what
/// Kadō itself uses), so the bytes are Kadō's.
enum KadoJSONEncoding {
    static func encode(
        _ contents: BackupContents, exportedAt: Date, appVersion: String, timeZone: TimeZone
    ) throws(BackupError) -> Data {
        let habitIDs = Set(contents.habits.map(\.id))
        if let orphan = contents.completions.first(where: { !habitIDs.contains($0.habitID) }) {
            throw failure("completions", .recordWithoutHabit(id: orphan.id, habitID: orphan.habitID))
        }
        if let orphan = contents.skips.first(where: { !habitIDs.contains($0.habitID) }) {
            throw failure("skips", .skipWithoutHabit(id: orphan.id, habitID: orphan.habitID))
        }
        let completions = Dictionary(grouping: contents.completions, by: \.habitID)
        let skips = Dictionary(grouping: contents.skips, by: \.habitID)
        let sink = BackupDataSink()
        do {
            var writer = try KadoJSONBackup.Writer(
                exportedAt: exportedAt, appVersion: appVersion, settings: contents.settings, timeZone: timeZone,
                sink: sink)
            for habit in KadoBackupLayout.sortedHabits(contents.habits) {
                try writer.append(
                    habit, completions: completions[habit.id] ?? [], skips: skips[habit.id] ?? [],
                    reminders: contents.reminders[habit.id] ?? [])
            }
            try writer.finish()
        } catch let error as BackupError {
            throw error
        } catch {
            // Unreachable: a sink in memory does not fail.
            throw BackupError(.invalid, format: .json, problem: .notWritable(.encoder("\(error)")))
        }
        return sink.data
    }

    /// The document without its habits, as the encoder writes it, cut around its empty `habits`
    /// array: the bytes before its `[`, and those after its `]`.
    static func envelope(exportedAt: String, appVersion: String, settings: BackupSettings?) throws(BackupError)
        -> (before: [UInt8], after: [UInt8])
    {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let document = DocumentObject(
            formatVersion: KadoBackupLayout.formatVersion, exportedAt: exportedAt, appVersion: appVersion, habits: [],
            settings: settings)
        let data: Data
        do {
            data = try encoder.encode(document)
        } catch {
            // Unreachable: the document holds text and integers only. Kept typed all the same.
            throw BackupError(.invalid, format: .json, problem: .notWritable(.encoder("\(error)")))
        }
        let bytes = [UInt8](data)
        let key = Array("\"habits\" : [".utf8)
        guard let keyStart = bytes.firstRange(of: key)?.lowerBound,
            let close = bytes[(keyStart + key.count)...].firstIndex(of: UInt8(ascii: "]"))
        else {
            throw BackupError(
                .invalid, format: .json, problem: .notWritable(.encoder("no habits array in the document")))
        }
        return (Array(bytes[..<(keyStart + key.count - 1)]), Array(bytes[(close + 1)...]))
    }

    /// Writes `habit`'s object (at the depth the writer is at: an element of `habits`): Kadō's
    /// keys and the extra ones, in sorted order, nil ones left out.
    static func write(
        _ habit: Habit, path: String, completions: [Completion], skips: [Skip], reminders: [BackupReminder],
        days: DayWindows, into json: inout PrettyJSONBytes
    ) throws(BackupError) {
        // Everything but the records is checked before a byte is written.
        let type = try TypeObject(KadoBackupLayout.kadoVisible(habit.type), path: path + ".type")
        let createdAt = try timestamp(habit.createdAt, path + ".createdAt")
        let archivedAt = try habit.archivedAt.map { date throws(BackupError) in
            try timestamp(date, path + ".archivedAt")
        }
        let startDay = try habit.startDay.map { start throws(BackupError) in try day(start, path + ".startDay") }
        var atMost: Double?
        if case .atMost(let target) = habit.type { atMost = try finite(target, path + ".atMost.target") }
        let writtenSkips = try skipObjects(skips, path: path)
        let frequency = KadoBackupLayout.kadoVisible(habit.frequency)
        let earlier = try habit.earlierRules.enumerated().map { index, earlier throws(BackupError) in
            try EarlierTermsObject(earlier, path: path + ".earlierRules[\(index)]")
        }

        json.openObject()
        if let archivedAt {
            json.key("archivedAt")
            json.plainString(archivedAt)
        }
        if let atMost {
            json.key("atMost")
            json.openObject()
            json.key("target")
            json.number(atMost)
            json.closeObject()
        }
        json.key("color")
        json.string(habit.color.rawValue)
        json.key("completions")
        json.openArray()
        let ordered = KadoBackupLayout.writtenCompletions(completions, days: days)
        for (index, record) in ordered.enumerated() {
            json.element()
            try write(record, path: path + ".completions[\(index)]", into: &json)
        }
        json.closeArray()
        json.key("createdAt")
        json.plainString(createdAt)
        if let details = habit.details {
            json.key("details")
            json.string(details)
        }
        if !earlier.isEmpty {
            json.key("earlierRules")
            json.openArray()
            for entry in earlier {
                json.element()
                write(entry, into: &json)
            }
            json.closeArray()
        }
        json.key("frequency")
        write(frequency, into: &json)
        if let group = habit.group {
            json.key("group")
            json.string(group)
        }
        json.key("icon")
        json.string(habit.icon)
        json.key("id")
        json.uuid(habit.id)
        json.key("name")
        json.string(habit.name)
        json.key("reminderHour")
        json.integer(habit.reminderHour)
        json.key("reminderMinute")
        json.integer(habit.reminderMinute)
        if !reminders.isEmpty {
            json.key("reminders")
            json.openArray()
            for reminder in BackupReminder.written(reminders) {
                json.element()
                json.openObject()
                json.key("onlyIfNotDone")
                json.boolean(reminder.onlyIfNotDone)
                json.key("snoozeMinutes")
                json.integer(reminder.snoozeMinutes)
                json.key("time")
                json.string(reminder.time.description)
                json.closeObject()
            }
            json.closeArray()
        }
        json.key("remindersEnabled")
        json.boolean(habit.remindersEnabled)
        json.key("scoreModel")
        json.string(habit.scoreModel.rawValue)
        if !writtenSkips.isEmpty {
            json.key("skips")
            json.openArray()
            for skip in writtenSkips {
                json.element()
                json.openObject()
                json.key("first")
                json.plainString(skip.first)
                json.key("id")
                json.uuid(skip.id)
                json.key("last")
                json.plainString(skip.last)
                if let note = skip.note {
                    json.key("note")
                    json.string(note)
                }
                json.closeObject()
            }
            json.closeArray()
        }
        json.key("sortOrder")
        json.integer(habit.sortOrder)
        if let startDay {
            json.key("startDay")
            json.plainString(startDay)
        }
        writeTimesInDays(of: habit.frequency, into: &json)
        json.key("type")
        json.openObject()
        json.key("kind")
        json.string(type.kind)
        if let target = type.target {
            json.key("target")
            json.number(target)
        }
        if let seconds = type.targetSeconds {
            json.key("targetSeconds")
            json.number(seconds)
        }
        json.closeObject()
        if let unit = habit.unit {
            json.key("unit")
            json.string(unit)
        }
        json.closeObject()
    }

    /// A record's object: `date`, `day`, `id`, `note`, `recordedAt` (when moved), `value`.
    private static func write(
        _ record: KadoBackupLayout.WrittenCompletion, path: String, into json: inout PrettyJSONBytes
    ) throws(BackupError) {
        let completion = record.completion
        guard KadoTimestamp.isWritable(record.date) else {
            throw failure(path + ".date", .instantOutsideYears(record.date.timeIntervalSince1970))
        }
        let value = try finite(completion.value, path + ".value")
        guard KadoTimestamp.isWritable(completion.day) else {
            throw failure(path + ".day", .dayOutsideYears(completion.day.dayNumber))
        }
        let recordedAt = try record.isMoved ? timestamp(completion.recordedAt, path + ".recordedAt") : nil
        json.openObject()
        json.key("date")
        _ = json.timestamp(record.date)
        json.key("day")
        json.day(completion.day)
        json.key("id")
        json.uuid(completion.id)
        if let note = completion.note {
            json.key("note")
            json.string(note)
        }
        if let recordedAt {
            json.key("recordedAt")
            json.plainString(recordedAt)
        }
        json.key("value")
        json.number(value)
        json.closeObject()
    }

    /// Earlier terms of a habit (``KadoCore/EarlierRules``) as an element of its `earlierRules`:
    /// the keys the habit writes its own terms with (`atMost`, `frequency`, `scoreModel`,
    /// `timesInDays`, `type`, Kadō-visible as the habit's are) and `replacedOn`, the day the next
    /// terms took over, `YYYY-MM-DD`.
    struct EarlierTermsObject {
        var rules: HabitRules
        var replacedOn: String
        var type: TypeObject
        var atMost: Double?

        init(_ earlier: EarlierRules, path: String) throws(BackupError) {
            rules = earlier.rules
            replacedOn = try day(earlier.replacedOn, path + ".replacedOn")
            type = try TypeObject(KadoBackupLayout.kadoVisible(earlier.rules.type), path: path + ".type")
            if case .atMost(let target) = earlier.rules.type { atMost = try finite(target, path + ".atMost.target") }
        }
    }

    /// Writes `entry`'s object, its keys sorted.
    private static func write(_ entry: EarlierTermsObject, into json: inout PrettyJSONBytes) {
        json.openObject()
        if let atMost = entry.atMost {
            json.key("atMost")
            json.openObject()
            json.key("target")
            json.number(atMost)
            json.closeObject()
        }
        json.key("frequency")
        write(KadoBackupLayout.kadoVisible(entry.rules.frequency), into: &json)
        json.key("replacedOn")
        json.plainString(entry.replacedOn)
        json.key("scoreModel")
        json.string(entry.rules.scoreModel.rawValue)
        writeTimesInDays(of: entry.rules.frequency, into: &json)
        json.key("type")
        json.openObject()
        json.key("kind")
        json.string(entry.type.kind)
        if let target = entry.type.target {
            json.key("target")
            json.number(target)
        }
        if let seconds = entry.type.targetSeconds {
            json.key("targetSeconds")
            json.number(seconds)
        }
        json.closeObject()
        json.closeObject()
    }

    /// The schedule's object: `count`, `days`, `interval`, `kind`, `times`, those it has.
    /// The `timesInDays` object of an "N times in D days" schedule, which Kadō's own fields
    /// cannot say; nothing for any other schedule.
    private static func writeTimesInDays(of frequency: Frequency, into json: inout PrettyJSONBytes) {
        guard case .timesInDays(let times, let days) = frequency else { return }
        json.key("timesInDays")
        json.openObject()
        json.key("days")
        json.integer(days)
        json.key("times")
        json.integer(times)
        json.closeObject()
    }

    private static func write(_ frequency: Frequency, into json: inout PrettyJSONBytes) {
        json.openObject()
        func kind(_ name: String) {
            json.key("kind")
            json.string(name)
        }
        switch frequency {
        case .daily:
            kind("daily")
        case .daysPerWeek(let count):
            json.key("count")
            json.integer(count)
            kind("daysPerWeek")
        case .specificDays(let days):
            json.key("days")
            json.openArray()
            for day in days.map(\.rawValue).sorted() {
                json.element()
                json.integer(day)
            }
            json.closeArray()
            kind("specificDays")
        case .everyNDays(let interval):
            json.key("interval")
            json.integer(interval)
            kind("everyNDays")
        case .timesInDays(let times, let days):
            // Never reached: `kadoVisible` maps it to one of Kadō's kinds first.
            json.key("days")
            json.integer(days)
            kind("timesInDays")
            json.key("times")
            json.integer(times)
        }
        json.closeObject()
    }

    /// The skips as written, by first day then id, each checked.
    private static func skipObjects(_ skips: [Skip], path: String) throws(BackupError) -> [SkipObject] {
        let sorted = skips.sorted { lhs, rhs in
            lhs.days.first != rhs.days.first ? lhs.days.first < rhs.days.first : lhs.id.uuidString < rhs.id.uuidString
        }
        var objects: [SkipObject] = []
        for (index, skip) in sorted.enumerated() {
            let skipPath = path + ".skips[\(index)]"
            objects.append(
                SkipObject(
                    id: skip.id, first: try day(skip.days.first, skipPath + ".first"),
                    last: try day(skip.days.last, skipPath + ".last"), note: skip.note))
        }
        return objects
    }

    static func failure(_ field: String, _ problem: BackupError.WriteProblem) -> BackupError {
        BackupError(.invalid, format: .json, field: field, problem: .notWritable(problem))
    }

    static func timestamp(_ date: Date, _ field: String) throws(BackupError) -> String {
        guard let text = KadoTimestamp.format(date) else {
            throw failure(field, .instantOutsideYears(date.timeIntervalSince1970))
        }
        return text
    }

    static func finite(_ value: Double, _ field: String) throws(BackupError) -> Double {
        guard value.isFinite else { throw failure(field, .notFinite(value)) }
        return value
    }

    static func day(_ day: LogicalDay, _ field: String) throws(BackupError) -> String {
        guard KadoTimestamp.isWritable(day) else {
            throw failure(field, .dayOutsideYears(day.dayNumber))
        }
        return day.description
    }

    /// The document around the habits, which the encoder writes once.
    struct DocumentObject: Encodable {
        var formatVersion: Int
        var exportedAt: String
        var appVersion: String
        var habits: [Int]
        var settings: BackupSettings?
    }

    /// A skip as written.
    struct SkipObject {
        var id: UUID
        var first: String
        var last: String
        var note: String?
    }

    /// A type as Kadō says it: a kind and a target.
    struct TypeObject {
        var kind: String
        var target: Double?
        var targetSeconds: Double?

        init(_ type: HabitType, path: String) throws(BackupError) {
            switch type {
            case .binary: kind = "binary"
            case .negative: kind = "negative"
            case .counter(let target):
                kind = "counter"
                self.target = try finite(target, path + ".target")
            case .timer(let seconds):
                kind = "timer"
                targetSeconds = try finite(seconds, path + ".targetSeconds")
            case .atMost(let target):
                // Never reached: `kadoVisible` maps it to a counter first.
                kind = "counter"
                self.target = try finite(target, path + ".target")
            }
        }
    }
}

extension KadoJSONBackup {
    /// Writes a Kadō JSON backup habit by habit into a ``BackupSink``: the bytes
    /// ``KadoJSONBackup/encode(_:exportedAt:appVersion:timeZone:)`` makes of the same contents,
    /// while holding only the habit being written and one chunk of output.
    ///
    /// Give the habits in the order the file lists them (``writtenOrder(_:)``), each with all of
    /// its records and skips, then ``finish()``.
    public struct Writer {
        /// How many bytes are gathered before the sink is given them: 256 KiB.
        static let chunkSize = 1 << 18

        private let sink: BackupSink
        private let days: DayWindows
        private var json: PrettyJSONBytes
        private var after: [UInt8]
        private var habitCount = 0
        private var handedOn = 0

        /// A writer of the document with this `exportedAt`, `appVersion` and `settings`, whose
        /// records Kadō will bucket into days of `timeZone`.
        /// - Throws: ``BackupError`` when `exportedAt` lies outside years 1…9999.
        public init(
            exportedAt: Date, appVersion: String, settings: BackupSettings?, timeZone: TimeZone, sink: BackupSink
        ) throws(BackupError) {
            self.sink = sink
            days = DayWindows(boundary: DayBoundary(timeZone: timeZone))
            let envelope = try KadoJSONEncoding.envelope(
                exportedAt: try KadoJSONEncoding.timestamp(exportedAt, "exportedAt"), appVersion: appVersion,
                settings: settings)
            json = PrettyJSONBytes(depth: 1, capacity: Self.chunkSize + Self.chunkSize / 4)
            json.append(raw: envelope.before)
            json.openArray()
            after = envelope.after
        }

        /// The order in which a file lists `habits`: by creation, then by id.
        public static func writtenOrder(_ habits: [Habit]) -> [Habit] {
            KadoBackupLayout.sortedHabits(habits)
        }

        /// How many bytes were written so far.
        public var byteCount: Int { handedOn + json.bytes.count }

        /// Writes the next habit with its records, skips and reminders (those of other habits
        /// are not looked at).
        /// - Throws: ``BackupError`` for what no file can hold (a number that is not finite, a
        ///   day or an instant outside years 1…9999), naming its path; what the sink throws.
        public mutating func append(
            _ habit: Habit, completions: [Completion], skips: [Skip], reminders: [BackupReminder]
        ) throws {
            json.element()
            try KadoJSONEncoding.write(
                habit, path: "habits[\(habitCount)]", completions: completions, skips: skips, reminders: reminders,
                days: days, into: &json)
            habitCount += 1
            if json.bytes.count >= Self.chunkSize { try handOn() }
        }

        /// Ends the document and hands the sink what is left.
        public mutating func finish() throws {
            json.closeArray()
            json.append(raw: after)
            try handOn()
        }

        private mutating func handOn() throws {
            handedOn += json.bytes.count
            try json.handOn(to: sink)
        }
    }
}
