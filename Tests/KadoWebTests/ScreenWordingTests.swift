import Foundation
import KadoApp
import KadoCore
import KadoLocalization
import Testing

@testable import KadoWeb

/// Every page a person can reach on a harness with one habit of each type: Today, Overview (both
/// spans), each habit's detail (with the day editor open and every chart range), its forms, the
/// settings, an error page, and the import summary.
private func everyPage(_ web: WebHarness, habits: [Habit]) throws -> [(String, String)] {
    var paths = ["/", "/overview", "/overview?days=91", "/settings", "/habits/new", "/habits/nothing"]
    for habit in habits {
        let base = "/habits/\(habit.id.uuidString)"
        paths += [
            base, base + "?day=" + (try web.tracker.today()).adding(days: -1).description, base + "?range=day",
            base + "?range=week", base + "?range=month", base + "?range=year", base + "/edit", base + "/delete",
        ]
    }
    var pages = paths.map { ($0, web.get($0).text) }
    let backup = web.get("/settings/export.json").body
    pages.append(("import summary", web.upload(backup, filename: "kado.json").text))
    pages.append(("bad form", web.post("/habits", [("name", ""), ("type", "counter"), ("counterTarget", "x")]).text))
    return pages
}

/// A harness whose habits cover every type, with a unit-less counter, a streak, notes and skips.
private func habitsOfEveryType(_ web: WebHarness, units: String? = nil) throws -> [Habit] {
    let today = try web.tracker.today()
    let habits = [
        try web.habit("Lire"), try web.habit("Verres", .counter(target: 8), unit: units),
        try web.habit("Méditer", .timer(targetSeconds: 600)), try web.habit("Tabac", .negative),
        try web.habit("Café", .atMost(target: 2), unit: units),
        try web.habit("Sport", frequency: .daysPerWeek(3)),
    ]
    for offset in 0..<12 {
        let day = today.adding(days: -offset)
        try web.tracker.checkIns.complete(habits[0], on: day)
        try web.tracker.checkIns.log(habits[1], value: Double(offset % 9), on: day)
        try web.tracker.checkIns.log(habits[2], value: Double(offset * 2), on: day)
        try web.tracker.checkIns.log(habits[4], value: Double(offset % 4), on: day)
    }
    try web.tracker.checkIns.note(habits[0], text: "Bien", on: today.adding(days: -1))
    try web.tracker.checkIns.skip(
        habits[5], days: try DayRange(from: today.adding(days: -3), through: today.adding(days: -2)))
    return habits
}

@Suite("What the screens say")
struct ScreenWordingTests {
    // MARK: - Separators

    @Test(
        "A counter without a unit has no separator with nothing after it, on any screen",
        arguments: [nil, "", "   "] as [String?])
    func noDanglingSeparator(unit: String?) throws {
        let web = try WebHarness()
        let habits = try habitsOfEveryType(web, units: unit)
        for (path, page) in try everyPage(web, habits: habits) {
            for piece in PageText.pieces(of: page) {
                let trimmed = piece.trimmingCharacters(in: .whitespaces)
                // A lone "·" between two spans is a separator; one that ends or starts a text is not.
                guard trimmed != "·" else { continue }
                #expect(!trimmed.hasSuffix("·"), "\(path): “\(piece)”")
                #expect(!trimmed.hasPrefix("·"), "\(path): “\(piece)”")
                #expect(!trimmed.contains("· ·") && !trimmed.contains("·  "), "\(path): “\(piece)”")
            }
            // A separator span must stand between two things.
            #expect(!page.contains("·</span></span>"), "\(path)")
            #expect(!page.contains("<span class=\"meta\"><span class=\"dot\""), "\(path)")
        }
    }

    // MARK: - French typography

