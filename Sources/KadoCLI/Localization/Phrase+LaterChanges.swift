import Foundation
import KadoApp
import KadoCore

/// The words of restores and imports about what changed here after the file was written: kept
/// by default, reverted by `--replace`, and the devices that reaches.
extension Phrase {
    /// The title of a restore that keeps later changes (the default), with the backup's time.
    static func restoreMergeTitle(_ file: String, writtenAt: String?) -> Phrase {
        let when = writtenAt.map { " (\($0))" } ?? ""
        return Phrase(
            "Restoring \(file) brings back what the database lacks and keeps everything changed after the backup "
                + "was written\(when):",
            "Restaurer \(file) ramène ce qui manque à la base et garde tout ce qui a changé après l’écriture de la "
                + "sauvegarde\(when)\(space):")
    }

    /// The summary's line of rows changed here after the file (every row here that differs, when
    /// the file says no time), kept as they are.
    static func laterKept(_ what: String, writtenAt: String?) -> Phrase {
        guard let writtenAt else {
            return Phrase(
                "  kept newer   \(what) already here, unchanged (the file says no time)",
                "  gardés       déjà ici, inchangés (le fichier ne dit pas d’heure)\(space): \(what)")
        }
        return Phrase(
            "  kept newer   \(what) changed here after the file (\(writtenAt))",
            "  gardés       changements d’ici postérieurs au fichier (\(writtenAt))\(space): \(what)")
    }

    /// The summary's line of the file's rows deleted here after it, which stay deleted.
    static func laterDeletionsKept(_ what: String) -> Phrase {
        Phrase(
            "  stay deleted \(what) deleted here after the file",
            "  supprimés    ici après le fichier, le restent\(space): \(what)")
    }

    /// The summary's line of rows changed here after the file (every row here that differs, when
    /// the file says no time), given the file's values back.
    static func laterReverted(_ what: String, fileSaysTime: Bool) -> Phrase {
        guard fileSaysTime else {
            return Phrase(
                "  reverted     \(what) already here, wherever different (the file says no time)",
                "  défaits      déjà ici, partout où ils diffèrent (le fichier ne dit pas d’heure)\(space): \(what)")
        }
        return Phrase(
            "  reverted     \(what) changed here after the file",
            "  défaits      changements d’ici postérieurs au fichier\(space): \(what)")
    }

    /// The summary's line of the file's rows deleted here after it, brought back.
    static func laterDeletionsUndone(_ what: String) -> Phrase {
        Phrase(
            "  brought back \(what) deleted here after the file",
            "  ramenés      supprimés ici après le fichier\(space): \(what)")
    }

    /// After a merge that kept later changes: how to give them the file's values instead.
    static let replaceHint = Phrase(
        "  --replace gives them the file's values instead, on every device that syncs with this one.",
        "  --replace leur redonne plutôt les valeurs du fichier, sur chaque appareil synchronisé avec celui-ci.")

    /// What a replace deletes or reverts (`what`), and where (`reach`).
    static func replaceLoses(_ what: String, reach: String, isRestore: Bool, fileSaysTime: Bool = true) -> Phrase {
        if !fileSaysTime {
            return Phrase(
                "The file's values will replace \(what) here \(reach).",
                "Les valeurs du fichier remplaceront ici \(what) \(reach).")
        }
        if isRestore {
            return Phrase(
                "\(what) made or changed after this backup will be deleted or reverted \(reach).",
                "Ce qui a été fait ou modifié après cette sauvegarde sera supprimé ou défait \(reach)\(space): "
                    + "\(what).")
        }
        return Phrase(
            "\(what) changed here after this file will be reverted \(reach).",
            "Ce qui a été modifié ici après ce fichier sera défait \(reach)\(space): \(what).")
    }

    /// A replace that deletes and reverts nothing made later.
    static func replaceLosesNothing(reach: String) -> Phrase {
        Phrase(
            "Nothing made or changed after this file is deleted or reverted; the change reaches \(reach).",
            "Rien de fait ou de modifié après ce fichier n’est supprimé ni défait\(space); le changement atteint "
                + "\(reach).")
    }

    /// Where a change reaches when sync is not set up.
    static let reachesThisDeviceOnly = Phrase(
        "on this device only (sync is not set up)",
        "sur cet appareil seulement (la synchronisation n’est pas configurée)")

    /// Where a change reaches when sync is set up: `others` says the other devices.
    static func reachesEveryDevice(_ others: String) -> Phrase {
        Phrase(
            "on this device and on every device that syncs with it (\(others))",
            "sur cet appareil et sur chaque appareil synchronisé avec lui (\(others))")
    }

    /// No other device has synced yet.
    static let noOtherDeviceSeen = Phrase("no other device seen yet", "aucun autre appareil vu pour l’instant")

    /// `2 others, last seen 2026-12-04 09:12 and 2026-12-03 18:40`.
    static func otherDevices(_ count: Int, lastSeen: String?) -> Phrase {
        let seen = lastSeen.map { ", last seen \($0)" } ?? ""
        let vus =
            lastSeen.map { count == 1 ? ", vu pour la dernière fois le \($0)" : ", vus pour la dernière fois le \($0)" }
            ?? ""
        return Phrase(
            count == 1 ? "1 other\(seen)" : "\(count) others\(seen)",
            count == 1 ? "1 autre\(vus)" : "\(count) autres\(vus)")
    }

    /// A restore that keeps later changes finds nothing to bring back.
    static let nothingToRestoreMerge = Phrase(
        "Nothing to restore: the database holds everything this backup holds, or a later change of it.",
        "Rien à restaurer\(space): la base contient tout ce que contient cette sauvegarde, ou un changement plus "
            + "récent.")

    /// The question before an import with `--replace`.
    static let replaceImportQuestion = Phrase(
        "Import it, reverting those changes? [y/N] ",
        "L’importer en défaisant ces changements\(space)? [o/N] ")

    /// The person said no.
    static let importCancelled = Phrase("Nothing imported.", "Rien n’a été importé.")

    /// Without a terminal and without --yes.
    static let replaceImportNeedsConfirmation = Phrase(
        "an import with --replace reverts later changes on every synced device: add --yes to import without a "
            + "terminal to ask on (nothing was changed)",
        "un import avec --replace défait les changements plus récents sur chaque appareil synchronisé\(space): "
            + "ajoutez --yes pour importer sans terminal où demander (rien n’a été modifié)")
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
