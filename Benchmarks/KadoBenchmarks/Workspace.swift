import Foundation
import KadoApp
import KadoCore
import KadoTestSupport

/// What the store, backup and snapshot suites share in one run: a private folder for databases,
/// files and the children's output, the `kado` binary and the sqlite3 shell, the generated
/// matrices, and the stores loaded through ``HabitStore``. Loading matrix L takes about half a
/// minute, so it is loaded once and every suite after the first reuses that database.
final class Workspace {
    let options: BenchmarkOptions
    let log: (String) -> Void
    /// The private folder.
    let folder: String
    private var kado: String?
    private var shellProcess: (process: ChildProcess, version: String)?
    private var matrices: [String: HabitMatrix] = [:]
    /// How long each store loaded so far (at ``storePath(_:)``) took to load, by matrix name.
    private var stores: [String: Duration] = [:]

    /// Creates the folder.
    init(options: BenchmarkOptions, log: @escaping (String) -> Void) throws(BenchmarkError) {
        self.options = options
        self.log = log
        folder = NSTemporaryDirectory() + "kado-bench-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.removeItem(atPath: folder)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw BenchmarkError("cannot create \(folder): \(error)")
        }
    }

    /// Deletes the folder and everything in it.
    func removeFiles() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The release `kado` to time, built (or checked up to date) on first use.
    func kadoPath() throws(BenchmarkError) -> String {
        if let kado { return kado }
        let path = try KadoBinary.locate(explicit: options.kadoPath, folder: folder, log: log)
        kado = path
        return path
    }

    /// The sqlite3 shell.
    func shell() throws(BenchmarkError) -> ChildProcess {
        try locateShell().process
    }

    /// `3.40.1 2022-12-28`.
    func shellVersion() throws(BenchmarkError) -> String {
        try locateShell().version
    }

    private func locateShell() throws(BenchmarkError) -> (process: ChildProcess, version: String) {
        if let shellProcess { return shellProcess }
        let shell = try ShellBinary.locate(folder: folder)
        let version = try shell.run(["--version"], capturesOutput: true).output
            .split(separator: " ").prefix(2).joined(separator: " ")
        shellProcess = (shell, version)
        return (shell, version)
    }

    /// The matrix of `size` with the run's seed, generated on first use.
    func matrix(_ size: HabitMatrix.Size) -> HabitMatrix {
        if let matrix = matrices[size.name] { return matrix }
        let matrix = HabitMatrix(size: size, seed: options.seed)
        matrices[size.name] = matrix
        return matrix
    }

    /// Where the store of `size` is (or will be) loaded.
    func storePath(_ size: HabitMatrix.Size) -> String {
        folder + "/store-\(size.name).sqlite"
    }

    /// Records that the store of `size` was loaded at ``storePath(_:)`` in `duration`.
    func registerStore(_ size: HabitMatrix.Size, loadedIn duration: Duration) {
        stores[size.name] = duration
    }

    /// The store of `size` at ``storePath(_:)``: the one an earlier suite loaded (and may have
    /// changed since), or a fresh load through the store now.
    /// - Returns: the path, and the load's duration.
    func loadedStore(_ size: HabitMatrix.Size, by suite: String) throws(BenchmarkError) -> (
        path: String, load: Duration, reused: Bool
    ) {
        let path = storePath(size)
        if let load = stores[size.name] { return (path, load, true) }
        let matrix = matrix(size)
        log(
            "\(suite): loading \(size.name) (\(matrix.habits.count) habits, \(matrix.completions.count) records) "
                + "through the store…")
        let load = try StoreSuite.load(matrix, into: path, now: Workspace.noon(of: matrix.today)).wall
        log("\(suite): loaded in \(format(seconds: load))")
        registerStore(size, loadedIn: load)
        return (path, load, false)
    }

    /// Runs the `kado` binary on the database at `database`, with a fixed clock (noon UTC of the
    /// matrices' today) and locale.
    func kadoProcess(database: String) throws(BenchmarkError) -> ChildProcess {
        ChildProcess(
            executable: try kadoPath(),
            environment: [
                "KADO_DB": database, "KADO_NOW": Workspace.kadoNow(of: HabitMatrix.defaultToday), "TZ": "UTC",
                "LANG": "C.UTF-8", "NO_COLOR": "1", "HOME": folder,
            ], folder: folder)
    }

    /// Noon (UTC) of `day`: the clock of every in-process tracker and store.
    static func noon(of day: LogicalDay) -> Date {
        Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + 43_200)
    }

    /// `KADO_NOW` for noon (UTC) of `day`.
    static func kadoNow(of day: LogicalDay) -> String {
        "\(day)T12:00:00Z"
    }

    /// Trackers over a store as the `kado` runs above see it (UTC, midnight days, weeks from
    /// Sunday, English); each is given its clock.
    static let trackers = TrackerBuilder().timeZone(StoreSuite.kadoCalendar.boundary.timeZone)
        .defaults(Settings(dayStart: 0, weekStart: .sunday, language: .english))

    /// A tracker over the store at `path` as the `kado` runs above see it (``trackers``), its
    /// clock at noon of `day`.
    static func tracker(path: String, today day: LogicalDay) throws(BenchmarkError) -> Tracker {
        do {
            return try trackers.now(noon(of: day)).open(at: path)
        } catch {
            throw BenchmarkError("cannot open a tracker on \(path): \(error)")
        }
    }
}
