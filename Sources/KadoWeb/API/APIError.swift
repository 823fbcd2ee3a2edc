import KadoApp

/// A refusal of the JSON API, as fields a script can act on: the HTTP status, a stable ``code``,
/// a one-line ``message`` in the request's language that says what to change, and, when the
/// error has them, the habit, the body's field and the value refused, and the action that would
/// fix it (``remedy``). It holds no command line: a remedy is a name, and the message says it in
/// words.
struct APIError: Error, Equatable {
    /// The HTTP status.
    let status: Int
    /// What failed, for scripts: an application error's ``AppError/code`` (`archived`,
    /// `invalid.tooLong`, `store.cannotWrite`, …) or the API's own `request.…`
    /// (``RequestProblem``).
    let code: String
    /// What is wrong, in plain words and in one line, for the person writing the script.
    let message: String
    /// The habit the error is about: its name, or the reference sent when none matched.
    var habit: String?
    /// The body's field at fault (`value`, `day`, `to`…).
    var field: String?
    /// The value refused, as sent (a number without a needless `.0`).
    var value: String?
    /// What would fix it, when something would: an ``AppError/Remedy`` by name (`unarchive`,
    /// `didYouMean`, `logValue`, …; see ``remedyName(_:)``).
    var remedy: String?
    /// The habit probably meant, with the remedy `didYouMean` (404).
    var suggestion: String?
    /// The habits an ambiguous reference matches (409).
    var candidates: [String]?
    /// The methods the path takes (405).
    var allowedMethods: [String]?
    /// The seconds to wait before trying again, sent as `Retry-After` (503 for a database another
    /// Kadō kept busy).
    var retryAfter: Int?
    /// The reference of a failure on the server's side (500), under which its log keeps the error.
    var reference: String?

    /// The seconds a client is told to wait (`Retry-After`) when the database was busy: the
    /// server's own 503s say the same.
    static let busyRetryAfter = 5

    /// An error of the application layer or of the request, from its parts.
    init(
        status: Int, code: String, message: String, habit: String? = nil, field: String? = nil,
        value: String? = nil, remedy: String? = nil
    ) {
        self.status = status
        self.code = code
        // One line, whatever a lower layer's text holds.
        self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        self.habit = habit
        self.field = field
        self.value = value
        self.remedy = remedy
    }

    /// A refusal of the request itself (``RequestProblem``).
    init(
        status: Int, problem: RequestProblem, message: String, field: String? = nil, value: String? = nil,
        allowedMethods: [String]? = nil
    ) {
        self.init(status: status, code: problem.code, message: message, field: field, value: value)
        self.allowedMethods = allowedMethods
    }

    /// What is wrong with a request before any habit is looked at: the API's own codes, each
    /// `request.` followed by the case's name.
    enum RequestProblem: String, CaseIterable, Sendable {
        /// 400: the body is not JSON.
        case notJSON
        /// 400: the body is JSON but not an object.
        case notAnObject
        /// 400: the body has a field the endpoint does not take.
        case unknownField
        /// 400: a key is given twice in one object (which one counts would be a parser's guess).
        case duplicateField
        /// 400: a field holds another kind of value (a string for a number).
        case wrongKindOfValue
        /// 400: a field the endpoint needs is missing.
        case missingField
        /// 400: two names of one field were both given (`note` and `text`).
        case bothNames
        /// 400: another refusal of the request (a malformed form).
        case badRequest
        /// 401: the server needs its access token.
        case tokenRequired
        /// 403: the request came from a page of another site, or was forbidden.
        case forbidden
        /// 404: no endpoint has this path.
        case noEndpoint
        /// 405: the path does not take this method.
        case methodNotAllowed
        /// 413: the body is larger than the server takes.
        case tooLarge
        /// 415: a body that is not `application/json`.
        case notJSONBody

        /// `request.notJSON`, ….
        var code: String { "request." + rawValue }
    }

