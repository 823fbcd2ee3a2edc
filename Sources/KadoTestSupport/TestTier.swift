import Foundation

/// Which tier of the tests runs: the whole suite (`make test`, CI), or the fast tier for the
/// edit–test loop (`make check`, which sets `KADO_TEST_TIER=fast`). Tests tagged `slow` — the
/// loops that kill a process a hundred times, the export held under a memory limit — are turned
/// off in the fast tier with `.enabled(if: TestTier.runsSlowTests)`; the simulations and fuzzing
/// run there too, with the smaller counts `make check` gives them.
public enum TestTier {
    /// Whether the slow tests run: everywhere but `KADO_TEST_TIER=fast`.
    public static var runsSlowTests: Bool {
        ProcessInfo.processInfo.environment["KADO_TEST_TIER"] != "fast"
    }
}
