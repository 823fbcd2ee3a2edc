import Foundation
import KadoApp
import KadoCore
import KadoSQLite
import KadoTestSupport
import KadoWeb

/// The issue-11 count: how many SQL statements one web check-in costs on M, from the form's POST
/// through its redirect to the Today page it lands on, read from the tracker's connection
/// (``Tracker/statementCounts``). The floor is Today alone (`GET /`) in the same run: a check-in
/// can hardly cost less than the page it shows afterwards.
///
/// The counts do not depend on the machine; the in-process times beside them do.
struct StatementSuite {
    let workspace: Workspace

    /// The matrix: M, 100 habits × 5 years.
    static let size = HabitMatrix.Size.medium
    /// Rounds of the three check-ins (done, done again, undo), to show the counts repeat.
    static let rounds = 3

    /// Runs the check-ins through `WebApp.handle`, in-process.
    func run() throws(BenchmarkError) -> StatementRun {
        let size = Self.size
        let log = { (text: String) in workspace.log("sql: " + text) }
        let (path, _, reused) = try workspace.loadedStore(size, by: "sql")
        let matrix = workspace.matrix(size)
        let tracker = try Workspace.tracker(path: path, today: matrix.today)
        // The app owns its tracker; the benchmark reads through it too, on this one thread and
        // never during a request, so it opts out of the ownership check.
        nonisolated(unsafe) let shared = tracker
        let app = WebApp(tracker: shared, configuration: WebConfiguration(host: "127.0.0.1", port: 0))
        let client = Client(app: app, tracker: tracker)

        // The first Today saves the checkpoints and publishes the snapshot when no earlier suite
        // did: not what a check-in costs, so it runs before anything is counted.
        log("\(size.name): the first Today (saves the checkpoints when missing)…")
        let firstToday = try client.get("/")
        guard firstToday.status == 200 else { throw BenchmarkError("GET / answered \(firstToday.status)") }
        let view: TodayView
        do {
            view = try tracker.views.todayView()
        } catch {
            throw BenchmarkError("todayView() failed: \(error)")
        }
        guard
            let habit = view.scheduled.first(where: { $0.habit.type == .binary && !$0.isDoneToday })?.habit
        else {
            throw BenchmarkError("no yes/no habit due and not done today on \(size.name)")
        }

        var today: [Measured] = []
        var checkIns: [CheckInKind: [CheckInMeasurement]] = [:]
        for round in 0..<Self.rounds {
            log("round \(round + 1) of \(Self.rounds): Today, then done, done again and undo on \"\(habit.name)\"…")
            today.append(try client.get("/"))
            for kind in CheckInKind.allCases {
                let post = try client.post(
                    "/habits/\(habit.id.uuidString)/checkin", ["action": kind.action, "return": "/"])
                guard post.status == 303, let location = post.location else {
                    throw BenchmarkError("POST check-in \(kind.action) answered \(post.status), not a redirect")
                }
                let page = try client.get(location)
                guard page.status == 200 else { throw BenchmarkError("GET \(location) answered \(page.status)") }
                checkIns[kind, default: []].append(CheckInMeasurement(post: post, page: page))
            }
        }
        let doneNow: Bool
        do {
            doneNow = try tracker.views.todayView().all.first { $0.habit.id == habit.id }?.isDoneToday ?? true
        } catch {
            throw BenchmarkError("todayView() failed: \(error)")
        }
        return StatementRun(
            size: size, activeHabits: view.all.count, scheduled: view.scheduled.count,
            records: matrix.completions.count, reusedStore: reused, habit: habit.name, today: today,
            checkIns: checkIns, isLeftAsFound: !doneNow, day: matrix.today)
    }

    /// Sends requests to the web app in-process, as a browser would after its first visit
    /// (a CSRF cookie, the token in each form), and counts each one's statements.
    struct Client {
        let app: WebApp
        let tracker: Tracker

        func get(_ target: String) throws(BenchmarkError) -> Measured {
            let parts = target.split(separator: "?", maxSplits: 1).map(String.init)
            let query = parts.count > 1 ? Self.pairs(parts[1]) : []
            return measure(
                HTTPRequest(
                    method: "GET", path: parts.first ?? "/", query: query,
                    headers: HTTPHeaders([("Host", "127.0.0.1"), ("Cookie", WebSuite.cookie)])))
        }

        func post(_ path: String, _ fields: KeyValuePairs<String, String>) throws(BenchmarkError) -> Measured {
            let token = String(WebSuite.cookie.drop { $0 != "=" }.dropFirst())
            let body = (fields.map { ($0.key, $0.value) } + [("_csrf", token)])
                .map { Self.encoded($0.0) + "=" + Self.encoded($0.1) }
                .joined(separator: "&")
            return measure(
                HTTPRequest(
                    method: "POST", path: path,
                    headers: HTTPHeaders([
                        ("Host", "127.0.0.1"), ("Cookie", WebSuite.cookie),
                        ("Content-Type", "application/x-www-form-urlencoded"),
                    ]), body: Array(body.utf8)))
        }

        private func measure(_ request: HTTPRequest) -> Measured {
            let before = tracker.statementCounts
            let start = ContinuousClock.now
            let response = app.handle(request)
            let wall = ContinuousClock.now - start
            return Measured(
                status: response.status, location: response.header("Location"),
                counts: tracker.statementCounts - before, wall: wall)
        }

        private static func encoded(_ text: String) -> String {
            text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
        }

        private static func pairs(_ query: String) -> [(name: String, value: String)] {
            query.split(separator: "&").map { pair in
                let halves = pair.split(separator: "=", maxSplits: 1).map(String.init)
                return (halves[0], halves.count > 1 ? halves[1] : "")
            }
        }
    }
}

/// One request: its answer and what it cost.
struct Measured {
    let status: Int
    let location: String?
    let counts: StatementCounts
    let wall: Duration
}

/// The three check-ins measured: one that records, one that changes nothing, one that removes.
enum CheckInKind: String, CaseIterable, Hashable {
    case done = "done (records the day)"
    case doneAgain = "done again (changes nothing)"
    case undo = "undo (removes the record)"

    /// The form's `action`.
    var action: String {
        switch self {
        case .done, .doneAgain: "done"
        case .undo: "undo"
        }
    }
}

/// A check-in's POST and the Today page its redirect leads to.
struct CheckInMeasurement {
    let post: Measured
    let page: Measured

    var total: StatementCounts {
        StatementCounts(
            executed: post.counts.executed + page.counts.executed, writes: post.counts.writes + page.counts.writes)
    }
}

/// Everything the statement suite counted.
struct StatementRun {
    let size: HabitMatrix.Size
    let activeHabits: Int
    let scheduled: Int
    let records: Int
    let reusedStore: Bool
    let habit: String
    /// `GET /` alone, once per round.
    let today: [Measured]
    let checkIns: [CheckInKind: [CheckInMeasurement]]
    /// Whether the habit ended the run as it began (not done today).
    let isLeftAsFound: Bool
    let day: LogicalDay

    /// The problems met: counts that differ between rounds are reported, not hidden.
    var problems: [String] {
        var problems: [String] = []
        if !isLeftAsFound { problems.append("the habit was left done: undo did not undo") }
        return problems
    }
}
