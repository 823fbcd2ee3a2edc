import Foundation
import KadoCore

/// Writes ``KadoCSVBackup`` and counts what the 16 columns leave out.
enum KadoCSVEncoding {
    static func encode(_ contents: BackupContents, timeZone: TimeZone) -> (data: Data, omissions: [CSVOmission]) {
        let boundary = DayBoundary(timeZone: timeZone)
        let habits = KadoBackupLayout.sortedHabits(contents.habits)
        let habitIDs = Set(habits.map(\.id))
        let completions = Dictionary(grouping: contents.completions, by: \.habitID)
        var writer = CSVWriter()
        writer.append(record: KadoCSVBackup.columns)
        var movedRecords = 0
        var emptyNotes = 0
        var unwritableInstants = 0
        func timestamp(_ date: Date) -> String {
            if !KadoTimestamp.isWritable(date) { unwritableInstants += 1 }
            return Self.timestamp(date)
        }
        for habit in habits {
            let metadata = [
                String(KadoBackupLayout.formatVersion), habit.id.uuidString, habit.name,
                frequencyText(KadoBackupLayout.kadoVisible(habit.frequency)),
                typeText(KadoBackupLayout.kadoVisible(habit.type)), timestamp(habit.createdAt),
                habit.archivedAt.map(timestamp) ?? "", habit.color.rawValue, habit.icon,
                String(habit.remindersEnabled), String(habit.reminderHour), String(habit.reminderMinute),
            ]
            let records = KadoBackupLayout.writtenCompletions(completions[habit.id] ?? [], boundary: boundary)
            if records.isEmpty {
                writer.append(record: metadata + ["", "", "", ""])
            }
            for record in records {
                if record.isMoved { movedRecords += 1 }
                if record.completion.note?.isEmpty == true { emptyNotes += 1 }
                writer.append(
                    record: metadata + [
                        record.completion.id.uuidString, timestamp(record.date), String(record.completion.value),
                        record.completion.note ?? "",
                    ])
            }
        }
        let omissions = Omissions(
            contents: contents, habits: habits, habitIDs: habitIDs, movedRecords: movedRecords,
            emptyNotes: emptyNotes, unwritableInstants: unwritableInstants)
        return (Data(writer.bytes), omissions.list)
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

    /// What the contents hold that the 16 columns cannot carry.
    struct Omissions {
        var list: [CSVOmission] = []

        init(
            contents: BackupContents, habits: [Habit], habitIDs: Set<UUID>, movedRecords: Int, emptyNotes: Int,
            unwritableInstants: Int
        ) {
            add(.skips, contents.skips.filter { habitIDs.contains($0.habitID) }.count)
            // Read back, habits are numbered in the order they are written; count those whose
            // place in the user's order differs.
            let byOrder = habits.enumerated().sorted { lhs, rhs in
                lhs.element.sortOrder != rhs.element.sortOrder
                    ? lhs.element.sortOrder < rhs.element.sortOrder : lhs.offset < rhs.offset
            }
            add(.order, byOrder.enumerated().filter { $0.offset != $0.element.offset }.count)
            add(.units, habits.filter { $0.unit != nil }.count)
            add(.atMostLimits, habits.filter { $0.type.kind == .atMost }.count)
            add(
                .loopSchedules,
                habits.filter {
                    if case .timesInDays = $0.frequency { return true }
                    return false
                }.count)
            add(.loopScoreModels, habits.filter { $0.scoreModel == .loop }.count)
            if contents.settings != nil { list.append(CSVOmission(.settings, count: 1)) }
            add(.recordingTimes, movedRecords)
            add(.emptyNotes, emptyNotes)
            add(
                .recordsOfMissingHabits,
                contents.completions.filter { !habitIDs.contains($0.habitID) }.count
                    + contents.skips.filter { !habitIDs.contains($0.habitID) }.count)
            add(.instantsOutsideYears, unwritableInstants)
            add(
                .reminders,
                habits.filter { !BackupReminder.fitKadoFields(contents.reminders[$0.id] ?? []) }.count)
            add(.details, habits.filter { $0.details != nil }.count)
            add(.groups, habits.filter { $0.group != nil }.count)
            add(.startDays, habits.filter { $0.startDay != nil }.count)
        }

        private mutating func add(_ kind: CSVOmission.Kind, _ count: Int) {
            if count > 0 { list.append(CSVOmission(kind, count: count)) }
        }
    }
}
