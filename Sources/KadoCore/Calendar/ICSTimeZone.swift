import Foundation

/// A `VTIMEZONE` for one time zone over the span a calendar document covers (RFC 5545 §3.6.5),
/// made from Foundation's own transitions of that zone rather than hard-coded rules: one
/// observance for the offset in force when the span starts, then one per transition inside it,
/// each `DAYLIGHT` or `STANDARD` as the zone says, with the offsets before and after.
///
/// Observances with a single `DTSTART` and no `RRULE`: a span of at most a year and a week holds
/// a handful of transitions, and listing each one is exactly what the zone does, including a
/// change of its standard offset that no yearly rule describes.
public struct ICSTimeZone: Hashable, Sendable {
    /// One onset of an offset.
    public struct Observance: Hashable, Sendable {
        /// The instant the offset takes effect.
        public let onset: Date
        /// The offset from UTC before it, in seconds.
        public let offsetFrom: Int
        /// The offset from UTC from it on, in seconds.
        public let offsetTo: Int
        /// Whether the zone calls the new offset daylight-saving time.
        public let isDaylight: Bool
    }

    /// The zone's identifier, the `TZID` events name (`Europe/Paris`).
    public let identifier: String
    /// The offset at the span's start, then every transition within it, in order.
    public let observances: [Observance]

    /// The most transitions looked for: no zone changes its clocks that often in a year.
    static let transitionLimit = 64

    /// The rules of `timeZone` from `start` through `end`.
    public init(timeZone: TimeZone, from start: Date, through end: Date) {
        identifier = timeZone.identifier
        let opening = timeZone.secondsFromGMT(for: start)
        var observances = [
            Observance(
                onset: start, offsetFrom: opening, offsetTo: opening,
                isDaylight: timeZone.isDaylightSavingTime(for: start))
        ]
        var cursor = start
        while observances.count <= Self.transitionLimit,
            let transition = timeZone.nextDaylightSavingTimeTransition(after: cursor), transition > cursor,
            transition <= end
        {
            observances.append(
                Observance(
                    onset: transition, offsetFrom: timeZone.secondsFromGMT(for: transition.addingTimeInterval(-1)),
                    offsetTo: timeZone.secondsFromGMT(for: transition),
                    isDaylight: timeZone.isDaylightSavingTime(for: transition)))
            cursor = transition
        }
        self.observances = observances
    }

    /// The component's content lines, unfolded and without line ends: each observance's
    /// `DTSTART` is the onset's local time under the offset before it, as the RFC asks.
    public var lines: [String] {
        var lines = ["BEGIN:VTIMEZONE", "TZID:" + ICSText.escaped(identifier)]
        for observance in observances {
            let kind = observance.isDaylight ? "DAYLIGHT" : "STANDARD"
            lines += [
                "BEGIN:" + kind,
                "DTSTART:" + ICSDateTime.local(observance.onset, offset: observance.offsetFrom),
                "TZOFFSETFROM:" + Self.offsetText(observance.offsetFrom),
                "TZOFFSETTO:" + Self.offsetText(observance.offsetTo),
                "END:" + kind,
            ]
        }
        lines.append("END:VTIMEZONE")
        return lines
    }

    /// `+0100`, `-0500`, or `+053328` when the offset has seconds.
    static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        let hours = magnitude / 3600
        let minutes = magnitude % 3600 / 60
        let rest = magnitude % 60
        return sign + ICSDateTime.padded(hours) + ICSDateTime.padded(minutes)
            + (rest == 0 ? "" : ICSDateTime.padded(rest))
    }
}
