import Foundation
import KadoCore
import KadoStore
import Synchronization

/// Today's summaries as the trackers of one process last computed them, shared between them (the
/// web app's sessions, each with its own connection), so that Today after a check-in computes
/// again the one habit the check-in changed instead of all of them.
///
/// ## Why a kept summary is never stale
/// Every commit that changes what a summary is made of (a habit, its records, a setting) moves
/// the database's change stamp (``HabitStore/lastChangeStamp()``) to a new, greater value: the
/// widget snapshot's splicing rests on the same rule. The kept summaries are those of the
/// database at one stamp, in one ``AppContext``: they were computed between two reads of the
/// stamp that found it the same, so no commit came between.
///
/// A tracker of this process that commits a change says so (``noteChange(from:to:touching:)``):
/// the stamp before and after, and the habits the transaction touched. A reader that finds the
/// database at a stamp the kept one leads to through such changes computes again only the habits
/// they touched — every other habit's records, and the settings, are as they were — provided the
/// list of habits (their order, which sets each row's position) is the same. Anything else —
/// a change from another process (a sync, a command), a change of settings, a habit added,
/// moved or archived, another day — breaks the chain, and every habit is computed again.
///
/// Memory stays bounded: one list of summaries and at most ``changeLimit`` changes.
public final class TodaySummaryCache: Sendable {
    /// The summaries kept: those of every active habit, in order.
    private struct Entry {
        var stamp: HybridLogicalClock
        var context: AppContext
        var summaries: [HabitSummary]
        /// The summaries split into Today's two lists, made at the first Today that asks.
        var view: TodayView?
    }

    /// A change committed by a tracker of this process.
    private struct Change {
        var previous: HybridLogicalClock
        var stamp: HybridLogicalClock
        var touched: Set<UUID>
    }

    private struct State {
        var entry: Entry?
        var changes: [Change] = []
        var computedAgain = 0
        var reused = 0
    }

    /// How many changes are remembered after the kept summaries, at most.
    static let changeLimit = 256

    private let state = Mutex(State())

    /// An empty cache.
    public init() {}

    /// How many habits were computed again by a patch, and how many summaries were reused, since
    /// the cache was made (for tests and benchmarks).
    public var counts: (computedAgain: Int, reused: Int) {
        state.withLock { ($0.computedAgain, $0.reused) }
    }

    /// Notes a committed change from `previous` to `stamp` that touched `habitIDs` (`nil`: any
    /// habit or setting may have changed, and no kept summary can be patched).
    func noteChange(from previous: HybridLogicalClock, to stamp: HybridLogicalClock, touching habitIDs: Set<UUID>?) {
        state.withLock { state in
            guard state.entry != nil else { return }
            // A change that did not move the stamp could not be told from no change at all.
            guard let habitIDs, stamp > previous else {
                state.entry = nil
                state.changes.removeAll()
                return
            }
            state.changes.append(Change(previous: previous, stamp: stamp, touched: habitIDs))
            if state.changes.count > Self.changeLimit {
                state.entry = nil
                state.changes.removeAll()
            }
        }
    }

    /// What a reader of the database at `stamp`, in `context`, may reuse: the kept summaries and
    /// the habits among them to compute again; `nil` when no chain of noted changes leads from
    /// the kept stamp to `stamp` in the same context.
    func reusable(at stamp: HybridLogicalClock, in context: AppContext) -> (
        summaries: [HabitSummary], stale: Set<UUID>
    )? {
        state.withLock { state in
            guard let entry = state.entry, entry.context == context else { return nil }
            var reached = entry.stamp
            var stale: Set<UUID> = []
            // Each step follows the change that began where the last one ended; stamps only grow,
            // so the walk ends within the list.
            while reached != stamp {
                guard let next = state.changes.first(where: { $0.previous == reached }), next.stamp > reached else {
                    return nil
                }
                stale.formUnion(next.touched)
                reached = next.stamp
            }
            return (entry.summaries, stale)
        }
    }

    /// Today's screen from the kept summaries when the database is still at the stamp they were
    /// kept at, in the same context: no change came since, so they are every habit's, and none is
    /// pending (those are never kept). Split into its two lists once, and kept so: Today on a
    /// thousand habits then copies no summary. `nil` when anything was committed since.
    func view(at stamp: HybridLogicalClock, in context: AppContext) -> TodayView? {
        state.withLock { state in
            guard var entry = state.entry, entry.stamp == stamp, entry.context == context else { return nil }
            state.reused += entry.summaries.count
            if let view = entry.view { return view }
            let view = TodayView(
                day: context.today, scheduled: entry.summaries.filter(\.isScheduledToday),
                notScheduled: entry.summaries.filter { !$0.isScheduledToday })
            entry.view = view
            state.entry = entry
            return view
        }
    }

    /// Keeps `summaries`, those of the database at `stamp` in `context`; `patched` of them were
    /// computed again and the others reused (0 for a full computation).
    func keep(_ summaries: [HabitSummary], at stamp: HybridLogicalClock, in context: AppContext, patched: Int?) {
        state.withLock { state in
            if let current = state.entry, current.context == context, current.stamp > stamp { return }
            state.entry = Entry(stamp: stamp, context: context, summaries: summaries)
            state.changes.removeAll { $0.previous < stamp }
            if let patched {
                state.computedAgain += patched
                state.reused += summaries.count - patched
            }
        }
    }
}
