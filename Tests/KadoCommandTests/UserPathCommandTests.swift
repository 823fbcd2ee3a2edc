import Foundation
import KadoTestSupport
import Testing

/// Paths a person types: a database in a relative folder of any name, and files that cannot be
/// read, said in the system's words (in French for a French database), never Foundation's.
@Suite("Paths a person types, end to end", .tags(.endToEnd), .endToEndTierOnly)
struct UserPathCommandTests {
    @Test(
        "--db and KADO_DB take a relative path in a folder of one character, missing or not",
        arguments: ["k", "a/k.sqlite", "a/b/k.sqlite", "./k.sqlite", "x/../k.sqlite", "é/k"])
    func relativeDatabase(path: String) throws {
        let sandbox = try Sandbox()
        let work = sandbox.folder.appendingPathComponent("work", isDirectory: true)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let added = try sandbox.kado(["--db", path, "add", "Run"], workingDirectory: work)
        #expect(added.status == 0 && added.error.isEmpty, "\(added)")
        let viaEnvironment = try sandbox.kado(["done", "Run"], environment: ["KADO_DB": path], workingDirectory: work)
        #expect(viaEnvironment.status == 0 && viaEnvironment.error.isEmpty, "\(viaEnvironment)")
        #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent(path).path))
        let listed = try sandbox.kado(["--db", path, "list"], workingDirectory: work)
        #expect(listed.status == 0 && listed.output.contains("Run"), "\(listed)")
    }

    /// A file that cannot be read: a missing one, and a folder.
    static let unreadable: [(path: String, english: String, french: String)] = [
        ("/nonexistent/secret", "No such file or directory", "le fichier ou le dossier n’existe pas"),
        ("/tmp", "Is a directory", "c’est un dossier"),
    ]

    @Test("an unreadable --password-file or --passphrase-file is named with the system's reason, exit 74")
    func secretFiles() throws {
        for (path, english, french) in Self.unreadable {
            for language in ["en", "fr"] {
                let sandbox = try Sandbox()
                try sandbox.succeed(["settings", "language", language])
                let target = sandbox.folder.appendingPathComponent("target").path
                let before = try sandbox.snapshot()
                let passphrase = try sandbox.kado(
                    ["sync", "setup", "folder", target, "--encrypt", "--passphrase-file", path])
                let password = try sandbox.kado(
                    [
                        "sync", "setup", "webdav", "https://dav.example.org/kado", "--user", "ann", "--password-file",
                        path,
                    ])
                for (result, english, french) in [
                    (
                        passphrase, "cannot read the passphrase file \(path) (\(english))",
                        "impossible de lire le fichier de phrase de passe \(path) (\(french))"
                    ),
                    (
                        password, "cannot read the password file \(path) (\(english))",
                        "impossible de lire le fichier de mot de passe \(path) (\(french))"
                    ),
                ] {
                    #expect(result.status == 74, "\(result)")
                    #expect(result.error.contains(language == "en" ? english : french), "\(result.error)")
                    #expect(!result.error.contains("Domain") && !result.error.contains("UserInfo"), "\(result.error)")
                }
                #expect(try sandbox.snapshot() == before)
                #expect(!FileManager.default.fileExists(atPath: target))
            }
        }
    }

    @Test("a backup file that cannot be read is named with the system's reason, in English and French")
    func unreadableBackup() throws {
        for (path, english, french) in Self.unreadable {
            for language in ["en", "fr"] {
                let sandbox = try Sandbox()
                try sandbox.succeed(["settings", "language", language])
                let before = try sandbox.snapshot()
                let result = try sandbox.kado(["import", path])
                #expect(result.status == 74, "\(result)")
                let expected =
                    language == "en" ? "\(path): cannot be read: \(english)" : "ne peut pas être lu\u{00A0}: \(french)"
                #expect(result.error.contains(expected), "\(result.error)")
                #expect(try sandbox.snapshot() == before)
            }
        }
    }
}
