/// What the TLS suite measured: for each transport, Today on one kept-alive connection asked as a
/// browser asks (`Accept-Encoding: gzip`, so the page comes compressed) and asked for the
/// uncompressed page (per round: requests per second and the median latency), and a small
/// static file on a new connection each time (the handshake included).
struct TLSRun {
    /// How Today is asked for.
    enum Form: CaseIterable {
        /// As Chromium, Firefox and Safari ask: `Accept-Encoding: gzip, deflate, br`.
        case browser
        /// With no `Accept-Encoding`: every byte of the page crosses TLS.
        case uncompressed

        /// The request's extra headers.
        var headers: [(String, String)] {
            switch self {
            case .browser: [("Accept-Encoding", "gzip, deflate, br")]
            case .uncompressed: []
            }
        }

        /// The form's name in the report.
        var label: String {
            switch self {
            case .browser: "Today as a browser asks (gzip)"
            case .uncompressed: "Today uncompressed"
            }
        }
    }

    /// One form's figures on one transport.
    struct Today {
        /// Requests per second on a kept-alive connection, one per round.
        var rates: [Double] = []
        /// The median latency on that connection, one per round, in nanoseconds.
        var medians: [Double] = []
        /// The process's CPU time per request (client and server both live in it), one per
        /// round, in nanoseconds: what other programs on a busy machine do not change.
        var cpuPerRequest: [Double] = []
    }

    /// One transport's figures.
    struct Transport {
        var today: [Form: Today] = [:]
        /// The latencies of a new connection's request (connect, handshake, GET, answer), ns.
        var newConnection: [Double] = []
    }

    var plain = Transport()
    var tls = Transport()
    /// The store's name (`M`), habits and records.
    let size: String
    let habits: Int
    let records: Int
    /// Today's body size, per form.
    var todayBytes: [Form: Int] = [:]
    let seconds: Int
    let rounds: Int

    /// Plain ÷ TLS requests per second, per round (the same load on the machine): how much
    /// longer a kept-alive Today takes over HTTPS. The goal is at most ``goal``.
    func ratios(_ form: Form) -> [Double] {
        zip(plain.today[form]?.rates ?? [], tls.today[form]?.rates ?? []).map { $0 / max($1, 1e-9) }
    }

    /// TLS ÷ plain CPU time per request (client and server), per round.
    func cpuRatios(_ form: Form) -> [Double] {
        zip(tls.today[form]?.cpuPerRequest ?? [], plain.today[form]?.cpuPerRequest ?? []).map { $0 / max($1, 1e-9) }
    }

    /// The most HTTPS may cost on a kept-alive connection.
    static let goal = 1.3
}
