import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

/// Days outside 1900-01-01…2199-12-31 are refused by every use case and by the import; every day
/// inside, its edges included, survives an export and an import in JSON and CSV, in time zones
/// with odd historic offsets and with day-start hours other than midnight.
@Suite("The supported range of days, through the tracker")
struct SupportedDaysTrackerTests {
    static let outside = ["0001-01-01", "1581-12-31", "1899-12-31", "2200-01-01", "9999-12-31"]

    static func tracker(zone: String = "UTC", clock: TestClock) throws -> (Tracker, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-days-\(UUID().uuidString)")
        return (try TrackerBuilder().timeZone(zone).clock(clock).open(in: folder), folder)
    }

    @Test("every check-in use case refuses a day outside the range, and writes nothing", arguments: outside)
    func checkInsRefuse(text: String) throws {
        let clock = TestClock(instant("2026-04-10T10:00:00Z"))
        let (tracker, folder) = try Self.tracker(clock: clock)
        defer { try? FileManager.default.removeItem(at: folder) }
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        let outside = day(text)
        let attempts: [(String, () throws(AppError) -> Void)] = [
            ("done", { () throws(AppError) in try tracker.checkIns.complete(read, on: outside) }),
            ("undo", { () throws(AppError) in try tracker.checkIns.undo(read, on: outside) }),
            ("toggle", { () throws(AppError) in try tracker.checkIns.toggle(read, on: outside) }),
            ("log", { () throws(AppError) in try tracker.checkIns.log(water, value: 3, on: outside) }),
            ("log +", { () throws(AppError) in try tracker.checkIns.log(water, value: 1, adding: true, on: outside) }),
            ("note", { () throws(AppError) in try tracker.checkIns.note(read, text: "a note", on: outside) }),
        ]
        for (name, attempt) in attempts {
            #expect(throws: AppError.invalid(.unsupportedDay(field: "day", outside)), "\(name)") { try attempt() }
        }
        #expect(throws: AppError.self) { try tracker.checkIns.skip(read, days: DayRange(day: outside)) }
        #expect(try tracker.testStore.allCompletions().isEmpty)
        #expect(try tracker.testStore.allSkips().isEmpty)
    }

