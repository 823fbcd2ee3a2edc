import Foundation
import KadoCore

/// Writes ``KadoCSVBackup`` and counts what the 16 columns leave out.
enum KadoCSVEncoding {
    static func encode(_ contents: BackupContents, timeZone: TimeZone) -> (data: Data, omissions: [CSVOmission]) {
        let habitIDs = Set(contents.habits.map(\.id))
        let completions = Dictionary(grouping: contents.completions, by: \.habitID)
        let skips = Dictionary(grouping: contents.skips, by: \.habitID)
        let sink = BackupDataSink()
        var writer = KadoCSVBackup.Writer(timeZone: timeZone, sink: sink)
        // A sink in memory does not fail.
        for habit in KadoBackupLayout.sortedHabits(contents.habits) {
            try? writer.append(
                habit, completions: completions[habit.id] ?? [], skipCount: skips[habit.id]?.count ?? 0,
                reminders: contents.reminders[habit.id] ?? [])
        }
        let orphans =
            contents.completions.filter { !habitIDs.contains($0.habitID) }.count
            + contents.skips.filter { !habitIDs.contains($0.habitID) }.count
        // A sink in memory does not fail, so neither does finishing.
        let omissions = (try? writer.finish(settingsLeftOut: contents.settings != nil, orphans: orphans)) ?? []
        return (sink.data, omissions)
    }

    /// An instant as Kadō writes it; one outside years 1…9999 (which no reader accepts) is
    /// written clamped to that range rather than dropped.
    static func timestamp(_ date: Date) -> String {
        if let text = KadoTimestamp.format(date) { return text }
        let clamped =
            date.timeIntervalSince1970 >= 0 ? KadoTimestamp.end.addingTimeInterval(-1) : KadoTimestamp.earliest
        return KadoTimestamp.format(clamped) ?? "9999-12-31T23:59:59Z"
    }

    static func frequencyText(_ frequency: Frequency) -> String {
        switch frequency {
        case .daily: "daily"
        case .daysPerWeek(let count): "days_per_week:\(count)"
        case .specificDays(let days):
            "specific_days:" + days.map(\.rawValue).sorted().map(String.init).joined(separator: "|")
        case .everyNDays(let interval): "every_n_days:\(interval)"
        case .timesInDays: frequencyText(KadoBackupLayout.kadoVisible(frequency))
        }
    }

    static func typeText(_ type: HabitType) -> String {
        switch type {
        case .binary: "binary"
        case .negative: "negative"
        case .counter(let target): "counter:\(target)"
        case .timer(let seconds): "timer:\(seconds)"
        case .atMost(let target): "counter:\(target)"
        }
    }

    /// What the habits written hold that the 16 columns cannot carry, counted as they are
    /// written.
    struct Omissions {
        var skips = 0
        var sortOrders: [Int] = []
        var units = 0
        var atMostLimits = 0
        var loopSchedules = 0
        var loopScoreModels = 0
        var movedRecords = 0
        var emptyNotes = 0
        var unwritableInstants = 0
        var reminders = 0
        var details = 0
        var groups = 0
        var startDays = 0
        var earlierRules = 0

        /// Counts what `habit`'s own fields lose.
        mutating func count(_ habit: Habit, skipCount: Int, reminders habitReminders: [BackupReminder]) {
            skips += skipCount
            sortOrders.append(habit.sortOrder)
            if habit.unit != nil { units += 1 }
            if habit.type.kind == .atMost { atMostLimits += 1 }
            if case .timesInDays = habit.frequency { loopSchedules += 1 }
            if habit.scoreModel == .loop { loopScoreModels += 1 }
            if !BackupReminder.fitKadoFields(habitReminders) { reminders += 1 }
            if habit.details != nil { details += 1 }
            if habit.group != nil { groups += 1 }
            if habit.startDay != nil { startDays += 1 }
            if habit.hasRuleVersions { earlierRules += 1 }
        }

        /// The list, in the order front ends say it.
        func list(settingsLeftOut: Bool, orphans: Int) -> [CSVOmission] {
            var list: [CSVOmission] = []
            func add(_ kind: CSVOmission.Kind, _ count: Int) {
                if count > 0 { list.append(CSVOmission(kind, count: count)) }
            }
            add(.skips, skips)
            // Read back, habits are numbered in the order they are written; count those whose
            // place in the user's order differs.
            let byOrder = sortOrders.enumerated().sorted { lhs, rhs in
                lhs.element != rhs.element ? lhs.element < rhs.element : lhs.offset < rhs.offset
            }
            add(.order, byOrder.enumerated().filter { $0.offset != $0.element.offset }.count)
            add(.units, units)
            add(.atMostLimits, atMostLimits)
            add(.loopSchedules, loopSchedules)
            add(.loopScoreModels, loopScoreModels)
            if settingsLeftOut { list.append(CSVOmission(.settings, count: 1)) }
            add(.recordingTimes, movedRecords)
            add(.emptyNotes, emptyNotes)
            add(.recordsOfMissingHabits, orphans)
            add(.instantsOutsideYears, unwritableInstants)
            add(.reminders, reminders)
            add(.details, details)
            add(.groups, groups)
            add(.startDays, startDays)
            add(.earlierRules, earlierRules)
            return list
        }
    }
}

