import Foundation
import Testing

/// The package's own sources and Package.swift, checked against ``BoundaryRules/kado``: this is
/// what makes `make test` (and `swift test`) fail when a front end reaches past KadoApp.
@Suite("Module boundaries of this package")
struct RepositoryBoundaryTests {
    /// The package's root: three levels above this file (Tests/KadoBoundaryTests/…).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every Swift file under Sources/, by path from the root.
    static func sources() throws -> [String: String] {
        let folder = root.appendingPathComponent("Sources")
        var files: [String: String] = [:]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return files
        }
        for case let url as URL in walker where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            files[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    @Test("no front end imports KadoStore, KadoSQLite or KadoBackup, or the other front end, nor depends on them")
    func frontEndsGoThroughKadoApp() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let sources = try Self.sources()
        #expect(sources.keys.contains("Sources/kado/main.swift"), "the sources were not found under \(Self.root.path)")
        let violations = BoundaryChecker(rules: .kado).violations(manifest: manifest, sources: sources)
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test("Package.swift is read: every front end is found, with the dependencies it declares")
    func manifestIsRead() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = PackageManifestReader.targets(in: manifest)
        let cli = try #require(targets.first { $0.name == "KadoCLI" })
        #expect(cli.dependencies.contains("KadoApp"))
        let kado = try #require(targets.first { $0.name == "kado" })
        #expect(kado.dependencies.contains("KadoCLI") && kado.dependencies.contains("KadoWeb"))
    }
}
