import Foundation
import Testing

@testable import KadoLocalization

/// The checks that keep the catalogs whole: what a translator's change or a new message must not
/// break. They read the files of the source tree.
@Suite struct CatalogChecksTests {
    @Test func everyTranslatedLanguageHasACatalogAndEveryCatalogALanguage() throws {
        let names = Set(try CatalogFiles.translationURLs().keys)
        let translated = Set(Language.allCases.filter { $0 != .english && $0 != .pseudo }.map(\.rawValue))
        #expect(names == translated)
        #expect(Language.spoken.allSatisfy { $0 == .english || names.contains($0.rawValue) })
    }

    @Test func theTemplateHasKeysCommentsAndNoTranslations() throws {
        let template = try CatalogFiles.template()
        var seen: Set<String> = []
        for entry in template.entries {
            let key = try #require(entry.context, "line \(entry.line): an entry without msgctxt")
            #expect(seen.insert(key).inserted, "\(key) twice in the template")
            #expect(!entry.id.isEmpty, "\(key): an empty msgid")
            #expect(!entry.translatorComments.isEmpty, "\(key): no #. comment for translators")
            #expect(entry.translations.allSatisfy { $0.isEmpty }, "\(key): the template translates")
            #expect(entry.translations.count == (entry.idPlural == nil ? 1 : 2), "\(key): msgstr count")
            // Braces are placeholders or `{{` `}}` (a literal brace): either way msgfmt is to check them.
            let hasBraces = entry.sourceForms.contains { $0.contains("{") || $0.contains("}") }
            #expect(
                entry.flags.contains("python-brace-format") == hasBraces,
                "\(key): python-brace-format goes on exactly the entries with braces")
            // A plural entry names its {count}, or its comment says the number is printed beside
            // the text (a caption under a big number) — "not shown in the text" — so that the
            // translator knows which number picks the form.
            if entry.idPlural != nil {
                let shownApart = entry.translatorComments.joined(separator: " ").contains("not shown in the text")
                #expect(
                    Placeholders.names(in: entry.idPlural ?? "").contains("count") || shownApart, "\(key): no {count}")
            }
        }
        #expect(!template.entries.isEmpty)
    }

    @Test func everyCatalogHasEveryKeyOfTheTemplateAndNothingElse() throws {
        let template = try CatalogFiles.template()
        let keys = template.entries.compactMap(\.context)
        for (_, file, name) in try CatalogFiles.translations() {
            let own = file.entries.compactMap(\.context)
            #expect(Set(own).count == own.count, "\(name).po: a key twice")
            let missing = Set(keys).subtracting(own).sorted()
            let unknown = Set(own).subtracting(keys).sorted()
            #expect(missing.isEmpty, "\(name).po lacks \(missing)")
            #expect(unknown.isEmpty, "\(name).po has keys the template lacks: \(unknown)")
            #expect(own == keys, "\(name).po: the entries in the template's order, so that diffs stay readable")
        }
    }

    @Test func noCatalogHasAStaleEnglishText() throws {
        let sources = Dictionary(uniqueKeysWithValues: try CatalogFiles.template().entries.map { ($0.context, $0) })
        for (_, file, name) in try CatalogFiles.translations() {
            for entry in file.entries {
                guard let source = sources[entry.context] else { continue }
                #expect(entry.id == source.id, "\(name).po \(entry.context ?? ""): msgid differs from the template's")
                #expect(entry.idPlural == source.idPlural, "\(name).po \(entry.context ?? ""): msgid_plural differs")
                #expect(entry.flags.sorted() == source.flags.sorted(), "\(name).po \(entry.context ?? ""): flags")
            }
        }
    }

    @Test func everyTranslationIsCompleteAndReviewed() throws {
        for (language, file, name) in try CatalogFiles.translations() {
            for entry in file.entries {
                let key = entry.context ?? "?"
                #expect(!entry.isFuzzy, "\(name).po \(key): fuzzy")
                #expect(!entry.translations.contains { $0.isEmpty }, "\(name).po \(key): an empty msgstr")
                let expected = entry.idPlural == nil ? 1 : language.pluralCategories.count
                #expect(
                    entry.translations.count == expected,
                    "\(name).po \(key): \(entry.translations.count) forms, CLDR gives \(language.rawValue) \(expected)")
            }
        }
    }

    @Test func everyTranslationHasExactlyThePlaceholdersOfItsSource() throws {
        for (_, file, name) in try CatalogFiles.translations() {
            for entry in file.entries {
                let source = Set(Placeholders.names(in: entry.idPlural ?? entry.id))
                for form in entry.translations {
                    #expect(
                        Set(Placeholders.names(in: form)) == source,
                        "\(name).po \(entry.context ?? ""): “\(form)” has not the placeholders \(source.sorted())")
                }
            }
        }
    }

    @Test func headersNameTheLanguageCharsetAndCLDRPluralForms() throws {
        let template = try CatalogFiles.template()
        #expect(template.header["Content-Type"] == "text/plain; charset=UTF-8")
        #expect(template.header["Plural-Forms"] == Language.english.pluralFormsHeader)
        for (language, file, name) in try CatalogFiles.translations() {
            #expect(file.header["Language"] == language.rawValue, "\(name).po: Language")
            #expect(file.header["Content-Type"] == "text/plain; charset=UTF-8", "\(name).po: charset")
            #expect(file.header["Plural-Forms"] == language.pluralFormsHeader, "\(name).po: Plural-Forms")
        }
    }

    @Test func msgfmtChecksEveryCatalog() throws {
        let files =
            [CatalogFiles.templateURL] + (try CatalogFiles.translationURLs().values.sorted { $0.path < $1.path })
        for url in files {
            let result = try Msgfmt.check(url)
            #expect(result.status == 0, "msgfmt --check \(url.lastPathComponent): \(result.output)")
        }
    }

    /// The check above means something: msgfmt fails on a placeholder a translation renamed, a
    /// plural form too few and a header without Plural-Forms.
    @Test(arguments: [
        ("\"{count} Tage\"", "\"{days} Tage\""),
        ("msgstr[1] \"{count} Tage\"\n", ""),
        ("\"Plural-Forms: nplurals=2; plural=(n != 1);\\n\"\n", ""),
    ])
    func msgfmtFailsOnABrokenCopy(original: String, broken: String) throws {
        let text = try CatalogFiles.text(CatalogFiles.folder.appendingPathComponent("de.po"))
        #expect(text.contains(original))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-po-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("de.po")
        try text.replacingOccurrences(of: original, with: broken).write(to: copy, atomically: true, encoding: .utf8)
        let result = try Msgfmt.check(copy)
        #expect(result.status != 0, "msgfmt accepted a broken catalog: \(result.output)")
    }

    /// The catalogs built into the binary are the files, as `make catalogs` writes them.
    @Test func theEmbeddedCatalogsAreTheFiles() throws {
        let files = try CatalogFiles.translationURLs().mapValues { $0 }.merging(["template": CatalogFiles.templateURL])
        {
            first, _ in first
        }
        let embedded: [String: String] = [
            "template": EmbeddedCatalog.template, "fr": EmbeddedCatalog.fr, "de": EmbeddedCatalog.de,
            "es": EmbeddedCatalog.es,
        ]
        #expect(Set(files.keys) == Set(embedded.keys))
        for (name, url) in files {
            let text = try CatalogFiles.text(url)
            #expect(!text.contains("\"\"\"##") && !text.contains("\\##"), "\(name): breaks the raw string")
            let generated = CatalogFiles.root.appendingPathComponent(
                "Sources/KadoLocalization/Embedded/EmbeddedCatalog+\(name).swift")
            let expected =
                "// swift-format-ignore-file\n// Generated by `make catalogs` from Sources/KadoLocalization/Catalogs/\(url.lastPathComponent): "
                + "edit that file, then run it again.\nextension EmbeddedCatalog {\n    /// \(url.lastPathComponent) "
                + "as written.\n    static let \(name) = ##\"\"\"\n\(text)\"\"\"##\n}\n"
            #expect(try CatalogFiles.text(generated) == expected, "\(name): run make catalogs")
            #expect(embedded[name].map { $0 + "\n" } == text, "\(name): the built-in text differs; run make catalogs")
        }
    }

    /// Every key of the template reads back through the built-in catalogs in every language, with
    /// no key left as the text.
    @Test(arguments: Language.allCases)
    func everyKeyReadsBackInEveryLanguage(language: Language) throws {
        let localizer = Localizer(language)
        for entry in try CatalogFiles.template().entries {
            let key = try #require(entry.context)
            #expect(localizer.has(key))
            #expect(localizer.text(key, ["count": .integer(2)]) != key)
        }
    }
}

/// GNU gettext's `msgfmt`, run on a catalog in check mode.
enum Msgfmt {
    /// Runs `msgfmt --check-format --check-header --check-domain -o /dev/null` on `url`.
    static func check(_ url: URL) throws -> (status: Int32, output: String) {
        let path = ["/usr/bin/msgfmt", "/usr/local/bin/msgfmt", "/opt/homebrew/bin/msgfmt"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let path else {
            Issue.record("msgfmt is missing: apt-get install gettext (make test-deps installs it)")
            return (-1, "")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--check-format", "--check-header", "--check-domain", "-o", "/dev/null", url.path]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
