import KadoApp

extension Phrase {
    static let signIn = Phrase("Sign in", "Se connecter")
    static let signInTitle = Phrase("Welcome back", "Bon retour")
    static let signInIntro = Phrase(
        "This Kadō is open to other devices, so each device signs in once, with a pairing code.",
        "Ce Kadō est ouvert à d’autres appareils : chaque appareil se connecte donc une fois, avec un code d’appairage."
    )
    static let pairingCode = Phrase("Pairing code", "Code d’appairage")
    static let codeHint = Phrase(
        "Scan the QR code kado serve prints, or the one under Settings › Devices on a device already signed in "
            + "(or type its code here). A code works once, for 10 minutes; kado serve pair makes a new one.",
        "Scannez le code QR qu’affiche kado serve, ou celui de Réglages › Appareils sur un appareil déjà connecté "
            + "(ou saisissez son code ici). Un code sert une fois, pendant 10 minutes ; kado serve pair en crée un autre."
    )
    static let wrongCode = Phrase(
        "This code does not sign in: it is mistyped, already used or more than 10 minutes old. Make a new one and "
            + "try again.",
        "Ce code ne connecte pas : il est mal saisi, déjà utilisé ou vieux de plus de 10 minutes. Créez-en un autre "
            + "et réessayez.")
    static let codeMissing = Phrase("Enter the pairing code.", "Saisissez le code d’appairage.")
    static func tooManyAttempts(_ minutes: Int) -> Phrase {
        Phrase(
            "Too many wrong codes from this address. Try again in \(minutes) minute\(minutes == 1 ? "" : "s").",
            "Trop de codes erronés depuis cette adresse. Réessayez dans \(minutes) minute\(minutes == 1 ? "" : "s").")
    }
}
