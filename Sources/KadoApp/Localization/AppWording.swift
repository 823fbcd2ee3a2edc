import Foundation
import KadoCore
import KadoLocalization

/// The application layer's errors and reports in one language, for every front end: a broken
/// rule of the domain, a store that cannot open, read or write its file, a backup file refused,
/// a sync that failed, a remark on an imported file. The words are the catalogs' `app.*`
/// entries; English is each value's own `description`, word for word (`description` stays the
/// English for logs), French is set in French typography by the catalogs' module.
///
/// A front end adds only its own remedy (a command to run, a screen to open) under its own key,
/// and renders it with ``text(_:_:)`` in the same language. What SQLite, the system or a file
/// said is put in as it is: it is their text, not Kadō's.
public struct AppWording: Sendable {
    /// The localizer the words come from.
    public let localizer: Localizer

    /// The wording in `language`, French spaced with `frenchSpacing` (a terminal's no-break
    /// spaces, or the narrow ones a page prints).
    public init(_ language: KadoLocalization.Language, frenchSpacing: FrenchSpacing = .noBreak) {
        localizer = Localizer(language, frenchSpacing: frenchSpacing)
    }

    /// The language written.
    public var language: KadoLocalization.Language { localizer.language }

    /// The catalog entry `key` in this language, with its placeholders filled: how a front end
    /// words its own remedy around one of the messages here.
    public func text(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
        localizer.text(key, arguments)
    }

    /// The entry `key` with text values in its placeholders.
    func say(_ key: String, _ texts: KeyValuePairs<String, String> = [:]) -> String {
        var arguments: [String: MessageArgument] = [:]
        for (name, value) in texts { arguments[name] = .text(value) }
        return localizer.text(key, arguments)
    }

    /// `text` quoted as the language quotes a value: `"Run"` in English, `« Run »` in French.
    public func quoted(_ text: String) -> String { say("app.quoted", ["text": text]) }

    /// `a and b and c`: items joined as the language joins the last two.
    func joinedWithAnd(_ items: [String]) -> String {
        guard var text = items.first else { return "" }
        for item in items.dropFirst() { text = say("app.list.and", ["first": text, "second": item]) }
        return text
    }

    /// Whether the language is English itself, whose texts are the values' own descriptions
    /// (some show a value alone where other languages wrap it in words).
    var isEnglish: Bool { language == .english }

    /// `text` with its first letter in capitals, as a sentence begins.
    public static func sentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// A size in the largest binary unit it reaches, as `BackupLimits.describe` writes it in
    /// English: `64 MiB`, `1.5 GiB`, `900 bytes`.
    func size(bytes: Int) -> String {
        let units: [(Int, String)] = [
            (1 << 30, "app.size.gibibytes"), (1 << 20, "app.size.mebibytes"), (1 << 10, "app.size.kibibytes"),
        ]
        for (unit, key) in units where bytes >= unit {
            let value = Double(bytes) / Double(unit)
            let digits = value.rounded() == value ? 0 : 1
            return text(key, ["size": .decimal(value, fractionDigits: digits)])
        }
        return text("app.size.bytes", ["count": .integer(bytes)])
    }

    /// A field of the domain by its name in this language (`frequency`, `fréquence`); one the
    /// domain does not name, as its path.
    public func fieldName(_ path: String) -> String {
        DomainFieldName(path: path).map { text($0.key) } ?? path
    }
}

extension AppError {
    /// The error in `language`, without a front end's remedy: what failed and why. In English it
    /// is ``description``, except a store failure's, which leaves out the command line's remedy.
    public func message(in language: KadoLocalization.Language, frenchSpacing: FrenchSpacing = .noBreak) -> String {
        AppWording(language, frenchSpacing: frenchSpacing).message(self)
    }
}

// MARK: - The application's errors

