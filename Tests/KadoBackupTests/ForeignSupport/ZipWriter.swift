import CZlib
import Foundation
import KadoTestSupport

/// Writes zip archives for tests: each entry stored or deflated, with its CRC-32, as Java's
/// `ZipOutputStream` (which Loop uses) writes them.
enum ZipWriter {
    struct Entry {
        var name: String
        var data: [UInt8]
        var deflated = true
    }

    /// The archive of `entries`, written by ``ZipBomb/archive(_:)``: each entry's real size
    /// declared, deflated or stored as it says.
    static func archive(_ entries: [Entry]) -> Data {
        ZipBomb.archive(
            entries.map { $0.deflated ? ZipBomb.file($0.data, name: $0.name) : ZipBomb.stored($0.data, name: $0.name) })
    }

    /// The files of the fixture folder `loop-csv-export/`, by their paths inside it.
    static func fixtureFiles() throws -> [String: Data] {
        let root = URL(fileURLWithPath: ForeignFixtures.path("loop-csv-export"))
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: root.path) {
            let url = root.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            if isFolder.boolValue {
                files[name + "/Checkmarks.csv"] = try Data(contentsOf: url.appendingPathComponent("Checkmarks.csv"))
            } else {
                files[name] = try Data(contentsOf: url)
            }
        }
        return files
    }

    /// The fixture folder as Loop's zip archive holds it.
    static func fixtureArchive() throws -> Data {
        archive(try fixtureFiles().sorted { $0.key < $1.key }.map { Entry(name: $0.key, data: Array($0.value)) })
    }
}
