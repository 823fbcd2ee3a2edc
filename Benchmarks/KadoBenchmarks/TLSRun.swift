/// What the TLS suite measured: for each transport, Today on one kept-alive connection (per
/// round: requests per second and the median latency) and a small static file on a new
/// connection each time (the handshake included).
struct TLSRun {
    /// One transport's figures.
    struct Transport {
        /// Today's requests per second on a kept-alive connection, one per round.
        var todayRates: [Double] = []
        /// Today's median latency on that connection, one per round, in nanoseconds.
        var todayMedians: [Double] = []
        /// The latencies of a new connection's request (connect, handshake, GET, answer), ns.
        var newConnection: [Double] = []
    }

    var plain = Transport()
    var tls = Transport()
    /// The store's name (`M`), habits and records.
    let size: String
    let habits: Int
    let records: Int
    /// Today's body size.
    var todayBytes = 0
    let seconds: Int
    let rounds: Int

    /// Plain ÷ TLS requests per second, per round (the same load on the machine): how much
    /// longer a kept-alive Today takes over HTTPS. The goal is at most ``goal``.
    var ratios: [Double] { zip(plain.todayRates, tls.todayRates).map { $0 / max($1, 1e-9) } }

    /// The most HTTPS may cost on a kept-alive connection.
    static let goal = 1.3
}
