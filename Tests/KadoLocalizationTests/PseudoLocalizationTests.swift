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

    /// Every catalog text grows by at least 40 % and keeps its placeholders, in the same order.
    @Test func everyTextGrowsAndKeepsItsPlaceholders() throws {
        for entry in try CatalogFiles.template().entries {
            for english in entry.sourceForms {
                let pseudo = PseudoLocalization.apply(to: english)
                #expect(Double(pseudo.count) >= 1.4 * Double(english.count), "\(english) → \(pseudo)")
                #expect(Placeholders.names(in: pseudo) == Placeholders.names(in: english))
                let letters = pseudo.filter { $0.isASCII && $0.isLetter }
                let kept = Placeholders.names(in: english).joined()
                #expect(letters.count <= kept.count, "plain letters left in \(pseudo)")
            }
        }
    }
}
