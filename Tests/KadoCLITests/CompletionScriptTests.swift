import Foundation
import KadoTestSupport
import Testing

@testable import KadoCLI

@Suite("Completion scripts")
struct CompletionScriptTests {
    static let bashPath = ProgramRunner.executable(["/bin/bash", "/usr/bin/bash"])
    static let zshPath = ProgramRunner.executable(["/bin/zsh", "/usr/bin/zsh", "/usr/local/bin/zsh"])
    static let fishPath = ProgramRunner.executable(["/usr/bin/fish", "/bin/fish", "/usr/local/bin/fish"])

    static func script(_ shell: Shell) -> String {
        completionScript(for: shell, commands: CommandCatalog.specifications)
    }

    @Test(
        "every script completes every command, every option, and asks kado for the habits' names",
        arguments: Shell.allCases)
    func coverage(shell: Shell) {
        let text = Self.script(shell)
        #expect(text.contains("list --names 2>/dev/null"))
        for command in CommandCatalog.specifications {
            switch shell {
            case .bash:
                let names = CommandCatalog.specifications.map(\.name).joined(separator: " ")
                #expect(text.contains("_kado_words '\(names)' \"$cur\""))
            case .zsh:
                #expect(
                    text.contains(
                        "'\(command.name):\(command.summary.english.replacingOccurrences(of: "'", with: #"'\''"#))'"))
            case .fish: #expect(text.contains("-a '\(command.name)' -d"))
            }
            for option in command.options + GlobalOptions.specifications {
                switch shell {
                case .bash: #expect(text.contains(option.spelling + " ") || text.contains(option.spelling + "'"))
                case .zsh: #expect(text.contains("'\(option.spelling):"))
                case .fish: #expect(text.contains("-l \(option.name) "))
                }
            }
        }
    }

    @Test(
        "bash's option lists hold each command's options (--quiet for those that change something) and the global ones")
    func bashOptionLists() {
        let lines = Self.script(.bash).split(separator: "\n")
        for command in CommandCatalog.specifications where !command.options.isEmpty || command.changesData {
            let line = lines.first { $0.hasPrefix("            \(command.name)) _kado_words '") }
            let own = command.options + (command.changesData ? [GlobalOptions.quiet] : [])
            let spellings = (own + GlobalOptions.specifications.filter { $0 != GlobalOptions.quiet }).flatMap {
                [$0.shortSpelling, $0.spelling].compactMap { $0 }
            }
            #expect(line.map { $0.contains("'" + spellings.joined(separator: " ") + "'") } == true, "\(command.name)")
        }
    }

    @Test("bash -n accepts the bash script", .enabled(if: bashPath != nil))
    func bashSyntax() throws {
        let path = try ShellProcess.temporaryFile(Self.script(.bash), suffix: ".bash")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try ShellProcess.run(try #require(Self.bashPath), ["-n", path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty)
    }

    @Test("zsh -n accepts the zsh script", .enabled(if: zshPath != nil))
    func zshSyntax() throws {
        let path = try ShellProcess.temporaryFile(Self.script(.zsh), suffix: ".zsh")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try ShellProcess.run(try #require(Self.zshPath), ["-n", path])
        #expect(result.status == 0, "\(result.error)")
    }

    @Test("fish --no-execute accepts the fish script", .enabled(if: fishPath != nil))
    func fishSyntax() throws {
        let path = try ShellProcess.temporaryFile(Self.script(.fish), suffix: ".fish")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try ShellProcess.run(try #require(Self.fishPath), ["--no-execute", path])
        #expect(result.status == 0, "\(result.error)")
    }

    /// A stand-in for `kado list --names` that also shows a `--db` it was given.
    static let fakeKado = """
        kado() {
            if [[ $1 == --db ]]; then printf '%s\\n' "db:$2"; fi
            printf '%s\\n' 'Drink water' 'Read' '読書'
        }
        """

    static let allCommands = CommandCatalog.specifications.map(\.name)

    @Test(
        "bash completes commands, options, values, days and habit names",
        .enabled(if: bashPath != nil),
        arguments: [
            (["kado", ""], allCommands),
            (["kado", "ad"], ["add"]),
            (["kado", "help", "un"], ["unarchive", "undo"]),
            (["kado", "add", "X", "--co"], ["--color"]),
            (
                ["kado", "add", "X", "--color", ""],
                ["red", "orange", "yellow", "green", "mint", "teal", "blue", "purple"]
            ),
            (["kado", "add", "X", "--color", "t"], ["teal"]),
            (["kado", "add", "Run", "--every", "3"], ["3/week", "3days"]),
            (["kado", "done", ""], [#"Drink\ water"#, "Read", "読書"]),
            (["kado", "done", "Dr"], [#"Drink\ water"#]),
            (["kado", "--db", "/tmp/x.sqlite", "done", ""], ["db:/tmp/x.sqlite", #"Drink\ water"#, "Read", "読書"]),
            (["kado", "done", "Read", ""], ["today", "yesterday"]),
            (["kado", "--json", "done", "Read", "--now", "2026-04-10", ""], ["today", "yesterday"]),
            (["kado", "log", "Water", "2", "y"], ["yesterday"]),
            (["kado", "log", "Water", ""], []),
            (
                ["kado", "settings", ""],
                [
                    "week-start", "day-start", "language", "push-url", "push-format", "push-token", "backups",
                    "backup-folder", "backup-keep",
                ]
            ),
            (["kado", "completion", "z"], ["zsh"]),
            // One spelling, values by command: export's formats are not the widget's.
            (["kado", "export", "--format", ""], ["json", "csv", "markdown"]),
            (["kado", "widget", "--format", ""], ["text", "json", "waybar", "i3blocks", "tmux"]),
            (["kado", "widget", "--format", "=", "w"], ["waybar"]),
            (["kado", "today", "--"], ["--markdown", "--db", "--now", "--json", "--no-color", "--help", "--version"]),
            (["kado", "list", "--na"], ["--names"]),
            (["kado", "--now", ""], []),
            (["kado", "note", "Run", "--", ""], []),
        ] as [([String], [String])])
    func bashCompletes(words: [String], expected: [String]) throws {
        let path = try ShellProcess.temporaryFile(Self.script(.bash), suffix: ".bash")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let harness = """
            source '\(path)'
            \(Self.fakeKado)
            COMP_WORDS=("$@")
            COMP_CWORD=$(($# - 1))
            _kado
            if ((${#COMPREPLY[@]})); then printf '%s\\n' "${COMPREPLY[@]}"; fi
            """
        let result = try ShellProcess.run(try #require(Self.bashPath), ["-c", harness, "bash"] + words)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.split(separator: "\n").map(String.init) == expected)
    }

    @Test(
        "fish completes commands, option values and habit names",
        .enabled(if: fishPath != nil),
        arguments: [
            ("kado ", "today\tShow today's habits"),
            ("kado add X --color t", "teal\t"),
            ("kado done ", "Drink water\t"),
            ("kado done Read ", "yesterday\t"),
            ("kado settings ", "week-start\t"),
            ("kado delete Read --y", "--yes\t"),
        ])
    func fishCompletes(line: String, expected: String) throws {
        let path = try ShellProcess.temporaryFile(Self.script(.fish), suffix: ".fish")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let harness = """
            source '\(path)'
            function kado; printf '%s\\n' 'Drink water' Read; end
            complete -C '\(line)'
            """
        let result = try ShellProcess.run(try #require(Self.fishPath), ["--no-config", "-c", harness])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.split(separator: "\n").contains { $0.hasPrefix(expected) }, "\(result.output)")
    }
}

@Suite("Completion: habit names in any case, after a quote; settings values by setting")
struct CompletionFixTests {
    /// A stand-in for `kado list --names`.
    static let fakeKado = """
        kado() {
            printf '%s\\n' 'Drink water' 'Read' 'Reading list' 'Café ☕' "Rock 'n' roll"
        }
        """

    @Test(
        "bash completes habit names whatever the case, with an opening quote, and names with spaces",
        .enabled(if: CompletionScriptTests.bashPath != nil),
        arguments: [
            (["kado", "done", "re"], ["Read", #"Reading\ list"#]),
            (["kado", "done", "RE"], ["Read", #"Reading\ list"#]),
            (["kado", "done", "dr"], [#"Drink\ water"#]),
            (["kado", "done", #"drink\ w"#], [#"Drink\ water"#]),
            (["kado", "done", "\"re"], ["Read", "Reading list"]),
            (["kado", "done", "\"dr"], ["Drink water"]),
            (["kado", "done", "'DRINK"], ["Drink water"]),
            (["kado", "done", "\"rock"], ["Rock 'n' roll"]),
            (["kado", "show", "caf"], [#"Café\ ☕"#]),
            (["kado", "done", "\""], ["Drink water", "Read", "Reading list", "Café ☕", "Rock 'n' roll"]),
            (["kado", "done", "xyz"], []),
            (["kado", "settings", "language", ""], ["auto", "en", "fr", "de", "es"]),
            (["kado", "settings", "week-start", ""], CompletionFixTests.weekdays),
            (["kado", "settings", "week-start", "s"], ["saturday", "sunday"]),
            (["kado", "settings", "language", "f"], ["fr"]),
            (["kado", "settings", "day-start", "2"], ["2", "20", "21", "22", "23"]),
            (["kado", "--db", "x.sqlite", "settings", "language", ""], ["auto", "en", "fr", "de", "es"]),
        ] as [([String], [String])])
    func bash(words: [String], expected: [String]) throws {
        let path = try ShellProcess.temporaryFile(CompletionScriptTests.script(.bash), suffix: ".bash")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let harness = """
            source '\(path)'
            \(Self.fakeKado)
            COMP_WORDS=("$@")
            COMP_CWORD=$(($# - 1))
            _kado
            if ((${#COMPREPLY[@]})); then printf '%s\\n' "${COMPREPLY[@]}"; fi
            """
        let result = try ShellProcess.run(
            try #require(CompletionScriptTests.bashPath), ["-c", harness, "bash"] + words)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.split(separator: "\n").map(String.init) == expected)
    }

    static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    @Test("zsh and fish offer each setting its own values, and zsh matches names in any case")
    func zshAndFish() {
        let zsh = CompletionScriptTests.script(.zsh)
        #expect(zsh.contains("compadd -M 'm:{[:lower:][:upper:]}={[:upper:][:lower:]}' -a names"))
        #expect(zsh.contains("('language') compadd -- 'auto' 'en' 'fr' 'de' 'es' ;;"))
        #expect(zsh.contains("('week-start') compadd -- " + Self.weekdays.map { "'\($0)'" }.joined(separator: " ")))
        let fish = CompletionScriptTests.script(.fish)
        #expect(fish.contains("-n '__kado_after settings 1 language' -a 'auto en fr de es'"))
        #expect(fish.contains("-n '__kado_after settings 1 week-start' -a '\(Self.weekdays.joined(separator: " "))'"))
        for script in [zsh, fish, CompletionScriptTests.script(.bash)] {
            #expect(!script.contains("monday tuesday wednesday thursday friday saturday sunday auto en fr de es"))
        }
        // zsh chooses --format's values by the command, as bash does.
        #expect(zsh.contains("(export) compadd -- 'json' 'csv' 'markdown' ;;"))
        #expect(zsh.contains("(widget) compadd -- 'text' 'json' 'waybar' 'i3blocks' 'tmux' ;;"))
    }
}
