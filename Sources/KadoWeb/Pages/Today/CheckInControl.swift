import KadoApp
import KadoCore

/// The check-in control that fits a habit's type, as the application layer's ``CheckInStyle``
/// says: a check, Slipped, −/+ a step, or a timer's + step minutes.
///
/// The buttons submit Today's one shared form (``TodayCheckInForm``): each is named after its step
/// and carries the habit's id, so a row repeats neither the token, the day nor the address. Each
/// has its accessible name with the habit's name ("Mark Read done") from the server, so it is
/// named without the script too, and told apart from the other rows' (the script renames it from
/// the form's phrases when a check-in changes its state, and adds the tooltip); their glyphs are
/// drawn by the stylesheet.
enum CheckInControl {
    static func render(_ summary: HabitSummary, t: Localizer) -> HTML {
        let habit = summary.habit
        let id = habit.id.uuidString
        let name = habit.name
        let logged = summary.todayAmount > 0
        /// The accessible name, with the habit's name (the script adds the same words as tooltip).
        func named(_ phrase: Phrase) -> HTML {
            " aria-label=\"\(t(phrase))\""
        }
        switch CheckInStyle(habit.type) {
        case .yesNo:
            return
                "<button class=\"check\" name=\"toggle\" value=\"\(id)\" aria-pressed=\"\(logged ? "true" : "false")\"\(named(logged ? .markNotDone(name) : .markDone(name)))></button>"
        case .slip:
            return
                "<button class=\"pill slip\" name=\"toggle\" value=\"\(id)\" aria-pressed=\"\(logged ? "true" : "false")\"\(named(logged ? .undoSlip(name) : .logSlip(name)))>\(t(.slipped))</button>"
        case .amount(let step):
            if case .timer = habit.type {
                // A timer only adds: its step, in minutes.
                return
                    "<button class=\"pill\" name=\"plus\" value=\"\(id)\"\(named(.addFiveMinutes(name)))>+\(HabitNotation.number(step))m</button>"
            }
            return
                "<span class=\"stepper\"><button name=\"minus\" value=\"\(id)\"\(attribute: "disabled", when: !logged)\(named(.decrease(name)))></button><button name=\"plus\" value=\"\(id)\"\(named(.increase(name)))></button></span>"
        }
    }
}
