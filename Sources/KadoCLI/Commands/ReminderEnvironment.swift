import KadoApp

/// What the reminder commands need from the world around them.
public struct ReminderEnvironment: Sendable {
    /// Makes the desktop channel on the session bus (`nil`: this program has none).
    let makeDesktopChannel: (@Sendable () -> any ReminderChannel)?
    /// Where user configuration goes (`$XDG_CONFIG_HOME`, else `~/.config`).
    let configurationFolder: String?
    /// This program's executable.
    let executablePath: String?

    /// An environment from its parts; empty by default.
    public init(
        makeDesktopChannel: (@Sendable () -> any ReminderChannel)? = nil, configurationFolder: String? = nil,
        executablePath: String? = nil
    ) {
        self.makeDesktopChannel = makeDesktopChannel
        self.configurationFolder = configurationFolder
        self.executablePath = executablePath
    }

    /// The channels reminders go through: the desktop (when this program has one) and the push.
    func channels(push: any ReminderChannel) -> [any ReminderChannel] {
        (desktopChannel().map { [$0] } ?? []) + [push]
    }

    /// A new desktop channel, when this program has one.
    func desktopChannel() -> (any ReminderChannel)? {
        makeDesktopChannel?()
    }
}
