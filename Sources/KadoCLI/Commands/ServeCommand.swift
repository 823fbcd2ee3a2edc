import Foundation
import KadoApp
import KadoQR

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `kado serve [--host ADDRESS] [--port PORT] [--allow-host NAME …] [--trust-proxy ADDRESS …] [--open]
/// [--max-connections N] [--max-per-address N] [--read-timeout SECONDS] [--idle-timeout SECONDS]
/// [--tls-cert FILE --tls-key FILE]`: the web app; and its devices: `kado serve devices`,
/// `sign-out DEVICE`, `pair [--url URL]`, `new-token NAME` (``ServeDevicesAction``).
struct ServeCommand: Command {
    static let configuration = CommandConfiguration(
        name: "serve",
        summary: HelpText(
            "Run the app in your browser (a local web app you can install)",
            french: "Lancer l’application dans votre navigateur (une application web locale que vous pouvez installer)"),
        discussion: HelpText(
            "Serves Kadō's screens and its JSON API on 127.0.0.1 until stopped with Ctrl-C. On any other "
                + "address (0.0.0.0 to reach it from a phone on your network), each device signs in once: kado "
                + "serve prints a pairing (a QR code, a link and a code that work once, for 10 minutes), and a "
                + "signed-in device's Settings shows more. devices lists the devices signed in and the scripts' "
                + "tokens; sign-out DEVICE signs one out (by its id or name) and leaves the others; pair prints a "
                + "new pairing (--url for the address devices use, such as a proxy's); new-token NAME makes a "
                + "bearer token for a script or a Shortcut. feed-token prints the private address of your habits' "
                + "calendar feed (/calendar.ics, with a token of its own; making one replaces the one before, --url as "
                + "for pair), revoke-feed-token closes it. Host names other than localhost and IP addresses must be "
                + "allowed with --allow-host, and need a sign-in too. A reverse proxy is believed only when named "
                + "with --trust-proxy.",
            french: "Sert les écrans de Kadō et son API JSON sur 127.0.0.1 jusqu’à l’arrêt par Ctrl-C. Sur toute autre "
                + "adresse (0.0.0.0 pour y accéder depuis un téléphone de votre réseau), chaque appareil se connecte "
                + "une fois : kado serve affiche un appairage (un code QR, un lien et un code qui servent une fois, "
                + "pendant 10 minutes), et les Réglages d’un appareil connecté en montrent d’autres. « devices » "
                + "liste les appareils connectés et les jetons des scripts ; « sign-out APPAREIL » en déconnecte un "
                + "(par son identifiant ou son nom) sans toucher aux autres ; « pair » affiche un nouvel appairage "
                + "(--url pour l’adresse qu’utilisent les appareils, celle d’un proxy par exemple) ; « new-token NOM » "
                + "crée un jeton pour un script ou un raccourci ; « feed-token » affiche l’adresse privée du flux "
                + "d’agenda de vos habitudes (/calendar.ics, avec un jeton à lui ; en créer un remplace le précédent, "
                + "--url comme pour « pair »), « revoke-feed-token » le ferme. Les noms d’hôte autres que localhost et "
                + "les adresses IP doivent être permis avec --allow-host, et demandent aussi une connexion. Un proxy inverse n’est "
                + "cru que s’il est nommé avec --trust-proxy."),
        examples: [
            "serve", "serve --open", "serve --host 0.0.0.0 --allow-host mypc.local", "serve --port 0",
            "serve --host 0.0.0.0 --max-per-address 8",
            "serve --host 0.0.0.0 --tls-cert mypc.crt --tls-key mypc.key", "serve devices",
            "serve sign-out 3fa94c1e", "serve pair --url https://mypc.example.ts.net",
            "serve new-token \"Morning Shortcut\"", "serve feed-token --url https://mypc.example.ts.net",
            "serve revoke-feed-token",
        ],
        printsJSON: false, createsDatabase: true)

