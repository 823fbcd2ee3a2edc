import Foundation
import KadoStore

/// A device's `manifest.json`: the segments it published, each with its checksum. Only that
/// device writes it, and it replaces it last, after every segment it names is in place.
public struct Manifest: Codable, Hashable, Sendable {
    /// One published segment.
    public struct Entry: Codable, Hashable, Sendable {
        /// The segment's file name in the device's `segments/` folder.
        public var name: String
        /// The SHA-256 of the segment's bytes, as lower-case hex.
        public var sha256: String
        /// The segment's size in bytes.
        public var bytes: Int
        /// How many row versions it holds.
        public var rows: Int
        /// The stamp of its last row version.
        public var last: String
        /// The place of its last row version in its device's publication order
        /// (``PublicationMark``), which the stamp alone does not give when many versions share
        /// it; absent from the entries of a Kadō from before it (read as the place before every
        /// version of ``last``). Only its own device reads it.
        public var through: String?

        /// An entry.
        public init(name: String, sha256: String, bytes: Int, rows: Int, last: String, through: String? = nil) {
            self.name = name
            self.sha256 = sha256
            self.bytes = bytes
            self.rows = rows
            self.last = last
            self.through = through
        }

        /// Where its last version stands in its device's publication order: ``through``, or the
        /// place before every version stamped ``last``.
        public var place: PublicationMark {
            if let through, let mark = PublicationMark(through) { return mark }
            return HybridLogicalClock(last).map(PublicationMark.init(before:)) ?? .start
        }
    }

    /// The kind of file, `kado-sync-manifest`.
    public var format = Manifest.kind
    /// The format version.
    public var version = SyncFormat.plainVersion
    /// The sync group (``TargetIdentity/target``).
    public var target: String
    /// The device that writes it.
    public var device: String
    /// How the segments' payloads are stored (``SyncFormat/plainEnvelope``).
    public var envelope = SyncFormat.plainEnvelope
    /// The device's clock when it wrote the manifest: when it last published.
    public var written: String
    /// The segments, oldest first.
    public var segments: [Entry]
    /// The passphrase's generation a sealed manifest was sealed with, once opened (`nil` for a
    /// plain one): part of its clear header, never of what is sealed.
    public var generation: Int?

    /// The kind of file.
    public static let kind = "kado-sync-manifest"

    private enum CodingKeys: String, CodingKey {
        case format, version, target, device, envelope, written, segments
    }

    /// A manifest of `device` for `target`.
    public init(target: String, device: String, written: String, segments: [Entry]) {
        self.target = target
        self.device = device
        self.written = written
        self.segments = segments
    }
}
