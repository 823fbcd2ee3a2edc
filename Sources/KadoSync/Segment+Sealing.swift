import Foundation

/// A sealed segment (docs/sync.md, "End-to-end encryption"): the clear header of a plain one,
/// the passphrase's generation, and in place of the payload the payload's JSON sealed with the
/// target's key, bound to the header.
extension Segment {
    /// The file of a sealed segment.
    struct SealedFile: Codable {
        var format: String
        var version: Int
        var target: String
        var device: String
        var sequence: Int
        var envelope: String
        var generation: Int
        /// The nonce, the ciphertext of the payload's JSON and its tag, in base64.
        var sealed: String

        /// What the seal binds the payload to: every field of the header.
        var binding: SealBinding {
            SealBinding(fields: [
                format, String(version), target, device, "segment", String(sequence), envelope, String(generation),
            ])
        }
    }

    /// The file's bytes, sealed with `key`: JSON with sorted keys, its payload encrypted.
    /// - Throws: an encoding error for a row that cannot be written; ``EncryptionProblem``.
    public func sealed(with key: SyncKey) throws -> Data {
        var file = SealedFile(
            format: Self.kind, version: SyncFormat.segmentVersion(of: rows, base: SyncFormat.sealedVersion),
            target: target, device: device, sequence: sequence,
            envelope: SyncFormat.sealedEnvelope, generation: key.generation, sealed: "")
        file.sealed = try key.seal(try payloadBytes(), binding: file.binding).base64EncodedString()
        return try Segment.encoder.encode(file)
    }

    /// Reads a sealed segment's bytes with `key`, or the key of its generation in `key`'s ring.
    /// - Throws: ``SegmentDecodingError``: ``SegmentDecodingError/unauthentic(_:)`` for a file
    ///   whose seal does not open with its header; ``SegmentDecodingError/unreadable(_:)`` for
    ///   one that is not a sealed segment of this key's generation (a plain one among sealed ones
    ///   is refused, never read).
    public init(opening data: Data, with key: SyncKey) throws(SegmentDecodingError) {
        try Segment.checkHeader(of: data)
        // A probe: data without an envelope is no sealed segment, and is refused below as such.
        let envelope = (try? JSONDecoder().decode(Envelope.self, from: data))?.envelope
        guard envelope == SyncFormat.sealedEnvelope else {
            throw .refused(.storedInTheClear, "it is stored in the clear in an encrypted target: refused, never read")
        }
        let file: SealedFile
        do {
            file = try JSONDecoder().decode(SealedFile.self, from: data)
        } catch {
            throw .unreadable(Segment.summary(of: error))
        }
        guard let opener = key.opener(for: file.generation) else {
            throw .refused(
                .otherPassphrase,
                "it is sealed with the passphrase of generation \(file.generation), not the current \(key.generation)")
        }
        guard let sealed = Data(base64Encoded: file.sealed), let payload = opener.open(sealed, binding: file.binding)
        else { throw .unauthentic(.failedAuthentication) }
        let decoded: Payload
        do {
            decoded = try JSONDecoder().decode(Payload.self, from: payload)
        } catch {
            throw .unreadable(Segment.summary(of: error))
        }
        self.init(
            target: file.target, device: file.device, sequence: file.sequence, rows: try Segment.rows(of: decoded))
    }

    /// Whether `data` is a whole sealed segment (it parses), whatever its seal: a file whose
    /// checksum does not match its manifest's is torn when it does not, replaced when it does.
    static func isWholeSealedFile(_ data: Data) -> Bool {
        // A probe: nil means the file does not parse, which is the answer asked for.
        (try? JSONDecoder().decode(SealedFile.self, from: data)) != nil
    }
}

/// The `envelope` field of any sync file.
struct Envelope: Decodable {
    var envelope: String
}
