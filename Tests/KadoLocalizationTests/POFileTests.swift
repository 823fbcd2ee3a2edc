import Testing

@testable import KadoLocalization

/// The PO reader: entries, continuation lines, escapes, the header, and errors by line.
@Suite struct POFileTests {
    @Test func readsEntriesWithTheirParts() throws {
        let file = try POFile(
            parsing: """
                # A translator's comment
                msgid ""
                msgstr ""
                "Language: fr\\n"
                "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

                #. For translators
                #: Sources/A.swift:3
                #, python-brace-format, fuzzy
                msgctxt "a.key"
                msgid "Line one\\n"
                "and \\"two\\"\\t\\\\"
                msgid_plural "{count} more"
                msgstr[0] "un"
                msgstr[1] ""
                "deux"

                #~ msgctxt "old"
                #~ msgid "Old"
                #~ msgstr "Vieux"
                msgctxt "b"
                msgid "B"
                msgstr "Bé"
                """)
        #expect(file.header["Language"] == "fr")
        #expect(file.header["Plural-Forms"] == "nplurals=2; plural=(n != 1);")
        #expect(file.entries.count == 2)
        let entry = file.entries[0]
        #expect(entry.context == "a.key")
        #expect(entry.translatorComments == ["For translators"])
        #expect(entry.flags == ["python-brace-format", "fuzzy"])
        #expect(entry.isFuzzy)
        #expect(entry.id == "Line one\nand \"two\"\t\\")
        #expect(entry.idPlural == "{count} more")
        #expect(entry.translations == ["un", "deux"])
        #expect(entry.line == 10)
        #expect(file.entries[1].translations == ["Bé"])
    }

    @Test(arguments: [
        ("msgid \"a\"\nmsgstr \"b", 2),
        ("msgid \"a\"\n", 1),
        ("msgid \"a\"\nmsgstr \"\\q\"", 2),
        ("\"orphan\"", 1),
        ("msgid \"a\"\nmsgstr[1] \"b\"", 2),
        ("msgid \"a\"\nmsgstrr \"b\"", 2),
        ("msgid a\nmsgstr \"\"", 1),
        ("msgid \"a\" x\nmsgstr \"\"", 1),
        ("msgstr \"a\"", 1),
    ])
    func reportsTheLineOfAnError(text: String, line: Int) {
        #expect(throws: POParseError.self) { try POFile(parsing: text) }
        do {
            _ = try POFile(parsing: text)
        } catch {
            #expect(error.line == line, "\(error)")
        }
    }

    @Test func windowsLineEndsAndAByteOrderMarkAreRead() throws {
        let file = try POFile(parsing: "\u{FEFF}msgctxt \"k\"\r\nmsgid \"a\"\r\nmsgstr \"b\"\r\n")
        #expect(file.entries.first?.translations == ["b"])
        #expect(try POFile(parsing: "").entries.isEmpty)
    }
}