    static let frenchMonths = [
        "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre",
        "décembre",
    ]
    static let frenchWeekdays = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]

    /// The rules of French typography that `text` breaks.
    static func typographyFaults(in text: String) -> [String] {
        var faults: [String] = []
        let scalars = Array(text)
        for (index, character) in scalars.enumerated() {
            let previous = index > 0 ? scalars[index - 1] : nil
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            switch character {
            case ":", ";", "!", "?":
                if previous == " " { faults.append("a breaking space before “\(character)”") }
                // A mark glued to a word, then a space: "Série: 1 jour" (URLs and times have none after).
                if let previous, previous.isLetter, next == nil || next == " " {
                    faults.append("no space before “\(character)”")
                }
            case "«":
                if next != "\u{202F}" && next != "\u{00A0}" { faults.append("no no-break space after «") }
            case "»":
                if previous != "\u{202F}" && previous != "\u{00A0}" { faults.append("no no-break space before »") }
            default:
                break
            }
        }
        for month in frenchMonths {
            if text.range(of: "(^|[^0-9])1 \(month)", options: .regularExpression) != nil {
                faults.append("“1 \(month)” instead of “1er \(month)”")
            }
            let capital = month.prefix(1).uppercased() + month.dropFirst()
            if text.range(of: "[a-zà-ÿ,:;] \(capital)", options: .regularExpression) != nil {
                faults.append("“\(capital)” capitalised in running text")
            }
        }
        for weekday in frenchWeekdays {
            let capital = weekday.prefix(1).uppercased() + weekday.dropFirst()
            if text.range(of: "[a-zà-ÿ,:;] \(capital)", options: .regularExpression) != nil {
                faults.append("“\(capital)” capitalised in running text")
            }
        }
        return faults
    }

    @Test(
        "French pages set « : ; ! ? » with no-break spaces, write 1er, and keep months and weekdays lowercase",
        arguments: ["2026-05-01T19:30:00Z", "2026-04-10T19:30:00Z", "2026-03-01T08:00:00Z"])
    func frenchTypography(now: String) throws {
        let web = try WebHarness(now: now)
        try web.tracker.preferences.setLanguage(.french)
        let habits = try habitsOfEveryType(web, units: "verres")
        try web.tracker.habits.archive(try web.habit("Ancienne"))
        var checked = 0
        for (path, page) in try everyPage(web, habits: habits) {
            for piece in PageText.pieces(of: page) {
                checked += 1
                let faults = Self.typographyFaults(in: piece)
                #expect(faults.isEmpty, "\(path): “\(piece)”: \(faults.joined(separator: "; "))")
            }
        }
        #expect(checked > 500)
    }

    @Test(
        "The typography rules catch what they should",
        arguments: [
            ("Série : 1 jour", false), ("Série\u{00A0}: 1 jour", true), ("Série: 1 jour", false),
            ("Pourquoi ?", false), ("Pourquoi\u{202F}?", true), ("« Lire »", false), ("«\u{202F}Lire\u{202F}»", true),
            ("vendredi 1 mai", false), ("vendredi 1er mai", true), ("Mois précédent\u{00A0}: Avril 2026", false),
            ("Avril 2026", true), ("à 21:30", true), ("/overview?days=91", true), ("le 11 mai", true),
        ])
    func typographyRules(text: String, isCorrect: Bool) {
        #expect(Self.typographyFaults(in: text).isEmpty == isCorrect, "\(text)")
    }

    @Test("Every French phrase is set in French typography, its values as they are")
    func phraseTypography() throws {
        #expect(Phrase("common.labelValue", ["label": "Série", "value": "1"]).french == "Série\u{00A0}: 1")
        #expect(
            Phrase("web.trash.notInTrash.suggestion", ["reference": "Lir", "suggestion": "Lire"]).french
                == "aucune habitude de la corbeille ne correspond à «\u{202F}Lir\u{202F}», vouliez-vous dire "
                + "«\u{202F}Lire\u{202F}»\u{202F}? (GET /api/trash les liste)")
        #expect(
            Phrase("common.labelValue", ["label": "?days=91", "value": "12:30 {\"day\": 1}"]).french
                == "?days=91\u{00A0}: 12:30 {\"day\": 1}")
        #expect(Phrase.verbatim("a : b").french == "a : b")
        #expect(Localizer(language: .french).percent(42) == "42\u{202F}%")
        let french = Localizer(language: .french)
        let first = try #require(LogicalDay(year: 2026, month: 5, day: 1))
        #expect(french.longDate(first) == "vendredi 1er mai")
        #expect(french.shortDate(first) == "1er mai 2026")
        #expect(french.monthTitle(first) == "mai 2026")
        #expect(french.monthHeading(first) == "Mai 2026")
        #expect(Localizer(language: .english).longDate(first) == "Friday 1 May")
    }

    // MARK: - Accessible names

    struct RowCase: CustomStringConvertible, Sendable {
        let type: HabitType
        let frequency: Frequency
        let unit: String?
        let logged: Double
        let streakDays: Int
        let english: String
        let french: String
        var description: String { english }
    }

    static let rows: [RowCase] = [
        RowCase(
            type: .binary, frequency: .daily, unit: nil, logged: 1, streakDays: 5,
            english: "Habit, 5-day streak, score %, done today",
            french: "Habit, série de 5 jours, score de % pour cent, fait aujourd’hui"),
        RowCase(
            type: .binary, frequency: .daily, unit: nil, logged: 0, streakDays: 0,
            english: "Habit, score %, not done yet today",
            french: "Habit, score de % pour cent, pas encore fait aujourd’hui"),
        RowCase(
            // A counter's day counts toward the streak a screen shows once its target is met.
            type: .counter(target: 8), frequency: .daily, unit: "glasses", logged: 3, streakDays: 1,
            english: "Habit, score %, 3 of 8 glasses today",
            french: "Habit, score de % pour cent, 3 sur 8 glasses aujourd’hui"),
        RowCase(
            type: .counter(target: 8), frequency: .daily, unit: nil, logged: 8, streakDays: 1,
            english: "Habit, 1-day streak, score %, done today (8 of 8 today)",
            french: "Habit, série de 1 jour, score de % pour cent, fait aujourd’hui (8 sur 8 aujourd’hui)"),
        RowCase(
            type: .timer(targetSeconds: 1800), frequency: .daily, unit: nil, logged: 10, streakDays: 1,
            english: "Habit, score %, 10 of 30 minutes today",
            french: "Habit, score de % pour cent, 10 sur 30 minutes aujourd’hui"),
        RowCase(
            type: .negative, frequency: .daily, unit: nil, logged: 1, streakDays: 0,
            english: "Habit, score %, slipped today", french: "Habit, score de % pour cent, écart aujourd’hui"),
        RowCase(
            type: .atMost(target: 2), frequency: .daily, unit: "cups", logged: 3, streakDays: 0,
            english: "Habit, score %, 3 of 2 cups today, over the limit",
            french: "Habit, score de % pour cent, 3 sur 2 cups aujourd’hui, au-dessus de la limite"),
        RowCase(
            type: .atMost(target: 2), frequency: .daily, unit: "cups", logged: 1, streakDays: 1,
            english: "Habit, 1-day streak, score %, 1 of 2 cups today, within the limit",
            french: "Habit, série de 1 jour, score de % pour cent, 1 sur 2 cups aujourd’hui, sous la limite"),
    ]

    @Test("A Today row's accessible name says its streak, score and today in words", arguments: rows)
    func rowNames(_ row: RowCase) throws {
        let web = try WebHarness()
        let habit = try web.habit("Habit", row.type, frequency: row.frequency, unit: row.unit)
        let today = try web.tracker.today()
        for offset in 1..<max(1, row.streakDays) {
            try web.tracker.checkIns.complete(habit, on: today.adding(days: -offset))
        }
        if row.logged > 0 {
            switch row.type {
            case .binary, .negative: try web.tracker.checkIns.complete(habit, on: today)
            case .timer: try web.tracker.checkIns.log(habit, value: row.logged, on: today)
            case .counter, .atMost: try web.tracker.checkIns.log(habit, value: row.logged, on: today)
            }
        }
        let summary = try web.tracker.views.summary(of: habit)
        let percent = "\(summary.evaluation.scorePercent)"
        for (language, expected) in [(Language.english, row.english), (.french, row.french)] {
            try web.tracker.preferences.setLanguage(language)
            let name = expected.replacingOccurrences(of: "score %", with: "score \(percent) percent")
                .replacingOccurrences(of: "score de %", with: "score de \(percent)")
            let label = try #require(Self.rowLabel(in: web.get("/").text))
            #expect(
                label == HTML.escape(Typography.apply(to: name, language: .french, frenchSpacing: .narrow))
                    || label == HTML.escape(name), "\(label)")
        }
    }

    /// The accessible name of the first Today row.
    static func rowLabel(in page: String) -> String? {
        guard let start = page.range(of: "<li class=\"habit-row"),
            let label = page.range(of: "aria-label=\"", range: start.upperBound..<page.endIndex),
            let end = page.range(of: "\"", range: label.upperBound..<page.endIndex)
        else { return nil }
        return String(page[label.upperBound..<end.lowerBound])
    }

    @Test("Every page has the live region that instant check-ins speak through, outside <main>")
    func liveRegion() throws {
        let web = try WebHarness()
        let habits = try habitsOfEveryType(web)
        for (path, page) in try everyPage(web, habits: habits) where page.hasPrefix("<!doctype html>") {
            let region = try #require(
                page.range(of: "<div id=\"announcer\" class=\"visually-hidden\" role=\"status\" aria-live=\"polite\""),
                "\(path)")
            let main = try #require(page.range(of: "</main>"), "\(path)")
            #expect(main.upperBound <= region.lowerBound, "\(path)")
        }
        // The detail page offers what to say after a check-in made on it.
        let detail = web.get("/habits/\(habits[0].id.uuidString)").text
        #expect(detail.contains("data-announce=\"Lire, "))
        // The script fills it after an instant check-in, with the row's new name.
        #expect(Script.app.contains("announce(changeAfter(row, replacement))"))
        #expect(Script.app.contains("getElementById(\"announcer\")"))
    }

    @Test("The script keeps long press for touch: a mouse click opens the detail, right-click its menu")
    func pointerScript() {
        #expect(Script.app.contains("if (event.pointerType !== \"touch\" && event.pointerType !== \"pen\") return;"))
        #expect(Script.app.contains("if (lastPointer === \"touch\""))
    }

    // MARK: - Empty states

    @Test("The empty Today offers to import a backup beside creating a habit, in both languages")
    func emptyToday() throws {
        let web = try WebHarness()
        let english = web.get("/").text
        #expect(english.contains("<a class=\"button primary\" href=\"/habits/new\">"))
        #expect(english.contains("href=\"/settings#settings-data\">"))
        #expect(english.contains("Import a backup</a>"))
        #expect(web.get("/settings").text.contains("id=\"settings-data\""))
        try web.tracker.preferences.setLanguage(.french)
        #expect(web.get("/").text.contains("Importer une sauvegarde</a>"))
        try web.habit("Read")
        #expect(!web.get("/").text.contains("Import a backup"))
    }

    @Test(
        "An empty uploaded file says it is empty, and no file says to choose one; nothing is written",
        arguments: [
            ([UInt8](), "empty.json", "“empty.json” is empty"),
            (Array("  \n\r\n\t".utf8), "blank.csv", "“blank.csv” is empty"),
            ([UInt8](), "", "Choose a backup file to import."),
        ])
    func emptyUpload(bytes: [UInt8], filename: String, expected: String) throws {
        let web = try WebHarness()
        try web.habit("Read")
        let before = try web.tracker.backups.backupContents()
        let response = web.upload(bytes, filename: filename)
        #expect(response.status == 422)
        #expect(response.text.contains(expected), "\(response.text.prefix(300))")
        #expect(!response.text.contains("cannot be imported"))
        #expect(try web.tracker.backups.backupContents() == before)
        #expect(web.app.withSession { $0.pendingImports.isEmpty })
    }
}
