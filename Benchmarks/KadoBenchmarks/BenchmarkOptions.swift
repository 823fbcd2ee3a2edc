import KadoTestSupport

/// The command line: `KadoBenchmarks [--suite core,store,backup,snapshot,web,sql] [--sizes S,M,L] [--store-sizes L,L1]
/// [--kado PATH] [--repeat N] [--seed N] [--keep] [--markdown]`.
struct BenchmarkOptions {
    /// A group of benchmarks that can be run on its own.
    enum Suite: String, CaseIterable {
        /// Score and streaks over matrices, against an array read and an SQLite scan (issue 2).
        case core
        /// The store and the `kado` command: loading, `kado today`, an edit far back (issue 3).
        case store
        /// `kado export` and `kado import` of the store's long matrix, against the sqlite3 shell (issue 4).
        case backup
        /// Publishing the widget snapshot after one check-in, on S and on the long matrix (issue 5).
        case snapshot
        /// The web app's pages over HTTP on the long matrix, against a static 1 KB page (issue 6).
        case web
        /// The web app as `kado serve` runs it, under concurrency: Today with 1, 2, 4 and 8 clients,
        /// and check-ins from 1 and 8 clients alone and during a 20 MB import (issue 17).
        case webConcurrency = "web-concurrency"
        /// SQL statements per web check-in (POST → redirect → Today) on M, against Today alone (issue 11).
        case sql
        /// A check-in through the use case (`kado done`, `Tracker.checkIn`) on each size (issue 11).
        case usecases
        /// Sync to a folder: the first sync, one check-in on L against S, 100,000 remote changes (issue 12).
        case sync
        /// The first sync of each size to an encrypted folder against a plain one, and the key
        /// derivation's one-time cost (issue 13).
        case encryption
        /// `kado tui` on the long matrix: the first screen and one key, against `kado --help` (issue 15).
        case tui
        /// A publication of 156,229 records cut off at 36 points, then resumed: every row sent
        /// once, a joining device holding them all (issue 33).
        case syncCuts = "sync-cuts"
        /// Today and the Overview on S and L, in the terminal and on the web, warm and cold,
        /// against `kado --help` and a static page of the same server (issue 35, item 3).
        case screens
        /// The first change of a day (`kado done`) ÷ a later one of the same day, on each size,
        /// against `kado --help` (issue 35, item 1).
        case firstChange = "first-change"
        /// `kado import` of a 2,000-habit Kadō JSON file, a habit at a time, against the whole
        /// contents at once and Python's `json.load` of the file (issue 35).
        case importMax = "import"
        /// 500 operations of an offline queue in one `POST /api/operations`, against 500 single
        /// check-ins over HTTP (issue 37).
        case offline
        /// Today over built-in HTTPS on a kept-alive connection ÷ plain HTTP, and a request on a
        /// new connection, handshake included (issue 37).
        case tls
        /// The walk of every habit of each size with ten versions of its terms ÷ with one
        /// (goal ≤ 1.2 on L, issue 38).
        case versions
        /// The insights' false-discovery rate on independent habits, their power on a planted pair,
        /// and the cost of the pair search up to 1,000 habits (issue 40).
        case insights
        /// `kado review` on L against S and against `kado today` on L (issue 40).
        case review
        /// A 400 KB catalog parsed and through French typography, against one pass over its
        /// bytes (issue 39).
        case catalogs
    }

    /// The suites to run, in the order of ``Suite``.
    var suites: [Suite] = Suite.allCases
    /// The sizes of the core suite, in order.
    var sizes: [HabitMatrix.Size] = [.small, .medium, .large]
    /// The store suite's matrices: the one loaded, shown and edited, and the one with the same
    /// habits and a short history that `kado today` is compared with. The backup and snapshot
    /// suites use the first (the same loaded database, when the store suite ran before them).
    var storeSizes: (long: HabitMatrix.Size, short: HabitMatrix.Size) = (.large, .largeOneYear)
    /// The store of the web-concurrency suite: Today is measured on it, and each check-in run
    /// imports the backup into a copy of it.
    var concurrencySize: HabitMatrix.Size = .medium
    /// The `kado` binary to time; `nil` to build the one next to this binary.
    var kadoPath: String?
    /// A database the insights suite runs `kado insights` on (with `--kado`); `nil` to skip that.
    var database: String?
    /// Repeats per measurement; `nil` for the default (core: 5, or 3 for sizes as large as L;
    /// store: 10 warm runs of each command; backup: 3 export rounds and 3 re-imports; snapshot: 10
    /// rounds; web: 1 round; web-concurrency: 3 rounds).
    var repeats: Int?
    /// The matrix seed.
    var seed: UInt64 = HabitMatrix.defaultSeed
    /// Keep the databases and files of the store, backup and snapshot suites (for profiling `kado`
    /// on them) instead of deleting them.
    var keepsFiles = false
    /// Print a Markdown section instead of a plain table.
    var markdown = false
    /// Print the usage and stop.
    var showHelp = false

