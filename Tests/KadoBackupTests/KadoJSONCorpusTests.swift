import Foundation
import KadoBackup
import KadoCore
import KadoTestSupport
import Testing

/// One row of the corpus README's table, with the number of records the files hold.
struct CorpusHabit: Sendable, CustomTestStringConvertible {
    let number: Int
    let name: String
    let frequency: Frequency
    let type: HabitType
    let archived: Bool
    let records: Int

    var testDescription: String { "#\(number) \(name.replacingOccurrences(of: "\n", with: "⏎"))" }

    static let mon = Weekday.monday
    static let all: [CorpusHabit] = [
        .init(number: 1, name: "Walk", frequency: .daily, type: .binary, archived: false, records: 30),
        .init(number: 2, name: "Stretch", frequency: .daily, type: .binary, archived: false, records: 365),
        .init(number: 3, name: "Journal", frequency: .daily, type: .binary, archived: false, records: 1125),
        .init(
            number: 4, name: "Lire 20 pages, puis méditer", frequency: .daily, type: .binary, archived: false,
            records: 315),
        .init(number: 5, name: "New: floss", frequency: .daily, type: .binary, archived: false, records: 1),
        .init(number: 6, name: "New: call mum", frequency: .daily, type: .binary, archived: false, records: 0),
        .init(number: 7, name: "One day only", frequency: .daily, type: .binary, archived: false, records: 1),
        .init(number: 8, name: "Walk the dog", frequency: .daily, type: .binary, archived: false, records: 34),
        .init(number: 9, name: "Backdated piano", frequency: .daily, type: .binary, archived: false, records: 36),
        .init(number: 10, name: "Late starter", frequency: .daily, type: .binary, archived: false, records: 6),
        .init(
            number: 11, name: "Journal, notes & \"quotes\"", frequency: .daily, type: .binary, archived: false,
            records: 52),
        .init(
            number: 12, name: "Vitamins\nmorning + evening", frequency: .daily, type: .binary, archived: false,
            records: 41),
        .init(number: 13, name: "Archived run", frequency: .daily, type: .binary, archived: true, records: 271),
        .init(number: 14, name: "Archived today", frequency: .daily, type: .binary, archived: true, records: 51),
        .init(
            number: 15, name: "Weekly review", frequency: .daysPerWeek(1), type: .binary, archived: false, records: 48),
        .init(number: 16, name: "Swim", frequency: .daysPerWeek(2), type: .binary, archived: true, records: 80),
        .init(number: 17, name: "Gym", frequency: .daysPerWeek(3), type: .binary, archived: false, records: 181),
        .init(
            number: 18, name: "Cook at home", frequency: .daysPerWeek(4), type: .binary, archived: false, records: 197),
        .init(number: 19, name: "Run 5k", frequency: .daysPerWeek(5), type: .binary, archived: false, records: 35),
        .init(
            number: 20, name: "Practice guitar", frequency: .daysPerWeek(6), type: .binary, archived: false,
            records: 290),
        .init(number: 21, name: "Yoga", frequency: .daysPerWeek(3), type: .binary, archived: false, records: 678),
        .init(
            number: 22, name: "Sketches", frequency: .daysPerWeek(2), type: .counter(target: 3), archived: false,
            records: 59),
        .init(
            number: 23, name: "Climbing", frequency: .specificDays([.monday, .wednesday, .friday]), type: .binary,
            archived: false, records: 140),
        .init(
            number: 24, name: "週末ハイキング 🥾", frequency: .specificDays([.saturday, .sunday]), type: .binary,
            archived: false, records: 7),
        .init(
            number: 25, name: "Team sport", frequency: .specificDays([.tuesday]), type: .binary, archived: false,
            records: 183),
        .init(
            number: 26, name: "Every day (explicit)", frequency: .specificDays(Set(Weekday.allCases)), type: .binary,
            archived: false, records: 58),
        .init(
            number: 27, name: "Push-up sets", frequency: .specificDays([.tuesday, .thursday]),
            type: .counter(target: 4), archived: false, records: 30),
        .init(number: 28, name: "Water plants", frequency: .everyNDays(2), type: .binary, archived: false, records: 30),
        .init(number: 29, name: "Laundry", frequency: .everyNDays(2), type: .binary, archived: false, records: 30),
        .init(number: 30, name: "Long run", frequency: .everyNDays(3), type: .binary, archived: false, records: 124),
        .init(number: 31, name: "Deep clean", frequency: .everyNDays(7), type: .binary, archived: false, records: 48),
        .init(
            number: 32, name: "No takeaway", frequency: .everyNDays(3), type: .negative, archived: false, records: 12),
        .init(
            number: 33, name: "Glasses of water", frequency: .daily, type: .counter(target: 8), archived: false,
            records: 633),
        .init(
            number: 34, name: "Language lessons", frequency: .daysPerWeek(4), type: .counter(target: 3),
            archived: false, records: 50),
        .init(
            number: 35, name: "Meditate 10 min", frequency: .daily, type: .timer(targetSeconds: 600), archived: false,
            records: 407),
        .init(
            number: 36, name: "Practice piano 30 min", frequency: .everyNDays(2), type: .timer(targetSeconds: 1800),
            archived: false, records: 41),
        .init(number: 37, name: "No smoking", frequency: .daily, type: .negative, archived: false, records: 27),
        .init(
            number: 38, name: "=SUM(A1:A2) no snacks",
            frequency: .specificDays([.monday, .tuesday, .wednesday, .thursday, .friday]), type: .negative,
            archived: false, records: 32),
        .init(number: 39, name: "No sugar", frequency: .daily, type: .negative, archived: false, records: 0),
        .init(
            number: 40, name: "Night owl (00:30 Paris)", frequency: .daily, type: .binary, archived: false, records: 333
        ),
        .init(
            number: 41, name: "Late swim (23:30 UTC)", frequency: .daysPerWeek(2), type: .binary, archived: false,
            records: 32),
        .init(number: 42, name: "DST cycle", frequency: .everyNDays(3), type: .binary, archived: false, records: 15),
        .init(number: 43, name: "No alcohol", frequency: .daily, type: .negative, archived: false, records: 87),
        .init(number: 44, name: "Ambiguous 02:30", frequency: .daily, type: .binary, archived: false, records: 157),
    ]
}