extension AppWording {
    /// `error` in this language, without a front end's remedy.
    public func message(_ error: AppError) -> String {
        switch error {
        case .habitNotFound(let reference, let suggestion?):
            say("app.error.habitNotFound.suggestion", ["reference": reference, "suggestion": suggestion])
        case .habitNotFound(let reference, nil): noHabitMatches(reference)
        case .ambiguousHabit(let reference, let candidates):
            say(
                "app.error.ambiguousHabit",
                ["reference": reference, "candidates": candidates.map(quoted).joined(separator: ", ")])
        case .wrongType(let habit, let kind, let action): wrongType(habit, kind, action)
        case .archived(let habit): say("app.error.archived", ["habit": habit])
        case .futureDay(let day): isInTheFuture("\(day)")
        case .invalid(let problem): invalid(problem)
        case .store(let failure): storeFailure(failure)
        case .backupFile(let failure): backupFile(failure)
        case .sync(let failure): syncFailure(failure)
        case .backupNotWritten(let format, let detail): backupNotWritten(format: format, detail: detail)
        case .unexpected(let what): say("app.error.unexpected", ["what": what])
        }
    }

    /// `no habit matches "Read"`.
    public func noHabitMatches(_ reference: String) -> String {
        say("app.error.habitNotFound", ["reference": reference])
    }

    /// `Water cannot be marked done: it takes a value`.
    public func wrongType(_ habit: String, _ kind: HabitTypeKind, _ action: AppError.Action) -> String {
        let actionKey =
            switch action {
            case .markDone: "app.error.wrongType.action.markDone"
            case .toggle: "app.error.wrongType.action.toggle"
            case .logValue: "app.error.wrongType.action.logValue"
            }
        let reasonKey =
            switch kind {
            case .binary: "app.error.wrongType.reason.binary"
            case .negative: "app.error.wrongType.reason.negative"
            case .counter, .timer, .atMost: "app.error.wrongType.reason.value"
            }
        return say("app.error.wrongType", ["habit": habit, "action": text(actionKey), "reason": text(reasonKey)])
    }

    /// `Read is archived`.
    public func isArchived(_ habit: String) -> String { say("app.error.archived", ["habit": habit]) }

    /// `2026-03-02 is in the future: only today and past days can be logged`.
    public func isInTheFuture(_ day: String) -> String { say("app.error.futureDay", ["day": day]) }

    /// A backup that cannot be written in `format`, and why.
    public func backupNotWritten(format: BackupFormat, detail: BackupFileError.Detail) -> String {
        say("app.error.backupNotWritten", ["format": format.rawValue.uppercased(), "detail": backupDetail(detail)])
    }

    /// A backup file refused, without the file's name: `the backup file is empty: …`.
    public func backupFile(_ error: BackupFileError) -> String {
        switch error.problem {
        case .undecodable(_, let detail): say("app.error.backupFile.undecodable", ["detail": backupDetail(detail)])
        default: say("app.error.backupFile", ["problem": backupFileProblem(error)])
        }
    }

    /// What is wrong with a backup file, phrased to follow its name (`is empty: …`); for a file
    /// that cannot be decoded, where its reader stopped and why.
    public func backupFileProblem(_ error: BackupFileError) -> String {
        switch error.problem {
        case .cannotRead(let failure): say("app.backupFile.cannotRead", ["why": systemFailure(failure)])
        case .notAFile(let kind): say("app.backupFile.notAFile", ["kind": fileKind(kind)])
        case .empty: text("app.backupFile.empty")
        case .tooLarge(let bytes, let limit):
            text("app.backupFile.tooLarge", ["count": .integer(bytes), "limit": .text(size(bytes: limit))])
        case .unknownFormat: text("app.backupFile.unknownFormat")
        case .undecodable(_, let detail): backupDetail(detail)
        case .changedWhileRead: text("app.backupFile.changedWhileRead")
        }
    }
}

// MARK: - Rules of the domain

