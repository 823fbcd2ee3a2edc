import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoCLI

/// A known widget snapshot series: Friday 2026-04-10 and Saturday 2026-04-11 in Europe/Paris,
/// days starting at 04:00, with one habit of each kind.
enum WidgetFixture {
    static func id(_ number: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number)) ?? UUID()
    }

    static func habit(
        _ number: Int, _ name: String, kind: HabitTypeKind, target: Double? = nil, unit: String? = nil,
        streak: Int, best: Int, score: Double, streakUnit: StreakUnit = .days, color: HabitColor = .blue
    ) -> WidgetHabit {
        let typeKind: WidgetHabitTypeKind =
            switch kind {
            case .binary: .binary
            case .negative: .negative
            case .counter, .atMost: .counter
            case .timer: .timer
            }
        return WidgetHabit(
            id: id(number), name: name, color: color, icon: "circle", typeKind: typeKind, target: target,
            currentStreak: streak, bestStreak: best, currentScore: score, kind: kind, unit: unit,
            streakUnit: streakUnit)
    }

    static let read = habit(1, "Read 20 pages", kind: .binary, streak: 12, best: 20, score: 0.78, color: .green)
    static let water = habit(
        2, "Water", kind: .counter, target: 8, unit: "glasses", streak: 2, best: 5, score: 0.4, color: .teal)
    static let gym = habit(3, "Gym", kind: .binary, streak: 0, best: 4, score: 0.1, color: .red)
    static let smoke = habit(4, "Smoke", kind: .negative, streak: 30, best: 30, score: 0.95)
    static let coffee = habit(5, "Coffee", kind: .atMost, target: 2, unit: "coffees", streak: 0, best: 9, score: 0.5)
    static let meditate = habit(6, "Meditate", kind: .timer, target: 1_200, streak: 3, best: 3, score: 0.25)
    static let stretch = habit(
        7, "Stretch", kind: .binary, streak: 3, best: 3, score: 0.55, streakUnit: .weeks, color: .purple)
    static let habits = [read, water, gym, smoke, coffee, meditate, stretch]

    static func row(_ habit: WidgetHabit, _ status: WidgetStatus, progress: Double, value: Double? = nil)
        -> WidgetTodayRow
    {
        WidgetTodayRow(
            habit: habit, status: status, progress: progress, valueToday: value, streak: habit.currentStreak,
            scorePercent: habit.scorePercent)
    }

    static let boundary = TestCalendars.calendar("Europe/Paris", startHour: 4).boundary

    static func snapshot(_ text: String, habits: [WidgetHabit], today: [WidgetTodayRow]) -> WidgetSnapshot {
        let logicalDay = day(text)
        return WidgetSnapshot(
            generatedAt: instant("2026-04-10T07:00:00Z"), logicalDay: boundary.start(of: logicalDay), day: logicalDay,
            habits: habits, today: today, totalDueToday: today.count,
            completedToday: today.filter { $0.status == .complete }.count,
            matrix: habits.map {
                WidgetMatrixRow(habit: $0, cells: [.notDue, .scored(1), .offSchedule(0.5), .future])
            },
            matrixDays: (0..<7).map { boundary.start(of: logicalDay.adding(days: $0 - 6)) })
    }

    /// Friday: six habits on the list, three complete.
    static let friday = snapshot(
        "2026-04-10", habits: habits,
        today: [
            row(read, .complete, progress: 1), row(water, .partial, progress: 0.375, value: 3),
            row(gym, .none, progress: 0), row(smoke, .complete, progress: 1),
            row(coffee, .partial, progress: 0.5, value: 3), row(meditate, .complete, progress: 1, value: 1_500),
        ])

    /// Saturday, as it will look if nothing more is logged.
    static let saturday = snapshot(
        "2026-04-11",
        habits: habits.map {
            var habit = $0
            habit.currentStreak = 0
            return habit
        },
        today: [row(read, .none, progress: 0), row(smoke, .complete, progress: 1)])

    static let series = WidgetSnapshotSeries(
        generatedAt: instant("2026-04-10T07:00:00Z"), days: [friday, saturday], timeZone: "Europe/Paris",
        dayStartHour: 4, weekStart: 2, language: "en")

    static let path = "/data/kado.snapshot.json"

    /// The series read at `text` by a reader in `zone` (at home in Paris unless told).
    static func reading(at text: String, series: WidgetSnapshotSeries = series, zone: String = "Europe/Paris")
        -> WidgetReading
    {
        WidgetReading(series: series, path: path, now: instant(text), timeZone: TestCalendars.zone(zone))
    }

    static func view(at text: String, selection: Set<UUID>? = nil) -> WidgetView {
        WidgetView(reading(at: text), selection: selection)
    }

    static func render(_ format: WidgetFormat, _ view: WidgetView, watching: Bool = false) throws -> String {
        try WidgetRenderer(format: format, path: path, isWatching: watching).render(view)
    }
}