@Suite("Kadō's corpus: both files decode whole", .enabled(if: KadoCorpus.isAvailable, KadoCorpus.missing))
struct KadoCorpusDecodingTests {
    @Test("the JSON and the CSV file hold 44 habits and 6,372 records, in UTC and in Paris")
    func counts() throws {
        for result in [KadoCorpus.jsonInUTC, KadoCorpus.jsonInParis, KadoCorpus.csvInUTC, KadoCorpus.csvInParis] {
            let contents = try result.get()
            #expect(contents.habits.count == 44)
            #expect(contents.completions.count == 6_372)
            #expect(contents.skips.isEmpty)
            #expect(contents.settings == nil)
            #expect(Set(contents.habits.map(\.id)).count == 44)
            #expect(Set(contents.completions.map(\.id)).count == 6_372)
        }
    }

    @Test("JSON and CSV give the same habits and records, in the same order")
    func jsonAndCSVAgree() throws {
        for (json, csv) in [
            (KadoCorpus.jsonInUTC, KadoCorpus.csvInUTC), (KadoCorpus.jsonInParis, KadoCorpus.csvInParis),
        ] {
            let fromJSON = try json.get()
            let fromCSV = try csv.get()
            // The corpus has no empty note, so not even that differs.
            #expect(fromJSON.habits == fromCSV.habits)
            #expect(fromJSON.completions == fromCSV.completions)
        }
    }

    @Test("each habit has the README's name, schedule, type and state", arguments: CorpusHabit.all)
    func habit(_ expected: CorpusHabit) throws {
        for contents in [try KadoCorpus.jsonInParis.get(), try KadoCorpus.csvInParis.get()] {
            let habit = try #require(contents.habit(KadoCorpus.habitID(expected.number)))
            #expect(habit.name == expected.name)
            #expect(habit.frequency == expected.frequency)
            #expect(habit.type == expected.type)
            #expect(habit.isArchived == expected.archived)
            #expect(habit.unit == nil)
            #expect(habit.scoreModel == .kado)
            #expect(contents.completions(of: habit.id).count == expected.records)
            // Kadō allows a line break in a name (habit 12); an import replaces it, and says so.
            #expect(habit.replacingForbiddenText().validationErrors.isEmpty)
        }
    }

    @Test("habits keep the file's order (by creation) as their sort order")
    func order() throws {
        let contents = try KadoCorpus.jsonInUTC.get()
        #expect(contents.habits.map(\.sortOrder) == Array(0..<44))
        #expect(contents.habits.map(\.createdAt) == contents.habits.map(\.createdAt).sorted())
        #expect(contents.habits.first?.id == KadoCorpus.habitID(3))
        #expect(contents.habits.last?.id == KadoCorpus.habitID(39))
    }

    @Test("records on the same habit and day stay separate records")
    func severalRecordsPerDay() throws {
        let contents = try KadoCorpus.jsonInParis.get()
        for (number, most) in [(12, 3), (33, 3), (17, 2), (35, 2), (27, 2)] {
            let days = Dictionary(grouping: contents.completions(of: KadoCorpus.habitID(number)), by: \.day)
            #expect(days.values.map(\.count).max() == most, "habit \(number)")
        }
    }

