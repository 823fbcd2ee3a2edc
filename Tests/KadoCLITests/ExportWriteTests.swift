import Foundation
import KadoApp
import Testing

@testable import KadoCLI

/// `kado export` writing its file: a failure is said in the settings' language around the
/// system's words, exit 74, and a device is written in place, never replaced by a file.
@Suite("Export's file that cannot be written")
struct ExportWriteTests {
    /// Whether `path` is a character device (as `/dev/full` is).
    static func isDevice(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            == .typeCharacterSpecial
    }

    @Test(
        "a full device refuses the backup with the system's reason, and stays a device",
        .enabled(if: isDevice("/dev/full")))
    func fullDevice() throws {
        let harness = try ProgramHarness()
        try harness.prepare([["add", "Lire"]])
        let result = harness.run(["export", "-o", "/dev/full"])
        #expect(result.status == .ioError, "\(result)")
        // A full disk is said in Kadō's words, the same everywhere (the database's, a backup's).
        #expect(result.error == "kado: cannot write the backup to /dev/full: the disk is full\n", "\(result.error)")
        #expect(Self.isDevice("/dev/full"))
    }

    @Test(
        "where the file cannot be written, the message is one line in each language, exit 74",
        // The message is still an English and French pair (German and Spanish read the English).
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self")), arguments: [Language.english, .french])
    func unwritable(language: Language) throws {
        let harness = try ProgramHarness()
        try harness.prepare([["add", "Lire"], ["settings", "language", language.rawValue]])
        // /proc takes no new file, whoever writes.
        let result = harness.run(["export", "-o", "/proc/kado-backup.json"])
        #expect(result.status == .ioError, "\(result)")
        #expect(!result.error.dropLast().contains("\n"), "\(result.error)")
        if language == .english {
            #expect(
                result.error.hasPrefix("kado: cannot write the backup to /proc/kado-backup.json: "), "\(result.error)")
        } else {
            #expect(
                result.error.hasPrefix(
                    "kado\u{00A0}: impossible d’écrire la sauvegarde dans /proc/kado-backup.json\u{00A0}: «"),
                "\(result.error)")
            let leftover = FrenchLanguageCheck.englishWords(in: String(result.error.dropFirst(7)))
            #expect(leftover.isEmpty, "\(leftover) in \(result.error)")
        }
    }
}