    /// The name a remedy has in the `remedy` field: the case's name.
    static func remedyName(_ remedy: AppError.Remedy) -> String {
        switch remedy {
        case .unarchive: "unarchive"
        case .listArchived: "listArchived"
        case .didYouMean: "didYouMean"
        case .chooseOne: "chooseOne"
        case .logValue: "logValue"
        case .markDone: "markDone"
        case .logSlip: "logSlip"
        case .choosePastDay: "choosePastDay"
        case .deleteHabit: "deleteHabit"
        case .updateKado: "updateKado"
        case .openAnotherDatabase: "openAnotherDatabase"
        case .restoreBackup: "restoreBackup"
        case .allowWriting: "allowWriting"
        case .chooseBackupFile: "chooseBackupFile"
        case .tryAgainLater: "tryAgainLater"
        case .sync(let remedy): "sync." + remedy.rawValue
        }
    }

    /// The API's answer to an error of the application layer, in `t`'s language: its status,
    /// its ``AppError/code``, its habit, field, value and remedy as fields, and a message with
    /// no command line.
    /// - Parameters:
    ///   - fields: maps the domain's field names (`VALUE`, `range`, `day`) to the body's (`value`,
    ///     `to`, `from`), so that the answer names the field the script sent.
    ///   - reference: the habit as the request's path names it, for the endpoints a message
    ///     points to (the habit's name when not given).
    static func from(_ error: AppError, fields: [String: String] = [:], reference: String? = nil, t: Localizer)
        -> APIError
    {
        // The command line's `VALUE` is the body's `value`.
        let field = error.field.map { name in
            let plain = name == name.uppercased() ? name.lowercased() : name
            return fields[name] ?? fields[plain] ?? plain
        }
        let value = error.value.map(APIErrorWording.plainValue)
        let status: Int
        let message: String
        switch error {
        case .habitNotFound(let reference, let suggestion):
            (status, message) = (404, t(.apiHabitNotFound(reference, suggestion: suggestion)))
        case .ambiguousHabit(let reference, _):
            (status, message) = (409, t(.apiAmbiguousHabit(reference)))
        case .wrongType(let habit, let kind, let action):
            (status, message) = (422, t(.apiWrongType(habit, action, kind, path: reference ?? habit)))
        case .archived(let habit):
            (status, message) = (422, t(.apiArchived(habit)))
        case .futureDay(let day):
            (status, message) = (422, t(.apiFutureDay(day)))
        case .invalid(let problem):
            (status, message) = (422, APIErrorWording.message(problem, field: field ?? "", value: value ?? "", t: t))
        case .backupFile:
            // A file to import that is no backup: the request is refused, as the web app refuses it.
            (status, message) = (422, t(.appError(error)))
        case .sync(let failure):
            // The target, not this server, failed: 503 when it may come back, else 502.
            (status, message) = (failure.isTransient ? 503 : 502, t(.appError(error)))
        case .store(.busy):
            // Another Kadō held the database for longer than a change waits: nothing was changed,
            // and the same request may well succeed in a moment.
            (status, message) = (503, t(.appError(error)))
        case .store(.diskFull):
            // RFC 4918's 507 Insufficient Storage: the server cannot store what the change needs;
            // nothing was changed, and the same request succeeds once space is freed.
            (status, message) = (507, t(.appError(error)))
        case .store, .backupNotWritten, .unexpected:
            (status, message) = (500, t(.appError(error)))
        }
        var answer = APIError(
            status: status, code: error.code, message: message, habit: error.habit, field: field, value: value,
            remedy: error.remedy.map(remedyName))
        if case .store(.busy) = error { answer.retryAfter = busyRetryAfter }
        switch error.remedy {
        case .didYouMean(let name)?: answer.suggestion = name
        case .chooseOne(let candidates)?: answer.candidates = candidates
        default: break
        }
        return answer
    }
}
