import Foundation
import KadoApp
import Synchronization

/// Today's rows as HTML, as the sessions last rendered them: a row is made of its habit's summary,
/// the language and the habit's place among its name twins, nothing else, so a row whose three
/// are the same as last time is the same bytes. After a check-in only the checked-in habit's row
/// is rendered again — on a thousand habits, the other 999 rows are copied.
///
/// Memory stays bounded: one row per habit shown, the rows of habits no longer shown dropped once
/// they outnumber those shown.
final class TodayRowCache: Sendable {
    /// What a row's bytes are made of.
    private struct Key: Equatable {
        let summary: HabitSummary
        let language: Language
        let twin: NameTwin?
    }

    /// A row and the icons it refers to (``IconSprite``), found once when it is made.
    private struct Row {
        let key: Key
        let html: HTML
        let icons: [String]
    }

    private let rows = Mutex<[UUID: Row]>([:])

    /// The rows of `summaries`, in order, in `language`, each habit with its place among its
    /// name twins (`twins`), and the icons they refer to (each once, in order of first use); a
    /// row not kept, or kept for another summary, language or twin, is made by `render`, then
    /// kept.
    func rows(
        of summaries: [HabitSummary], language: Language, twins: [UUID: NameTwin], render: (HabitSummary) -> HTML
    ) -> (rows: [HTML], icons: [String]) {
        var html: [HTML] = []
        html.reserveCapacity(summaries.count)
        var icons: [String] = []
        var seen: Set<String> = []
        var missing: [Int] = []
        // Compared in place, under the lock: a row found is not copied, only its markup.
        rows.withLock { rows in
            for (index, summary) in summaries.enumerated() {
                if let row = rows[summary.habit.id], row.key.language == language,
                    row.key.twin == twins[summary.habit.id], row.key.summary == summary
                {
                    html.append(row.html)
                    for icon in row.icons where seen.insert(icon).inserted { icons.append(icon) }
                } else {
                    html.append(.empty)
                    missing.append(index)
                }
            }
        }
        guard !missing.isEmpty else { return (html, icons) }
        var made: [Row] = []
        for index in missing {
            let summary = summaries[index]
            let markup = render(summary)
            var inRow: Set<String> = []
            let row = Row(
                key: Key(summary: summary, language: language, twin: twins[summary.habit.id]), html: markup,
                icons: IconSprite.referencedIDs(in: markup.description).filter { inRow.insert($0).inserted })
            html[index] = markup
            for icon in row.icons where seen.insert(icon).inserted { icons.append(icon) }
            made.append(row)
        }
        rows.withLock { rows in
            for row in made { rows[row.key.summary.habit.id] = row }
            if rows.count > 2 * summaries.count + 64 {
                let shown = Set(summaries.map(\.habit.id))
                rows = rows.filter { shown.contains($0.key) }
            }
        }
        return (html, icons)
    }
}
