import Foundation

/// Something a person wants to do (or avoid) regularly. A value: it holds no history, which lives
/// in ``Completion`` and ``Skip`` records.
public struct Habit: Identifiable, Hashable, Sendable {
    /// A stable identifier, kept across backups and sync.
    public let id: UUID
    /// The name shown everywhere; 1 to ``maximumNameLength`` characters, not only spaces.
    public var name: String
    /// How often the habit is meant to be done.
    public var frequency: Frequency
    /// What a record means and what a day asks for.
    public var type: HabitType
    /// The unit of a counter or at-most habit (`glasses`), if any.
    public var unit: String?
    /// The habit's colour.
    public var color: HabitColor
    /// An SF Symbol name, as Kadō stores it (`circle` by default).
    public var icon: String
    /// When the habit was created (within ``LogicalDay/supportedInstants``).
    public var createdAt: Date
    /// When the habit was archived (within ``LogicalDay/supportedInstants``); `nil` while it is
    /// active.
    public var archivedAt: Date?
    /// Whether a daily reminder is on.
    public var remindersEnabled: Bool
    /// The reminder's hour, 0–23.
    public var reminderHour: Int
    /// The reminder's minute, 0–59.
    public var reminderMinute: Int
    /// Position among the habits (ascending).
    public var sortOrder: Int
    /// Which score the habit shows.
    public var scoreModel: ScoreModel
    /// A free text description (what the habit is for, how to do it), which may hold line breaks
    /// and tabs; at most ``maximumDetailsLength`` characters; `nil` when there is none.
    public var details: String?
    /// The group the habit belongs to (`Health`, `Work`): one line, trimmed, at most
    /// ``maximumNameLength`` characters; `nil` when the habit is in no group
    /// (``normalizedGroup(_:)`` makes typed text into this).
    public var group: String?
    /// The first day the habit counts, when its owner set one ("smoke-free since 1 November"):
    /// the score and streaks start there, whatever the habit's type, its creation day or its
    /// first record (one of ``LogicalDay/supported``). `nil` lets ``HabitTimeline`` find the
    /// start from the creation day and the records (``HabitTimeline/effectiveStart``).
    public var startDay: LogicalDay?
    /// The terms the habit was judged by before its latest changes "from a date", oldest first,
    /// each with the day the next terms took over; empty for a habit never changed that way (the
    /// habit's own ``frequency``, ``type`` and ``scoreModel`` are always its current terms).
    /// See ``ruleVersions`` and ``rules(on:)``.
    public var earlierRules: [EarlierRules]

    /// A habit with Kadō's defaults for everything not given.
    public init(
        id: UUID = UUID(), name: String, frequency: Frequency = .daily, type: HabitType = .binary,
        unit: String? = nil, color: HabitColor = .blue, icon: String = Habit.defaultIcon, createdAt: Date,
        archivedAt: Date? = nil, remindersEnabled: Bool = false, reminderHour: Int = 9,
        reminderMinute: Int = 0, sortOrder: Int = 0, scoreModel: ScoreModel = .kado, details: String? = nil,
        group: String? = nil, startDay: LogicalDay? = nil, earlierRules: [EarlierRules] = []
    ) {
        self.id = id
        self.name = name
        self.frequency = frequency
        self.type = type
        self.unit = unit
        self.color = color
        self.icon = icon
        self.createdAt = createdAt
        self.archivedAt = archivedAt
        self.remindersEnabled = remindersEnabled
        self.reminderHour = reminderHour
        self.reminderMinute = reminderMinute
        self.sortOrder = sortOrder
        self.scoreModel = scoreModel
        self.details = details
        self.group = group
        self.startDay = startDay
        self.earlierRules = earlierRules
    }

    /// The icon a habit gets when none is chosen.
    public static let defaultIcon = "circle"
    /// The longest name accepted, in characters.
    public static let maximumNameLength = 500
    /// The longest unit accepted, in characters.
    public static let maximumUnitLength = 24
    /// The longest description (``details``) accepted, in characters: as long as a note.
    public static let maximumDetailsLength = 10_000

    /// `text` as a habit's ``group``: trimmed of spaces and line breaks, `nil` when nothing is
    /// left (an empty group is no group).
    public static func normalizedGroup(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else {
            return nil
        }
        return trimmed
    }

