import KadoApp
import KadoCore

/// The forms that log a day: the Today controls and the detail screen's day editor.
extension WebApp {
    /// `POST /habits/ID/checkin`: `action` is `done`, `undo`, `toggle`, `plus`, `minus` or `set`
    /// (with `value`, in the habit's unit — minutes for timers); `day` defaults to today.
    func checkIn(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        let form = try form(context.request)
        let day = try Self.day(form["day"], tracker: tracker)
        switch form["action"] ?? "" {
        case "done": try tracker.complete(habit, on: day)
        case "undo": try tracker.undo(habit, on: day)
        case "toggle": try tracker.toggle(habit, on: day)
        case "plus", "minus":
            let sign: Double = form["action"] == "plus" ? 1 : -1
            switch habit.type {
            case .binary, .negative:
                if sign > 0 { try tracker.complete(habit, on: day) } else { try tracker.undo(habit, on: day) }
            case .timer: try tracker.log(habit, value: 5 * sign, adding: true, on: day)
            case .counter, .atMost: try tracker.log(habit, value: sign, adding: true, on: day)
            }
        case "set":
            let text = (form["value"] ?? "").trimmed.replacingOccurrences(of: ",", with: ".")
            guard let value = Double(text), value.isFinite, value >= 0 else {
                throw WebError.badRequest(context.t(.invalidValue(form["value"] ?? "")))
            }
            switch habit.type {
            case .binary, .negative:
                if value > 0 { try tracker.complete(habit, on: day) } else { try tracker.undo(habit, on: day) }
            case .counter, .timer, .atMost: try tracker.log(habit, value: value, on: day)
            }
        default:
            throw WebError.badRequest("Unknown check-in action \"\(form["action"] ?? "")\".")
        }
        return .seeOther(form.returnPath(default: "/"))
    }

    /// `POST /habits/ID/note`: sets (or, when empty, removes) the note of `day`. The fields are
    /// those of the API: `day`, and `note` (or `text`).
    func saveNote(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        let form = try form(context.request)
        let day = try Self.day(form["day"], tracker: tracker)
        try tracker.note(habit, text: form["note"] ?? form["text"] ?? "", on: day)
        return .seeOther(form.returnPath(default: "/habits/\(habit.id.uuidString)"))
    }

    /// `POST /habits/ID/skip`: excuses `day` (or `from`) through `to` (one day when `to` is empty),
    /// with a `note`: the fields of the API.
    func skipDays(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        let form = try form(context.request)
        let first = try Self.day(form["day"] ?? form["from"], tracker: tracker, allowsFuture: true)
        let last =
            try (form["to"].flatMap { $0.isEmpty ? nil : $0 }).map {
                try Self.day($0, tracker: tracker, allowsFuture: true)
            } ?? first
        guard first <= last else { throw WebError.badRequest(context.t(.rangeBackwards)) }
        let note = form["note"].flatMap { $0.trimmed.isEmpty ? nil : $0.trimmed }
        try tracker.skip(habit, days: try DayRange(from: first, through: last), note: note)
        return .seeOther(form.returnPath(default: "/habits/\(habit.id.uuidString)"))
    }

    /// The day a form names (`YYYY-MM-DD`), today when absent; 400 when unreadable, 422 when after
    /// today (unless `allowsFuture`) or outside the days Kadō supports (``LogicalDay/supported``).
    static func day(_ text: String?, tracker: Tracker, allowsFuture: Bool = false) throws -> LogicalDay {
        let today = try tracker.today()
        guard let text, !text.isEmpty else { return today }
        guard let day = LogicalDay(text) else {
            throw WebError.badRequest("The day \"\(text)\" is not a date like 2026-04-10.")
        }
        if !day.isSupported { throw AppError.invalid(.unsupportedDay(field: "day", day)) }
        if !allowsFuture, day > today { throw AppError.futureDay(day) }
        return day
    }
}
