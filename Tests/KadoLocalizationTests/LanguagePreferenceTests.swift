import Testing

@testable import KadoLocalization

/// The language a person already uses: the environment as gettext reads it, and a browser's
/// Accept-Language.
@Suite struct LanguagePreferenceTests {
    @Test(arguments: [
        ([:], Language.english),
        (["LANG": "fr_FR.UTF-8"], .french),
        (["LANG": "de_AT.UTF-8"], .german),
        (["LANG": "es_MX"], .spanish),
        (["LANG": "pt_BR.UTF-8"], .english),
        (["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"], .german),
        (["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE.UTF-8", "LC_ALL": "es_ES.UTF-8"], .spanish),
        (["LANG": "fr_FR.UTF-8", "LC_ALL": ""], .french),
        (["LANG": "fr_FR.UTF-8", "LANGUAGE": "it:de:fr"], .german),
        (["LANG": "fr_FR.UTF-8", "LANGUAGE": "it:pt"], .french),
        (["LANG": "fr_FR.UTF-8", "LANGUAGE": ""], .french),
        (["LANGUAGE": "es"], .english),
        (["LANGUAGE": "es", "LC_MESSAGES": "de_DE.UTF-8"], .spanish),
        (["LC_ALL": "C", "LANGUAGE": "de"], .english),
        (["LANG": "C.UTF-8", "LANGUAGE": "de"], .english),
        (["LANG": "POSIX"], .english),
        (["LANG": "pt_PT", "LC_ALL": "pt_BR"], .english),
        (["LANG": "en_XA.UTF-8"], .pseudo),
        (["LANG": "fr_FR@euro"], .french),
        (["LANG": "::"], .english),
    ])
    func environment(variables: [String: String], language: Language) {
        #expect(Language.preferred(environment: variables) == language)
    }

    @Test(arguments: [
        ("", Language.english),
        ("fr", .french),
        ("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", .french),
        ("it, de;q=0.8, fr;q=0.5", .german),
        ("en;q=0.4, es;q=0.9", .spanish),
        ("de;q=0.5, fr;q=0.5", .german),
        ("es;q=0, fr;q=0.1", .french),
        ("es;q=0", .english),
        ("ES-es", .spanish),
        ("pt-BR, *", .english),
        ("en-XA", .pseudo),
        (";;;,,q=,fr;q=abc, de", .german),
        ("de; q=0.3 , es ; q=0.6", .spanish),
    ])
    func acceptLanguage(header: String, language: Language) {
        #expect(Language.preferred(acceptLanguage: header) == language)
    }

    @Test func tags() {
        #expect(Language(tag: "de-CH") == .german)
        #expect(Language(tag: "es-419") == .spanish)
        #expect(Language(tag: "EN_us.utf8") == .english)
        #expect(Language(tag: "en-XA") == .pseudo)
        #expect(Language(tag: "xa") == nil)
        #expect(Language(tag: "") == nil)
        #expect(Language.spoken == [.english, .french, .german, .spanish])
    }
}