    @Test(
        "a skip or a pause that reaches outside the range is refused, naming the end outside",
        arguments: [
            ("2199-12-31T12:00:00Z", "2199-12-31", "2200-01-01", "last"),
            ("2199-12-31T12:00:00Z", "2200-01-01", "2200-01-01", "first"),
            ("2026-04-10T10:00:00Z", "1899-12-31", "1900-01-02", "first"),
            ("1900-01-05T10:00:00Z", "1899-12-25", "1900-01-01", "first"),
        ])
    func skipsRefuse(now: String, first: String, last: String, field: String) throws {
        let clock = TestClock(instant("2026-04-10T10:00:00Z"))
        let (tracker, folder) = try Self.tracker(clock: clock)
        defer { try? FileManager.default.removeItem(at: folder) }
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        clock.set(instant(now))
        let outside = field == "first" ? day(first) : day(last)
        #expect(throws: AppError.invalid(.unsupportedDay(field: field, outside))) {
            try tracker.checkIns.skip(read, days: try DayRange(from: day(first), through: day(last)))
        }
        #expect(try tracker.testStore.allSkips().isEmpty)
        // The same pause inside the range is fine.
        if let inside = try? DayRange(
            from: max(day(first), LogicalDay.firstSupported), through: min(day(last), LogicalDay.lastSupported))
        {
            try tracker.checkIns.skip(read, days: inside)
            #expect(try tracker.testStore.allSkips().count == 1)
        }
    }

    @Test(
        "a clock outside the range is a clear error, not a crash",
        arguments: [
            ("0001-01-01T12:00:00Z", "UTC", "clock"), ("1800-01-01T00:00:00Z", "UTC", "clock"),
            ("1899-12-31T12:00:00Z", "UTC", "today"), ("1900-01-01T04:00:00Z", "America/New_York", "today"),
            ("2200-01-01T00:00:00Z", "UTC", "today"), ("2199-12-31T12:00:00Z", "Pacific/Kiritimati", "today"),
            ("2200-01-03T00:00:00Z", "UTC", "clock"), ("9999-12-31T23:59:59Z", "UTC", "clock"),
        ])
    func clockOutside(now: String, zone: String, field: String) throws {
        let clock = TestClock(instant("2026-04-10T10:00:00Z"))
        let (tracker, folder) = try Self.tracker(zone: zone, clock: clock)
        defer { try? FileManager.default.removeItem(at: folder) }
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        clock.set(now == "0001-01-01T12:00:00Z" ? Date(timeIntervalSince1970: -62_135_553_600) : instant(now))
        let attempts: [(String, () throws(AppError) -> Void)] = [
            ("today", { () throws(AppError) in _ = try tracker.today() }),
            ("todayView", { () throws(AppError) in _ = try tracker.views.todayView() }),
            ("summary", { () throws(AppError) in _ = try tracker.views.summary(of: read) }),
            ("detail", { () throws(AppError) in _ = try tracker.views.detail(of: read) }),
            ("overview", { () throws(AppError) in _ = try tracker.views.overview(days: 7) }),
            ("snapshot", { () throws(AppError) in _ = try tracker.widget.snapshotSeries() }),
            ("done", { () throws(AppError) in try tracker.checkIns.complete(read, on: day("2026-04-10")) }),
            ("create", { () throws(AppError) in try tracker.habits.createHabit(HabitDraft(name: "Water")) }),
            ("archive", { () throws(AppError) in try tracker.habits.archive(read) }),
        ]
        for (name, attempt) in attempts {
            do {
                try attempt()
                Issue.record("\(name) accepted a clock at \(now) in \(zone)")
            } catch {
                guard case .invalid(let problem) = error else {
                    Issue.record("\(name): \(error)")
                    continue
                }
                #expect(problem.field == field, "\(name)")
                #expect(problem.problem.contains("1900-01-01 to 2199-12-31"), "\(name)")
            }
        }
        #expect(try tracker.habits.all(includingArchived: true).map(\.name) == ["Read"])
        #expect(try tracker.testStore.allCompletions().isEmpty)
    }

    @Test("an import with a day or an instant outside the range is refused whole, naming it")
    func importRefuses() throws {
        let clock = TestClock(instant("2026-04-10T10:00:00Z"))
        let (tracker, folder) = try Self.tracker(clock: clock)
        defer { try? FileManager.default.removeItem(at: folder) }
        let habit = Habit(name: "Read", createdAt: instant("2026-01-01T10:00:00Z"))
        let good = Completion(habitID: habit.id, day: day("2026-01-02"), recordedAt: instant("2026-01-02T10:00:00Z"))
        var early = habit
        early.createdAt = Date(timeIntervalSince1970: -62_135_596_800)
        let cases: [(BackupContents, String)] = [
            (BackupContents(habits: [early], completions: [good]), "habits[0].createdAt"),
            (
                BackupContents(
                    habits: [habit],
                    completions: [
                        good,
                        Completion(
                            habitID: habit.id, day: day("0001-01-01"), recordedAt: instant("2026-01-02T10:00:00Z")),
                    ]), ".day"
            ),
            (
                BackupContents(
                    habits: [habit], completions: [good],
                    skips: [Skip(habitID: habit.id, days: DayRange(day: day("2200-01-01")))]), ".first"
            ),
        ]
        for (contents, field) in cases {
            for dryRun in [true, false] {
                do {
                    _ = try tracker.backups.importBackup(contents, format: .json, dryRun: dryRun)
                    Issue.record("accepted \(field)")
                } catch {
                    guard case .invalid(let problem) = error else {
                        Issue.record("\(error)")
                        continue
                    }
                    #expect(problem.field.hasSuffix(field), "\(problem)")
                    #expect(problem.problem.contains("1900-01-01 to 2199-12-31"), "\(problem)")
                }
            }
        }
        #expect(try tracker.habits.all(includingArchived: true).isEmpty)
        #expect(try tracker.testStore.allCompletions().isEmpty)
    }

    /// The range's edges, 1970-01-01 and leap days, in eras of a few days: each era is logged in
    /// a database of its own, so that no walk spans the three centuries between the edges.
    static let eras = [
        ["1900-01-01", "1900-01-02", "1900-03-01"], ["1904-02-29"], ["1970-01-01"], ["2000-02-29"], ["2196-02-29"],
        ["2199-12-30", "2199-12-31"],
    ].map { $0.map(day) }

    @Test(
        "days on the range's edges survive export → import in JSON and CSV, whatever the zone and day start",
        arguments: zip(
            [
                "UTC", "Africa/Monrovia", "Asia/Kolkata", "Pacific/Kiritimati", "America/St_Johns", "Etc/GMT+12",
                "America/Havana", "Etc/GMT-14",
            ], [4, 0, 23, 4, 23, 23, 0, 23]))
    func edgesRoundTrip(zone: String, dayStart: Int) throws {
        for era in Self.eras {
            try Self.roundTrip(era, zone: zone, dayStart: dayStart)
        }
    }

    /// Logs `days` through the use cases (on the day itself at its first or last second, and
    /// backfilled from the last day's evening), exports in JSON and CSV, imports each into an
    /// empty database, and compares every record's day, value and note.
    static func roundTrip(_ days: [LogicalDay], zone: String, dayStart: Int) throws {
        let clock = TestClock(instant("2026-04-10T10:00:00Z"))
        let (tracker, folder) = try Self.tracker(zone: zone, clock: clock)
        defer { try? FileManager.default.removeItem(at: folder) }
        try tracker.preferences.setDayStart(dayStart)
        let boundary = try tracker.calendar().boundary
        let context = "\(zone), day start \(dayStart), \(days[0])"
        // Created on the era's first day, at its very first instant.
        clock.set(boundary.start(of: days[0]))
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let water = try tracker.habits.createHabit(
            HabitDraft(name: "Water", type: .counter(target: 8), unit: "glasses"))
        for (index, day) in days.enumerated() {
            let start = boundary.start(of: day)
            let last = boundary.start(of: day.adding(days: 1)).addingTimeInterval(-1)
            clock.set(index.isMultiple(of: 2) ? start : last)
            try tracker.checkIns.complete(read, on: day)
            try tracker.checkIns.log(water, value: Double(index + 1), on: day)
            try tracker.checkIns.note(water, text: "edge \(day)", on: day)
        }
        // Backfilled from the era's last day, late in the evening.
        clock.set(boundary.start(of: days[days.count - 1]).addingTimeInterval(20 * 3600))
        let backfilled = try tracker.habits.createHabit(HabitDraft(name: "Backfilled"))
        for day in days { try tracker.checkIns.complete(backfilled, on: day) }
        try tracker.checkIns.skip(read, days: DayRange(day: days[days.count - 1]), note: "last day")
        let original = try Self.days(of: tracker)
        #expect(original["Read"]?.count == days.count, "\(context)")
        #expect(original["Backfilled"]?.count == days.count, "\(context)")

        let contents = try tracker.backups.backupContents()
        let timeZone = TestCalendars.zone(zone)
        let json = try KadoJSONBackup.encode(
            contents, exportedAt: tracker.currentInstant(), appVersion: "test", timeZone: timeZone)
        let csv = KadoCSVBackup.encode(contents, timeZone: timeZone).data
        for (format, decoded) in [
            (BackupFormat.json, try KadoJSONBackup.decode(json, timeZone: timeZone)),
            (.csv, try KadoCSVBackup.decode(csv, timeZone: timeZone)),
        ] {
            let (copy, copyFolder) = try Self.tracker(zone: zone, clock: clock)
            defer { try? FileManager.default.removeItem(at: copyFolder) }
            try copy.preferences.setDayStart(dayStart)
            let summary = try copy.backups.importBackup(decoded, format: format, dryRun: false)
            #expect(summary.leftOut.isEmpty, "\(format) \(context)")
            #expect(try Self.days(of: copy) == original, "\(format) \(context)")
            if format == .json {
                #expect(
                    try copy.testStore.allSkips().map(\.days) == [DayRange(day: days[days.count - 1])], "\(context)")
                let again = try KadoJSONBackup.encode(
                    try copy.backups.backupContents(), exportedAt: tracker.currentInstant(), appVersion: "test",
                    timeZone: timeZone)
                #expect(again == json, "JSON exported again, \(context)")
            }
        }
    }

    /// Each habit's records as (day, value, note), by habit name.
    static func days(of tracker: Tracker) throws -> [String: [String]] {
        let habits = try tracker.habits.all(includingArchived: true)
        let names = Dictionary(uniqueKeysWithValues: habits.map { ($0.id, $0.name) })
        var days: [String: [String]] = [:]
        for completion in try tracker.testStore.allCompletions() {
            days[names[completion.habitID] ?? "?", default: []].append(
                "\(completion.day) \(completion.value) \(completion.note ?? "-")")
        }
        return days.mapValues { $0.sorted() }
    }

    // MARK: - The habit limit

    @Test("creating a habit past the limit is refused with the limit named; archived habits count")
    func createPastTheLimit() throws {
        let clock = TestClock(instant("2026-04-10T10:00:00Z"))
        let (tracker, folder) = try Self.tracker(clock: clock)
        defer { try? FileManager.default.removeItem(at: folder) }
        tracker.limits = BackupLimits(habits: 3)
        try tracker.habits.createHabit(HabitDraft(name: "One"))
        let two = try tracker.habits.createHabit(HabitDraft(name: "Two"))
        try tracker.habits.archive(two)
        try tracker.habits.createHabit(HabitDraft(name: "Three"))
        let refusal = ValidationError(field: "habits", value: "4", rule: .habitLimitReached(maximum: 3))
        #expect(
            refusal.problem == "must be at most 3 in one database, archived ones included: delete a habit to make room")
        #expect(throws: AppError.invalid(refusal)) {
            try tracker.habits.createHabit(HabitDraft(name: "Four"))
        }
        #expect(try tracker.habits.all(includingArchived: true).count == 3)
        try tracker.habits.delete(two)
        try tracker.habits.createHabit(HabitDraft(name: "Four"))
        #expect(try tracker.habits.all(includingArchived: true).count == 3)
    }

    @Test("the product's limit is 2,000 habits")
    func standardHabitLimit() throws {
        let clock = TestClock(instant("2026-04-10T10:00:00Z"))
        let (tracker, folder) = try Self.tracker(clock: clock)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(tracker.limits == .standard)
        #expect(BackupLimits.standard.habits == 2_000)
        #expect(BackupLimits.standard.records == 5_000_000)
        #expect(BackupLimits.standard.fileBytes == 1 << 30)
        // Above the benchmarks' largest matrix, L.
        #expect(BackupLimits.standard.habits > HabitMatrix.Size.large.habits)
    }

    @Test(
        "an import that would hold more habits than the limit is refused before anything is written",
        arguments: [(1, true), (2, true), (3, false)])
    func importPastTheLimit(newHabits: Int, accepted: Bool) throws {
        let clock = TestClock(instant("2026-04-10T10:00:00Z"))
        let (tracker, folder) = try Self.tracker(clock: clock)
        defer { try? FileManager.default.removeItem(at: folder) }
        tracker.limits = BackupLimits(habits: 4)
        let existing = try tracker.habits.createHabit(HabitDraft(name: "Mine"))
        try tracker.habits.createHabit(HabitDraft(name: "Also mine"))
        // An existing habit in the file counts once; the new ones are added to the two here.
        var incoming = [existing]
        for index in 0..<newHabits {
            incoming.append(Habit(name: "Imported \(index)", createdAt: instant("2026-01-01T10:00:00Z")))
        }
        let contents = BackupContents(habits: incoming)
        for dryRun in [true, false] {
            do {
                let summary = try tracker.backups.importBackup(contents, format: .json, dryRun: dryRun)
                #expect(accepted, "accepted \(2 + newHabits) habits")
                #expect(summary.habits.new == newHabits)
            } catch {
                #expect(!accepted)
                let refusal = ValidationError(
                    field: "habits", value: String(2 + newHabits),
                    rule: .importAboveHabitLimit(maximum: 4, existing: 2, added: newHabits))
                #expect(
                    refusal.problem
                        == "must be at most 4 in one database, archived ones included "
                        + "(there are 2, the file adds \(newHabits))")
                #expect(error == .invalid(refusal))
            }
        }
        #expect(try tracker.habits.all(includingArchived: true).count == (accepted ? 2 + newHabits : 2))
    }
}
