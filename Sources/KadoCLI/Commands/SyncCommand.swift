import Foundation
import KadoApp
import KadoCore

/// `kado sync [setup folder PATH | setup webdav URL --user NAME [--password-file FILE]
/// [--encrypt] [--passphrase-file FILE] | passphrase | status | off]`: syncs now, sets the target
/// up, changes an encrypted target's passphrase, says where sync stands, or turns it off. Each
/// calls one use case of ``Tracker``, the same the web app calls.
///
/// The WebDAV password comes from `--password-file FILE`, else `KADO_SYNC_PASSWORD`, else a prompt
/// with echo off on a terminal; never from an option's value, which any user can read in the
/// process list. An encrypted target's passphrase likewise comes from `--passphrase-file FILE` or
/// a prompt with echo off (twice when it is chosen).
struct SyncCommand: Command {
    static let configuration = CommandConfiguration(
        name: "sync",
        summary: HelpText("cli.help.sync.summary"),
        discussion: HelpText("cli.help.sync.discussion"),
        examples: [
            "sync", "sync setup folder ~/Sync/Kado", "sync setup folder ~/Sync/Kado --encrypt", "sync passphrase",
            "sync passphrase --old-leaked", "sync passphrase --earlier",
            "sync setup webdav https://example.org/dav/Kado --user ann", "sync status",
            "sync status --json", "sync off",
        ], changesData: true, createsDatabase: true)

    @Argument(
        "ACTION",
        help: HelpText("cli.help.sync.action.help"),
        completion: .values(Self.actions), parse: ValueParser.oneOf(Self.actions))
    var action: String?
    @Argument(
        "KIND", help: HelpText("cli.help.sync.kind.help"),
        completion: .valuesAfter(["setup": Self.kinds]))
    var kind: String?
    @Argument(
        "TARGET",
        help: HelpText("cli.help.sync.target.help"),
        completion: .file)
    var target: String?
    @Option(
        "user", "NAME",
        help: HelpText("cli.help.sync.user.help"))
    var user: String?
    @Option(
        "password-file", "FILE",
        help: HelpText("cli.help.sync.passwordFile.help"),
        completion: .file)
    var passwordFile: String?
    @Flag(
        "encrypt",
        help: HelpText("cli.help.sync.encrypt.help"))
    var encrypt: Bool
    @Option(
        "passphrase-file", "FILE",
        help: HelpText("cli.help.sync.passphraseFile.help"),
        completion: .file)
    var passphraseFile: String?
    @Flag(
        "old-leaked",
        help: HelpText("cli.help.sync.oldLeaked.help"))
    var oldLeaked: Bool
    @Flag(
        "yes", short: "y",
        help: HelpText("cli.help.sync.yes.help"))
    var yes: Bool
    @Flag(
        "earlier",
        help: HelpText("cli.help.sync.earlier.help"))
    var earlier: Bool

    /// The actions after `kado sync`.
    static let actions = ["setup", "passphrase", "status", "off"]
    /// The kinds of target `kado sync setup` takes.
    static let kinds = ["folder", "webdav"]

    /// Refuses the arguments and options the action given does not take, naming the first.
    func validate() throws(UsageError) {
        if action != "setup", let extra = kind ?? target { throw .unexpectedArgument(extra, command: "sync") }
        let setsUpWebDAV = action == "setup" && kind == "webdav"
        let refused: [(given: Bool, option: OptionSpecification)] = [
            (!setsUpWebDAV && user != nil, _user.specification),
            (!setsUpWebDAV && passwordFile != nil, _passwordFile.specification),
            (action != "setup" && encrypt, _encrypt.specification),
            (action != "setup" && action != "passphrase" && passphraseFile != nil, _passphraseFile.specification),
            (action != "passphrase" && oldLeaked, _oldLeaked.specification),
            (action != "passphrase" && yes, _yes.specification),
            (action != "passphrase" && earlier, _earlier.specification),
            // --earlier adds a passphrase the ring lacks: nothing leaked, nothing to ask.
            (earlier && oldLeaked, _oldLeaked.specification), (earlier && yes, _yes.specification),
        ]
        if let option = refused.first(where: \.given)?.option {
            throw .unexpectedArgument(option.spelling, command: "sync")
        }
    }

