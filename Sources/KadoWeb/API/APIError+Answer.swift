import KadoApp
import KadoCore

extension APIError {
    /// The API's answer to anything a handler threw: its own refusals as they are, the web
    /// layer's with their status, and everything else as the application error it is
    /// (``AppError/from(_:)``, phrased by ``APIError/from(_:fields:reference:t:)``).
    /// - Parameter reference: the habit the request's path names, if it names one.
    /// A failure on the server's side (a 500) is logged to `log` and answered with its reference
    /// instead of its words (``ServerFailure``), under `requestID` (``RequestContext/id``), its
    /// code and remedy kept.
    static func answering(
        _ error: Error, request: HTTPRequest, reference: String? = nil, requestID: String, t: Localizer, log: Logger
    ) -> APIError {
        let answer = answering(error, request: request, reference: reference, t: t)
        guard ServerFailure.conceals(error) else { return answer }
        let failure = ServerFailure(error, request: request, reference: requestID, log: log)
        var concealed = APIError(
            status: 500, code: answer.code, message: t(.serverFailure(failure.reference)), remedy: answer.remedy)
        concealed.reference = failure.reference
        return concealed
    }

    private static func answering(_ error: Error, request: HTTPRequest, reference: String?, t: Localizer)
        -> APIError
    {
        switch error {
        case let error as APIError:
            return error
        case WebError.methodNotAllowed(let allowed):
            // GET before HEAD: the method people use first.
            let methods = allowed.sorted { ($0 == "HEAD" ? 1 : 0) < ($1 == "HEAD" ? 1 : 0) }
            return APIError(
                status: 405, problem: .methodNotAllowed,
                message: t(.apiMethodNotAllowed(request.path, request.method, methods)), allowedMethods: methods)
        case let error as WebError:
            let problem: APIError.RequestProblem =
                switch error {
                case .notFound: .noEndpoint
                case .methodNotAllowed: .methodNotAllowed
                case .badRequest: .badRequest
                case .unsupportedMediaType: .notJSONBody
                case .forbidden: .forbidden
                }
            return APIError(status: error.status, problem: problem, message: error.message(t))
        default:
            return APIError.from(AppError.from(error), reference: reference, t: t)
        }
    }
}