    @Argument(
        "ACTION",
        help: HelpText(
            "devices, sign-out, pair, new-token, feed-token or revoke-feed-token; the server runs when left out",
            french: "« devices », « sign-out », « pair », « new-token », « feed-token » ou « revoke-feed-token » ; le "
                + "serveur tourne s’il est omis"),
        completion: .values(ServeDevicesAction.actions), parse: ValueParser.oneOf(ServeDevicesAction.actions))
    var action: String?
    @Argument(
        "DEVICE",
        help: HelpText(
            "For sign-out: the device (its id or its name); for new-token: the script's name",
            french:
                "Pour « sign-out » : l’appareil (son identifiant ou son nom) ; pour « new-token » : le nom du script"))
    var device: String?
    @Option(
        "url", "URL",
        help: HelpText(
            "For pair and feed-token: the address devices reach this server at (default: as --host and --port say)",
            french:
                "Pour « pair » et « feed-token » : l’adresse où les appareils joignent ce serveur (par défaut : selon "
                + "--host et --port)"),
        parse: Self.serverURL)
    var url: String?
    @Option(
        "host", "ADDRESS",
        help: HelpText(
            "The IP address to listen on (default 127.0.0.1; 0.0.0.0 for every network)",
            french: "L’adresse IP où écouter (127.0.0.1 par défaut ; 0.0.0.0 pour tous les réseaux)"))
    var host: String?
    @Option(
        "port", "PORT",
        help: HelpText(
            "The port (default 4810; 0 picks a free one)", french: "Le port (4810 par défaut ; 0 en prend un libre)"),
        parse: Self.port)
    var port: Int?
    @Option(
        "allow-host", "NAME",
        help: HelpText(
            "Also accept this host name in requests (e.g. mypc.local)",
            french: "Accepter aussi ce nom d’hôte dans les requêtes (par exemple mypc.local)"))
    var allowedHosts: [String]
    @Option(
        "trust-proxy", "ADDRESS",
        help: HelpText(
            "Believe who the reverse proxy at this address says it forwards for (or a range: 10.0.0.0/8)",
            french: "Croire le proxy inverse à cette adresse quand il dit pour qui il transmet (ou une plage : "
                + "10.0.0.0/8)"))
    var trustedProxies: [String]
    @Flag(
        "open",
        help: HelpText(
            "Open the app in the default browser", french: "Ouvrir l’application dans le navigateur par défaut"))
    var open: Bool
    @Option(
        "max-connections", "N",
        help: HelpText(
            "Connections open at once, from every device (default 512)",
            french: "Connexions ouvertes à la fois, de tous les appareils (512 par défaut)"),
        parse: Self.limit)
    var maxConnections: Int?
    @Option(
        "max-per-address", "N",
        help: HelpText(
            "Connections open at once from one device (default 32)",
            french: "Connexions ouvertes à la fois depuis un même appareil (32 par défaut)"),
        parse: Self.limit)
    var maxPerAddress: Int?
    @Option(
        "read-timeout", "SECONDS",
        help: HelpText(
            "Seconds a request's headers may take to arrive, and a small body (default 10)",
            french: "Secondes que peuvent prendre les en-têtes d’une requête pour arriver, et un petit corps (10 par "
                + "défaut)"),
        parse: Self.limit)
    var readTimeout: Int?
    @Option(
        "idle-timeout", "SECONDS",
        help: HelpText(
            "Seconds a connection may wait between requests (default 30)",
            french: "Secondes qu’une connexion peut attendre entre deux requêtes (30 par défaut)"),
        parse: Self.limit)
    var idleTimeout: Int?
    @Option(
        "tls-cert", "FILE",
        help: HelpText(
            "Serve HTTPS with this PEM certificate chain (with --tls-key; renewals are taken without a restart)",
            french: "Servir en HTTPS avec cette chaîne de certificats PEM (avec --tls-key ; les renouvellements "
                + "sont pris sans redémarrer)"))
    var tlsCertificate: String?
    @Option(
        "tls-key", "FILE",
        help: HelpText(
            "The PEM private key of --tls-cert's certificate", french: "La clé privée PEM du certificat de --tls-cert"))
    var tlsKey: String?

