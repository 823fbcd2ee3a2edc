import CZlib
import Foundation

/// Zip archives that hold far more than they weigh, or than they say, for the import's tests:
/// a few hundred kilobytes of deflated zeros that inflate to hundreds of mebibytes, entries whose
/// directory declares a few bytes, thousands of entries, an archive inside an archive.
public enum ZipBomb {
    /// One entry: its name, its deflated bytes, and what it inflates to.
    public struct Entry: Sendable {
        /// The entry's name.
        public var name: String
        /// The raw deflate data stored.
        public var stored: [UInt8]
        /// The CRC-32 of the inflated bytes.
        public var crc: UInt32
        /// How many bytes it really inflates to.
        public var size: Int
        /// The size its headers declare (the real one unless the bomb lies).
        public var declaredSize: Int
        /// How it is stored: 8, deflated; 0, as it is.
        public var method = 8

        /// The same entry, its headers declaring `size` bytes.
        public func declaring(_ size: Int) -> Entry {
            var entry = self
            entry.declaredSize = size
            return entry
        }

        /// The same entry under another name.
        public func named(_ name: String) -> Entry {
            var entry = self
            entry.name = name
            return entry
        }
    }

    /// An entry of `count` zero bytes, deflated a mebibyte at a time (never held inflated).
    public static func zeros(_ count: Int, name: String) -> Entry {
        repeated(Array(repeating: 0, count: 1 << 20), toFill: count, name: name)
    }

    /// An entry of `unit` repeated (the last copy cut) to `count` bytes, deflated as it goes.
    public static func repeated(_ unit: [UInt8], toFill count: Int, name: String) -> Entry {
        var stream = z_stream()
        _ = kado_deflate_init_raw(&stream, 9)
        defer { deflateEnd(&stream) }
        var stored: [UInt8] = []
        var crc: uLong = 0
        var left = count
        var output = [UInt8](repeating: 0, count: 1 << 16)
        var input = unit
        while true {
            let take = min(left, input.count)
            left -= take
            let flush = left == 0 ? Z_FINISH : Z_NO_FLUSH
            input.withUnsafeMutableBufferPointer { inBuffer in
                crc = crc32(crc, inBuffer.baseAddress, uInt(take))
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(take)
                var status = Z_OK
                repeat {
                    output.withUnsafeMutableBufferPointer { outBuffer in
                        stream.next_out = outBuffer.baseAddress
                        stream.avail_out = uInt(outBuffer.count)
                        status = deflate(&stream, flush)
                        stored += outBuffer.prefix(outBuffer.count - Int(stream.avail_out))
                    }
                } while stream.avail_out == 0 || (flush == Z_FINISH && status != Z_STREAM_END)
            }
            if left == 0 { break }
        }
        return Entry(name: name, stored: stored, crc: UInt32(crc), size: count, declaredSize: count)
    }

    /// An entry holding `bytes` as they are, not deflated (what Java's `ZipOutputStream` writes
    /// for a `STORED` entry).
    public static func stored(_ bytes: [UInt8], name: String) -> Entry {
        let crc = bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        var entry = Entry(name: name, stored: bytes, crc: crc, size: bytes.count, declaredSize: bytes.count)
        entry.method = 0
        return entry
    }

    /// An entry holding `bytes`, deflated.
    public static func file(_ bytes: [UInt8], name: String) -> Entry {
        bytes.isEmpty ? repeated([0], toFill: 0, name: name) : repeated(bytes, toFill: bytes.count, name: name)
    }

    /// The zip archive of `entries`, each deflated or stored, its local header and the directory declaring
    /// its ``Entry/declaredSize``.
    public static func archive(_ entries: [Entry]) -> Data {
        var body: [UInt8] = []
        var directory: [UInt8] = []
        func u16(_ value: Int, into bytes: inout [UInt8]) { bytes += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        func u32(_ value: Int, into bytes: inout [UInt8]) {
            u16(value & 0xFFFF, into: &bytes)
            u16(value >> 16 & 0xFFFF, into: &bytes)
        }
        for entry in entries {
            let name = Array(entry.name.utf8)
            let offset = body.count
            // Version, flags (UTF-8 names), method, time, date, CRC, sizes, name and extra lengths.
            var fields: [UInt8] = []
            u16(20, into: &fields)
            u16(0x0800, into: &fields)
            u16(entry.method, into: &fields)
            u16(0, into: &fields)
            u16(0x21, into: &fields)
            u32(Int(entry.crc), into: &fields)
            u32(entry.stored.count, into: &fields)
            u32(entry.declaredSize, into: &fields)
            u16(name.count, into: &fields)
            u16(0, into: &fields)
            body += [0x50, 0x4B, 0x03, 0x04] + fields + name + entry.stored
            var central: [UInt8] = [0x50, 0x4B, 0x01, 0x02]
            u16(20, into: &central)
            central += fields
            // Comment length, disk, internal and external attributes, local header's offset.
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
}
