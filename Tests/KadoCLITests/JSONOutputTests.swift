import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoCLI

@Suite("JSON output")
struct JSONOutputTests {
    struct Sample: Encodable {
        let zebra: Int
        let apple: String
        let when: Date
        let path: String
        let nested: [String: Double]
    }

    @Test("keys are sorted, dates ISO 8601, slashes plain, output pretty and ending in a newline")
    func deterministic() throws {
        let sample = Sample(
            zebra: 1, apple: "a", when: instant("2026-04-10T09:30:00Z"), path: "/tmp/kado",
            nested: ["b": 0.5, "a": 1])
        let text = try JSONOutput.string(sample)
        #expect(
            text == """
                {
                  "apple" : "a",
                  "nested" : {
                    "a" : 1,
                    "b" : 0.5
                  },
                  "path" : "/tmp/kado",
                  "when" : "2026-04-10T09:30:00Z",
                  "zebra" : 1
                }

                """)
        #expect(try JSONOutput.string(sample) == text)
    }

    @Test("a habit's status has the fields the issue asks for")
    func habitStatus() throws {
        let habit = Habit(
            id: try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000001")), name: "Water",
            frequency: .daysPerWeek(3), type: .counter(target: 8), unit: "glasses", color: .teal,
            createdAt: instant("2026-04-01T10:00:00Z"))
        let timeline = HabitTimeline(habit: habit, completions: [Completion](), calendar: TestCalendars.utc)
        let status = HabitStatus(habit: habit, evaluation: timeline.evaluate(asOf: day("2026-04-10")))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONOutput.string(status).utf8)) as? [String: Any])
        #expect(
            Set(object.keys)
                == [
                    "id", "name", "score", "scorePercent", "scorePending", "streak", "bestStreak", "presenceStreak",
                    "presenceBestStreak",
                    "streakUnit", "dueToday",
                    "doneToday", "value", "day", "every", "type", "unit", "color", "archived", "group", "details",
                    "since", "versions",
                ])
        // A habit outside any group and without a description says so with null: every status
        // has the same keys.
        #expect(object["group"] is NSNull && object["details"] is NSNull)
        #expect(object["id"] as? String == "00000000-0000-0000-0000-000000000001")
        #expect(object["name"] as? String == "Water")
        #expect(object["every"] as? String == "3/week")
        #expect(object["type"] as? String == "counter:8")
        #expect(object["day"] as? String == "2026-04-10")
        #expect(object["color"] as? String == "teal")
        #expect(object["score"] as? Double == 0)
        #expect(object["scorePercent"] as? Int == 0)
        #expect(object["doneToday"] as? Bool == false)
        #expect(object["archived"] as? Bool == false)
    }
}