extension AppWording {
    /// A broken rule after its field and value: `name "": must not be empty`. English names the
    /// field by its path, as the error's description does; the other languages by its name.
    public func invalid(_ error: ValidationError) -> String {
        let field = isEnglish ? error.field : fieldName(error.field)
        return say("app.error.invalid", ["field": field, "value": error.value, "rule": rule(error.rule)])
    }

    /// A rule of the domain, phrased to follow the field and its value (`must not be empty`).
    public func rule(_ rule: ValidationError.Rule) -> String {
        let first = "\(LogicalDay.firstSupported)"
        let last = "\(LogicalDay.lastSupported)"
        return switch rule {
        case .empty: text("app.rule.empty")
        case .tooLong(let maximum):
            // English writes the limit as the rule's description does (`10000 characters`).
            text("app.rule.tooLong", ["count": isEnglish ? .text("\(maximum)") : .integer(maximum)])
        case .outOfRange(let minimum, let maximum, let unit):
            say(
                unit == .none ? "app.rule.outOfRange" : "app.rule.outOfRange." + Self.rangeUnit(unit),
                ["minimum": "\(minimum)", "maximum": "\(maximum)"])
        case .notAboveZero: text("app.rule.notAboveZero")
        case .aboveMaximum(let maximum): say("app.rule.aboveMaximum", ["maximum": "\(maximum)"])
        case .moreTimesThanDays(let days): say("app.rule.moreTimesThanDays", ["days": "\(days)"])
        case .noWeekday: text("app.rule.noWeekday")
        case .notAnHour: text("app.rule.notAnHour")
        case .notAMinute: text("app.rule.notAMinute")
        case .notASymbolName: text("app.rule.notASymbolName")
        case .controlCharacter(let found, let allowsLineBreaks):
            say(
                allowsLineBreaks ? "app.rule.controlCharacter.lineBreaksAllowed" : "app.rule.controlCharacter",
                ["found": ValidationError.Rule.codePoint(found)])
        case .unsupportedDay: say("app.rule.unsupportedDay", ["first": first, "last": last])
        case .unsupportedInstant:
            say(
                "app.rule.unsupportedInstant",
                [
                    "first": first, "last": last,
                    "from": LogicalDay.utcDescription(of: LogicalDay.supportedInstants.lowerBound),
                    "to": LogicalDay.utcDescription(of: LogicalDay.supportedInstants.upperBound.addingTimeInterval(-1)),
                ])
        case .timerTargetAboveDay: text("app.rule.timerTargetAboveDay")
        case .timerDayAboveDay: text("app.rule.timerDayAboveDay")
        case .endsBeforeStart: text("app.rule.endsBeforeStart")
        case .pauseTooLong(let maximum): say("app.rule.pauseTooLong", ["maximum": "\(maximum)"])
        case .endsTooFarAhead: text("app.rule.endsTooFarAhead")
        case .startsAfterToday: text("app.rule.startsAfterToday")
        case .notAfter(let day): say("app.rule.notAfter", ["day": "\(day)"])
        case .notBefore(let day): say("app.rule.notBefore", ["day": "\(day)"])
        case .notAVersionStart(let starts) where starts.isEmpty: text("app.rule.notAVersionStart.none")
        case .notAVersionStart(let starts):
            say("app.rule.notAVersionStart", ["days": starts.map(\.description).joined(separator: ", ")])
        case .notTheHabitsType(let kind): say("app.rule.notTheHabitsType", ["type": kind.rawValue])
        case .habitLimitReached(let maximum): text("app.rule.habitLimitReached", ["maximum": .integer(maximum)])
        case .importAboveHabitLimit(let maximum, let existing, let added):
            text(
                "app.rule.importAboveHabitLimit",
                ["maximum": .integer(maximum), "existing": .text("\(existing)"), "added": .text("\(added)")])
        case .sameNameAs(let other): say("app.rule.sameNameAs", ["other": other])
        }
    }

    /// The key suffix of a ranged amount's unit.
    private static func rangeUnit(_ unit: ValidationError.Rule.RangeUnit) -> String {
        switch unit {
        case .none: ""
        case .number: "number"
        case .days: "days"
        case .daysAWeek: "daysAWeek"
        }
    }
}

