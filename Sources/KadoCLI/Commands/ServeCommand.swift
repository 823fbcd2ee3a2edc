import Foundation
import KadoApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `kado serve [--host ADDRESS] [--port PORT] [--allow-host NAME …] [--new-token] [--open]
/// [--max-connections N] [--max-per-address N] [--read-timeout SECONDS] [--idle-timeout SECONDS]
/// [--tls-cert FILE --tls-key FILE]`: the web app.
struct ServeCommand: Command {
    static let configuration = CommandConfiguration(
        name: "serve",
        summary: HelpText(
            "Run the app in your browser (a local web app you can install)",
            french: "Lancer l’application dans votre navigateur (une application web locale que vous pouvez installer)"),
        discussion: HelpText(
            "Serves Kadō's screens and its JSON API on 127.0.0.1 until stopped with Ctrl-C. On any other "
                + "address (0.0.0.0 to reach it from a phone on your network), every request needs an access token: "
                + "one is made the first time and shown once; --new-token replaces it. Host names other than "
                + "localhost and IP addresses must be allowed with --allow-host.",
            french: "Sert les écrans de Kadō et son API JSON sur 127.0.0.1 jusqu’à l’arrêt par Ctrl-C. Sur toute autre "
                + "adresse (0.0.0.0 pour y accéder depuis un téléphone de votre réseau), chaque requête demande un "
                + "jeton d’accès : il est créé la première fois et affiché une seule fois ; --new-token le remplace. "
                + "Les noms d’hôte autres que localhost et les adresses IP doivent être permis avec --allow-host."),
        examples: [
            "serve", "serve --open", "serve --host 0.0.0.0 --allow-host mypc.local", "serve --port 0",
            "serve --host 0.0.0.0 --max-per-address 8",
            "serve --host 0.0.0.0 --tls-cert mypc.crt --tls-key mypc.key",
        ],
        printsJSON: false, createsDatabase: true)

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
    @Flag(
        "new-token",
        help: HelpText(
            "Make a new access token (the old one stops working) and show it",
            french: "Créer un nouveau jeton d’accès (l’ancien cesse de marcher) et l’afficher"))
    var newToken: Bool
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
                    host: host, port: port, allowedHostNames: allowed, maxConnections: maxConnections,
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
                throw ServeError(problem: .cannotListen(address: address, port: port, reason: reason))
            case .tlsFile(_, let reason):
                throw ServeError(problem: .tlsFile(reason: reason), exitCode: .noInput)
            }
        }
        // Made once listening succeeded, so that a failed start never makes a token nobody saw.
        var madeToken: String?
        if newToken || (server.requiresToken && !server.hasAccessToken()) {
            madeToken = try server.makeAccessToken()
        }
        let urls = Self.urls(host: host, port: server.port, secure: tlsCertificate != nil)
        var lines = [words(.runningAt(urls))]
        if server.requiresToken {
            if let madeToken {
                lines.append(words(.accessTokenShownOnce(madeToken)))
                lines.append(words(.signInOnEachDevice((urls.first ?? "") + "login?token=\(madeToken)")))
            } else {
                lines.append(words(.signInWithTokenShown))
            }
        } else if let madeToken {
            lines.append(words(.newAccessToken(madeToken)))
        }
        lines.append(words(.servedDatabase(context.databasePath)))
        let events = EventQueue()
        let reminders = startReminders(
            tracker: tracker, openTracker: openTrackerToHandOver, board: board, events: events, context: context)
        lines.append(words(reminders.line))
        lines.append(words(.pressControlCToStop))
        context.print(lines.joined(separator: "\n"))
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            context.printError(
                words(.errorPrefix) + words(.cannotOpenBrowser(reason: error.localizedDescription, url: url)))
        }
    }
}
