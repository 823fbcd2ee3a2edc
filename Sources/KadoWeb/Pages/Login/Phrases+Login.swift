import KadoApp

extension Phrase {
    static let signIn = Phrase("Sign in", "Se connecter")
    static let signInTitle = Phrase("Welcome back", "Bon retour")
    static let signInIntro = Phrase(
        "This Kadō is open to other devices on your network, so it asks for its access token.",
        "Ce Kadō est ouvert aux autres appareils de votre réseau : il demande donc son jeton d’accès.")
    static let accessToken = Phrase("Access token", "Jeton d’accès")
    static let tokenHint = Phrase(
        "kado serve printed it when it was made, with a sign-in link. Lost it? Restart with kado serve --new-token.",
        "kado serve l’a affiché à sa création, avec un lien de connexion. Perdu ? Relancez avec kado serve --new-token."
    )
    static let wrongToken = Phrase(
        "This is not the access token of this server. Check it and try again.",
        "Ce n’est pas le jeton d’accès de ce serveur. Vérifiez-le et réessayez.")
    static let tokenMissing = Phrase("Enter the access token.", "Saisissez le jeton d’accès.")
}
