import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoCLI

/// `kado tui`'s model: each key's new state and effects, without a terminal or a database.
@Suite("kado tui: what each key does")
struct GridStateTests {
    static let read = Habit(name: "Read", createdAt: instant("2026-01-01T08:00:00Z"))
    static let water = Habit(
        name: "Water", type: .counter(target: 8), unit: "glasses", createdAt: instant("2026-01-01T08:00:00Z"))
    static let walk = Habit(name: "Walk", createdAt: instant("2026-01-01T08:00:00Z"))
    static let today = day("2026-04-10")

    /// A grid of Read, Water and Walk on an 80 × 24 screen (15 days fit), after `keys`.
    static func state(after keys: [GridKey] = [], size: GridSize = GridSize(columns: 80, rows: 24))
        -> (GridState, [GridEffect])
    {
        var state = GridState(words: .english, today: today, habits: [read, water, walk], size: size)
        var effects: [GridEffect] = []
        for key in keys { effects += state.handle(key) }
        return (state, effects)
    }

    static func keys(_ text: String) -> [GridKey] { text.map { .character($0) } }

    struct Motion: Sendable, CustomTestStringConvertible {
        let name: String
        let keys: [GridKey]
        let row: Int
        let day: String
        let lastDay: String
        var testDescription: String { name }
    }

    static let motions: [Motion] = [
        Motion(
            name: "nothing pressed: the first habit, today", keys: [], row: 0, day: "2026-04-10", lastDay: "2026-04-10"),
        Motion(
            name: "j and ↓ go down", keys: [.character("j"), .down], row: 2, day: "2026-04-10", lastDay: "2026-04-10"),
        Motion(
            name: "down stops at the last habit", keys: Array(repeating: .down, count: 5), row: 2, day: "2026-04-10",
            lastDay: "2026-04-10"),
        Motion(
            name: "k and ↑ go up, stopping at the first", keys: [.down, .up, .character("k"), .up], row: 0,
            day: "2026-04-10", lastDay: "2026-04-10"),
        Motion(
            name: "h and ← go back a day", keys: [.character("h"), .left], row: 0, day: "2026-04-08",
            lastDay: "2026-04-10"),
        Motion(
            name: "l and → never pass today", keys: [.left, .character("l"), .right, .right], row: 0, day: "2026-04-10",
            lastDay: "2026-04-10"),
        Motion(
            name: "going back past the first column moves the days shown", keys: Array(repeating: .left, count: 15),
            row: 0, day: "2026-03-26", lastDay: "2026-04-09"),
        Motion(
            name: "H and PgUp move the days shown back a screen", keys: [.character("H"), .pageUp], row: 0,
            day: "2026-03-11", lastDay: "2026-03-11"),
        Motion(
            name: "L and PgDn move them forward, never past today",
            keys: [.pageUp, .pageUp, .character("L"), .pageDown, .pageDown], row: 0, day: "2026-04-10",
            lastDay: "2026-04-10"),
    ]

    @Test("moving the cursor", arguments: motions)
    func motion(_ motion: Motion) {
        let (state, effects) = Self.state(after: motion.keys)
        #expect(effects.isEmpty)
        #expect(state.selectedRow == motion.row)
        #expect(state.selectedDay == day(motion.day))
        #expect(state.lastDay == day(motion.lastDay))
        #expect(state.daysOnScreen.contains(state.selectedDay))
        #expect(state.daysOnScreen.last == state.lastDay)
    }

    struct Action: Sendable, CustomTestStringConvertible {
        let name: String
        let keys: [GridKey]
        let effects: [GridEffect]
        var testDescription: String { name }
    }

    static let yesterday = day("2026-04-09")
    static let actions: [Action] = [
        Action(
            name: "Space toggles a yes/no habit", keys: [.character(" ")], effects: [.checkIn(.toggle, read, today)]),
        Action(name: "Enter toggles a yes/no habit", keys: [.enter], effects: [.checkIn(.toggle, read, today)]),
        Action(
            name: "Space on a counter adds one", keys: [.down, .character(" ")],
            effects: [.checkIn(.increase, water, today)]),
        Action(
            name: "a digit types a counter's value", keys: [.down] + keys("12") + [.enter],
            effects: [.checkIn(.set(12), water, today)]),
        Action(
            name: "Enter opens the value prompt", keys: [.down, .enter] + keys("2,5") + [.enter],
            effects: [.checkIn(.set(2.5), water, today)]),
        Action(
            name: "Backspace takes back a typed character", keys: [.down] + keys("13") + [.backspace, .enter],
            effects: [.checkIn(.set(1), water, today)]),
        Action(name: "Escape cancels the value", keys: [.down] + keys("7") + [.escape], effects: []),
        Action(name: "an empty value changes nothing", keys: [.down, .enter, .enter], effects: []),
        Action(
            name: "s skips the day under the cursor", keys: [.left, .character("s")],
            effects: [.checkIn(.skip(through: yesterday, note: nil), read, yesterday)]),
        Action(
            name: "n writes a note", keys: keys("n") + keys("Good book") + [.enter],
            effects: [.checkIn(.note("Good book"), read, today)]),
        Action(name: "an empty note changes nothing", keys: [.character("n"), .enter], effects: []),
        Action(
            name: "N edits the note in $EDITOR", keys: [.left, .character("N")], effects: [.editNote(read, yesterday)]),
        Action(
            name: "a adds a habit by name", keys: keys("a") + keys(" Stretch ") + [.enter],
            effects: [.createHabit("Stretch")]),
        Action(name: "q quits", keys: [.character("q")], effects: [.quit]),
        Action(name: "Ctrl-C quits", keys: [.interrupt], effects: [.quit]),
        Action(
            name: "Ctrl-C quits from a prompt", keys: [.character("n"), .character("x"), .interrupt], effects: [.quit]),
        Action(
            name: "q in a prompt is text", keys: [.character("n"), .character("q"), .enter],
            effects: [.checkIn(.note("q"), read, today)]),
        Action(
            name: "u undoes the last change made on this device", keys: [.character("u")], effects: [.undoLastChange]),
        Action(name: "w shows weeks: no day is changed there", keys: [.character("w"), .character(" ")], effects: []),
    ]

