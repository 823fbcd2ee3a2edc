import Foundation
import Testing

@testable import KadoCLI

@Suite("Completion scripts")
struct CompletionScriptTests {
    static let bashPath = ShellProcess.executable(["/bin/bash", "/usr/bin/bash"])
    static let zshPath = ShellProcess.executable(["/bin/zsh", "/usr/bin/zsh", "/usr/local/bin/zsh"])
    static let fishPath = ShellProcess.executable(["/usr/bin/fish", "/bin/fish", "/usr/local/bin/fish"])

    static func script(_ shell: Shell) -> String {
        completionScript(for: shell, commands: CommandCatalog.all)
    }

    @Test(
        "every script completes every command, every option, and asks kado for the habits' names",
        arguments: Shell.allCases)
    func coverage(shell: Shell) {
        let text = Self.script(shell)
        #expect(text.contains("list --names 2>/dev/null"))
        for command in CommandCatalog.all {
            switch shell {
            case .bash:
                let names = CommandCatalog.all.map(\.name).joined(separator: " ")
                #expect(text.contains("_kado_words '\(names)' \"$cur\""))
            case .zsh:
                #expect(
                    text.contains("'\(command.name):\(command.summary.replacingOccurrences(of: "'", with: #"'\''"#))'"))
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

    @Test("bash's option lists hold each command's options and the global ones")
    func bashOptionLists() {
        let lines = Self.script(.bash).split(separator: "\n")
        for command in CommandCatalog.all where !command.options.isEmpty {
            let line = lines.first { $0.hasPrefix("            \(command.name)) _kado_words '") }
            let spellings = (command.options + GlobalOptions.specifications).flatMap {
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

    static let allCommands = CommandCatalog.all.map(\.name)

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
            (["kado", "settings", ""], ["week-start", "day-start", "language"]),
            (["kado", "completion", "z"], ["zsh"]),
            (["kado", "today", "--"], ["--db", "--now", "--json", "--no-color", "--help"]),
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
