import KadoCore
import KadoSQLite

/// A habit's terms as sync merges them: every version keyed by the day it starts (the first by the
/// habit's start, ``Key/origin``), each with the stamp of the change that last set it, a removal
/// mark for each version removed or moved away, and a floor below which nothing survives.
///
/// Two devices' timelines merge key by key, the later stamp winning (``merged(with:)``): a
/// union, commutative, associative and idempotent, so every device ends with the same timeline
/// whatever the order in which versions arrive. A removal is a mark stamped like a version, so an
/// older copy of the version elsewhere does not bring it back. The stamps live in the
/// `earlier_rules` column after the versions (``storageText(kind:)``); a text without them, written
/// before they existed, reads as the whole timeline as of the row's stamp (``init(current:text:rowStamp:)``).
struct RuleTimeline: Equatable {
    /// Where a version starts: the habit's start, or a day.
    enum Key: Hashable, Comparable {
        /// The first version's: from the habit's start.
        case origin
        /// A later version's first day.
        case day(LogicalDay)

        static func < (lhs: Key, rhs: Key) -> Bool {
            switch (lhs, rhs) {
            case (.origin, .day): true
            case (.day(let left), .day(let right)): left < right
            default: false
            }
        }

        /// `start` for the origin, the day's text otherwise.
        var text: String {
            switch self {
            case .origin: "start"
            case .day(let day): day.description
            }
        }

        /// Reads ``text``; `nil` for anything else (or a day Kadō does not support).
        init?(text: String) {
            if text == "start" {
                self = .origin
            } else if let day = LogicalDay(text), day.isSupported {
                self = .day(day)
            } else {
                return nil
            }
        }
    }

    /// What a key holds: terms, or `nil` for a version removed (a removal mark), and the stamp of
    /// the change that set it.
    struct Entry: Equatable {
        var rules: HabitRules?
        var stamp: HybridLogicalClock

        /// Whether this entry wins over `other` at the same key: the later stamp, and between two
        /// equal stamps (two devices' copies of one change, or texts written before the stamps)
        /// the greater text, so that every device picks the same one.
        func wins(over other: Entry) -> Bool {
            if stamp != other.stamp { return stamp > other.stamp }
            return (rules.map(RuleTimeline.termsText) ?? "") > (other.rules.map(RuleTimeline.termsText) ?? "")
        }
    }

    /// Every key's entry.
    var entries: [Key: Entry]
    /// Entries stamped before it are dropped: the timeline a text without stamps describes is the
    /// whole of it as of its row's stamp.
    var floor: HybridLogicalClock

    /// A timeline of `versions` (oldest first, the first from the habit's start), every one
    /// stamped `stamp`.
    init(versions: [RuleVersion], stamp: HybridLogicalClock, floor: HybridLogicalClock = .zero) {
        var entries: [Key: Entry] = [:]
        for (index, version) in versions.enumerated() {
            let key = index == 0 ? Key.origin : version.start.map(Key.day) ?? .origin
            entries[key] = Entry(rules: version.rules, stamp: stamp)
        }
        self.init(entries: entries, floor: floor)
    }

