/// What the screens show, computed from the store: Today, Overview, a habit's detail, the report,
/// the grid, the answers of `kado ask` and `kado todo`.
///
/// A small value over the tracker's ``UnitOfWork``, handed out by ``Tracker``; it holds no state
/// of its own.
public struct ViewUseCases: UseCaseScope {
    let work: UnitOfWork
}
