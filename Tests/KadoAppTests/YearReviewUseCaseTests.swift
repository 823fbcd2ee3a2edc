import Foundation
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoApp

/// `yearReview` over a real store: the habits with days in the year (archived ones after the
/// others), the years with history, the walk resumed from a checkpoint agreeing with a whole one,
/// a bad year refused by name, the document and the picture.
@Suite("Year in review: the use case")
struct YearReviewUseCaseTests {
    /// A tracker on 10 April 2026 (Paris, weeks from Sunday) with Meditate (since March 2024, done
    /// two days in three), Walk (archived in February 2026) and New (created today).
    static func tracker(in folder: TemporaryFolder) throws -> (Tracker, [Habit]) {
        let clock = TestClock(instant("2024-03-01T08:00:00Z"))
        let tracker = try TrackerBuilder().timeZone("Europe/Paris").clock(clock).open(in: folder)
        let meditate = try tracker.habits.createHabit(HabitDraft(name: "Meditate"))
        let walk = try tracker.habits.createHabit(HabitDraft(name: "Walk"))
        var completions: [Completion] = []
        let first = day("2024-03-01")
        for offset in 0..<first.days(to: day("2026-04-10")) where offset % 3 != 0 {
            let date = first.adding(days: offset)
            completions.append(
                Completion(habitID: meditate.id, day: date, recordedAt: instant("\(date)T07:00:00Z"), value: 1))
            if date < day("2026-02-01") {
                completions.append(
                    Completion(habitID: walk.id, day: date, recordedAt: instant("\(date)T17:00:00Z"), value: 1))
            }
        }
        try HabitStore(path: tracker.databasePath, now: { Date() }).write { try $0.insert(contentsOf: completions) }
        clock.set(instant("2026-02-10T10:00:00Z"))
        try tracker.habits.archive(walk)
        clock.set(instant("2026-04-10T10:00:00Z"))
        try tracker.preferences.setWeekStart(.sunday)
        let new = try tracker.habits.createHabit(HabitDraft(name: "New"))
        return (tracker, [meditate, walk, new])
    }

    @Test(
        "the current year so far: every habit with a day in it, archived last (New, created today and not done yet, has none); the years with history"
    )
    func currentYear() throws {
        let folder = try TemporaryFolder()
        let (tracker, _) = try Self.tracker(in: folder)
        let review = try tracker.views.yearReview()
        #expect(review.year == 2026)
        #expect(review.isSoFar)
        #expect(review.years == 2024...2026)
        #expect(review.previousYear == 2025 && review.nextYear == nil)
        #expect(review.weekStart == .sunday)
        #expect(review.habits.map(\.name) == ["Meditate", "Walk"])
        let meditate = review.habitYears[0]
        #expect(meditate.days[day("2026-01-01").days(to: day("2026-04-10"))] == .notOver)
        #expect(meditate.daysDue == 99)
        #expect(meditate.daysDone == 66)
        let walk = try #require(review.habitYears.last)
        #expect(walk.days[day("2026-01-01").days(to: day("2026-03-01"))] == .notDue)
        // Walk: 31 of 47 due days done in January; Meditate 66 of 99 (two in three each).
        #expect(review.summary.mostConsistent != nil)
        #expect(review.summary.daysWithDue == 99)
    }

    @Test("a past year: the score path agrees with the score everywhere else, the checkpoint or not")
    func pastYear() throws {
        let folder = try TemporaryFolder()
        let (tracker, habits) = try Self.tracker(in: folder)
        // Today's screens save checkpoints; the review then resumes from one before 1 January.
        _ = try tracker.views.todayView()
        let review = try tracker.views.yearReview(2025)
        #expect(!review.isSoFar)
        #expect(review.habits.map(\.name) == ["Meditate", "Walk"])
        let store = try HabitStore(path: tracker.databasePath, now: { Date() })
        let whole = HabitTimeline(
            habit: habits[0], completions: try store.completions(of: habits[0].id),
            calendar: try tracker.context().calendar)
        #expect(review.habitYears[0].monthEndScores[11] == whole.evaluate(asOf: day("2025-12-31")).score)
        #expect(review.habitYears[0].monthEndScores[5] == whole.evaluate(asOf: day("2025-06-30")).score)
        #expect(review.habitYears[0].bestStreak == 2)
    }

    @Test("a year without history or to come is refused, naming it", arguments: [2023, 2027])
    func badYear(_ year: Int) throws {
        let folder = try TemporaryFolder()
        let (tracker, _) = try Self.tracker(in: folder)
        #expect(
            throws: AppError.invalid(
                .init(field: "year", value: String(year), rule: .outOfRange(minimum: 2024, maximum: 2026, unit: .none)))
        ) {
            try tracker.views.yearReview(year)
        }
    }

    @Test("the document and the picture hold every habit; the picture escapes and caps")
    func documentAndPicture() throws {
        let folder = try TemporaryFolder()
        let (tracker, _) = try Self.tracker(in: folder)
        let review = try tracker.views.yearReview(2025)
        let json = String(decoding: try JSONEncoder().encode(YearReviewDocument(review)), as: UTF8.self)
        #expect(json.contains("\"year\":2025"))
        #expect(json.contains("\"minimumDueDays\":28"))
        let words = YearReviewPicture.Words(
            title: "T <&>", description: "D", summaryLines: ["S"], monthAbbreviations: (1...12).map { "M\($0)" },
            weekdayAbbreviation: { "\($0.rawValue)" }, stateName: { $0.rawValue }, numbers: { habit, _ in habit.name },
            archivedMark: "(a)", leftOut: { "left \($0)" })
        let svg = YearReviewPicture(review: review, words: words).document()
        #expect(svg.contains("<title id=\"title\">T &lt;&amp;&gt;</title>"))
        #expect(svg.contains("Walk (a)"))
        #expect(svg.components(separatedBy: "class=\"rv-").count - 1 == 2 * 365 + YearDayState.allCases.count)
        #expect(!svg.contains("left "))
    }

    @Test("the picture holds the first 50 habits and says how many it left out")
    func pictureCap() {
        let habits = (0..<51).map { index in
            Habit(
                id: HistoryBuilder.uuid(7, index), name: "Habit \(index)", frequency: .daily, type: .binary,
                createdAt: instant("2025-01-01T12:00:00Z"))
        }
        let years = habits.map { habit in
            HabitYear(
                habitID: habit.id, year: 2025, days: Array(repeating: .done, count: 365), bestStreak: 365,
                monthEndScores: Array(repeating: 1, count: 12), checkIns: 365, rise: nil)
        }
        let review = YearReview(
            year: 2025, today: day("2026-04-10"), weekStart: .monday, years: 2025...2026, habits: habits,
            habitYears: years, summary: YearSummary(years))
        let words = YearReviewPicture.Words(
            title: "T", description: "D", summaryLines: [], monthAbbreviations: (1...12).map { "M\($0)" },
            weekdayAbbreviation: { "\($0.rawValue)" }, stateName: { $0.rawValue }, numbers: { _, _ in "" },
            archivedMark: "(a)", leftOut: { "left \($0)" })
        let svg = YearReviewPicture(review: review, words: words).document()
        #expect(svg.contains(">Habit 49<"))
        #expect(!svg.contains(">Habit 50<"))
        #expect(svg.contains(">left 1<"))
        // 122 pixels of heading and legend, 154 a habit, 16 for the line left out, a margin of 16.
        #expect(svg.contains("height=\"7854\""))
    }
}
