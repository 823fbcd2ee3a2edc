import Foundation
import KadoApp
import KadoCore

/// `POST /api/operations`: the operations a device queued while it could not reach the server
/// (the page's offline queue, or a script's), applied exactly once each (``OperationUseCases``)
/// and answered one by one, in order. Signed in as the rest of the API (the page's session cookie
/// or a bearer token); the body is `application/json`, which no page of another site can send
/// without a CORS preflight this server never grants (``CSRFCheck``). docs/api.md documents it.
struct APIOperationsController: Controller {
    let session: WebSession

    /// Reads the batch (`{"operations": [...]}`, at most ``OperationUseCases/maximumBatch``: 413
    /// beyond), refuses the operations that cannot be read on their own, applies the others in
    /// one transaction, and answers each in the order sent.
    func apply(_ context: RequestContext) throws -> HTTPResponse {
        let t = context.apiLocalizer
        let body = try APIRequestBody(context.request, allowed: ["operations"], t: t)
        guard let items = try body.array("operations") else {
            throw APIError(status: 400, problem: .missingField, message: t(.apiOperationsRequired), field: "operations")
        }
        let maximum = OperationUseCases.maximumBatch
        guard items.count <= maximum else {
            throw APIError(
                status: 413, problem: .tooLarge, message: t(.apiTooManyOperations(items.count, maximum: maximum)),
                field: "operations", value: String(items.count))
        }
        let instants = APIOperationInput.InstantReader()
        let inputs = items.enumerated().map { APIOperationInput($1, index: $0, instants: instants, t: t) }
        let readable = inputs.compactMap { input -> QueuedOperation? in
            if case .operation(let operation) = input.operation { return operation }
            return nil
        }
        let answers: [OperationAnswer]
        do {
            answers = try tracker.operations.apply(readable) { reason, error in t(.operationRefused(reason, error)) }
        } catch {
            throw APIError.from(error, t: t)
        }
        var applied = answers.makeIterator()
        let results = inputs.map { input in
            switch input.operation {
            case .refused(let refusal):
                return APIOperationResult(id: input.sentID, answer: .refused(refusal))
            case .operation:
                // One answer a readable operation, in order.
                return APIOperationResult(id: input.sentID, answer: applied.next() ?? .alreadyApplied)
            }
        }
        return APIResponse.json(APIOperationAnswers(results: results))
    }
}
