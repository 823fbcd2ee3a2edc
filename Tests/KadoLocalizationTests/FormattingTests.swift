import Foundation
import Testing

@testable import KadoLocalization

/// Numbers, names, dates and times from Foundation's locale data on this system, pinned, and
/// checked against CLDR's facts: French groups with a narrow no-break space, German with a dot,
/// Spanish only from five digits (minimumGroupingDigits 2); French, German and Spanish write a
/// decimal comma and a space before `%`; English alone writes 12-hour times.
@Suite struct FormattingTests {
    @Test(arguments: [
        (Language.english, 1_234, "1,234"), (.english, -1_234_567, "-1,234,567"), (.french, 1_234, "1\u{202F}234"),
        (.french, 7, "7"), (.german, 1_234, "1.234"), (.german, 1_000_000, "1.000.000"), (.spanish, 1_234, "1234"),
        (.spanish, 12_345, "12.345"), (.pseudo, 1_234, "1,234"),
    ])
    func numbers(language: Language, value: Int, text: String) {
        #expect(Localizer(language).number(value) == text)
    }

    @Test(arguments: [
        (Language.english, 3.5, 1, "3.5"), (.french, 3.5, 1, "3,5"), (.german, 3.5, 1, "3,5"),
        (.spanish, 3.5, 1, "3,5"),
        (.french, 3.456, 2, "3,46"), (.german, 1_234.5, 2, "1.234,50"), (.english, 2, 0, "2"), (.english, 2.5, -3, "2"),
        (.spanish, 1_234.5, 1, "1234,5"),
    ])
    func decimals(language: Language, value: Double, digits: Int, text: String) {
        #expect(Localizer(language).decimal(value, fractionDigits: digits) == text)
    }

    @Test func decimalsThatAreNotFiniteDoNotCrash() {
        for language in Language.allCases {
            #expect(!Localizer(language).decimal(.nan, fractionDigits: 2).isEmpty)
            #expect(!Localizer(language).decimal(.infinity, fractionDigits: 99).isEmpty)
        }
    }

    @Test func percentages() {
        #expect(Localizer(.english).percent(42) == "42%")
        #expect(Localizer(.french).percent(42) == "42\u{00A0}%")
        #expect(Localizer(.french, frenchSpacing: .narrow).percent(42) == "42\u{202F}%")
        #expect(Localizer(.german).percent(42) == "42\u{00A0}%")
        #expect(Localizer(.spanish).percent(42) == "42\u{00A0}%")
        #expect(Localizer(.french).percent(1_000) == "1\u{202F}000\u{00A0}%")
    }

    @Test func weekdayAndMonthNames() {
        #expect((1...7).map { Localizer(.english).weekdayName($0) }.first == "Sunday")
        #expect(Localizer(.french).weekdayName(2) == "lundi")
        #expect(Localizer(.german).weekdayName(2) == "Montag")
        #expect(Localizer(.spanish).weekdayName(2) == "lunes")
        #expect(Localizer(.french).weekdayName(2, style: .abbreviated) == "lun.")
        #expect(Localizer(.german).weekdayName(2, style: .abbreviated) == "Mo")
        #expect(Localizer(.french).weekdayName(2, style: .narrow) == "L")
        #expect(Localizer(.english).weekdayName(9) == "Monday")
        #expect(Localizer(.english).weekdayName(0) == "Saturday")
        #expect(Localizer(.french).monthName(4) == "avril")
        #expect(Localizer(.german).monthName(3) == "März")
        #expect(Localizer(.spanish).monthName(4) == "abril")
        #expect(Localizer(.english).monthName(4, style: .abbreviated) == "Apr")
        #expect(Localizer(.french).monthName(6, style: .abbreviated) == "juin")
        #expect(Localizer(.spanish).monthName(13) == "enero")
        #expect(Localizer(.german).monthName(-1) == "November")
    }

    /// 2026-05-10 23:30 UTC, which is already 11 May in Paris; 1 May for French's "1er".
    @Test func dates() throws {
        let date = Date(timeIntervalSince1970: 1_778_455_800)
        let utc = try #require(TimeZone(identifier: "UTC"))
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        #expect(Localizer(.english).date(date, in: utc, style: .long) == "Sunday, May 10")
        #expect(Localizer(.english).date(date, in: paris, style: .long) == "Monday, May 11")
        #expect(Localizer(.english).date(date, in: utc, style: .medium) == "May 10, 2026")
        #expect(Localizer(.english).date(date, in: utc, style: .short) == "5/10/2026")
        #expect(Localizer(.french).date(date, in: utc, style: .long) == "dimanche 10 mai")
        #expect(Localizer(.french).date(date, in: utc, style: .medium) == "10 mai 2026")
        #expect(Localizer(.french).date(date, in: utc, style: .short) == "10/05/2026")
        #expect(Localizer(.german).date(date, in: utc, style: .long) == "Sonntag, 10. Mai")
        #expect(Localizer(.german).date(date, in: utc, style: .medium) == "10. Mai 2026")
        #expect(Localizer(.german).date(date, in: utc, style: .short) == "10.5.2026")
        #expect(Localizer(.spanish).date(date, in: utc, style: .long) == "domingo, 10 de mayo")
        #expect(Localizer(.spanish).date(date, in: utc, style: .medium) == "10 may 2026")
        #expect(Localizer(.spanish).date(date, in: utc, style: .short) == "10/5/2026")
        let first = Date(timeIntervalSince1970: 1_777_629_600)  // 2026-05-01 10:00 UTC, a Friday
        #expect(Localizer(.french).date(first, in: utc, style: .long) == "vendredi 1er mai")
        #expect(Localizer(.french).date(first, in: utc, style: .medium) == "1er mai 2026")
        #expect(Localizer(.french).date(first, in: utc, style: .short) == "01/05/2026")
        #expect(Localizer(.german).date(first, in: utc, style: .long) == "Freitag, 1. Mai")
    }

    @Test func ordinalFirstTouchesTheDayFieldOnly() {
        #expect(Localizer.ordinalFirst("EEEE d MMMM") == "EEEE d'er' MMMM")
        #expect(Localizer.ordinalFirst("dd/MM/y") == "dd/MM/y")
        #expect(Localizer.ordinalFirst("d 'de' MMMM") == "d'er' 'de' MMMM")
    }

    @Test func times() {
        #expect(Localizer(.english).time(hour: 13, minute: 45) == "1:45\u{202F}PM")
        #expect(Localizer(.english).time(hour: 0, minute: 5) == "12:05\u{202F}AM")
        #expect(Localizer(.french).time(hour: 9, minute: 5) == "09:05")
        #expect(Localizer(.german).time(hour: 13, minute: 45) == "13:45")
        #expect(Localizer(.spanish).time(hour: 9, minute: 5) == "9:05")
        #expect(Localizer(.french).time(hour: 25, minute: -1) == "01:59")
    }
}
