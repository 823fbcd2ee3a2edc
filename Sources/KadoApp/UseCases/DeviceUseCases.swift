/// The web app's access: the token's digest and the devices signed in with it.
///
/// A small value over the tracker's ``UnitOfWork``, handed out by ``Tracker``; it holds no state
/// of its own.
public struct DeviceUseCases: UseCaseScope {
    let work: UnitOfWork
}