extension KadoCSVBackup {
    /// Writes a Kadō CSV backup habit by habit into a ``BackupSink``: the bytes
    /// ``KadoCSVBackup/encode(_:timeZone:)`` makes of the same contents, holding only the habit
    /// being written and one chunk of output, and counting what the columns leave out.
    ///
    /// Give the habits in the order the file lists them (``KadoJSONBackup/Writer/writtenOrder(_:)``),
    /// each with all of its records, then ``finish(settingsLeftOut:orphans:)``.
    public struct Writer {
        /// How many bytes are gathered before the sink is given them: 256 KiB.
        static let chunkSize = 1 << 18

        private let sink: BackupSink
        private let days: DayWindows
        private var writer = CSVWriter()
        private var omissions = KadoCSVEncoding.Omissions()
        private var handedOn = 0

        /// A writer whose records Kadō will bucket into days of `timeZone`; writes the header.
        public init(timeZone: TimeZone, sink: BackupSink) {
            self.sink = sink
            days = DayWindows(boundary: DayBoundary(timeZone: timeZone))
            writer.reserve(Self.chunkSize + Self.chunkSize / 4)
            writer.append(record: KadoCSVBackup.columns)
        }

        /// How many bytes were written so far.
        public var byteCount: Int { handedOn + writer.bytes.count }

        /// Writes the rows of `habit`: one a record, or one with empty record columns when it has
        /// none. `skipCount` and `reminders` are only counted (the columns carry neither).
        /// - Throws: what the sink throws.
        public mutating func append(
            _ habit: Habit, completions: [Completion], skipCount: Int, reminders: [BackupReminder]
        ) throws {
            omissions.count(habit, skipCount: skipCount, reminders: reminders)
            let metadata = [
                String(KadoBackupLayout.formatVersion), habit.id.uuidString, habit.name,
                KadoCSVEncoding.frequencyText(KadoBackupLayout.kadoVisible(habit.frequency)),
                KadoCSVEncoding.typeText(KadoBackupLayout.kadoVisible(habit.type)), timestamp(habit.createdAt),
                habit.archivedAt.map { timestamp($0) } ?? "", habit.color.rawValue, habit.icon,
                String(habit.remindersEnabled), String(habit.reminderHour), String(habit.reminderMinute),
            ]
            let records = KadoBackupLayout.writtenCompletions(completions, days: days)
            if records.isEmpty {
                writer.append(record: metadata + ["", "", "", ""])
            }
            // The habit's twelve columns are the same on each of its rows: quoted once.
            let prefix = writer.encodedFields(metadata)
            for record in records {
                if record.isMoved { omissions.movedRecords += 1 }
                if record.completion.note?.isEmpty == true { omissions.emptyNotes += 1 }
                if !KadoTimestamp.isWritable(record.date) { omissions.unwritableInstants += 1 }
                writer.appendRecord(
                    prefix: prefix, id: record.completion.id, instant: record.date,
                    instantText: { KadoCSVEncoding.timestamp(record.date) }, value: record.completion.value,
                    note: record.completion.note)
                if writer.bytes.count >= Self.chunkSize { try handOn() }
            }
            if writer.bytes.count >= Self.chunkSize { try handOn() }
        }

        /// Hands the sink what is left, and says what the columns left out: the counts of the
        /// habits written, the settings when `settingsLeftOut`, and `orphans` records and skips
        /// whose habit was not written.
        public mutating func finish(settingsLeftOut: Bool, orphans: Int = 0) throws -> [CSVOmission] {
            try handOn()
            return omissions.list(settingsLeftOut: settingsLeftOut, orphans: orphans)
        }

        private mutating func timestamp(_ date: Date) -> String {
            if !KadoTimestamp.isWritable(date) { omissions.unwritableInstants += 1 }
            return KadoCSVEncoding.timestamp(date)
        }

        private mutating func handOn() throws {
            handedOn += writer.bytes.count
            try writer.handOn(to: sink)
        }
    }
}
