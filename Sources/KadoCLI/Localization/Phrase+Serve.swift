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

    /// A token just made, for a server other machines reach.
    static func accessTokenShownOnce(_ token: String) -> Phrase {
        Phrase(
            "Access token (shown once, keep it): \(token)",
            "Jeton d’accès (affiché une seule fois, gardez-le)\(space): \(token)")
    }

    /// The address that signs a device in with the token just made.
    static func signInOnEachDevice(_ url: String) -> Phrase {
        Phrase("Sign in on each device: \(url)", "Connectez-vous sur chaque appareil\(space): \(url)")
    }

    /// A token exists already: it is not shown again.
    static let signInWithTokenShown = Phrase(
        "Sign in with the access token shown when it was made (kado serve --new-token makes another).",
        "Connectez-vous avec le jeton d’accès affiché à sa création (kado serve --new-token en crée un autre).")

    /// A token made with `--new-token` on a server only this machine reaches.
    static func newAccessToken(_ token: String) -> Phrase {
        Phrase(
            "New access token (for --host other than 127.0.0.1; shown once): \(token)",
            "Nouveau jeton d’accès (pour un --host autre que 127.0.0.1\(space); affiché une seule fois)\(space): \(token)"
        )
    }

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
        "Warning: other devices reach Kadō over plain HTTP: the access token, the sign-in and every check-in "
            + "travel readable on the network. Serve it over HTTPS through a reverse proxy (Caddy, nginx) and start "
            + "Kadō with --trust-proxy ADDRESS for that proxy.",
        "Attention : les autres appareils joignent Kadō en HTTP simple : le jeton d’accès, la connexion et chaque "
            + "pointage circulent en clair sur le réseau. Servez-le en HTTPS derrière un proxy inverse (Caddy, nginx) "
            + "et lancez Kadō avec --trust-proxy ADRESSE pour ce proxy.")
}
