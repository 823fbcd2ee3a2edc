import KadoApp
import KadoCore

/// The edit form's "From when?" (issue 38): from when a change of the habit's terms holds.
extension Phrase {
    static let changeFromSection = Phrase("web.changeFrom.changeFromSection")
    static let changeFromToday = Phrase("web.changeFrom.changeFromToday")
    static let changeFromTodayHint = Phrase("web.changeFrom.changeFromTodayHint")
    static let changeFromDate = Phrase("web.changeFrom.changeFromDate")
    static let changeFromDateHint = Phrase("web.changeFrom.changeFromDateHint")
    static let changeFromDayLabel = Phrase("web.changeFrom.changeFromDayLabel")
    static let changeFromStart = Phrase("web.changeFrom.changeFromStart")
    static let changeFromStartHint = Phrase("web.changeFrom.changeFromStartHint")
    static let changeFromHint = Phrase("web.changeFrom.changeFromHint")
    static let changeFromUnknown = Phrase("web.changeFrom.changeFromUnknown")
    static let changeFromDayInvalid = Phrase("web.changeFrom.changeFromDayInvalid")
    static let changeFromDayAfterToday = Phrase("web.changeFrom.changeFromDayAfterToday")
    static func changeFromDayBeforeStart(_ start: String) -> Phrase {
        Phrase("web.changeFrom.changeFromDayBeforeStart", ["start": start])
    }
    static let changeFromDayOutOfRange = Phrase("web.changeFrom.changeFromDayOutOfRange")
}
