/// What this device has not received yet of what other devices published: for each device, the
/// stamps that segments its manifest names, and that were not read here, may hold (or every stamp,
/// when its manifest could not be read).
///
/// A deletion moves a habit to the trash together with every live record and skip of it the
/// deleting device had, all under the deletion's one version; those rows can be published in
/// several segments, which a sync tool delivers in any order. Until every segment that may hold
/// that version is here, a record still under an older version is not yet proof that the
/// deleting device never saw it, and the habit does not come back for it
/// (``HabitStore/applyRemote(_:clockLeadLimit:unsettled:recording:)``).
public struct UnsettledPublications: Hashable, Sendable {
    private var ranges: [String: [ClosedRange<HybridLogicalClock>]] = [:]
    private var unknown: Set<String> = []

    /// Nothing unsettled: every device's publication is here.
    public init() {}

    /// `device` published a segment not read here, whose versions are stamped within `stamps`.
    public mutating func add(device: String, stamps: ClosedRange<HybridLogicalClock>) {
        ranges[device, default: []].append(stamps)
    }

    /// `device`'s manifest could not be read: any of its versions may still be on the way.
    public mutating func addUnknown(device: String) {
        unknown.insert(device)
    }

    /// Whether a version of `device` stamped `stamp` may still be on the way.
    public func mayHold(device: String, stamp: HybridLogicalClock) -> Bool {
        unknown.contains(device) || ranges[device, default: []].contains { $0.contains(stamp) }
    }

    /// Whether any device's publication is unsettled.
    public var isEmpty: Bool { ranges.isEmpty && unknown.isEmpty }
}
