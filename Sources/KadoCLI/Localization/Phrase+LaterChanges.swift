import Foundation
import KadoApp
import KadoCore

/// The words of restores and imports about what changed here after the file was written: kept
/// by default, reverted by `--replace`, and the devices that reaches.
extension Phrase {
    /// The title of a restore that keeps later changes (the default), with the backup's time.
    static func restoreMergeTitle(_ file: String, writtenAt: String?) -> Phrase {
        let when = writtenAt.map { " (\($0))" } ?? ""
        return Phrase("cli.laterChanges.when", ["file": file, "when": when])
    }

    /// The summary's line of rows changed here after the file (every row here that differs, when
    /// the file says no time), kept as they are.
    static func laterKept(_ what: String, writtenAt: String?) -> Phrase {
        guard let writtenAt else {
            return Phrase("cli.laterChanges.writtenAt", ["what": what])
        }
        return Phrase("cli.laterChanges.writtenAt.2", ["what": what, "writtenAt": writtenAt])
    }

    /// The summary's line of the file's rows deleted here after it, which stay deleted.
    static func laterDeletionsKept(_ what: String) -> Phrase {
        Phrase("cli.laterChanges.laterDeletionsKept", ["what": what])
    }

    /// The summary's line of rows changed here after the file (every row here that differs, when
    /// the file says no time), given the file's values back.
    static func laterReverted(_ what: String, fileSaysTime: Bool) -> Phrase {
        guard fileSaysTime else {
            return Phrase("cli.laterChanges.laterReverted", ["what": what])
        }
        return Phrase("cli.laterChanges.laterReverted.2", ["what": what])
    }

    /// The summary's line of the file's rows deleted here after it, brought back.
    static func laterDeletionsUndone(_ what: String) -> Phrase {
        Phrase("cli.laterChanges.laterDeletionsUndone", ["what": what])
    }

    /// After a merge that kept later changes: how to give them the file's values instead.
    static let replaceHint = Phrase("cli.laterChanges.replaceHint")

    /// What a replace deletes or reverts (`what`), and where (`reach`).
    static func replaceLoses(_ what: String, reach: String, isRestore: Bool, fileSaysTime: Bool = true) -> Phrase {
        if !fileSaysTime {
            return Phrase("cli.laterChanges.replaceLoses", ["what": what, "reach": reach])
        }
        if isRestore {
            return Phrase("cli.laterChanges.replaceLoses.2", ["what": what, "reach": reach])
        }
        return Phrase("cli.laterChanges.replaceLoses.3", ["what": what, "reach": reach])
    }

    /// A replace that deletes and reverts nothing made later.
    static func replaceLosesNothing(reach: String) -> Phrase {
        Phrase("cli.laterChanges.replaceLosesNothing", ["reach": reach])
    }

    /// Where a change reaches when sync is not set up.
    static let reachesThisDeviceOnly = Phrase("common.laterChanges.reachesThisDeviceOnly")

    /// Where a change reaches when sync is set up: `others` says the other devices.
    static func reachesEveryDevice(_ others: String) -> Phrase {
        Phrase("cli.laterChanges.reachesEveryDevice", ["others": others])
    }

    /// No other device has synced yet.
    static let noOtherDeviceSeen = Phrase("cli.laterChanges.noOtherDeviceSeen")

    /// `2 others, last seen 2026-12-04 09:12 and 2026-12-03 18:40`.
    static func otherDevices(_ count: Int, lastSeen: String?) -> Phrase {
        lastSeen.map { Phrase("cli.laterChanges.otherDevices.lastSeen", count: count, ["lastSeen": $0]) }
            ?? Phrase("cli.laterChanges.otherDevices", count: count)
    }

    /// A restore that keeps later changes finds nothing to bring back.
    static let nothingToRestoreMerge = Phrase("cli.laterChanges.nothingToRestoreMerge")

    /// The question before an import with `--replace`.
    static let replaceImportQuestion = Phrase("cli.laterChanges.replaceImportQuestion")

    /// The person said no.
    static let importCancelled = Phrase("cli.laterChanges.importCancelled")

    /// Without a terminal and without --yes.
    static let replaceImportNeedsConfirmation = Phrase("cli.laterChanges.replaceImportNeedsConfirmation")
}

extension Localizer {
    /// `2 check-ins, 1 note and 1 habit`: the rows that changed here after a file, `nil` when none.
    func laterChanges(_ later: ImportSummary.LaterChanges) -> String? {
        let items = [
            (later.checkIns, Noun.checkIn), (later.notes, .note), (later.skips, .skip), (later.habits, .habit),
            (later.settings, .setting),
        ].filter { $0.0 > 0 }.map { count($0.0, $0.1) }
        return items.isEmpty ? nil : list(items)
    }

    /// `1 habit and 3 records`: the file's rows deleted here after it, `nil` when none.
    func laterDeletions(_ later: ImportSummary.LaterChanges) -> String? {
        let items = [(later.deletedHabits, Noun.habit), (later.deletedRecords, .record), (later.deletedSkips, .skip)]
            .filter { $0.0 > 0 }.map { count($0.0, $0.1) }
        return items.isEmpty ? nil : list(items)
    }

    /// Where a change reaches: this device only, or every device of the sync group, the other
    /// devices counted with when they were last seen, in `timeZone`.
    func reach(_ reach: SyncReach, timeZone: TimeZone) -> String {
        guard reach.isSyncing else { return self(.reachesThisDeviceOnly) }
        guard !reach.otherDevices.isEmpty else { return self(.reachesEveryDevice(self(.noOtherDeviceSeen))) }
        let seen = reach.otherDevices.compactMap(\.lastSeen).map { SyncCommand.time($0, in: timeZone) }
        let others = self(.otherDevices(reach.otherDevices.count, lastSeen: seen.isEmpty ? nil : list(seen)))
        return self(.reachesEveryDevice(others))
    }
}
