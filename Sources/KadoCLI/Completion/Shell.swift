/// A shell `kado completion` writes a script for.
public enum Shell: String, CaseIterable, Sendable {
    /// GNU Bash (3.2 and later).
    case bash
    /// Z shell.
    case zsh
    /// The friendly interactive shell.
    case fish
}