    func run(in context: CommandContext) throws {
        switch action {
        case "setup": try setUp(kind: kind, location: target, in: context)
        case "passphrase" where earlier: try addEarlierPassphrase(in: context)
        case "passphrase": try changePassphrase(in: context)
        case "status": try status(in: context)
        case "off": try turnOff(in: context)
        default: try syncNow(in: context)
        }
    }

    // MARK: - Setup

    private func setUp(kind: String?, location: String?, in context: CommandContext)
        throws
    {
        guard let kind else { throw UsageError.missingArgument("KIND", command: "sync setup") }
        guard Self.kinds.contains(kind) else {
            throw UsageError.invalidValue(kind, for: "KIND", problem: .choice(Self.kinds))
        }
        guard let location, !location.isEmpty else {
            throw UsageError.missingArgument(kind == "folder" ? "PATH" : "URL", command: "sync setup \(kind)")
        }
        let target: SyncTarget
        var password: String?
        if kind == "folder" {
            let absolute =
                location.hasPrefix("/")
                ? location : (context.workingDirectory as NSString).appendingPathComponent(location)
            target = .folder(path: (absolute as NSString).standardizingPath)
        } else {
            if let problem = SyncTarget.webDAVProblem(location) {
                // A password typed in the URL is not repeated on the screen, nor in a log.
                var shown = URLComponents(string: location)
                shown?.user = nil
                shown?.password = nil
                throw SyncCommandError(.badURL(shown?.string ?? "", problem))
            }
            guard let user, !user.isEmpty else {
                throw UsageError.missingValue(
                    option: _user.specification.spelling, valueName: _user.specification.valueName ?? "NAME",
                    command: Self.configuration.name)
            }
            guard let url = URL(string: location) else { throw SyncCommandError(.badURL(location, .notAURL)) }
            target = .webDAV(url: url, user: user)
            // Before the database is opened, so a refused password leaves no file behind: in the
            // locale's language, as the prompt is.
            if target.sendsPasswordInTheClear {
                context.printError(Localizer(language: context.language)(.plainHTTPWarning(location)))
            }
            password = try readPassword(passwordFile, user: user, url: location, in: context)
        }
        // A passphrase chosen is asked twice; one to join an encrypted target is asked once the
        // target says it is encrypted.
        let file = passphraseFile
        let passphrase =
            encrypt || file != nil
            ? try readPassphrase(file, prompt: .passphrasePrompt(target.location), confirming: encrypt, in: context)
            : nil
        try finishSetUp(
            target, password: password, passphrase: passphrase, encrypt: encrypt, tracker: try context.openTracker(),
            in: context)
    }

    private func finishSetUp(
        _ target: SyncTarget, password: String?, passphrase: String?, encrypt: Bool, tracker: Tracker,
        in context: CommandContext
    ) throws {
        var setup: SyncSetup?
        do {
            setup = try tracker.sync.setUpSync(target, password: password, passphrase: passphrase, encrypt: encrypt)
        } catch {
            // An encrypted target met without a passphrase: asked for it once, on a terminal.
            guard case .sync(let failure) = error, failure.kind == .passphraseNeeded, passphrase == nil,
                context.readSecret != nil
            else { throw error }
        }
        if setup == nil {
            let typed = try readPassphrase(
                nil, prompt: .passphrasePrompt(target.location), confirming: false, in: context)
            setup = try tracker.sync.setUpSync(target, password: password, passphrase: typed)
        }
        guard let setup else { return }
        if context.usesJSON {
            try context.printJSON(
                SetupJSON(
                    target: TargetJSON(setup.target), startedGroup: setup.startedGroup, device: setup.deviceID,
                    encrypted: setup.isEncrypted, turnedEncryptionOn: setup.turnedEncryptionOn))
            return
        }
        let words = try context.words(tracker)
        var lines = [words(.syncSetUp(setup))]
        if setup.isEncrypted { lines.append(words(.syncEncrypted(turnedOn: setup.turnedEncryptionOn))) }
        context.print(lines.joined(separator: "\n"))
    }

