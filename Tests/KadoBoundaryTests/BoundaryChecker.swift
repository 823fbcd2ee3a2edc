/// Finds where front-end targets cross ``BoundaryRules``: an `import` of a forbidden module in
/// their sources, or a dependency on one in Package.swift. Works on texts, so tests can check
/// samples as well as the repository.
struct BoundaryChecker {
    /// One crossing, phrased for the person who must fix it.
    struct Violation: Hashable, CustomStringConvertible {
        /// `Sources/KadoCLI/Commands/X.swift:3` or `Package.swift`.
        let location: String
        let target: String
        let module: String
        let kind: Kind

        enum Kind: Hashable {
            case sourceImport
            case packageDependency
            /// A front end's directory or target is missing: the rules no longer describe the package.
            case missingTarget
        }

        var description: String {
            switch kind {
            case .sourceImport:
                "\(location): \(target) imports \(module); front ends go through KadoApp (see ARCHITECTURE.md)"
            case .packageDependency:
                "\(location): \(target) depends on \(module); front ends depend on KadoApp and KadoCore only"
            case .missingTarget:
                "\(location): no target \(target) found; update BoundaryRules to the package's targets"
            }
        }
    }

    let rules: BoundaryRules

    /// The crossings in `manifest` (Package.swift's text) and `sources` (path from the package
    /// root → text, for every Swift file under `Sources/`).
    func violations(manifest: String, sources: [String: String]) -> [Violation] {
        var found: [Violation] = []
        let targets = PackageManifestReader.targets(in: manifest)
        for frontEnd in rules.frontEnds {
            guard let target = targets.first(where: { $0.name == frontEnd.target }) else {
                found.append(
                    Violation(location: "Package.swift", target: frontEnd.target, module: "", kind: .missingTarget))
                continue
            }
            for module in target.dependencies where frontEnd.forbidden.contains(module) {
                guard rules.temporary["\(frontEnd.target): \(module)"] == nil else { continue }
                found.append(
                    Violation(
                        location: "Package.swift", target: frontEnd.target, module: module, kind: .packageDependency))
            }
            let folder = "Sources/\(frontEnd.target)/"
            let files = sources.keys.filter { $0.hasPrefix(folder) }.sorted()
            if files.isEmpty {
                found.append(Violation(location: folder, target: frontEnd.target, module: "", kind: .missingTarget))
            }
            for file in files {
                for imported in SwiftSourceScanner.imports(in: sources[file] ?? "")
                where frontEnd.forbidden.contains(imported.module) {
                    guard rules.temporary["\(frontEnd.target): \(imported.module)"] == nil else { continue }
                    found.append(
                        Violation(
                            location: "\(file):\(imported.line)", target: frontEnd.target, module: imported.module,
                            kind: .sourceImport))
                }
            }
        }
        return found
    }
}