// MARK: - The store

extension AppWording {
    /// What failed on which file, and why, without a front end's remedy (a command, a screen):
    /// `cannot open /data/kado.sqlite: the file is read-only`.
    public func storeFailure(_ failure: StoreFailure) -> String {
        switch failure {
        case .writtenByNewerVersion(let path, let unknown):
            say("app.store.writtenByNewerVersion", ["path": path, "migrations": unknown.joined(separator: ", ")])
        case .notAKadoDatabase(let path): say("app.store.notAKadoDatabase", ["path": path])
        case .cannotOpen(let path, let reason):
            say("app.store.cannotOpen", ["path": path, "reason": storeReason(reason)])
        case .corruptRow(let table, let id, let field, let value):
            say("app.store.corruptRow", ["table": table, "id": id, "field": field, "value": value])
        case .database(let failure): say("app.store.database", ["message": failure.message])
        case .cannotWrite(let path, let reason):
            say("app.store.cannotWrite", ["path": path, "reason": storeReason(reason)])
        case .damaged(let path, let detail): say("app.store.damaged", ["path": path, "detail": detail])
        case .upgradeNeedsWriting(let path, let reason):
            say("app.store.upgradeNeedsWriting", ["path": path, "reason": storeReason(reason)])
        case .busy(let path): say("app.store.busy", ["path": path])
        case .missing(let path): say("app.store.missing", ["path": path])
        case .diskFull(let path): say("app.store.diskFull", ["path": path])
        }
    }

    /// What a path names, after "it is": `a named pipe (FIFO)`.
    public func fileKind(_ kind: StoreFileKind) -> String {
        text("app.fileKind." + kind.rawValue)
    }

    /// Why a file cannot be opened, written or read, phrased to follow `cannot open PATH: `.
    public func storeReason(_ reason: StoreFailureReason) -> String {
        switch reason {
        case .fileReadOnly: text("app.store.reason.fileReadOnly")
        case .companionReadOnly(let path): say("app.store.reason.companionReadOnly", ["path": path])
        case .folderReadOnly(let folder): say("app.store.reason.folderReadOnly", ["folder": folder])
        case .fileOrFolderReadOnly: text("app.store.reason.fileOrFolderReadOnly")
        case .openedReadOnly: text("app.store.reason.openedReadOnly")
        case .missingFile: text("app.store.reason.missingFile")
        case .isAFolder: text("app.store.reason.isAFolder")
        case .notARegularFile(let kind): say("app.store.reason.notARegularFile", ["kind": fileKind(kind)])
        case .folderNotCreated(let folder): say("app.store.reason.folderNotCreated", ["folder": folder])
        case .emptyFile: text("app.store.reason.emptyFile")
        case .olderVersion: text("app.store.reason.olderVersion")
        case .unableToOpen(let message): say("app.store.reason.unableToOpen", ["message": message])
        case .permissionDenied(let message): say("app.store.reason.permissionDenied", ["message": message])
        case .notADatabase(let message): say("app.store.reason.notADatabase", ["message": message])
        case .migrationFailed(let name, let underlying):
            say("app.store.reason.migrationFailed", ["name": name, "reason": storeReason(underlying)])
        case .newerMigrations(let names):
            say("app.store.reason.newerMigrations", ["names": names.joined(separator: ", ")])
        case .unknownMigration(let name): say("app.store.reason.unknownMigration", ["name": name])
        case .foreignKeysBroken(let migration, let tables):
            say(
                "app.store.reason.foreignKeysBroken",
                ["migration": migration, "tables": tables.joined(separator: ", ")])
        case .snapshotNotWritten(let detail): say("app.store.reason.snapshotNotWritten", ["detail": detail])
        case .sqlite(let message): say("app.store.reason.sqlite", ["message": message])
        case .other(let message): say("app.store.reason.other", ["message": message])
        }
    }
}
