import Foundation
import KadoSync

/// What one sync did (``Tracker/syncNow()``): what came in from the other devices and what went
/// out from this one, by kind, and what was left for the next sync.
public struct SyncOutcome: Hashable, Sendable, Codable {
    /// Changes counted by kind.
    public struct Counts: Hashable, Sendable, Codable {
        /// Habits created, changed, archived or deleted.
        public var habits = 0
        /// Check-ins: records done, values, notes, and their removals.
        public var checkIns = 0
        /// Excused days and pauses, and their removals.
        public var skips = 0
        /// Settings that follow the user (day start, week start, language).
        public var settings = 0

        /// No counts.
        public init() {}

        /// Counts of these sizes.
        public init(habits: Int, checkIns: Int, skips: Int, settings: Int) {
            self.habits = habits
            self.checkIns = checkIns
            self.skips = skips
            self.settings = settings
        }

        /// Every change counted.
        public var total: Int { habits + checkIns + skips + settings }
        /// Whether nothing is counted.
        public var isEmpty: Bool { total == 0 }
    }

    /// Another device's clock found ahead of this one's by more than a sync trusts.
    public struct ClockSkew: Hashable, Sendable, Codable {
        /// The device.
        public var device: String
        /// How far ahead its furthest change is, in seconds.
        public var seconds: TimeInterval
    }

    /// The changes of other devices that changed this database.
    public var received = Counts()
    /// This device's changes published.
    public var sent = Counts()
    /// Changes received that this database already had (or had newer).
    public var alreadyKnown = 0
    /// Check-ins and skips waiting for a habit another device has not published yet.
    public var waiting = 0
    /// Changes stamped too far ahead of this clock: applied once this clock gets near them.
    public var ahead = 0
    /// The devices whose clocks are ahead of this one by more than a sync trusts.
    public var clockSkews: [ClockSkew] = []
    /// Changes refused as no Kadō could have written them (never applied).
    public var refused = 0
    /// Habits that came back because a device checked them in after another deleted them.
    public var restoredHabits = 0
    /// Files of the target not read this time (still being copied, torn): the next sync reads them.
    public var filesNotRead = 0
    /// Those files, by their path under the target, and why each (an encrypted target's refused
    /// files among them: a plain one, one of another generation, a manifest put back from an
    /// older copy); `nil` in a record written before Kadō named them.
    public var unreadFiles: [UnreadFile]?
    /// Whether this device published its whole history again, its files having vanished from the
    /// target (a folder restored from an old copy).
    public var republished = false
    /// The identity this database gave up, and the one it took, when the target was ahead of what
    /// it remembered publishing (put back from a copy, or copied): every local change kept and
    /// sent under the new one.
    public var renewedIdentity: IdentityRenewal?
    /// The other devices seen on the target.
    public var devices: [SyncDeviceSeen] = []

    /// An outcome with nothing in it.
    public init() {}

    /// Whether nothing came in and nothing went out.
    public var isQuiet: Bool { received.isEmpty && sent.isEmpty && restoredHabits == 0 }
}

/// A file of the target a sync did not read (``SyncOutcome/unreadFiles``): the next sync tries again.
public struct UnreadFile: Hashable, Sendable, Codable {
    /// Its path under the target (`kado-sync/devices/ID/manifest.json`).
    public var path: String
    /// Why, as a stable value.
    public var reason: SyncSkipReason

    /// A file not read, and why.
    public init(path: String, reason: SyncSkipReason) {
        self.path = path
        self.reason = reason
    }
}

/// Why a sync did not read a file of the target (a value: `kado sync --json` prints its raw value).
public typealias SyncSkipReason = SkipReason

/// A device seen on the sync target, from its manifest.
public struct SyncDeviceSeen: Hashable, Sendable, Codable {
    /// Its id.
    public var id: String
    /// When it last published (its own clock then, which may be off).
    public var lastWrote: Date
    /// How many files of changes it has published.
    public var segments: Int

    /// A device seen.
    public init(id: String, lastWrote: Date, segments: Int) {
        self.id = id
        self.lastWrote = lastWrote
        self.segments = segments
    }
}
