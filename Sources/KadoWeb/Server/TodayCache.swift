import Dispatch
import Foundation
import KadoApp
import Synchronization

/// Today's page (and the Overview's, each under its own ``Key/page``) as the sessions last
/// computed it, shared by every session of a ``WebApp``: a
/// request whose answer would be the same bytes as one already computed gets those bytes, and
/// identical requests that arrive together compute the page once (single-flight) — the others wait
/// for the first and answer with its page. Eight clients reloading Today cost one render, not eight.
///
/// ## What a page depends on, and so its key
/// - **The database**, through ``generation``: a number that only grows. Every request, before it
///   reads anything from the database (its settings included), passes
///   ``observe(_:lastSeen:)`` the ``DataVersion`` its session's connection sees now; when it
///   differs from the one that session saw last, the generation grows. A successful
///   state-changing request also makes it grow once its transaction has committed
///   (``invalidate()``), though the next check would have seen it.
/// - **Everything else the bytes are made of**, in ``Key``: the ``AppContext`` the page was made
///   with — the settings (language, week start, day start, appearance, read from the database
///   after the check; the week start, until chosen, from the request's `Accept-Language`), the calendar (time zone and day boundary), and the logical day from the clock — and
///   the CSRF token its forms carry. Nothing else on Today depends on the clock (no time of day,
///   no reminder, no "due" moment: only the logical day), the host, or the request's other headers.
/// - **Not cached at all**: a page that sets a cookie (a browser's first visit: its new CSRF
///   token), a request with a query (the notice a redirect shows once), an error (only a 200 is
///   kept), and any request whose version could not be read. `Accept-Encoding` and HEAD are applied
///   by ``WebApp/handle(_:)`` after the session answered, to the cached page as to a fresh one;
///   a kept page carries a ``GzipMemo``, so its gzip form is made once, not per request.
///
/// ## Why a cached page is never stale
/// Take a request R and any commit C that finished before R's check (in this process or another).
/// R's session S saw a version before C committed at some earlier check, and sees another at the
/// first of its checks after C (`data_version` moves when another connection commits, the change
/// count when S's own does): that check grew the generation, after C and no later than R's. R
/// then reads the generation, so R's key holds a generation that first existed after C. A page
/// stored under that generation was computed by a request that read the same number, so after it
/// existed, hence after C, and read the database only after that: it includes C. A page computed
/// across a commit is stored under the generation read *before* computing, which that commit's
/// check makes old, so nobody who could see the commit is served it. Pages of older generations
/// can never match again and are dropped as soon as the generation grows.
///
/// Memory stays bounded: at most ``capacity`` pages (one per browser's token at the current state),
/// the oldest dropped first, plus the pages being computed.
final class TodayCache: Sendable {
    /// What a page's bytes depend on, beside the database.
    struct Key: Hashable, Sendable {
        let generation: UInt64
        let context: AppContext
        let csrfToken: String
        /// Which page: `/` for Today, else the page's path and the query that chose what it
        /// shows (the Overview's days and habits).
        var page = "/"
    }

    /// A page being computed: whoever asks for the same key meanwhile waits for it.
    private final class Flight: Sendable {
        let done = DispatchGroup()
        let result = Mutex<HTTPResponse?>(nil)

        init() { done.enter() }
    }

    private struct State {
        var generation: UInt64 = 0
        /// The pages kept, oldest first.
        var pages: [(key: Key, response: HTTPResponse)] = []
        var flights: [Key: Flight] = [:]
        var waiting = 0
        var computations = 0
        /// The habits' name twins as last found, and the generation they were found at.
        var twins: (generation: UInt64, found: [UUID: NameTwin])?
        var twinSearches = 0
    }

    /// How many pages are kept at most.
    let capacity: Int
    /// Today's rows as last rendered, shared by the sessions like the pages.
    let rows = TodayRowCache()
    /// Today's summaries as last computed, shared by the sessions' trackers.
    let summaries = TodaySummaryCache()
    /// The gzip chunks of the last Today compressed, shared by the sessions like the rows.
    let gzipChunks = ChunkedGzip()
    private let state = Mutex(State())
    /// Called as a page starts being computed, outside the lock (tests hold it there to gather
    /// identical requests behind it).
    let willCompute = Mutex<(@Sendable () -> Void)?>(nil)

    init(capacity: Int = 8) {
        self.capacity = max(1, capacity)
    }

