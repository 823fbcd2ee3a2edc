import Foundation

/// Days on which a habit is excused: a single skipped day, or a pause over a range (a holiday,
/// an illness). An excused day neither raises nor lowers the score and neither breaks nor extends
/// a streak.
public struct Skip: Identifiable, Hashable, Sendable {
    /// A stable identifier, kept across backups and sync.
    public let id: UUID
    /// The habit excused.
    public let habitID: UUID
    /// The excused days.
    public var days: DayRange
    /// Why, if the person said.
    public var note: String?

    /// Excuses `habitID` on `days`.
    public init(id: UUID = UUID(), habitID: UUID, days: DayRange, note: String? = nil) {
        self.id = id
        self.habitID = habitID
        self.days = days
        self.note = note
    }

    /// Whether this covers more than one day.
    public var isPause: Bool { days.count > 1 }

    /// The longest pause accepted, in days (ten years).
    public static let maximumLength = 3_660

    /// This skip with the characters its note may not hold replaced.
    public func replacingForbiddenText() -> Skip {
        var skip = self
        skip.note = note.map { TextRules.replacingForbidden(in: $0, kind: .lines) }
        return skip
    }

    /// Every broken rule of this skip (empty when valid): both ends among
    /// ``LogicalDay/supported``, at most ``maximumLength`` days, a note of at most
    /// ``Completion/maximumNoteLength`` characters, none of which it may not hold.
    public var validationErrors: [ValidationError] {
        var errors: [ValidationError] = []
        if !days.first.isSupported { errors.append(.unsupportedDay(field: "first", days.first)) }
        if !days.last.isSupported { errors.append(.unsupportedDay(field: "last", days.last)) }
        if days.count > Self.maximumLength {
            errors.append(
                .init(
                    field: "last", value: "\(days.first)..\(days.last)",
                    rule: .pauseTooLong(maximumDays: Self.maximumLength)))
        }
        if let note, note.count > Completion.maximumNoteLength {
            errors.append(
                .init(
                    field: "note", value: String(note.prefix(20)) + "…",
                    rule: .tooLong(maximum: Completion.maximumNoteLength)))
        }
        if let note, let violation = TextRules.violation(of: note, field: "note", kind: .lines) {
            errors.append(violation)
        }
        return errors
    }
}