    static let usage = """
        Usage: KadoBenchmarks [--suite \(Suite.allCases.map(\.rawValue).joined(separator: ","))]
                              [--sizes S,M,L] [--store-sizes L,L1] [--concurrency-size M]
                              [--kado PATH] [--repeat N] [--seed N] [--keep] [--markdown]

          --suite LIST         the suites to run (default all, in this order):
                                 core      score and streaks against an array read and an SQLite scan
                                 store     loading the store against the sqlite3 shell, `kado today`
                                           on a long against a short history, an edit 5 years back
                                 backup    `kado export` (JSON, CSV) and `kado import` of the long
                                           matrix against the sqlite3 shell dumping and loading it
                                 snapshot  publishing the widget snapshot after one check-in, on S
                                           and on the long matrix
                                 web       Today, Overview and a habit's detail over HTTP on the long
                                           matrix, against a static 1 KB page on the same server
                                 web-concurrency
                                           the web app as `kado serve` runs it (a session per
                                           handler thread): Today from 1, 2, 4, 8 clients, and
                                           check-ins from 1 and 8 clients alone then during a
                                           20 MB two-step import (store: --concurrency-size)
                                 sql       SQL statements per web check-in (POST, redirect, Today) on
                                           M, against Today alone
                                 usecases  `kado done` and `Tracker.checkIn` on each size (--sizes),
                                           against `kado --help`
                                 sync      the first sync of each size to a folder against copying
                                           its bytes, one check-in synced on each size against S,
                                           100,000 remote changes against inserting them
                                 encryption
                                           the first sync of each size to an encrypted folder
                                           against a plain one, and the key derivation's cost
                                 tui       `kado tui` on the long matrix in a pseudo-terminal: the
                                           first screen, Space, w and m, against `kado --help`
                                 sync-cuts 156,229 records published, cut off at 36 points
                                           (lost connections, torn segments) and synced again,
                                           against the same publication uncut
                                 screens   Today and the Overview on S and L: `kado today` and
                                           `kado overview` warm and cold against `kado --help`,
                                           the web pages against a static page of the same server
                                 first-change  the first `kado done` of a day ÷ a later one, on
                                           each of --sizes, and the upkeep it leaves behind
                                 import    `kado import` of a 2,000-habit JSON file (1 year each)
                                           a habit at a time, against the whole contents at once
                                           and python3's json.load of the file (needs
                                           KadoPeakMemory built next to this binary)
                                 offline   500 operations of an offline queue in one POST
                                           /api/operations, against 500 single check-ins over HTTP
                                 tls       Today over built-in HTTPS on a kept-alive connection ÷
                                           plain HTTP, and a request on a new connection (store:
                                           --concurrency-size; needs the openssl tool)
                                 insights  the false-discovery rate of the insights on independent
                                           simulated habits (--repeat runs, default 10,000), their
                                           power on a planted pair, the pair search's cost up to
                                           1,000 habits, and `kado insights` on --database
                                 review    `kado review` (this year, --json, the year before) on
                                           the store's long matrix and on S, against `kado today`
          --sizes LIST         core sizes: S (10 habits × 1 year), M (100 × 5), L (1,000 × 10),
                               L1 (1,000 × 1), or HABITSxYEARS such as 250x3 (default S,M,L)
          --store-sizes A,B    store matrices: A is loaded, shown and edited, B (the same habits
                               with a shorter history) is shown for comparison (default L,L1);
                               the backup, snapshot and web suites use A, loaded once for all
          --concurrency-size S the web-concurrency suite's store (default M; L for the large run)
          --kado PATH          the kado binary to time (default: `swift build -c release
                               --product kado` into this binary's build folder, then that one)
          --database PATH      a database the insights suite runs `kado insights` on (with --kado)
          --repeat N           repeats per measurement, best kept (core: 5, 3 for L-sized runs;
                               store: 10 warm runs of each command; backup: 3 export rounds and
                               3 re-imports; snapshot: 10 rounds; web: 1 round of timed runs,
                               the median round by requests per second shown; web-concurrency:
                               3 rounds, best and median shown)
          --seed N             the matrix seed, decimal or 0x-hex (default 0x\(String(HabitMatrix.defaultSeed, radix: 16)))
          --keep               keep the databases and files and print where they are
          --markdown           print the results as Markdown sections
          --help               print this text
        """

