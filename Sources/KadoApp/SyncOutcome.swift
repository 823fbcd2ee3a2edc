import Foundation
import KadoSync

/// What one sync did (``SyncUseCases/syncNow()``): what came in from the other devices and what went
/// out from this one, by kind, and what was left for the next sync.
public struct SyncOutcome: Hashable, Sendable, Codable {
    /// Rows counted by kind, each row once however many of its versions came or went: what
    /// changed, the notes, and what was removed.
    public struct Counts: Hashable, Sendable, Codable {
        /// Habits created, changed or archived.
        public var habits = 0
        /// Check-ins: records done, and values.
        public var checkIns = 0
        /// Records whose note was written or changed, and nothing else of them.
        public var notes = 0
        /// Excused days and pauses.
        public var skips = 0
        /// Settings that follow the user (day start, week start, language).
        public var settings = 0
        /// Reminders of habits.
        public var reminders = 0
        /// Habits deleted.
        public var removedHabits = 0
        /// Check-ins removed.
        public var removedCheckIns = 0
        /// Excused days and pauses removed.
        public var removedSkips = 0
        /// Reminders removed.
        public var removedReminders = 0

        /// No counts.
        public init() {}

        /// Counts of these sizes.
        public init(
            habits: Int, checkIns: Int, skips: Int, settings: Int, notes: Int = 0, reminders: Int = 0,
            removedHabits: Int = 0, removedCheckIns: Int = 0, removedSkips: Int = 0, removedReminders: Int = 0
        ) {
            self.habits = habits
            self.checkIns = checkIns
            self.skips = skips
            self.settings = settings
            self.notes = notes
            self.reminders = reminders
            self.removedHabits = removedHabits
            self.removedCheckIns = removedCheckIns
            self.removedSkips = removedSkips
            self.removedReminders = removedReminders
        }

        /// Every row counted.
        public var total: Int { changed + removed }
        /// The rows changed or added, notes included.
        public var changed: Int { habits + checkIns + notes + skips + settings + reminders }
        /// The rows removed.
        public var removed: Int { removedHabits + removedCheckIns + removedSkips + removedReminders }
        /// Whether nothing is counted.
        public var isEmpty: Bool { total == 0 }

