import KadoApp

/// `kado version` and `kado --version`: prints the version backups record as `appVersion`.
struct VersionCommand: Command {
    let specification = CommandCatalog.version

    /// `kado version --json`.
    struct Output: Encodable {
        let version: String
    }

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        context.print(try Self.text(usesJSON: context.usesJSON))
    }

    /// `kado-swift 0.1`, or `{"version": "kado-swift 0.1"}` with `--json`.
    static func text(usesJSON: Bool) throws -> String {
        guard usesJSON else { return AppVersion.current }
        var text = try JSONOutput.string(Output(version: AppVersion.current))
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
