import Foundation
import KadoCore
import Testing

/// Reminder times as people type them, and the reminder's own rules.
@Suite("Reminder times")
struct ReminderTimeTests {
    static let valid: [(String, Int, Int, String)] = [
        ("08:00", 8, 0, "08:00"), ("8:05", 8, 5, "08:05"), ("00:00", 0, 0, "00:00"), ("23:59", 23, 59, "23:59"),
        ("18:30", 18, 30, "18:30"),
    ]

    @Test("HH:MM and H:MM from 00:00 to 23:59 are read", arguments: valid)
    func readsTimes(text: String, hour: Int, minute: Int, shown: String) throws {
        let time = try ReminderTime(parsing: text)
        #expect(time.hour == hour && time.minute == minute)
        #expect(time.description == shown)
        #expect(try ReminderTime(hour: hour, minute: minute) == time)
    }

    static let invalid: [(String, ValidationError.Rule)] = [
        ("25:00", .notAnHour), ("24:00", .notAnHour), ("-1:00", .notAnHour), ("8h", .notAnHour), ("", .notAnHour),
        ("123:00", .notAnHour), ("１２:00", .notAnHour), ("12:00:00", .notAnHour), (":30", .notAnHour),
        ("12:60", .notAMinute), ("12:5", .notAMinute), ("12:", .notAMinute), ("12:5a", .notAMinute),
        ("12:+5", .notAMinute),
    ]

    @Test("anything else is refused with the field, the value as typed and the rule", arguments: invalid)
    func refusesOthers(text: String, rule: ValidationError.Rule) {
        #expect(throws: ValidationError(field: "reminders[1]", value: text, rule: rule)) {
            try ReminderTime(parsing: text, field: "reminders[1]")
        }
    }

    @Test("hours and minutes out of range are refused by value", arguments: [(24, 0), (-1, 0), (12, 60), (12, -1)])
    func refusesNumbers(hour: Int, minute: Int) {
        #expect(throws: ValidationError.self) { try ReminderTime(hour: hour, minute: minute) }
    }

    @Test("earlier on the clock sorts first")
    func ordering() throws {
        let times = try ["18:30", "07:05", "23:59", "00:00"].map { try ReminderTime(parsing: $0) }
        #expect(times.sorted().map(\.description) == ["00:00", "07:05", "18:30", "23:59"])
    }

    @Test("a new reminder is only for a day not done yet, with a 10-minute snooze; snooze 1…1440")
    func reminderDefaultsAndRules() throws {
        let reminder = Reminder(habitID: UUID(), time: try ReminderTime(parsing: "07:00"))
        #expect(reminder.onlyIfNotDone && reminder.snoozeMinutes == 10 && reminder.validationErrors.isEmpty)
        for (minutes, valid) in [(1, true), (1440, true), (0, false), (1441, false)] {
            var changed = reminder
            changed.snoozeMinutes = minutes
            #expect(changed.validationErrors.isEmpty == valid, "\(minutes)")
            if !valid { #expect(changed.validationErrors.first?.field == "snoozeMinutes") }
        }
    }
}
