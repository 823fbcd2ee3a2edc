import Foundation
import KadoLocalization

/// Reading a catalog of realistic size (issue 39): a 400 KB French `.po` — keys, comments for
/// translators, flags, plurals, help texts over several lines, as the front ends' 1,700 phrases
/// will make it — parsed, and every one of its texts through French typography, against a floor:
/// one pass over the same bytes counting lines and quotes, the least any line-based reader does.
/// The parse is paid once per process, at its first message (goal: a few milliseconds); the
/// typography is paid per message on its first use, so the whole catalog's is an upper bound.
struct CatalogSuite {
    /// The measurements.
    struct Run {
        let bytes: Int
        let entries: Int
        let repeats: Int
        let parse: BestTime
        let typography: BestTime
        let floor: BestTime

        /// The parse's best time over the floor's.
        var parseRatio: Double { parse.nanoseconds / max(1, floor.nanoseconds) }
        /// The parse, in milliseconds.
        var parseMilliseconds: Double { parse.nanoseconds / 1e6 }
    }

    /// How large the generated catalog is, at least.
    static let targetBytes = 400_000
    /// The goal for the parse, in milliseconds.
    static let goalMilliseconds = 5.0

    let repeats: Int
    let log: (String) -> Void

    /// Generates the catalog and times the three walks in alternating rounds, keeping the best.
    /// - Throws: ``BenchmarkError`` when the catalog does not parse or a walk is not deterministic.
    func run() throws(BenchmarkError) -> Run {
        let text = Self.catalog()
        let file: POFile
        do {
            file = try POFile(parsing: text)
        } catch {
            throw BenchmarkError("the generated catalog does not parse: \(error)")
        }
        log("catalogs: \(text.utf8.count) bytes, \(file.entries.count) entries; timing ×\(repeats)…")
        var parse = BestTime()
        var typography = BestTime()
        var floor = BestTime()
        for _ in 0..<repeats {
            try floor.measure("floor") { () throws(BenchmarkError) in Self.scan(text) }
            try parse.measure("parse") { () throws(BenchmarkError) in
                do {
                    return Double(try POFile(parsing: text).entries.count)
                } catch {
                    throw BenchmarkError("the catalog stopped parsing: \(error)")
                }
            }
            try typography.measure("typography") { () throws(BenchmarkError) in
                var characters = 0
                for entry in file.entries {
                    for form in entry.translations {
                        characters += Typography.apply(to: form, language: .french).utf8.count
                    }
                }
                return Double(characters)
            }
        }
        return Run(
            bytes: text.utf8.count, entries: file.entries.count, repeats: repeats, parse: parse,
            typography: typography, floor: floor)
    }

    /// The floor: lines and double quotes counted in one pass over the UTF-8 bytes.
    @inline(never)
    static func scan(_ text: String) -> Double {
        var lines = 0
        var quotes = 0
        for byte in text.utf8 {
            if byte == 0x0A { lines += 1 } else if byte == 0x22 { quotes += 1 }
        }
        return Double(lines * 1_000_003 + quotes)
    }

    /// A French catalog of at least ``targetBytes``: one entry in five with a plural, one in seven
    /// a help text over several lines, every second one with a placeholder.
    static func catalog() -> String {
        var lines = [
            "msgid \"\"", "msgstr \"\"", "\"Language: fr\\n\"", "\"Content-Type: text/plain; charset=UTF-8\\n\"",
            "\"Plural-Forms: \(Language.french.pluralFormsHeader)\\n\"", "",
        ]
        var size = 0
        var index = 0
        while size < targetBytes {
            let area = ["cli", "web", "app", "notify"][index % 4]
            var entry = ["#. Shown after \(area) action \(index), with the habit’s name."]
            let placeholder = index % 2 == 0 ? " {name}" : ""
            if !placeholder.isEmpty { entry.append("#, python-brace-format") }
            entry.append("msgctxt \"\(area).action\(index).done\"")
            if index % 5 == 0 {
                entry += [
                    "msgid \"{count} check-in of\(placeholder) moved to the trash\"",
                    "msgid_plural \"{count} check-ins of\(placeholder) moved to the trash\"",
                    "msgstr[0] \"{count} pointage de\(placeholder) mis à la corbeille\"",
                    "msgstr[1] \"{count} de pointages de\(placeholder) mis à la corbeille\"",
                    "msgstr[2] \"{count} pointages de\(placeholder) mis à la corbeille\"",
                ]
                if placeholder.isEmpty { entry.insert("#, python-brace-format", at: 1) }
            } else if index % 7 == 0 {
                entry += [
                    "msgid \"\"", "\"Usage: kado \(area) \\\"NAME\\\" [--from DAY]\\n\"",
                    "\"Marks the habit\(placeholder) done: see “kado help”.\\n\"",
                    "msgstr \"\"", "\"Usage : kado \(area) \\\"NOM\\\" [--from JOUR]\\n\"",
                    "\"Marque l’habitude\(placeholder) comme faite : voyez “kado help” !\\n\"",
                ]
            } else {
                entry += [
                    "msgid \"The habit\(placeholder) was moved to the trash: restore it within 30 days?\"",
                    "msgstr \"L’habitude\(placeholder) a été mise à la corbeille : la restaurer sous 30 jours ?\"",
                ]
            }
            entry.append("")
            size += entry.reduce(0) { $0 + $1.utf8.count + 1 }
            lines += entry
            index += 1
        }
        return lines.joined(separator: "\n")
    }

    /// The run as a Markdown section, with the goal's verdict.
    static func markdown(_ run: Run, machine: Machine, commandLine: String) -> String {
        let verdict = run.parseMilliseconds <= goalMilliseconds ? "met" : "MISSED"
        return [
            "### Reading a catalog (issue 39)", "", "`\(commandLine)`", "", machine.summary, "",
            "| catalog | entries | parse | French typography of every text | floor (one pass) | parse ÷ floor |",
            "| ---: | ---: | ---: | ---: | ---: | ---: |",
            "| \(grouped(run.bytes)) bytes | \(grouped(run.entries)) | \(format(nanoseconds: run.parse.nanoseconds)) | "
                + "\(format(nanoseconds: run.typography.nanoseconds)) | \(format(nanoseconds: run.floor.nanoseconds)) | "
                + "\(String(format: "%.1f", run.parseRatio)) |",
            "",
            String(
                format: "Parse: %.2f ms, once per process (goal ≤ %.0f ms) — ", run.parseMilliseconds, goalMilliseconds)
                + verdict + "; the typography is paid per message shown; best of \(run.repeats).",
        ].joined(separator: "\n")
    }
}