    // MARK: - Passphrase

    private func changePassphrase(in context: CommandContext) throws {
        let tracker = try context.openTracker()
        guard let target = try tracker.sync.syncStatus().target else { throw AppError.sync(SyncFailure(.notSetUp)) }
        let words = try context.words(tracker)
        // Closing the key ring strands what is sealed only with the old passphrase: said first,
        // and asked, unless --yes.
        if oldLeaked, !yes {
            guard let confirm = context.confirm, !context.usesJSON else {
                throw SyncCommandError(.oldLeakedNeedsConfirmation)
            }
            context.print(words(.oldLeakedConsequence))
            guard confirm(words(.oldLeakedQuestion)) else {
                context.print(words(.passphraseNotChanged))
                return
            }
        }
        let passphrase = try readPassphrase(
            passphraseFile, prompt: .newPassphrasePrompt(target.location), confirming: true,
            in: context)
        try tracker.sync.changeSyncPassphrase(to: passphrase, oldLeaked: oldLeaked)
        if context.usesJSON {
            try context.printJSON(PassphraseJSON(target: TargetJSON(target), changed: true, oldLeaked: oldLeaked))
            return
        }
        context.print(words(oldLeaked ? .passphraseChangedOldLeaked : .passphraseChanged))
    }

    /// `kado sync passphrase --earlier`: a passphrase that files held back here were sealed with
    /// (a change of passphrase that lost a race, on a device switched off since); its key joins
    /// this device's ring, and the sync that follows reads them and seals them anew.
    private func addEarlierPassphrase(in context: CommandContext) throws {
        let tracker = try context.openTracker()
        guard let target = try tracker.sync.syncStatus().target else { throw AppError.sync(SyncFailure(.notSetUp)) }
        let passphrase = try readPassphrase(
            passphraseFile, prompt: .earlierPassphrasePrompt(target.location),
            confirming: false, in: context)
        let added = try tracker.sync.addEarlierSyncPassphrase(passphrase)
        let status = try tracker.sync.syncStatus()
        if context.usesJSON {
            try context.printJSON(
                EarlierPassphraseJSON(
                    generations: added.generations, sync: added.sync.map { OutcomeJSON($0, target: status.target) }))
            return
        }
        let words = try context.words(tracker)
        context.print(words(.earlierPassphraseAdded(added.generations)))
        if let outcome = added.sync { try printOutcome(outcome, target: status.target, tracker: tracker, in: context) }
    }

    /// A passphrase: the first line of `file`, else typed on the terminal (twice when `confirming`).
    private func readPassphrase(_ file: String?, prompt: Phrase, confirming: Bool, in context: CommandContext) throws
        -> String
    {
        if let file {
            let (path, line) = try Self.firstLine(of: file, holding: .passphrase, in: context)
            guard let passphrase = line else { throw SyncCommandError(.emptyPassphrase(source: path)) }
            return passphrase
        }
        guard let ask = context.readSecret else { throw SyncCommandError(.noPassphrase) }
        let words = Localizer(language: context.language)
        guard let passphrase = ask(words(prompt)), !passphrase.isEmpty else {
            throw SyncCommandError(.emptyPassphrase(source: nil))
        }
        if confirming, ask(words(.passphraseAgainPrompt)) != passphrase {
            throw SyncCommandError(.passphrasesDiffer)
        }
        return passphrase
    }

