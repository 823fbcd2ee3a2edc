import Foundation
import KadoCore

/// The records that hold a day's value of a counter, timer or at-most habit, with ids derived
/// from the habit and the day, so that sync merges what each device meant (docs/sync.md, "Set and
/// add"):
///
/// - the day's *total* record, one per habit and day: a total that is set (`kado log HABIT 5`) is
///   written there by every device, so the latest setting wins (5 and 6 set on two devices end at
///   5 or 6, never 11);
/// - each device's *increase* record, one per habit, day and device: an increase
///   (`kado log HABIT +1`) goes there — or into the total record when this device wrote it last —
///   so that increases made on two devices add up.
///
/// On one device a day keeps one record.
enum DayTotalRecord {
    /// The id of `habitID`'s total record on `day`.
    static func id(habit habitID: UUID, day: LogicalDay) -> UUID {
        derivedID("kado.day-total/\(habitID.uuidString)/\(day.dayNumber)")
    }

    /// The id of `device`'s increase record of `habitID` on `day`.
    static func id(habit habitID: UUID, day: LogicalDay, device: String) -> UUID {
        derivedID("kado.day-increase/\(habitID.uuidString)/\(day.dayNumber)/\(device)")
    }

    /// A name-based UUID (version 8, RFC 9562) from the SHA-256 of `name`.
    private static func derivedID(_ name: String) -> UUID {
        var bytes = Array(SHA256.digest(Array(name.utf8)).prefix(16))
        bytes[6] = (bytes[6] & 0x0F) | 0x80
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &value) { output in
            for index in 0..<16 { output[index] = bytes[index] }
        }
        return UUID(uuid: value)
    }
}
