import Foundation
import Testing

@testable import KadoLocalization

/// The pseudo-language: accented, 40 % longer, bracketed, and still working.
@Suite struct PseudoLocalizationTests {
    @Test(arguments: [
        ("Today", "⟦Ŧôđáý ~~⟧"),
        ("{count} days", "⟦{count} đáýš ~~~~~⟧"),
        ("Run `kado trash list` first.", "⟦Ŕûñ `kado trash list` ƒíŕšŧ. ~~~~~~~~~~~~⟧"),
        ("Then run kado trash restore \"Run\"", "⟦Ŧĥéñ ŕûñ kado trash restore \"Run\" ~~~~~~~~~~~~~~⟧"),
        ("See <a href=\"/x\">this</a>&nbsp;now", "⟦Šéé <a href=\"/x\">ŧĥíš</a>&nbsp;ñôŵ ~~~~~~~~~~~~~~⟧"),
        ("Open https://kado.example/a page", "⟦Ôþéñ https://kado.example/a þáĝé ~~~~~~~~~~~~~⟧"),
        ("", ""),
    ])
    func accentsAndPads(english: String, pseudo: String) {
        #expect(PseudoLocalization.apply(to: english) == pseudo)
    }

    /// Every catalog text grows by at least 40 % and keeps its placeholders, in the same order;
    /// one with nothing to keep as written (no command, code, quote, tag, address or literal brace) has no plain
    /// letter left but its placeholders'.
    @Test func everyTextGrowsAndKeepsItsPlaceholders() throws {
        let kept = ["kado", "`", "\"", "<", "&", "://", "--", "{{"]
        for entry in try CatalogFiles.template().entries {
            for english in entry.sourceForms {
                let pseudo = PseudoLocalization.apply(to: english)
                #expect(Double(pseudo.count) >= 1.4 * Double(english.count), "\(english) → \(pseudo)")
                #expect(Placeholders.names(in: pseudo) == Placeholders.names(in: english))
                guard !kept.contains(where: english.contains) else { continue }
                // A placeholder may come twice (`line {line} … line {line}`): every one is taken out.
                let outside = pseudo.replacingOccurrences(
                    of: #"\{[A-Za-z0-9_]+\}"#, with: "", options: .regularExpression)
                let letters = outside.filter { $0.isASCII && $0.isLetter }
                #expect(letters.isEmpty, "plain letters left in \(pseudo)")
            }
        }
    }
}

/// Finding, in a screen printed in the pseudo-language, what escaped the catalogs or was clipped.
@Suite struct EscapedTextTests {
    @Test func aScreenOfCatalogTextsHasNothingOutside() {
        let localizer = Localizer(.pseudo)
        let screen = [
            localizer.text("common.today"), localizer.text("common.count.day", ["count": .integer(3)]),
            localizer.text(
                "common.labelValue", ["label": .text(localizer.text("common.score")), "value": .text("42")]),
        ].joined(separator: "\n")
        let found = PseudoLocalization.escapedText(in: screen)
        #expect(found.outside.isEmpty)
        #expect(found.clipped.isEmpty)
    }

    @Test func englishOutsideTheBracketsIsFound() {
        let found = PseudoLocalization.escapedText(in: "⟦Ŧôđáý ~~⟧  Best streak: ⟦3 đáýš ~~~~~⟧ 42 %\n⟦Šçôŕé ~~⟧")
        #expect(found.outside == ["Best streak:"])
        #expect(found.clipped.isEmpty)
    }

    @Test func anUnclosedBracketIsClipped() {
        let found = PseudoLocalization.escapedText(in: "⟦Ŧôđáý ~~⟧ ⟦Ɓéšŧ šŧŕé\nnext ⟦ĺíñé ~⟧")
        #expect(found.clipped == ["⟦Ɓéšŧ šŧŕé"])
        #expect(found.outside.isEmpty)  // what follows an unclosed bracket counts as inside it
    }

    @Test func nestedTextsAndMultilineTextsAreWhole() {
        let found = PseudoLocalization.escapedText(in: "⟦Šŧŕéáķ: ⟦3 đáýš ~~⟧ ~~~⟧\n⟦Ĺíñé ôñé\nĺíñé ŧŵô ~~~~~~⟧")
        #expect(found.outside.isEmpty)
        #expect(found.clipped.isEmpty)
    }
}
