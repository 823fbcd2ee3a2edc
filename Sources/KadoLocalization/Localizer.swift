/// Turns messages, numbers and dates into text in one language. Cheap to make: the catalogs
/// are parsed once per process, the first time a language is used.
public struct Localizer: Sendable {
    /// The language asked for.
    public let language: Language
    /// The no-break spaces French texts and percentages take.
    public let frenchSpacing: FrenchSpacing
    private let catalog: Catalog
    private let english: Catalog

    /// A localizer for `language`, French spaced with `frenchSpacing` (the plain no-break space
    /// unless a front end prints the narrow one).
    public init(_ language: Language, frenchSpacing: FrenchSpacing = .noBreak) {
        self.init(
            language: language, frenchSpacing: frenchSpacing,
            catalog: Catalogs.catalog(for: language, frenchSpacing: frenchSpacing), english: Catalogs.english)
    }

    /// A localizer over given catalogs, for tests of incomplete ones.
    init(language: Language, frenchSpacing: FrenchSpacing = .noBreak, catalog: Catalog, english: Catalog) {
        self.language = language
        self.frenchSpacing = frenchSpacing
        self.catalog = catalog
        self.english = english
    }

    /// The text of `message`: the language's, or English's when the language lacks the entry, or
    /// the key itself when the template lacks it (which the catalog checks catch).
    public func text(_ message: Message) -> String {
        text(message.key, message.arguments)
    }

    /// The text of the entry `key` with `arguments` put into its placeholders.
    public func text(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
        if let forms = catalog.forms(key) {
            return render(forms, in: catalog.language, arguments)
        }
        if let forms = english.forms(key) {
            return render(forms, in: .english, arguments)
        }
        return key
    }

    /// Whether the template has the entry `key`.
    public func has(_ key: String) -> Bool {
        english.has(key)
    }

    /// The form `arguments["count"]` picks among `forms`, with every placeholder replaced.
    private func render(_ forms: [String], in textLanguage: Language, _ arguments: [String: MessageArgument]) -> String
    {
        guard var form = forms.first else { return "" }
        if forms.count > 1 {
            let operands: PluralOperands? =
                switch arguments["count"] {
                case .integer(let value): PluralOperands(value)
                case .decimal(let value, let digits): PluralOperands(value, fractionDigits: digits)
                case .text, nil: nil
                }
            // Without a numeric count, the `other` form (the last) is the least wrong.
            let index = operands.map { textLanguage.pluralIndex(of: textLanguage.pluralCategory($0)) }
            form = forms[min(index ?? forms.count - 1, forms.count - 1)]
        }
        // Braces are placeholders or doubled (a literal brace): either way the text is filled.
        guard form.contains(where: { $0 == "{" || $0 == "}" }) else { return form }
        let formatter = textLanguage == catalog.language ? self : Localizer(textLanguage)
        return Placeholders.fill(form) { name in
            switch arguments[name] {
            case .text(let value): value
            case .integer(let value): formatter.number(value)
            case .decimal(let value, let digits): formatter.decimal(value, fractionDigits: digits)
            case nil: nil
            }
        }
    }
}
