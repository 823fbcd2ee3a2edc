/// The reminder times of each habit, and the push channel that carries them to a phone.
///
/// A small value over the tracker's ``UnitOfWork``, handed out by ``Tracker``; it holds no state
/// of its own.
public struct ReminderUseCases: UseCaseScope {
    let work: UnitOfWork
}
