import Foundation

/// A habit as the widgets need it.
public struct WidgetHabit: Codable, Hashable, Sendable, Identifiable {
    /// The habit's id.
    public var id: UUID
    /// Its name.
    public var name: String
    /// Its colour.
    public var color: HabitColor
    /// Its SF Symbol name.
    public var icon: String
    /// Kadō's kind: `binary`, `negative`, `counter` or `timer` (an at-most habit shows as a counter).
    public var typeKind: WidgetHabitTypeKind
    /// The day's target (units, or seconds for a timer).
    public var target: Double?
    /// The current streak.
    public var currentStreak: Int
    /// The best streak.
    public var bestStreak: Int
    /// The score, 0…1.
    public var currentScore: Double
    /// The full kind, `atMost` included (ours).
    public var kind: HabitTypeKind?
    /// The unit of a counter or at-most habit (ours).
    public var unit: String?
    /// Whether the streaks count days or weeks (ours).
    public var streakUnit: StreakUnit?
    /// The streak screens show, which may differ from Kadō's `currentStreak` (ours; see ``StreakDisplay``).
    public var streakDisplay: StreakDisplay?

    /// A habit from its parts.
    public init(
        id: UUID, name: String, color: HabitColor, icon: String, typeKind: WidgetHabitTypeKind, target: Double?,
        currentStreak: Int, bestStreak: Int, currentScore: Double, kind: HabitTypeKind?, unit: String?,
        streakUnit: StreakUnit?, streakDisplay: StreakDisplay? = nil
    ) {
        self.id = id
        self.name = name
        self.color = color
        self.icon = icon
        self.typeKind = typeKind
        self.target = target
        self.currentStreak = currentStreak
        self.bestStreak = bestStreak
        self.currentScore = currentScore
        self.kind = kind
        self.unit = unit
        self.streakUnit = streakUnit
        self.streakDisplay = streakDisplay
    }

    /// The streak to show: the snapshot's display, or Kadō's numbers for a file that has none.
    public var displayedStreak: StreakDisplay {
        streakDisplay ?? StreakDisplay(kadoCurrent: currentStreak, best: bestStreak, unit: streakUnit ?? .days)
    }

    /// The score as the whole percentage every surface shows.
    public var scorePercent: Int { Int((max(0, min(1, currentScore)) * 100).rounded()) }
}
