import Foundation
import Testing

/// Which tier of the tests runs: the whole suite (`make test`, CI), or the fast tier for the
/// edit–test loop (`make check`, which sets `KADO_TEST_TIER=fast`).
///
/// Two tags mark what the fast tier leaves out, each with its condition trait:
/// - `.tags(.slow), .slowTierOnly`: the loops that kill a process a hundred times, the export
///   held under a memory limit;
/// - `.tags(.endToEnd), .endToEndTierOnly`: the suites that run the built `kado` binary as a
///   person would (Tests/KadoCommandTests), whose behaviour the in-process suites of KadoCLI,
///   KadoApp and KadoWeb check first.
///
/// The simulations and fuzzing run in both tiers, with the smaller counts `make check` gives them;
/// property tests take fewer seeds there (``seeds(_:fast:)``).
public enum TestTier {
    /// Whether the slow tests run: everywhere but `KADO_TEST_TIER=fast`.
    public static var runsSlowTests: Bool { !isFast }

    /// Whether the end-to-end suites run: everywhere but `KADO_TEST_TIER=fast`.
    public static var runsEndToEndTests: Bool { !isFast }

    /// The seeds of a property test: `0..<whole` in the whole suite, `0..<fast` in the fast tier.
    public static func seeds(_ whole: Int, fast: Int) -> Range<Int> {
        0..<(isFast ? fast : whole)
    }

    private static var isFast: Bool {
        ProcessInfo.processInfo.environment["KADO_TEST_TIER"] == "fast"
    }
}

extension Tag {
    /// A test that takes long (a hundred processes killed, a database larger than a memory
    /// limit): run by `make test` and CI, not by the fast tier (`make check`, see ``TestTier``).
    @Tag public static var slow: Self
    /// A suite that runs the built `kado` binary as a person would: run by `make test` and CI,
    /// not by the fast tier (`make check`, see ``TestTier``).
    @Tag public static var endToEnd: Self
}

extension Trait where Self == ConditionTrait {
    /// Turns a test tagged `slow` off in the fast tier (see ``TestTier``).
    public static var slowTierOnly: Self {
        .enabled(if: TestTier.runsSlowTests, "slow: make test runs it, make check does not")
    }

    /// Turns a suite tagged `endToEnd` off in the fast tier (see ``TestTier``).
    public static var endToEndTierOnly: Self {
        .enabled(if: TestTier.runsEndToEndTests, "end to end: make test runs it, make check does not")
    }
}
