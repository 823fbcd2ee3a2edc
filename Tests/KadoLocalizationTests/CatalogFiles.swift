import Foundation

@testable import KadoLocalization

/// The catalog files of the source tree, read as the tests find them (not as built in).
enum CatalogFiles {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// Sources/KadoLocalization/Catalogs.
    static let folder = root.appendingPathComponent("Sources/KadoLocalization/Catalogs")
    /// The template's path.
    static let templateURL = folder.appendingPathComponent("kado.pot")

    /// The `.po` files of the folder, by name without extension (`fr`, `de`, `es`).
    static func translationURLs() throws -> [String: URL] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".po") }
        return Dictionary(
            uniqueKeysWithValues: names.map { (String($0.dropLast(3)), folder.appendingPathComponent($0)) })
    }

    /// The text of `url`.
    static func text(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    /// The template, parsed.
    static func template() throws -> POFile {
        try POFile(parsing: text(templateURL))
    }

    /// Every translation, parsed, with its language.
    static func translations() throws -> [(language: Language, file: POFile, name: String)] {
        try translationURLs().sorted { $0.key < $1.key }.map { name, url in
            (Language(rawValue: name) ?? .english, try POFile(parsing: text(url)), name)
        }
    }
}
