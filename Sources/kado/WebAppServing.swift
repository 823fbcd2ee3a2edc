import Foundation
import KadoApp
import KadoCLI
import KadoSystem
import KadoWeb

/// `kado serve`'s web app: KadoWeb's ``WebApp`` behind its ``HTTPServer``, given to KadoCLI as
/// the ``WebServing`` it asks for. This is where the two front ends meet, so neither imports
/// the other.
struct WebAppServing: WebServing {
    /// Where the web app logs: the journal under systemd, else standard error.
    let logSink: any LogSink

    func runningKado(host: String, port: Int) -> String? {
        RunningServerProbe.runningKado(host: host, port: port)
    }

    func start(
        _ request: WebServeRequest, openTracker: @escaping @Sendable () throws -> sending Tracker,
        reminders: ReminderBoard
    ) throws -> any RunningWebServer {
        var limits = HTTPLimits()
        if let connections = request.maxConnections { limits.connections = connections }
        if let perAddress = request.maxConnectionsPerAddress { limits.connectionsPerAddress = perAddress }
        if let seconds = request.requestTimeoutSeconds {
            limits.headerSeconds = seconds
            limits.bodySeconds = seconds
        }
        if let seconds = request.idleTimeoutSeconds {
            limits.idleSeconds = seconds
            limits.busyIdleSeconds = min(limits.busyIdleSeconds, seconds)
        }
        // Checked before anything opens: a proxy that cannot be read is a usage error.
        var trustedProxies: [IPAddressRange] = []
        for value in request.trustedProxies {
            guard let range = IPAddressRange(value) else { throw WebServeError.invalidTrustedProxy(value) }
            trustedProxies.append(range)
        }
        var configuration = WebConfiguration(
            host: request.host, port: request.port, allowedHostNames: request.allowedHostNames,
            trustedProxies: trustedProxies, limits: limits)
        configuration.log = Logger(subsystem: "web", sink: logSink)
        if let certificate = request.tlsCertificatePath, let key = request.tlsKeyPath {
            let files = TLSFiles(certificate: certificate, key: key)
            // Before the app opens its trackers and starts syncing: files that cannot be served
            // stop the start with nothing begun.
            do throws(TLSFileError) {
                try files.check()
            } catch {
                throw WebServeError.tlsFile(path: error.file, problem: TLSFileProblem(error.problem))
            }
            configuration.tls = files
        }
        // The app opens its trackers (and starts its background sync) before anything listens.
        let app = try WebApp(openTracker: openTracker, configuration: configuration, reminders: reminders)
        let server: HTTPServer
        do {
            server = try HTTPServer(
                address: request.host, port: request.port, limits: configuration.limits, serving: app)
        } catch {
            app.stop()
            switch error {
            case .invalidAddress: throw WebServeError.invalidAddress(reason: error.description)
            case .cannotListen(let address, let port, let reason):
                throw WebServeError.cannotListen(address: address, port: port, reason: reason)
            case .tlsFile(let problem):
                throw WebServeError.tlsFile(path: problem.file, problem: TLSFileProblem(problem.problem))
            }
        }
        return Running(
            app: app, server: server, mayAskForCredentials: configuration.mayAskForCredentials,
            startWarnings: configuration.isCleartextOnNetwork ? [.cleartextOnNetwork] : [])
    }

    /// The web app listening, and the signals that stop it.
    private final class Running: RunningWebServer {
        let app: WebApp
        let server: HTTPServer
        let mayAskForCredentials: Bool
        let startWarnings: [ServeWarning]
        /// Watched from the moment listening succeeded, before `kado serve` prints its URL.
        let termination = TerminationSignal()

        init(app: WebApp, server: HTTPServer, mayAskForCredentials: Bool, startWarnings: [ServeWarning]) {
            self.app = app
            self.server = server
            self.mayAskForCredentials = mayAskForCredentials
            self.startWarnings = startWarnings
        }

        var port: Int { server.port }

        func waitForTermination(polling: () -> Void) {
            while !termination.wait(seconds: 0.2) { polling() }
            server.stop()
            // After the server: no request is left to wait for a sync use case.
            app.stop()
        }
    }
}

extension TLSFileProblem {
    /// The web app's account of a certificate or key file, for the command line to word.
    init(_ problem: TLSFileError.Problem) {
        switch problem {
        case .missing: self = .missing
        case .unreadable(let reason): self = .unreadable(reason: reason)
        case .notPEMCertificate(let detail): self = .notPEMCertificate(detail: detail)
        case .notPEMKey(let detail): self = .notPEMKey(detail: detail)
        case .keyDoesNotMatch(let certificate): self = .keyDoesNotMatch(certificate: certificate)
        case .openSSL(let detail): self = .openSSL(detail: detail)
        }
    }
}