    /// Reads `arguments` (without the program name).
    /// - Throws: ``UsageError`` naming the argument at fault.
    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--sizes":
                guard let list = remaining.popFirst() else { throw UsageError("--sizes needs a list, such as S,M,L") }
                var sizes: [HabitMatrix.Size] = []
                for name in list.split(separator: ",") {
                    guard let size = HabitMatrix.Size(String(name)) else {
                        throw UsageError("unknown size \"\(name)\": use S, M, L, L1 or HABITSxYEARS such as 250x3")
                    }
                    sizes.append(size)
                }
                guard !sizes.isEmpty else { throw UsageError("--sizes needs at least one size") }
                self.sizes = sizes
            case "--suite":
                guard let list = remaining.popFirst() else {
                    throw UsageError("--suite needs a list, such as core,store,backup,snapshot,web,sql")
                }
                var suites: [Suite] = []
                for name in list.split(separator: ",") {
                    guard let suite = Suite(rawValue: name.lowercased()) else {
                        throw UsageError(
                            "unknown suite \"\(name)\": use one of "
                                + Suite.allCases.map(\.rawValue).joined(separator: ", "))
                    }
                    if !suites.contains(suite) { suites.append(suite) }
                }
                guard !suites.isEmpty else { throw UsageError("--suite needs at least one suite") }
                self.suites = Suite.allCases.filter(suites.contains)
            case "--store-sizes":
                guard let list = remaining.popFirst() else {
                    throw UsageError("--store-sizes needs two sizes, such as L,L1")
                }
                let sizes = list.split(separator: ",").map { HabitMatrix.Size(String($0)) }
                guard sizes.count == 2, let long = sizes[0], let short = sizes[1], long.habits == short.habits,
                    long.habits > 0, long.name != short.name
                else {
                    throw UsageError(
                        "--store-sizes needs two sizes with the same number of habits, such as L,L1 or 100x5,100x1")
                }
                storeSizes = (long, short)
            case "--concurrency-size":
                guard let text = remaining.popFirst(), let size = HabitMatrix.Size(text), size.habits > 0 else {
                    throw UsageError("--concurrency-size needs a size, such as M, L or 100x5")
                }
                concurrencySize = size
            case "--kado":
                guard let path = remaining.popFirst(), !path.isEmpty else {
                    throw UsageError("--kado needs the path of a kado binary")
                }
                kadoPath = path
            case "--database":
                guard let path = remaining.popFirst(), !path.isEmpty else {
                    throw UsageError("--database needs the path of a Kadō database")
                }
                database = path
            case "--repeat":
                guard let text = remaining.popFirst(), let count = Int(text), count >= 1 else {
                    throw UsageError("--repeat needs a whole number of at least 1")
                }
                repeats = count
            case "--seed":
                guard let text = remaining.popFirst(), let seed = BenchmarkOptions.parseSeed(text) else {
                    throw UsageError("--seed needs a number, decimal or 0x-hex")
                }
                self.seed = seed
            case "--keep":
                keepsFiles = true
            case "--markdown":
                markdown = true
            case "--help", "-h":
                showHelp = true
            default:
                throw UsageError("unknown argument \"\(argument)\"")
            }
        }
    }

    /// The warm runs of each timed command in the store suite: the `--repeat` value, or 10.
    var storeRepeats: Int { repeats ?? 10 }

    /// The repeats for `size`: the `--repeat` value, or 5 (3 for runs of a million habit-days or more).
    func repeats(for size: HabitMatrix.Size) -> Int {
        if let repeats { return repeats }
        return size.habits * size.years * 365 >= 1_000_000 ? 3 : 5
    }

    private static func parseSeed(_ text: String) -> UInt64? {
        let lowered = text.lowercased()
        if lowered.hasPrefix("0x") { return UInt64(lowered.dropFirst(2), radix: 16) }
        return UInt64(lowered)
    }
}

/// A command line that cannot be run; exits with status 64.
struct UsageError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
