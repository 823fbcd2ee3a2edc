import Foundation
import KadoCore

/// Writes ``KadoJSONBackup``: the contents mapped onto Kadō's shapes plus the extra keys, then
/// Foundation's `JSONEncoder` with pretty printing and sorted keys, which is what Kadō itself
/// uses, so the bytes are Kadō's.
enum KadoJSONEncoding {
    static func encode(
        _ contents: BackupContents, exportedAt: Date, appVersion: String, timeZone: TimeZone
    ) throws(BackupError) -> Data {
        let boundary = DayBoundary(timeZone: timeZone)
        let habitIDs = Set(contents.habits.map(\.id))
        if let orphan = contents.completions.first(where: { !habitIDs.contains($0.habitID) }) {
            throw failure("completions", .recordWithoutHabit(id: orphan.id, habitID: orphan.habitID))
        }
        if let orphan = contents.skips.first(where: { !habitIDs.contains($0.habitID) }) {
            throw failure("skips", .skipWithoutHabit(id: orphan.id, habitID: orphan.habitID))
        }
        let completions = Dictionary(grouping: contents.completions, by: \.habitID)
        let skips = Dictionary(grouping: contents.skips, by: \.habitID)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        func encoded(_ value: some Encodable) throws(BackupError) -> Data {
            do {
                return try encoder.encode(value)
            } catch {
                // Unreachable: every number was checked finite above. Kept typed all the same.
                throw BackupError(.invalid, format: .json, problem: .notWritable(.encoder("\(error)")))
            }
        }
        // The document without its habits, which are then written into it one at a time: the
        // bytes are those of the whole document encoded at once, but only one habit's objects
        // are ever held (a history of 500,000 records encoded at once held some 500 MiB).
        let document = DocumentObject(
            formatVersion: KadoBackupLayout.formatVersion, exportedAt: try timestamp(exportedAt, "exportedAt"),
            appVersion: appVersion, habits: [], settings: contents.settings)
        let envelope = try encoded(document)
        let sorted = KadoBackupLayout.sortedHabits(contents.habits)
        guard !sorted.isEmpty, let slot = emptyHabitsRange(in: envelope) else { return envelope }
        var output = Data(envelope[..<slot.lowerBound])
        output.append(contentsOf: Array("[\n".utf8))
        for (index, habit) in sorted.enumerated() {
            let object = try HabitObject(
                habit, path: "habits[\(index)]", completions: completions[habit.id] ?? [],
                skips: skips[habit.id] ?? [], reminders: contents.reminders[habit.id] ?? [], boundary: boundary)
            if index > 0 { output.append(contentsOf: Array(",\n".utf8)) }
            appendIndented(try encoded(object), by: 4, to: &output)
        }
        output.append(contentsOf: Array("\n  ]".utf8))
        output.append(envelope[slot.upperBound...])
        return output
    }

    /// Where the document's empty `habits` array is written (from its `[` to just after its
    /// `]`), in the bytes of a document encoded with no habits.
    static func emptyHabitsRange(in envelope: Data) -> Range<Data.Index>? {
        let key = Data("\"habits\" : ".utf8)
        guard let keyRange = envelope.range(of: key),
            let close = envelope[keyRange.upperBound...].firstIndex(of: UInt8(ascii: "]"))
        else { return nil }
        return keyRange.upperBound..<(close + 1)
    }

