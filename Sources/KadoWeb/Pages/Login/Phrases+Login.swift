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
        Phrase("web.login.tooManyAttempts", ["minutes": Phrase("common.count.minute", count: minutes).argument])
    }
}
