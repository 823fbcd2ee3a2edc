import KadoApp
import KadoCore

/// The words of `kado undo` without a habit: what the last change of this device was, and what
/// undoing it did.
extension Phrase {
    /// `Undid: checked in Read on Tue 1 Dec`.
    static func undid(_ what: String) -> Phrase { Phrase("cli.undo.undid", ["what": what]) }

    /// The journal holds nothing more.
    static let nothingToUndoHere = Phrase("cli.undo.nothingToUndoHere")

    /// A change written by a later version, whose words this one cannot read.
    static let undidLastChange = Phrase("cli.undo.undidLastChange")

    /// Why a habit's part of the change was left as it is.
    static func notUndone(_ name: String, _ reason: UndoResult.Reason) -> Phrase {
        switch reason {
        case .changedOnAnotherDevice:
            Phrase("cli.undo.notUndone.changedOnAnotherDevice", ["name": name])
        case .changedSince:
            Phrase("cli.undo.notUndone.changedSince", ["name": name])
        }
    }

    /// Nothing was put back; the change is forgotten all the same.
    static let undoForgotten = Phrase("cli.undo.undoForgotten")

    /// What a change did, in words: `checked in Read on Tue 1 Dec`.
    /// - Parameters:
    ///   - names: the habits' names, already listed (``Localizer/list(_:)``).
    ///   - days: the day or range of days with its preposition (``Localizer/onDays(from:through:today:)``),
    ///     or `nil` for a change to a habit itself.
    static func change(_ kind: UndoableChange.Kind, _ names: String, on days: String?) -> Phrase {
        let on = days.map { " \($0)" } ?? ""
        return switch kind {
        case .checkIn: Phrase("cli.undo.on.checkIn", ["names": names, "on": on])
        case .slip: Phrase("cli.undo.on.slip", ["names": names, "on": on])
        case .clear: Phrase("cli.undo.on.clear", ["names": names, "on": on])
        case .value: Phrase("cli.undo.on.value", ["names": names, "on": on])
        case .skip: Phrase("cli.undo.on.skip", ["names": names, "on": on])
        case .note: Phrase("cli.undo.on.note", ["names": names, "on": on])
        case .noteRemoved: Phrase("cli.undo.on.noteRemoved", ["names": names, "on": on])
        case .addHabit: Phrase("cli.undo.on.addHabit", ["names": names])
        case .editHabit: Phrase("cli.undo.on.editHabit", ["names": names])
        case .archiveHabit: Phrase("cli.undo.on.archiveHabit", ["names": names])
        case .unarchiveHabit: Phrase("cli.undo.on.unarchiveHabit", ["names": names])
        case .deleteHabit: Phrase("cli.undo.on.deleteHabit", ["names": names])
        case .moveHabit: Phrase("cli.undo.on.moveHabit", ["names": names])
        case .restoreHabit:
            Phrase("cli.undo.on.restoreHabit", ["names": names])
        }
    }
}

extension Localizer {
    /// A day in a sentence, short: `Tue 1 Dec`, `mar. 1er déc.`; with its year when it is not
    /// `today`'s.
    func shortDate(_ day: LogicalDay, today: LogicalDay) -> String {
        let year = day.year == today.year ? "" : " \(day.year)"
        switch language {
        case .french:
            let number = names.dayOfMonth(day.day)
            return
                "\(weekdayAbbreviation(day.weekday)). \(number) \(names.monthName(day.month, style: .abbreviated))\(year)"
        // German writes the day's number as an ordinal: `Fr 10. Apr`.
        case .german:
            return "\(weekdayAbbreviation(day.weekday)) \(day.day). \(String(monthName(day.month).prefix(3)))\(year)"
        case .english, .spanish, .pseudo:
            return "\(weekdayAbbreviation(day.weekday)) \(day.day) \(String(monthName(day.month).prefix(3)))\(year)"
        }
    }

    /// `on Tue 1 Dec`, `from Tue 1 Dec to Thu 3 Dec`; `le mar. 1er déc.`, `du … au …`; `am …`,
    /// `vom … bis …`; `el …`, `del … al …`.
    func onDays(from first: LogicalDay, through last: LogicalDay?, today: LogicalDay) -> String {
        guard let last, last != first else {
            return self(Phrase("cli.date.onDay", ["day": shortDate(first, today: today)]))
        }
        return self(
            Phrase("cli.date.fromTo", ["first": shortDate(first, today: today), "last": shortDate(last, today: today)]))
    }

    /// `Read`, `Read and Walk`, `Read, Walk and Run` (`et`, `und`, `y` in the other languages).
    func list(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return self(Phrase("common.list.and", ["items": items.dropLast().joined(separator: ", "), "last": last]))
    }

    /// A month's abbreviation in at most four letters, for a column: `Jun`, `Jul`; `juin`, `juil`
    /// (French drops the abbreviation's point rather than cut `juin` and `juil.` to the same `jui`).
    func monthAbbreviation(_ month: Int) -> String {
        let month = max(1, min(12, month))
        guard language == .french else { return String(monthName(month).prefix(3)) }
        // The locale data's abbreviations (`janv.`, `juil.`), which are not the first three letters.
        let abbreviation = names.monthName(month, style: .abbreviated)
        return abbreviation.count > 4 ? String(abbreviation.dropLast()) : abbreviation
    }
}
