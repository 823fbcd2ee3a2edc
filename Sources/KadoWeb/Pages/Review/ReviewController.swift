import KadoApp
import KadoCore

/// The Year page (`GET /review`, `GET /review/:year`) and its JSON (`GET /api/review?year=YYYY`):
/// a year in review. A year without history (before the first, after the current one) is 404.
struct ReviewController: Controller {
    let session: WebSession

    func reviewPage(_ context: RequestContext) throws -> HTTPResponse {
        let app = try dayPageContext(context)
        let review = try Self.review(try Self.year(context.parameters["year"]), tracker: tracker, app: app)
        let page = ReviewPage(review: review, context: context)
        return .html(
            Layout.page(context.t(.reviewTitle(review.year)), tab: .overview, context: context, content: page.render()))
    }

    func reviewJSON(_ context: RequestContext) throws -> HTTPResponse {
        let app = try appContext(context)
        let review = try Self.review(try Self.year(context.request.queryValue("year")), tracker: tracker, app: app)
        return APIResponse.json(YearReviewDocument(review))
    }

    /// The year a path or query gives: `nil` for none (the current year); 404 for one that is not
    /// a year of four digits.
    static func year(_ text: String?) throws(WebError) -> Int? {
        guard let text else { return nil }
        guard text.count == 4, text.allSatisfy(\.isASCII), let year = Int(text), year > 0 else {
            throw WebError.notFound
        }
        return year
    }

    /// The review of `year`; a year the use case refuses (no history) is 404, like a page that is
    /// not there.
    static func review(_ year: Int?, tracker: Tracker, app: AppContext) throws -> YearReview {
        do {
            return try tracker.views.yearReview(year, in: app)
        } catch .invalid(let error) where error.field == "year" {
            throw WebError.notFound
        }
    }
}
