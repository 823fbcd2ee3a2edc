import Foundation
import KadoApp
import KadoCore
import Synchronization

/// The words and calendar a running scheduler's log is written in, read again from the
/// settings each time there is something to write (`kado settings language`, the day start,
/// changed while it runs, count from the next line); the last ones read when the settings
/// cannot be.
final class LogWords {
    private let tracker: Tracker
    private var language: Language
    private var calendar: Calendar

    /// The log of `tracker`'s database, starting in `language`.
    init(tracker: Tracker, language: Language) {
        self.tracker = tracker
        self.language = language
        // Only the log's words: unreadable settings keep the default calendar until they read again.
        calendar = (try? tracker.calendar().boundary.calendar) ?? Calendar(identifier: .gregorian)
    }

    /// The words and calendar as the settings are now.
    func current() -> (Localizer, Calendar) {
        // Settings that cannot be read now keep the words and calendar last read.
        if let app = try? tracker.context() {
            language = app.settings.language
            calendar = app.calendar.boundary.calendar
        }
        return (Localizer(language: language), calendar)
    }
}
