import Foundation
import KadoCore
import Testing

@testable import KadoApp
@testable import KadoCLI

/// The Markdown daily notes' writer: user text escaped so it cannot forge an item or formatting,
/// each type's wording, notes as continuation lines, and the order of a day's items.
@Suite("Markdown daily notes")
struct DailyNoteMarkdownTests {
    /// Names as a notes app must read them back: the same words, nothing more.
    @Test(
        "user text is escaped wherever it would mean Markdown",
        arguments: [
            ("[x] *bold*", #"\[x\] \*bold\*"#),
            ("_a_ `code`", #"\_a\_ \`code\`"#),
            ("# Title", ##"\# Title"##),
            ("#tag and [[Link]]", ##"\#tag and \[\[Link\]\]"##),
            ("<b>hi</b>", #"\<b\>hi\</b\>"#),
            ("- item", #"\- item"#),
            ("+ item", #"\+ item"#),
            ("1. first", #"1\. first"#),
            ("12) twelfth", #"12\) twelfth"#),
            ("tags:: x", #"tags\:\: x"#),
            (
                "a & b | c ~~d~~ ==e== $f$ %%g%% ^h !i {j}",
                #"a \& b \| c \~\~d\~\~ \=\=e\=\= \$f\$ \%\%g\%\% \^h \!i \{j\}"#
            ),
            (#"C:\dir"#, #"C:\\dir"#),
            ("Read 20 pages", "Read 20 pages"),
            ("Lire 20 pages, à l’aube: 5 km", "Lire 20 pages, à l’aube: 5 km"),
            ("two\nlines\tand  tabs", "two lines and tabs"),
        ])
    func inline(text: String, expected: String) {
        #expect(MarkdownText.inline(text) == expected)
    }

    @Test(
        "a note's lines are escaped one by one, without indentation or blank lines",
        arguments: [
            ("First\nSecond", ["First", "Second"]),
            ("a\r\nb\rc\u{2028}d", ["a", "b", "c", "d"]),
            (
                "  - not a list\n\n   # not a heading  \n\t    code?",
                [#"\- not a list"#, ##"\# not a heading"##, "code?"]
            ),
            ("3. step\nok.", [#"3\. step"#, "ok."]),
        ])
    func lines(text: String, expected: [String]) {
        #expect(MarkdownText.lines(text) == expected)
    }

    static let created = Date(timeIntervalSince1970: 1_775_000_000)

    static func entry(
        _ name: String, type: HabitType = .binary, unit: String? = nil, _ standing: DayNotes.Standing,
        isDue: Bool = true, amount: Double = 0, notes: [String] = []
    ) -> DayNotes.Entry {
        DayNotes.Entry(
            habit: Habit(name: name, type: type, unit: unit, createdAt: created), type: type, standing: standing,
            isDue: isDue, amount: amount, notes: notes)
    }

    static let day = LogicalDay(year: 2026, month: 12, day: 5) ?? .firstSupported

    /// Every type, done and not, every excuse, in English: done items first, then open tasks,
    /// then plain items, each in the habits' order.
    @Test("every type's item, in English")
    func everyType() {
        let entries = [
            Self.entry("Floss", .outcome(.notMet)),
            Self.entry("Read 20 pages", .outcome(.met), amount: 1, notes: ["Chapter 3\nThe *best* one"]),
            Self.entry("Water", type: .counter(target: 8), unit: "glasses", .outcome(.met), amount: 8),
            Self.entry("Tea", type: .counter(target: 4), unit: "cups", .outcome(.partial), amount: 2.5),
            Self.entry("Meditate", type: .timer(targetSeconds: 1800), .outcome(.met), amount: 1800),
            Self.entry("Walk", type: .timer(targetSeconds: 1800), .outcome(.partial), amount: 600),
            Self.entry("Sugar", type: .negative, .outcome(.met)),
            Self.entry("Smoking", type: .negative, .outcome(.failed), amount: 1),
            Self.entry("Coffee", type: .atMost(target: 2), unit: "cups", .outcome(.met), amount: 1),
            Self.entry("Wine", type: .atMost(target: 1), unit: "glass", .outcome(.failed), amount: 3),
            Self.entry("Gym", .skipped, isDue: false, notes: ["Sick"]),
            Self.entry("Run", .paused, isDue: false),
            Self.entry("Journal", .noteOnly, isDue: false, notes: ["Just a thought"]),
            Self.entry("Yoga", .outcome(.partial), isDue: false, amount: 0.5),
        ]
        let text = DailyNoteMarkdown(words: .english).section(day: Self.day, entries: entries)
        #expect(
            text == """
                ## 2026-12-05

                - [x] Read 20 pages
                  Chapter 3
                  The \\*best\\* one
                - [x] Water — 8 glasses
                - [x] Meditate — 30 min
                - [x] Sugar — clean
                - [x] Coffee — 1 of at most 2 cups
                - [ ] Floss
                - [ ] Tea — 2.5/4 cups
                - [ ] Walk — 10/30 min
                - [ ] Smoking — slipped
                - [ ] Wine — 3, over the limit of 1 glass
                - Gym — skipped
                  Sick
                - Run — paused
                - Journal
                  Just a thought
                - Yoga

                """)
    }

    @Test("in French, the words are French and the dates ISO")
    func french() {
        let entries = [
            Self.entry("Thé", type: .counter(target: 4), unit: "tasses", .outcome(.partial), amount: 2.5),
            Self.entry("Sucre", type: .negative, .outcome(.met)),
            Self.entry("Sport", .skipped, isDue: false),
            Self.entry("Course", .paused, isDue: false),
            Self.entry("Vin", type: .atMost(target: 1), unit: "verre", .outcome(.failed), amount: 2),
        ]
        let text = DailyNoteMarkdown(words: Localizer(language: .french)).section(day: Self.day, entries: entries)
        #expect(
            text == """
                ## 2026-12-05

                - [x] Sucre — aucun écart
                - [ ] Thé — 2,5/4 tasses
                - [ ] Vin — 2, au-delà de la limite de 1 verre
                - Sport — sautée
                - Course — en pause

                """)
    }

    @Test("a habit named like an item cannot forge one, nor its unit or note a line of its own")
    func forgery() {
        let entries = [
            Self.entry(
                "[x] *bold*", type: .counter(target: 1), unit: "<i>x</i>\n- [x] fake", .outcome(.partial), amount: 0.5,
                notes: ["ok\n- [x] Forged\n## 2026-12-06"])
        ]
        let lines = DailyNoteMarkdown(words: .english).section(day: Self.day, entries: entries)
            .split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "## 2026-12-05", #"- [ ] \[x\] \*bold\* — 0.5/1 \<i\>x\</i\> - \[x\] fake"#, "  ok",
                #"  \- \[x\] Forged"#, ##"  \#\# 2026-12-06"##,
            ])
        // Only the item's own line starts a list item or a heading.
        #expect(lines.filter { $0.hasPrefix("- ") || $0.hasPrefix("#") }.count == 2)
    }

    @Test("a document is its days' sections, oldest first, a blank line between; no day, no text")
    func document() {
        let next = Self.day.adding(days: 1)
        let notes = DayNotes(days: [
            DayNotes.Day(day: Self.day, entries: [Self.entry("Read", .outcome(.met))]),
            DayNotes.Day(day: next, entries: [Self.entry("Read", .outcome(.notMet))]),
        ])
        let writer = DailyNoteMarkdown(words: .english)
        #expect(writer.document(notes) == "## 2026-12-05\n\n- [x] Read\n\n## 2026-12-06\n\n- [ ] Read\n")
        #expect(writer.document(DayNotes(days: [])) == "")
        #expect(writer.section(day: Self.day, entries: []) == "## 2026-12-05\n")
    }
}
