import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoCLI

/// Runs `parse` and returns the message of the usage error it throws, or `nil` if it returns.
func usageMessage<Value>(_ parse: () throws(UsageError) -> Value) -> String? {
    do {
        _ = try parse()
        return nil
    } catch {
        return error.description
    }
}

@Suite("Value parsers")
struct ValueParserTests {
    static let today = day("2026-04-10")

    @Test(
        "a DAY is a date, today, yesterday or -N",
        arguments: [
            ("2026-04-09", "2026-04-09"), ("2024-02-29", "2024-02-29"), ("today", "2026-04-10"),
            ("Today", "2026-04-10"), ("yesterday", "2026-04-09"), ("YESTERDAY", "2026-04-09"), ("-1", "2026-04-09"),
            ("-0", "2026-04-10"), ("-30", "2026-03-11"), ("-365", "2025-04-10"), ("2030-01-01", "2030-01-01"),
        ])
    func goodDay(text: String, expected: String) throws {
        #expect(try ValueParser.day(text, today: Self.today) == day(expected))
    }

    @Test(
        "a bad DAY names itself",
        arguments: [
            ("2026-02-30", "kado: DAY '2026-02-30': is not a day of the calendar"),
            ("2026-13-01", "kado: DAY '2026-13-01': is not a day of the calendar"),
            ("0000-01-01", "kado: DAY '0000-01-01': is not a day of the calendar"),
            ("tomorrow", "kado: DAY 'tomorrow': must be YYYY-MM-DD, today, yesterday or -N (N days ago)"),
            ("2026-4-1", "kado: DAY '2026-4-1': must be YYYY-MM-DD, today, yesterday or -N (N days ago)"),
            ("26-04-10", "kado: DAY '26-04-10': must be YYYY-MM-DD, today, yesterday or -N (N days ago)"),
            ("-x", "kado: DAY '-x': must be YYYY-MM-DD, today, yesterday or -N (N days ago)"),
            ("+1", "kado: DAY '+1': must be YYYY-MM-DD, today, yesterday or -N (N days ago)"),
            ("-1.5", "kado: DAY '-1.5': must be YYYY-MM-DD, today, yesterday or -N (N days ago)"),
            ("", "kado: DAY '': must be YYYY-MM-DD, today, yesterday or -N (N days ago)"),
            ("-740000", "kado: DAY '-740000': goes back before 1900-01-01, the first day Kadō supports"),
            (
                "-99999999999999999999",
                "kado: DAY '-99999999999999999999': goes back before 1900-01-01, the first day Kadō supports"
            ),
        ])
    func badDay(text: String, message: String) {
        #expect(usageMessage { () throws(UsageError) in try ValueParser.day(text, today: Self.today) } == message)
    }

    @Test(
        "a DAY outside 1900-01-01…2199-12-31 is refused, however it is written",
        arguments: [
            ("0001-01-01", Self.today), ("1581-12-31", Self.today), ("1582-10-10", Self.today),
            ("1899-12-31", Self.today), ("2200-01-01", Self.today), ("9999-12-31", Self.today),
            ("yesterday", day("1900-01-01")), ("-46121", Self.today), ("-1", day("1900-01-01")),
        ])
    func unsupportedDay(text: String, today: LogicalDay) {
        let message = usageMessage { () throws(UsageError) in try ValueParser.day(text, today: today) }
        #expect(message?.hasPrefix("kado: DAY '\(text)': ") == true, "\(message ?? "accepted")")
        #expect(message?.contains("1900-01-01") == true)
        // And in a range, on either side.
        for range in ["\(text)..2026-04-10", "1950-01-01..\(text)"] {
            let message = usageMessage { () throws(UsageError) in try ValueParser.dayRange(range, today: today) }
            #expect(message?.contains("1900-01-01") == true, "\(range): \(message ?? "accepted")")
        }
    }

    @Test(
        "the supported range's edges, 1970-01-01 and leap days are DAYs",
        arguments: ["1900-01-01", "1900-01-02", "1970-01-01", "1904-02-29", "2000-02-29", "2196-02-29", "2199-12-31"])
    func supportedDay(text: String) throws {
        #expect(try ValueParser.day(text, today: day("2199-12-31")) == day(text))
        #expect(try ValueParser.dayRange("\(text)..\(text)", today: day("2199-12-31")).count == 1)
    }