    @Test("notes with commas, quotes and line breaks, note-only records, formula-looking text")
    func notes() throws {
        for contents in [try KadoCorpus.jsonInParis.get(), try KadoCorpus.csvInParis.get()] {
            let journal = contents.completions(of: KadoCorpus.habitID(11))
            #expect(journal.contains { $0.note == "skipped:\nsick" && $0.value == 0 })
            #expect(journal.contains { $0.note == "done — \"good\" day, really" })
            #expect(journal.filter { $0.value == 0 }.count == 10)
            #expect(journal.filter { $0.value == 0 }.allSatisfy { $0.note != nil })
            let lire = contents.completions(of: KadoCorpus.habitID(4))
            #expect(lire.contains { $0.note == "chapitre 0, très bien" })
            let formula = contents.completions(of: KadoCorpus.habitID(38))
            #expect(formula.contains { $0.note == "=1+1" })
            #expect(formula.contains { $0.note == "note only; not a slip" && $0.value == 0 })
            let meditate = contents.completions(of: KadoCorpus.habitID(35))
            #expect(Set(meditate.map(\.value)).isSuperset(of: [300, 600, 900]))
            #expect(meditate.filter { $0.value == 0 }.count == 43)
            #expect(contents.completions.filter { $0.note != nil }.count == 113)
            #expect(!contents.completions.contains { $0.note == "" })
        }
    }

    @Test("archived habits, records after the archive day, backdated records")
    func archivedAndBackdated() throws {
        let contents = try KadoCorpus.jsonInParis.get()
        let run = try #require(contents.habit(KadoCorpus.habitID(13)))
        #expect(run.archivedAt == isoInstant("2026-03-11T19:00:00Z"))
        let afterArchive = contents.completions(of: run.id).filter {
            $0.recordedAt > isoInstant("2026-03-11T19:00:00Z")
        }
        #expect(afterArchive.map(\.day) == [day("2026-03-31"), day("2026-04-05"), day("2026-04-09")])
        let today = try #require(contents.habit(KadoCorpus.habitID(14)))
        #expect(today.archivedAt == isoInstant("2026-04-10T06:30:00Z"))
        #expect(contents.completions(of: today.id).last?.day == day("2026-04-10"))
        let piano = try #require(contents.habit(KadoCorpus.habitID(9)))
        #expect(piano.createdAt == isoInstant("2026-03-31T06:09:00Z"))
        #expect(contents.completions(of: piano.id).first?.recordedAt == isoInstant("2026-03-02T16:00:00Z"))
        let floss = try #require(contents.habit(KadoCorpus.habitID(5)))
        #expect(contents.completions(of: floss.id).map(\.day) == [day("2026-04-10")])
    }

    @Test("the DST instants keep their instants and fall on the README's days")
    func daylightSaving() throws {
        for contents in [try KadoCorpus.jsonInParis.get(), try KadoCorpus.jsonInUTC.get()] {
            let cycle = contents.completions(of: KadoCorpus.habitID(42))
            let gap = try #require(cycle.first { $0.recordedAt == isoInstant("2026-03-29T01:30:00Z") })
            #expect(gap.day == day("2026-03-29"))
            let ambiguous = contents.completions(of: KadoCorpus.habitID(44))
            let repeated = try #require(ambiguous.first { $0.recordedAt == isoInstant("2025-10-26T00:30:00Z") })
            #expect(repeated.day == day("2025-10-26"))
            #expect(ambiguous.contains { $0.recordedAt == isoInstant("2026-03-29T01:30:00Z") })
        }
    }

    @Test("UTC and Paris days differ exactly for habits 40 (00:30 Paris) and 41 (23:30 UTC)")
    func calendarsDisagree() throws {
        let utc = try KadoCorpus.jsonInUTC.get()
        let paris = try KadoCorpus.jsonInParis.get()
        let parisDays = Dictionary(uniqueKeysWithValues: paris.completions.map { ($0.id, $0.day) })
        var differing: [UUID: Int] = [:]
        for completion in utc.completions {
            let other = try #require(parisDays[completion.id])
            guard other != completion.day else { continue }
            differing[completion.habitID, default: 0] += 1
            // Paris is ahead of UTC: its day is the next one.
            #expect(other == completion.day.adding(days: 1))
        }
        #expect(differing == [KadoCorpus.habitID(40): 333, KadoCorpus.habitID(41): 32])
        let owl = utc.completions(of: KadoCorpus.habitID(40))
        #expect(
            owl.allSatisfy { $0.day == DayBoundary(timeZone: KadoCorpus.utc).logicalDay(containing: $0.recordedAt) })
    }
}

@Suite("Kadō's corpus: exported again", .enabled(if: KadoCorpus.isAvailable, KadoCorpus.missing))
struct KadoCorpusExportTests {
    static let exportedAt = isoInstant("2026-04-10T10:00:00Z")
    static let appVersion = "kado-oracle (KadoCore sources v1.7-v1.11)"
    static let ourHabitKeys: Set<String> = ["sortOrder", "scoreModel", "unit", "timesInDays", "atMost", "skips"]
    static let ourCompletionKeys: Set<String> = ["day", "recordedAt"]

