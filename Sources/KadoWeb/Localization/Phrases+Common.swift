import KadoApp

// Phrases shared by every screen: navigation, habit types and schedules, errors.
extension Phrase {
    static let today = Phrase("common.today")
    static let overview = Phrase("common.overview")
    static let settings = Phrase("common.settings")
    static let mainNavigation = Phrase("web.common.mainNavigation")
    static let skipToContent = Phrase("web.common.skipToContent")
    static let back = Phrase("web.common.back")
    static let save = Phrase("web.common.save")
    static let cancel = Phrase("web.common.cancel")
    static let score = Phrase("common.score")
    static let streak = Phrase("common.streak")
    static let done = Phrase("common.done")
    /// What the live region says after a change that has nothing more specific to say.
    static let changeSaved = Phrase("web.common.changeSaved")
    static let edit = Phrase("web.common.edit")
    static let newHabit = Phrase("web.common.newHabit")
    static let errorTitle = Phrase("web.common.errorTitle")
    static let notFoundTitle = Phrase("web.common.notFoundTitle")
    /// `Error 404`: the status code of the error page, written as it is (no grouping).
    static func errorStatusCode(_ status: Int) -> Phrase { Phrase("web.error.statusCode", ["status": String(status)]) }
    /// The title of the page for a change another Kadō kept from its turn (503).
    static let busyTitle = Phrase("web.common.busyTitle")
    static let backToToday = Phrase("web.common.backToToday")

    // Types
    static let typeBinary = Phrase("web.common.typeBinary")
    static let typeCounter = Phrase("web.common.typeCounter")
    static let typeTimer = Phrase("web.common.typeTimer")
    static let typeNegative = Phrase("web.common.typeNegative")
    static let typeAtMost = Phrase("web.common.typeAtMost")

    // Schedules
    static let everyDay = Phrase("web.common.everyDay")
    static func daysPerWeek(_ count: Int) -> Phrase { Phrase("common.daysAWeek", count: count) }
    static func everyNDays(_ count: Int) -> Phrase {
        Phrase("web.common.everyNDays", ["count": count])
    }
    /// "1 time in 30 days", "3 times in 10 days".
    static func timesInDays(_ times: Int, _ days: Int) -> Phrase {
        Phrase("web.common.timesInDays", count: times, ["days": Phrase("common.count.day", count: days).argument])
    }

    // Streak units
    static func streakDays(_ count: Int) -> Phrase { Phrase("common.count.day", count: count) }
    static func streakWeeks(_ count: Int) -> Phrase { Phrase("common.count.week", count: count) }
    static let weekAbbreviation = Phrase("web.common.weekAbbreviation")
    /// A week-counted habit's progress this week, shown instead of a streak it has not earned yet.
    static func weekProgress(_ done: Int, of required: Int) -> Phrase {
        Phrase("common.weekProgress", ["done": done, "required": required])
    }

    // Lists and text that is not Kadō's words
    /// Text that is no phrase of Kadō's (a field's name as a file spells it, a description kept
    /// from an older version), the same in every language.
    static func verbatim(_ text: String) -> Phrase { Phrase(wording: { _ in text }) }

    /// One of `items`, as the language offers a choice: "merge or replace", "a or b or c".
    static func either(_ items: [String]) -> Phrase {
        guard let first = items.first else { return verbatim("") }
        return items.dropFirst().reduce(verbatim(first)) { list, item in
            Phrase("web.list.or", ["first": list.argument, "second": item])
        }
    }

    /// All of `items`, as the language lists them: "a", "a and b", "a, b and c".
    static func all(_ items: [Phrase]) -> Phrase {
        guard let last = items.last else { return verbatim("") }
        guard items.count > 1 else { return last }
        let before = items.dropLast().dropFirst().reduce(items[0]) { list, item in
            Phrase("web.list.comma", ["items": list.argument, "item": item.argument])
        }
        return Phrase("common.list.and", ["items": before.argument, "last": last.argument])
    }
}
