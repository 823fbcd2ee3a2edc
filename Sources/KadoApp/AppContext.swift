import KadoCore

/// What a use case reads once before it starts and then passes down: the settings, the calendar
/// they make in the tracker's time zone, and the logical day it is now.
///
/// A front end that needs "today" itself (to read `yesterday` on the command line, or the default
/// day of a form) asks ``Tracker/context()`` for it and hands the same value to the use case, so
/// neither reads the settings again.
public struct AppContext: Hashable, Sendable {
    /// The settings in effect.
    public let settings: Settings
    /// The day boundary and week start of ``settings``.
    public let calendar: HabitCalendar
    /// The logical day it is now, in ``calendar``.
    public let today: LogicalDay
}
