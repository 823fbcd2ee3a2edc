import Foundation
import KadoSQLite
import KadoTestSupport
import Testing

@Suite("Several connections on one file")
struct ConcurrencyTests {
    @Test(
        "Two connections writing at once from two threads all succeed",
        arguments: [TransactionKind.immediate, .exclusive])
    func concurrentWriters(kind: TransactionKind) throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let path = folder.path("shared.sqlite")
        do {
            let setup = try Database(path: path)
            try setup.execute(
                sql: "CREATE TABLE event(id INTEGER PRIMARY KEY, writer INTEGER NOT NULL, n INTEGER NOT NULL)")
        }

        let writers = 2
        let insertsPerWriter = 500
        let errors = Locked<[String]>([])
        let ready = DispatchGroup()
        let done = DispatchGroup()
        let start = DispatchSemaphore(value: 0)

        for writer in 0..<writers {
            ready.enter()
            done.enter()
            let thread = Thread {
                var isReady = false
                defer { done.leave() }
                do {
                    let database = try Database(path: path)
                    let insert = try database.prepare("INSERT INTO event(writer, n) VALUES (?, ?)")
                    isReady = true
                    ready.leave()
                    start.wait()
                    for n in 0..<insertsPerWriter {
                        try database.transaction(kind: kind) { db in
                            // Read, then write: the pattern that fails with SQLITE_BUSY in a
                            // deferred transaction when another connection writes in between.
                            let count = try db.scalar(
                                "SELECT count(*) FROM event WHERE writer = ?", [writer], as: Int.self)
                            guard count == n else {
                                throw SQLiteError(
                                    code: .error, message: "expected \(n), saw \(String(describing: count))")
                            }
                            try insert.execute([writer, n])
                        }
                    }
                } catch {
                    errors.withValue { $0.append("writer \(writer): \(error)") }
                    if !isReady {
                        ready.leave()
                    }
                }
            }
            thread.start()
        }
        ready.wait()
        for _ in 0..<writers {
            start.signal()
        }
        done.wait()

        #expect(errors.withValue { $0 } == [])
        let database = try Database(path: path)
        #expect(try database.scalar("SELECT count(*) FROM event", as: Int.self) == writers * insertsPerWriter)
        for writer in 0..<writers {
            let numbers = try database.query(
                "SELECT n FROM event WHERE writer = ? ORDER BY id", [writer]
            ) { try $0[0] as Int }
            #expect(numbers == Array(0..<insertsPerWriter))
        }
    }
}
