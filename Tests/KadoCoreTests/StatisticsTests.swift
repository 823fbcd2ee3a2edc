import Foundation
import KadoCore
import KadoTestSupport
import Testing

@Suite("Statistics")
struct StatisticsTests {
    let start = day("2026-03-02")  // a Monday

    @Test("counts, rates and weekday frequency of a yes/no habit")
    func yesNo() {
        var history = HistoryBuilder(createdOn: start)
        // Two weeks: done Mon–Fri of the first, Mon and Wed of the second.
        history.done(from: start, through: start.adding(days: 4))
        history.record([start.adding(days: 7), start.adding(days: 9)])
        // Today (the second Sunday), not done yet, is not counted: it is not over.
        let statistics = history.timeline().statistics(asOf: start.adding(days: 13))
        #expect(statistics.countedDays == 13)
        #expect(statistics.doneDays == 7)
        #expect(statistics.completionRate == 7.0 / 13)
        #expect(statistics.doneDaysByWeekday[.monday] == 2)
        #expect(statistics.doneDaysByWeekday[.wednesday] == 2)
        #expect(statistics.doneDaysByWeekday[.saturday] == nil)
        let weeks = statistics.summaries(by: .week)
        #expect(weeks.map(\.start) == [start, start.adding(days: 7)])
        #expect(weeks.map(\.doneDays) == [5, 2])
        let rates: [Double] = [5.0 / 7, 2.0 / 6]
        #expect(weeks.map(\.completionRate) == rates)
        #expect(statistics.summaries(by: .month).map(\.start) == [day("2026-03-01")])
        #expect(statistics.summaries(by: .year).map(\.countedDays) == [13])
        // Once the day is over, it is a missed one.
        let dayAfter = history.timeline().statistics(asOf: start.adding(days: 14))
        let ratesAfter: [Double] = [5.0 / 7, 2.0 / 7]
        #expect(Array(dayAfter.summaries(by: .week).prefix(2).map(\.completionRate)) == ratesAfter)
    }

    @Test("weeks follow the chosen week start")
    func sundayWeeks() {
        var history = HistoryBuilder(createdOn: start, calendar: TestCalendars.calendar(weekStart: .sunday))
        history.done(from: start, through: start.adding(days: 7))
        let weeks = history.timeline().statistics(asOf: start.adding(days: 7)).summaries(by: .week)
        #expect(weeks.map(\.start) == [day("2026-03-01"), day("2026-03-08")])
        #expect(weeks.map(\.doneDays) == [6, 2])
    }

    @Test("totals and averages of a counter, with partial credit in the rate")
    func counter() throws {
        var history = HistoryBuilder(.daily, .counter(target: 8), createdOn: start)
        history.record(start, value: 8)
        history.record(start.adding(days: 1), value: 4)
        history.record(start.adding(days: 1), value: 2)
        history.record(start.adding(days: 3), value: 12)
        let statistics = history.timeline().statistics(asOf: start.adding(days: 3))
        #expect(statistics.amount == 26)
        #expect(statistics.records == 4)
        #expect(statistics.daysWithRecords == 3)
        #expect(try #require(statistics.averageAmountPerRecordDay) == 26.0 / 3)
        #expect(try #require(statistics.averageAmountPerCountedDay) == 26.0 / 4)
        let rate: Double = (1 + 0.75 + 0 + 1) / 4
        #expect(statistics.completionRate == rate)
    }

    @Test("the Overview grid: future, not due, scored, off schedule and skipped days")
    func cells() {
        var history = HistoryBuilder(.specificDays([.monday, .wednesday]), .counter(target: 4), createdOn: start)
        history.record(start, value: 2)
        history.record(start.adding(days: 1), value: 4)
        history.skip(from: start.adding(days: 2), through: start.adding(days: 2))
        let cells = history.timeline().cells(
            from: start.adding(days: -1), through: start.adding(days: 4), asOf: start.adding(days: 3))
        #expect(cells == [.notDue, .scored(0.5), .offSchedule(1), .skipped, .notDue, .future])
    }

    @Test("excused days are counted apart and leave the rate alone")
    func excused() {
        var history = HistoryBuilder(createdOn: start)
        history.done(from: start, through: start.adding(days: 1))
        history.skip(from: start.adding(days: 2), through: start.adding(days: 5))
        let statistics = history.timeline().statistics(asOf: start.adding(days: 5))
        #expect(statistics.excusedDays == 4)
        #expect(statistics.countedDays == 2)
        #expect(statistics.completionRate == 1)
    }
}
