import Foundation

/// One record of a habit on one logical day. A day may hold several records.
///
/// The value's meaning depends on the habit's type: 1 for yes/no and negative habits (a slip for
/// the latter), units for counters, seconds for timers. A record with value 0 and a note is a
/// note-only day: neither done nor a slip.
public struct Completion: Identifiable, Hashable, Sendable {
    /// A stable identifier, kept across backups and sync.
    public let id: UUID
    /// The habit this record belongs to.
    public let habitID: UUID
    /// The logical day the record counts for, fixed when it was written (one of
    /// ``LogicalDay/supported``).
    public var day: LogicalDay
    /// When the record was written (or, for a backfill, the instant stamped for its day).
    public var recordedAt: Date
    /// Units, seconds, or 1 for a yes/no or a slip; 0 for a note-only record.
    public var value: Double
    /// A free-text note, if any.
    public var note: String?

    /// A record of `value` for `habitID` on `day`.
    public init(
        id: UUID = UUID(), habitID: UUID, day: LogicalDay, recordedAt: Date, value: Double = 1,
        note: String? = nil
    ) {
        self.id = id
        self.habitID = habitID
        self.day = day
        self.recordedAt = recordedAt
        self.value = value
        self.note = note
    }

    /// Whether the record counts (value above 0): done, units, time, or a slip.
    public var isPositive: Bool { value > 0 }

    /// The longest note accepted, in characters.
    public static let maximumNoteLength = 10_000

    /// This record with the characters its note may not hold replaced
    /// (`TextRules.replacingForbidden(in:kind:)`): how an import takes a note from a file.
    public func replacingForbiddenText() -> Completion {
        var completion = self
        completion.note = note.map { TextRules.replacingForbidden(in: $0, kind: .lines) }
        return completion
    }

    /// Every broken rule of this record (empty when valid).
    public var validationErrors: [ValidationError] {
        var errors: [ValidationError] = []
        if !LogicalDay.isSupported(recordedAt) { errors.append(.unsupportedInstant(field: "recordedAt", recordedAt)) }
        if !day.isSupported { errors.append(.unsupportedDay(field: "day", day)) }
        if !value.isFinite || value < 0 || value > 1_000_000_000 {
            errors.append(
                .init(
                    field: "value", value: String(value),
                    rule: .outOfRange(minimum: 0, maximum: 1_000_000_000, unit: .number)))
        }
        if let note, note.count > Self.maximumNoteLength {
            errors.append(
                .init(
                    field: "note", value: TextRules.escaped(String(note.prefix(20))) + "…",
                    rule: .tooLong(maximum: Self.maximumNoteLength)))
        } else if let note, let violation = TextRules.violation(of: note, field: "note", kind: .lines) {
            errors.append(violation)
        }
        return errors
    }
}