    /// The path of `file` (from the working directory) and its first line (a file written with
    /// `echo` ends in a newline that is no part of it), `nil` when that line is empty.
    private static func firstLine(
        of file: String, holding secret: SyncCommandError.SecretFile, in context: CommandContext
    ) throws -> (path: String, line: String?) {
        let path = file.hasPrefix("/") ? file : (context.workingDirectory as NSString).appendingPathComponent(file)
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw SyncCommandError(.cannotReadFile(secret, path, SyncSystemFailure(error)))
        }
        let text = String(decoding: data, as: UTF8.self)
        let line = String(text.prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" })
        return (path, line.isEmpty ? nil : line)
    }

    /// The password: from `file`, else `KADO_SYNC_PASSWORD`, else asked on the terminal.
    private func readPassword(_ file: String?, user: String, url: String, in context: CommandContext) throws
        -> String
    {
        if let file {
            let (path, line) = try Self.firstLine(of: file, holding: .password, in: context)
            guard let password = line else { throw SyncCommandError(.emptyPassword(source: path)) }
            return password
        }
        if let password = context.environmentPassword {
            guard !password.isEmpty else { throw SyncCommandError(.emptyPassword(source: "KADO_SYNC_PASSWORD")) }
            return password
        }
        guard let ask = context.readSecret else { throw SyncCommandError(.noPassword) }
        let words = Localizer(language: context.language)
        guard let password = ask(words(.passwordPrompt(user: user, url: url))), !password.isEmpty else {
            throw SyncCommandError(.emptyPassword(source: nil))
        }
        return password
    }

    // MARK: - Sync now

    private func syncNow(in context: CommandContext) throws {
        let tracker = try context.openTracker()
        let outcome = try tracker.sync.syncNow()
        let status = try tracker.sync.syncStatus()
        if context.usesJSON {
            try context.printJSON(OutcomeJSON(outcome, target: status.target))
            return
        }
        try printOutcome(outcome, target: status.target, tracker: tracker, in: context)
    }

    /// What a sync did, in words: what came in and went out, what waits, and what it noticed.
    private func printOutcome(_ outcome: SyncOutcome, target: SyncTarget?, tracker: Tracker, in context: CommandContext)
        throws
    {
        let words = try context.words(tracker)
        var lines = [words(.syncedWith(target?.location ?? ""))]
        if outcome.received.isEmpty, outcome.sent.isEmpty {
            lines.append(words(.syncNothingNew))
        } else {
            if !outcome.received.isEmpty { lines.append(words(.syncReceived(Self.counts(outcome.received, words)))) }
            if !outcome.sent.isEmpty { lines.append(words(.syncSent(Self.counts(outcome.sent, words)))) }
        }
        if outcome.restoredHabits > 0 { lines.append(words(.syncRestoredHabits(outcome.restoredHabits))) }
        lines += Self.heldBackLines(outcome.heldBack, words)
        if outcome.republished { lines.append(words(.syncRepublished)) }
        if let renewal = outcome.renewedIdentity {
            lines.append(words(.syncRenewedIdentity(previous: renewal.previous, current: renewal.current)))
        }
        if !outcome.sealedInTheClear.isEmpty { lines.append(words(.syncSealedInTheClear(outcome.sealedInTheClear))) }
        if !outcome.resealedEarlierGeneration.isEmpty {
            lines.append(words(.syncResealedEarlierGeneration(outcome.resealedEarlierGeneration)))
        }
        lines += outcome.readWithEarlierKey.map { words(.syncReadWithEarlierKey($0.device, generation: $0.generation)) }
        // Two devices that created the same name: both kept, each named by its id until one is renamed.
        if outcome.received.habits > 0 {
            for group in try tracker.habits.nameClashes() {
                lines.append(words(.syncSharedName(group.map { ($0.name, $0.id.uuidString) })))
            }
        }
        context.print(lines.joined(separator: "\n"))
    }

