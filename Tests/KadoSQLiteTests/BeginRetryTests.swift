import Foundation
import KadoSQLite
import KadoTestSupport
import Testing

@Suite("Beginning a transaction while another connection writes for long")
struct BeginRetryTests {
    @Test("A writer held up longer than its busy timeout begins again, and writes once")
    func beginsAgainAfterTheTimeout() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let path = folder.path("retry.sqlite")
        try Database(path: path).execute(sql: "CREATE TABLE t(a TEXT NOT NULL)")
        let holding = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let holderErrors = Locked<[String]>([])
        let holder = Thread {
            do {
                try Database(path: path).transaction { db in
                    try db.execute("INSERT INTO t VALUES ('long write')")
                    holding.signal()
                    // Three times the waiter's busy timeout: one wait alone would fail.
                    Thread.sleep(forTimeInterval: 0.6)
                }
            } catch {
                holderErrors.withValue { $0.append("\(error)") }
                holding.signal()
            }
            finished.signal()
        }
        holder.start()
        holding.wait()
        let waiter = try Database(path: path, configuration: Database.Configuration(busyTimeout: .milliseconds(200)))
        try waiter.transaction { db in try db.execute("INSERT INTO t VALUES ('check-in')") }
        finished.wait()
        #expect(holderErrors.withValue { $0.isEmpty })
        #expect(
            try waiter.query("SELECT a FROM t ORDER BY rowid") { try $0[0] as String } == ["long write", "check-in"])
    }
}
