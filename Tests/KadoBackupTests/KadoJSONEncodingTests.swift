import Foundation
import KadoBackup
import KadoCore
import KadoTestSupport
import Testing

@Suite("Kadō JSON: writing")
struct KadoJSONEncodingTests {
    let utc = TestCalendars.zone("UTC")
    let paris = TestCalendars.zone("Europe/Paris")
    let exportedAt = isoInstant("2026-04-10T10:00:00Z")

    func id(_ high: Int, _ low: Int) -> UUID { HistoryBuilder.uuid(high, low) }

    /// Two habits: one Kadō could have written, one with everything Kadō lacks.
    var sample: BackupContents {
        let walk = Habit(
            id: id(1, 0), name: "Walk, \"fast\"", frequency: .specificDays([.friday, .monday, .wednesday]),
            type: .timer(targetSeconds: 600), color: .green, icon: "figure.run",
            createdAt: isoInstant("2026-03-01T08:00:00Z").addingTimeInterval(0.75), remindersEnabled: true,
            reminderHour: 7, reminderMinute: 5, sortOrder: 1)
        let coffee = Habit(
            id: id(2, 0), name: "Coffee", frequency: .timesInDays(times: 3, days: 10), type: .atMost(target: 2),
            unit: "cups", color: .orange, createdAt: isoInstant("2026-02-01T08:00:00Z"),
            archivedAt: isoInstant("2026-04-01T12:00:00Z"), sortOrder: 0, scoreModel: .loop)
        return BackupContents(
            habits: [walk, coffee],
            completions: [
                Completion(
                    id: id(1, 2), habitID: walk.id, day: day("2026-03-03"),
                    recordedAt: isoInstant("2026-03-03T09:00:00Z"),
                    value: 900, note: "fine"),
                Completion(
                    id: id(1, 1), habitID: walk.id, day: day("2026-03-02"),
                    recordedAt: isoInstant("2026-03-02T09:00:00Z"),
                    value: 0, note: ""),
                // Counted for the 10th, recorded at 01:30 on the 11th (a day starting at 4).
                Completion(
                    id: id(2, 1), habitID: coffee.id, day: day("2026-03-10"),
                    recordedAt: isoInstant("2026-03-11T01:30:00Z"), value: 2.5),
            ],
            skips: [
                Skip(id: id(3, 2), habitID: coffee.id, days: days("2026-03-20", "2026-03-27")),
                Skip(id: id(3, 1), habitID: coffee.id, days: DayRange(day: day("2026-03-12")), note: "ill"),
            ],
            settings: BackupSettings(dayStart: 4, weekStart: 2))
    }

