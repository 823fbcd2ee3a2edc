import Foundation
import KadoApp

/// `kado remind install`: writes a systemd user service (`kado-reminders.service` under
/// `$XDG_CONFIG_HOME/systemd/user/`, else `~/.config/systemd/user/`) that runs `kado remind run`
/// on this database by its absolute path, prints what it wrote and the command that starts it,
/// and has `systemd-analyze verify` check it when that is installed. It starts nothing itself.
enum RemindInstallAction {
    /// The service's file name.
    static let unitName = "kado-reminders.service"

    static func run(in context: CommandContext) throws {
        let tracker = try context.openTrackerForReading()
        let words = try context.words(tracker)
        guard let folder = context.reminders.configurationFolder else { throw UsageError(.noDatabaseLocation) }
        let executable = context.reminders.executablePath ?? "/usr/local/bin/kado"
        let database = URL(fileURLWithPath: tracker.databasePath).standardizedFileURL.path
        let unitFolder = folder + "/systemd/user"
        let path = unitFolder + "/" + unitName
        let text = unit(executable: executable, database: database)
        try FileManager.default.createDirectory(atPath: unitFolder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        context.print(words(.installedService(path)))
        context.print(text)
        if let report = verify(path) { context.print(words(.serviceCheck(report))) }
        context.print(
            words(.startService("systemctl --user daemon-reload && systemctl --user enable --now \(unitName)")))
    }

    /// The unit that runs `kado remind run` on `database`.
    static func unit(executable: String, database: String) -> String {
        """
        [Unit]
        Description=Kadō reminders for \(escaped(database, quoting: false))
        After=graphical-session.target

        [Service]
        Type=simple
        ExecStart=\(escaped(executable)) --db \(escaped(database)) remind run
        Restart=on-failure
        RestartSec=30

        [Install]
        WantedBy=default.target

        """
    }

    /// `text` as systemd reads it: `%` and `$` doubled (specifiers, variables), and quoted for
    /// `ExecStart` with `\\` and `"` escaped, so that a path with spaces stays one argument.
    static func escaped(_ text: String, quoting: Bool = true) -> String {
        let plain = text.replacingOccurrences(of: "%", with: "%%").replacingOccurrences(of: "$", with: "$$")
        guard quoting else { return plain }
        return "\"" + plain.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }

    /// What `systemd-analyze verify` says against the unit at `path`, or `nil` when it is not
    /// installed or has nothing to say.
    static func verify(_ path: String) -> String? {
        let tool = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let tool else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["verify", path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let report = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus != 0, !report.isEmpty else { return nil }
        return report.replacingOccurrences(of: "\n", with: "; ")
    }
}
