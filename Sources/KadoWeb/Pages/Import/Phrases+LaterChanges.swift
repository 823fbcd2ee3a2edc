import Foundation
import KadoApp
import KadoCore

/// The words of the import review about what changed here after the file was written: kept by
/// default, reverted by a replace, and the devices that reaches.
extension Phrase {
    /// `2 check-ins, 1 note and 1 habit`: what changed here after the file; `nil` when nothing.
    static func laterChanges(_ later: ImportSummary.LaterChanges) -> Phrase? {
        counted([
            (later.checkIns, { Phrase("common.count.checkIn", count: $0) }),
            (later.notes, { Phrase("common.count.note", count: $0) }),
            (later.skips, { Phrase("web.count.skip", count: $0) }),
            (later.habits, { Phrase("common.count.habit", count: $0) }),
            (later.settings, { Phrase("common.count.setting", count: $0) }),
        ])
    }

    /// `1 habit and 3 records`: the file's rows deleted here after it; `nil` when none.
    static func laterDeletions(_ later: ImportSummary.LaterChanges) -> Phrase? {
        counted([
            (later.deletedHabits, { Phrase("common.count.habit", count: $0) }),
            (later.deletedRecords, { Phrase("common.count.record", count: $0) }),
            (later.deletedSkips, { Phrase("web.count.skip", count: $0) }),
        ])
    }

    /// The counts that are not zero, each in its plural entry, as a list; `nil` when all are.
    private static func counted(_ items: [(count: Int, phrase: (Int) -> Phrase)]) -> Phrase? {
        let shown = items.filter { $0.count > 0 }
        guard !shown.isEmpty else { return nil }
        return all(shown.map { $0.phrase($0.count) })
    }

    static let laterTitle = Phrase("web.laterChanges.laterTitle")

    /// A merge keeps them.
    static func laterKept(_ what: Phrase, writtenAt: String?) -> Phrase {
        guard let writtenAt else { return Phrase("web.laterChanges.laterKept", ["what": what.argument]) }
        return Phrase("web.laterChanges.laterKept.writtenAt", ["writtenAt": writtenAt, "what": what.argument])
    }

    /// A merge leaves them deleted.
    static func laterDeletionsKept(_ what: Phrase) -> Phrase {
        Phrase("web.laterChanges.laterDeletionsKept", ["what": what.argument])
    }

    /// A replace reverts them, on the devices `reach` says.
    static func laterReverted(_ what: Phrase, reach: Phrase) -> Phrase {
        Phrase("web.laterChanges.laterReverted", ["reach": reach.argument, "what": what.argument])
    }

    /// A replace brings them back.
    static func laterDeletionsUndone(_ what: Phrase) -> Phrase {
        Phrase("web.laterChanges.laterDeletionsUndone", ["what": what.argument])
    }

    static let reachesThisDeviceOnly = Phrase("common.laterChanges.reachesThisDeviceOnly")

    /// Every device of the sync group; `count` others, last seen at `lastSeen`.
    static func reachesEveryDevice(_ count: Int, lastSeen: [String]) -> Phrase {
        guard count > 0 else {
            return Phrase("web.laterChanges.reachesEveryDevice")
        }
        guard !lastSeen.isEmpty else { return Phrase("web.laterChanges.reachesEveryDevice.others", count: count) }
        return Phrase(
            "web.laterChanges.reachesEveryDevice.seen", count: count, ["seen": lastSeen.joined(separator: ", ")])
    }

    /// Where a change reaches.
    static func reach(_ reach: SyncReach, timeZone: TimeZone) -> Phrase {
        guard reach.isSyncing else { return reachesThisDeviceOnly }
        let seen = reach.otherDevices.compactMap(\.lastSeen).map { minuteText($0, in: timeZone) }
        return reachesEveryDevice(reach.otherDevices.count, lastSeen: seen)
    }

    /// `2026-12-04 08:00` in `timeZone`.
    static func minuteText(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { (value ?? 0) < 10 ? "0\(value ?? 0)" : "\(value ?? 0)" }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
    }

    static let replaceWithFile = Phrase("web.laterChanges.replaceWithFile")
    static let keepLaterChanges = Phrase("web.laterChanges.keepLaterChanges")
    static let confirmReplace = Phrase("web.laterChanges.confirmReplace")
    static let importModeChanged = Phrase("web.laterChanges.importModeChanged")
}
