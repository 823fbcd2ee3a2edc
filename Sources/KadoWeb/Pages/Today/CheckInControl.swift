import KadoApp
import KadoCore

/// The check-in control that fits a habit's type, as the application layer's ``CheckInStyle``
/// says: a check, Slipped, −/+ a step, or a timer's + step minutes.
///
/// The buttons submit Today's one shared form (``TodayCheckInForm``): each is named after its step
/// and carries the habit's id, so a row repeats neither the token, the day nor the address. Their
/// accessible names and tooltips ("Mark Read done") come from the form's phrases, which the script
/// applies with the row's name; their glyphs are drawn by the stylesheet.
enum CheckInControl {
    static func render(_ summary: HabitSummary, t: Localizer) -> HTML {
        let habit = summary.habit
        let id = habit.id.uuidString
        let logged = summary.todayAmount > 0
        switch CheckInStyle(habit.type) {
        case .yesNo:
            return
                "<button class=\"check\" name=\"toggle\" value=\"\(id)\" aria-pressed=\"\(logged ? "true" : "false")\"></button>"
        case .slip:
            return
                "<button class=\"pill slip\" name=\"toggle\" value=\"\(id)\" aria-pressed=\"\(logged ? "true" : "false")\">\(t(.slipped))</button>"
        case .amount(let step):
            if case .timer = habit.type {
                // A timer only adds: its step, in minutes.
                return "<button class=\"pill\" name=\"plus\" value=\"\(id)\">+\(HabitNotation.number(step))m</button>"
            }
            return
                "<span class=\"stepper\"><button name=\"minus\" value=\"\(id)\"\(attribute: "disabled", when: !logged)></button><button name=\"plus\" value=\"\(id)\"></button></span>"
        }
    }
}
