import KadoApp

/// The words of a habit's versions of terms on `kado show` (issue 38).
extension Phrase {
    /// The current version, in force since `date`: `Since 1 March 2026: every day, yes/no`.
    static func versionSince(_ date: String, _ terms: String) -> Phrase {
        Phrase("cli.ruleVersions.versionSince", ["date": date, "terms": terms])
    }

    /// A version between two others, in force from `date`: `from 1 February 2026: …`.
    static func versionFrom(_ date: String, _ terms: String) -> Phrase {
        Phrase("cli.ruleVersions.versionFrom", ["date": date, "terms": terms])
    }

    /// A counter's or a timer's target in a version: `target 10 glasses`.
    static func versionTarget(_ amount: String) -> Phrase {
        Phrase("cli.ruleVersions.versionTarget", ["amount": amount])
    }

    /// An at-most habit's limit in a version: `at most 2 cups`.
    static func versionLimit(_ amount: String) -> Phrase { Phrase("cli.ruleVersions.versionLimit", ["amount": amount]) }

    /// Kadō's own score, beside a version that shows Loop's.
    static let kadoScore = Phrase("common.ruleVersions.kadoScore")

    /// The first version, in force from the habit's start: `before: every day, yes/no`.
    static func versionBefore(_ terms: String) -> Phrase {
        Phrase("cli.ruleVersions.versionBefore", ["terms": terms])
    }
}
