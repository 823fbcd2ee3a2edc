import KadoCore

// Temporary: replaced by the habit form, lifecycle actions, icons and the overview.
extension WebApp {
    func newHabitPage(_ context: RequestContext) throws -> HTTPResponse { throw WebError.notFound }
    func createHabit(_ context: RequestContext) throws -> HTTPResponse { throw WebError.notFound }
    func editHabitPage(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse { throw WebError.notFound }
    func updateHabit(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse { throw WebError.notFound }
    func archiveHabit(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse { throw WebError.notFound }
    func unarchiveHabit(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse { throw WebError.notFound }
    func moveHabit(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse { throw WebError.notFound }
    func deleteHabitPage(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse { throw WebError.notFound }
    func deleteHabit(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse { throw WebError.notFound }
    func overviewPage(_ context: RequestContext) throws -> HTTPResponse { throw WebError.notFound }
}
enum HabitIcons {
    static func svg(_ symbol: String) -> HTML {
        "<svg viewBox=\"0 0 24 24\" width=\"24\" height=\"24\"><circle cx=\"12\" cy=\"12\" r=\"6\" fill=\"currentColor\"/></svg>"
    }
}
