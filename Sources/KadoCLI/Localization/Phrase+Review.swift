import KadoApp
import KadoCore

/// The words of `kado review` and of its picture (issue 40): the year's numbers, each with the
/// rule that chose it.
extension Phrase {
    /// `2025 in review (8 habits)` / `2026 so far, to 6 December (8 habits)`.
    static func reviewHeading(_ year: Int, soFarTo: String?, _ habits: String) -> Phrase {
        if let soFarTo {
            return Phrase("cli.review.soFarTo", ["year": year, "soFarTo": soFarTo, "habits": habits])
        }
        return Phrase("cli.review.soFarTo.2", ["year": year, "habits": habits])
    }

    /// No habit has a day in the year (none yet, or created and not yet done).
    static func reviewNoHabits(_ year: Int) -> Phrase {
        Phrase("cli.review.reviewNoHabits", ["year": year])
    }

    static let reviewHabitColumn = Phrase("cli.review.reviewHabitColumn")
    static let reviewDoneColumn = Phrase("common.review.doneColumn")
    static let reviewShareColumn = Phrase("cli.review.reviewShareColumn")
    static let reviewStreakColumn = Phrase("cli.review.reviewStreakColumn")
    static let reviewBestMonthColumn = Phrase("cli.review.reviewBestMonthColumn")
    static let reviewWorstMonthColumn = Phrase("cli.review.reviewWorstMonthColumn")
    static let reviewScoreColumn = Phrase("cli.review.reviewScoreColumn")
    static let archivedMark = Phrase("cli.review.archivedMark")

    /// `12 of 30` days done of due.
    static func reviewDoneOfDue(_ done: Int, _ due: Int) -> Phrase {
        Phrase("cli.review.reviewDoneOfDue", ["done": done, "due": due])
    }

    /// `Check-ins: 1204`.
    static func reviewCheckIns(_ count: Int) -> Phrase {
        Phrase("cli.review.reviewCheckIns", ["count": count])
    }

    /// The most consistent habit.
    static func mostConsistent(_ name: String, _ share: String, _ done: Int, _ due: Int) -> Phrase {
        Phrase("cli.review.mostConsistent", ["name": name, "share": share, "done": done, "due": due])
    }

    /// No habit was due on enough days to be the most consistent.
    static func noMostConsistent(_ minimum: Int) -> Phrase {
        Phrase("cli.review.noMostConsistent", ["minimum": minimum])
    }

    /// The comeback of the year.
    static func comeback(_ name: String, _ low: String, _ lowDay: String, _ high: String, _ highDay: String) -> Phrase {
        Phrase("cli.review.comeback", ["name": name, "low": low, "lowDay": lowDay, "high": high, "highDay": highDay])
    }

    static let noComeback = Phrase("cli.review.noComeback")

    /// Days with every due habit done.
    static func allDoneDays(_ days: String, _ of: Int) -> Phrase {
        Phrase("cli.review.allDoneDays", ["days": days, "of": of])
    }

    /// How the year's habits were chosen.
    static func reviewRules(_ minimum: Int) -> Phrase {
        Phrase("cli.review.reviewRules", ["minimum": minimum])
    }

    /// January's to December's short names, as the picture labels its months (French keeps
    /// juin and juil. apart).
    static let monthAbbreviations = [
        Phrase("common.monthShort.1"), Phrase("common.monthShort.2"),
        Phrase("common.monthShort.3"), Phrase("common.monthShort.4"),
        Phrase("common.monthShort.5"), Phrase("common.monthShort.6"),
        Phrase("common.monthShort.7"), Phrase("common.monthShort.8"),
        Phrase("common.monthShort.9"), Phrase("common.monthShort.10"),
        Phrase("common.monthShort.11"), Phrase("common.monthShort.12"),
    ]

    /// The picture's title.
    static func reviewPictureTitle(_ year: Int) -> Phrase {
        Phrase("cli.review.reviewPictureTitle", ["year": year])
    }

    /// What the picture shows, for a screen reader.
    static func reviewPictureDescription(_ year: Int, _ habits: String) -> Phrase {
        Phrase("cli.review.reviewPictureDescription", ["year": year, "habits": habits])
    }

    /// A habit's numbers in the picture.
    static func reviewHabitNumbers(_ doneOfDue: String, _ share: String, _ streak: String, _ months: String)
        -> Phrase
    {
        Phrase(
            "cli.review.reviewHabitNumbers",
            ["doneOfDue": doneOfDue, "share": share, "streak": streak, "months": months])
    }

    /// ` · best June, worst February`.
    static func reviewMonths(_ best: String, _ worst: String) -> Phrase {
        Phrase("cli.review.reviewMonths", ["best": best, "worst": worst])
    }

    /// The picture leaves habits out.
    static func reviewLeftOut(_ habits: String, _ maximum: Int) -> Phrase {
        Phrase("cli.review.reviewLeftOut", ["habits": habits, "maximum": maximum])
    }

    /// The picture was written.
    static func reviewPictureWritten(_ path: String, _ habits: String) -> Phrase {
        Phrase("cli.review.reviewPictureWritten", ["path": path, "habits": habits])
    }

    /// The picture was written without some habits.
    static func reviewPictureWrittenPart(_ path: String, _ shown: Int, _ habits: String) -> Phrase {
        Phrase("cli.review.reviewPictureWrittenPart", ["path": path, "shown": shown, "habits": habits])
    }

    /// A day state's name, for the picture's legend.
    static func yearDayState(_ state: YearDayState) -> Phrase {
        switch state {
        case .done: Phrase("common.yearDayState.done")
        case .partly: Phrase("common.yearDayState.partly")
        case .missed: Phrase("common.yearDayState.missed")
        case .extra: Phrase("common.yearDayState.extra")
        case .notDue: Phrase("common.yearDayState.notDue")
        case .skipped: Phrase("common.yearDayState.skipped")
        case .paused: Phrase("common.yearDayState.paused")
        case .beforeStart: Phrase("common.yearDayState.beforeStart")
        case .notOver: Phrase("common.yearDayState.notOver")
        }
    }

    /// The picture could not be written.
    static func reviewPictureNotWritten(_ path: String, systemReason: String) -> Phrase {
        Phrase("cli.review.reviewPictureNotWritten", ["path": path, "systemReason": systemReason])
    }
}
