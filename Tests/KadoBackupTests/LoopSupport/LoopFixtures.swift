import Foundation
import KadoSQLite
import Testing

/// The real Loop databases in `../shared/fixtures/loop` (relative to the project root), read in
/// place and never copied into the project.
enum LoopFixtures {
    /// The folder: `$KADO_FIXTURES/loop` when that variable is set, otherwise
    /// `<project root>/../shared/fixtures/loop`.
    static let folder: URL = {
        if let root = ProcessInfo.processInfo.environment["KADO_FIXTURES"], !root.isEmpty {
            return URL(fileURLWithPath: root).appendingPathComponent("loop")
        }
        // This file is <root>/Tests/KadoBackupTests/LoopSupport/LoopFixtures.swift.
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.deletingLastPathComponent().appendingPathComponent("shared/fixtures/loop")
    }()

    /// The path of `loop-v12.db`.
    static var version12: String { folder.appendingPathComponent("loop-v12.db").path }
    /// The path of `loop-v22.db`.
    static var version22: String { folder.appendingPathComponent("loop-v22.db").path }

    /// Whether both databases are there.
    static var available: Bool {
        FileManager.default.isReadableFile(atPath: version12) && FileManager.default.isReadableFile(atPath: version22)
    }

    /// Why fixture tests are skipped, shown by the test runner.
    static let missingReason = Comment(
        rawValue:
            "Loop fixture databases not found in \(folder.path) (set KADO_FIXTURES to the shared fixtures folder); "
            + "the tests that read real Loop files are skipped")

    /// Runs a query on a fixture, opened read-only, and returns its first column as integers.
    static func integers(_ path: String, _ sql: String) throws -> [Int] {
        let database = try Database(
            path: path, configuration: .init(isReadOnly: true, usesWriteAheadLog: false, enforcesForeignKeys: false))
        return try database.query(sql) { row in try row[0] as Int }
    }
}
