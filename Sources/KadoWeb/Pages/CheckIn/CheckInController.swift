import KadoApp
import KadoCore

/// The forms that log a day: the Today controls and the detail screen's day editor.
struct CheckInController: Controller {
    let session: WebSession

    /// `POST /habits/ID/checkin`: `action` is `done`, `undo`, `toggle`, `plus`, `minus` or `set`
    /// (with `value`, in the habit's unit — minutes for timers); `day` defaults to today. What each
    /// means for the habit's type is the application layer's ``CheckIn`` rule.
    func checkIn(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        let form = try form(context.request)
        let action: CheckIn
        switch form["action"] ?? "" {
        case "set":
            let text = (form["value"] ?? "").trimmed.replacingOccurrences(of: ",", with: ".")
            guard let value = Double(text), value.isFinite, value >= 0 else {
                throw WebError.badRequest(.invalidValue(form["value"] ?? ""))
            }
            action = .amount(value)
        case let word:
            guard let step = Self.checkInSteps[word] else {
                throw WebError.badRequest(Phrase("web.badRequest.checkInAction", ["action": word]))
            }
            action = step
        }
        return try checkIn(action, habit: habit, form: form, context)
    }

    /// `POST /checkin`: Today's one form for every row. The button pressed is the only field named
    /// after a step (`toggle`, `plus`, `minus`, `done` or `undo`), and its value is the habit's id,
    /// so the page carries its token, day and return path once instead of once per row.
    func checkInFromList(_ context: RequestContext) throws -> HTTPResponse {
        let form = try form(context.request)
        let pressed = form.fields.filter { Self.checkInSteps[$0.name] != nil }
        guard pressed.count == 1, let field = pressed.first, let action = Self.checkInSteps[field.name] else {
            throw WebError.badRequest(
                Phrase(
                    "web.badRequest.checkInList", ["actions": Self.checkInSteps.keys.sorted().joined(separator: ", ")]))
        }
        let habit = try habit(id: field.value)
        return try checkIn(action, habit: habit, form: form, context, anchor: TodayRow.anchor(of: habit.id))
    }

    /// The steps a button can ask for by its word alone (`set` also needs a value).
    static let checkInSteps: [String: CheckIn] = [
        "done": .done, "undo": .undo, "toggle": .toggle, "plus": .increase, "minus": .decrease,
    ]

    /// Logs `action` on the form's `day` (today when absent), then goes back to its `return` path.
    ///
    /// A page's forms also say which day the page showed as today (`today`). When that day is
    /// over (the page stayed open across the day's end), the check-in is recorded on the day the
    /// page showed — what the person saw and tapped — and the page it returns to says so, naming
    /// that day, instead of quietly showing the new day with the habit not done.
    ///
    /// - Parameter anchor: the id of the habit's row on Today, added to a return path on Today
    ///   that names none, so that the page (its screen of rows, ``TodayWindow``) opens on it.
    private func checkIn(
        _ action: CheckIn, habit: Habit, form: Form, _ context: RequestContext, anchor: String? = nil
    ) throws -> HTTPResponse {
        let app = try tracker.context(settings: context.settings)
        let shownToday = try form["today"].flatMap { $0.isEmpty ? nil : try Self.day($0, today: app.today) }
        let day = try Self.day(form["day"] ?? shownToday?.description, today: app.today)
        try tracker.checkIns.checkIn(action, habit: .id(habit.id), day: day, in: app)
        var back = form.returnPath(default: "/")
        if let anchor, !back.contains("#"), back == "/" || back.hasPrefix("/?") { back += "#" + anchor }
        guard let shownToday, shownToday != app.today else { return .seeOther(back) }
        return .seeOther(Notice.path(back, adding: .recordedOnShownDay, [(Notice.shownDayParameter, day.description)]))
    }

    /// `POST /habits/ID/note`: sets (or, when empty, removes) the note of `day`. The fields are
    /// those of the API: `day`, and `note` (or `text`).
    func saveNote(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        let form = try form(context.request)
        let app = try tracker.context(settings: context.settings)
        let day = try Self.day(form["day"], today: app.today)
        try tracker.checkIns.checkIn(.note(form["note"] ?? form["text"] ?? ""), habit: .id(habit.id), day: day, in: app)
        return .seeOther(form.returnPath(default: "/habits/\(habit.id.uuidString)"))
    }

    /// `POST /habits/ID/skip`: excuses `day` (or `from`) through `to` (one day when `to` is empty),
    /// with a `note`: the fields of the API.
    func skipDays(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        let form = try form(context.request)
        let app = try tracker.context(settings: context.settings)
        let first = try Self.day(form["day"] ?? form["from"], today: app.today)
        let last =
            try (form["to"].flatMap { $0.isEmpty ? nil : $0 }).map { try Self.day($0, today: app.today) } ?? first
        guard first <= last else { throw WebError.badRequest(.rangeBackwards) }
        let note = form["note"].flatMap { $0.trimmed.isEmpty ? nil : $0.trimmed }
        try tracker.checkIns.checkIn(.skip(through: last, note: note), habit: .id(habit.id), day: first, in: app)
        return .seeOther(form.returnPath(default: "/habits/\(habit.id.uuidString)"))
    }

    /// The day a form names (`YYYY-MM-DD`), `today` when absent; 400 when unreadable, 422 when
    /// outside the days Kadō supports (``LogicalDay/supported``), before a skip's two fields are
    /// compared. Whether the day may be logged (not after today, an active habit) is the
    /// check-in's rule.
    static func day(_ text: String?, today: LogicalDay) throws -> LogicalDay {
        guard let text, !text.isEmpty else { return today }
        guard let day = LogicalDay(text) else {
            throw WebError.badRequest(Phrase("web.badRequest.day", ["text": text]))
        }
        if !day.isSupported { throw AppError.invalid(.unsupportedDay(field: "day", day)) }
        return day
    }
}
