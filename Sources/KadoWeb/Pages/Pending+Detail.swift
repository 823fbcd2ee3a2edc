import KadoCore

// Temporary: replaced by the detail screen.
extension WebApp {
    func habitDetailPage(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        .html(Layout.page(habit.name, tab: .none, context: context, content: Layout.header(habit.name)))
    }
}
