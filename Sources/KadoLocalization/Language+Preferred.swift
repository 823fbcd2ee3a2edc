extension Language {
    /// The language of a locale name or language tag — `fr`, `fr_CA.UTF-8`, `de-AT`,
    /// `es_ES@euro`, `en-XA` — by its language part alone, except the pseudo-language, which
    /// must be named in full (`en-XA` or `en_XA`). Nil for a language Kadō does not speak.
    public init?(tag: String) {
        let name = String(tag.prefix { $0 != "." && $0 != "@" }.map { $0 == "_" ? "-" : $0 }).lowercased()
        if name == "en-xa" {
            self = .pseudo
            return
        }
        let primary = name.prefix { $0 != "-" }
        guard let language = Language.spoken.first(where: { $0.rawValue == primary }) else { return nil }
        self = language
    }

    /// The language gettext would choose from the environment: the locale for messages is the
    /// first set of `LC_ALL`, `LC_MESSAGES` and `LANG` (`C` when none is); unless it is `C` or
    /// `POSIX`, the colon-separated list in `LANGUAGE` comes first, its first language Kadō speaks
    /// winning; then the locale's language. English when none is spoken here — and for `C`, which
    /// scripts set to read output that does not change with the person's language.
    public static func preferred(environment: [String: String]) -> Language {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        if locale == "C" || locale == "POSIX" || locale.hasPrefix("C.") { return .english }
        for name in (environment["LANGUAGE"] ?? "").split(separator: ":") {
            if let language = Language(tag: String(name)) { return language }
        }
        return Language(tag: locale) ?? .english
    }

    /// The language a browser's `Accept-Language` header prefers among those Kadō speaks: the
    /// highest `q` (1 when absent; ties keep the header's order), `q=0` meaning "not this".
    /// English when none is spoken here or the header cannot be read.
    public static func preferred(acceptLanguage header: String) -> Language {
        var choices: [(language: Language, quality: Double, order: Int)] = []
        for (order, item) in header.split(separator: ",").enumerated() {
            let parts = item.split(separator: ";").map { String($0).trimmed(of: " \t") }
            guard let tag = parts.first, let language = Language(tag: tag) else { continue }
            var quality = 1.0
            for parameter in parts.dropFirst() where parameter.lowercased().hasPrefix("q=") {
                quality = Double(parameter.dropFirst(2)).flatMap { $0.isFinite ? $0 : nil } ?? 0
            }
            if quality > 0 { choices.append((language, quality, order)) }
        }
        let best = choices.min { $0.quality != $1.quality ? $0.quality > $1.quality : $0.order < $1.order }
        return best?.language ?? .english
    }
}

extension String {
    /// The text without leading and trailing characters among `characters`.
    fileprivate func trimmed(of characters: String) -> String {
        let set = Set(characters)
        guard let start = firstIndex(where: { !set.contains($0) }), let end = lastIndex(where: { !set.contains($0) })
        else { return "" }
        return String(self[start...end])
    }
}