    /// `--url`: an `http://` or `https://` address with a host, no query, fragment, space or
    /// control character (the pairing link is built on it and printed).
    static func serverURL(_ text: String, argument: String) throws(UsageError) -> String {
        guard let parts = URLComponents(string: text), ["http", "https"].contains(parts.scheme?.lowercased() ?? ""),
            let host = parts.host, !host.isEmpty, parts.query == nil, parts.fragment == nil, parts.user == nil,
            text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F })
        else { throw .invalidValue(text, for: argument, problem: .serverURLForm) }
        return text
    }

    /// `--port`: 0 to 65535.
    static func port(_ text: String, argument: String) throws(UsageError) -> Int {
        guard let port = Int(text), (0...65535).contains(port) else {
            throw .invalidValue(text, for: argument, problem: .portForm)
        }
        return port
    }

    /// A connection limit or a timeout: 1 to 100000.
    static func limit(_ text: String, argument: String) throws(UsageError) -> Int {
        guard let value = Int(text), (1...100_000).contains(value) else {
            throw .invalidValue(text, for: argument, problem: .wholeNumberIn(minimum: 1, maximum: 100_000))
        }
        return value
    }

    /// `--allow-host`s, each a host name in lower case.
    func allowedHostNames() throws(UsageError) -> Set<String> {
        var allowed: Set<String> = []
        for name in allowedHosts {
            let trimmed = name.trimmingCharacters(in: .whitespaces).lowercased()
            guard !trimmed.isEmpty,
                trimmed.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") })
            else {
                throw .invalidValue(name, for: _allowedHosts.specification.spelling, problem: .hostNameForm)
            }
            allowed.insert(trimmed)
        }
        return allowed
    }

    func validate() throws(UsageError) {
        _ = try allowedHostNames()
    }

    func run(in context: CommandContext) throws {
        let host = self.host ?? "127.0.0.1"
        let port = self.port ?? 4810
        if let action {
            let secure = tlsCertificate != nil
            let base = Self.pairingBase(
                allowed: try allowedHostNames(), behindProxy: !trustedProxies.isEmpty, secure: secure, port: port,
                urls: Self.urls(host: host, port: port, secure: secure))
            let devices = ServeDevicesAction(context: context, reference: device, baseURL: url ?? base)
            return try devices.run(action)
        }
        let allowed = try allowedHostNames()
        if (tlsCertificate == nil) != (tlsKey == nil) {
            let (given, missing) =
                tlsCertificate == nil
                ? (_tlsKey.specification.spelling, _tlsCertificate.specification.spelling)
                : (_tlsCertificate.specification.spelling, _tlsKey.specification.spelling)
            throw ServeError(problem: .tlsOptionAlone(given: given, missing: missing), exitCode: .usage)
        }
        guard let webServer = context.webServer, let openTrackerToHandOver = context.openTrackerToHandOver else {
            throw ServeError(problem: .noWebApp, exitCode: .failure)
        }
        // This command's tracker reads the settings (and phrases its errors); the web server opens
        // its own, which it owns and uses from its threads.
        let tracker = try context.openTracker()
        let words = try context.words(tracker)
        // One desktop channel, the scheduler's, which the Settings page also asks.
        let desktop = context.reminders.desktopChannel()
        defer { desktop?.close() }
        let board = ReminderBoard(desktop: desktop)
        let server: any RunningWebServer
        do {
            server = try webServer.start(
                WebServeRequest(
                    host: host, port: port, allowedHostNames: allowed, trustedProxies: trustedProxies,
                    maxConnections: maxConnections,
                    maxConnectionsPerAddress: maxPerAddress, requestTimeoutSeconds: readTimeout,
                    idleTimeoutSeconds: idleTimeout, tlsCertificatePath: tlsCertificate, tlsKeyPath: tlsKey),
                openTracker: openTrackerToHandOver,
                reminders: board)
        } catch let error as WebServeError {
            switch error {
            case .invalidAddress(let reason):
                throw UsageError.invalidValue(
                    host, for: _host.specification.spelling, problem: .notAnAddress(reason: reason))
            case .cannotListen(let address, let port, let reason):
                // The desktop entry runs kado serve --open: a Kadō already serving there (the
                // user service, another window's) is opened instead.
                if open, let running = webServer.runningKado(host: host, port: port) {
                    context.print(words(.alreadyRunning(running)))
                    Self.openInBrowser(running, words: words, context: context)
                    return
                }
                throw ServeError(problem: .cannotListen(address: address, port: port, reason: reason))
            case .invalidTrustedProxy(let value):
                throw UsageError.invalidValue(
                    value, for: _trustedProxies.specification.spelling, problem: .proxyAddressForm)
            case .tlsFile(_, let reason):
                throw ServeError(problem: .tlsFile(reason: reason), exitCode: .noInput)
            }
        }
        let urls = Self.urls(host: host, port: server.port, secure: tlsCertificate != nil)
        var lines = [words(.runningAt(urls))]
        // Made once listening succeeded, so that a failed start never makes a pairing nobody saw.
        if server.mayAskForCredentials {
            let base = Self.pairingBase(
                allowed: allowed, behindProxy: !trustedProxies.isEmpty, secure: tlsCertificate != nil,
                port: server.port, urls: urls)
            lines.append(try ServeDevicesAction.pairingText(tracker: tracker, baseURL: base, context: context))
        }
        lines.append(words(.servedDatabase(context.databasePath)))
        let events = EventQueue()
        let reminders = startReminders(
            tracker: tracker, openTracker: openTrackerToHandOver, board: board, events: events, context: context)
        lines.append(words(reminders.line))
        lines.append(words(.pressControlCToStop))
        context.print(lines.joined(separator: "\n"))
        // After the banner, so the address comes first; on standard error, as warnings are.
        for warning in server.startWarnings { context.printError(words(warning.phrase)) }
        if open, let first = urls.first { Self.openInBrowser(first, words: words, context: context) }
        // What rang and what became of it goes to the log as kado remind run says it, in the
        // language the settings say when it is written: through the program's log (the journal
        // under systemd) with a level each, else to standard error as it is.
        let logWords = LogWords(tracker: tracker, language: words.language)
        let reminderLog = context.logSink.map { Logger(subsystem: "reminders", sink: $0) }
        let log = {
            let taken = events.take()
            guard !taken.isEmpty else { return }
            let (current, calendar) = logWords.current()
            for event in taken {
                let line = RemindRunAction.line(for: event, words: current, calendar: calendar)
                if let reminderLog {
                    reminderLog.log(line.isFailure ? .error : Self.logLevel(of: event), line.text)
                } else {
                    context.printError(line.text)
                }
            }
        }
        server.waitForTermination(polling: log)
        reminders.service?.stop()
        board.setScheduler(holder: nil)
        log()
        context.print(words(.stopped))
    }

    /// The level a reminder event is logged at when it is no failure of the scheduler's own: a
    /// delivery that failed, a retry or reminders dropped are warnings; the rest is what a
    /// running service is expected to do.
    static func logLevel(of event: ReminderEvent) -> LogLevel {
        switch event {
        case .retrying, .dropped: .warning
        case .delivered(_, _, let result): result.isDelivered ? .notice : .warning
        case .failed: .error
        case .rang, .acted: .notice
        }
    }

    /// The reminder scheduler beside the web app, unless another process holds this database's
    /// reminders (then the banner says so, and the web app serves as ever). Its events go to
    /// `events` and to `board` (for the pages); its push reads the push settings at each use.
    private func startReminders(
        tracker: Tracker, openTracker: @escaping @Sendable () throws -> sending Tracker, board: ReminderBoard,
        events: EventQueue, context: CommandContext
    ) -> (service: ReminderService?, line: Phrase) {
        // The line that says where reminders go: English when the settings cannot be read.
        let language = (try? tracker.settings().language) ?? .english
        let push = CurrentPushChannel {
            // A database that cannot be opened now pushes nothing this time; the delivery says so.
            (try? openTracker().reminders.pushChannel()) ?? .notConfigured()
        }
        let channels: [any ReminderChannel] = (board.desktop.map { [$0] } ?? []) + [push]
        let holder = RemindRunAction.holder("kado serve")
        do {
            let service = try ReminderService(
                databasePath: tracker.databasePath, holder: holder, locks: tracker.system.locks,
                openTracker: openTracker,
                channels: channels,
                events: { event in
                    board.record(event)
                    events.append(event)
                })
            board.setScheduler(holder: holder)
            let colon = Localizer(language: language).colon
            let states = channels.map { "\($0.kind.name(in: language))\(colon)\($0.state().summary(in: language))" }
            return (service, .serveReminders(states.joined(separator: "; ")))
        } catch {
            switch error {
            case .alreadyRunning(let holder): return (nil, .serveRemindersElsewhere(holder))
            case .cannotLock(let path, let reason): return (nil, .cannotLockReminders(path, reason: reason))
            }
        }
    }

    /// Where the pairing link `kado serve` prints leads: the first `--allow-host` name (over
    /// HTTPS on the usual port behind a trusted proxy, which serves it there; on this port, over
    /// HTTPS when `secure`, otherwise), else the first address people can type. `kado serve pair
    /// --url` names any other.
    static func pairingBase(allowed: Set<String>, behindProxy: Bool, secure: Bool, port: Int, urls: [String])
        -> String
    {
        guard let name = allowed.sorted().first else { return urls.first ?? "" }
        if behindProxy, !secure { return "https://\(name)/" }
        return "\(secure ? "https" : "http")://\(name):\(port)/"
    }

    /// The URLs people can type: the address itself, or this machine's addresses for 0.0.0.0.
    static func urls(host: String, port: Int, secure: Bool = false) -> [String] {
        let scheme = secure ? "https" : "http"
        if host == "0.0.0.0" || host == "::" {
            let addresses = localAddresses()
            if !addresses.isEmpty { return addresses.map { "\(scheme)://\($0):\(port)/" } }
        }
        let shown = host.contains(":") ? "[\(host)]" : host
        return ["\(scheme)://\(shown):\(port)/"]
    }

    /// This machine's IPv4 addresses other than loopback (for a phone on the same network).
    private static func localAddresses() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var addresses: [String] = []
        var cursor: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = cursor {
            defer { cursor = entry.pointee.ifa_next }
            guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) else {
                continue
            }
            var buffer = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                var raw = ipv4.pointee.sin_addr
                _ = inet_ntop(AF_INET, &raw, &buffer, socklen_t(INET_ADDRSTRLEN))
            }
            let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !text.hasPrefix("127."), !addresses.contains(text) { addresses.append(text) }
        }
        return addresses
    }

    private static func openInBrowser(_ url: String, words: Localizer, context: CommandContext) {
        do {
            try context.webServer?.openInBrowser(url)
        } catch {
            context.printError(
                words(.errorPrefix) + words(.cannotOpenBrowser(reason: error.localizedDescription, url: url)))
        }
    }
}
