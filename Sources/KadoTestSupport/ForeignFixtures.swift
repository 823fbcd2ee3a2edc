import Foundation

/// The files of other apps in `../shared/fixtures/other` (relative to the project root), read in
/// place and never copied into the project.
public enum ForeignFixtures {
    /// The folder: `$KADO_FIXTURES/other` when that variable is set, otherwise
    /// `<project root>/../shared/fixtures/other`.
    public static let folder: URL = {
        if let root = ProcessInfo.processInfo.environment["KADO_FIXTURES"], !root.isEmpty {
            return URL(fileURLWithPath: root).appendingPathComponent("other")
        }
        // This file is <root>/Sources/KadoTestSupport/ForeignFixtures.swift.
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.deletingLastPathComponent().appendingPathComponent("shared/fixtures/other")
    }()

    /// The path of the fixture `name` (`habitbull.csv`).
    public static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The bytes of the fixture `name`.
    public static func data(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(name)) }

    /// Whether the fixtures are there.
    public static var available: Bool {
        ["habitbull.csv", "habitbull2.csv", "loop-csv-export/Habits.csv", "rewire.db", "tickmate.db"].allSatisfy {
            FileManager.default.isReadableFile(atPath: path($0))
        }
    }

    /// Why fixture tests are skipped, shown by the test runner.
    public static let missingReason =
        "Other apps' fixture files not found in \(folder.path) (set KADO_FIXTURES to the shared fixtures "
        + "folder); the tests that read them are skipped"
}
