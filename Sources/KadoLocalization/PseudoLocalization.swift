/// The pseudo-language `en-XA`: English with every letter accented, lengthened by 40 % and
/// bracketed (`Today` → `⟦Ŧôđáý ~~~⟧`), so that a screen shows at a glance text that escaped the
/// catalogs (plain letters) and text that was clipped (no closing `⟧`).
///
/// What must still work is left as written: `{placeholders}`, `` `backticks` ``, straight
/// `"quotes"`, HTML tags and entities, URLs, and commands — the word `kado` and the words after it
/// made of lowercase ASCII letters, digits and `-` (subcommands, `--options`), so that a command a
/// message suggests stays runnable. A sentence that runs on after a command keeps such words plain
/// too; catalogs put commands at the end of a sentence or in backticks.
public enum PseudoLocalization {
    /// `text` accented, padded to at least 140 % of its length and bracketed.
    public static func apply(to text: String) -> String {
        guard !text.isEmpty else { return text }
        let characters = Array(text)
        var output = "⟦"
        output.reserveCapacity(text.utf8.count * 2)
        var verbatim = VerbatimTracker()
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if verbatim.isVerbatim(character) {
                output.append(character)
                index += 1
            } else if let end = endOfKeptSpan(in: characters, at: index) {
                output.append(contentsOf: String(characters[index..<end]))
                index = end
            } else {
                output.append(accented[character] ?? character)
                index += 1
            }
        }
        let padding = (characters.count * 2 + 4) / 5
        return output + " " + String(repeating: "~", count: padding) + "⟧"
    }

    /// The end of an HTML tag, entity, URL or command starting at `index`, if one does.
    private static func endOfKeptSpan(in characters: [Character], at index: Int) -> Int? {
        let character = characters[index]
        let rest = characters[index...]
        if character == "<", let close = rest.firstIndex(of: ">") { return close + 1 }
        if character == "&", let close = rest.prefix(10).firstIndex(of: ";"),
            rest[(index + 1)..<close].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "#" })
        {
            return close + 1
        }
        let startsWord = index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
        guard startsWord else { return nil }
        if rest.starts(with: "http://") || rest.starts(with: "https://") {
            return rest.firstIndex(where: \.isWhitespace) ?? characters.count
        }
        guard rest.starts(with: "kado"), index + 4 == characters.count || !isCommandCharacter(characters[index + 4])
        else { return nil }
        // `kado`, then each following word of command characters (or a placeholder).
        var end = index + 4
        while end < characters.count && characters[end] == " " {
            var wordEnd = end + 1
            while wordEnd < characters.count && isCommandCharacter(characters[wordEnd]) { wordEnd += 1 }
            let isWord = wordEnd > end + 1 && (wordEnd == characters.count || !characters[wordEnd].isLetter)
            guard isWord, characters[end + 1] != "{" || characters[wordEnd - 1] == "}" else { break }
            end = wordEnd
        }
        return end
    }

    /// Whether `character` can be part of a command word: `a`–`z`, `0`–`9`, `-`, or a placeholder's.
    private static func isCommandCharacter(_ character: Character) -> Bool {
        guard character.isASCII else { return false }
        return character.isLowercase || character.isNumber || character == "-" || character == "{"
            || character == "}" || character == "_"
    }

    /// The accented form of each ASCII letter.
    private static let accented: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let marked = Array("áƀçđéƒĝĥíĵķĺɱñôþǫŕšŧûṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÔÞǪŔŠŦÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}
