import KadoApp
import KadoCore

/// The words of `kado undo` without a habit: what the last change of this device was, and what
/// undoing it did.
extension Phrase {
    /// `Undid: checked in Read on Tue 1 Dec`.
    static func undid(_ what: String) -> Phrase { Phrase("Undid: \(what)", "Annulé\(space): \(what)") }

    /// The journal holds nothing more.
    static let nothingToUndoHere = Phrase("Nothing to undo on this device", "Rien à annuler sur cet appareil")

    /// A change written by a later version, whose words this one cannot read.
    static let undidLastChange = Phrase("Undid the last change", "Dernier changement annulé")

    /// Why a habit's part of the change was left as it is.
    static func notUndone(_ name: String, _ reason: UndoResult.Reason) -> Phrase {
        switch reason {
        case .changedOnAnotherDevice:
            Phrase(
                "Not undone for \(name): another device changed it since, and an undo never overwrites another "
                    + "device's change",
                "Pas annulé pour \(name)\(space): un autre appareil l’a changée depuis, et une annulation n’écrase "
                    + "jamais le changement d’un autre appareil")
        case .changedSince:
            Phrase(
                "Not undone for \(name): it was changed since on this device (an import or a repair), which "
                    + "cannot be undone",
                "Pas annulé pour \(name)\(space): elle a été changée depuis sur cet appareil (un import ou une "
                    + "réparation), ce qui ne s’annule pas")
        }
    }

    /// Nothing was put back; the change is forgotten all the same.
    static let undoForgotten = Phrase(
        "nothing was undone; that change is forgotten, so kado undo again undoes the one before it",
        "rien n’a été annulé\(space); ce changement est oublié, et relancer kado undo annule celui d’avant")

    /// What a change did, in words: `checked in Read on Tue 1 Dec`.
    /// - Parameters:
    ///   - names: the habits' names, already listed (``Localizer/list(_:)``).
    ///   - days: the day or range of days with its preposition (``Localizer/onDays(from:through:today:)``),
    ///     or `nil` for a change to a habit itself.
    static func change(_ kind: UndoableChange.Kind, _ names: String, on days: String?) -> Phrase {
        let on = days.map { " \($0)" } ?? ""
        return switch kind {
        case .checkIn: Phrase("checked in \(names)\(on)", "la validation de \(names)\(on)")
        case .slip: Phrase("logged a slip of \(names)\(on)", "l’écart noté pour \(names)\(on)")
        case .clear: Phrase("cleared \(names)\(on)", "l’effacement de \(names)\(on)")
        case .value: Phrase("set the value of \(names)\(on)", "la valeur de \(names)\(on)")
        case .skip: Phrase("excused \(names)\(on)", "l’excuse de \(names)\(on)")
        case .note: Phrase("saved the note of \(names)\(on)", "la note de \(names)\(on)")
        case .noteRemoved: Phrase("removed the note of \(names)\(on)", "le retrait de la note de \(names)\(on)")
        case .addHabit: Phrase("added \(names)", "l’ajout de \(names)")
        case .editHabit: Phrase("edited \(names)", "la modification de \(names)")
        case .archiveHabit: Phrase("archived \(names)", "l’archivage de \(names)")
        case .unarchiveHabit: Phrase("brought back \(names)", "le retour de \(names)")
        case .deleteHabit: Phrase("deleted \(names)", "la suppression de \(names)")
        case .moveHabit: Phrase("moved \(names)", "le déplacement de \(names)")
        case .restoreHabit:
            Phrase("restored \(names) from the trash", "la restauration de \(names) depuis la corbeille")
        }
    }
}

extension Localizer {
    /// A day in a sentence, short: `Tue 1 Dec`, `mar. 1er déc.`; with its year when it is not
    /// `today`'s.
    func shortDate(_ day: LogicalDay, today: LogicalDay) -> String {
        let year = day.year == today.year ? "" : " \(day.year)"
        if language == .french {
            let number = day.day == 1 ? "1er" : String(day.day)
            return
                "\(weekdayAbbreviation(day.weekday)). \(number) \(Self.frenchMonthAbbreviations[day.month - 1])\(year)"
        }
        return "\(weekdayAbbreviation(day.weekday)) \(day.day) \(String(monthName(day.month).prefix(3)))\(year)"
    }

    /// `on Tue 1 Dec`, `from Tue 1 Dec to Thu 3 Dec`; `le mar. 1er déc.`, `du … au …`.
    func onDays(from first: LogicalDay, through last: LogicalDay?, today: LogicalDay) -> String {
        let french = language == .french
        guard let last, last != first else { return (french ? "le " : "on ") + shortDate(first, today: today) }
        let (from, to) = (shortDate(first, today: today), shortDate(last, today: today))
        return french ? "du \(from) au \(to)" : "from \(from) to \(to)"
    }

    /// `Read`, `Read and Walk`, `Read, Walk and Run` (`et` in French).
    func list(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + (language == .french ? " et " : " and ") + last
    }

    /// A month's abbreviation in at most four letters, for a column: `Jun`, `Jul`; `juin`, `juil`
    /// (French drops the abbreviation's point rather than cut `juin` and `juil.` to the same `jui`).
    func monthAbbreviation(_ month: Int) -> String {
        let month = max(1, min(12, month))
        guard language == .french else { return String(monthName(month).prefix(3)) }
        let abbreviation = Self.frenchMonthAbbreviations[month - 1]
        return abbreviation.count > 4 ? String(abbreviation.dropLast()) : abbreviation
    }

    /// January first: the French abbreviations, which are not the first three letters.
    static let frenchMonthAbbreviations = [
        "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc.",
    ]
}
