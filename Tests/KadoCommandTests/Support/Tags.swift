import KadoTestSupport
import Testing

extension Tag {
    /// A test that takes long (a hundred processes killed, a database larger than a memory
    /// limit): run by `make test` and CI, not by the fast tier (`make check`, see ``TestTier``).
    @Tag static var slow: Self
}
