import Foundation
import KadoSQLite
import KadoStore
import KadoSync
import Testing

/// The sync format's names and bytes (docs/sync.md).
@Suite("Sync format")
struct FormatTests {
    @Test(
        "names a sync tool leaves beside ours are recognised, ours are not",
        arguments: [
            ("manifest.sync-conflict-20261201-120000-ABCDEFG.json", true),
            ("manifest (Ann's conflicted copy 2026-12-01).json", true),
            ("manifest (conflicted copy 2026-12-01 120000).json", true),
            (".syncthing.manifest.json.tmp", true),
            (".~lock.manifest.json#", true),
            ("00000001-0123456789abcdef.kseg.part", true),
            (".dropbox.cache", true),
            (".kado-tmp-5E1D-manifest.json", true),
            ("manifest.json", false),
            ("00000001-0123456789abcdef.kseg", false),
            ("target.json", false),
        ])
    func foreignNames(name: String, isForeign: Bool) {
        #expect(SyncFormat.isForeignOrTemporary(name) == isForeign)
    }

    @Test(
        "only Kadō's own segment names are segment names",
        arguments: [
            ("00000001-0123456789abcdef.kseg", true),
            ("123456789-0123456789abcdef.kseg", true),
            ("0000001-0123456789abcdef.kseg", false),
            ("00000001-0123456789ABCDEF.kseg", false),
            ("00000001-0123456789abcde.kseg", false),
            ("00000001-0123456789abcdef.kseg.sync-conflict-20261201-120000-ABCDEFG", false),
            ("../00000001-0123456789abcdef.kseg", false),
        ])
    func segmentNames(name: String, isSegment: Bool) {
        #expect(SyncFormat.isSegmentName(name) == isSegment)
    }

    @Test("a segment's name carries its sequence and the start of its checksum")
    func segmentName() {
        let name = SyncFormat.segmentName(sequence: 7, checksum: String(repeating: "ab", count: 32))
        #expect(name == "00000007-abababababababab.kseg")
        #expect(SyncFormat.isSegmentName(name))
    }

    @Test("a segment keeps every value's SQLite type and reads back the same rows, byte for byte")
    func segmentRoundTrip() throws {
        let rows = [
            RowVersion(
                table: .completions, id: UUID().uuidString,
                stamp: HybridLogicalClock(milliseconds: 1_775_815_200_000, counter: 3), device: "D", deletedAt: nil,
                fields: [
                    "habit_id": .text(UUID().uuidString), "day": .integer(20_553),
                    "recorded_at": .real(1_775_815_200.25),
                    "value": .real(1), "note": .null,
                ]),
            RowVersion(
                table: .settings, id: "language", stamp: HybridLogicalClock(milliseconds: 5, counter: 0), device: "D",
                deletedAt: nil, fields: ["value": .text("fr \"quoted\" é")]),
            RowVersion(
                table: .skips, id: UUID().uuidString, stamp: HybridLogicalClock(milliseconds: 6, counter: 1),
                device: "E", deletedAt: 1_775_815_201.5,
                fields: [
                    "habit_id": .text(UUID().uuidString), "first_day": .integer(1), "last_day": .integer(2),
                    "note": .text("trip"),
                ]),
        ]
        let segment = Segment(target: "T", device: "D", sequence: 1, rows: rows)
        let bytes = try segment.encoded()
        let decoded = try Segment(decoding: bytes)
        #expect(decoded == segment)
        #expect(try decoded.encoded() == bytes)
    }

    @Test(
        "bytes that are not a segment are refused with a reason, a newer one as newer",
        arguments: [
            (#"{"format":"kado-sync-segment","version":10}"#, true),
            (#"{"format":"kado-sync-segm"#, false),
            (#"{"format":"kado-sync-manifest","version":1}"#, false),
            (#"{"format":"kado-sync-segment","version":1,"target":"T"}"#, false),
        ])
    func refusedSegments(text: String, isNewer: Bool) {
        #expect {
            _ = try Segment(decoding: Data(text.utf8))
        } throws: { error in
            switch error as? SegmentDecodingError {
            case .newerFormat(10): isNewer
            case .unreadable(let reason): !isNewer && !reason.isEmpty
            default: false
            }
        }
    }
}
