import Foundation

/// The calendar feed as an iCalendar document (RFC 5545): a `VCALENDAR` published to be
/// subscribed to, one `VEVENT` per ``CalendarFeedEvent``, and a generated `VTIMEZONE` for the
/// person's zone when an event has a time.
///
/// The decisions (docs/architecture.md, "The habits in the calendar"):
/// - **Events, not to-dos.** Calendars show a `VEVENT`; Google's and Apple's subscriptions show
///   no `VTODO`. A habit without reminders is an all-day event (`DTSTART;VALUE=DATE`), one with
///   reminders an event at its first reminder's wall-clock time (`DTSTART;TZID=…`, the zone's
///   `VTIMEZONE` made from Foundation's transitions), with no end (it ends as it starts, §3.6.1).
///   Every event is `TRANSP:TRANSPARENT`: a habit does not make anyone busy.
/// - **Alarms at absolute instants in UTC** (`TRIGGER;VALUE=DATE-TIME:…Z`), the instants the
///   reminder service rings at (``ReminderSchedule/instant(of:on:boundary:)``): no reader's idea
///   of the zone, and no duration counted across a daylight-saving change, can move them.
/// - **Done** is `STATUS:CONFIRMED` and a "✓ " before the name; nothing else of a day's records,
///   and nothing of its notes or the habit's description, goes in.
/// - **Stable UIDs** (``CalendarFeedEvent/uid``), and no `SEQUENCE`: a subscription replaces
///   events by UID at each refresh; sequence numbers are for scheduling messages.
public struct CalendarFeedDocument: Sendable {
    /// The document, folded, with CRLF line ends.
    public let text: String
    /// The SHA-256 (hex) of everything but the `DTSTAMP` lines: equal for two documents that
    /// differ only in when they were made (what a weak `ETag` is made of).
    public let contentDigest: String

    /// `events` as a calendar named `name`, made at `stamp`, with times in `timeZone`.
    /// - Complexity: O(n) in the events and their alarms.
    public init(events: [CalendarFeedEvent], name: String, timeZone: TimeZone, stamp: Date) {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Kado for Swift//Kado//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "X-WR-CALNAME:" + ICSText.escaped(name),
            // Hints at how often to fetch again (RFC 7986, and the property Apple and Microsoft read).
            "REFRESH-INTERVAL;VALUE=DURATION:PT1H", "X-PUBLISHED-TTL:PT1H",
        ]
        let starts = events.compactMap(\.start)
        let zoneID = ICSText.escaped(timeZone.identifier)
        if let first = starts.min(), let last = starts.max() {
            lines += ICSTimeZone(timeZone: timeZone, from: first, through: last).lines
        }
        let dtstamp = "DTSTAMP:" + ICSDateTime.utc(stamp)
        for event in events {
            lines += ["BEGIN:VEVENT", "UID:" + event.uid, dtstamp]
            if let start = event.start {
                lines.append(
                    "DTSTART;TZID=\(zoneID):" + ICSDateTime.local(start, offset: timeZone.secondsFromGMT(for: start)))
            } else {
                lines += [
                    "DTSTART;VALUE=DATE:" + ICSDateTime.date(event.day),
                    "DTEND;VALUE=DATE:" + ICSDateTime.date(event.day.adding(days: 1)),
                ]
            }
            lines.append("SUMMARY:" + ICSText.escaped((event.isDone ? "✓ " : "") + event.name))
            if event.isDone { lines.append("STATUS:CONFIRMED") }
            lines.append("TRANSP:TRANSPARENT")
            for alarm in event.alarms {
                lines += [
                    "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + ICSText.escaped(event.name),
                    "TRIGGER;VALUE=DATE-TIME:" + ICSDateTime.utc(alarm), "END:VALARM",
                ]
            }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        var text = ""
        var content = ""
        for line in lines {
            let folded = ICSText.folded(line)
            text += folded
            if !line.hasPrefix("DTSTAMP:") { content += folded }
        }
        self.text = text
        contentDigest = SHA256.hex(content)
    }
}
