import Foundation

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

    /// The kind of file.
    public static let kind = "kado-sync-manifest"

    /// A manifest of `device` for `target`.
    public init(target: String, device: String, written: String, segments: [Entry]) {
        self.target = target
        self.device = device
        self.written = written
        self.segments = segments
    }
}
