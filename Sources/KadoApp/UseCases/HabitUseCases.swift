/// Adding, editing, archiving, deleting, moving and finding habits; their groups; the trash.
///
/// A small value over the tracker's ``UnitOfWork``, handed out by ``Tracker``; it holds no state
/// of its own.
public struct HabitUseCases: UseCaseScope {
    let work: UnitOfWork
}
