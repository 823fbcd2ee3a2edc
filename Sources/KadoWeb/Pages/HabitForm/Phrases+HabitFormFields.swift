import KadoApp
import KadoCore

extension Phrase {
    static let nameMissing = Phrase("web.habitFormFields.nameMissing")
    static let nameTooLong = Phrase("web.habitFormFields.nameTooLong", ["maximumNameLength": Habit.maximumNameLength])
    static func nameTaken(_ other: String) -> Phrase {
        Phrase("web.habitFormFields.nameTaken", ["other": other])
    }
    static let nameOneLine = Phrase("web.habitFormFields.nameOneLine")
    static let colorUnknown = Phrase("web.habitFormFields.colorUnknown")
    static let iconInvalid = Phrase("web.habitFormFields.iconInvalid")
    static let frequencyUnknown = Phrase("web.habitFormFields.frequencyUnknown")
    static let perWeekRange = Phrase("web.habitFormFields.perWeekRange")
    static let daysMissing = Phrase("web.habitFormFields.daysMissing")
    static let intervalRange = Phrase("web.habitFormFields.intervalRange")
    static let windowRange = Phrase("web.habitFormFields.windowRange")
    static let timesRange = Phrase("web.habitFormFields.timesRange")
    static let typeUnknown = Phrase("web.habitFormFields.typeUnknown")
    static let numberLikeEight = Phrase("web.habitFormFields.numberLikeEight")
    static let numberLikeTwo = Phrase("web.habitFormFields.numberLikeTwo")
    static let minutesLikeThirty = Phrase("web.habitFormFields.minutesLikeThirty")
    static let targetAboveZero = Phrase("web.habitFormFields.targetAboveZero")
    static let targetTooLarge = Phrase("web.habitFormFields.targetTooLarge")
    static let unitTooLong = Phrase("web.habitFormFields.unitTooLong", ["maximumUnitLength": Habit.maximumUnitLength])
    static let timeInvalid = Phrase("web.habitFormFields.timeInvalid")
    static let snoozeRange = Phrase("web.habitFormFields.snoozeRange")
    static let scoreModelUnknown = Phrase("web.habitFormFields.scoreModelUnknown")
    static let startedOnInvalid = Phrase(
        "web.habitFormFields.startedOnInvalid",
        ["first": LogicalDay.firstSupported, "last": LogicalDay.lastSupported])
    static let startedOnAfterToday = Phrase("web.habitFormFields.startedOnAfterToday")
    static let groupTooLong = Phrase("web.habitFormFields.groupTooLong", ["maximumNameLength": Habit.maximumNameLength])
    static let groupOneLine = Phrase("web.habitFormFields.groupOneLine")
    static let detailsTooLong = Phrase(
        "web.habitFormFields.detailsTooLong", ["maximumDetailsLength": Habit.maximumDetailsLength])
    static let detailsControls = Phrase("web.habitFormFields.detailsControls")
}