    /// `value` with our extra keys taken out, as a canonical text.
    static func kadoView(_ value: Any, depth: Int = 0, key: String = "") -> String {
        if let object = value as? [String: Any] {
            let dropped: Set<String> =
                key == "habits"
                ? ourHabitKeys : key == "completions" ? ourCompletionKeys : depth == 0 ? ["settings"] : []
            let members = object.filter { !dropped.contains($0.key) }.sorted { $0.key < $1.key }
            return "{"
                + members.map { "\($0.key):" + kadoView($0.value, depth: depth + 1, key: $0.key) }
                .joined(separator: ",") + "}"
        }
        if let array = value as? [Any] {
            return "[" + array.map { kadoView($0, depth: depth + 1, key: key) }.joined(separator: ",") + "]"
        }
        return "\(value)"
    }

    @Test(
        "decoded and encoded again, the JSON gives back Kadō's habits, fields and records",
        arguments: ["UTC", "Europe/Paris"])
    func sameValues(zone: String) throws {
        let timeZone = TestCalendars.zone(zone)
        let contents = try KadoJSONBackup.decode(KadoCorpus.json, timeZone: timeZone)
        let exported = try KadoJSONBackup.encode(
            contents, exportedAt: Self.exportedAt, appVersion: Self.appVersion, timeZone: timeZone)
        let original = try JSONSerialization.jsonObject(with: KadoCorpus.json)
        let ours = try JSONSerialization.jsonObject(with: exported)
        #expect(Self.kadoView(ours) == Self.kadoView(original))
    }

    @Test("byte for byte, the export is Kadō's file plus one line per extra key", arguments: ["UTC", "Europe/Paris"])
    func sameBytes(zone: String) throws {
        let timeZone = TestCalendars.zone(zone)
        let contents = try KadoJSONBackup.decode(KadoCorpus.json, timeZone: timeZone)
        let exported = try KadoJSONBackup.encode(
            contents, exportedAt: Self.exportedAt, appVersion: Self.appVersion, timeZone: timeZone)
        let lines = text(exported).split(separator: "\n", omittingEmptySubsequences: false)
        func isExtra(_ line: Substring) -> Bool {
            let trimmed = line.drop { $0 == " " }
            return trimmed.hasPrefix("\"day\" : ") || trimmed.hasPrefix("\"sortOrder\" : ")
                || trimmed.hasPrefix("\"scoreModel\" : ")
        }
        let kept = lines.filter { !isExtra($0) }
        #expect(lines.count - kept.count == 6_372 + 44 + 44)
        #expect(kept.joined(separator: "\n") == text(KadoCorpus.json))
    }

    @Test("export → decode → export is byte-identical", arguments: ["UTC", "Europe/Paris", "Asia/Tokyo"])
    func stable(zone: String) throws {
        let timeZone = TestCalendars.zone(zone)
        let contents = try KadoJSONBackup.decode(KadoCorpus.json, timeZone: timeZone)
        let first = try KadoJSONBackup.encode(
            contents, exportedAt: Self.exportedAt, appVersion: Self.appVersion, timeZone: timeZone)
        let again = try KadoJSONBackup.decode(first, timeZone: TestCalendars.zone("America/New_York"))
        // Kadō's own file has none of our extra keys; ours has them all, and says so.
        #expect(contents.coverage.count == contents.habits.count)
        #expect(contents.coverage.values.allSatisfy { $0 == .kadoAppJSON })
        var ours = contents
        ours.coverage = contents.coverage.mapValues { _ in .kadoJSON }
        #expect(again == ours)
        let second = try KadoJSONBackup.encode(
            again, exportedAt: Self.exportedAt, appVersion: Self.appVersion, timeZone: timeZone)
        #expect(second == first)
    }

    @Test("the CSV decoded and encoded again is Kadō's file byte for byte, with nothing left out")
    func csvBytes() throws {
        for zone in ["UTC", "Europe/Paris"] {
            let timeZone = TestCalendars.zone(zone)
            let fromCSV = KadoCSVBackup.encode(
                try KadoCSVBackup.decode(KadoCorpus.csv, timeZone: timeZone), timeZone: timeZone)
            #expect(fromCSV.data == KadoCorpus.csv)
            #expect(fromCSV.omissions.isEmpty)
            let fromJSON = KadoCSVBackup.encode(
                try KadoJSONBackup.decode(KadoCorpus.json, timeZone: timeZone), timeZone: timeZone)
            #expect(fromJSON.data == KadoCorpus.csv)
            #expect(fromJSON.omissions.isEmpty)
        }
    }
}
