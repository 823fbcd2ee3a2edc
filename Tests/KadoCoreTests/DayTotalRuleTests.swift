import Foundation
import KadoCore
import Testing

@Suite("A timer holds at most 24 hours a day")
struct DayTotalRuleTests {
    @Test(
        "a day's total breaks the rule only on a timer, only above 24 hours",
        arguments: [
            (HabitType.timer(targetSeconds: 1_800), 86_400.0, false), (.timer(targetSeconds: 1_800), 86_401, true),
            (.timer(targetSeconds: 1_800), 0, false), (.timer(targetSeconds: 60), 1_000_000, true),
            (.counter(target: 8), 1_000_000, false), (.atMost(target: 2), 90_000, false), (.binary, 90_000, false),
            (.negative, 90_000, false),
        ])
    func dayTotal(type: HabitType, total: Double, isRefused: Bool) {
        let error = type.dayTotalValidationError(total)
        #expect((error != nil) == isRefused)
        if let error {
            #expect(error.problem.contains("24 hours"))
            #expect(error.value.hasSuffix(" min"))
        }
    }

    @Test(
        "a timer's target is at most 24 hours too",
        arguments: [(86_400.0, true), (86_460, false), (1_800, true), (1_000_000, false)])
    func target(seconds: Double, isValid: Bool) {
        #expect(HabitType.timer(targetSeconds: seconds).validationErrors.isEmpty == isValid)
    }
}