    /// The timeline a habit row holds: its current terms (`frequency`, `type`, `score_model`) and
    /// its `earlier_rules` text, `rowStamp` being the row's stamp.
    ///
    /// No text: the current terms alone, stamped with the row (a habit never changed from a date
    /// is judged as before: its terms change with its row). A text from before the stamps: every
    /// version stamped with the row and the floor there — that text was the whole timeline when
    /// it was written. `nil` when the text does not read.
    init?(current: HabitRules, text: String?, rowStamp: HybridLogicalClock) {
        guard let text else {
            self.init(versions: [RuleVersion(start: nil, rules: current)], stamp: rowStamp)
            return
        }
        let parts = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        let earlier: [EarlierRules]
        if parts[0].isEmpty {
            earlier = []
        } else if let read = [EarlierRules](storageText: parts[0]) {
            earlier = read
        } else {
            return nil
        }
        var versions: [RuleVersion] = []
        var start: LogicalDay?
        for entry in earlier {
            versions.append(RuleVersion(start: start, rules: entry.rules))
            start = entry.replacedOn
        }
        versions.append(RuleVersion(start: start, rules: current))
        guard parts.count > 1 else {
            if earlier.isEmpty { return nil }
            self.init(versions: versions, stamp: rowStamp, floor: rowStamp)
            return
        }
        var entries: [Key: Entry] = [:]
        var listed: [(Key, HybridLogicalClock)] = []
        var floor = HybridLogicalClock.zero
        for item in parts.dropFirst() {
            let fields = item.split(separator: "=", omittingEmptySubsequences: false).map(String.init)
            if fields.count == 2, fields[0] == "floor", let stamp = HybridLogicalClock(fields[1]) {
                floor = stamp
                continue
            }
            guard fields.count >= 2, let first = fields[0].first, let stamp = HybridLogicalClock(fields[1]) else {
                return nil
            }
            let marked = first == "-" || first == "~"
            guard let key = Key(text: marked ? String(fields[0].dropFirst()) : fields[0]), entries[key] == nil else {
                return nil
            }
            switch first {
            case "-":
                guard fields.count == 2, key != .origin else { return nil }
                entries[key] = Entry(rules: nil, stamp: stamp)
            case "~":
                guard fields.count == 3, let rules = Self.terms(fields[2]) else { return nil }
                entries[key] = Entry(rules: rules, stamp: stamp)
            default:
                guard fields.count == 2 else { return nil }
                listed.append((key, stamp))
                entries[key] = Entry(rules: nil, stamp: stamp)
            }
        }
        // The listed keys are the versions', in order; the first may start later than the habit
        // when the origin's terms are of another kind (kept aside, see ``storageText(kind:)``).
        listed.sort { $0.0 < $1.0 }
        guard listed.count == versions.count else { return nil }
        for (index, (key, stamp)) in listed.enumerated() {
            if index > 0, key != versions[index].start.map(Key.day) { return nil }
            entries[key] = Entry(rules: versions[index].rules, stamp: stamp)
        }
        self.init(entries: entries, floor: floor)
    }

    /// A timeline of `entries` and `floor`, as they are.
    init(entries: [Key: Entry], floor: HybridLogicalClock) {
        self.entries = entries
        self.floor = floor
    }

    /// The columns ``init(row:)`` reads, in order.
    static let selection = "frequency, type, score_model, earlier_rules, stamp"

    /// The timeline of a habit row read with ``selection``; `nil` when a column does not read.
    init?(row: Row) throws {
        let frequencyText: String = try row[0]
        let typeText: String = try row[1]
        let modelText: String = try row[2]
        let text: String? = try row[3]
        let stampText: String = try row[4]
        guard let frequency = Frequency(storageText: frequencyText), let type = HabitType(storageText: typeText),
            let model = ScoreModel(rawValue: modelText), let stamp = HybridLogicalClock(stampText)
        else { return nil }
        self.init(
            current: HabitRules(frequency: frequency, type: type, scoreModel: model), text: text, rowStamp: stamp)
    }

    /// This timeline merged with `other`: every key's winning entry (``Entry/wins(over:)``), the
    /// later floor, and nothing stamped before it.
    /// - Complexity: O(v log v) for v keys.
    func merged(with other: RuleTimeline) -> RuleTimeline {
        var result = self
        result.floor = max(floor, other.floor)
        for (key, entry) in other.entries {
            if let kept = result.entries[key], !entry.wins(over: kept) { continue }
            result.entries[key] = entry
        }
        result.entries = result.entries.filter { $0.value.stamp >= result.floor }
        return result
    }

    /// The versions a habit of kind `kind` is judged by, oldest first: every key holding terms
    /// of that kind — or, when none does (a change of kind met versions made before it), of the
    /// kind of the latest stamped terms. Versions of another kind stay in the timeline, kept
    /// aside, so that the result depends on the merged timeline alone, never on the order of the
    /// merges. `nil` when no key holds terms.
    func versions(preferring kind: HabitTypeKind) -> [RuleVersion]? {
        guard let listed = listed(preferring: kind) else { return nil }
        return listed.enumerated().map { index, item in
            guard index > 0, case .day(let day) = item.key else { return RuleVersion(start: nil, rules: item.rules) }
            return RuleVersion(start: day, rules: item.rules)
        }
    }

    /// The keys and terms ``versions(preferring:)`` lists, in order.
    private func listed(preferring kind: HabitTypeKind) -> [(key: Key, rules: HabitRules)]? {
        let held = entries.compactMap { key, entry in entry.rules.map { (key: key, rules: $0, entry: entry) } }
            .sorted { $0.key < $1.key }
        guard let newest = held.max(by: { $1.entry.wins(over: $0.entry) }) else { return nil }
        let chosen = held.contains { $0.rules.type.kind == kind } ? kind : newest.rules.type.kind
        return held.filter { $0.rules.type.kind == chosen }.map { (key: $0.key, rules: $0.rules) }
    }

