import Foundation
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoApp

/// The calendar feed through the tracker: the active habits' events read fresh from a real store
/// (a check-in made a moment ago is marked), reminders as alarms, the window's bounds refused, and
/// the feed's token — made, checked, replaced, revoked, never kept in clear.
@Suite("The calendar feed: the use cases")
struct CalendarFeedUseCaseTests {
    let folder: TemporaryFolder
    let clock = TestClock(instant("2026-03-25T10:00:00Z"))
    let tracker: Tracker

    init() throws {
        folder = try TemporaryFolder(prefix: "kado-feed")
        tracker = try TrackerBuilder().timeZone("Europe/Paris").clock(clock).open(in: folder)
    }

    @Test("the document holds the active habits' due days, done ones marked, and alarms across the spring change")
    func document() throws {
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let run = try tracker.habits.createHabit(HabitDraft(name: "Run", frequency: .specificDays([.monday])))
        let old = try tracker.habits.createHabit(HabitDraft(name: "Old"))
        try tracker.reminders.setReminders(of: run, to: [try ReminderTime(parsing: "08:00")])
        _ = try tracker.habits.archive(old)
        try tracker.checkIns.checkIn(.done, habit: .id(read.id))
        let document = try tracker.calendarFeed.document(days: 10)
        let text = document.text
        #expect(text.contains("X-WR-CALNAME:Kadō habits\r\n"))
        #expect(!text.contains("Old"))
        // Read: today done (✓), then every day to 3 April.
        #expect(text.contains("SUMMARY:✓ Read\r\n"))
        #expect(text.components(separatedBy: "SUMMARY:Read\r\n").count - 1 == 9)
        // Run on Monday 30 March at 08:00 Paris, summer time: 06:00 UTC.
        #expect(text.contains("DTSTART;TZID=Europe/Paris:20260330T080000\r\n"))
        #expect(text.contains("TRIGGER;VALUE=DATE-TIME:20260330T060000Z\r\n"))
        #expect(text.contains("UID:\(run.id.uuidString.lowercased())-20260330@kado\r\n"))
        #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:Europe/Paris\r\n"))
        // Undone a moment later: the next document says so.
        try tracker.checkIns.checkIn(.undo, habit: .id(read.id))
        #expect(!(try tracker.calendarFeed.document(days: 10).text.contains("✓")))
    }

    @Test("the window is 1 to 366 days; the name follows the language", arguments: [0, 367, -1])
    func bounds(days: Int) throws {
        #expect(throws: AppError.self) { try tracker.calendarFeed.document(days: days) }
        #expect(try tracker.calendarFeed.events(days: 366).events.isEmpty)
        try tracker.preferences.setLanguage(.french)
        #expect(try tracker.calendarFeed.document(days: 1).text.contains("X-WR-CALNAME:Habitudes Kadō\r\n"))
    }

    @Test("the feed's token: shown once, kept as its digest, replaced by the next, refused once revoked")
    func token() throws {
        #expect(try tracker.calendarFeed.feedTokenMadeAt() == nil)
        #expect(try !tracker.calendarFeed.isFeedToken(String(repeating: "0", count: 64)))
        let first = try tracker.calendarFeed.makeFeedToken()
        #expect(first.count == 64 && first.allSatisfy(\.isHexDigit))
        #expect(try tracker.calendarFeed.isFeedToken(first))
        #expect(try tracker.calendarFeed.feedTokenMadeAt() == clock.now)
        #expect(try !tracker.calendarFeed.isFeedToken(String(first.dropLast()) + (first.last == "0" ? "1" : "0")))
        // The token is not in the database file, only its digest.
        let file = try Data(contentsOf: URL(fileURLWithPath: tracker.databasePath))
        #expect(file.range(of: Data(first.utf8)) == nil)
        let second = try tracker.calendarFeed.makeFeedToken()
        #expect(second != first)
        #expect(try !tracker.calendarFeed.isFeedToken(first))
        #expect(try tracker.calendarFeed.isFeedToken(second))
        // The feed's token is no device's credential.
        #expect(try !tracker.devices.isScriptToken(second, address: "127.0.0.1"))
        #expect(try tracker.devices.devices().isEmpty)
        #expect(try tracker.calendarFeed.revokeFeedToken())
        #expect(try !tracker.calendarFeed.isFeedToken(second))
        #expect(try !tracker.calendarFeed.revokeFeedToken())
    }
}
