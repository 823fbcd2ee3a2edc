/// Recording a day of a habit: done, a value, a skip, a note, or undone — from any front end, a
/// sync or a notification's action alike.
///
/// A small value over the tracker's ``UnitOfWork``, handed out by ``Tracker``; it holds no state
/// of its own.
public struct CheckInUseCases: UseCaseScope {
    let work: UnitOfWork
}
