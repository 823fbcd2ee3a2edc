import KadoCore
import KadoSQLite

/// How a habit's terms came out of merging a remote version of its row with the row here and the
/// other versions of it in the same batch (``RuleTimeline``): the rest of the row still goes to
/// the later stamp, its terms are the union of every device's versions.
enum TermsMerge: Equatable {
    /// Neither side ever changed its terms from a date: the row merges as a whole, the later stamp
    /// winning, as before the timeline existed.
    case whole
    /// The remote version wins the row; its terms columns are replaced by `columns`. `republish`
    /// when they differ from what the version carries: this device holds versions it lacks and
    /// must publish the row again (a version of its own), or a device that only ever reads that
    /// version (joining after the others compacted) would not get them.
    case remoteWins(columns: TermsColumns, republish: Bool)
    /// The row here wins and keeps its other columns, but its terms become `columns` (the remote
    /// side held versions it lacked): this device publishes the row again.
    case localChanged(columns: TermsColumns)
    /// The row here wins and the remote side adds nothing to its terms.
    case localKept

    /// The stored form of a timeline: the four columns that hold a habit's terms.
    struct TermsColumns: Equatable {
        var frequency: String
        var type: String
        var scoreModel: String
        var earlierRules: String?

        /// The columns of `storage` (``RuleTimeline/storage(kind:)``).
        init(_ storage: (current: HabitRules, text: String?)) {
            frequency = storage.current.frequency.storageText
            type = storage.current.type.storageText
            scoreModel = storage.current.scoreModel.rawValue
            earlierRules = storage.text
        }

        /// The columns a version carries; `nil` when one is missing or not text.
        init?(fields: [String: SQLiteValue]) {
            guard case .text(let frequency) = fields["frequency"], case .text(let type) = fields["type"],
                case .text(let model) = fields["score_model"]
            else { return nil }
            self.frequency = frequency
            self.type = type
            scoreModel = model
            switch fields["earlier_rules"] {
            case .text(let text): earlierRules = text
            case nil, .null: earlierRules = nil
            default: return nil
            }
        }

        /// The timeline these columns hold, their row stamped `stamp`; `nil` when they do not read.
        func timeline(stamp: HybridLogicalClock) -> RuleTimeline? {
            guard let rules = rules else { return nil }
            return RuleTimeline(current: rules, text: earlierRules, rowStamp: stamp)
        }

        /// The current terms; `nil` when they do not read.
        var rules: HabitRules? {
            guard let frequency = Frequency(storageText: frequency), let type = HabitType(storageText: type),
                let model = ScoreModel(rawValue: scoreModel)
            else { return nil }
            return HabitRules(frequency: frequency, type: type, scoreModel: model)
        }

        /// `fields` with these columns in place of theirs (a text left out when there is none).
        func replacing(in fields: [String: SQLiteValue]) -> [String: SQLiteValue] {
            var result = fields
            result["frequency"] = .text(frequency)
            result["type"] = .text(type)
            result["score_model"] = .text(scoreModel)
            result["earlier_rules"] = earlierRules.map(SQLiteValue.text)
            return result
        }
    }

    /// Merges the terms of `version` (a habit's), of the lesser versions of the same row that came
    /// with it (`alongside`), and of the row here (`local`, its columns, stamp and device; `nil`
    /// when the row is new here). Versions whose terms do not read take no part (the row's own
    /// check refuses such a version when it is applied).
    static func merging(
        _ version: RowVersion, alongside: [RowVersion],
        local: (columns: TermsColumns, stamp: HybridLogicalClock, device: String)?
    ) -> TermsMerge {
        guard let remote = TermsColumns(fields: version.fields),
            var merged = remote.timeline(stamp: version.stamp), let remoteKind = remote.rules?.type.kind
        else { return .whole }
        let others = alongside.compactMap { other in
            TermsColumns(fields: other.fields).map { (columns: $0, stamp: other.stamp) }
        }
        let localTimeline = local.flatMap { $0.columns.timeline(stamp: $0.stamp) }
        let versioned =
            remote.earlierRules != nil || others.contains { $0.columns.earlierRules != nil }
            || local?.columns.earlierRules != nil
        guard versioned else { return .whole }
        let remoteTimeline = merged
        for other in others {
            if let timeline = other.columns.timeline(stamp: other.stamp) { merged = merged.merged(with: timeline) }
        }
        if let localTimeline { merged = merged.merged(with: localTimeline) }
        let remoteWins = local.map { (version.stamp, version.device) > ($0.stamp, $0.device) } ?? true
        if remoteWins {
            // The version holds every version already: it is applied as it is, its text kept.
            guard merged != remoteTimeline, let storage = merged.storage(kind: remoteKind) else { return .whole }
            let columns = TermsColumns(storage)
            return .remoteWins(columns: columns, republish: columns != remote)
        }
        guard let local, merged != localTimeline, let localKind = local.columns.rules?.type.kind,
            let storage = merged.storage(kind: localKind)
        else { return .localKept }
        let columns = TermsColumns(storage)
        return columns == local.columns ? .localKept : .localChanged(columns: columns)
    }
}
