import Foundation
import KadoCore
import Testing

@Suite("Habit matching: id, name, folded name, beginning; did you mean")
struct HabitMatcherTests {
    struct Named: Hashable {
        let id: UUID
        let name: String
    }

    static let habits: [Named] = [
        "Café ☕", "🏃 Courir", "Read", "Reading list", "Drink water", "Écrire  un   journal", "naïve ART",
        "Méditer 🧘‍♀️", "🇫🇷 Français", "Step 1️⃣", "Run", "run", "读书", "ＦＵＬＬ width",
    ].enumerated().map { index, name in
        Named(id: UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", index)) ?? UUID(), name: name)
    }

    static func name(_ outcome: HabitMatcher.Outcome<Named>) -> String {
        switch outcome {
        case .found(let habit): "= " + habit.name
        case .ambiguous(let habits): "? " + habits.map(\.name).joined(separator: " | ")
        case .notFound(let suggestions): "! " + suggestions.map(\.name).joined(separator: " | ")
        }
    }

    @Test(
        "what a person types finds the habit they mean",
        arguments: [
            ("Café ☕", "= Café ☕"), ("cafe", "= Café ☕"), ("CAFÉ", "= Café ☕"), ("caf", "= Café ☕"),
            ("courir", "= 🏃 Courir"), ("🏃 courir", "= 🏃 Courir"), ("  Courir ", "= 🏃 Courir"),
            ("read", "= Read"), ("Read", "= Read"), ("readi", "= Reading list"), ("rea", "? Read | Reading list"),
            ("drink  WATER", "= Drink water"), ("ecrire un journal", "= Écrire  un   journal"),
            ("naive", "= naïve ART"), ("mediter", "= Méditer 🧘‍♀️"), ("francais", "= 🇫🇷 Français"),
            ("step 1", "= Step 1️⃣"), ("Run", "= Run"), ("run", "= run"), ("RUN", "? Run | run"),
            ("读", "= 读书"), ("full", "= ＦＵＬＬ width"), ("☕", "! "), ("", "! "),
            ("raed", "! Read | Reading list"), ("cofe", "! Café ☕"), ("courri", "! 🏃 Courir"),
            ("xylophone", "! "), ("x", "! "), ("q", "! "), ("ran", "! Run | run"),
            ("00000000-0000-4000-8000-000000000002", "= Read"),
            ("00000000-0000-4000-8000-000000000002".lowercased(), "= Read"),
        ])
    func matches(reference: String, expected: String) {
        let outcome = HabitMatcher.match(reference, among: Self.habits, id: \.id, name: \.name)
        #expect(Self.name(outcome) == expected, "\(reference)")
    }

    @Test(
        "folding drops case, accents, emoji, symbols and extra spaces",
        arguments: [
            ("Café ☕", "cafe"), ("🏃 Courir", "courir"), ("  A  b\tC ", "a b c"), ("Ærø", "ærø"),
            ("👨‍👩‍👧 Family", "family"), ("Rock 'n' roll", "rock 'n' roll"), ("10 km", "10 km"), ("☕", ""),
        ])
    func folding(name: String, expected: String) {
        #expect(HabitMatcher.folded(name) == expected)
    }
}
