import Synchronization

/// Which computation made a ``HabitSummary``: a number no other summary made in this process
/// carries. Two summaries with the same stamp are copies of one made value, so they are equal
/// without comparing their fields — what Today's row cache asks of a thousand rows on every
/// request, where comparing the habits, evaluations and days took a fifth of the page.
///
/// The stamp is not part of the summary's value: any two stamps are equal under `==` and hash
/// alike, so summaries of the same habit, day and records are equal whichever computation made
/// them. Only ``isSame(as:)`` tells stamps apart.
public struct SummaryStamp: Hashable, Sendable {
    private static let last = Atomic<UInt64>(0)

    private let number: UInt64

    /// A stamp no summary of this process carries yet.
    static func next() -> SummaryStamp {
        SummaryStamp(number: last.add(1, ordering: .relaxed).newValue)
    }

    /// Whether this stamp and `other` were given to one computation: the summaries that carry
    /// them are copies of one value.
    public func isSame(as other: SummaryStamp) -> Bool { number == other.number }

    /// Always true: the stamp says where a summary came from, not what it is.
    public static func == (_: SummaryStamp, _: SummaryStamp) -> Bool { true }

    /// Adds nothing: equal summaries hash alike whatever their stamps.
    public func hash(into _: inout Hasher) {}
}
