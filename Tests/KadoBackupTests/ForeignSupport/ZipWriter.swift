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

    static func crc(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
    }

    static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        _ = kado_deflate_init_raw(&stream, 6)
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 16)
        var input = bytes
        input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                _ = CZlib.deflate(&stream, Z_FINISH)
            }
        }
        return Array(output.prefix(Int(stream.total_out)))
    }

    static func archive(_ entries: [Entry]) -> Data {
        var body: [UInt8] = []
        var directory: [UInt8] = []
        func u16(_ value: Int, into bytes: inout [UInt8]) { bytes += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        func u32(_ value: Int, into bytes: inout [UInt8]) {
            u16(value & 0xFFFF, into: &bytes)
            u16(value >> 16 & 0xFFFF, into: &bytes)
        }
        for entry in entries {
            let name = Array(entry.name.utf8)
            let stored = entry.deflated ? deflate(entry.data) : entry.data
            let crc = Int(crc(entry.data))
            let offset = body.count
            var local: [UInt8] = [0x50, 0x4B, 0x03, 0x04]
            u16(20, into: &local)
            u16(0x0800, into: &local)
            u16(entry.deflated ? 8 : 0, into: &local)
            u16(0, into: &local)
            u16(0x21, into: &local)
            u32(crc, into: &local)
            u32(stored.count, into: &local)
            u32(entry.data.count, into: &local)
            u16(name.count, into: &local)
            u16(0, into: &local)
            body += local + name + stored
            var central: [UInt8] = [0x50, 0x4B, 0x01, 0x02]
            u16(20, into: &central)
            u16(20, into: &central)
            u16(0x0800, into: &central)
            u16(entry.deflated ? 8 : 0, into: &central)
            u16(0, into: &central)
            u16(0x21, into: &central)
            u32(crc, into: &central)
            u32(stored.count, into: &central)
            u32(entry.data.count, into: &central)
            u16(name.count, into: &central)
            u16(0, into: &central)
            u16(0, into: &central)
            u16(0, into: &central)
            u16(0, into: &central)
            u32(0, into: &central)
            u32(offset, into: &central)
            directory += central + name
        }
        var end: [UInt8] = [0x50, 0x4B, 0x05, 0x06, 0, 0, 0, 0]
        u16(entries.count, into: &end)
        u16(entries.count, into: &end)
        u32(directory.count, into: &end)
        u32(body.count, into: &end)
        u16(0, into: &end)
        return Data(body + directory + end)
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