    /// `2 habits, 5 check-ins, 1 note, 3 check-ins removed`, leaving out the kinds with none: rows,
    /// each once.
    static func counts(_ counts: SyncOutcome.Counts, _ words: Localizer) -> String {
        let changed: [(Int, Noun)] = [
            (counts.habits, .habit), (counts.checkIns, .checkIn), (counts.notes, .note), (counts.skips, .skip),
            (counts.settings, .setting), (counts.reminders, .reminder),
        ]
        let removed: [(Int, SyncRemovedKind)] = [
            (counts.removedHabits, .habit), (counts.removedCheckIns, .checkIn), (counts.removedSkips, .skip),
            (counts.removedReminders, .reminder),
        ]
        let parts =
            changed.filter { $0.0 > 0 }.map { words.count($0.0, $0.1) }
            + removed.filter { $0.0 > 0 }.map { words(.syncRemoved($0.1, count: $0.0)) }
        return parts.joined(separator: ", ")
    }

    /// `Held back: …`, one line for each thing a sync left for a later one, with what to do.
    static func heldBackLines(_ heldBack: [SyncHeldBack], _ words: Localizer) -> [String] {
        heldBack.map { words(.syncStatusHeldBack) + words.colon + words(.syncHeldBack($0)) }
    }

    // MARK: - Status and off

    private func status(in context: CommandContext) throws {
        let tracker = try context.openTrackerForReading()
        let status = try tracker.sync.syncStatus()
        if context.usesJSON {
            try context.printJSON(StatusJSON(status))
            return
        }
        let words = try context.words(tracker)
        guard let target = status.target else {
            context.print(words(.syncStatusNotSetUp))
            return
        }
        let time = { (date: Date) in Self.time(date, in: context.timeZone) }
        var lines = [
            words(.syncStatusTarget) + words.colon + words(.syncTargetDescription(target))
                + (target.kind == "webdav" && !status.hasPassword ? "; " + words(.syncStatusNoPassword) : ""),
            words(.syncStatusEncryption) + words.colon
                + words(status.isEncrypted ? .syncStatusEncrypted : .syncStatusNotEncrypted),
            words(.syncStatusDevice) + words.colon + status.deviceID,
        ]
        let last =
            status.lastSuccess.map { date in
                words(
                    .syncStatusLast(
                        time(date), received: status.lastOutcome?.received.total ?? 0,
                        sent: status.lastOutcome?.sent.total ?? 0))
            } ?? words(.syncStatusNever)
        lines.append(words(.syncStatusLastSync) + words.colon + last)
        if let failure = status.lastError {
            let when = status.lastErrorAt.map { time($0) + " " } ?? ""
            lines.append(words(.syncStatusLastError) + words.colon + when + words(.syncFailure(failure)))
        } else if status.heldBack.isEmpty {
            lines.append(words(.syncStatusLastError) + words.colon + words(.syncStatusNone))
        }
        // Never "no error" while something waits: each thing held back, with what to do.
        lines += Self.heldBackLines(status.heldBack, words)
        lines += (status.lastOutcome?.readWithEarlierKey ?? []).map {
            words(.syncReadWithEarlierKey($0.device, generation: $0.generation))
        }
        if status.devices.isEmpty {
            lines.append(words(.syncStatusDevices) + words.colon + words(.syncStatusNoDevices))
        } else {
            // The colon ends the line: its space after goes, French's no-break space before it stays.
            let colon = String(words.colon.reversed().drop { $0 == " " }.reversed())
            lines.append(words(.syncStatusDevices) + colon)
            for device in status.devices {
                lines.append("  " + words(.syncStatusDeviceLine(device.id, device.lastWrote.map(time))))
            }
        }
        context.print(lines.joined(separator: "\n"))
    }

    private func turnOff(in context: CommandContext) throws {
        let tracker = try context.openTracker()
        let forgotten = try tracker.sync.turnSyncOff()
        if context.usesJSON {
            try context.printJSON(OffJSON(forgotten: forgotten.map(TargetJSON.init)))
            return
        }
        let words = try context.words(tracker)
        context.print(words(forgotten.map(Phrase.syncTurnedOff) ?? .syncWasNotSetUp))
    }

    /// `2026-12-01 17:40` in `timeZone`.
    static func time(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String {
            let text = String(value ?? 0)
            return text.count < 2 ? "0" + text : text
        }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
    }
}

// MARK: - JSON

