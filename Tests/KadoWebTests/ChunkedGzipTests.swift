import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// `bytes` decompressed by the system's gzip, which checks the format, the CRC and the length: the
/// test does not trust the code it tests to read back what it wrote.
private func systemGunzip(_ bytes: [UInt8]) throws -> [UInt8] {
    let scratch = try TemporaryFolder(prefix: "kado-gunzip")
    let result = try ProgramRunner.run(
        "/usr/bin/env", ["gzip", "-dc"], environment: ProcessInfo.processInfo.environment, input: Data(bytes),
        scratch: scratch.url)
    #expect(result.status == 0, "gzip -dc: \(result.status)")
    return Array(result.outputData)
}

/// Today's gzip form is made a chunk at a time (``ChunkedGzip``): the chunks a page shares with
/// the last one are not compressed again, and the whole is still one gzip stream that reads back
/// to the page, byte for byte.
@Suite("Today's gzip form, made in chunks")
struct ChunkedGzipTests {
    /// Text that compresses like a page: repeated markup with varying names and numbers.
    private static func page(rows: Int, changing changed: Int? = nil) -> (bytes: [UInt8], boundaries: [Int]) {
        var bytes = Array("<!doctype html><main>".utf8)
        var boundaries: [Int] = []
        for row in 0..<rows {
            if row % 10 == 0 { boundaries.append(bytes.count) }
            let state = row == changed ? "done" : "not done"
            bytes += Array("<li class=\"habit-row\"><a href=\"/habits/\(row)\">Habit \(row) \(state)</a></li>\n".utf8)
        }
        boundaries.append(bytes.count)
        bytes += Array("</main><p>footnote</p>".utf8)
        return (bytes, boundaries)
    }

    @Test("Chunked gzip reads back to its input, whatever the boundaries", arguments: [0, 1, 7, 40, 333])
    func roundTrip(rows: Int) throws {
        let (bytes, boundaries) = Self.page(rows: rows)
        let store = ChunkedGzip()
        let compressed = try #require(store.compress(bytes, at: boundaries))
        #expect(compressed.starts(with: [0x1F, 0x8B, 0x08]))
        #expect(try systemGunzip(compressed) == bytes)
        // Boundaries out of order, repeated, at 0 or past the end are ignored, not trusted.
        let odd = [bytes.count + 5, 0, 3, 3, 2, bytes.count]
        #expect(try systemGunzip(try #require(ChunkedGzip().compress(bytes, at: odd))) == bytes)
        #expect(try systemGunzip(try #require(ChunkedGzip().compress([], at: []))) == [])
    }

    @Test("Only the chunks that changed are compressed again, and the result is the new page")
    func reusesUnchangedChunks() throws {
        let store = ChunkedGzip()
        let first = Self.page(rows: 100)
        let firstGzip = try #require(store.compress(first.bytes, at: first.boundaries))
        // 10 chunks of rows, the part before them and the part after.
        #expect(store.chunkCounts == (compressed: 12, reused: 0))
        let second = Self.page(rows: 100, changing: 42)
        let secondGzip = try #require(store.compress(second.bytes, at: second.boundaries))
        #expect(store.chunkCounts == (compressed: 13, reused: 11))
        #expect(try systemGunzip(secondGzip) == second.bytes)
        #expect(try systemGunzip(firstGzip) == first.bytes)
        // Back to the first page: its changed chunk again, the others reused.
        let again = try #require(store.compress(first.bytes, at: first.boundaries))
        #expect(store.chunkCounts == (compressed: 14, reused: 22))
        #expect(store.changedChunks == 2)
        #expect(try systemGunzip(again) == first.bytes)
        // Only the changed chunk differs from the page compressed whole at the kept level.
        #expect(again.count >= firstGzip.count - 8 && again.count <= firstGzip.count + 200)
    }

    @Test("A chunk that changed is compressed at the faster level, a new one at the kept level")
    func changedChunksAreCompressedFaster() throws {
        let store = ChunkedGzip()
        let first = Self.page(rows: 300)
        _ = try #require(store.compress(first.bytes, at: first.boundaries))
        #expect(store.changedChunks == 0)
        // Every row changes its words: every chunk of rows is compressed again, at level 1.
        var changed = first.bytes
        for index in changed.indices where changed[index] == UInt8(ascii: "H") { changed[index] = UInt8(ascii: "J") }
        let fast = try #require(store.compress(changed, at: first.boundaries))
        #expect(store.changedChunks == 30)
        #expect(try systemGunzip(fast) == changed)
        // The same page compressed by a store that kept nothing: every chunk new, at level 6,
        // and smaller.
        let kept = try #require(ChunkedGzip().compress(changed, at: first.boundaries))
        #expect(try systemGunzip(kept) == changed)
        #expect(kept.count < fast.count, "level 6: \(kept.count), level 1: \(fast.count)")
        // A page that grew: the chunks past the old end are new, at the kept level.
        let longer = Self.page(rows: 320)
        let grown = try #require(store.compress(longer.bytes, at: longer.boundaries))
        #expect(try systemGunzip(grown) == longer.bytes)
        #expect(store.changedChunks == 30 + 31)
    }

    @Test("Today on many habits: after check-ins, its gzip form reads back to the page, and reuses chunks")
    func todayAfterCheckIns() throws {
        let web = try WebHarness()
        var habits: [Habit] = []
        for index in 0..<150 {
            habits.append(try web.habit("Habit \(index)", index % 4 == 0 ? .counter(target: 3) : .binary))
        }
        let gzip = [("Accept-Encoding", "gzip")]
        web.get("/")  // the CSRF cookie first: both answers then carry the same token
        var random = SeededGenerator(seed: 35)
        for step in 0..<6 {
            let habit = habits[random.int(in: 0...(habits.count - 1))]
            let field = habit.type.target == nil ? "toggle" : "plus"
            #expect(web.post("/checkin", [(field, habit.id.uuidString)]).status == 303)
            let before = web.app.todayCache.gzipChunks.chunkCounts
            let compressed = web.get("/", headers: gzip)
            let plain = web.get("/")
            #expect(compressed.header("Content-Encoding") == "gzip")
            #expect(try systemGunzip(compressed.body) == plain.body, "step \(step)")
            let after = web.app.todayCache.gzipChunks.chunkCounts
            // Today opens on 60 of the 150 rows (`TodayWindow`): one chunk of rows, with the parts
            // before and after. After the first page, a check-in compresses its row's chunk (when
            // the row is on that screen) and the end (the count of habits done) again; the part
            // before is reused.
            if step > 0 {
                #expect(after.compressed - before.compressed <= 2, "step \(step): \(before) → \(after)")
                #expect(after.compressed - before.compressed + after.reused - before.reused == 3, "step \(step)")
                #expect(after.reused - before.reused >= 1, "step \(step): \(before) → \(after)")
            }
        }
    }
}
