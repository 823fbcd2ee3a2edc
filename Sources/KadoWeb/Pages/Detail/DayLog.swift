import KadoCore

/// What was logged on each day — the amount, the number of positive records and the notes —
/// read once from a habit's records so that the calendar, the editor, the history and the bars
/// look days up in constant time.
struct DayLog {
    /// One day's records, added up.
    struct Entry {
        /// The day.
        let day: LogicalDay
        /// The sum of the positive record values (units, seconds, yes records or slips).
        var amount: Double = 0
        /// How many records have a value above 0.
        var positives: Int = 0
        /// The notes of the day's records, in the order they were written.
        var notes: [String] = []

        /// The notes as one text.
        var note: String { notes.joined(separator: "\n") }
    }

    /// The days with a record (note-only ones too), newest first.
    let entries: [Entry]
    private let indexByDay: [Int: Int]

    /// - Parameter records: a habit's records, newest first.
    init(records: [Completion]) {
        var entries: [Entry] = []
        var indexByDay: [Int: Int] = [:]
        for record in records {
            let index: Int
            if let known = indexByDay[record.day.dayNumber] {
                index = known
            } else {
                index = entries.count
                indexByDay[record.day.dayNumber] = index
                entries.append(Entry(day: record.day))
            }
            if record.value > 0 {
                entries[index].amount += record.value
                entries[index].positives += 1
            }
            if let note = record.note, !note.isEmpty { entries[index].notes.insert(note, at: 0) }
        }
        self.entries = entries
        self.indexByDay = indexByDay
    }

    /// What was logged on `day`, if anything.
    func entry(on day: LogicalDay) -> Entry? {
        indexByDay[day.dayNumber].map { entries[$0] }
    }
}
