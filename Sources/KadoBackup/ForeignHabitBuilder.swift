import Foundation
import KadoCore

/// Gathers the rows of a file that lists one habit and day per row (HabitBull's export, a
/// spreadsheet) into habits and records, with stable ids and a remark for everything that is not
/// imported as the row says.
struct ForeignHabitBuilder {
    /// One row of the file, read.
    struct Row {
        var habit: String
        /// The habit's description as the row gives it (blank for none): the habit's
        /// ``Habit/details``, every distinct one of its rows in the order first seen.
        var description: String = ""
        /// The habit's category or group as the row gives it (blank for none): the habit's
        /// ``Habit/group``, the first one of its rows (a later, different one is a remark).
        var category: String = ""
        var day: LogicalDay
        /// The amount (1 for done, 0 for not done).
        var value: Double
        /// The amount as the file writes it, for remarks.
        var shownValue: String
        var note: String?
        var line: Int
    }

    private struct Kept {
        var value: Double
        var note: String?
        var line: Int
    }

    private struct Pending {
        var firstLine: Int
        var descriptions: [String] = []
        var categories: [String] = []
        var days: [LogicalDay: Kept] = [:]
        var earliest: LogicalDay
        var isCounter = false
        var repeated = 0
        var remarks: [ImportRemark] = []
    }

    /// The person's time zone, for instants.
    let timeZone: TimeZone
    /// The format errors name.
    let format: BackupFileFormat
    /// The tag ids are derived with (`habitbull`): two formats never share ids.
    let tag: String
    /// The limits refused.
    var limits: BackupLimits = .standard
    /// Remarks about the whole file, first in the summary.
    var fileRemarks: [ImportRemark] = []
    private var names: [String] = []
    private var habits: [String: Pending] = [:]

    init(timeZone: TimeZone, format: BackupFileFormat, tag: String, limits: BackupLimits = .standard) {
        self.timeZone = timeZone
        self.format = format
        self.tag = tag
        self.limits = limits
    }

    /// The value Kadō holds at most in a record.
    static let maximumValue: Double = 1_000_000_000

    /// Takes one row into account.
    mutating func add(_ row: Row) throws(BackupError) {
        if habits[row.habit] == nil {
            if names.count == limits.habits {
                throw limits.tooManyHabits(names.count + 1, format: format, line: row.line)
            }
            names.append(row.habit)
            habits[row.habit] = Pending(firstLine: row.line, earliest: row.day)
        }
        guard var pending = habits[row.habit] else { return }
        defer { habits[row.habit] = pending }
        let description = row.description.trimmingCharacters(in: .whitespacesAndNewlines)
        if !description.isEmpty, !pending.descriptions.contains(description) {
            pending.descriptions.append(description)
        }
        let category = row.category.trimmingCharacters(in: .whitespacesAndNewlines)
        if !category.isEmpty, !pending.categories.contains(category) { pending.categories.append(category) }
        pending.earliest = min(pending.earliest, row.day)
        var value = row.value
        if !value.isFinite || value < 0 || value > Self.maximumValue {
            pending.remarks.append(
                ImportRemark(
                    habit: row.habit,
                    .valueLeftOut(shown: KadoBackupLayout.quoted(row.shownValue), day: row.day, line: row.line)))
            // A note on that day is still the person's: it stays, on a record of no amount.
            value = 0
        }
        if let kept = pending.days[row.day] {
            if kept.value == value, kept.note == row.note {
                pending.repeated += 1
            } else {
                pending.remarks.append(
                    ImportRemark(habit: row.habit, .otherRowOfDay(day: row.day, line: row.line, keptLine: kept.line)))
            }
            return
        }
        pending.days[row.day] = Kept(value: value, note: row.note, line: row.line)
        if value != 0, value != 1 { pending.isCounter = true }
    }

    /// The habits and records, in the order the habits first appear, and every remark.
    func build(coverage: BackupCoverage) throws(BackupError) -> ForeignImport {
        var contents = BackupContents()
        var remarks = fileRemarks
        var instants = NoonInstants(timeZone: timeZone)
        for (index, name) in names.enumerated() {
            guard let pending = habits[name] else { continue }
            var hasher = StableHasher128(tag: "\(tag).habit")
            hasher.combine(name)
            let habitID = hasher.uuid()
            // What another app allowed in a description or a category and Kadō does not (a
            // control character, a line break in a group) is replaced by something visible.
            let habit = Habit(
                id: habitID, name: name, type: pending.isCounter ? .counter(target: 1) : .binary,
                createdAt: instants.noon(of: pending.earliest), sortOrder: index,
                details: Habit.foreignDetails(pending.descriptions), group: Habit.foreignGroup(pending.categories.first)
            )
            if let error = habit.validationErrors.first {
                throw BackupError(
                    .invalid, format: format, line: pending.firstLine,
                    problem: .brokenRule(.habit(index: index, id: habitID), error))
            }
            contents.habits.append(habit)
            contents.coverage[habitID] = coverage
            if let kept = habit.group {
                remarks += pending.categories.dropFirst().map {
                    ImportRemark(habit: name, .otherCategory($0, kept: kept))
                }
            }
            if pending.isCounter { remarks.append(ImportRemark(habit: name, .counterWithoutTarget)) }
            remarks += pending.remarks
            if pending.repeated > 0 {
                remarks.append(ImportRemark(habit: name, .repeatedRows(count: pending.repeated)))
            }
            for (day, kept) in pending.days.sorted(by: { $0.key < $1.key }) where kept.value > 0 || kept.note != nil {
                var recordHasher = StableHasher128(tag: "\(tag).completion")
                recordHasher.combine(habitID)
                recordHasher.combine(Int64(day.dayNumber))
                let record = Completion(
                    id: recordHasher.uuid(), habitID: habitID, day: day, recordedAt: instants.noon(of: day),
                    value: kept.value, note: kept.note)
                if let error = record.validationErrors.first {
                    throw BackupError(
                        .invalid, format: format, line: kept.line,
                        problem: .brokenRule(
                            .record(id: record.id, habitIndex: index, habitID: habitID), error))
                }
                contents.completions.append(record)
            }
        }
        return ForeignImport(contents: contents, remarks: remarks)
    }
}
