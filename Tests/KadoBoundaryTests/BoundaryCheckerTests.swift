import Testing

/// The checker itself, on samples: it must fail on every way a front end can cross a boundary,
/// and only on those.
@Suite("Boundary checker")
struct BoundaryCheckerTests {
    static let rules = BoundaryRules(
        frontEnds: [
            .init(target: "KadoCLI", forbidden: ["KadoStore", "KadoSQLite", "KadoBackup", "KadoWeb", "KadoLegacy"]),
            .init(target: "kado", forbidden: ["KadoStore", "KadoLegacy"]),
        ],
        temporary: ["KadoCLI: KadoLegacy": "being moved"])

    static let cleanManifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Sample",
            targets: [
                .target(name: "KadoStore", dependencies: ["KadoCore"]),
                // The CLI: .target(name: "KadoCLI", dependencies: ["KadoStore"]) was the old shape.
                .target(
                    name: "KadoCLI",
                    dependencies: [
                        "KadoApp",  // not "KadoStore"
                        .target(name: "KadoCore"),
                    ]),
                .executableTarget(name: "kado", dependencies: ["KadoCLI", "KadoWeb"]),
                .testTarget(name: "KadoCLITests", dependencies: ["KadoCLI", "KadoStore"]),
            ]
        )
        """

    static func check(manifest: String = cleanManifest, _ sources: [String: String]) -> [BoundaryChecker.Violation] {
        BoundaryChecker(rules: rules).violations(
            manifest: manifest,
            sources: sources.merging(
                ["Sources/kado/main.swift": "import KadoCLI\n", "Sources/KadoCLI/Program.swift": "import KadoApp\n"]
            ) { sample, _ in sample })
    }

    @Test(
        "an import of a forbidden module is found, however it is written",
        arguments: [
            ("import KadoStore", "KadoStore", 1),
            ("import Foundation\nimport KadoSQLite", "KadoSQLite", 2),
            ("@testable import KadoStore", "KadoStore", 1),
            ("public import KadoBackup", "KadoBackup", 1),
            ("internal import KadoStore", "KadoStore", 1),
            ("@_exported import KadoStore", "KadoStore", 1),
            ("@preconcurrency internal import KadoSQLite", "KadoSQLite", 1),
            ("import struct KadoStore.StoreError", "KadoStore", 1),
            ("import KadoSQLite.Submodule", "KadoSQLite", 1),
            ("    import KadoWeb", "KadoWeb", 1),
            ("#if canImport(KadoStore)\n    import KadoStore\n#endif", "KadoStore", 2),
            ("import Foundation; import KadoStore", "KadoStore", 1),
            ("/* a note */ import KadoStore", "KadoStore", 1),
            ("let x = \"import\"\nimport KadoStore // the store", "KadoStore", 2),
        ])
    func findsImports(source: String, module: String, line: Int) {
        let violations = Self.check(["Sources/KadoCLI/Commands/Sample.swift": source])
        #expect(
            violations == [
                .init(
                    location: "Sources/KadoCLI/Commands/Sample.swift:\(line)", target: "KadoCLI", module: module,
                    kind: .sourceImport)
            ])
    }

    @Test(
        "comments, strings, allowed modules and other targets are no crossing",
        arguments: [
            "import KadoApp\nimport KadoCore\nimport Foundation",
            "// import KadoStore",
            "/* import KadoStore\n   import KadoSQLite */",
            "/* outer /* nested */ import KadoStore */",
            "let html = \"\"\"\n    import KadoStore\n    \"\"\"",
            "let text = #\"import KadoStore\"#",
            "let text = #\"\"\"\nimport KadoStore \"\"\" still inside\n\"\"\"#",
            "let sql = \"import KadoStore\"",
            "import KadoStoreKit",
            "func importKadoStore() {}",
            "#if canImport(KadoStore)\n#endif",
        ])
    func ignoresNonImports(source: String) {
        #expect(Self.check(["Sources/KadoCLI/Sample.swift": source]).isEmpty)
    }

    @Test("each target has its own rules: the composition root may join the front ends, a test target anything")
    func perTarget() {
        #expect(Self.check(["Sources/kado/Compose.swift": "import KadoWeb\nimport KadoCLI"]).isEmpty)
        #expect(Self.check(["Tests/KadoCLITests/T.swift": "import KadoStore"]).isEmpty)
        #expect(Self.check(["Sources/KadoApp/T.swift": "import KadoStore"]).isEmpty)
        #expect(
            Self.check(["Sources/kado/Compose.swift": "import KadoStore"])
                == [
                    .init(
                        location: "Sources/kado/Compose.swift:1", target: "kado", module: "KadoStore",
                        kind: .sourceImport)
                ])
    }

    @Test("a crossing allowed for now passes in its target only, as an import and as a dependency")
    func temporaryCrossings() {
        #expect(Self.check(["Sources/KadoCLI/Old.swift": "import KadoLegacy"]).isEmpty)
        #expect(Self.check(["Sources/KadoCLI/Old.swift": "import KadoStore"]).count == 1)
        #expect(Self.check(["Sources/kado/New.swift": "import KadoLegacy"]).count == 1)
        let manifest = """
            let package = Package(name: "S", targets: [
                .target(name: "KadoCLI", dependencies: ["KadoApp", "KadoLegacy"]),
                .executableTarget(name: "kado", dependencies: ["KadoCLI", "KadoLegacy"]),
            ])
            """
        #expect(
            Self.check(manifest: manifest, [:])
                == [.init(location: "Package.swift", target: "kado", module: "KadoLegacy", kind: .packageDependency)])
    }

    @Test(
        "a forbidden dependency in Package.swift is found, however it is written",
        arguments: [
            #".target(name: "KadoCLI", dependencies: ["KadoApp", "KadoStore"]),"#,
            #".target(name: "KadoCLI", dependencies: [.target(name: "KadoStore")]),"#,
            #".target(name: "KadoCLI", dependencies: [.product(name: "KadoStore", package: "kado")]),"#,
            #".target(name: "KadoCLI", dependencies: [.byName(name: "KadoStore")]),"#,
            #".target(name: "KadoCLI", dependencies: ["KadoApp", .target(name: "KadoStore", condition: .when(platforms: [.linux]))]),"#,
            ".target(\n    name: \"KadoCLI\", path: \"Sources/KadoCLI\",\n    dependencies: [\n        \"KadoStore\",\n    ]),",
        ])
    func findsDependencies(declaration: String) {
        let manifest = """
            let package = Package(name: "Sample", targets: [
                .target(name: "KadoStore"),
                \(declaration)
                .executableTarget(name: "kado", dependencies: ["KadoCLI"]),
            ])
            """
        let violations = Self.check(manifest: manifest, ["Sources/KadoCLI/A.swift": "import KadoApp"])
        #expect(
            violations == [
                .init(location: "Package.swift", target: "KadoCLI", module: "KadoStore", kind: .packageDependency)
            ])
    }

    @Test("the clean sample passes: dependencies in comments and other targets' dependencies are no crossing")
    func cleanManifestPasses() {
        #expect(Self.check(["Sources/KadoCLI/A.swift": "import KadoApp"]).isEmpty)
    }

    @Test("a front end the manifest or the sources no longer have is reported, not silently passed")
    func missingTargets() {
        let manifest = #"let package = Package(name: "S", targets: [.executableTarget(name: "kado")])"#
        let violations = Self.check(manifest: manifest, [:])
        #expect(
            violations.contains {
                $0.kind == .missingTarget && $0.target == "KadoCLI" && $0.location == "Package.swift"
            })
        let noSources = BoundaryChecker(rules: Self.rules).violations(manifest: Self.cleanManifest, sources: [:])
        #expect(noSources.contains { $0.kind == .missingTarget && $0.location == "Sources/KadoCLI/" })
    }
}