    /// `text` as a habit's ``details``: `nil` when it is empty or only spaces and line breaks;
    /// otherwise as typed but for the spaces and line breaks around it.
    public static func normalizedDetails(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else {
            return nil
        }
        return trimmed
    }

    /// Whether the habit is archived.
    public var isArchived: Bool { archivedAt != nil }

    /// Every broken rule of this habit (empty when valid), each naming its field and value.
    public var validationErrors: [ValidationError] {
        var errors: [ValidationError] = []
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            errors.append(.init(field: "name", value: TextRules.escaped(name), rule: .empty))
        } else if name.count > Self.maximumNameLength {
            errors.append(
                .init(
                    field: "name", value: TextRules.escaped(String(name.prefix(20))) + "…",
                    rule: .tooLong(maximum: Self.maximumNameLength)))
        } else if let violation = TextRules.violation(of: name, field: "name", kind: .line) {
            errors.append(violation)
        }
        errors += frequency.validationErrors
        errors += type.validationErrors
        if let unit, unit.count > Self.maximumUnitLength {
            errors.append(
                .init(
                    field: "unit", value: TextRules.escaped(unit),
                    rule: .tooLong(maximum: Self.maximumUnitLength)))
        } else if let unit, let violation = TextRules.violation(of: unit, field: "unit", kind: .line) {
            errors.append(violation)
        }
        if let details, details.count > Self.maximumDetailsLength {
            errors.append(
                .init(
                    field: "details", value: TextRules.escaped(String(details.prefix(20))) + "…",
                    rule: .tooLong(maximum: Self.maximumDetailsLength)))
        } else if let details, let violation = TextRules.violation(of: details, field: "details", kind: .lines) {
            errors.append(violation)
        }
        if let group, Self.normalizedGroup(group) == nil {
            errors.append(.init(field: "group", value: TextRules.escaped(group), rule: .empty))
        } else if let group, group.count > Self.maximumNameLength {
            errors.append(
                .init(
                    field: "group", value: TextRules.escaped(String(group.prefix(20))) + "…",
                    rule: .tooLong(maximum: Self.maximumNameLength)))
        } else if let group, let violation = TextRules.violation(of: group, field: "group", kind: .line) {
            errors.append(violation)
        }
        let iconIsValid =
            !icon.isEmpty && icon.count <= 64
            && icon.unicodeScalars.allSatisfy {
                $0.isASCII && ($0 == "." || $0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
            }
        if !iconIsValid {
            errors.append(
                .init(
                    field: "icon", value: TextRules.escaped(icon),
                    rule: .notASymbolName))
        }
        if !LogicalDay.isSupported(createdAt) {
            errors.append(.unsupportedInstant(field: "createdAt", createdAt))
        }
        if let archivedAt, !LogicalDay.isSupported(archivedAt) {
            errors.append(.unsupportedInstant(field: "archivedAt", archivedAt))
        }
        if let startDay, !startDay.isSupported {
            errors.append(.unsupportedDay(field: "startDay", startDay))
        }
        errors += earlierRulesValidationErrors
        if !(0...23).contains(reminderHour) {
            errors.append(
                .init(field: "reminderHour", value: String(reminderHour), rule: .notAnHour))
        }
        if !(0...59).contains(reminderMinute) {
            errors.append(
                .init(field: "reminderMinute", value: String(reminderMinute), rule: .notAMinute))
        }
        return errors
    }

    /// This habit with the characters its name, unit, group and details may not hold replaced
    /// (`TextRules.replacingForbidden(in:kind:)`): how an import takes a name from another app.
    public func replacingForbiddenText() -> Habit {
        var habit = self
        habit.name = TextRules.replacingForbidden(in: name, kind: .line)
        habit.unit = unit.map { TextRules.replacingForbidden(in: $0, kind: .line) }
        habit.group = Self.normalizedGroup(group.map { TextRules.replacingForbidden(in: $0, kind: .line) })
        habit.details = details.map { TextRules.replacingForbidden(in: $0, kind: .lines) }
        return habit
    }

    /// Checks every rule.
    /// - Throws: the first ``ValidationError`` found.
    public func validate() throws(ValidationError) {
        if let first = validationErrors.first { throw first }
    }
}
