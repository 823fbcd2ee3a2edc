import Foundation
import KadoApp
import KadoCore

/// Prints `habit`'s status as `--json` shows it after a change, as of the context `app` the
/// command read once.
func printStatus(of habit: Habit, tracker: Tracker, in app: AppContext, context: CommandContext) throws {
    try context.printJSON(
        HabitStatus(habit: habit, evaluation: try tracker.views.summary(of: habit, in: app).evaluation))
}

/// Opens the tracker for a change and reads its context once: the settings, the calendar and
/// today that the use case, the habit's lookup and the output all share.
func openWithContext(_ context: CommandContext) throws -> (Tracker, AppContext) {
    let tracker = try context.openTracker()
    return (tracker, try tracker.context())
}