@Suite("kado widget's formats, day selection and stats sentences, in-process")
struct WidgetRenderingTests {
    typealias F = WidgetFixture

    static let fridayTooltip = """
        Kadō · Friday 2026-04-10 · 3 of 6 done
        ✓ Read 20 pages: done · streak 12 days · score 78%
        ◐ Water: 3/8 glasses · streak 2 days · score 40%
        ○ Gym: not done · streak 0 days · score 10%
        ✓ Smoke: clean · streak 30 days · score 95%
        ✗ Coffee: 3/2 coffees (over) · streak 0 days · score 50%
        ✓ Meditate: 25/20 min · streak 3 days · score 25%
        · Stretch: not due today · streak 3 weeks · score 55%
        """

    @Test("every format's exact output for a known snapshot")
    func exactFormats() throws {
        let view = F.view(at: "2026-04-10T12:00:00Z")
        #expect(
            try F.render(.text, view) == "Kadō 3/6 ✓Read 20 pages ◐Water ○Gym ✓Smoke ✗Coffee ✓Meditate")
        #expect(
            try F.render(.i3blocks, view)
                == "Kadō 3/6 ✓Read 20 pages ◐Water ○Gym ✓Smoke ✗Coffee ✓Meditate\nKadō 3/6\n#F1FA8C")
        #expect(try F.render(.tmux, view) == "#[fg=yellow]Kadō 3/6#[default]")
        let tooltip = Self.fridayTooltip.replacingOccurrences(of: "\n", with: "\\n")
        #expect(
            try F.render(.waybar, view)
                == #"{"alt":"partial","class":["partial"],"percentage":50,"text":"Kadō 3/6","tooltip":""#
                + tooltip + #""}"#)
        #expect(WidgetRenderer(format: .waybar, path: F.path).tooltip(view) == Self.fridayTooltip)
    }

    @Test("the json format: the day's snapshot as Kadō decodes it, and a summary")
    func json() throws {
        let text = try F.render(.json, F.view(at: "2026-04-10T12:00:00Z"))
        #expect(text.hasPrefix("{\n  \"snapshot\" : {"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["snapshot", "summary"])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["state"] as? String == "partial")
        #expect(summary["day"] as? String == "2026-04-10")
        #expect(summary["firstDay"] as? String == "2026-04-10")
        #expect(summary["lastDay"] as? String == "2026-04-11")
        #expect(summary["done"] as? Int == 3)
        #expect(summary["due"] as? Int == 6)
        #expect(summary["percentage"] as? Int == 50)
        #expect(summary["text"] as? String == "Kadō 3/6 ✓Read 20 pages ◐Water ○Gym ✓Smoke ✗Coffee ✓Meditate")
        #expect(summary["tooltip"] as? String == Self.fridayTooltip)
        #expect(summary["path"] as? String == F.path)
        #expect(
            (summary["habits"] as? [[String: Any]])?.map { $0["mark"] as? String } == [
                "✓", "◐", "○", "✓", "✗", "✓", "·",
            ])
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        struct Output: Decodable { let snapshot: WidgetSnapshot }
        #expect(try decoder.decode(Output.self, from: Data(text.utf8)).snapshot == F.friday)
        // Watching: one object a line.
        let line = try F.render(.json, F.view(at: "2026-04-10T12:00:00Z"), watching: true)
        #expect(!line.contains("\n"))
        #expect(try decoder.decode(Output.self, from: Data(line.utf8)).snapshot == F.friday)
    }

    @Test("--habit keeps the selected habits, a selected habit not due today shows with ·")
    func selection() throws {
        let view = F.view(at: "2026-04-10T12:00:00Z", selection: [F.water.id, F.stretch.id])
        #expect(try F.render(.text, view) == "Kadō 0/1 ◐Water ·Stretch")
        #expect(try F.render(.tmux, view) == "#[fg=yellow]Kadō 0/1#[default]")
        let text = try F.render(.json, view)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        struct Output: Decodable { let snapshot: WidgetSnapshot }
        let snapshot = try decoder.decode(Output.self, from: Data(text.utf8)).snapshot
        #expect(snapshot.habits.map(\.name) == ["Water", "Stretch"])
        #expect(snapshot.today.map(\.habit.name) == ["Water"])
        #expect(snapshot.matrix.map(\.habit.name) == ["Water", "Stretch"])
        #expect(snapshot.totalDueToday == 1)
        #expect(snapshot.completedToday == 0)
        let done = F.view(at: "2026-04-10T12:00:00Z", selection: [F.read.id])
        #expect(try F.render(.waybar, done).contains(#""class":["done"],"percentage":100,"text":"Kadō 1/1""#))
        #expect(try F.render(.i3blocks, done) == "Kadō 1/1 ✓Read 20 pages\nKadō 1/1\n#50FA7B")
        let none = F.view(at: "2026-04-10T12:00:00Z", selection: [F.gym.id])
        #expect(try F.render(.tmux, none) == "Kadō 0/1")
        #expect(try F.render(.waybar, none).contains(#""class":["none"],"percentage":0"#))
    }

    @Test("the habit matcher takes an id, a name in any case, or a unique beginning")
    func matcher() throws {
        #expect(try WidgetHabitMatcher.match(F.gym.id.uuidString, in: F.habits, argument: "--habit") == F.gym)
        #expect(try WidgetHabitMatcher.match("water", in: F.habits, argument: "--habit") == F.water)
        #expect(try WidgetHabitMatcher.match("Read", in: F.habits, argument: "--habit") == F.read)
        #expect(try WidgetHabitMatcher.match(" me", in: F.habits, argument: "--habit") == F.meditate)
        #expect(throws: UsageError.self) { try WidgetHabitMatcher.match("S", in: F.habits, argument: "--habit") }
        #expect(throws: UsageError.self) { try WidgetHabitMatcher.match("Run", in: F.habits, argument: "--habit") }
        #expect(throws: UsageError.self) { try WidgetHabitMatcher.match("", in: F.habits, argument: "--habit") }
        let error = try #require(throws: UsageError.self) {
            try WidgetHabitMatcher.match("Run", in: F.habits, argument: "--habit")
        }
        #expect(ErrorReport(for: error).exitCode == .usage)
    }

    @Test(
        "the day is the reader's, in the zone it is in now, with the series' day start (04:00)",
        arguments: [
            ("Europe/Paris", "2026-04-10T02:00:00Z", "2026-04-10", true),  // 04:00 in Paris: Friday begins
            ("Europe/Paris", "2026-04-10T01:59:59Z", "2026-04-09", false),  // 03:59: still Thursday, before the series
            ("Europe/Paris", "2026-04-11T01:59:59Z", "2026-04-10", true),  // Saturday 03:59: still Friday
            ("Europe/Paris", "2026-04-11T02:00:00Z", "2026-04-11", true),
            ("Europe/Paris", "2026-04-12T01:59:59Z", "2026-04-11", true),
            ("Europe/Paris", "2026-04-12T02:00:00Z", "2026-04-12", false),  // after the last day
            // Flown west: in New York Friday lasts until 04:00 there, 08:00 UTC on Saturday.
            ("America/New_York", "2026-04-11T07:59:59Z", "2026-04-10", true),
            ("America/New_York", "2026-04-11T08:00:00Z", "2026-04-11", true),
            ("America/New_York", "2026-04-10T07:59:59Z", "2026-04-09", false),
            // Flown east: in Tokyo Saturday begins at 19:00 UTC on Friday.
            ("Asia/Tokyo", "2026-04-10T18:59:59Z", "2026-04-10", true),
            ("Asia/Tokyo", "2026-04-10T19:00:00Z", "2026-04-11", true),
            ("Asia/Tokyo", "2026-04-11T19:00:00Z", "2026-04-12", false),
            // Half an hour: India is UTC+5:30, its 04:00 is 22:30 UTC.
            ("Asia/Kolkata", "2026-04-10T22:29:59Z", "2026-04-10", true),
            ("Asia/Kolkata", "2026-04-10T22:30:00Z", "2026-04-11", true),
        ])
    func daySelection(zone: String, now: String, expected: String, covered: Bool) {
        let reading = F.reading(at: now, zone: zone)
        #expect(reading.today == day(expected))
        #expect((reading.snapshot != nil) == covered)
        #expect(reading.snapshot?.day == (covered ? day(expected) : nil))
        // The brief alone picks the same day.
        let brief = WidgetReading(
            brief: WidgetBrief(series: F.series, boundary: F.boundary), path: F.path, now: instant(now),
            timeZone: TestCalendars.zone(zone))
        #expect(brief.today == day(expected))
        #expect(brief.briefDay?.day == (covered ? day(expected) : nil))
    }

    @Test("an outdated or missing snapshot is said plainly in every format")
    func outdatedAndMissing() throws {
        let outdated = F.view(at: "2026-04-12T10:00:00Z")
        #expect(
            try F.render(.text, outdated)
                == "Kadō: outdated snapshot (2026-04-10 to 2026-04-11, today is 2026-04-12): run kado today")
        #expect(
            try F.render(.waybar, outdated)
                == #"{"alt":"outdated","class":["outdated"],"percentage":0,"text":"Kadō outdated","tooltip":"Kadō: "#
                + #"the snapshot at /data/kado.snapshot.json covers 2026-04-10 to 2026-04-11, not today (2026-04-12): "#
                + #"run kado today to refresh it"}"#)
        #expect(
            try F.render(.i3blocks, outdated)
                == "Kadō: outdated snapshot (2026-04-10 to 2026-04-11, today is 2026-04-12): run kado today\n"
                + "Kadō outdated\n#FF5555")
        #expect(try F.render(.tmux, outdated) == "#[fg=red]Kadō outdated#[default]")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(F.render(.json, outdated).utf8)) as? [String: Any])
        #expect(json["snapshot"] is NSNull)
        #expect((json["summary"] as? [String: Any])?["state"] as? String == "outdated")

        let missing = WidgetView.unavailable(.missing(path: F.path))
        #expect(try F.render(.text, missing) == "Kadō: no snapshot at /data/kado.snapshot.json yet: run kado today")
        #expect(
            try F.render(.i3blocks, missing)
                == "Kadō: no snapshot at /data/kado.snapshot.json yet: run kado today\nKadō: no snapshot\n#FF5555")
        #expect(try F.render(.tmux, missing) == "#[fg=red]Kadō: no snapshot#[default]")
        #expect(try F.render(.waybar, missing).hasPrefix(#"{"alt":"missing","class":["missing"],"percentage":0,"#))
        let watchedBlock = try F.render(.i3blocks, missing, watching: true)
        #expect(try watchedBlock == F.render(.text, missing))
    }

    @Test("waybar's text and tooltip are escaped for Pango markup")
    func markup() throws {
        var habit = F.read
        habit.name = "Tom & <Jerry>"
        let series = WidgetSnapshotSeries(
            generatedAt: F.series.generatedAt,
            days: [F.snapshot("2026-04-10", habits: [habit], today: [F.row(habit, .complete, progress: 1)])],
            timeZone: "Europe/Paris", dayStartHour: 4)
        let view = WidgetView(F.reading(at: "2026-04-10T12:00:00Z", series: series), selection: nil)
        let line = try F.render(.waybar, view)
        #expect(line.contains("✓ Tom &amp; &lt;Jerry&gt;: done"))
        #expect(try F.render(.text, view) == "Kadō 1/1 ✓Tom & <Jerry>")
    }

    @Test("a bare single-day Kadō snapshot (no zone, no day) reads as a one-day series in the reader's zone")
    func bareSnapshot() throws {
        var bare = F.friday
        bare.day = nil
        bare.logicalDay = instant("2026-04-10T00:00:00Z")
        let series = WidgetSnapshotSeries(generatedAt: bare.generatedAt, days: [bare])
        let reading = WidgetReading(
            series: series, path: F.path, now: instant("2026-04-10T23:00:00Z"), timeZone: TestCalendars.zone("UTC"))
        #expect(reading.today == day("2026-04-10"))
        #expect(reading.snapshot == bare)
        let next = WidgetReading(
            series: series, path: F.path, now: instant("2026-04-11T00:00:00Z"), timeZone: TestCalendars.zone("UTC"))
        #expect(next.snapshot == nil)
    }

    @Test("the stats sentence in English, for each kind of habit and day")
    func englishSentences() {
        func sentence(_ habit: WidgetHabit, _ snapshot: WidgetSnapshot = F.friday) -> String {
            HabitStatsSentence.sentence(
                habit, row: snapshot.today.first { $0.habit.id == habit.id }, language: .english)
        }
        #expect(sentence(F.read) == "Read 20 pages: 12-day streak, score 78%, done today.")
        #expect(sentence(F.water) == "Water: 2-day streak, score 40%, 3/8 glasses so far today.")
        #expect(sentence(F.gym) == "Gym: no current streak, score 10%, not done yet today.")
        #expect(sentence(F.smoke) == "Smoke: 30-day streak, score 95%, no slip today.")
        #expect(sentence(F.coffee) == "Coffee: no current streak, score 50%, over the limit today (3/2 coffees).")
        #expect(sentence(F.meditate) == "Meditate: 3-day streak, score 25%, done today.")
        #expect(sentence(F.stretch) == "Stretch: 3-week streak, score 55%, not due today.")
        var one = F.read
        one.currentStreak = 1
        #expect(
            HabitStatsSentence.sentence(one, row: F.row(one, .none, progress: 0), language: .english)
                == "Read 20 pages: 1-day streak, score 78%, not done yet today.")
    }

    @Test("the stats sentence in French, with non-breaking spaces before : and %")
    func frenchSentences() {
        func sentence(_ habit: WidgetHabit) -> String {
            HabitStatsSentence.sentence(
                habit, row: F.friday.today.first { $0.habit.id == habit.id }, language: .french)
        }
        var read = F.read
        read.name = "Lire 20 pages"
        #expect(
            HabitStatsSentence.sentence(read, row: F.row(read, .complete, progress: 1), language: .french)
                == "Lire 20 pages\u{A0}: série de 12 jours, score 78\u{A0}%, fait aujourd'hui.")
        #expect(
            HabitStatsSentence.sentence(read, row: F.row(read, .none, progress: 0), language: .french)
                == "Lire 20 pages\u{A0}: série de 12 jours, score 78\u{A0}%, pas encore fait aujourd'hui.")
        #expect(
            sentence(F.water)
                == "Water\u{A0}: série de 2 jours, score 40\u{A0}%, 3/8 glasses pour l'instant aujourd'hui.")
        #expect(sentence(F.gym) == "Gym\u{A0}: pas de série en cours, score 10\u{A0}%, pas encore fait aujourd'hui.")
        #expect(sentence(F.smoke) == "Smoke\u{A0}: série de 30 jours, score 95\u{A0}%, aucun écart aujourd'hui.")
        #expect(
            sentence(F.coffee)
                == "Coffee\u{A0}: pas de série en cours, score 50\u{A0}%, limite dépassée aujourd'hui (3/2 coffees).")
        #expect(sentence(F.stretch) == "Stretch\u{A0}: série de 3 semaines, score 55\u{A0}%, pas prévu aujourd'hui.")
        var week = F.stretch
        week.currentStreak = 1
        #expect(
            HabitStatsSentence.sentence(week, row: nil, language: .french)
                == "Stretch\u{A0}: série de 1 semaine, score 55\u{A0}%, pas prévu aujourd'hui.")
    }
}
