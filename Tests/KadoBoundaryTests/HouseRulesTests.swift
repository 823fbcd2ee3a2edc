import Foundation
import Testing

/// The house rules (``HouseRules``) on samples, then on the repository.
@Suite("The rooms of the house: ports, system calls, one type a file")
struct HouseRulesTests {
    @Test("a forbidden import in KadoApp is found; in another module, or in a comment, it is not")
    func kadoAppImports() {
        let found = HouseRules.forbiddenImports(in: [
            "Sources/KadoApp/A.swift": "import Foundation\n#if canImport(Glibc)\n    import Glibc\n#endif\n",
            "Sources/KadoApp/B.swift": "// import FoundationNetworking\nimport KadoCore\n",
            "Sources/KadoSystem/C.swift": "import Glibc\n",
            "Sources/KadoApp/D.swift": "@_exported import KadoSQLite\n",
        ])
        #expect(
            found == [
                "Sources/KadoApp/A.swift:3: KadoApp imports Glibc; the system is reached through KadoApp's ports",
                "Sources/KadoApp/D.swift:1: KadoApp imports KadoSQLite; the system is reached through KadoApp's ports",
            ])
    }

    @Test(
        "system calls outside KadoSystem are found in code only",
        arguments: [
            ("flock(descriptor, LOCK_EX)", true),
            ("let session = URLSession(configuration: .ephemeral)", true),
            ("_ = sendfile(out, in, &offset, count)", true),
            ("// flock(descriptor, LOCK_EX)", false),
            ("let text = \"flock(2)\"", false),
            ("myflock(descriptor)", false),
            ("lock.flock(x)", false),
        ])
    func systemCalls(line: String, found: Bool) {
        let sources = ["Sources/KadoApp/A.swift": line + "\n", "Sources/KadoSystem/B.swift": line + "\n"]
        #expect(HouseRules.systemCallsOutsideKadoSystem(in: sources).count == (found ? 1 : 0))
    }

    @Test(
        "primary types: top-level and not private; nested, private and extensions are not",
        arguments: [
            ("struct A {}\nstruct B {}", ["A", "B"]),
            ("public final class A {\n    struct Nested {}\n}\nprivate enum Helper {}", ["A"]),
            ("enum A {}\nextension A {\n    struct Inner {}\n}\nfileprivate struct F {}", ["A"]),
            ("@MainActor\npublic protocol P {}\n/// struct Documented {}\nlet s = \"struct X {\"", ["P"]),
            ("indirect enum Tree {\n    case leaf\n}\nactor Worker {}", ["Tree", "Worker"]),
        ])
    func primaryTypes(source: String, types: [String]) {
        #expect(HouseRules.primaryTypes(in: source) == types)
    }

    @Test("KadoApp imports none of Glibc, Darwin, FoundationNetworking, KadoSQLite")
    func kadoAppReachesTheSystemThroughPorts() throws {
        let found = HouseRules.forbiddenImports(in: try RepositoryBoundaryTests.sources())
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test("only KadoSystem calls flock, sendfile or URLSession")
    func onlyKadoSystemCallsTheSystem() throws {
        let found = HouseRules.systemCallsOutsideKadoSystem(in: try RepositoryBoundaryTests.sources())
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test("no source file declares more than one primary type")
    func oneTypeAFile() throws {
        let found = HouseRules.filesWithSeveralPrimaryTypes(in: try RepositoryBoundaryTests.sources())
        let lines = found.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.joined(separator: ", "))" }
        #expect(found.isEmpty, "\(found.count) files:\n\(lines.joined(separator: "\n"))")
    }
}
