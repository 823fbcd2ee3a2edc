import Foundation
import KadoCore
import Testing

/// The text rules of the calendar feed: TEXT escaping and folding at 75 octets of UTF-8, never
/// inside a character, with CRLF line ends.
@Suite("iCalendar text: escaping and folding")
struct ICSTextTests {
    @Test("backslash, semicolon, comma and every line break are escaped; other control characters become spaces")
    func escaping() {
        #expect(ICSText.escaped(#"a\b;c,d"#) == #"a\\b\;c\,d"#)
        #expect(ICSText.escaped("one\ntwo\r\nthree\rfour") == #"one\ntwo\nthree\nfour"#)
        #expect(ICSText.escaped("tab\there\u{7}bell\u{85}") == "tab\there bell ")
        #expect(ICSText.escaped("Méditer 🧘 ✓") == "Méditer 🧘 ✓")
    }

    /// The physical lines of `text`, as bytes, without their CRLF; fails when a line end is not CRLF.
    static func physicalLines(_ text: String) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 13, index + 1 < bytes.count, bytes[index + 1] == 10 {
                lines.append(current)
                current = []
                index += 2
                continue
            }
            #expect(bytes[index] != 10 && bytes[index] != 13, "a line end that is not CRLF at byte \(index)")
            current.append(bytes[index])
            index += 1
        }
        #expect(current.isEmpty, "the text does not end with CRLF")
        return lines
    }

    @Test(
        "a long line is cut at 75 octets, between characters, and reads back whole",
        arguments: [
            "SUMMARY:" + String(repeating: "é", count: 100),
            "SUMMARY:" + String(repeating: "a🧘", count: 60),
            "SUMMARY:" + String(repeating: "日本語", count: 40),
            "X:" + String(repeating: "x", count: 73),
            "X:" + String(repeating: "x", count: 74),
            "SUMMARY:e\u{301}" + String(repeating: "👩‍👩‍👧", count: 20),
        ])
    func folding(line: String) throws {
        let folded = ICSText.folded(line)
        let lines = Self.physicalLines(folded)
        #expect(lines.allSatisfy { $0.count <= 75 }, "\(lines.map(\.count))")
        #expect(lines.dropFirst().allSatisfy { $0.first == 32 })
        for piece in lines {
            // Each physical line is valid UTF-8 on its own: no character was split.
            #expect(String(validating: piece, as: UTF8.self) != nil)
        }
        let unfolded = lines.enumerated().flatMap { $0.offset == 0 ? $0.element : Array($0.element.dropFirst()) }
        #expect(String(decoding: unfolded, as: UTF8.self) == line)
        #expect((lines.count == 1) == (line.utf8.count <= 75))
    }

    @Test("a line of exactly 75 octets stays whole; one of 76 is folded")
    func boundary() {
        #expect(ICSText.folded(String(repeating: "x", count: 75)) == String(repeating: "x", count: 75) + "\r\n")
        #expect(
            ICSText.folded(String(repeating: "x", count: 76))
                == String(repeating: "x", count: 75) + "\r\n x\r\n")
        // A two-octet character that would end at octet 76 moves whole to the next line.
        let line = String(repeating: "x", count: 74) + "é"
        #expect(ICSText.folded(line) == String(repeating: "x", count: 74) + "\r\n é\r\n")
    }
}
