import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoCLI

/// The command line walked in German, Spanish and the pseudo-language (issue 39): the overview
/// and every command's help from the command table, every usage error and every error of the
/// application layer through the reporter, and the completions' descriptions. English that
/// escaped the catalogs fails unless `Tests/LanguageWalk/EscapesAllowed.txt` lists it
/// (``LanguageWalk``).
@Suite("The command line in German, Spanish and the pseudo-language")
struct LanguageWalkCLITests {
    static let languages: [Language] = [.german, .spanish, .pseudo]

    /// What the command line shows as typed in every language: the commands' names and the
    /// words their options take (`--format markdown`), which are tokens, not sentences.
    static let tokens: [String] = {
        var tokens = CommandCatalog.specifications.map(\.name)
        for command in CommandCatalog.specifications {
            for completion in command.options.map(\.completion) + command.arguments.map(\.completion) {
                switch completion {
                case .values(let words): tokens += words
                case .valuesAfter(let words): tokens += words.keys + words.values.flatMap { $0 }
                default: break
                }
            }
        }
        return Array(Set(tokens)).sorted()
    }()

    /// `help` without its command lines: the usage line and the examples are typed as they are,
    /// with English example names (`kado add Read`).
    static func withoutCommandLines(_ help: String) -> String {
        help.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("kado ") }
            .joined(separator: "\n")
    }

    /// The overview and every command's help, at 80 columns, by where it came from.
    static func helpTexts(in language: Language) -> [(source: String, text: String)] {
        let formatter = HelpFormatter(
            commands: CommandCatalog.all, defaultCommand: CommandCatalog.defaultCommand, width: 80, language: language)
        return [("kado help", formatter.overview())]
            + CommandCatalog.specifications.map { ("kado help \($0.name)", formatter.help(for: $0)) }
    }

    @Test("every command's help and every option's help", arguments: languages)
    func help(language: Language) {
        let texts = Self.helpTexts(in: language)
        #expect(texts.count == CommandCatalog.all.count + 1)
        let found = texts.flatMap { source, text in
            LanguageWalk.escapes(
                in: Self.withoutCommandLines(text), language: language.rawValue, surface: "cli-help", source: source,
                allowed: Self.tokens)
        }
        LanguageWalk.expectOnlyListed(found, walked: texts.count, surface: "cli-help", language: language.rawValue)
    }

    @Test("every usage error", arguments: languages)
    func usageErrors(language: Language) {
        let found = UsageErrorSamples.errors.flatMap { error in
            LanguageWalk.escapes(
                in: ErrorReport(for: error, language: language).message, language: language.rawValue,
                surface: "cli-usage", source: "\(error.kind)", allowed: Self.tokens)
        }
        LanguageWalk.expectOnlyListed(
            found, walked: UsageErrorSamples.errors.count, surface: "cli-usage", language: language.rawValue)
    }

    /// Every error of the application layer, and the bare errors a command can meet beneath it.
    static func errors() -> [(source: String, error: any Error)] {
        ErrorSamples.appErrors.map { ("\($0)", $0 as any Error) }
            + ErrorSamples.validationErrors.map { ("\($0)", $0 as any Error) }
            + ErrorSamples.storeErrors.map { ("\($0)", $0 as any Error) }
            + ErrorSamples.backupFileErrors.map { ("\($0)", $0 as any Error) }
    }

    @Test("every error of the application layer through the reporter", arguments: languages)
    func appErrors(language: Language) {
        let errors = Self.errors()
        let found = errors.flatMap { source, error in
            LanguageWalk.escapes(
                in: ErrorReport(for: error, language: language).message, language: language.rawValue,
                surface: "cli-error", source: source, allowed: Self.tokens + ErrorSamples.verbatimDetails)
        }
        LanguageWalk.expectOnlyListed(found, walked: errors.count, surface: "cli-error", language: language.rawValue)
    }

    /// The descriptions a completion script in `language` gives commands and options: fish's
    /// `-d '…'`, which zsh's `name:description` entries repeat.
    static func completionDescriptions(in language: Language) -> [String] {
        let script = completionScript(for: .fish, commands: CommandCatalog.specifications, language: language)
        var descriptions: [String] = []
        for line in script.split(separator: "\n") {
            guard let range = line.range(of: " -d '") else { continue }
            var text = ""
            var escaped = false
            for character in line[range.upperBound...] {
                if escaped {
                    text.append(character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "'" {
                    break
                } else {
                    text.append(character)
                }
            }
            descriptions.append(text)
        }
        return descriptions
    }

    @Test("the completions' descriptions", arguments: languages)
    func completions(language: Language) {
        let descriptions = Self.completionDescriptions(in: language)
        #expect(descriptions.count > CommandCatalog.all.count)
        let found = Set(descriptions).flatMap { text in
            LanguageWalk.escapes(
                in: text, language: language.rawValue, surface: "cli-completion", source: "kado completion fish",
                allowed: Self.tokens)
        }
        LanguageWalk.expectOnlyListed(
            found, walked: descriptions.count, surface: "cli-completion", language: language.rawValue)
    }

    /// Every line the reminder log writes (`kado remind run`, `kado serve`), by event.
    static func reminderLogLines(in language: Language) throws -> [(source: String, text: String)] {
        let habit = Habit(name: "Wasser", createdAt: instant("2026-04-01T00:00:00Z"))
        let reminder = Reminder(habitID: habit.id, time: try ReminderTime(parsing: "08:00"))
        let occurrence = ReminderOccurrence(
            reminder: reminder, day: day("2026-04-10"), instant: instant("2026-04-10T08:00:00Z"), verdict: .fires)
        let notice = ReminderNotice(habit: habit, occurrence: occurrence, language: language)
        var events: [(String, ReminderEvent)] = [("rang", .rang(notice)), ("dropped", .dropped(count: 3))]
        for kind in ReminderChannelKind.allCases {
            events += [
                ("delivered \(kind)", .delivered(notice, channel: kind, .delivered(detail: "id 7"))),
                ("failed \(kind)", .delivered(notice, channel: kind, .failed(reason: "HTTP 500"))),
                ("unavailable \(kind)", .delivered(notice, channel: kind, .unavailable(.notConfigured))),
                (
                    "retrying \(kind)",
                    .retrying(
                        notice, channel: kind, ReminderDeliveryAttempt(number: 2, reason: "HTTP 503", retryIn: 30))
                ),
            ]
        }
        events.append(("snoozed", .acted(notice, .snooze, .snoozed(until: instant("2026-04-10T08:10:00Z")))))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let words = Localizer(language: language)
        var lines = events.map { name, event in
            (name, RemindRunAction.line(for: event, words: words, calendar: calendar).text)
        }
        let outcomes: [CheckInOutcome] = [
            .recorded, .alreadyDone, .removed, .nothingToUndo, .valueSet, .skipped, .noted, .unchanged, .noteRemoved,
            .nothingToRemove,
        ]
        lines += outcomes.map { ("done from a notification, \($0)", words(.doneFromNotification("Wasser", $0))) }
        return lines
    }

    @Test("every line of the reminder log", arguments: languages)
    func reminderLog(language: Language) throws {
        let lines = try Self.reminderLogLines(in: language)
        let found = lines.flatMap { source, text in
            LanguageWalk.escapes(
                in: text, language: language.rawValue, surface: "cli-reminder-log", source: source,
                allowed: ["Wasser", "HTTP"])
        }
        LanguageWalk.expectOnlyListed(
            found, walked: lines.count, surface: "cli-reminder-log", language: language.rawValue)
    }

    @Test(
        "the judge finds English in German and Spanish, and plain template words in the pseudo-language",
        arguments: [
            ("de", "Die Gewohnheit wurde angelegt.", true), ("de", "the habit was created", false),
            ("de", "Was ist „the file“?", true), ("es", "No has marcado nada hoy.", true),
            ("es", "Run kado help add for the list", false), ("de", "Führen Sie `kado help add` aus", true),
            ("de", "Siehe --dry-run und https://example.org/the/only", true),
            ("en-XA", "⟦Ŧôđáý ~~~⟧", true), ("en-XA", "⟦Ŧôđáý ~~~⟧ Today", false),
            ("en-XA", "⟦Ŵáŧéŕ ⟦Ŧôđáý⟧ ~~⟧ Wasser", true), ("en-XA", "kado help add --json", true),
        ])
    func judge(language: String, text: String, passes: Bool) {
        let escapes = LanguageWalk.escapes(
            in: text, language: language, surface: "test", source: "sample", allowed: ["Wasser"])
        #expect(escapes.isEmpty == passes, "\(escapes)")
    }
}
