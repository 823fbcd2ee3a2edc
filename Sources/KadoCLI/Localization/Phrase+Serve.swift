import KadoApp

/// What `kado serve` prints while the web app runs, and what any command says when its output
/// cannot be written, in English and French.
extension Phrase {
    /// Standard output is closed (`nil`), or writing to it failed for `systemReason` (the
    /// system's account, lowercased: `no space left on device`).
    static func cannotWriteOutput(systemReason: String?) -> Phrase {
        guard let systemReason else {
            return Phrase(
                "cannot write to standard output: it is closed",
                "impossible d’écrire sur la sortie standard\(space): elle est fermée")
        }
        return Phrase(
            "cannot write to standard output: \(systemReason)",
            "impossible d’écrire sur la sortie standard\(space): «\(space)\(systemReason)\(space)»")
    }

    /// The first line of the banner: where the web app answers.
    static func runningAt(_ urls: [String]) -> Phrase {
        Phrase(
            "Kadō is running at " + urls.joined(separator: " and "),
            "Kadō est en service sur " + urls.joined(separator: " et "))
    }

    /// The pairing printed under its QR code: the link, the code, until when it works.
    static func pairWithCode(link: String, code: String, until: String) -> Phrase {
        Phrase(
            "Pair a device: scan the QR code, or open \(link), or type the code \(code) on its sign-in page. "
                + "It works once, until \(until); kado serve pair makes another.",
            "Appairer un appareil\(space): scannez le code QR, ouvrez \(link) ou saisissez le code \(code) sur sa "
                + "page de connexion. Il sert une fois, jusqu’à \(until)\(space); kado serve pair en crée un autre.")
    }

    /// A script's token just made, shown once.
    static func scriptTokenShownOnce(name: String, token: String) -> Phrase {
        Phrase(
            "Token for “\(name)” (shown once, keep it): \(token)\nSend it as the header Authorization: Bearer \(token)"
                + "\nRevoke it with kado serve sign-out \"\(name)\".",
            "Jeton pour «\(space)\(name)\(space)» (affiché une seule fois, gardez-le)\(space): \(token)\nEnvoyez-le "
                + "dans l’en-tête Authorization: Bearer \(token)\nRévoquez-le avec kado serve sign-out «\(space)\(name)\(space)»."
        )
    }

    /// `kado serve devices` when none is signed in.
    static let noDevicesYet = Phrase(
        "No device is signed in and no script has a token. Pair one with kado serve pair.",
        "Aucun appareil n’est connecté et aucun script n’a de jeton. Appairez-en un avec kado serve pair.")

    /// `kado serve sign-out` done.
    static func deviceSignedOut(_ name: String) -> Phrase {
        Phrase(
            "Signed out \(name): its next request is refused; every other device stays signed in.",
            "\(name) est déconnecté\(space): sa prochaine requête est refusée\(space); les autres appareils restent "
                + "connectés.")
    }

    /// The headers of `kado serve devices`.
    static let deviceColumnID = Phrase("ID", "ID")
    static let deviceColumnName = Phrase("NAME", "NOM")
    static let deviceColumnKind = Phrase("KIND", "TYPE")
    static let deviceColumnFirst = Phrase("SINCE", "DEPUIS")
    static let deviceColumnLast = Phrase("LAST SEEN", "VU LE")
    static let deviceColumnAddress = Phrase("ADDRESS", "ADRESSE")
    static let deviceKindBrowser = Phrase("browser", "navigateur")
    static let deviceKindScript = Phrase("script", "script")

    /// The database the web app serves.
    static func servedDatabase(_ path: String) -> Phrase {
        Phrase("Database: \(path)", "Base de données\(space): \(path)")
    }

    /// How to stop the server.
    static let pressControlCToStop = Phrase("Press Ctrl-C to stop.", "Appuyez sur Ctrl-C pour arrêter.")

    /// The server stopped after a signal.
    static let stopped = Phrase("Stopped.", "Arrêté.")

    /// `--open` found no browser to start; `reason` is the system's account.
    static func cannotOpenBrowser(reason: String, url: String) -> Phrase {
        Phrase(
            "could not open a browser (\(reason)); open \(url) yourself",
            "impossible d’ouvrir un navigateur («\(space)\(reason)\(space)»)\(space); ouvrez \(url) vous-même")
    }

    /// `kado serve --open` found Kadō already serving at `url`, and opens it.
    static func alreadyRunning(_ url: String) -> Phrase {
        Phrase(
            "Kadō is already running at \(url); opening it in your browser.",
            "Kadō est déjà lancé à l’adresse \(url)\(space); ouverture dans votre navigateur.")
    }

    /// Binding the address failed; `reason` is the system's account (the port is in use…).
    static func cannotListen(address: String, port: Int, reason: String) -> Phrase {
        Phrase(
            "cannot listen on \(address) port \(port): \(reason)",
            "impossible d’écouter sur \(address), port \(port)\(space): «\(space)\(reason)\(space)»")
    }
}

extension Phrase {
    /// The warning of a server other machines reach over plain HTTP.
    static let cleartextOnNetwork = Phrase(
        "Warning: other devices reach Kadō over plain HTTP: pairing codes, sign-ins, tokens and every check-in "
            + "travel readable on the network. Serve HTTPS with --tls-cert FILE --tls-key FILE, or through a reverse "
            + "proxy (Caddy, nginx) named with --trust-proxy ADDRESS.",
        "Attention : les autres appareils joignent Kadō en HTTP simple : codes d’appairage, connexions, jetons et chaque "
            + "pointage circulent en clair sur le réseau. Servez-le en HTTPS avec --tls-cert FICHIER --tls-key FICHIER, "
            + "ou derrière un proxy inverse (Caddy, nginx) nommé avec --trust-proxy ADRESSE.")
}
