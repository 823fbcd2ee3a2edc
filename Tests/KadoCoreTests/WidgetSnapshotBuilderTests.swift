import Foundation
import KadoCore
import KadoTestSupport
import Testing

@Suite("Widget snapshot series")
struct WidgetSnapshotBuilderTests {
    let start = day("2026-03-30")  // a Monday

    func timelines() -> [HabitTimeline] {
        var read = HistoryBuilder(.daily, createdOn: start.adding(days: -20), name: "Read")
        read.done(from: start.adding(days: -20), through: start)
        var water = HistoryBuilder(.daily, .counter(target: 8), createdOn: start.adding(days: -5), name: "Water")
        water.habit = Habit(
            id: HistoryBuilder.uuid(5, 5), name: "Water", frequency: .daily, type: .counter(target: 8), unit: "glasses",
            createdAt: water.habit.createdAt, sortOrder: 1)
        water.record(start, value: 3)
        var coffee = HistoryBuilder(.specificDays([.tuesday]), .atMost(target: 2), createdOn: start, name: "Coffee")
        coffee.habit = Habit(
            id: HistoryBuilder.uuid(6, 6), name: "Coffee", frequency: .specificDays([.tuesday]),
            type: .atMost(target: 2), createdAt: coffee.habit.createdAt, sortOrder: 2)
        return [read.timeline(), water.timeline(), coffee.timeline()]
    }

    @Test("seven consecutive days, each equal to the core's evaluation on that day")
    func series() {
        let timelines = timelines()
        let series = WidgetSnapshotBuilder(calendar: TestCalendars.utc, language: "fr")
            .series(of: timelines, from: start, generatedAt: instant("2026-03-30T12:00:00Z"))
        #expect(series.days.map(\.day) == (0..<7).map { start.adding(days: $0) })
        #expect(series.timeZone.flatMap(TimeZone.init(identifier:))?.secondsFromGMT() == 0)
        #expect(series.language == "fr")
        for snapshot in series.days {
            let day = snapshot.day ?? start
            #expect(snapshot.logicalDay == TestCalendars.utc.boundary.start(of: day))
            #expect(snapshot.matrixDays.count == 7)
            for (timeline, habit) in zip(timelines, snapshot.habits) {
                let evaluation = timeline.evaluate(asOf: day)
                #expect(habit.currentScore == evaluation.score)
                #expect(habit.currentStreak == evaluation.currentStreak)
                #expect(habit.bestStreak == evaluation.bestStreak)
            }
        }
        let today = series.days[0]
        #expect(today.today.map(\.habit.name) == ["Read", "Water"])
        #expect(today.today.map(\.status) == [.complete, .partial])
        #expect(today.today[1].valueToday == 3)
        #expect(today.totalDueToday == 2)
        #expect(today.completedToday == 1)
        // Tomorrow nothing is logged yet; Coffee (Tuesdays, at most 2) is due and within its limit.
        let tomorrow = series.days[1]
        #expect(tomorrow.today.map(\.habit.name) == ["Read", "Water", "Coffee"])
        #expect(tomorrow.today.map(\.status) == [.none, .none, .complete])
        #expect(tomorrow.habits[2].typeKind == .counter)
        #expect(tomorrow.habits[2].kind == .atMost)
        #expect(today.matrix[0].cells.last == .scored(1))
        #expect(tomorrow.matrix[0].cells.last == .scored(0))
    }

    @Test("the JSON has Kadō's keys and shapes, and a bare day reads as a one-day series")
    func kadoShape() throws {
        let series = WidgetSnapshotBuilder(calendar: TestCalendars.utc)
            .series(of: timelines(), from: start, generatedAt: instant("2026-03-30T12:00:00Z"))
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let object = try #require(try JSONSerialization.jsonObject(with: encoder.encode(series)) as? [String: Any])
        #expect(object["generatedAt"] as? String == "2026-03-30T12:00:00Z")
        let day = try #require((object["days"] as? [[String: Any]])?.first)
        for key in ["logicalDay", "habits", "today", "totalDueToday", "completedToday", "matrix", "matrixDays"] {
            #expect(day[key] != nil, "\(key)")
        }
        let habit = try #require((day["habits"] as? [[String: Any]])?.first)
        for key in ["id", "name", "color", "icon", "typeKind", "currentStreak", "bestStreak", "currentScore"] {
            #expect(habit[key] != nil, "\(key)")
        }
        let cell = try #require(((day["matrix"] as? [[String: Any]])?.first?["cells"] as? [[String: Any]])?.last)
        #expect((cell["scored"] as? [String: Any])?["_0"] as? Double == 1)
    }

    @Test("the day that answers is the latest not after the asked day")
    func picksDay() {
        let series = WidgetSnapshotBuilder(calendar: TestCalendars.utc)
            .series(of: timelines(), from: start, generatedAt: instant("2026-03-30T12:00:00Z"))
        #expect(series.snapshot(for: start.adding(days: 3))?.day == start.adding(days: 3))
        #expect(series.snapshot(for: start.adding(days: 30))?.day == start.adding(days: 6))
        #expect(series.snapshot(for: start.adding(days: -1))?.day == start)
        #expect(series.covers(start.adding(days: 6)))
        #expect(!series.covers(start.adding(days: 7)))
    }
}
