import Synchronization

/// The texts of one language: for each key, its forms (one, or one per plural category of
/// ``language``) as the catalog has them, and the same forms through the language's typography,
/// made the first time a key is shown and then kept — so that a process pays the typography of the
/// messages it shows, not of the whole catalog.
final class Catalog: Sendable {
    /// The language whose rules pick a plural form and format the values put in.
    let language: Language
    /// The forms of each key, as written in the catalog.
    private let written: [String: [String]]
    /// What the language's typography (or the pseudo-language) makes of a written form; nil when
    /// the forms print as written.
    private let render: (@Sendable (String) -> String)?
    /// The rendered forms of the keys shown so far.
    private let rendered = Mutex<[String: [String]]>([:])

    init(language: Language, forms: [String: [String]], render: (@Sendable (String) -> String)? = nil) {
        self.language = language
        written = forms
        self.render = render
    }

    /// Whether the catalog has `key`.
    func has(_ key: String) -> Bool { written[key] != nil }

    /// The forms of `key` ready to print, or nil when the catalog lacks it.
    func forms(_ key: String) -> [String]? {
        guard let render else { return written[key] }
        if let forms = rendered.withLock({ $0[key] }) { return forms }
        guard let forms = written[key]?.map(render) else { return nil }
        rendered.withLock { $0[key] = forms }
        return forms
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
    static func pseudo(from template: POFile) -> Catalog {
        Catalog(language: .pseudo, forms: english(from: template).written) { PseudoLocalization.apply(to: $0) }
    }

    /// The translated entries of `file`: those with no empty `msgstr`, not fuzzy, and with as many
    /// forms as `language` has plural categories. The others are left out, so that they fall
    /// back to English.
    static func translatedForms(_ language: Language, in file: POFile) -> [String: [String]] {
        let expectedPlurals = language.pluralCategories.count
        var forms: [String: [String]] = [:]
        forms.reserveCapacity(file.entries.count)
        for entry in file.entries {
            guard let key = entry.context, !entry.isFuzzy, !entry.translations.contains(where: \.isEmpty) else {
                continue
            }
            guard entry.translations.count == (entry.idPlural == nil ? 1 : expectedPlurals) else { continue }
            forms[key] = entry.translations
        }
        return forms
    }

    /// A translation's catalog: `forms` through `language`'s typography.
    static func translation(
        _ language: Language, forms: [String: [String]], frenchSpacing: FrenchSpacing = .noBreak
    ) -> Catalog {
        Catalog(language: language, forms: forms) {
            Typography.apply(to: $0, language: language, frenchSpacing: frenchSpacing)
        }
    }
}
