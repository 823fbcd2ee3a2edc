import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoApp

/// The pure retention rule: which automatic backups are kept on a day, by which rule.
@Suite("Automatic backups' retention")
struct AutoBackupRetentionTests {
    /// A retention, the days there are backups of, today and the week start, and what is kept.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let retention: AutoBackupRetention
        let days: [String]
        let today: String
        let weekStart: Weekday
        let kept: [String: Set<AutoBackupRetention.Rule>]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "fewer backups than the daily count: all kept", retention: .standard,
            days: ["2026-12-01", "2026-12-02"], today: "2026-12-02", weekStart: .monday,
            kept: ["2026-12-02": [.daily, .weekly, .monthly], "2026-12-01": [.daily]]),
        Case(
            name: "the 7 newest, with gaps, are daily whatever their dates",
            retention: AutoBackupRetention(daily: 3, weekly: 0, monthly: 0),
            days: ["2026-11-01", "2026-11-15", "2026-11-20", "2026-11-30", "2026-12-02"], today: "2026-12-02",
            weekStart: .monday,
            kept: ["2026-12-02": [.daily], "2026-11-30": [.daily], "2026-11-20": [.daily]]),
        Case(
            name: "weeks begin on the settings' week start: Sunday",
            retention: AutoBackupRetention(daily: 1, weekly: 2, monthly: 0),
            // 2026-11-29 is a Sunday: with Sunday weeks it opens this week, with Monday ones it ends the last.
            days: ["2026-11-27", "2026-11-28", "2026-11-29", "2026-11-30"], today: "2026-11-30", weekStart: .sunday,
            kept: ["2026-11-30": [.daily, .weekly], "2026-11-28": [.weekly]]),
        Case(
            name: "weeks begin on the settings' week start: Monday",
            retention: AutoBackupRetention(daily: 1, weekly: 2, monthly: 0),
            days: ["2026-11-27", "2026-11-28", "2026-11-29", "2026-11-30"], today: "2026-11-30", weekStart: .monday,
            kept: ["2026-11-30": [.daily, .weekly], "2026-11-29": [.weekly]]),
        Case(
            name: "the newest of each of the last months, across a year's end",
            retention: AutoBackupRetention(daily: 1, weekly: 0, monthly: 3),
            days: ["2026-10-31", "2026-11-05", "2026-11-30", "2026-12-10", "2027-01-03"], today: "2027-01-03",
            weekStart: .monday,
            kept: ["2027-01-03": [.daily, .monthly], "2026-12-10": [.monthly], "2026-11-30": [.monthly]]),
        Case(
            name: "a backup dated after today (a clock set back) counts as a newest one",
            retention: AutoBackupRetention(daily: 2, weekly: 1, monthly: 1),
            days: ["2026-12-01", "2026-12-02", "2026-12-09"], today: "2026-12-02", weekStart: .monday,
            kept: ["2026-12-09": [.daily], "2026-12-02": [.daily, .weekly, .monthly]]),
    ]

    @Test("keeps exactly the newest daily, weekly and monthly backups", arguments: cases)
    func keeps(_ example: Case) {
        let kept = example.retention.kept(
            example.days.map(KadoTestSupport.day), today: KadoTestSupport.day(example.today),
            weekStart: example.weekStart)
        #expect(Dictionary(uniqueKeysWithValues: kept.map { ($0.key.description, $0.value) }) == example.kept)
    }

    /// What a folder holds after a backup every day from `first` through `today`, worked out from
    /// the calendar (not from the files): the last `daily` days, the last day so far of each of the
    /// last `weekly` weeks and of the last `monthly` months.
    static func expected(
        from first: LogicalDay, through today: LogicalDay, retention: AutoBackupRetention, weekStart: Weekday
    ) -> Set<LogicalDay> {
        var kept: Set<LogicalDay> = []
        for offset in 0..<retention.daily where today.adding(days: -offset) >= first {
            kept.insert(today.adding(days: -offset))
        }
        for week in 0..<retention.weekly {
            let end = today.startOfWeek(startingOn: weekStart).adding(days: 6 - 7 * week)
            let newest = min(end, today)
            if newest >= first { kept.insert(newest) }
        }
        var month = today
        for _ in 0..<retention.monthly {
            if month >= first { kept.insert(month) }
            month = month.startOfMonth.adding(days: -1)
        }
        return kept
    }

    @Test(
        "rotating after each day's backup for a year keeps what the calendar says, every day",
        arguments: [Weekday.monday, .sunday])
    func yearOfRotation(_ weekStart: Weekday) {
        let first = KadoTestSupport.day("2026-01-01")
        var folder: Set<LogicalDay> = []
        for offset in 0..<400 {
            let today = first.adding(days: offset)
            folder.insert(today)
            let kept = AutoBackupRetention.standard.kept(folder, today: today, weekStart: weekStart)
            folder = Set(kept.keys)
            #expect(
                folder == Self.expected(from: first, through: today, retention: .standard, weekStart: weekStart),
                "on \(today)")
        }
        #expect(folder.count <= 7 + 4 + 12)
    }

    @Test(
        "backup-keep reads DAILY,WEEKLY,MONTHLY and refuses anything else",
        arguments: [
            ("7,4,12", AutoBackupRetention.standard as AutoBackupRetention?),
            (" 3 , 0 ,0 ", AutoBackupRetention(daily: 3, weekly: 0, monthly: 0)),
            ("0,4,12", nil), ("7,4", nil), ("7,4,12,1", nil), ("a,b,c", nil), ("7,-1,12", nil), ("7,4,121", nil),
            ("99999999999999999999,1,1", nil), ("", nil), ("٧,4,12", nil),
        ])
    func parsing(_ text: String, _ expected: AutoBackupRetention?) {
        #expect((try? AutoBackupRetention(parsing: text)) == expected)
    }

    @Test(
        "only names of exactly the automatic form are taken for backups",
        arguments: [
            ("kado-auto-2026-12-02.json", "2026-12-02" as String?), ("kado-auto-2026-12-02.json.tmp", nil),
            (".kado-auto-2026-12-02.json.1234.tmp", nil), ("kado-auto-2026-13-02.json", nil),
            ("kado-auto-2026-2-02.json", nil), ("my-kado-auto-2026-12-02.json", nil),
            ("kado-auto-+026-12-02.json", nil),
            ("kado-backup-2026-12-02.json", nil), ("kado-auto-2026-12-02.csv", nil),
        ])
    func names(_ name: String, _ day: String?) {
        #expect(AutoBackupFile.day(ofName: name)?.description == day)
    }
}
