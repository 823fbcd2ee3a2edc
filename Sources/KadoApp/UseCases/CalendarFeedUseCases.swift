/// The habits in the person's calendar (issue 40): the feed's events and its iCalendar document,
/// and the feed's own revocable token.
///
/// A small value over the tracker's ``UnitOfWork``, handed out by ``Tracker``; it holds no state
/// of its own.
public struct CalendarFeedUseCases: UseCaseScope {
    let work: UnitOfWork
}
