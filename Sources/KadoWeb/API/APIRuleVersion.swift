import Foundation
import KadoApp
import KadoCore

/// One version of a habit's terms in the API's answers: the same object as in `kado show --json`'s
/// `versions` (issue 38), oldest first; a habit never changed from a date has `versions: null`.
struct APIRuleVersion: Encodable, Hashable {
    /// The first day it holds; `null` for the first version, which holds from the habit's start.
    let from: LogicalDay?
    /// The schedule, as `every` is written.
    let every: String
    /// The type, as `type` is written.
    let type: String
    /// The score model (`kado`, `loop`).
    let score: ScoreModel

    init(_ version: RuleVersion) {
        from = version.start
        every = HabitNotation.every(version.rules.frequency)
        type = HabitNotation.type(version.rules.type)
        score = version.rules.scoreModel
    }

    /// `habit`'s versions, or `nil` when its terms never changed from a date.
    static func list(of habit: Habit) -> [APIRuleVersion]? {
        habit.hasRuleVersions ? habit.ruleVersions.map(APIRuleVersion.init) : nil
    }
}