    /// `json`, pretty-printed at the top level, appended as it reads nested `spaces` deeper: every
    /// line that holds anything moves right (an empty array's blank line stays blank, as the
    /// encoder writes it at any depth); no string's contents do, since pretty printing writes a
    /// line break in a string as `\n`.
    static func appendIndented(_ json: Data, by spaces: Int, to output: inout Data) {
        let indent = [UInt8](repeating: UInt8(ascii: " "), count: spaces)
        var atLineStart = true
        for byte in json {
            if atLineStart && byte != UInt8(ascii: "\n") { output.append(contentsOf: indent) }
            output.append(byte)
            atLineStart = byte == UInt8(ascii: "\n")
        }
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

    struct DocumentObject: Encodable {
        var formatVersion: Int
        var exportedAt: String
        var appVersion: String
        var habits: [HabitObject]
        var settings: BackupSettings?
    }

    struct HabitObject: Encodable {
        // Kadō's keys.
        var id: String
        var name: String
        var frequency: FrequencyObject
        var type: TypeObject
        var createdAt: String
        var archivedAt: String?
        var color: String
        var icon: String
        var remindersEnabled: Bool
        var reminderHour: Int
        var reminderMinute: Int
        var completions: [CompletionObject]
        // Extra keys.
        var sortOrder: Int
        var scoreModel: String
        var unit: String?
        var timesInDays: TimesInDaysObject?
        var atMost: AtMostObject?
        var skips: [SkipObject]?
        /// Every reminder, which Kadō's one field (the earliest time) cannot all say.
        var reminders: [ReminderObject]?
        /// The habit's description (``Habit/details``), when it has one.
        var details: String?
        /// The habit's group (``Habit/group``), when it is in one.
        var group: String?
        /// The first day the habit counts (``Habit/startDay``, `YYYY-MM-DD`), when its owner set one.
        var startDay: String?

        init(
            _ habit: Habit, path: String, completions: [Completion], skips: [Skip], reminders: [BackupReminder],
            boundary: DayBoundary
        ) throws(BackupError) {
            id = habit.id.uuidString
            name = habit.name
            frequency = FrequencyObject(KadoBackupLayout.kadoVisible(habit.frequency))
            type = try TypeObject(KadoBackupLayout.kadoVisible(habit.type), path: path + ".type")
            createdAt = try timestamp(habit.createdAt, path + ".createdAt")
            archivedAt = try habit.archivedAt.map { date throws(BackupError) in
                try timestamp(date, path + ".archivedAt")
            }
            color = habit.color.rawValue
            icon = habit.icon
            remindersEnabled = habit.remindersEnabled
            reminderHour = habit.reminderHour
            reminderMinute = habit.reminderMinute
            var written: [CompletionObject] = []
            let ordered = KadoBackupLayout.writtenCompletions(completions, boundary: boundary)
            for (index, record) in ordered.enumerated() {
                written.append(try CompletionObject(record, path: path + ".completions[\(index)]"))
            }
            self.completions = written
            sortOrder = habit.sortOrder
            scoreModel = habit.scoreModel.rawValue
            unit = habit.unit
            details = habit.details
            group = habit.group
            startDay = try habit.startDay.map { start throws(BackupError) in try day(start, path + ".startDay") }
            if case .timesInDays(let times, let days) = habit.frequency {
                timesInDays = TimesInDaysObject(times: times, days: days)
            }
            if case .atMost(let target) = habit.type {
                atMost = AtMostObject(target: try finite(target, path + ".atMost.target"))
            }
            if !skips.isEmpty {
                let sorted = skips.sorted { lhs, rhs in
                    lhs.days.first != rhs.days.first
                        ? lhs.days.first < rhs.days.first : lhs.id.uuidString < rhs.id.uuidString
                }
                var objects: [SkipObject] = []
                for (index, skip) in sorted.enumerated() {
                    let skipPath = path + ".skips[\(index)]"
                    objects.append(
                        SkipObject(
                            id: skip.id.uuidString, first: try day(skip.days.first, skipPath + ".first"),
                            last: try day(skip.days.last, skipPath + ".last"), note: skip.note))
                }
                self.skips = objects
            }
            if !reminders.isEmpty { self.reminders = BackupReminder.written(reminders).map(ReminderObject.init) }
        }
    }

    struct ReminderObject: Encodable {
        var time: String
        var onlyIfNotDone: Bool
        var snoozeMinutes: Int

        init(_ reminder: BackupReminder) {
            time = reminder.time.description
            onlyIfNotDone = reminder.onlyIfNotDone
            snoozeMinutes = reminder.snoozeMinutes
        }
    }

    struct CompletionObject: Encodable {
        var id: String
        var date: String
        var value: Double
        var note: String?
        // Extra keys.
        var day: String
        var recordedAt: String?

        init(_ record: KadoBackupLayout.WrittenCompletion, path: String) throws(BackupError) {
            id = record.completion.id.uuidString
            date = try timestamp(record.date, path + ".date")
            value = try finite(record.completion.value, path + ".value")
            note = record.completion.note
            day = try KadoJSONEncoding.day(record.completion.day, path + ".day")
            if record.isMoved {
                recordedAt = try timestamp(record.completion.recordedAt, path + ".recordedAt")
            }
        }
    }

    struct SkipObject: Encodable {
        var id: String
        var first: String
        var last: String
        var note: String?
    }

    struct TimesInDaysObject: Encodable {
        var times: Int
        var days: Int
    }

    struct AtMostObject: Encodable {
        var target: Double
    }

    struct FrequencyObject: Encodable {
        var frequency: Frequency

        init(_ frequency: Frequency) {
            self.frequency = frequency
        }

        enum Keys: String, CodingKey {
            case kind
            case count
            case days
            case interval
            case times
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            switch frequency {
            case .daily:
                try container.encode("daily", forKey: .kind)
            case .daysPerWeek(let count):
                try container.encode("daysPerWeek", forKey: .kind)
                try container.encode(count, forKey: .count)
            case .specificDays(let days):
                try container.encode("specificDays", forKey: .kind)
                try container.encode(days.map(\.rawValue).sorted(), forKey: .days)
            case .everyNDays(let interval):
                try container.encode("everyNDays", forKey: .kind)
                try container.encode(interval, forKey: .interval)
            case .timesInDays(let times, let days):
                // Never reached: `kadoVisible` maps it to one of Kadō's kinds first.
                try container.encode("timesInDays", forKey: .kind)
                try container.encode(times, forKey: .times)
                try container.encode(days, forKey: .days)
            }
        }
    }

    struct TypeObject: Encodable {
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
