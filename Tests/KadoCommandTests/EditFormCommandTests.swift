import Foundation
import KadoTestSupport
import Testing

/// `kado edit HABIT` without options: the habit as a form in `$EDITOR` (a small script here that
/// rewrites the file), applied only when every line is right.
@Suite("kado edit HABIT in the editor", .tags(.endToEnd), .endToEndTierOnly)
struct EditFormCommandTests {
    /// An executable editor script in the sandbox running `body` with the file as `$1`.
    static func editor(_ sandbox: Sandbox, _ body: String, name: String = "editor.sh") throws -> String {
        let url = sandbox.file(name)
        try "#!/bin/sh\n\(body)\n".write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url.path
    }

    /// The form as the editor receives it, for the habit `name`.
    static func form(_ sandbox: Sandbox, _ name: String) throws -> String {
        let capture = sandbox.file("captured.txt").path
        let editor = try editor(sandbox, "cp \"$1\" '\(capture)'", name: "capture.sh")
        let result = try sandbox.kado(["edit", name], environment: ["EDITOR": editor])
        #expect(result.status == 0, "\(result)")
        return try String(contentsOfFile: capture, encoding: .utf8)
    }

    /// Kadō's JSON backup of everything, to compare before and after.
    static func export(_ sandbox: Sandbox) throws -> String {
        try sandbox.succeed(["export", "-o", "-"]).output
    }

