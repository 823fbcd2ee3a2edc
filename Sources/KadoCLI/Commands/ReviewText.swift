import Foundation
import KadoApp
import KadoCore

/// The text of `kado review`: a heading, one row a habit (fitted to the terminal's width), the
/// year's lines and the rules that chose them.
struct ReviewText {
    let review: YearReview
    let words: Localizer
    let style: OutputStyle
    let width: Int?

    func render() -> String {
        let soFarTo = review.isSoFar ? words.dayDate(review.today) : nil
        var lines = [
            style.bold(words(.reviewHeading(review.year, soFarTo: soFarTo, words.count(review.habits.count, .habit)))),
            "",
        ]
        guard !review.habits.isEmpty else {
            lines.append(words(.reviewNoHabits(review.year)))
            return lines.joined(separator: "\n")
        }
        lines.append(table().render(style: style, width: width))
        lines.append("")
        lines += Self.yearLines(review, words)
        lines.append("")
        lines.append(style.dim(words(.reviewRules(YearSummary.minimumDueDays))))
        return lines.joined(separator: "\n")
    }

    private func table() -> TextTable {
        var table = TextTable(columns: [
            .init(words(.reviewHabitColumn), maximumWidth: 32, minimumWidth: 8),
            .init(words(.reviewDoneColumn), alignedRight: true),
            .init(words(.reviewShareColumn), alignedRight: true),
            .init(words(.reviewStreakColumn), alignedRight: true, dropOrder: 3),
            .init(words(.reviewBestMonthColumn), dropOrder: 2),
            .init(words(.reviewWorstMonthColumn), dropOrder: 1),
            .init(words(.reviewScoreColumn), dropOrder: 0),
        ])
        for (habit, year) in zip(review.habits, review.habitYears) {
            let name = style.colored(HabitPresentation.name(habit), habit.color)
            table.append([
                habit.isArchived ? "\(name) \(style.dim(words(.archivedMark)))" : name,
                words(.reviewDoneOfDue(year.daysDone, year.daysDue)),
                year.daysDue > 0 ? Self.percent(year.share, words) : "–",
                words.count(year.bestStreak, .day),
                year.bestMonth.map { words.monthName($0.month) } ?? "–",
                year.worstMonth.map { words.monthName($0.month) } ?? "–",
                Sparkline.render(year.monthEndScores.compactMap { $0 }),
            ])
        }
        return table
    }

    static func percent(_ share: Double, _ words: Localizer) -> String { words.percent(Int((share * 100).rounded())) }

    /// The whole year's lines: check-ins, the most consistent habit, the comeback, the days with
    /// every due habit done (also the picture's summary).
    static func yearLines(_ review: YearReview, _ words: Localizer) -> [String] {
        let summary = review.summary
        var lines = [words(.reviewCheckIns(summary.checkIns))]
        if let id = summary.mostConsistent, let habit = review.habit(id),
            let year = review.habitYears.first(where: { $0.habitID == id })
        {
            lines.append(
                words(
                    .mostConsistent(
                        HabitPresentation.name(habit), percent(year.share, words), year.daysDone, year.daysDue)))
        } else {
            lines.append(words(.noMostConsistent(YearSummary.minimumDueDays)))
        }
        if let id = summary.comeback, let habit = review.habit(id),
            let rise = review.habitYears.first(where: { $0.habitID == id })?.rise
        {
            lines.append(
                words(
                    .comeback(
                        HabitPresentation.name(habit), percent(rise.lowScore, words), words.dayDate(rise.lowDay),
                        percent(rise.highScore, words), words.dayDate(rise.highDay))))
        } else {
            lines.append(words(.noComeback))
        }
        lines.append(words(.allDoneDays(words.count(summary.daysAllDone, .day), summary.daysWithDue)))
        return lines
    }

    /// The picture's words in the person's language.
    static func pictureWords(_ review: YearReview, _ words: Localizer) -> YearReviewPicture.Words {
        YearReviewPicture.Words(
            title: words(.reviewPictureTitle(review.year)),
            description: words(.reviewPictureDescription(review.year, words.count(review.habits.count, .habit))),
            summaryLines: yearLines(review, words),
            monthAbbreviations: Phrase.monthAbbreviations.map { words($0) },
            weekdayAbbreviation: { words.weekdayAbbreviation($0) },
            stateName: { words(.yearDayState($0)) },
            numbers: { _, year in
                let months =
                    year.bestMonth.flatMap { best in
                        year.worstMonth.map {
                            words(.reviewMonths(words.monthName(best.month), words.monthName($0.month)))
                        }
                    } ?? ""
                return words(
                    .reviewHabitNumbers(
                        words(.reviewDoneOfDue(year.daysDone, year.daysDue)),
                        year.daysDue > 0 ? percent(year.share, words) : "–",
                        words.count(year.bestStreak, .day), months))
            },
            archivedMark: words(.archivedMark),
            leftOut: { words(.reviewLeftOut(words.count($0, .habit), YearReviewPicture.maximumHabits)) })
    }
}
