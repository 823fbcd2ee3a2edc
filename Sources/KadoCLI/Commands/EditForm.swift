import Foundation
import KadoCore

/// The small text form `kado edit HABIT` opens in `$VISUAL`/`$EDITOR`: one `key: value` line per
/// field of ``fields``, each below a `#` comment saying what it may be, the values written as
/// the command-line options take them and read back with the same parsers.
///
/// Reading it back: blank lines and lines starting with `#` are skipped; every other line is
/// `key: value` (the value trimmed, so a name may hold `#` or `:`); a key left out keeps its
/// value; an unknown or repeated key is an error naming its line.
enum EditForm {
    /// Every line of the form, in order: one entry per field, the only list to extend.
    static let fields: [EditFormField] = [
        EditFormField(
            key: "name", help: .editFormNameHelp, validationFields: ["name"], text: { $0.habit.name },
            apply: { value, values in values.habit.name = value }),
        EditFormField(
            key: "every", help: .editFormEveryHelp, validationFields: ["frequency"],
            text: { ValueFormatter.everyArgument($0.habit.frequency) },
            apply: { value, values throws(UsageError) in
                values.habit.frequency = try ValueParser.frequency(value, argument: "every")
            }),
        EditFormField(
            key: "type", help: .editFormTypeHelp, validationFields: ["type", "target"],
            text: { ValueFormatter.typeArgument($0.habit.type) },
            apply: { value, values throws(UsageError) in
                values.habit.type = try ValueParser.habitType(value, argument: "type")
            }),
        EditFormField(
            key: "unit", help: .editFormUnitHelp, validationFields: ["unit"], text: { $0.habit.unit ?? "" },
            apply: { value, values in values.habit.unit = value.isEmpty ? nil : value }),
        EditFormField(
            key: "color", help: .editFormColorHelp(HabitColor.allCases.map(\.rawValue)), validationFields: ["color"],
            text: { $0.habit.color.rawValue },
            apply: { value, values throws(UsageError) in
                values.habit.color = try ValueParser.color(value, argument: "color")
            }),
        EditFormField(
            key: "icon", help: .editFormIconHelp, validationFields: ["icon"], text: { $0.habit.icon },
            apply: { value, values in values.habit.icon = value }),
        EditFormField(
            key: "score", help: .editFormScoreHelp, validationFields: ["scoreModel"],
            text: { $0.habit.scoreModel.rawValue },
            apply: { value, values throws(UsageError) in
                values.habit.scoreModel = try ValueParser.scoreModel(value, argument: "score")
            }),
        EditFormField(
            key: "from", help: .editFormFromHelp, validationFields: ["from"], text: { $0.from?.text ?? "" },
            apply: { value, values throws(UsageError) in
                values.from = value.isEmpty ? nil : try RuleStartText.parse(value, argument: "from")
            }),
        EditFormField(
            key: "group", help: .editFormGroupHelp, validationFields: ["group"], text: { $0.habit.group ?? "" },
            apply: { value, values in values.habit.group = value.isEmpty ? nil : value }),
        EditFormField(
            key: "since", help: .editFormSinceHelp, validationFields: ["startDay"],
            text: { $0.habit.startDay?.description ?? "" },
            apply: { value, values throws(UsageError) in
                values.habit.startDay =
                    value.isEmpty ? nil : try ValueParser.startDay(value, today: values.today, argument: "since")
            }),
        EditFormField(
            key: "details", help: .editFormDetailsHelp, validationFields: ["details"],
            text: { EditForm.oneLine($0.habit.details ?? "") },
            apply: { value, values in
                let details = EditForm.lines(value)
                values.habit.details = details.isEmpty ? nil : details
            }),
        EditFormField(
            key: "remind", help: .editFormRemindHelp, validationFields: ["reminderHour", "reminderMinute", "time"],
            text: { values in
                values.reminderTimes.isEmpty
                    ? "off"
                    : values.reminderTimes.map { ValueFormatter.reminder(.at(hour: $0.hour, minute: $0.minute)) }
                        .joined(separator: ", ")
            },
            apply: { value, values throws(UsageError) in
                values.reminderTimes = try ValueParser.reminderTimes(value, argument: "remind")
            }),
        EditFormField(
            key: "when-done", help: .editFormWhenDoneHelp, validationFields: ["onlyIfNotDone"],
            text: { $0.onlyIfNotDone ? "quiet" : "ring" },
            apply: { value, values throws(UsageError) in
                values.onlyIfNotDone = try ValueParser.onlyIfNotDone(value, argument: "when-done")
            }),
        EditFormField(
            key: "snooze", help: .editFormSnoozeHelp, validationFields: ["snoozeMinutes"],
            text: { String($0.snoozeMinutes) },
            apply: { value, values throws(UsageError) in
                values.snoozeMinutes = try ValueParser.snoozeMinutes(value, argument: "snooze")
            }),
    ]

    /// `text` on one line of the form: a line break as `\n`, a backslash as `\\`.
    static func oneLine(_ text: String) -> String {
        var written = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": written += "\\\\"
            case "\n": written += "\\n"
            default: written.unicodeScalars.append(scalar)
            }
        }
        return written
    }

    /// The text one line of the form holds: `\n` a line break, `\\` a backslash; any other
    /// backslash stays as written.
    static func lines(_ value: String) -> String {
        var text = ""
        var scalars = value.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                text.unicodeScalars.append(scalar)
                continue
            }
            switch scalars.next() {
            case "n": text += "\n"
            case "\\": text += "\\"
            case let other?: text += "\\" + String(other)
            case nil: text += "\\"
            }
        }
        return text
    }

    /// The form of `values`, titled with the habit's name, its comments in `words`' language.
    static func text(of values: EditFormValues, in words: Localizer) -> String {
        var lines = words(.editFormHeader(TerminalText.safe(values.habit.name))).split(separator: "\n").map {
            "# " + $0
        }
        for field in fields {
            lines.append("")
            lines.append("# " + words(field.help))
            lines.append(field.key + ": " + field.text(values))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `values` with the form's lines applied, and the line each key was on.
    /// - Throws: ``EditFormError`` for the first line that is not `key: value`, names an unknown
    ///   key or one given before, or holds a value its option would refuse.
    static func read(_ text: String, onto values: EditFormValues) throws(EditFormError) -> (
        values: EditFormValues, lines: [String: Int]
    ) {
        var values = values
        var lines: [String: Int] = [:]
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = raw.trimmingCharacters(in: .whitespaces.union(["\r"]))
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            guard let colon = line.firstIndex(of: ":") else {
                throw EditFormError(line: number, problem: .notKeyValue(line))
            }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard let field = fields.first(where: { $0.key == key }) else {
                throw EditFormError(
                    line: number,
                    problem: .unknownKey(
                        String(line[..<colon]).trimmingCharacters(in: .whitespaces), known: fields.map(\.key)))
            }
            if let first = lines[key] {
                throw EditFormError(line: number, problem: .repeatedKey(key, firstLine: first))
            }
            lines[key] = number
            do {
                try field.apply(value, &values)
            } catch {
                throw EditFormError(line: number, problem: .value(error))
            }
        }
        return (values, lines)
    }

    /// The line a broken rule of the habit belongs to, from the lines ``read(_:onto:)`` found.
    static func line(of error: ValidationError, in lines: [String: Int]) -> Int? {
        fields.first { $0.sets(error.field) }.flatMap { lines[$0.key] }
    }
}