        /// Reads counts, those a record of an earlier Kadō has not (notes, reminders, removals) as 0.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            func count(_ key: CodingKeys) throws -> Int { try container.decodeIfPresent(Int.self, forKey: key) ?? 0 }
            habits = try count(.habits)
            checkIns = try count(.checkIns)
            notes = try count(.notes)
            skips = try count(.skips)
            settings = try count(.settings)
            reminders = try count(.reminders)
            removedHabits = try count(.removedHabits)
            removedCheckIns = try count(.removedCheckIns)
            removedSkips = try count(.removedSkips)
            removedReminders = try count(.removedReminders)
        }
    }

    /// Another device's clock found ahead of this one's by more than a sync trusts.
    public struct ClockSkew: Hashable, Sendable, Codable {
        /// The device.
        public var device: String
        /// How far ahead its furthest change is, in seconds.
        public var seconds: TimeInterval
        /// How many of its rows wait for this clock to get there (0 in a record of an earlier Kadō).
        public var changes: Int

        /// A device `seconds` ahead, `changes` of whose rows wait.
        public init(device: String, seconds: TimeInterval, changes: Int) {
            self.device = device
            self.seconds = seconds
            self.changes = changes
        }

        /// Reads a skew, the count a record of an earlier Kadō has not as 0.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            device = try container.decode(String.self, forKey: .device)
            seconds = try container.decode(TimeInterval.self, forKey: .seconds)
            changes = try container.decodeIfPresent(Int.self, forKey: .changes) ?? 0
        }
    }

    /// Another device's changes refused: no Kadō this one knows could have written them.
    public struct Refusal: Hashable, Sendable, Codable {
        /// The device that wrote them.
        public var device: String
        /// How many rows.
        public var changes: Int
        /// Why the first was refused, in neutral English (`unknown column mood`).
        public var reason: String

        /// `changes` rows of `device` refused, for `reason`.
        public init(device: String, changes: Int, reason: String) {
            self.device = device
            self.changes = changes
            self.reason = reason
        }
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
    /// ``refused``, by the device that wrote them, with why (empty in a record of an earlier Kadō).
    public var refusals: [Refusal] = []
    /// Habits that came back because a device checked them in after another deleted them.
    public var restoredHabits = 0
    /// Files of the target not read this time (``unreadFiles`` says why each): the next sync tries
    /// them again.
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
    /// The devices whose files this device found in the clear in the encrypted target and sealed:
    /// their rows went out sealed with this device's, and their files were removed.
    public var sealedInTheClear: [String] = []
    /// The devices whose files, sealed with an earlier passphrase, this device sealed again under
    /// the current one (having read them all before), removing theirs.
    public var resealedEarlierGeneration: [String] = []
    /// The devices whose files, sealed with an earlier passphrase, this device read with a key
    /// of its ring (``SyncKey/earlier``) and not all yet: re-sealed under the current passphrase
    /// once they are.
    public var readWithEarlierKey: [EarlierKeyRead] = []
    /// The other devices seen on the target.
    public var devices: [SyncDeviceSeen] = []

    /// An outcome with nothing in it.
    public init() {}

    /// Whether nothing came in and nothing went out.
    public var isQuiet: Bool { received.isEmpty && sent.isEmpty && restoredHabits == 0 }

    /// What this sync left for a later one, each with what to do about it: another device's
    /// changes waiting for this clock, for their habit, refused; files of the target not read.
    /// Empty when everything the target holds was taken in.
    public var heldBack: [SyncHeldBack] {
        var held = clockSkews.map {
            SyncHeldBack.clockAhead(device: $0.device, seconds: $0.seconds, changes: $0.changes)
        }
        if waiting > 0 { held.append(.waitingForHabit(changes: waiting)) }
        if refusals.isEmpty, refused > 0 {
            held.append(.refused(device: nil, changes: refused, reason: nil))
        } else {
            held += refusals.map { .refused(device: $0.device, changes: $0.changes, reason: $0.reason) }
        }
        held += (unreadFiles ?? []).map(SyncHeldBack.unreadFile)
        return held
    }

    /// Reads an outcome, what a record of an earlier Kadō has not as nothing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        received = try container.decodeIfPresent(Counts.self, forKey: .received) ?? Counts()
        sent = try container.decodeIfPresent(Counts.self, forKey: .sent) ?? Counts()
        alreadyKnown = try container.decodeIfPresent(Int.self, forKey: .alreadyKnown) ?? 0
        waiting = try container.decodeIfPresent(Int.self, forKey: .waiting) ?? 0
        ahead = try container.decodeIfPresent(Int.self, forKey: .ahead) ?? 0
        clockSkews = try container.decodeIfPresent([ClockSkew].self, forKey: .clockSkews) ?? []
        refused = try container.decodeIfPresent(Int.self, forKey: .refused) ?? 0
        refusals = try container.decodeIfPresent([Refusal].self, forKey: .refusals) ?? []
        restoredHabits = try container.decodeIfPresent(Int.self, forKey: .restoredHabits) ?? 0
        filesNotRead = try container.decodeIfPresent(Int.self, forKey: .filesNotRead) ?? 0
        unreadFiles = try container.decodeIfPresent([UnreadFile].self, forKey: .unreadFiles)
        republished = try container.decodeIfPresent(Bool.self, forKey: .republished) ?? false
        renewedIdentity = try container.decodeIfPresent(IdentityRenewal.self, forKey: .renewedIdentity)
        sealedInTheClear = try container.decodeIfPresent([String].self, forKey: .sealedInTheClear) ?? []
        resealedEarlierGeneration =
            try container.decodeIfPresent([String].self, forKey: .resealedEarlierGeneration) ?? []
        readWithEarlierKey = try container.decodeIfPresent([EarlierKeyRead].self, forKey: .readWithEarlierKey) ?? []
        devices = try container.decodeIfPresent([SyncDeviceSeen].self, forKey: .devices) ?? []
    }
}

/// Why a sync did not read a file of the target (a value: `kado sync --json` prints its raw value).
public typealias SyncSkipReason = SkipReason
