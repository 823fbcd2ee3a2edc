import KadoApp

/// The language of an API answer: the first of `Accept-Language` that Kadō speaks (by quality,
/// then order), else the settings' language.
enum APILanguage {
    static func of(_ request: HTTPRequest, settings: Settings) -> Language {
        var best: (language: Language, quality: Double)?
        for offer in request.headers.values(for: "Accept-Language").flatMap({ $0.split(separator: ",") }) {
            let parts = offer.split(separator: ";").map { $0.trimmed.lowercased() }
            guard let tag = parts.first, let primary = tag.split(separator: "-").first,
                let language = Language(rawValue: String(primary))
            else { continue }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            if quality > 0, quality > (best?.quality ?? 0) { best = (language, quality) }
        }
        return best?.language ?? settings.language
    }
}
