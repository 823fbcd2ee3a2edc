/// The terms that decide how a habit's day is judged: its schedule, its type's target or limit and
/// its score model. They may change from a day on (see ``Habit/earlierRules``); a habit's name,
/// colour, icon, group, unit and description are not versioned.
public struct HabitRules: Hashable, Sendable {
    /// How often the habit is meant to be done.
    public var frequency: Frequency
    /// What a record means and what a day asks for; its kind is the habit's for every version, only
    /// a target or a limit differs.
    public var type: HabitType
    /// Which score the habit shows.
    public var scoreModel: ScoreModel

    /// Terms with the given schedule, type and score model.
    public init(frequency: Frequency, type: HabitType, scoreModel: ScoreModel) {
        self.frequency = frequency
        self.type = type
        self.scoreModel = scoreModel
    }
}
