import KadoApp

/// The notice Settings shows after an import: what was imported, and from what ("Imported the
/// Loop Habit Tracker database: 3 new habits and 120 new check-ins."), rather than "Backup
/// imported." for every kind of file. The import's redirect carries the format and the counts in
/// its query; Settings reads them back, and shows the plain notice when they are not all there.
struct ImportedNotice: Equatable {
    /// ``ImportSummary/format``: one of ``ImportSummaryView/formats``.
    let format: String
    let newHabits: Int
    let updatedHabits: Int
    let newCheckIns: Int

    /// The notice of an import that ran as `summary` says.
    init(_ summary: ImportSummary) {
        format = summary.format
        newHabits = summary.habits.new
        updatedHabits = summary.habits.updated
        newCheckIns = summary.completions.new
    }

    /// The notice a redirect's query carries; `nil` unless every value is there and valid.
    init?(query value: (String) -> String?) {
        func count(_ name: String) -> Int? {
            value(name).flatMap { Int($0) }.flatMap { (0...100_000_000).contains($0) ? $0 : nil }
        }
        guard let format = value("from"), ImportSummaryView.formats.contains(format),
            let newHabits = count("habits"), let updatedHabits = count("updated"), let newCheckIns = count("records")
        else { return nil }
        self.format = format
        self.newHabits = newHabits
        self.updatedHabits = updatedHabits
        self.newCheckIns = newCheckIns
    }

    /// The query that carries it (after `notice=`).
    var query: String {
        "from=\(format)&habits=\(newHabits)&updated=\(updatedHabits)&records=\(newCheckIns)"
    }

    /// The sentence, in the words of its kind of file; `replanned` when the import was worked
    /// out again because the habits changed after the review.
    func phrase(replanned: Bool) -> Phrase {
        let updated = updatedHabits > 0 ? [Phrase("web.importedNotice.updatedHabits", count: updatedHabits)] : []
        let counts = Phrase.all(
            [Phrase("web.importedNotice.newHabits", count: newHabits)] + updated
                + [Phrase("web.importedNotice.newCheckIns", count: newCheckIns)])
        let imported = Phrase(
            "web.importedNotice.imported",
            ["kind": ImportSummaryView.kindPhrase(format).argument, "counts": counts.argument])
        guard replanned else { return imported }
        return Phrase(
            "web.importedNotice.replanned",
            ["imported": imported.argument, "replanned": Phrase.noticeReplanned.argument])
    }
}
