import KadoApp

extension Phrase {
    static let signIn = Phrase("web.login.signIn")
    static let signInTitle = Phrase("web.login.signInTitle")
    static let signInIntro = Phrase("web.login.signInIntro")
    static let pairingCode = Phrase("web.login.pairingCode")
    static let codeHint = Phrase("web.login.codeHint")
    static let wrongCode = Phrase("web.login.wrongCode")
    static let codeMissing = Phrase("web.login.codeMissing")
    static func tooManyAttempts(_ minutes: Int) -> Phrase {
        Phrase(
            "Too many wrong codes from this address. Try again in \(minutes) minute\(minutes == 1 ? "" : "s").",
            "Trop de codes erronés depuis cette adresse. Réessayez dans \(minutes) minute\(minutes == 1 ? "" : "s").")
    }
}
