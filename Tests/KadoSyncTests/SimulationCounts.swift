import Foundation

/// How often each drawn event happened over a shard's seeds: the faults are drawn, not forced,
/// so a shard of many seeds expects each to happen. `KADO_SYNC_COUNTS=1` prints them.
struct SimulationCounts: CustomStringConvertible {
    var seeds = 0
    var compactions = 0
    var joins = 0
    var restores = 0
    var retirements = 0
    var clones = 0
    var backups = 0
    var mergeImports = 0
    var replacements = 0
    var trashRaces = 0
    var passphraseRaces = 0
    var passphrasePrompts = 0
    var retiredBehind = 0
    var restoredBehind = 0
    var changesWhileSkewed = 0
    var earlierKeyReads = 0
    var retiredLost = 0
    var earlierPassphrasesTyped = 0
    var termChanges = 0

    /// Adds what `simulation` did.
    mutating func add(_ simulation: SyncSimulation) {
        seeds += 1
        compactions += simulation.compactions
        joins += simulation.joinedLate ? 1 : 0
        restores += simulation.restores
        retirements += simulation.retired.count
        clones += simulation.clones
        backups += simulation.backups.count
        mergeImports += simulation.mergeImports
        replacements += simulation.replacements
        trashRaces += simulation.trashRaces.count
        passphraseRaces += simulation.passphraseRaces
        passphrasePrompts += simulation.passphrasePrompts
        retiredBehind += simulation.retiredBehind
        restoredBehind += simulation.restoredBehind
        changesWhileSkewed += simulation.changesWhileSkewed
        earlierKeyReads += simulation.earlierKeyReads
        retiredLost += simulation.retiredLost
        earlierPassphrasesTyped += simulation.earlierPassphrasesTyped
        termChanges += simulation.termChanges
    }

    var description: String {
        "\(seeds) seeds: \(compactions) compactions, \(joins) late joins, \(restores) restores from a copy, "
            + "\(clones) clones, \(retirements) retired, \(backups) backups exported, \(mergeImports) merged, "
            + "\(replacements) replaced, \(trashRaces) deleted while checked in, \(passphraseRaces) passphrase "
            + "changes apart, \(passphrasePrompts) passphrases typed, \(retiredBehind) retired and "
            + "\(restoredBehind) restored without the latest passphrase, \(changesWhileSkewed) changes while clocks "
            + "disagree, \(earlierKeyReads) syncs reading with an earlier key, \(retiredLost) retired holding the "
            + "key of a change that lost a race, \(earlierPassphrasesTyped) earlier passphrases typed, \(termChanges) changes of terms from a day"
    }

    /// Prints the counts of `what` when `KADO_SYNC_COUNTS` is set.
    func report(_ what: String) {
        if ProcessInfo.processInfo.environment["KADO_SYNC_COUNTS"] != nil { print("counts of \(what): \(self)") }
    }
}
