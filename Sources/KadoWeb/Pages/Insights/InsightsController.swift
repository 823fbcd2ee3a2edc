import KadoApp
import KadoCore

/// The Insights page (`GET /insights[?days=N]`) and its JSON (`GET /api/insights[?days=N]`): what
/// goes with what, each habit's weekdays, hours and trend, over the days before today.
struct InsightsController: Controller {
    let session: WebSession

    func insightsPage(_ context: RequestContext) throws -> HTTPResponse {
        let app = try dayPageContext(context)
        let days = try Self.days(context)
        let insights = try tracker.views.insights(days: days, in: app)
        let page = InsightsPage(insights: insights, days: days, context: context)
        return .html(Layout.page(context.t(.insights), tab: .overview, context: context, content: page.render()))
    }

    func insightsJSON(_ context: RequestContext) throws -> HTTPResponse {
        let app = try appContext(context)
        let insights = try tracker.views.insights(days: try Self.days(context), in: app)
        return APIResponse.json(InsightsDocument(insights))
    }

    /// The `days` of the query: the default without one; a value that is not a whole number is
    /// refused as one out of range would be.
    static func days(_ context: RequestContext) throws(AppError) -> Int {
        guard let text = context.request.queryValue("days") else { return ViewUseCases.defaultInsightDays }
        guard let days = Int(text) else {
            throw .invalid(
                .init(
                    field: "days", value: text,
                    rule: .outOfRange(
                        minimum: ViewUseCases.insightDays.lowerBound, maximum: ViewUseCases.insightDays.upperBound,
                        unit: .none)))
        }
        return days
    }
}