    @Test("the file is Kadō's layout with our extra keys, byte for byte")
    func golden() throws {
        let data = try KadoJSONBackup.encode(sample, exportedAt: exportedAt, appVersion: "kado 0.1", timeZone: utc)
        let expected = """
            {
              "appVersion" : "kado 0.1",
              "exportedAt" : "2026-04-10T10:00:00Z",
              "formatVersion" : 1,
              "habits" : [
                {
                  "archivedAt" : "2026-04-01T12:00:00Z",
                  "atMost" : {
                    "target" : 2
                  },
                  "color" : "orange",
                  "completions" : [
                    {
                      "date" : "2026-03-10T01:30:00Z",
                      "day" : "2026-03-10",
                      "id" : "00000002-0000-4000-8000-000000000001",
                      "recordedAt" : "2026-03-11T01:30:00Z",
                      "value" : 2.5
                    }
                  ],
                  "createdAt" : "2026-02-01T08:00:00Z",
                  "frequency" : {
                    "count" : 2,
                    "kind" : "daysPerWeek"
                  },
                  "icon" : "circle",
                  "id" : "00000002-0000-4000-8000-000000000000",
                  "name" : "Coffee",
                  "reminderHour" : 9,
                  "reminderMinute" : 0,
                  "remindersEnabled" : false,
                  "scoreModel" : "loop",
                  "skips" : [
                    {
                      "first" : "2026-03-12",
                      "id" : "00000003-0000-4000-8000-000000000001",
                      "last" : "2026-03-12",
                      "note" : "ill"
                    },
                    {
                      "first" : "2026-03-20",
                      "id" : "00000003-0000-4000-8000-000000000002",
                      "last" : "2026-03-27"
                    }
                  ],
                  "sortOrder" : 0,
                  "timesInDays" : {
                    "days" : 10,
                    "times" : 3
                  },
                  "type" : {
                    "kind" : "counter",
                    "target" : 2
                  },
                  "unit" : "cups"
                },
                {
                  "color" : "green",
                  "completions" : [
                    {
                      "date" : "2026-03-02T09:00:00Z",
                      "day" : "2026-03-02",
                      "id" : "00000001-0000-4000-8000-000000000001",
                      "note" : "",
                      "value" : 0
                    },
                    {
                      "date" : "2026-03-03T09:00:00Z",
                      "day" : "2026-03-03",
                      "id" : "00000001-0000-4000-8000-000000000002",
                      "note" : "fine",
                      "value" : 900
                    }
                  ],
                  "createdAt" : "2026-03-01T08:00:00Z",
                  "frequency" : {
                    "days" : [
                      2,
                      4,
                      6
                    ],
                    "kind" : "specificDays"
                  },
                  "icon" : "figure.run",
                  "id" : "00000001-0000-4000-8000-000000000000",
                  "name" : "Walk, \\"fast\\"",
                  "reminderHour" : 7,
                  "reminderMinute" : 5,
                  "remindersEnabled" : true,
                  "scoreModel" : "kado",
                  "sortOrder" : 1,
                  "type" : {
                    "kind" : "timer",
                    "targetSeconds" : 600
                  }
                }
              ],
              "settings" : {
                "dayStart" : 4,
                "weekStart" : 2
              }
            }
            """
        #expect(text(data) == expected)
    }

    @Test("encoded, decoded and encoded again, the sample is unchanged (its fraction of a second aside)")
    func sampleRoundTrip() throws {
        for zone in [utc, paris] {
            let first = try KadoJSONBackup.encode(sample, exportedAt: exportedAt, appVersion: "", timeZone: zone)
            let decoded = try KadoJSONBackup.decode(first, timeZone: zone)
            var expected = sample
            expected.habits[0].createdAt = isoInstant("2026-03-01T08:00:00Z")
            #expect(firstDifference(decoded, expected) == nil)
            #expect(try KadoJSONBackup.encode(decoded, exportedAt: exportedAt, appVersion: "", timeZone: zone) == first)
        }
    }

    @Test(
        "Loop's schedules are shown to Kadō as the closest of its own",
        arguments: [
            (1, 1, Frequency.daily), (7, 7, .daily), (10, 10, .daily), (3, 7, .daysPerWeek(3)), (6, 7, .daysPerWeek(6)),
            (1, 7, .daysPerWeek(1)), (1, 2, .daysPerWeek(4)), (3, 10, .daysPerWeek(2)), (1, 30, .daysPerWeek(1)),
            (1, 366, .daysPerWeek(1)), (13, 14, .daysPerWeek(6)), (9, 10, .daysPerWeek(6)), (5, 14, .daysPerWeek(3)),
            (2, 3, .daysPerWeek(5)),
        ])
    func loopSchedules(times: Int, days: Int, shown: Frequency) throws {
        let habit = Habit(
            id: id(9, 0), name: "Loop", frequency: .timesInDays(times: times, days: days),
            createdAt: isoInstant("2026-01-01T00:00:00Z"))
        #expect(KadoView.frequency(habit.frequency) == shown)
        let data = try KadoJSONBackup.encode(
            BackupContents(habits: [habit]), exportedAt: exportedAt, appVersion: "", timeZone: utc)
        let seenByKado = try KadoJSONBackup.decode(try KadoJSONRoundTripTests.withoutExtraKeys(data), timeZone: utc)
        #expect(seenByKado.habits.first?.frequency == shown)
        #expect(try KadoJSONBackup.decode(data, timeZone: utc).habits.first?.frequency == habit.frequency)
        let csv = KadoCSVBackup.encode(BackupContents(habits: [habit]), timeZone: utc)
        #expect(try KadoCSVBackup.decode(csv.data, timeZone: utc).habits.first?.frequency == shown)
    }

