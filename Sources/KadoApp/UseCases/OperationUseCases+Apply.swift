import Foundation
import KadoCore
import KadoStore

extension OperationUseCases {
    /// The most operations one batch may hold: a queue longer than this is sent in several.
    public static let maximumBatch = 1_000

    /// Applies a batch of operations from a device's offline queue, in order, each exactly once,
    /// and answers each: ``OperationAnswer/applied``, ``OperationAnswer/alreadyApplied`` (its id
    /// was applied before: nothing changes), or ``OperationAnswer/refused(_:)`` with the reason.
    ///
    /// Each operation is decided by the rules every front end's check-in follows
    /// (``CheckInUseCases/validated(_:habit:day:context:madeAt:)``), when it arrives, for the day
    /// it was made for (a check-in made at 23:50 and sent after midnight counts for its day),
    /// its records stamped with the time of day it was made. A deleted habit, an archived one, a
    /// type that no longer fits, a value or note the rules refuse, a day after today: each is a
    /// refusal of that operation alone, said by `wording` in the request's language.
    ///
    /// The whole batch is one transaction, and each operation's id is remembered there with its
    /// answer (refusals too: the same id gets the same refusal): a failure of the database
    /// midway keeps nothing of the batch, and its retry applies it whole; an operation is never
    /// applied without being remembered. Each operation runs in a savepoint, so that one refused
    /// after it began writing (a timer's day above 24 hours) leaves the others. An id sent twice
    /// in one batch is applied once. Ids older than ``HabitStore/appliedOperationRetention`` are
    /// forgotten in the same transaction. Operations are not kept in the undo journal: a queue
    /// arriving later is not "the last change" a person means to undo.
    ///
    /// - Parameters:
    ///   - operations: at most ``maximumBatch``, in the order they were made.
    ///   - wording: the reason of a refusal in words, from its reason and the domain's error.
    /// - Returns: one answer an operation, in order.
    /// - Throws: ``AppError/invalid(_:)`` for a batch above ``maximumBatch``; ``AppError/store(_:)``
    ///   when the database fails (nothing of the batch is kept then).
    public func apply(
        _ operations: [QueuedOperation], wording: (OperationRefusal.Reason, AppError) -> String
    ) throws(AppError) -> [OperationAnswer] {
        guard operations.count <= Self.maximumBatch else {
            throw .invalid(
                .init(field: "operations", value: String(operations.count), rule: .aboveMaximum(Self.maximumBatch)))
        }
        guard !operations.isEmpty else { return [] }
        let context = try context()
        var byID: [UUID: Habit] = [:]
        for habit in try habits.all(includingArchived: true) { byID[habit.id] = habit }
        let now = moment()
        return try write(in: context) { writer -> [OperationAnswer] in
            try writer.forgetAppliedOperations(before: now.addingTimeInterval(-HabitStore.appliedOperationRetention))
            var answers: [OperationAnswer] = []
            answers.reserveCapacity(operations.count)
            for operation in operations {
                let id = operation.id.uuidString
                if let stored = try writer.appliedOperationAnswer(id: id) {
                    // Written by this Kadō or a later one: applied or refused then, never again.
                    answers.append(OperationAnswer(repeating: stored) ?? .alreadyApplied)
                    continue
                }
                let answer = try answer(
                    to: operation, habit: byID[operation.habitID], context: context, writer: writer,
                    wording: wording)
                try writer.rememberAppliedOperation(id: id, answer: try answer.storedText(), at: now)
                answers.append(answer)
            }
            return answers
        }
    }

    /// Applies one operation inside the batch's transaction, or says why not. A failure of the
    /// database is thrown (and the batch rolled back); a rule the operation breaks is its answer.
    private func answer(
        to operation: QueuedOperation, habit: Habit?, context: AppContext, writer: StoreWriter,
        wording: (OperationRefusal.Reason, AppError) -> String
    ) throws -> OperationAnswer {
        guard let habit else {
            let error = AppError.habitNotFound(operation.habitID.uuidString)
            return .refused(refusal(.habitDeleted, error: error, habit: nil, wording: wording))
        }
        let change: (StoreWriter) throws -> CheckInOutcome
        do {
            change = try checkIns.validated(
                operation.kind.checkIn, habit: habit, day: operation.day, context: context, madeAt: operation.madeAt)
        } catch {
            return .refused(try refusal(for: error, habit: habit, wording: wording))
        }
        do {
            _ = try writer.attempt { try change(writer) }
            return .applied
        } catch let error as ValidationError {
            // A rule only the day's records can tell (a timer's day above 24 hours).
            return .refused(try refusal(for: .invalid(error), habit: habit, wording: wording))
        } catch let error as AppError {
            return .refused(try refusal(for: error, habit: habit, wording: wording))
        }
    }

    /// The refusal `error` makes of an operation on `habit`; an error that is no rule of the
    /// domain (the store's) is thrown again.
    private func refusal(for error: AppError, habit: Habit, wording: (OperationRefusal.Reason, AppError) -> String)
        throws(AppError) -> OperationRefusal
    {
        let reason: OperationRefusal.Reason
        switch error {
        case .habitNotFound: reason = .habitDeleted
        case .archived: reason = .habitArchived
        case .wrongType: reason = .typeChanged
        case .futureDay: reason = .dayOutOfRange
        case .invalid(let problem) where problem.rule == .unsupportedDay: reason = .dayOutOfRange
        case .invalid: reason = .invalidValue
        default: throw error
        }
        return refusal(reason, error: error, habit: habit.name, wording: wording)
    }

    /// A refusal for `reason`, naming the operation's field at fault as the API's body names it.
    private func refusal(
        _ reason: OperationRefusal.Reason, error: AppError, habit: String?,
        wording: (OperationRefusal.Reason, AppError) -> String
    ) -> OperationRefusal {
        let field: String? =
            switch (reason, error.field) {
            case (.dayOutOfRange, "range"?): "to"
            case (.dayOutOfRange, _): "day"
            case (_, "VALUE"?): "value"
            case (_, "range"?): "to"
            case (_, let name): name
            }
        return OperationRefusal(reason: reason, habit: habit, field: field, message: wording(reason, error))
    }
}
