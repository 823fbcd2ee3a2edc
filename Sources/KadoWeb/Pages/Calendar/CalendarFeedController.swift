import KadoApp
import KadoCore

/// The calendar feed (`GET /calendar.ics?token=…[&days=N]`): the habits of the coming days as an
/// iCalendar document, for a calendar app subscribed to it. Its token is checked before it gets
/// here (``AuthenticationMiddleware``), and nothing else opens it.
struct CalendarFeedController: Controller {
    let session: WebSession

    /// The document, with a weak `ETag` of its content (everything but the moment it was made):
    /// a calendar that asks again with `If-None-Match` and nothing changed gets a 304 and no body.
    /// No cookie is set: a calendar app keeps none.
    func feed(_ context: RequestContext) throws -> HTTPResponse {
        context.cookies.removeAll()
        let document = try tracker.calendarFeed.document(days: try Self.days(context))
        let tag = "W/\"\(document.contentDigest.prefix(32))\""
        let cache = ("Cache-Control", "private, max-age=300")
        if EntityTag.isMatched(by: context.request.headers["If-None-Match"], tag) {
            return HTTPResponse(status: 304, headers: [("ETag", tag), cache])
        }
        return HTTPResponse(
            status: 200, headers: [("Content-Type", "text/calendar; charset=utf-8"), cache, ("ETag", tag)],
            body: Array(document.text.utf8))
    }

    /// The `days` of the query: 30 without one; anything but a whole number in 1…366 is refused.
    static func days(_ context: RequestContext) throws(AppError) -> Int {
        guard let text = context.request.queryValue("days") else { return CalendarFeedUseCases.defaultDays }
        guard let days = Int(text), CalendarFeedUseCases.dayRange.contains(days) else {
            throw .invalid(
                .init(
                    field: "days", value: text,
                    rule: .outOfRange(
                        minimum: CalendarFeedUseCases.dayRange.lowerBound,
                        maximum: CalendarFeedUseCases.dayRange.upperBound, unit: .none)))
        }
        return days
    }
}
