import KadoApp

/// What `kado serve` prints while the web app runs, and what any command says when its output
/// cannot be written, in English and French.
extension Phrase {
    /// Standard output is closed (`nil`), or writing to it failed for `systemReason` (the
    /// system's account, lowercased: `no space left on device`).
    static func cannotWriteOutput(systemReason: String?) -> Phrase {
        guard let systemReason else {
            return Phrase("cli.serve.systemReason")
        }
        return Phrase("cli.serve.systemReason.2", ["systemReason": systemReason])
    }

    /// The first line of the banner: where the web app answers.
    static func runningAt(_ urls: [String]) -> Phrase {
        let list = Phrase(wording: { wording in
            guard let last = urls.last, urls.count > 1 else { return urls.first ?? "" }
            return wording.text(
                "common.list.and", ["items": .text(urls.dropLast().joined(separator: ", ")), "last": .text(last)])
        })
        return Phrase("cli.serve.runningAt", ["urls": list.argument])
    }

    /// The pairing printed under its QR code: the link, the code, until when it works.
    static func pairWithCode(link: String, code: String, until: String) -> Phrase {
        Phrase("cli.serve.pairWithCode", ["link": link, "code": code, "until": until])
    }

    /// A script's token just made, shown once.
    static func scriptTokenShownOnce(name: String, token: String) -> Phrase {
        Phrase("cli.serve.scriptTokenShownOnce", ["name": name, "token": token])
    }

    /// `kado serve devices` when none is signed in.
    static let noDevicesYet = Phrase("cli.serve.noDevicesYet")

    /// `kado serve sign-out` done.
    static func deviceSignedOut(_ name: String) -> Phrase {
        Phrase("cli.serve.deviceSignedOut", ["name": name])
    }

    /// The headers of `kado serve devices`.
    static let deviceColumnID = Phrase("cli.serve.deviceColumnID")
    static let deviceColumnName = Phrase("cli.serve.deviceColumnName")
    static let deviceColumnKind = Phrase("cli.serve.deviceColumnKind")
    static let deviceColumnFirst = Phrase("cli.serve.deviceColumnFirst")
    static let deviceColumnLast = Phrase("cli.serve.deviceColumnLast")
    static let deviceColumnAddress = Phrase("cli.serve.deviceColumnAddress")
    static let deviceKindBrowser = Phrase("cli.serve.deviceKindBrowser")
    static let deviceKindScript = Phrase("cli.serve.deviceKindScript")

    /// The database the web app serves.
    static func servedDatabase(_ path: String) -> Phrase {
        Phrase("cli.serve.servedDatabase", ["path": path])
    }

    /// How to stop the server.
    static let pressControlCToStop = Phrase("cli.serve.pressControlCToStop")

    /// The server stopped after a signal.
    static let stopped = Phrase("cli.serve.stopped")

    /// `--open` found no browser to start; `reason` is the system's account.
    static func cannotOpenBrowser(reason: String, url: String) -> Phrase {
        Phrase("cli.serve.cannotOpenBrowser", ["reason": reason, "url": url])
    }

    /// `kado serve --open` found Kadō already serving at `url`, and opens it.
    static func alreadyRunning(_ url: String) -> Phrase {
        Phrase("cli.serve.alreadyRunning", ["url": url])
    }

    /// Binding the address failed; `reason` is the system's account (the port is in use…).
    static func cannotListen(address: String, port: Int, reason: String) -> Phrase {
        Phrase("cli.serve.cannotListen", ["address": address, "port": port, "reason": reason])
    }
}

extension Phrase {
    /// The warning of a server other machines reach over plain HTTP.
    static let cleartextOnNetwork = Phrase("cli.serve.cleartextOnNetwork")
}
