import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoStore

/// How sync merges a habit's terms (``RuleTimeline``): versions from different days on two
/// devices are both kept, the same day goes to the later stamp, a removal or a move is not undone
/// by an older copy, a text from before the stamps reads as the whole timeline as of its row, a
/// change of kind rewrites the history, and the merge gives the same timeline in any order.
@Suite("Terms that change from a date: the merge")
struct RuleTimelineTests {
    static let daily = HabitRules(frequency: .daily, type: .counter(target: 8), scoreModel: .kado)

    static func stamp(_ milliseconds: Int64) -> HybridLogicalClock {
        HybridLogicalClock(milliseconds: milliseconds, counter: 0)
    }

    static func rules(_ target: Double, _ frequency: Frequency = .daily) -> HabitRules {
        HabitRules(frequency: frequency, type: .counter(target: target), scoreModel: .kado)
    }

    /// The timeline a device holds after writing `versions` over `base` at `at`.
    static func written(_ versions: [RuleVersion], over base: RuleTimeline, at: Int64) -> RuleTimeline {
        base.writing(versions, previousKind: .counter, at: stamp(at))
    }

    static let base = RuleTimeline(versions: [RuleVersion(start: nil, rules: daily)], stamp: stamp(1))

    @Test("versions added from different days on two devices are both kept; the same day: the later stamp")
    func union() throws {
        let first = Self.written(
            [RuleVersion(start: nil, rules: Self.daily), RuleVersion(start: day("2026-03-01"), rules: Self.rules(10))],
            over: Self.base, at: 10)
        let second = Self.written(
            [RuleVersion(start: nil, rules: Self.daily), RuleVersion(start: day("2026-04-01"), rules: Self.rules(12))],
            over: Self.base, at: 20)
        let merged = first.merged(with: second)
        #expect(merged == second.merged(with: first))
        #expect(
            merged.versions(preferring: .counter) == [
                RuleVersion(start: nil, rules: Self.daily),
                RuleVersion(start: day("2026-03-01"), rules: Self.rules(10)),
                RuleVersion(start: day("2026-04-01"), rules: Self.rules(12)),
            ])

