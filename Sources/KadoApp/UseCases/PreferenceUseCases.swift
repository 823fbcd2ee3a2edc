/// The person's preferences: the hour days start at, the first day of the week, the appearance
/// and the language.
///
/// A small value over the tracker's ``UnitOfWork``, handed out by ``Tracker``; it holds no state
/// of its own.
public struct PreferenceUseCases: UseCaseScope {
    let work: UnitOfWork
}
