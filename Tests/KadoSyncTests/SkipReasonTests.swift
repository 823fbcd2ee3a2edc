import Foundation
import KadoStore
import Testing

@testable import KadoSync

/// Each file a sync does not read is skipped for its true reason (issue 33): only a file not
/// whole yet is "still being copied"; what only a newer Kadō writes is said as such.
@Suite("Why a file is not read")
struct SkipReasonTests {
    static let row = RowVersion(
        table: .settings, id: "week_start", stamp: HybridLogicalClock(milliseconds: 1_775_815_200_000, counter: 0),
        device: "D", deletedAt: nil, fields: ["value": .text("1")])

    func reason(ofManifest text: String) -> SkipReason? {
        if case .skipped(let reason, _) = Manifest.opening(Data(text.utf8), with: nil, group: "T", device: "D") {
            return reason
        }
        return nil
    }

    @Test("a manifest cut short is torn, one in an unknown envelope is newer, one of another group or device is so")
    func manifests() throws {
        let whole = String(
            decoding: try Segment.encoder.encode(Manifest(target: "T", device: "D", written: "0", segments: [])),
            as: UTF8.self)
        #expect(reason(ofManifest: String(whole.prefix(whole.count / 2))) == .torn)
        #expect(reason(ofManifest: "not json") == .torn)
        #expect(reason(ofManifest: whole.replacingOccurrences(of: "\"plain\"", with: "\"future\"")) == .newerFormat)
        #expect(reason(ofManifest: whole.replacingOccurrences(of: "\"target\":\"T\"", with: "\"target\":\"U\"")) == nil)
        #expect(reason(ofManifest: whole) == nil)
    }

    @Test("a segment in an unknown envelope, or holding an unknown table, is refused as newer")
    func segments() throws {
        let whole = String(
            decoding: try Segment(target: "T", device: "D", sequence: 1, rows: [Self.row]).encoded(), as: UTF8.self)
        for changed in [
            whole.replacingOccurrences(of: "\"envelope\":\"plain\"", with: "\"envelope\":\"future\""),
            whole.replacingOccurrences(of: "\"table\":\"settings\"", with: "\"table\":\"moods\""),
        ] {
            #expect(changed != whole)
            #expect {
                _ = try Segment(decoding: Data(changed.utf8))
            } throws: { error in
                if case .refused(.newerFormat, let detail) = error as? SegmentDecodingError { return !detail.isEmpty }
                return false
            }
        }
    }
}
