import Foundation
import KadoApp
import Testing

/// The version lives in ``AppVersion`` only; the README, which cannot read it, quotes it exactly.
@Suite("One app version")
struct AppVersionTests {
    @Test("the README's `kado --version` line quotes AppVersion.current")
    func readmeQuotesTheVersion() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let line = try #require(readme.split(separator: "\n").first { $0.contains("`kado --version`") })
        #expect(line.contains("`\(AppVersion.current)`"), "README.md says: \(line)")
    }
}