    @Test("keys that change something", arguments: actions)
    func action(_ action: Action) {
        #expect(Self.state(after: action.keys).1 == action.effects)
    }

    @Test("a value that is not a number is refused on the status line, nothing asked")
    func badValue() {
        let (state, effects) = Self.state(after: [.down, .enter] + Self.keys("lots") + [.enter])
        #expect(effects.isEmpty)
        #expect(state.prompt == nil)
        #expect(state.status?.contains("lots") == true)
    }

    @Test("a digit on a yes/no habit says how to check it in")
    func digitOnYesNo() {
        let (state, effects) = Self.state(after: [.character("3")])
        #expect(effects.isEmpty)
        #expect(state.prompt == nil)
        #expect(state.status == "Read is done or not: Space toggles it.")
    }

    @Test("/ filters as it is typed, Enter keeps it, Escape clears it")
    func filter() {
        var (state, _) = Self.state(after: [.down, .down] + Self.keys("/wa"))
        #expect(state.shownHabits.map(\.name) == ["Water", "Walk"])
        #expect(state.selectedRow == 0)
        _ = state.handle(.character("l"))
        #expect(state.shownHabits.map(\.name) == ["Walk"])
        _ = state.handle(.enter)
        #expect(state.prompt == nil && state.filter == "wal")
        #expect(state.shownHabits.map(\.name) == ["Walk"])
        #expect(state.handle(.character(" ")) == [.checkIn(.toggle, Self.walk, Self.today)])
        _ = state.handle(.escape)
        #expect(state.filter.isEmpty)
        #expect(state.shownHabits.count == 3)
        var prompt = Self.state(after: Self.keys("/re")).0
        _ = prompt.handle(.escape)
        #expect(prompt.filter.isEmpty && prompt.prompt == nil)
    }

    @Test("w, m and d switch between weeks, months and days; ? shows the help until a key")
    func views() {
        var (state, _) = Self.state(after: [.character("w")])
        #expect(state.view == .weeks)
        _ = state.handle(.character("m"))
        #expect(state.view == .months)
        _ = state.handle(.character("m"))
        #expect(state.view == .days)
        _ = state.handle(.character("w"))
        _ = state.handle(.character("d"))
        #expect(state.view == .days)
        _ = state.handle(.character("?"))
        #expect(state.showsHelp)
        #expect(state.handle(.character("q")).isEmpty)
        #expect(!state.showsHelp)
    }

    @Test("the rows scroll to keep the cursor on a short screen, and after a resize")
    func scrolling() {
        let many = (1...30).map { Habit(name: "Habit \($0)", createdAt: instant("2026-01-01T08:00:00Z")) }
        var state = GridState(words: .english, today: Self.today, habits: many, size: GridSize(columns: 40, rows: 12))
        #expect(state.layout.habitRows == 7)
        for _ in 0..<10 { _ = state.handle(.down) }
        #expect(state.selectedRow == 10)
        #expect(state.topRow == 4)
        #expect(state.habitsOnScreen.map(\.name).last == "Habit 11")
        state.resize(to: GridSize(columns: 200, rows: 60))
        #expect(state.topRow == 0)
        #expect(state.habitsOnScreen.count == 30)
        state.resize(to: GridSize(columns: 40, rows: 8))
        #expect(state.habitsOnScreen.contains { $0.name == "Habit 11" })
    }

    @Test("The names' column follows the list and the filter: measured again when either changes")
    func nameColumnFollowsListAndFilter() {
        let wide = Habit(name: "日本語を読む毎日の習慣", createdAt: instant("2026-01-01T08:00:00Z"))
        var state = GridState(
            words: .english, today: Self.today, habits: [Self.read, Self.walk], size: GridSize(columns: 80, rows: 24))
        #expect(state.widestName == 4)
        #expect(state.layout.nameWidth == 4)
        state.habits = [Self.read, wide, Self.walk]
        #expect(state.widestName == 22)
        #expect(state.layout.nameWidth == 22)
        state.filter = "wa"
        #expect(state.shownHabits.map(\.name) == ["Walk"])
        #expect(state.widestName == 4)
        state.filter = ""
        #expect(state.widestName == 22)
        #expect(state.shownHabits.count == 3)
    }
}
