/// How long a weekday or month name is.
public enum NameStyle: Sendable, Hashable, CaseIterable {
    /// "Monday", "lundi", "Montag", "lunes".
    case full
    /// "Mon", "lun.", "Mo", "lun".
    case abbreviated
    /// One letter: "M", "L".
    case narrow
}
