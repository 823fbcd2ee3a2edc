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

    /// Every broken rule of this skip (empty when valid): its note's characters.
    public var validationErrors: [ValidationError] {
        guard let note, let violation = TextRules.violation(of: note, field: "note", kind: .lines) else { return [] }
        return [violation]
    }
}
