import Foundation
import KadoApp
import Synchronization

/// Today's rows as HTML, as the sessions last rendered them: a row is made of its habit's summary,
/// the language and the habit's place among its name twins, nothing else, so a row whose three
/// are the same as last time is the same bytes. After a check-in only the checked-in habit's row
/// is rendered again — on a thousand habits, the other 999 rows are copied.
///
/// Memory stays bounded: one row per habit, the rows of habits no longer listed dropped once they
/// outnumber the habits. A page shows one screen of rows (``TodayWindow``), and the rows of the
/// other screens are kept for when they are asked for.
final class TodayRowCache: Sendable {
    /// What a row's bytes are made of.
    fileprivate struct Key: Equatable {
        let summary: HabitSummary
        let language: Language
        let twin: NameTwin?
    }

    /// A row as UTF-8, ready to be copied into a page, and the icons it refers to
    /// (``IconSprite``), found once when it is made. A class: a row found is handed on, not its
    /// summary copied.
    final class Row: Sendable {
        fileprivate let key: Key
        /// The row's markup.
        let bytes: [UInt8]
        /// The icons the row refers to, each once.
        let icons: [String]

        fileprivate init(key: Key, bytes: [UInt8], icons: [String]) {
            self.key = key
            self.bytes = bytes
            self.icons = icons
        }

        /// Whether this row was made of `summary` in `language` with `twin`.
        /// A summary copied from the one the row was made of (``HabitSummary/isCopy(of:)``:
        /// after a check-in, every other habit's) is known equal without comparing its fields;
        /// one computed again is compared whole.
        fileprivate func isMade(of summary: HabitSummary, language: Language, twin: NameTwin?) -> Bool {
            key.language == language && key.twin == twin && (summary.isCopy(of: key.summary) || key.summary == summary)
        }
    }

    private let rows = Mutex<[UUID: Row]>([:])

    /// The rows of `summaries`, in order, in `language`, each habit with its place among its
    /// name twins (`twins`), and the icons they refer to (each once, in order of first use); a
    /// row not kept, or kept for another summary, language or twin, is made by `render`, then
    /// kept.
    /// - Parameter habits: how many habits there are, of which `summaries` are those shown now
    ///   (`nil`: as many as `summaries`): the cache keeps up to twice as many rows before it drops
    ///   those of the habits no longer shown.
    func rows(
        of summaries: [HabitSummary], among habits: Int? = nil, language: Language, twins: [UUID: NameTwin],
        render: (HabitSummary) -> HTML
    ) -> (rows: [Row], icons: [String]) {
        var found: [Row?] = []
        found.reserveCapacity(summaries.count)
        var missing: [Int] = []
        // Compared in place, under the lock: a row found is not copied, only referred to.
        rows.withLock { rows in
            for (index, summary) in summaries.enumerated() {
                if let row = rows[summary.habit.id],
                    row.isMade(of: summary, language: language, twin: twins.isEmpty ? nil : twins[summary.habit.id])
                {
                    found.append(row)
                } else {
                    found.append(nil)
                    missing.append(index)
                }
            }
        }
        var made: [Row] = []
        for index in missing {
            let summary = summaries[index]
            let markup = render(summary)
            var inRow: Set<String> = []
            let row = Row(
                key: Key(summary: summary, language: language, twin: twins[summary.habit.id]),
                bytes: Array(markup.description.utf8),
                icons: IconSprite.referencedIDs(in: markup.description).filter { inRow.insert($0).inserted })
            found[index] = row
            made.append(row)
        }
        let result = found.compactMap { $0 }
        var icons: [String] = []
        var seen: Set<String> = []
        var previous: [String] = []
        for row in result where row.icons != previous {
            for icon in row.icons where seen.insert(icon).inserted { icons.append(icon) }
            previous = row.icons
        }
        guard !made.isEmpty else { return (result, icons) }
        rows.withLock { rows in
            for row in made { rows[row.key.summary.habit.id] = row }
            if rows.count > 2 * max(habits ?? 0, summaries.count) + 64 {
                let shown = Set(summaries.map(\.habit.id))
                rows = rows.filter { shown.contains($0.key) }
            }
        }
        return (result, icons)
    }
}
