import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// Today's check-in buttons are named by the server with their habit's name ("Mark Read done"),
/// so that with scripts off each one has a name of its own (axe-core's `button-name`, and a
/// screen reader's list of buttons, which would otherwise read "Done" thirteen times).
@Suite("Today's buttons have names without the script")
struct TodayButtonNameTests {
    @Test("each button of each type is named after its habit, in each language", arguments: Language.spoken)
    func named(language: Language) throws {
        let web = try WebHarness()
        try web.tracker.preferences.setLanguage(language)
        let t = Localizer(language: language)
        let types: [(String, HabitType, [Phrase])] = [
            ("Read", .binary, [.markDone("Read")]),
            ("Cups", .counter(target: 8), [.decrease("Cups"), .increase("Cups")]),
            ("Run", .timer(targetSeconds: 1800), [.addFiveMinutes("Run")]),
            ("Smoke", .negative, [.logSlip("Smoke")]),
        ]
        for (name, type, _) in types {
            _ = try web.habit(name, type, unit: nil)
        }
        let page = web.get("/").text
        for (name, _, phrases) in types {
            for phrase in phrases {
                #expect(page.contains("aria-label=\"\(t(phrase))\""), "\(name): \(t(phrase))")
            }
        }
    }
}