    /// The columns that store this timeline for a habit of kind `kind`: its current terms and
    /// its `earlier_rules` text — the earlier versions as before (`DAY@terms;…`), then, after
    /// `|`, the floor when set (`floor=STAMP`), and each key's stamp: `DAY=STAMP` (`start=STAMP`
    /// for the origin) for a version listed, `-DAY=STAMP` for a removal mark, `~DAY=STAMP=terms`
    /// for terms of another kind kept aside. `nil` text for a habit whose terms never changed from
    /// a date (one version, nothing else to keep), written exactly as before the timeline existed.
    /// `nil` when no key holds terms.
    func storage(kind: HabitTypeKind) -> (current: HabitRules, text: String?)? {
        guard let keyed = listed(preferring: kind), let versions = versions(preferring: kind),
            let current = versions.last?.rules
        else { return nil }
        if entries.count == 1, versions.count == 1, floor == .zero, entries[.origin] != nil {
            return (current, nil)
        }
        let earlier = zip(versions, versions.dropFirst()).compactMap { version, next in
            next.start.map { EarlierRules(rules: version.rules, replacedOn: $0) }
        }
        let listedKeys = Set(keyed.map(\.key))
        var items: [String] = floor == .zero ? [] : ["floor=\(floor)"]
        for (key, entry) in entries.sorted(by: { $0.key < $1.key }) {
            if let rules = entry.rules {
                items.append(
                    listedKeys.contains(key)
                        ? "\(key.text)=\(entry.stamp)" : "~\(key.text)=\(entry.stamp)=\(Self.termsText(rules))")
            } else {
                items.append("-\(key.text)=\(entry.stamp)")
            }
        }
        return (current, ([earlier.isEmpty ? "" : earlier.storageText] + items).joined(separator: "|"))
    }

    /// This timeline after a change made on this device at `stamp` leaves `versions` (what the
    /// habit now holds, oldest first), the timeline's kind being `previousKind` before it.
    ///
    /// A version whose terms did not change keeps its stamp; a version added or changed takes
    /// `stamp`; a version listed before and gone now leaves a removal mark stamped `stamp`
    /// (moving a version is a removal and an addition). A change of the habit's kind rewrites the
    /// whole history: every version is stamped `stamp` and the floor moves there, so nothing
    /// made before it — versions of the old kind included — survives a merge.
    func writing(_ versions: [RuleVersion], previousKind: HabitTypeKind, at stamp: HybridLogicalClock) -> RuleTimeline {
        let kind = versions.last?.rules.type.kind ?? previousKind
        if kind != previousKind {
            // A habit never changed from a date keeps no text: it has nothing to drop.
            let rewrites = entries.count > 1 || floor != .zero || versions.count > 1
            return RuleTimeline(versions: versions, stamp: stamp, floor: rewrites ? stamp : .zero)
        }
        let shown = Set((listed(preferring: previousKind) ?? []).map(\.key))
        var result = self
        var keys: Set<Key> = []
        for (index, version) in versions.enumerated() {
            let key = index == 0 ? Key.origin : version.start.map(Key.day) ?? .origin
            keys.insert(key)
            if let kept = entries[key], kept.rules == version.rules, shown.contains(key) { continue }
            result.entries[key] = Entry(rules: version.rules, stamp: stamp)
        }
        // The origin is always a key of `versions`: a key left behind is a day.
        for key in shown where !keys.contains(key) { result.entries[key] = Entry(rules: nil, stamp: stamp) }
        return result
    }

    /// `frequency@type@model`, as the habit's own columns write them.
    static func termsText(_ rules: HabitRules) -> String {
        "\(rules.frequency.storageText)@\(rules.type.storageText)@\(rules.scoreModel.rawValue)"
    }

    /// Reads ``termsText(_:)``; `nil` for anything else.
    private static func terms(_ text: String) -> HabitRules? {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, let frequency = Frequency(storageText: parts[0]),
            let type = HabitType(storageText: parts[1]), let model = ScoreModel(rawValue: parts[2])
        else { return nil }
        return HabitRules(frequency: frequency, type: type, scoreModel: model)
    }
}