    @Test("-N reaches back to 1900-01-01 and no further")
    func relativeDayReachesTheFirstDay() throws {
        let count = day("1900-01-01").days(to: Self.today)
        #expect(try ValueParser.day("-\(count)", today: Self.today) == day("1900-01-01"))
        #expect(
            usageMessage { () throws(UsageError) in try ValueParser.day("-\(count + 1)", today: Self.today) } != nil)
    }

    @Test(
        "a day range is FROM..TO, or one DAY",
        arguments: [
            ("2026-04-01..2026-04-05", "2026-04-01", "2026-04-05"), ("-3..today", "2026-04-07", "2026-04-10"),
            ("yesterday..yesterday", "2026-04-09", "2026-04-09"), ("today", "2026-04-10", "2026-04-10"),
            ("2026-03-01", "2026-03-01", "2026-03-01"),
        ])
    func goodRange(text: String, first: String, last: String) throws {
        let range = try ValueParser.dayRange(text, today: Self.today)
        #expect(range.first == day(first))
        #expect(range.last == day(last))
    }

    @Test(
        "a bad day range names itself or its bad side",
        arguments: [
            ("2026-04-05..2026-04-01", "kado: DAYS '2026-04-05..2026-04-01': must end on or after the day it starts"),
            ("..2026-04-01", "kado: DAYS '..2026-04-01': must be FROM..TO with a day on each side"),
            ("2026-04-01..", "kado: DAYS '2026-04-01..': must be FROM..TO with a day on each side"),
            ("a..b..c", "kado: DAYS 'a..b..c': must be FROM..TO with a day on each side"),
            ("x..today", "kado: DAYS 'x': must be YYYY-MM-DD, today, yesterday or -N (N days ago)"),
            ("today..2026-02-30", "kado: DAYS '2026-02-30': is not a day of the calendar"),
        ])
    func badRange(text: String, message: String) {
        #expect(usageMessage { () throws(UsageError) in try ValueParser.dayRange(text, today: Self.today) } == message)
    }

    @Test(
        "--every reads Kadō's and Loop's schedules",
        arguments: [
            ("day", Frequency.daily), ("daily", .daily), ("DAILY", .daily), ("everyday", .daily),
            ("3/week", .daysPerWeek(3)), ("1/week", .daysPerWeek(1)), ("6/week", .daysPerWeek(6)),
            ("7/week", .daily), ("3 / week", .daysPerWeek(3)),
            ("mon,wed,fri", .specificDays([.monday, .wednesday, .friday])),
            ("Monday, Wednesday", .specificDays([.monday, .wednesday])), ("SUN", .specificDays([.sunday])),
            ("fri,mon,fri", .specificDays([.monday, .friday])),
            ("weekdays", .specificDays([.monday, .tuesday, .wednesday, .thursday, .friday])),
            ("weekends", .specificDays([.saturday, .sunday])), ("2days", .everyNDays(2)), ("2 days", .everyNDays(2)),
            ("10days", .everyNDays(10)), ("365days", .everyNDays(365)), ("3/7", .timesInDays(times: 3, days: 7)),
            ("1/1", .timesInDays(times: 1, days: 1)), ("5/30", .timesInDays(times: 5, days: 30)),
            ("366/366", .timesInDays(times: 366, days: 366)),
        ])
    func goodFrequency(text: String, expected: Frequency) throws {
        let frequency = try ValueParser.frequency(text)
        #expect(frequency == expected)
        #expect(frequency.validationErrors.isEmpty)
    }

    static let everyHelp =
        "must be day, N/week, weekdays such as mon,wed,fri, Ndays, or N/D (N times in D days)"

    @Test(
        "a bad --every names itself and the rule",
        arguments: [
            ("8/week", "kado: --every '8/week': must be from 1 to 7 days a week"),
            ("0/week", "kado: --every '0/week': must be from 1 to 7 days a week"),
            ("1days", "kado: --every '1days': must be every 2 to 365 days (use 'day' for every day)"),
            ("0 days", "kado: --every '0 days': must be every 2 to 365 days (use 'day' for every day)"),
            ("400days", "kado: --every '400days': must be every 2 to 365 days (use 'day' for every day)"),
            ("8/7", "kado: --every '8/7': must be N/D, N times in D days, with 1 ≤ N ≤ D ≤ 366"),
            ("0/7", "kado: --every '0/7': must be N/D, N times in D days, with 1 ≤ N ≤ D ≤ 366"),
            ("1/0", "kado: --every '1/0': must be N/D, N times in D days, with 1 ≤ N ≤ D ≤ 366"),
            ("3/400", "kado: --every '3/400': must be N/D, N times in D days, with 1 ≤ N ≤ D ≤ 366"),
            ("mon,wdn", "kado: --every 'mon,wdn': 'wdn' is not a weekday (mon … sun, or full names)"),
            ("mon,,fri", "kado: --every 'mon,,fri': '' is not a weekday (mon … sun, or full names)"),
            ("sometimes", "kado: --every 'sometimes': \(everyHelp)"),
            ("3x", "kado: --every '3x': \(everyHelp)"),
            ("", "kado: --every '': \(everyHelp)"),
            ("nan/week", "kado: --every 'nan/week': \(everyHelp)"),
            ("-3/week", "kado: --every '-3/week': \(everyHelp)"),
            ("3/month", "kado: --every '3/month': \(everyHelp)"),
        ])
    func badFrequency(text: String, message: String) {
        #expect(usageMessage { () throws(UsageError) in try ValueParser.frequency(text) } == message)
    }

    @Test(
        "--type reads the five kinds, timers in minutes",
        arguments: [
            ("yesno", HabitType.binary), ("YesNo", .binary), ("yes/no", .binary), ("binary", .binary),
            ("counter:8", .counter(target: 8)), ("counter:2.5", .counter(target: 2.5)),
            ("Counter : 8", .counter(target: 8)), ("timer:30", .timer(targetSeconds: 1_800)),
            ("timer:1.5", .timer(targetSeconds: 90)), ("negative", .negative), ("NEGATIVE", .negative),
            ("atmost:2", .atMost(target: 2)), ("at-most:2", .atMost(target: 2)),
        ])
    func goodType(text: String, expected: HabitType) throws {
        let type = try ValueParser.habitType(text)
        #expect(type == expected)
        #expect(type.validationErrors.isEmpty)
    }

    @Test(
        "a bad --type names itself and the rule",
        arguments: [
            ("counter", "kado: --type 'counter': needs a target: counter:N"),
            ("timer", "kado: --type 'timer': needs a target: timer:MINUTES"),
            ("atmost", "kado: --type 'atmost': needs a target: atmost:N"),
            ("counter:", "kado: --type 'counter:': the target must be a number above 0, such as counter:8"),
            ("counter:0", "kado: --type 'counter:0': the target must be a number above 0, such as counter:8"),
            ("counter:-3", "kado: --type 'counter:-3': the target must be a number above 0, such as counter:8"),
            ("counter:nan", "kado: --type 'counter:nan': the target must be a number above 0, such as counter:8"),
            ("counter:inf", "kado: --type 'counter:inf': the target must be a number above 0, such as counter:8"),
            ("counter:3x", "kado: --type 'counter:3x': the target must be a number above 0, such as counter:8"),
            (
                "counter:2000000000",
                "kado: --type 'counter:2000000000': the target must be a number above 0, such as counter:8"
            ),
            ("timer:0", "kado: --type 'timer:0': the target must be a number above 0, such as timer:30"),
            ("atmost:1e3", "kado: --type 'atmost:1e3': the target must be a number above 0, such as atmost:8"),
            ("yesno:3", "kado: --type 'yesno:3': yesno takes no target"),
            ("negative:1", "kado: --type 'negative:1': negative takes no target"),
            ("boolean", "kado: --type 'boolean': must be yesno, counter:N, timer:MINUTES, negative or atmost:N"),
            ("", "kado: --type '': must be yesno, counter:N, timer:MINUTES, negative or atmost:N"),
        ])
    func badType(text: String, message: String) {
        #expect(usageMessage { () throws(UsageError) in try ValueParser.habitType(text) } == message)
    }

    @Test("--color takes the eight colour names in any case")
    func colors() throws {
        for color in HabitColor.allCases {
            #expect(try ValueParser.color(color.rawValue) == color)
            #expect(try ValueParser.color(color.rawValue.uppercased()) == color)
        }
        #expect(
            usageMessage { () throws(UsageError) in try ValueParser.color("grey") }
                == "kado: --color 'grey': must be one of red, orange, yellow, green, mint, teal, blue, purple")
    }

    @Test(
        "--remind takes HH:MM or off",
        arguments: [
            ("07:30", ReminderSetting.at(hour: 7, minute: 30)), ("7:05", .at(hour: 7, minute: 5)),
            ("00:00", .at(hour: 0, minute: 0)), ("23:59", .at(hour: 23, minute: 59)), ("off", .off), ("OFF", .off),
            ("none", .off),
        ])
    func goodReminder(text: String, expected: ReminderSetting) throws {
        #expect(try ValueParser.reminder(text) == expected)
    }

    @Test(
        "a bad --remind names itself",
        arguments: ["24:00", "7:60", "7", "07:5", "ab:cd", "7:30pm", "", "-1:00", "007:00"])
    func badReminder(text: String) {
        #expect(
            usageMessage { () throws(UsageError) in try ValueParser.reminder(text) }
                == "kado: --remind '\(text)': must be a time HH:MM from 00:00 to 23:59, or off")
    }

    @Test("a reminder setting writes the habit's reminder fields")
    func reminderApplies() {
        var habit = Habit(name: "Read", createdAt: instant("2026-04-10T10:00:00Z"))
        ReminderSetting.at(hour: 7, minute: 45).apply(to: &habit)
        #expect(habit.remindersEnabled && habit.reminderHour == 7 && habit.reminderMinute == 45)
        ReminderSetting.off.apply(to: &habit)
        #expect(!habit.remindersEnabled && habit.reminderHour == 7 && habit.reminderMinute == 45)
    }

    @Test("--score, weekdays, day start, language and shell read their words")
    func settings() throws {
        #expect(try ValueParser.scoreModel("kado") == .kado)
        #expect(try ValueParser.scoreModel("Loop") == .loop)
        #expect(try ValueParser.weekday("monday") == .monday)
        #expect(try ValueParser.weekday("Sun") == .sunday)
        #expect(try ValueParser.weekday("SATURDAY") == .saturday)
        #expect(try ValueParser.dayStartHour("0") == 0)
        #expect(try ValueParser.dayStartHour("04") == 4)
        #expect(try ValueParser.dayStartHour("23") == 23)
        #expect(try ValueParser.language("en") == .fixed(.english))
        #expect(try ValueParser.language("FR") == .fixed(.french))
        #expect(try ValueParser.language("de") == .fixed(.german))
        #expect(try ValueParser.language("Es") == .fixed(.spanish))
        #expect(try ValueParser.language("AUTO") == .automatic)
        #expect(try ValueParser.shell("bash") == .bash)
        #expect(try ValueParser.shell("Zsh") == .zsh)
        #expect(try ValueParser.shell("fish") == .fish)
    }

    @Test(
        "bad setting values name themselves",
        arguments: [
            ("score", "habitica", "kado: --score 'habitica': must be kado or loop"),
            ("weekday", "funday", "kado: week-start 'funday': must be a weekday, monday to sunday (or mon to sun)"),
            ("weekday", "mo", "kado: week-start 'mo': must be a weekday, monday to sunday (or mon to sun)"),
            ("dayStart", "24", "kado: day-start '24': must be an hour from 0 to 23"),
            ("dayStart", "-1", "kado: day-start '-1': must be an hour from 0 to 23"),
            ("dayStart", "4.5", "kado: day-start '4.5': must be an hour from 0 to 23"),
            ("dayStart", "four", "kado: day-start 'four': must be an hour from 0 to 23"),
            ("dayStart", "", "kado: day-start '': must be an hour from 0 to 23"),
            ("language", "it", "kado: language 'it': must be auto, en, fr, de or es"),
            // The pseudo-language is for tests and screenshots, through the environment only.
            ("language", "en-XA", "kado: language 'en-XA': must be auto, en, fr, de or es"),
            ("shell", "powershell", "kado: SHELL 'powershell': must be bash, zsh or fish"),
        ])
    func badSetting(parser: String, text: String, message: String) {
        let actual = usageMessage { () throws(UsageError) -> String in
            switch parser {
            case "score": "\(try ValueParser.scoreModel(text))"
            case "weekday": "\(try ValueParser.weekday(text))"
            case "dayStart": "\(try ValueParser.dayStartHour(text))"
            case "language": "\(try ValueParser.language(text))"
            default: "\(try ValueParser.shell(text))"
            }
        }
        #expect(actual == message)
    }

    @Test(
        "whole numbers are plain digits within their range",
        arguments: [
            ("14", 14), ("1", 1), ("366", 366), ("007", 7),
        ])
    func goodInteger(text: String, expected: Int) throws {
        #expect(try ValueParser.integer(text, argument: "--days", in: 1...366) == expected)
    }

    @Test(
        "a bad whole number names itself",
        arguments: [
            ("0", "kado: --days '0': must be a whole number from 1 to 366"),
            ("367", "kado: --days '367': must be a whole number from 1 to 366"),
            ("-5", "kado: --days '-5': must be a whole number from 1 to 366"),
            ("99999999999999999999", "kado: --days '99999999999999999999': must be a whole number from 1 to 366"),
            ("3x", "kado: --days '3x': must be a whole number"),
            ("1.5", "kado: --days '1.5': must be a whole number"),
            ("nan", "kado: --days 'nan': must be a whole number"),
            (" 3", "kado: --days ' 3': must be a whole number"),
            ("", "kado: --days '': must be a whole number"),
        ])
    func badInteger(text: String, message: String) {
        #expect(
            usageMessage { () throws(UsageError) in try ValueParser.integer(text, argument: "--days", in: 1...366) }
                == message)
    }

    @Test(
        "numbers are plain decimals",
        arguments: [("0", 0.0), ("2", 2), ("2.5", 2.5), ("0.25", 0.25), ("1000000000", 1e9)])
    func goodNumber(text: String, expected: Double) throws {
        #expect(try ValueParser.nonNegativeNumber(text, argument: "VALUE") == expected)
    }

    @Test(
        "a bad number names itself",
        arguments: [
            ("-1", "kado: VALUE '-1': must be 0 or more"),
            ("nan", "kado: VALUE 'nan': must be a number such as 3 or 2.5"),
            ("NaN", "kado: VALUE 'NaN': must be a number such as 3 or 2.5"),
            ("inf", "kado: VALUE 'inf': must be a number such as 3 or 2.5"),
            ("-inf", "kado: VALUE '-inf': must be a number such as 3 or 2.5"),
            ("infinity", "kado: VALUE 'infinity': must be a number such as 3 or 2.5"),
            ("3x", "kado: VALUE '3x': must be a number such as 3 or 2.5"),
            ("1e3", "kado: VALUE '1e3': must be a number such as 3 or 2.5"),
            ("0x10", "kado: VALUE '0x10': must be a number such as 3 or 2.5"),
            (".5", "kado: VALUE '.5': must be a number such as 3 or 2.5"),
            ("5.", "kado: VALUE '5.': must be a number such as 3 or 2.5"),
            ("1,5", "kado: VALUE '1,5': must be a number such as 3 or 2.5"),
            ("+2", "kado: VALUE '+2': must be a number such as 3 or 2.5"),
            ("", "kado: VALUE '': must be a number such as 3 or 2.5"),
            ("1000000001", "kado: VALUE '1000000001': must be at most 1000000000"),
        ])
    func badNumber(text: String, message: String) {
        #expect(
            usageMessage { () throws(UsageError) in try ValueParser.nonNegativeNumber(text, argument: "VALUE") }
                == message)
    }

    @Test("a positive number refuses 0")
    func positive() throws {
        #expect(try ValueParser.positiveNumber("0.5", argument: "N") == 0.5)
        #expect(
            usageMessage { () throws(UsageError) in try ValueParser.positiveNumber("0", argument: "N") }
                == "kado: N '0': must be a number above 0")
    }

    @Test(
        "a logged value is in minutes for a timer, kept in seconds",
        arguments: [
            (HabitType.timer(targetSeconds: 1_800), "15", 900.0), (.counter(target: 8), "2", 2),
            (.atMost(target: 2), "0.5", 0.5), (.binary, "1", 1),
        ])
    func loggedValue(type: HabitType, text: String, expected: Double) throws {
        #expect(try ValueParser.loggedValue(text, for: type) == expected)
    }

    @Test(
        "--now reads ISO 8601 instants, wall-clock times in the time zone, and dates as noon",
        arguments: [
            ("2026-04-10T09:30:00Z", "2026-04-10T09:30:00Z"), ("2026-04-10t09:30:00z", "2026-04-10T09:30:00Z"),
            ("2026-04-10T09:30:00+02:00", "2026-04-10T07:30:00Z"), ("2026-04-10T09:30:00-0500", "2026-04-10T14:30:00Z"),
            ("2026-04-10T09:30+01", "2026-04-10T08:30:00Z"), ("2026-04-10T09:30Z", "2026-04-10T09:30:00Z"),
            ("2026-04-10T09:30", "2026-04-10T07:30:00Z"), ("2026-04-10 09:30:15", "2026-04-10T07:30:15Z"),
            ("2026-04-10", "2026-04-10T10:00:00Z"), ("2026-01-10", "2026-01-10T11:00:00Z"),
            ("1969-12-31T23:00:00Z", "1969-12-31T23:00:00Z"),
        ])
    func goodInstant(text: String, expected: String) throws {
        let parsed = try ValueParser.instant(text, timeZone: TestCalendars.zone("Europe/Paris"))
        #expect(parsed == instant(expected))
    }

    @Test("fractions of a second are kept")
    func fractionalInstant() throws {
        let parsed = try ValueParser.instant("2026-04-10T09:30:00.250Z", timeZone: TestCalendars.zone("UTC"))
        #expect(parsed.timeIntervalSince(instant("2026-04-10T09:30:00Z")) == 0.25)
    }

    @Test(
        "a bad --now names itself",
        arguments: [
            "tomorrow", "2026-04-10T25:00Z", "2026-04-10T09:30:00+25:00", "2026-02-30", "2026-04-10T9:30Z",
            "2026-04-10T09:30:60Z", "2026-04-10T", "2026-04-10T09:30:00+2", "", "now",
        ])
    func badInstant(text: String) {
        #expect(
            usageMessage { () throws(UsageError) in try ValueParser.instant(text, timeZone: TestCalendars.zone("UTC")) }
                == "kado: --now '\(text)': must be an ISO 8601 date and time such as 2026-04-10T09:30:00Z")
    }

    @Test(
        "--now outside the days from 1900-01-01 to 2199-12-31 is refused",
        arguments: [
            "0001-01-01T00:00:00Z", "1581-12-31", "1800-06-01T12:00", "1899-12-30T23:59:59Z", "1899-12-29",
            "2200-01-03T00:00:00Z", "2200-01-02T23:00:00-02:00", "9999-12-31T23:59:59Z", "9999-12-31",
        ])
    func unsupportedInstant(text: String) {
        for zone in ["UTC", "Pacific/Kiritimati", "Etc/GMT+12"] {
            let message = usageMessage { () throws(UsageError) in
                try ValueParser.instant(text, argument: "KADO_NOW", timeZone: TestCalendars.zone(zone))
            }
            #expect(
                message
                    == "kado: KADO_NOW '\(text)': must be an instant within the days from 1900-01-01 to 2199-12-31 "
                    + "(1899-12-31T00:00:00Z to 2200-01-02T23:59:59Z)", "\(zone)")
        }
    }

    @Test(
        "--now on the supported range's first and last days is read",
        arguments: [
            ("1900-01-01T00:00:00+14:00", "1899-12-31T10:00:00Z"), ("1899-12-31T00:00:00Z", "1899-12-31T00:00:00Z"),
            ("2199-12-31T23:59:59-12:00", "2200-01-01T11:59:59Z"), ("2200-01-02T23:59:59Z", "2200-01-02T23:59:59Z"),
            ("1970-01-01T00:00:00Z", "1970-01-01T00:00:00Z"), ("2000-02-29T12:00:00Z", "2000-02-29T12:00:00Z"),
        ])
    func supportedInstant(text: String, expected: String) throws {
        #expect(try ValueParser.instant(text, timeZone: TestCalendars.zone("UTC")) == instant(expected))
    }
}