    /// The generation a request must use, after comparing `version` — its session's connection's
    /// version, read now and before anything else the request reads — with `lastSeen`, the one
    /// that session saw last (updated). `nil` when the version could not be read: then the request
    /// is answered without the cache.
    func observe(_ version: DataVersion?, lastSeen: inout DataVersion?) -> UInt64? {
        guard let version else {
            lastSeen = nil
            return nil
        }
        let moved = version != lastSeen
        lastSeen = version
        return state.withLock { state in
            if moved { Self.advance(&state) }
            return state.generation
        }
    }

    /// Makes every kept page old: for a change that just committed.
    func invalidate() {
        state.withLock { Self.advance(&$0) }
    }

    private static func advance(_ state: inout State) {
        state.generation += 1
        state.pages.removeAll()
    }

    /// The current generation.
    var generation: UInt64 { state.withLock { $0.generation } }
    /// How many pages were computed through the cache.
    var computations: Int { state.withLock { $0.computations } }
    /// How many requests wait for a page being computed.
    var waiting: Int { state.withLock { $0.waiting } }
    /// How many times the name twins were searched for (``nameTwins(at:find:)``).
    var twinSearches: Int { state.withLock { $0.twinSearches } }

    /// The habits' name twins (``HabitUseCases/nameTwins()``) for a request of `generation`:
    /// found by `find` once per generation, and kept for the requests that read the same one.
    /// Each Today and Overview asks, and loading every habit to compare the list with the one
    /// the twins were last found in took an eighth of Today on a thousand habits. They are
    /// never stale, for the reason a kept page is not (see the type's notes): a request that
    /// could see a commit reads a generation that first existed after it. `nil` (no generation
    /// read) finds them now, for this request alone.
    func nameTwins(
        at generation: UInt64?, find: () throws -> [UUID: NameTwin]
    ) rethrows -> [UUID: NameTwin] {
        if let generation,
            let kept = state.withLock({ $0.twins?.generation == generation ? $0.twins?.found : nil })
        {
            return kept
        }
        let found = try find()
        state.withLock { state in
            state.twinSearches += 1
            // Found for an older generation, they cannot be asked for again.
            if let generation, generation == state.generation { state.twins = (generation, found) }
        }
        return found
    }

    /// The page for `key`: kept, being computed (then waited for), or computed now by `compute`.
    /// A page `compute` fails to make, or makes with another status than 200, is not kept; those
    /// who waited for it compute their own.
    func response(for key: Key, compute: () throws -> HTTPResponse) throws -> HTTPResponse {
        try response(forKey: key, computeKeeping: { (try compute(), true) })
    }

    /// The page for `key`, as ``response(for:compute:)`` gives it, but kept only when `compute`
    /// says it may be: `false` for a page that depends on more than its key (the clock's time).
    func response(forKey key: Key, computeKeeping compute: () throws -> (HTTPResponse, isKept: Bool)) throws
        -> HTTPResponse
    {
        enum Step {
            case kept(HTTPResponse)
            case wait(Flight)
            case lead(Flight)
        }
        let step = state.withLock { state -> Step in
            if let kept = state.pages.last(where: { $0.key == key }) { return .kept(kept.response) }
            if let flight = state.flights[key] {
                state.waiting += 1
                return .wait(flight)
            }
            let flight = Flight()
            state.flights[key] = flight
            state.computations += 1
            return .lead(flight)
        }
        switch step {
        case .kept(let response):
            return response
        case .wait(let flight):
            flight.done.wait()
            state.withLock { $0.waiting -= 1 }
            if let response = flight.result.withLock({ $0 }) { return response }
            return try compute().0
        case .lead(let flight):
            var response: HTTPResponse
            let isKept: Bool
            do {
                willCompute.withLock { $0 }?()
                (response, isKept) = try compute()
                // Compressed at most once however many requests the kept page answers.
                // A page that carries its own memo (Today's, compressed in chunks) keeps it.
                if isKept, response.status == 200, response.gzipMemo?.isMemo(of: response.body) != true {
                    response.gzipMemo = GzipMemo(for: response.body)
                }
            } catch {
                land(flight, key: key, response: nil)
                throw error
            }
            land(flight, key: key, response: isKept ? response : nil)
            return response
        }
    }

    /// Ends `flight`: keeps its page when it is a 200 of the current generation, and wakes those
    /// who wait for it.
    private func land(_ flight: Flight, key: Key, response: HTTPResponse?) {
        let page = response?.status == 200 ? response : nil
        state.withLock { state in
            state.flights[key] = nil
            if let page, key.generation == state.generation {
                state.pages.append((key, page))
                if state.pages.count > capacity { state.pages.removeFirst(state.pages.count - capacity) }
            }
        }
        flight.result.withLock { $0 = page }
        flight.done.leave()
    }
}
