/// The texts of one language ready to print: for each key, its forms with the language's
/// typography applied (one form, or one per plural category of ``language``).
final class Catalog: Sendable {
    /// The language whose rules pick a plural form and format the values put in.
    let language: Language
    /// The forms of each key.
    let forms: [String: [String]]

    init(language: Language, forms: [String: [String]]) {
        self.language = language
        self.forms = forms
    }

    /// The English catalog: the template's `msgid` and `msgid_plural`, as typed.
    static func english(from template: POFile) -> Catalog {
        var forms: [String: [String]] = [:]
        forms.reserveCapacity(template.entries.count)
        for entry in template.entries {
            guard let key = entry.context else { continue }
            forms[key] = entry.sourceForms
        }
        return Catalog(language: .english, forms: forms)
    }

    /// The pseudo-language's catalog: every English form through ``PseudoLocalization``.
    static func pseudo(from english: Catalog) -> Catalog {
        Catalog(language: .pseudo, forms: english.forms.mapValues { $0.map(PseudoLocalization.apply(to:)) })
    }

    /// A translation's catalog: the entries of `file` that are translated (no empty `msgstr`, not
    /// fuzzy, as many forms as the language has categories), through its typography. The others
    /// are left out, so that they fall back to English.
    static func translation(
        _ language: Language, from file: POFile, frenchSpacing: FrenchSpacing = .noBreak
    ) -> Catalog {
        let expectedPlurals = language.pluralCategories.count
        var forms: [String: [String]] = [:]
        forms.reserveCapacity(file.entries.count)
        for entry in file.entries {
            guard let key = entry.context, !entry.isFuzzy, !entry.translations.contains(where: \.isEmpty) else {
                continue
            }
            guard entry.translations.count == (entry.idPlural == nil ? 1 : expectedPlurals) else { continue }
            forms[key] = entry.translations.map {
                Typography.apply(to: $0, language: language, frenchSpacing: frenchSpacing)
            }
        }
        return Catalog(language: language, forms: forms)
    }
}
