import Foundation
import KadoCore
import KadoTestSupport
import Testing

@Suite("Loop-compatible score")
struct LoopScoreTests {
    @Test(
        "one step reproduces Loop's vectors",
        arguments: [
            (1.0, 0.0, 1.0, 0.051922), (1.0, 0.5, 1.0, 0.525961), (1.0, 0.75, 1.0, 0.762981),
            (1.0, 0.5, 0.0, 0.474039), (1.0 / 3, 0.0, 1.0, 0.030314), (1.0 / 3, 0.5, 1.0, 0.515157),
            (1.0 / 3, 0.5, 0.0, 0.484842),
        ])
    func vectors(frequency: Double, previous: Double, value: Double, expected: Double) {
        let multiplier = LoopScore.multiplier(frequency: frequency)
        #expect(abs(LoopScore.step(from: previous, value: value, multiplier: multiplier) - expected) < 1e-6)
    }

    @Test("the multiplier for a daily habit is 0.948078")
    func dailyMultiplier() {
        #expect(abs(LoopScore.multiplier(frequency: 1) - 0.948078) < 1e-6)
    }

    @Test("a daily yes/no habit checked on each of the last 20 days scores Loop's sequence")
    func twentyDays() {
        let today = day("2026-04-10")
        var history = HistoryBuilder(createdOn: today.adding(days: -40), scoreModel: .loop)
        history.done(from: today.adding(days: -19), through: today)
        let timeline = history.timeline()
        let expected = [
            0.655747, 0.636894, 0.617008, 0.596033, 0.573910, 0.550574, 0.525961, 0.500000, 0.472617, 0.443734,
            0.413270, 0.381137, 0.347244, 0.311495, 0.273788, 0.234017, 0.192067, 0.147820, 0.101149, 0.051922, 0,
        ]
        for (offset, value) in expected.enumerated() {
            #expect(abs(timeline.score(asOf: today.adding(days: -offset)) - value) < 1e-6)
        }
    }

    @Test(
        "a daily measurable habit at least 2.0 scores its share of the target",
        arguments: [(1.0, 0.5), (0.5, 0.25), (2.0, 1.0)])
    func measurable(logged: Double, expected: Double) {
        let start = day("2024-01-01")
        var history = HistoryBuilder(.daily, .counter(target: 2), createdOn: start, scoreModel: .loop)
        for offset in 0..<500 { history.record(start.adding(days: offset), value: logged) }
        #expect(abs(history.timeline().score(asOf: start.adding(days: 499)) - expected) < 1e-6)
    }

    @Test("over-achieving is capped: 10 000 once scores one step")
    func capped() {
        let start = day("2026-04-10")
        var history = HistoryBuilder(.daily, .counter(target: 2), createdOn: start, scoreModel: .loop)
        history.record(start, value: 10_000)
        #expect(abs(history.timeline().score(asOf: start) - 0.051922) < 1e-6)
    }

    @Test("3 times a week: the window and quota double, so v is YES days in 14 over 6")
    func weeklyQuota() {
        let start = day("2026-03-01")
        var history = HistoryBuilder(.timesInDays(times: 3, days: 7), createdOn: start, scoreModel: .loop)
        history.record([start, start.adding(days: 2)])
        let timeline = history.timeline()
        let multiplier = LoopScore.multiplier(frequency: 3.0 / 7)
        var expected = 0.0
        expected = LoopScore.step(from: expected, value: 1.0 / 6, multiplier: multiplier)
        expected = LoopScore.step(from: expected, value: 1.0 / 6, multiplier: multiplier)
        expected = LoopScore.step(from: expected, value: 2.0 / 6, multiplier: multiplier)
        #expect(abs(timeline.score(asOf: start.adding(days: 2)) - expected) < 1e-12)
        // Both YES days leave the 14-day window after day 15: v falls to 0.
        var late = expected
        for offset in 3...20 {
            let inWindow = [0, 2].filter { offset - $0 < 14 }.count
            late = LoopScore.step(from: late, value: Double(inWindow) / 6, multiplier: multiplier)
        }
        #expect(abs(timeline.score(asOf: start.adding(days: 20)) - late) < 1e-12)
    }

    @Test("an at-most habit starts at 1 and a skip carries the score forward")
    func atMostAndSkip() {
        let start = day("2026-03-01")
        var history = HistoryBuilder(.daily, .atMost(target: 2), createdOn: start, scoreModel: .loop)
        history.record(start.adding(days: 1), value: 3)
        history.skip(from: start.adding(days: 2), through: start.adding(days: 2))
        let timeline = history.timeline()
        let multiplier = LoopScore.multiplier(frequency: 1)
        #expect(timeline.score(asOf: start) == 1)
        let afterSlip = LoopScore.step(from: 1, value: 0.5, multiplier: multiplier)
        #expect(abs(timeline.score(asOf: start.adding(days: 1)) - afterSlip) < 1e-12)
        #expect(abs(timeline.score(asOf: start.adding(days: 2)) - afterSlip) < 1e-12)
    }
}
