import Foundation
import KadoSQLite
import KadoTestSupport

/// A writable copy of another app's fixture database, changed by SQL for a test, read back as
/// bytes: the fixture itself is never touched.
enum FixtureDatabase {
    /// The bytes of fixture `name` after `statements` ran on a copy of it in `folder` (a new
    /// temporary one by default); `lenient` skips the statements SQLite refuses.
    static func changed(_ name: String, _ statements: [String], lenient: Bool = false, in folder: URL? = nil) throws
        -> Data
    {
        let place =
            folder ?? FileManager.default.temporaryDirectory.appendingPathComponent("kado-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
        let path = place.appendingPathComponent("\(UUID().uuidString)-\(name)").path
        defer {
            if folder == nil {
                try? FileManager.default.removeItem(at: place)
            } else {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        try ForeignFixtures.data(name).write(to: URL(fileURLWithPath: path))
        do {
            let database = try Database(path: path, configuration: .init(usesWriteAheadLog: false))
            for statement in statements {
                if lenient { try? database.execute(sql: statement) } else { try database.execute(sql: statement) }
            }
        }
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }
}
