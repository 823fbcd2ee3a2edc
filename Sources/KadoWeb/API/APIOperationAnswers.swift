/// `POST /api/operations`'s answer: one ``APIOperationResult`` an operation, in the order sent,
/// and how many were applied now, had been applied before, and were refused.
struct APIOperationAnswers: Encodable {
    let results: [APIOperationResult]
    let applied: Int
    let alreadyApplied: Int
    let refused: Int

    init(results: [APIOperationResult]) {
        self.results = results
        applied = results.count { $0.outcome == "applied" }
        alreadyApplied = results.count { $0.outcome == "alreadyApplied" }
        refused = results.count { $0.outcome == "refused" }
    }
}
