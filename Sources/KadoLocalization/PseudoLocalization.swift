import Foundation

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
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        output.append("⟦")
        var verbatim = VerbatimTracker()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if verbatim.isVerbatim(scalar) {
                output.append(scalar)
                index += 1
            } else if let end = endOfKeptSpan(in: scalars, at: index) {
                output.append(contentsOf: scalars[index..<end])
                index = end
            } else {
                output.append(accented[scalar] ?? scalar)
                index += 1
            }
        }
        let padding = (scalars.count * 2 + 4) / 5
        return String(output) + " " + String(repeating: "~", count: padding) + "⟧"
    }

    /// What a screen printed in the pseudo-language shows outside the catalogs' brackets, for the
    /// tests that walk every screen: `outside`, each stretch of `output` outside `⟦…⟧` holding an
    /// ASCII letter (English that escaped the catalogs — or a value put in, such as a habit's
    /// name, which the caller knows and skips); `clipped`, each `⟦` never closed, from it to the end
    /// of its line. Brackets nest (a catalog text put into another). A catalog text may span lines,
    /// so a screen that cuts lines (a terminal grid) is checked a line at a time.
    public static func escapedText(in output: String) -> (outside: [String], clipped: [String]) {
        let scalars = Array(output.unicodeScalars)
        var outside: [String] = []
        var open: [Int] = []
        var stretch = String.UnicodeScalarView()
        func endStretch() {
            if stretch.contains(where: { $0.isASCII && $0.properties.isAlphabetic }) {
                outside.append(String(stretch).trimmingCharacters(in: .whitespacesAndNewlines))
            }
            stretch = String.UnicodeScalarView()
        }
        for (index, scalar) in scalars.enumerated() {
            if scalar == "⟦" {
                if open.isEmpty { endStretch() }
                open.append(index)
            } else if scalar == "⟧" && !open.isEmpty {
                open.removeLast()
            } else if open.isEmpty {
                stretch.append(scalar)
            }
        }
        endStretch()
        let clipped = open.map { start in
            let end = scalars[start...].firstIndex(of: "\n") ?? scalars.count
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[start..<end])
            return String(view)
        }
        return (outside, clipped)
    }

    /// The end of an HTML tag, entity, URL or command starting at `index`, if one does.
    private static func endOfKeptSpan(in scalars: [Unicode.Scalar], at index: Int) -> Int? {
        let scalar = scalars[index]
        let rest = scalars[index...]
        if scalar == "<", let close = rest.firstIndex(of: ">") { return close + 1 }
        if scalar == "&", let close = rest.prefix(10).firstIndex(of: ";"),
            rest[(index + 1)..<close].allSatisfy({
                $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "#"
            })
        {
            return close + 1
        }
        let startsWord = index == 0 || !isWordScalar(scalars[index - 1])
        guard startsWord else { return nil }
        if rest.starts(with: "http://".unicodeScalars) || rest.starts(with: "https://".unicodeScalars) {
            return rest.firstIndex { $0.properties.isWhitespace } ?? scalars.count
        }
        guard rest.starts(with: "kado".unicodeScalars),
            index + 4 == scalars.count || !isCommandScalar(scalars[index + 4])
        else { return nil }
        // `kado`, then each following word of command characters (or a placeholder).
        var end = index + 4
        while end < scalars.count && scalars[end] == " " {
            var wordEnd = end + 1
            while wordEnd < scalars.count && isCommandScalar(scalars[wordEnd]) { wordEnd += 1 }
            let isWord = wordEnd > end + 1 && (wordEnd == scalars.count || !isWordScalar(scalars[wordEnd]))
            guard isWord, scalars[end + 1] != "{" || scalars[wordEnd - 1] == "}" else { break }
            end = wordEnd
        }
        return end
    }

    /// Whether `scalar` is a letter or a digit.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// Whether `scalar` can be part of a command word: `a`–`z`, `0`–`9`, `-`, `_`, or a
    /// placeholder's braces.
    private static func isCommandScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
            || scalar == "{" || scalar == "}"
    }

    /// The accented form of each ASCII letter.
    private static let accented: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
        let marked = Array("áƀçđéƒĝĥíĵķĺɱñôþǫŕšŧûṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÔÞǪŔŠŦÛṼŴẊÝŽ".unicodeScalars)
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}