    @Test("a record counted for another day is written on that day, so that Kadō files it there")
    func movedRecords() throws {
        // Days starting at 04:00 in Paris: 01:30 on the 11th counts for the 10th.
        let boundary = try DayBoundary(timeZone: paris, startHour: 4)
        let habit = Habit(id: id(1, 0), name: "Late", createdAt: isoInstant("2026-03-01T08:00:00Z"))
        let recordedAt = isoInstant("2026-03-10T23:30:00Z")  // 00:30 on the 11th in Paris
        let lateNight = Completion(
            id: id(1, 1), habitID: habit.id, day: boundary.logicalDay(containing: recordedAt), recordedAt: recordedAt)
        #expect(lateNight.day == day("2026-03-10"))
        // Backfilled five days later, at 20:00 Paris.
        let backfill = Completion(
            id: id(1, 2), habitID: habit.id, day: day("2026-03-25"), recordedAt: isoInstant("2026-03-30T18:00:00Z"))
        // Counted for the day of the spring-forward gap, recorded at 02:30 Paris (which does not exist that day).
        let gap = Completion(
            id: id(1, 3), habitID: habit.id, day: day("2026-03-29"), recordedAt: isoInstant("2026-03-30T00:30:00Z"))
        let contents = BackupContents(habits: [habit], completions: [lateNight, backfill, gap])
        let data = try KadoJSONBackup.encode(contents, exportedAt: exportedAt, appVersion: "", timeZone: paris)
        let json = text(data)
        #expect(json.contains("\"date\" : \"2026-03-09T23:30:00Z\""))  // 00:30 on the 10th in Paris
        #expect(json.contains("\"recordedAt\" : \"2026-03-10T23:30:00Z\""))
        #expect(json.contains("\"date\" : \"2026-03-25T19:00:00Z\""))  // 20:00 on the 25th (CET)
        #expect(json.contains("\"recordedAt\" : \"2026-03-30T18:00:00Z\""))
        #expect(json.contains("\"date\" : \"2026-03-29T01:30:00Z\""))  // 03:30 CEST, the first instant after the gap
        let decoded = try KadoJSONBackup.decode(data, timeZone: paris)
        #expect(firstDifference(decoded, contents) == nil)
        #expect(try KadoJSONBackup.encode(decoded, exportedAt: exportedAt, appVersion: "", timeZone: paris) == data)
        // A Kadō reader, bucketing `date` by calendar day in Paris, finds every record on its day.
        let seenByKado = try KadoJSONBackup.decode(try KadoJSONRoundTripTests.withoutExtraKeys(data), timeZone: paris)
        #expect(
            seenByKado.completions.map(\.day).sorted() == [day("2026-03-10"), day("2026-03-25"), day("2026-03-29")])
    }

    @Test("habits by creation then ID, records by instant then ID")
    func order() throws {
        let same = isoInstant("2026-03-01T08:00:00Z")
        let habits = [
            Habit(id: id(3, 0), name: "C", createdAt: same), Habit(id: id(1, 0), name: "A", createdAt: same),
            Habit(id: id(2, 0), name: "B", createdAt: same.addingTimeInterval(-1)),
        ]
        let records = [3, 1, 2].map { low in
            Completion(
                id: id(1, low), habitID: id(1, 0), day: day("2026-03-02"),
                recordedAt: isoInstant("2026-03-02T10:00:00Z"))
        }
        let data = try KadoJSONBackup.encode(
            BackupContents(habits: habits, completions: records), exportedAt: exportedAt, appVersion: "", timeZone: utc)
        let decoded = try KadoJSONBackup.decode(data, timeZone: utc)
        #expect(decoded.habits.map(\.name) == ["B", "A", "C"])
        #expect(decoded.completions.map(\.id) == [id(1, 1), id(1, 2), id(1, 3)])
    }

    @Test("what JSON cannot hold is refused with its path, never written")
    func refusals() throws {
        let habit = Habit(id: id(1, 0), name: "A", createdAt: isoInstant("2026-03-01T08:00:00Z"))
        let record = Completion(
            id: id(1, 1), habitID: habit.id, day: day("2026-03-02"), recordedAt: isoInstant("2026-03-02T10:00:00Z"))
        var nan = record
        nan.value = .nan
        var infinite = habit
        infinite.type = .counter(target: .infinity)
        var far = habit
        far.createdAt = Date(timeIntervalSince1970: 1e15)
        var nowhere = habit
        nowhere.archivedAt = Date(timeIntervalSince1970: -.infinity)
        let orphan = Completion(
            id: id(2, 1), habitID: id(2, 0), day: day("2026-03-02"), recordedAt: isoInstant("2026-03-02T10:00:00Z"))
        let cases: [(BackupContents, String)] = [
            (BackupContents(habits: [habit], completions: [nan]), "habits[0].completions[0].value"),
            (BackupContents(habits: [infinite]), "habits[0].type.target"),
            (BackupContents(habits: [far]), "habits[0].createdAt"),
            (BackupContents(habits: [nowhere]), "habits[0].archivedAt"),
            (BackupContents(habits: [habit], completions: [orphan]), "completions"),
            (
                BackupContents(
                    habits: [habit], skips: [Skip(habitID: id(2, 0), days: DayRange(day: day("2026-03-02")))]), "skips"
            ),
        ]
        for (contents, field) in cases {
            do {
                _ = try KadoJSONBackup.encode(contents, exportedAt: exportedAt, appVersion: "", timeZone: utc)
                Issue.record("\(field): expected an error")
            } catch {
                #expect(error.field == field && error.kind == .invalid && error.format == .json, "\(error)")
                // A value the front ends phrase, never free English.
                guard case .notWritable = error.problem else {
                    Issue.record("\(field): \(error.problem) is not a write problem")
                    continue
                }
            }
        }
        #expect(throws: BackupError.self) {
            _ = try KadoJSONBackup.encode(
                BackupContents(), exportedAt: .distantPast.addingTimeInterval(-1e12), appVersion: "", timeZone: utc)
        }
    }

    @Test("an empty backup is Kadō's empty file")
    func empty() throws {
        let data = try KadoJSONBackup.encode(BackupContents(), exportedAt: exportedAt, appVersion: "x", timeZone: utc)
        #expect(
            text(data) == """
                {
                  "appVersion" : "x",
                  "exportedAt" : "2026-04-10T10:00:00Z",
                  "formatVersion" : 1,
                  "habits" : [

                  ]
                }
                """)
        #expect(try KadoJSONBackup.decode(data, timeZone: utc) == BackupContents())
    }

    @Test("instants are written in UTC with whole seconds in every year; read back within the supported days")
    func timestamps() throws {
        let cases: [(Double, String)] = [
            (0, "1970-01-01T00:00:00Z"), (-0.5, "1969-12-31T23:59:59Z"), (1_775_815_200.999, "2026-04-10T10:00:00Z"),
            (-62_135_596_800, "0001-01-01T00:00:00Z"), (253_402_300_799.9, "9999-12-31T23:59:59Z"),
            (951_782_400, "2000-02-29T00:00:00Z"),
        ]
        for (seconds, expected) in cases {
            let habit = Habit(id: id(1, 0), name: "A", createdAt: Date(timeIntervalSince1970: seconds))
            let data = try KadoJSONBackup.encode(
                BackupContents(habits: [habit]), exportedAt: exportedAt, appVersion: "", timeZone: utc)
            #expect(text(data).contains("\"createdAt\" : \"\(expected)\""), "\(seconds)")
            guard LogicalDay.isSupported(habit.createdAt) else {
                // Written (a database from before the range keeps exporting), never read back.
                #expect(throws: BackupError.self, "\(seconds)") { try KadoJSONBackup.decode(data, timeZone: utc) }
                continue
            }
            let back = try KadoJSONBackup.decode(data, timeZone: utc).habits.first?.createdAt
            #expect(back == Date(timeIntervalSince1970: seconds.rounded(.down)))
        }
    }
}
