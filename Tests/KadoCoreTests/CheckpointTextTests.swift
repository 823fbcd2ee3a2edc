import Foundation
import KadoCore
import KadoTestSupport
import Testing

/// A checkpoint read back from its stored JSON without `JSONDecoder` (``WalkCheckpoint/init(jsonText:)``)
/// is exactly what `JSONDecoder` reads, and any other text is left to it.
@Suite("Checkpoints read back from their JSON")
struct CheckpointTextTests {
    @Test("every checkpoint of seeded walks reads back as JSONDecoder reads it", arguments: [ScoreModel.kado, .loop])
    func sameAsDecoder(model: ScoreModel) throws {
        var generator = SeededGenerator(seed: 35)
        let start = day("2023-01-02")
        var history = HistoryBuilder(.daysPerWeek(3), .counter(target: 3), createdOn: start, scoreModel: model)
        for offset in 0..<900 where generator.chance(0.6) {
            history.record(start.adding(days: offset), value: Double(generator.int(in: 0...7)) / 3)
        }
        let today = start.adding(days: 900)
        let request = CheckpointRequest(before: today, latest: true, rungsFrom: start)
        let (_, checkpoints) = history.timeline().evaluate(asOf: today, taking: request)
        #expect(checkpoints.count > 5)
        let encoder = JSONEncoder()
        for checkpoint in checkpoints {
            let text = String(decoding: try encoder.encode(checkpoint), as: UTF8.self)
            let decoded = try JSONDecoder().decode(WalkCheckpoint.self, from: Data(text.utf8))
            #expect(WalkCheckpoint(jsonText: text) == decoded, "\(text)")
            #expect(WalkCheckpoint(jsonText: " \(text)\n") == decoded)
            // And the text written without JSONEncoder reads back the same through both.
            let written = try #require(checkpoint.jsonText)
            #expect(try JSONDecoder().decode(WalkCheckpoint.self, from: Data(written.utf8)) == checkpoint)
            #expect(WalkCheckpoint(jsonText: written) == checkpoint)
        }
    }

    @Test("a text the encoder does not write is left to JSONDecoder")
    func othersAreLeft() throws {
        let text = """
            {"anchor":"2016-03-02","signature":"v3|daily|binary|-|kado|2016-03-02|-|1","best":15,"shownRun":2,\
            "effectiveStart":"2016-03-03","shownBest":15,"day":"2021-03-27","runFirst":"2021-03-26",\
            "score":0.7274069777431988,"run":2,"runLast":"2021-03-27"}
            """
        let checkpoint = try #require(WalkCheckpoint(jsonText: text))
        #expect(checkpoint.score == 0.7274069777431988)
        #expect(checkpoint.day == day("2021-03-27"))
        for other in [
            text.replacingOccurrences(of: "\"run\":2,", with: ""),  // a key missing
            text.replacingOccurrences(of: "\"run\":2", with: "\"run\":2.5"),  // not an integer
            text.replacingOccurrences(of: "v3|daily", with: "v3\\u007cdaily"),  // an escape
            text.replacingOccurrences(of: "\"best\":15", with: "\"best\":[15]"),  // a nested value
            text + ",", "", "{}", String(text.dropLast()),
        ] {
            #expect(WalkCheckpoint(jsonText: other) == nil, "\(other)")
        }
    }
}
