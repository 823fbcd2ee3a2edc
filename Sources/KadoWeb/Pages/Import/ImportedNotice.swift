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
        let kind = ImportSummaryView.kindPhrase(format)
        let english =
            "Imported the \(kind.english): "
            + Self.list(
                [
                    "\(newHabits) new \(newHabits == 1 ? "habit" : "habits")",
                    updatedHabits > 0 ? "\(updatedHabits) updated" : nil,
                    "\(newCheckIns) new \(newCheckIns == 1 ? "check-in" : "check-ins")",
                ], and: "and") + "."
        let french =
            "Import terminé (\(kind.french)) : "
            + Self.list(
                [
                    "\(newHabits) \(newHabits > 1 ? "nouvelles habitudes" : "nouvelle habitude")",
                    updatedHabits > 0 ? "\(updatedHabits) \(updatedHabits > 1 ? "mises à jour" : "mise à jour")" : nil,
                    "\(newCheckIns) \(newCheckIns > 1 ? "nouveaux relevés" : "nouveau relevé")",
                ], and: "et") + "."
        guard replanned else { return Phrase(english, french) }
        let again = Phrase.noticeReplanned
        return Phrase(english + " " + again.english, french + " " + again.french)
    }

    private static func list(_ parts: [String?], and word: String) -> String {
        let items = parts.compactMap { $0 }
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(word) " + (items.last ?? "")
    }
}