        let sameDay = Self.written(
            [RuleVersion(start: nil, rules: Self.daily), RuleVersion(start: day("2026-03-01"), rules: Self.rules(6))],
            over: Self.base, at: 30)
        #expect(
            first.merged(with: sameDay).versions(preferring: .counter)?.last
                == RuleVersion(start: day("2026-03-01"), rules: Self.rules(6)))
        #expect(sameDay.merged(with: first) == first.merged(with: sameDay))
    }

    @Test("a version removed or moved on one device does not come back from the other's older copy")
    func removalsAndMoves() throws {
        let added = Self.written(
            [RuleVersion(start: nil, rules: Self.daily), RuleVersion(start: day("2026-03-01"), rules: Self.rules(10))],
            over: Self.base, at: 10)
        let removed = Self.written([RuleVersion(start: nil, rules: Self.daily)], over: added, at: 20)
        #expect(removed.entries[.day(day("2026-03-01"))] == .init(rules: nil, stamp: Self.stamp(20)))
        #expect(
            added.merged(with: removed).versions(preferring: .counter) == [RuleVersion(start: nil, rules: Self.daily)])

        let moved = Self.written(
            [RuleVersion(start: nil, rules: Self.daily), RuleVersion(start: day("2026-03-08"), rules: Self.rules(10))],
            over: added, at: 20)
        #expect(
            added.merged(with: moved).versions(preferring: .counter) == [
                RuleVersion(start: nil, rules: Self.daily),
                RuleVersion(start: day("2026-03-08"), rules: Self.rules(10)),
            ])
        // A change of the version made after the removal, elsewhere, brings it back: the later wins.
        let changedLater = Self.written(
            [RuleVersion(start: nil, rules: Self.daily), RuleVersion(start: day("2026-03-01"), rules: Self.rules(11))],
            over: added, at: 30)
        #expect(removed.merged(with: changedLater).versions(preferring: .counter)?.count == 2)
    }

    @Test("stamps, marks and terms kept aside read back from the column's text; a damaged text does not read")
    func storage() throws {
        let added = Self.written(
            [RuleVersion(start: nil, rules: Self.daily), RuleVersion(start: day("2026-03-01"), rules: Self.rules(10))],
            over: Self.base, at: 10)
        let removed = Self.written(
            [RuleVersion(start: nil, rules: Self.daily), RuleVersion(start: day("2026-04-01"), rules: Self.rules(9))],
            over: added, at: 20)
        let stored = try #require(removed.storage(kind: .counter))
        #expect(stored.current == Self.rules(9))
        #expect(
            stored.text
                == "2026-04-01@daily@counter:8.0@kado|start=000000000000000001-00000"
                + "|-2026-03-01=000000000000000020-00000|2026-04-01=000000000000000020-00000")
        #expect(RuleTimeline(current: stored.current, text: stored.text, rowStamp: Self.stamp(20)) == removed)
        // One version and nothing else: no text, as before the stamps.
        #expect(Self.base.storage(kind: .counter)?.text == nil)
        for damaged in [
            "2026-04-01@daily@counter:8.0@kado|start=1",
            "2026-04-01@daily@counter:8.0@kado|start=000000000000000001-00000",
            "|-start=000000000000000001-00000|start=000000000000000001-00000",
            "2026-04-01@daily@counter:8.0@kado|start=000000000000000001-00000|2026-05-01=000000000000000001-00000",
        ] {
            #expect(RuleTimeline(current: Self.rules(9), text: damaged, rowStamp: Self.stamp(20)) == nil, "\(damaged)")
        }
    }

    @Test("a text from before the stamps is the whole timeline as of its row: older versions elsewhere go")
    func legacyText() throws {
        // Written by a Kadō of format 8 at stamp 50, after removing the version of 1 April.
        let legacy = try #require(
            RuleTimeline(current: Self.rules(10), text: "2026-03-01@daily@counter:8.0@kado", rowStamp: Self.stamp(50)))
        #expect(legacy.floor == Self.stamp(50))
        let older = Self.written(
            [
                RuleVersion(start: nil, rules: Self.daily),
                RuleVersion(start: day("2026-03-01"), rules: Self.rules(10)),
                RuleVersion(start: day("2026-04-01"), rules: Self.rules(12)),
            ], over: Self.base, at: 40)
        #expect(
            legacy.merged(with: older).versions(preferring: .counter) == [
                RuleVersion(start: nil, rules: Self.daily),
                RuleVersion(start: day("2026-03-01"), rules: Self.rules(10)),
            ])
        // A version added later elsewhere is kept.
        let later = Self.written(
            [RuleVersion(start: nil, rules: Self.daily), RuleVersion(start: day("2026-05-01"), rules: Self.rules(6))],
            over: Self.base, at: 60)
        #expect(legacy.merged(with: later).versions(preferring: .counter)?.count == 3)
    }

    @Test("a change of kind rewrites the history; a version of the old kind made concurrently is kept aside")
    func kindChange() throws {
        let timer = HabitRules(frequency: .daily, type: .timer(targetSeconds: 600), scoreModel: .kado)
        let versioned = Self.written(
            [RuleVersion(start: nil, rules: Self.daily), RuleVersion(start: day("2026-03-01"), rules: Self.rules(10))],
            over: Self.base, at: 10)
        let rewritten = versioned.writing(
            [RuleVersion(start: nil, rules: timer)], previousKind: .counter, at: Self.stamp(30))
        #expect(rewritten.floor == Self.stamp(30))
        // Made before the change of kind, elsewhere: gone.
        let before = Self.written(
            [
                RuleVersion(start: nil, rules: Self.daily),
                RuleVersion(start: day("2026-03-01"), rules: Self.rules(10)),
                RuleVersion(start: day("2026-04-01"), rules: Self.rules(12)),
            ], over: versioned, at: 20)
        #expect(rewritten.merged(with: before).versions(preferring: .timer) == [RuleVersion(start: nil, rules: timer)])
        // Made after it by a device that had not seen it: kept aside while the habit is a timer.
        let after = Self.written(
            [
                RuleVersion(start: nil, rules: Self.daily),
                RuleVersion(start: day("2026-03-01"), rules: Self.rules(10)),
                RuleVersion(start: day("2026-04-01"), rules: Self.rules(12)),
            ], over: versioned, at: 40)
        let merged = rewritten.merged(with: after)
        #expect(merged.versions(preferring: .timer) == [RuleVersion(start: nil, rules: timer)])
        #expect(merged.versions(preferring: .counter) == [RuleVersion(start: nil, rules: Self.rules(12))])
        let stored = try #require(merged.storage(kind: .timer))
        #expect(stored.current == timer)
        #expect(RuleTimeline(current: stored.current, text: stored.text, rowStamp: Self.stamp(40)) == merged)
    }

    @Test("random edits on three devices merged in random orders give one timeline", arguments: 0..<4)
    func orderIndependence(shard: Int) throws {
        let seeds = ProcessInfo.processInfo.environment["KADO_VERSIONS_SEEDS"].flatMap(UInt64.init) ?? 200
        for seed in (0..<seeds).filter({ Int($0 % 4) == shard }) {
            var random = SeededGenerator(seed: seed)
            var devices = Array(repeating: Self.base, count: 3)
            var clock: Int64 = 10
            var all: [RuleTimeline] = []
            for _ in 0..<random.int(in: 3...12) {
                let index = random.int(in: 0...2)
                clock += 1
                var versions = devices[index].versions(preferring: .counter) ?? []
                switch random.int(in: 0...3) {
                case 0, 1:
                    let start = day("2026-03-01").adding(days: random.int(in: 0...20))
                    versions.removeAll { $0.start == start }
                    versions.append(RuleVersion(start: start, rules: Self.rules(Double(random.int(in: 1...12)))))
                    versions = [versions[0]] + versions.dropFirst().sorted { $0.start! < $1.start! }
                case 2:
                    if versions.count > 1 { versions.remove(at: random.int(in: 1...(versions.count - 1))) }
                default:
                    let other = random.int(in: 0...2)
                    devices[index] = devices[index].merged(with: devices[other])
                    continue
                }
                devices[index] = Self.written(versions, over: devices[index], at: clock)
                all.append(devices[index])
            }
            let inOrder = all.reduce(Self.base) { $0.merged(with: $1) }
            var shuffled = all
            shuffled.shuffle(using: &random)
            let reversed = shuffled.reduce(Self.base) { $0.merged(with: $1) }
            #expect(inOrder == reversed, "seed \(seed) — replay: KADO_VERSIONS_SEEDS=\(seed + 1)")
            let stored = try #require(inOrder.storage(kind: .counter), "seed \(seed)")
            #expect(
                RuleTimeline(current: stored.current, text: stored.text, rowStamp: Self.stamp(clock)).map {
                    $0.versions(preferring: .counter)
                } == inOrder.versions(preferring: .counter), "seed \(seed)")
        }
    }
}