/// A target in `--json`: `{"kind":"folder","path":…}`, `{"kind":"webdav","url":…,"user":…}`.
private struct TargetJSON: Encodable {
    let kind: String
    let path: String?
    let url: String?
    let user: String?

    init(_ target: SyncTarget) {
        kind = target.kind
        switch target {
        case .folder(let folder):
            (path, url, user) = (folder, nil, nil)
        case .webDAV(let address, let name):
            (path, url, user) = (nil, address.absoluteString, name)
        }
    }
}

private struct SetupJSON: Encodable {
    let target: TargetJSON
    let startedGroup: Bool
    let device: String
    let encrypted: Bool
    let turnedEncryptionOn: Bool
}

private struct PassphraseJSON: Encodable {
    let target: TargetJSON
    let changed: Bool
    /// Whether the change closed the key ring (`--old-leaked`).
    let oldLeaked: Bool
}

/// What `kado sync passphrase --earlier --json` did: the generations it can now read, and the sync after it.
private struct EarlierPassphraseJSON: Encodable {
    let generations: [Int]
    let sync: OutcomeJSON?
}

/// Files read with an earlier key of the ring: the device whose folder holds them, their generation.
private struct EarlierKeyJSON: Encodable {
    let device: String
    let generation: Int
}

private struct OffJSON: Encodable {
    let forgotten: TargetJSON?
}

/// Rows by kind, each once: changed, notes, and removed (`removed.checkIns`).
private struct CountsJSON: Encodable {
    struct Removed: Encodable {
        let habits: Int
        let checkIns: Int
        let skips: Int
        let reminders: Int
    }

    let habits: Int
    let checkIns: Int
    let notes: Int
    let skips: Int
    let settings: Int
    let reminders: Int
    let removed: Removed

    init(_ counts: SyncOutcome.Counts) {
        (habits, checkIns, notes, skips) = (counts.habits, counts.checkIns, counts.notes, counts.skips)
        (settings, reminders) = (counts.settings, counts.reminders)
        removed = Removed(
            habits: counts.removedHabits, checkIns: counts.removedCheckIns, skips: counts.removedSkips,
            reminders: counts.removedReminders)
    }
}

/// Something a sync held back, with what to do (`message`, in English): `kind` is
/// `clockAhead`, `waitingForHabit`, `refused` or `unreadFile`.
private struct HeldBackJSON: Encodable {
    let kind: String
    let device: String?
    let changes: Int?
    let seconds: Double?
    let path: String?
    let reason: String?
    let message: String

    init(_ held: SyncHeldBack) {
        message = Phrase.syncHeldBack(held).english
        switch held {
        case .clockAhead(let device, let seconds, let changes):
            (kind, self.device, self.changes, self.seconds, path, reason) =
                ("clockAhead", device, changes, seconds, nil, nil)
        case .waitingForHabit(let changes):
            (kind, device, self.changes, seconds, path, reason) = ("waitingForHabit", nil, changes, nil, nil, nil)
        case .refused(let device, let changes, let why):
            (kind, self.device, self.changes, seconds, path, reason) = ("refused", device, changes, nil, nil, why)
        case .unreadFile(let file):
            (kind, device, changes, seconds, path, reason) =
                ("unreadFile", file.device, nil, nil, file.path, file.reason.rawValue)
        }
    }
}

private struct DeviceJSON: Encodable {
    let id: String
    /// `null` while the device has written no change.
    let lastWrote: Date?
    let segments: Int

    private enum CodingKeys: String, CodingKey { case id, lastWrote, segments }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(lastWrote, forKey: .lastWrote)
        try container.encode(segments, forKey: .segments)
    }
}

private struct OutcomeJSON: Encodable {
    struct Skew: Encodable {
        let device: String
        let seconds: Double
    }

    /// A file not read: its path under the target, and why (``SyncSkipReason``'s raw value).
    struct Unread: Encodable {
        let path: String
        let reason: String
    }

