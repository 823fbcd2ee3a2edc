/// A value put into a message's `{placeholder}`. Numbers are written the way the message's
/// language writes them (grouping, decimal separator); text is put in as it is.
public enum MessageArgument: Sendable, Hashable {
    /// Text put in as it is: a habit's name stays as typed, whatever the language's typography.
    case text(String)
    /// A whole number, grouped as the language groups thousands.
    case integer(Int)
    /// A decimal number written with exactly `fractionDigits` digits after the separator.
    case decimal(Double, fractionDigits: Int)
}
