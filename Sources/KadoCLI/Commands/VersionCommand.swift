import KadoApp

/// `kado version` and `kado --version`: prints the version backups record as `appVersion`, and
/// under it the cryptographic library sync's encryption runs on (`libsodium 1.0.18`).
struct VersionCommand: Command {
    static let configuration = CommandConfiguration(
        name: "version", summary: HelpText("cli.help.version.summary"),
        examples: ["version", "--version"])

    /// `kado version --json`.
    struct Output: Encodable {
        let version: String
        let cryptography: String
    }

    func run(in context: CommandContext) throws {
        context.print(try Self.text(usesJSON: context.usesJSON))
    }

    /// `kado-swift 0.2.0` and `libsodium 1.0.18` on two lines, or
    /// `{"cryptography": "libsodium 1.0.18", "version": "kado-swift 0.2.0"}` with `--json`.
    static func text(usesJSON: Bool) throws -> String {
        guard usesJSON else { return AppVersion.current + "\n" + AppVersion.cryptography }
        var text = try JSONOutput.string(Output(version: AppVersion.current, cryptography: AppVersion.cryptography))
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
