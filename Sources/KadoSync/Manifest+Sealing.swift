import Foundation

/// A sealed manifest (docs/sync.md, "End-to-end encryption"): its clear header (format, version,
/// group, device, envelope, generation) and, sealed with the target's key and bound to that
/// header and the file's name, when it was written and the segments it names. It also carries, in
/// the clear and outside the seal, its generation's ``TargetEncryption`` (how the key is derived,
/// and its key check): a device that never saw that generation's `target.json` (a change of
/// passphrase that lost a race) can then derive its key when the person types that passphrase
/// (``SyncEngine/earlierKeys(openedBy:)``). It needs no seal of its own: a key is only taken when
/// it opens both that key check and the manifest's seal.
extension Manifest {
    /// The file of a sealed manifest.
    struct SealedFile: Codable {
        var format: String
        var version: Int
        var target: String
        var device: String
        var envelope: String
        var generation: Int
        /// The nonce, the ciphertext of ``Contents``' JSON and its tag, in base64.
        var sealed: String
        /// The encryption of ``generation``, as its `target.json` said; absent from a manifest
        /// written before Kadō wrote it (a reader that does not know it ignores it).
        var encryption: TargetEncryption?

        var binding: SealBinding {
            SealBinding(fields: [
                format, String(version), target, device, "manifest.json", envelope, String(generation),
            ])
        }
    }

    /// What a sealed manifest encrypts.
    struct Contents: Codable {
        var written: String
        var segments: [Entry]
    }

    /// The file's bytes, sealed with `key`, carrying `encryption` when it is of the key's generation.
    /// - Throws: ``EncryptionProblem``, or an encoding error.
    func sealed(with key: SyncKey, encryption: TargetEncryption? = nil) throws -> Data {
        var file = SealedFile(
            format: Self.kind, version: SyncFormat.sealedVersion, target: target, device: device,
            envelope: SyncFormat.sealedEnvelope, generation: key.generation, sealed: "",
            encryption: encryption?.generation == key.generation ? encryption : nil)
        let contents = try Segment.encoder.encode(Contents(written: written, segments: segments))
        file.sealed = try key.seal(contents, binding: file.binding).base64EncodedString()
        return try Segment.encoder.encode(file)
    }

    /// What reading a manifest found.
    enum Opened {
        /// The manifest.
        case manifest(Manifest)
        /// It is in a newer format.
        case newer(Int)
        /// It cannot be read this time (torn, foreign, of another generation), with why.
        case skipped(SkipReason, String)
        /// It is whole but its seal does not open with its header.
        case unauthentic
    }

    /// Reads a manifest's bytes: a plain one when `key` is `nil`, a sealed one with `key` or the
    /// key of its generation in `key`'s ring (a plain one is then refused, and a sealed one
    /// without a key too). A sealed one whose clear
    /// header names another group than `group` or another device than `device` (the folder it is
    /// in) is not this key's to open: it is skipped as such, never taken for a forgery.
    static func opening(_ data: Data, with key: SyncKey?, group: String, device: String) -> Opened {
        // A probe: a file that does not parse is skipped as torn, with its reason.
        guard let header = try? JSONDecoder().decode(FormatHeader.self, from: data) else {
            return .skipped(.torn, "it is cut short or no JSON: still being copied?")
        }
        guard header.format == Manifest.kind else { return .skipped(.unreadable, "it is not a manifest") }
        guard header.version <= SyncFormat.version else { return .newer(header.version) }
        guard let key else {
            do {
                let manifest = try JSONDecoder().decode(Manifest.self, from: data)
                guard manifest.envelope == SyncFormat.plainEnvelope else {
                    return .skipped(.newerFormat, "its envelope \(manifest.envelope) is not one this version reads")
                }
                return .manifest(manifest)
            } catch {
                return .skipped(.unreadable, Segment.summary(of: error))
            }
        }
        // A probe: data without an envelope is a plain manifest, read as such below.
        let envelope = (try? JSONDecoder().decode(Envelope.self, from: data))?.envelope
        guard envelope == SyncFormat.sealedEnvelope else {
            return .skipped(.storedInTheClear, "it is stored in the clear in an encrypted target: refused, never read")
        }
        let file: SealedFile
        do {
            file = try JSONDecoder().decode(SealedFile.self, from: data)
        } catch {
            return .skipped(.unreadable, Segment.summary(of: error))
        }
        guard file.target == group else { return .skipped(.otherSyncGroup, "it belongs to another sync group") }
        guard file.device == device else { return .skipped(.otherDevice, "it names another device") }
        // The key of its generation: the current one, or one of the ring (``SyncKey/earlier``).
        guard let opener = key.opener(for: file.generation) else {
            return .skipped(
                .otherPassphrase,
                "it is sealed with the passphrase of generation \(file.generation), not the current \(key.generation)")
        }
        guard let sealed = Data(base64Encoded: file.sealed), let opened = opener.open(sealed, binding: file.binding)
        else { return .unauthentic }
        // Contents that do not parse are skipped with their reason.
        guard let contents = try? JSONDecoder().decode(Contents.self, from: opened) else {
            return .skipped(.unreadable, "its sealed list of segments is not one this version reads")
        }
        var manifest = Manifest(
            target: file.target, device: file.device, written: contents.written, segments: contents.segments)
        manifest.version = file.version
        manifest.envelope = file.envelope
        manifest.generation = file.generation
        return .manifest(manifest)
    }

    /// The generation of a sealed manifest of `device` in group `group`, with the encryption it
    /// carries of that generation: `nil` for anything else (plain, torn, another group or device,
    /// written without it). Nothing is opened.
    static func carriedEncryption(of data: Data, group: String, device: String) -> TargetEncryption? {
        // A probe: anything but a sealed manifest of this group and device carries no encryption.
        guard let file = try? JSONDecoder().decode(SealedFile.self, from: data), file.format == kind,
            file.envelope == SyncFormat.sealedEnvelope, file.target == group, file.device == device,
            let encryption = file.encryption, encryption.generation == file.generation
        else { return nil }
        return encryption
    }
}
