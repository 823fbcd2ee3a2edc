import Foundation
import KadoCore

/// The record that holds a day's total once it was *set* (`kado log HABIT 5`): one per habit and
/// day, whose id is derived from the two, so that every device setting the same day writes the same
/// row and sync keeps the latest setting (two devices setting 5 and 6 end at 5 or 6, never 11).
/// An *add* (`kado log HABIT +1`) is a record of its own, so two devices each adding a glass keep
/// both (docs/sync.md, "Set and add").
enum DayTotalRecord {
    /// The id of `habitID`'s day-total record on `day`: a name-based UUID (version 8, RFC 9562)
    /// from the SHA-256 of the habit's id and the day.
    static func id(habit habitID: UUID, day: LogicalDay) -> UUID {
        let name = "kado.day-total/\(habitID.uuidString)/\(day.dayNumber)"
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
