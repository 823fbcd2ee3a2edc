import Foundation
import KadoApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `kado serve [--host ADDRESS] [--port PORT] [--allow-host NAME …] [--new-token] [--open]
/// [--max-connections N] [--max-per-address N] [--read-timeout SECONDS] [--idle-timeout SECONDS]`: the web app.
struct ServeCommand: Command {
    let specification = CommandCatalog.serve

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let host = arguments.value(of: "host") ?? "127.0.0.1"
        let portText = arguments.value(of: "port") ?? "4810"
        guard let port = Int(portText), (0...65535).contains(port) else {
            throw UsageError.invalidValue(portText, for: "--port", problem: .portForm)
        }
        var allowed: Set<String> = []
        for name in arguments.values(of: "allow-host") {
            let trimmed = name.trimmingCharacters(in: .whitespaces).lowercased()
            guard !trimmed.isEmpty,
                trimmed.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") })
            else {
                throw UsageError.invalidValue(name, for: "--allow-host", problem: .hostNameForm)
            }
            allowed.insert(trimmed)
        }
        var limitValues: [String: Int] = [:]
        for option in ["max-connections", "max-per-address", "read-timeout", "idle-timeout"] {
            guard let text = arguments.value(of: option) else { continue }
            guard let value = Int(text), (1...100_000).contains(value) else {
                throw UsageError.invalidValue(
                    text, for: "--\(option)", problem: .wholeNumberIn(minimum: 1, maximum: 100_000))
            }
            limitValues[option] = value
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
                    host: host, port: port, allowedHostNames: allowed, maxConnections: limitValues["max-connections"],
                    maxConnectionsPerAddress: limitValues["max-per-address"],
                    requestTimeoutSeconds: limitValues["read-timeout"],
                    idleTimeoutSeconds: limitValues["idle-timeout"]), openTracker: openTrackerToHandOver,
                reminders: board)
        } catch let error as WebServeError {
            switch error {
            case .invalidAddress(let reason):
                throw UsageError.invalidValue(host, for: "--host", problem: .notAnAddress(reason: reason))
            case .cannotListen(let address, let port, let reason):
                throw ServeError(problem: .cannotListen(address: address, port: port, reason: reason))
            }
        }
        // Made once listening succeeded, so that a failed start never makes a token nobody saw.
        var newToken: String?
        if arguments.flag("new-token") || (server.requiresToken && !server.hasAccessToken()) {
            newToken = try server.makeAccessToken()
        }
        let urls = Self.urls(host: host, port: server.port)
        var lines = [words(.runningAt(urls))]
        if server.requiresToken {
            if let newToken {
                lines.append(words(.accessTokenShownOnce(newToken)))
                lines.append(words(.signInOnEachDevice((urls.first ?? "") + "login?token=\(newToken)")))
            } else {
                lines.append(words(.signInWithTokenShown))
            }
        } else if let newToken {
            lines.append(words(.newAccessToken(newToken)))
        }
        lines.append(words(.servedDatabase(context.databasePath)))
        let events = EventQueue()
        let reminders = startReminders(
            tracker: tracker, openTracker: openTrackerToHandOver, board: board, events: events, context: context)
        lines.append(words(reminders.line))
        lines.append(words(.pressControlCToStop))
        context.print(lines.joined(separator: "\n"))
        if arguments.flag("open"), let first = urls.first { Self.openInBrowser(first, words: words, context: context) }
        // What rang and what became of it goes to the log (standard error) as kado remind run says
        // it, in the language the settings say when it is written.
        let logWords = LogWords(tracker: tracker, language: words.language)
        let log = {
            let taken = events.take()
            guard !taken.isEmpty else { return }
            let (current, calendar) = logWords.current()
            for event in taken {
                context.printError(RemindRunAction.line(for: event, words: current, calendar: calendar).text)
            }
        }
        server.waitForTermination(polling: log)
        reminders.service?.stop()
        board.setScheduler(holder: nil)
        log()
        context.print(words(.stopped))
    }

    /// The reminder scheduler beside the web app, unless another process holds this database's
    /// reminders (then the banner says so, and the web app serves as ever). Its events go to
    /// `events` and to `board` (for the pages); its push reads the push settings at each use.
    private func startReminders(
        tracker: Tracker, openTracker: @escaping @Sendable () throws -> sending Tracker, board: ReminderBoard,
        events: EventQueue, context: CommandContext
    ) -> (service: ReminderService?, line: Phrase) {
        let language = (try? tracker.settings().language) ?? .english
        let push = CurrentPushChannel {
            (try? openTracker().pushChannel()) ?? PushChannel(target: nil, token: nil)
        }
        let channels: [any ReminderChannel] = (board.desktop.map { [$0] } ?? []) + [push]
        let holder = RemindRunAction.holder("kado serve")
        do {
            let service = try ReminderService(
                databasePath: tracker.databasePath, holder: holder, locks: tracker.system.locks, openTracker: openTracker,
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
    static func urls(host: String, port: Int) -> [String] {
        if host == "0.0.0.0" || host == "::" {
            let addresses = localAddresses()
            if !addresses.isEmpty { return addresses.map { "http://\($0):\(port)/" } }
        }
        let shown = host.contains(":") ? "[\(host)]" : host
        return ["http://\(shown):\(port)/"]
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

/// The server could not start (the port is taken…): exit 74 with the reason.
struct ServeError: Error, ReportableError {
    /// Why it could not start.
    enum Problem {
        /// This program was built without the web app.
        case noWebApp
        /// Listening on `address` and `port` failed; `reason` is the system's account of why (a
        /// port in use).
        case cannotListen(address: String, port: Int, reason: String)
    }

    let problem: Problem
    var exitCode: ExitCode = .ioError

    var reportMessage: String { reportMessage(in: .english) }

    func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        let phrase: Phrase =
            switch problem {
            case .noWebApp:
                Phrase("this kado was built without its web app", "ce kado a été construit sans son application web")
            case .cannotListen(let address, let port, let reason):
                .cannotListen(address: address, port: port, reason: reason)
            }
        return words(.errorPrefix) + words(phrase)
    }
}