    @Test("the form: one key: value line per field below a comment, values as the options take them")
    func form() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed([
            "add", "Water", "--every", "mon,wed,fri", "--type", "counter:8", "--unit", "glasses", "--color", "teal",
            "--remind", "08:00,18:30",
        ])
        let form = try Self.form(sandbox, "Water")
        let lines = form.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines.filter { !$0.hasPrefix("#") && !$0.isEmpty } == [
                "name: Water", "every: mon,wed,fri", "type: counter:8", "unit: glasses", "color: teal", "icon: circle",
                "score: kado", "from: ", "group: ", "since: ", "details: ", "remind: 08:00, 18:30", "when-done: quiet",
                "snooze: 10",
            ])
        #expect(lines.first == "# Kadō: edit Water, save and close the editor to apply.")
        #expect(form.contains("\n# How often: day, N/week (1–6 days a week), mon,wed,fri, weekdays, weekends"))
        #expect(
            form.hasSuffix(
                "remind: 08:00, 18:30\n\n# What the reminders do on a day already done: quiet or ring.\n"
                    + "when-done: quiet\n\n# How many minutes Snooze puts the reminders off, 1 to 1440.\nsnooze: 10\n"))
    }

    @Test("the form's comments are in the settings' language")
    func french() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Lire"])
        try sandbox.succeed(["settings", "language", "fr"])
        let form = try Self.form(sandbox, "Lire")
        #expect(form.hasPrefix("# Kadō\u{00A0}: modifiez Lire, enregistrez et fermez l’éditeur pour appliquer.\n"))
        #expect(form.contains("\n# Le nom (non vide).\nname: Lire\n"))
    }

    @Test("a valid edit saves exactly the new values, reminders included, as one undo step")
    func validEdit() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read", "--remind", "07:00"])
        try sandbox.succeed(["done", "Read", "-1"])
        let editor = try Self.editor(
            sandbox,
            """
            sed -i -e 's/^name: .*/name: Read a book/' -e 's/^every: .*/every: 3\\/week/' \
              -e 's/^type: .*/type: counter:20/' -e 's/^unit:.*/unit: pages/' -e 's/^color: .*/color: red/' \
              -e 's/^score: .*/score: loop/' -e 's/^icon: .*/icon: book/' -e 's/^remind: .*/remind: 21:15, 06:30/' "$1"
            """)
        let result = try sandbox.kado(["edit", "Read"], environment: ["EDITOR": editor])
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        #expect(result.output == "Saved Read a book: 3 days a week, counter · 20 pages\n")
        let entry = try #require(try sandbox.json([ListEntryJSON].self, ["list", "--json"]).first)
        #expect(
            [entry.name, entry.every, entry.type, entry.unit, entry.color, entry.icon, entry.scoreModel]
                == ["Read a book", "3/week", "counter:20", "pages", "red", "book", "loop"])
        #expect(entry.reminder == "06:30")
        #expect(try Self.form(sandbox, "Read a book").contains("\nremind: 06:30, 21:15\n"))
        #expect(try sandbox.json(ShowJSON.self, ["show", "Read a book", "--json"]).recent.map(\.day) == ["2026-04-09"])
        // One change: one undo puts the name, the schedule and the reminder back together.
        #expect(try sandbox.succeed(["undo"]).output.hasPrefix("Undid: "))
        let back = try #require(try sandbox.json([ListEntryJSON].self, ["list", "--json"]).first)
        #expect([back.name, back.every, back.type] == ["Read", "day", "yesno"])
    }

    @Test("the group and a description of several lines go through the form and back")
    func groupAndDetails() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Stretch", "--group", "Health", "--details", "Ten minutes\nback \\ legs"])
        let form = try Self.form(sandbox, "Stretch")
        #expect(form.contains("\ngroup: Health\n"))
        #expect(form.contains("\ndetails: Ten minutes\\nback \\\\ legs\n"))
        let editor = try Self.editor(
            sandbox,
            """
            sed -i -e 's/^group: .*/group: Morning/' -e 's/^details: .*/details: One\\\\ntwo \\\\\\\\ three/' "$1"
            """)
        let result = try sandbox.kado(["edit", "Stretch"], environment: ["EDITOR": editor])
        #expect(result.status == 0, "\(result)")
        let shown = try sandbox.json(ShowJSON.self, ["show", "Stretch", "--json"])
        #expect(shown.group == "Morning")
        #expect(shown.details == "One\ntwo \\ three")
        // Emptied, both are cleared.
        let clearing = try Self.editor(
            sandbox, "sed -i -e 's/^group: .*/group:/' -e 's/^details: .*/details:/' \"$1\"", name: "clear.sh")
        #expect(try sandbox.kado(["edit", "Stretch"], environment: ["EDITOR": clearing]).status == 0)
        let cleared = try sandbox.json(ShowJSON.self, ["show", "Stretch", "--json"])
        #expect(cleared.group == nil && cleared.details == nil)
    }

    struct BadEdit: Sendable, CustomTestStringConvertible {
        let name: String
        /// The editor script's body (`$1` is the form).
        let script: String
        let message: String
        var testDescription: String { name }
    }

    static let badEdits: [BadEdit] = [
        BadEdit(
            name: "a schedule that is not one", script: "sed -i 's/^every: .*/every: fortnightly/' \"$1\"",
            message:
                "kado: line 9: every 'fortnightly': must be day, N/week, weekdays such as mon,wed,fri, Ndays, or N/D "
                + "(N times in D days)"),
        BadEdit(
            name: "a type that is not one", script: "sed -i 's/^type: .*/type: counter/' \"$1\"",
            message: "kado: line 12: type 'counter': needs a target: counter:N"),
        BadEdit(
            name: "a colour that is not one", script: "sed -i 's/^color: .*/color: beige/' \"$1\"",
            message: "kado: line 18: color 'beige': must be one of red, orange, yellow, green, mint, teal, blue, purple"
        ),
        BadEdit(
            name: "a reminder time that is not one", script: "sed -i 's/^remind: .*/remind: 08:00, 25:00/' \"$1\"",
            message: "kado: line 39: remind '25:00': must be a time HH:MM from 00:00 to 23:59, or off"),
        BadEdit(
            name: "an empty name", script: "sed -i 's/^name: .*/name:   /' \"$1\"",
            message: "kado: line 6: name \"\": must not be empty"),
        BadEdit(
            name: "an unknown key", script: "printf 'colour: red\\n' >> \"$1\"",
            message:
                "kado: line 46: unknown key 'colour': the keys are name, every, type, unit, color, icon, score, from, "
                + "group, since, details, remind, when-done, snooze"),
        BadEdit(
            name: "a key given twice", script: "printf 'every: 3/week\\n' >> \"$1\"",
            message: "kado: line 46: every is already given on line 9: keep one"),
        BadEdit(
            name: "a line that is not key: value", script: "printf 'just some words\\n' >> \"$1\"",
            message: "kado: line 46: 'just some words' is not a “key: value” line (start a comment with #)"),
        BadEdit(
            name: "a snooze length out of range", script: "sed -i 's/^snooze: .*/snooze: 2000/' \"$1\"",
            message: "kado: line 45: snooze '2000': must be a whole number from 1 to 1440"),
        BadEdit(
            name: "a when-done that is neither", script: "sed -i 's/^when-done: .*/when-done: sometimes/' \"$1\"",
            message: "kado: line 42: when-done 'sometimes': must be quiet or ring"),
    ]

    @Test("a bad edit names the line, the field and the value, exits 64 and changes nothing", arguments: badEdits)
    func badEdit(_ edit: BadEdit) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        let before = try Self.export(sandbox)
        let editor = try Self.editor(sandbox, edit.script)
        let result = try sandbox.kado(["edit", "Read"], environment: ["EDITOR": editor])
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.error == edit.message + "\n")
        #expect(try Self.export(sandbox) == before)
        // The undo journal's last change is still the add.
        #expect(try sandbox.succeed(["undo"]).output == "Undid: added Read\n")
    }

    struct Unchanged: Sendable, CustomTestStringConvertible {
        let name: String
        let script: String
        let status: Int32
        let output: String
        let error: String
        var testDescription: String { name }
    }

    static let unchanged: [Unchanged] = [
        Unchanged(
            name: "left as it was", script: "true", status: 0,
            output: "Nothing changed: the form was left as it was.\n", error: ""),
        Unchanged(
            name: "only comments changed", script: "sed -i '/^#/d' \"$1\"", status: 0,
            output: "Nothing changed: the form was left as it was.\n", error: ""),
        Unchanged(
            name: "emptied", script: ": > \"$1\"", status: 0, output: "Nothing changed: the form was emptied.\n",
            error: ""),
        Unchanged(
            name: "the editor failing", script: "sed -i 's/^name: .*/name: Other/' \"$1\"; exit 3", status: 1,
            output: "", error: "kado: the editor '%EDITOR%' ended with status 3: nothing changed\n"),
    ]

    @Test("a form left as it was, emptied, or an editor failing writes nothing", arguments: unchanged)
    func unchangedForm(_ edit: Unchanged) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read", "--remind", "08:00"])
        let before = try Self.export(sandbox)
        let editor = try Self.editor(sandbox, edit.script)
        let result = try sandbox.kado(["edit", "Read"], environment: ["EDITOR": editor])
        #expect(result.status == edit.status)
        #expect(result.output == edit.output)
        #expect(result.error == edit.error.replacingOccurrences(of: "%EDITOR%", with: editor))
        #expect(try Self.export(sandbox) == before)
        #expect(try sandbox.succeed(["undo"]).output == "Undid: added Read\n")
    }

    @Test(
        "names with spaces, accents and # go through the form unchanged",
        arguments: ["Read a book", "Méditer 10 min", "Tea #2: green", "  Écrire  #journal  "])
    func names(_ name: String) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Habit"])
        let file = sandbox.file("name.txt")
        try "name: \(name)\n".write(to: file, atomically: true, encoding: .utf8)
        // The editor replaces the name line with the one in name.txt.
        let editor = try Self.editor(
            sandbox, "grep -v '^name:' \"$1\" > \"$1.new\"; cat '\(file.path)' \"$1.new\" > \"$1\"; rm \"$1.new\"")
        let result = try sandbox.kado(["edit", "Habit"], environment: ["EDITOR": editor])
        #expect(result.status == 0, "\(result)")
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        #expect(try sandbox.json([ListEntryJSON].self, ["list", "--json"]).map(\.name) == [trimmed])
        #expect(try Self.form(sandbox, trimmed).contains("\nname: \(trimmed)\n"))
    }

    @Test("$VISUAL wins over $EDITOR, and with neither and no terminal nothing is opened")
    func choosingTheEditor() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        let visual = try Self.editor(sandbox, "sed -i 's/^color: .*/color: green/' \"$1\"", name: "visual.sh")
        let editor = try Self.editor(sandbox, "exit 9")
        let result = try sandbox.kado(["edit", "Read"], environment: ["VISUAL": visual, "EDITOR": editor])
        #expect(result.status == 0, "\(result)")
        #expect(try sandbox.json([ListEntryJSON].self, ["list", "--json"]).map(\.color) == ["green"])
        let before = try Self.export(sandbox)
        let none = try sandbox.kado(["edit", "Read"])
        #expect(none.status == 64)
        #expect(none.error.hasPrefix("kado: kado edit HABIT without options opens the habit in $VISUAL or $EDITOR"))
        #expect(try Self.export(sandbox) == before)
    }

    @Test("with options, edit still works without an editor and saves the reminders with the rest")
    func options() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        let result = try sandbox.succeed(["edit", "Read", "--every", "2days", "--remind", "09:00,20:00"])
        #expect(result.output == "Saved Read: every 2 days, yes/no\n")
        #expect(try Self.form(sandbox, "Read").contains("\nevery: 2days\n"))
        #expect(try Self.form(sandbox, "Read").contains("\nremind: 09:00, 20:00\n"))
        let bad = try sandbox.kado(["edit", "Read", "--every", "fortnightly"])
        #expect(bad.status == 64)
    }

    @Test("with --json the form's outcome is the habit's status, changed or not")
    func json() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        let unchanged = try sandbox.kado(["edit", "Read", "--json"], environment: ["EDITOR": "true"])
        #expect(unchanged.status == 0)
        let same = try JSONDecoder().decode(StatusJSON.self, from: Data(unchanged.output.utf8))
        #expect(same.name == "Read")
        let editor = try Self.editor(sandbox, "sed -i 's/^name: .*/name: Read more/' \"$1\"")
        let changed = try sandbox.kado(["edit", "Read", "--json"], environment: ["EDITOR": editor])
        #expect(try JSONDecoder().decode(StatusJSON.self, from: Data(changed.output.utf8)).name == "Read more")
    }
}
