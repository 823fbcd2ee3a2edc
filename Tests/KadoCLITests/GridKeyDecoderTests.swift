import Testing

@testable import KadoCLI

/// The bytes a terminal sends for each key `kado tui` reads, decoded without a terminal.
@Suite("kado tui: keys from a terminal's bytes")
struct GridKeyDecoderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        let keys: [GridKey]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "letters and digits", bytes: Array("jk5".utf8),
            keys: [.character("j"), .character("k"), .character("5")]),
        Case(name: "space", bytes: [0x20], keys: [.character(" ")]),
        Case(
            name: "arrows (CSI)", bytes: Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8),
            keys: [.up, .down, .right, .left]),
        Case(name: "arrows (SS3, application mode)", bytes: Array("\u{1B}OA\u{1B}OD".utf8), keys: [.up, .left]),
        Case(name: "page up and down", bytes: Array("\u{1B}[5~\u{1B}[6~".utf8), keys: [.pageUp, .pageDown]),
        Case(name: "an arrow with modifiers", bytes: Array("\u{1B}[1;5C".utf8), keys: [.right]),
        Case(name: "function keys are ignored", bytes: Array("\u{1B}[15~\u{1B}OP".utf8), keys: [.ignored, .ignored]),
        Case(name: "Enter as CR or LF", bytes: [0x0D, 0x0A], keys: [.enter, .enter]),
        Case(name: "Backspace as DEL or Ctrl-H", bytes: [0x7F, 0x08], keys: [.backspace, .backspace]),
        Case(name: "Ctrl-C", bytes: [0x03], keys: [.interrupt]),
        Case(name: "other control bytes", bytes: [0x01, 0x1A], keys: [.ignored, .ignored]),
        Case(
            name: "accented and wide characters", bytes: Array("é水😀".utf8),
            keys: [.character("é"), .character("水"), .character("😀")]),
        Case(name: "Escape then a letter", bytes: Array("\u{1B}q".utf8), keys: [.escape, .character("q")]),
        Case(name: "a byte that begins no character", bytes: [0xFF, 0x61], keys: [.ignored, .character("a")]),
    ]

    @Test("each key", arguments: cases)
    func decodes(_ example: Case) {
        var decoder = GridKeyDecoder()
        #expect(decoder.decode(example.bytes) + decoder.flush() == example.keys)
    }

    @Test("a sequence cut between two reads waits for its end")
    func split() {
        var decoder = GridKeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.isWaiting)
        #expect(decoder.decode([0x5B]).isEmpty)
        #expect(decoder.decode([0x41, 0x6A]) == [.up, .character("j")])
        #expect(!decoder.isWaiting)
        let accent = Array("é".utf8)
        #expect(decoder.decode([accent[0]]).isEmpty)
        #expect(decoder.decode([accent[1]]) == [.character("é")])
    }

    @Test("Escape alone is known when nothing follows it")
    func loneEscape() {
        var decoder = GridKeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.flush() == [.escape])
        #expect(decoder.flush().isEmpty)
    }
}
