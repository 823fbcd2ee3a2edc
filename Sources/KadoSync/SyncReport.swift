import Foundation
import KadoStore

/// What one sync did: what came in, what went out, and what was left for the next one.
public struct SyncReport: Hashable, Sendable {
    /// A file that was not read this time, and why; the next sync tries it again.
    public struct SkippedFile: Hashable, Sendable {
        /// Its path under the target.
        public var path: String
        /// Why, as a value.
        public var reason: SkipReason
        /// Why, in words (`not there yet`, `its checksum does not match: still being copied?`).
        public var detail: String
    }

    /// A device seen on the target.
    public struct Device: Hashable, Sendable {
        /// Its id.
        public var id: String
        /// When it last published (its clock then, which may be off).
        public var lastWritten: Date
        /// How many segments it has published.
        public var segments: Int
    }

    /// Rows a version received from other devices changed here, each row once (only the greatest
    /// of the versions received for a row is applied).
    public var received = 0
    /// ``received``, by table: what came in, by kind.
    public var receivedByTable: [RowVersion.Table: Int] = [:]
    /// ``received`` as a person sees it: rows changed, removed, notes.
    public var receivedChanges = RowChanges()
    /// Row versions received that this database already had (or had newer).
    public var alreadyKnown = 0
    /// Segments read and applied.
    public var segmentsRead = 0
    /// Row versions this device published.
    public var sent = 0
    /// ``sent``, by table: what went out, by kind.
    public var sentByTable: [RowVersion.Table: Int] = [:]
    /// ``sent`` as a person sees it: rows changed, removed, notes.
    public var sentChanges = RowChanges()
    /// Segments this device published.
    public var segmentsWritten = 0
    /// Records and skips waiting for their habit (another device's segment not there yet).
    public var waiting = 0
    /// Versions stamped too far ahead of this device's clock (see ``clockLeads``): applied once
    /// this clock gets near them.
    public var ahead = 0
    /// ``ahead``, by the device that wrote them: how many of each device's rows wait.
    public var aheadByDevice: [String: Int] = [:]
    /// Versions refused as no device could have written them.
    public var refused: [RemoteApplication.Refusal] = []
    /// Habits that came back because a device checked them in after another deleted them.
    public var resurrectedHabits = 0
    /// Files skipped this time.
    public var skipped: [SkippedFile] = []
    /// Devices whose changes are stamped further ahead of this device's clock than the lead limit,
    /// with the furthest lead in seconds: their clocks are probably wrong, and those changes wait.
    public var clockLeads: [String: TimeInterval] = [:]
    /// The other devices seen on the target.
    public var devices: [Device] = []
    /// Whether this sync replaced this device's segments by one snapshot of its rows (compaction).
    public var compacted = false
    /// Segments of this device removed from the target: replaced by a snapshot, or written by a
    /// sync cut off before its manifest named them.
    public var segmentsRemoved = 0
    /// Whether this sync published this device's whole history again because its files were
    /// missing from the target.
    public var republished = false
    /// The identity this device gave up in this sync, when the target was ahead of what its
    /// database remembered publishing (the database was put back from a copy, or another copy of
    /// it publishes under the same id): it now syncs as a new device, having kept every local
    /// change, and read what the old identity had published as another device's.
    public var renewedIdentity: IdentityRenewal?
    /// The manifests refused as older than one already read from their device (a copy put back).
    public var replayed: [String] = []
    /// Whether this device sealed its files again, under a new key (encryption turned on, or a
    /// new passphrase), publishing its whole history anew.
    public var resealed = false
    /// The devices whose files were in the clear in this encrypted target, and which this device
    /// sealed: their rows went out in its snapshot, and their files were removed.
    public var sealedInTheClear: [String] = []
    /// The devices whose files were sealed with an earlier generation of the passphrase (switched
    /// off before it changed, or not given the new one yet), all of which this device had read:
    /// their rows went out under the current key in its snapshot, and their files were removed.
    public var resealedEarlierGeneration: [String] = []
    /// The devices whose files this sync read with an earlier key of the ring (sealed before the
    /// passphrase changed), and which are not all read yet: they stay until they are, then are
    /// re-sealed under the current key (``resealedEarlierGeneration``).
    public var readWithEarlierKey: [EarlierKeyRead] = []

    /// The habits whose rows changed (`nil`: a setting changed, so any may read differently).
    public var touchedHabitIDs: Set<UUID>? = []
    /// The clock stamp before the changes received, and after.
    public var previousStamp = HybridLogicalClock.zero
    /// The clock stamp after the changes received.
    public var stamp = HybridLogicalClock.zero
    /// Whether the habits, records, skips or settings changed here.
    public var changedLocally = false
}
