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
        summary: HelpText("cli.help.serve.summary"),
        discussion: HelpText("cli.help.serve.discussion"),
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
        help: HelpText("cli.help.serve.action.help"),
        completion: .values(ServeDevicesAction.actions), parse: ValueParser.oneOf(ServeDevicesAction.actions))
    var action: String?
    @Argument(
        "DEVICE",
        help: HelpText("cli.help.serve.device.help"))
    var device: String?
    @Option(
        "url", "URL",
        help: HelpText("cli.help.serve.url.help"),
        parse: Self.serverURL)
    var url: String?
    @Option(
        "host", "ADDRESS",
        help: HelpText("cli.help.serve.host.help"))
    var host: String?
    @Option(
        "port", "PORT",
        help: HelpText("cli.help.serve.port.help"),
        parse: Self.port)
    var port: Int?
    @Option(
        "allow-host", "NAME",
        help: HelpText("cli.help.serve.allowedHosts.help"))
    var allowedHosts: [String]
    @Option(
        "trust-proxy", "ADDRESS",
        help: HelpText("cli.help.serve.trustedProxies.help"))
    var trustedProxies: [String]
    @Flag(
        "open",
        help: HelpText("cli.help.serve.open.help"))
    var open: Bool
    @Option(
        "max-connections", "N",
        help: HelpText("cli.help.serve.maxConnections.help"),
        parse: Self.limit)
    var maxConnections: Int?
    @Option(
        "max-per-address", "N",
        help: HelpText("cli.help.serve.maxPerAddress.help"),
        parse: Self.limit)
    var maxPerAddress: Int?
    @Option(
        "read-timeout", "SECONDS",
        help: HelpText("cli.help.serve.readTimeout.help"),
        parse: Self.limit)
    var readTimeout: Int?
    @Option(
        "idle-timeout", "SECONDS",
        help: HelpText("cli.help.serve.idleTimeout.help"),
        parse: Self.limit)
    var idleTimeout: Int?
    @Option(
        "tls-cert", "FILE",
        help: HelpText("cli.help.serve.tlsCertificate.help"))
    var tlsCertificate: String?
    @Option(
        "tls-key", "FILE",
        help: HelpText("cli.help.serve.tlsKey.help"))
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
            case .invalidAddress:
                throw UsageError.invalidValue(host, for: _host.specification.spelling, problem: .notAnAddress)
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
            case .tlsFile(let path, let problem):
                throw ServeError(problem: .tlsFile(path: path, problem: problem), exitCode: .noInput)
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
