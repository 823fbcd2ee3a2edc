import Foundation
import KadoCore
import KadoSQLite

/// Noon of a day in a time zone, remembered per day: the instant the reader stamps on what it
/// imports for that day.
struct NoonInstants {
    let timeZone: TimeZone
    /// The zone's constant offset, for UTC and GMT, which need no look-up.
    let fixedOffset: Int?
    private var cache: [Int: Date] = [:]

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
        let utc = ["UTC", "GMT", "Etc/UTC", "Etc/GMT", "GMT+0000", "Z"]
        fixedOffset = utc.contains(timeZone.identifier) ? 0 : nil
    }

    /// 12:00 on `day`'s wall clock in the zone (noon always exists: no zone changes its clocks
    /// then).
    mutating func noon(of day: LogicalDay) -> Date {
        if let cached = cache[day.dayNumber] { return cached }
        let utcNoon = Double(day.dayNumber) * 86_400 + 43_200
        let result: Date
        if let fixedOffset {
            result = Date(timeIntervalSince1970: utcNoon - Double(fixedOffset))
        } else {
            let guess = utcNoon - Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: utcNoon)))
            let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: guess))
            result = Date(timeIntervalSince1970: utcNoon - Double(offset))
        }
        cache[day.dayNumber] = result
        return result
    }
}