    let target: TargetJSON?
    let received: CountsJSON
    let sent: CountsJSON
    let alreadyKnown: Int
    let waiting: Int
    let ahead: Int
    let clockSkews: [Skew]
    let filesNotRead: Int
    let unreadFiles: [Unread]
    let refused: Int
    let restoredHabits: Int
    let republished: Bool
    let renewedIdentity: RenewalJSON?
    let sealedInTheClear: [String]
    let resealedEarlierGeneration: [String]
    let readWithEarlierKey: [EarlierKeyJSON]
    let heldBack: [HeldBackJSON]
    let devices: [DeviceJSON]

    struct RenewalJSON: Encodable {
        let previous: String
        let current: String
    }

    init(_ outcome: SyncOutcome, target: SyncTarget?) {
        self.target = target.map(TargetJSON.init)
        received = CountsJSON(outcome.received)
        sent = CountsJSON(outcome.sent)
        alreadyKnown = outcome.alreadyKnown
        waiting = outcome.waiting
        ahead = outcome.ahead
        clockSkews = outcome.clockSkews.map { Skew(device: $0.device, seconds: $0.seconds) }
        filesNotRead = outcome.filesNotRead
        unreadFiles = (outcome.unreadFiles ?? []).map { Unread(path: $0.path, reason: $0.reason.rawValue) }
        refused = outcome.refused
        restoredHabits = outcome.restoredHabits
        republished = outcome.republished
        renewedIdentity = outcome.renewedIdentity.map { RenewalJSON(previous: $0.previous, current: $0.current) }
        sealedInTheClear = outcome.sealedInTheClear
        resealedEarlierGeneration = outcome.resealedEarlierGeneration
        readWithEarlierKey = outcome.readWithEarlierKey.map {
            EarlierKeyJSON(device: $0.device, generation: $0.generation)
        }
        heldBack = outcome.heldBack.map(HeldBackJSON.init)
        devices = outcome.devices.map { DeviceJSON(id: $0.id, lastWrote: $0.lastWrote, segments: $0.segments) }
    }
}

private struct StatusJSON: Encodable {
    struct LastSync: Encodable {
        let at: Date
        let received: CountsJSON
        let sent: CountsJSON
    }

    struct LastError: Encodable {
        let at: Date?
        let code: String
        let message: String
        let remedy: String
        let exitCode: Int32
    }

    let target: TargetJSON?
    let device: String
    let synced: Bool
    let encrypted: Bool
    let passwordSaved: Bool?
    let lastSync: LastSync?
    let lastError: LastError?
    /// What the last sync held back: never empty when something waits, whatever `lastError` says.
    let heldBack: [HeldBackJSON]
    /// Files the last sync read with an earlier key of the ring, not all read yet.
    let readWithEarlierKey: [EarlierKeyJSON]
    let devices: [DeviceJSON]

    init(_ status: SyncStatus) {
        target = status.target.map(TargetJSON.init)
        device = status.deviceID
        synced = status.isSynced
        encrypted = status.isEncrypted
        passwordSaved = status.target?.kind == "webdav" ? status.hasPassword : nil
        lastSync = status.lastSuccess.map { date in
            LastSync(
                at: date, received: CountsJSON(status.lastOutcome?.received ?? .init()),
                sent: CountsJSON(status.lastOutcome?.sent ?? .init()))
        }
        lastError = status.lastError.map { failure in
            let error = AppError.sync(failure)
            return LastError(
                at: status.lastErrorAt, code: error.code, message: Phrase.syncFailure(failure).english,
                remedy: failure.remedy.rawValue, exitCode: error.exitCode.rawValue)
        }
        heldBack = status.heldBack.map(HeldBackJSON.init)
        readWithEarlierKey = (status.lastOutcome?.readWithEarlierKey ?? []).map {
            EarlierKeyJSON(device: $0.device, generation: $0.generation)
        }
        devices = status.devices.map { DeviceJSON(id: $0.id, lastWrote: $0.lastWrote, segments: $0.segments) }
    }
}

// MARK: - Errors of the command line
