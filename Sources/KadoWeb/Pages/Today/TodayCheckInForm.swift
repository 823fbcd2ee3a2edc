import KadoApp
import KadoCore

/// Today's one check-in form, around every row: it posts to `/checkin` (``CheckInController/checkInFromList(_:)``)
/// with the CSRF token, the day shown and the return path said once, and the button pressed, which
/// names the step and carries the habit's id. Without the script it is an ordinary form; with it,
/// the check-in is instant (`data-instant`).
///
/// It also carries, once, the phrases of the rows' buttons with `{name}` where the habit's name
/// goes, and the word of the score's tooltip: the script names each button from them and the row's
/// name (`aria-label` and `title`), instead of every row repeating them.
enum TodayCheckInForm {
    /// Where a phrase puts the habit's name.
    static let namePlaceholder = "{name}"

    /// The opening tag and its hidden fields; the sections of rows go inside, then `</form>`. It is
    /// also the grid of the two sections on wide screens (`today-columns`).
    /// - Parameter returnPath: the page a check-in comes back to: this screen of rows.
    static func open(day: LogicalDay, returnPath: String = "/", context: RequestContext) -> HTML {
        let t = context.t
        let name = namePlaceholder
        let phrases: [(String, String)] = [
            ("mark-done", t(.markDone(name))), ("mark-not-done", t(.markNotDone(name))),
            ("log-slip", t(.logSlip(name))), ("undo-slip", t(.undoSlip(name))),
            ("add-time", t(.addFiveMinutes(name))), ("increase", t(.increase(name))),
            ("decrease", t(.decrease(name))), ("score-title", t(.score)),
        ]
        let data = HTML.join(phrases.map { key, text in " data-\(HTML(trusted: key))=\"\(text)\"" })
        return """
            <form class="checkin today-columns" method="post" action="/checkin" data-instant\(data)>\
            \(context.csrfField)<input type="hidden" name="day" value="\(day.description)">\
            <input type="hidden" name="today" value="\(day.description)">\
            <input type="hidden" name="return" value="\(returnPath)">
            """
    }
}
