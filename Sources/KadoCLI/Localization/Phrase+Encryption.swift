import Foundation
import KadoApp

/// What `kado sync` says about an encrypted target, in English and French: its failures, the
/// passphrase prompts, and its setup and status lines.
extension Phrase {
    /// A failure of an encrypted target, with the command that fixes it.
    static func encryptionFailure(_ failure: SyncFailure) -> Phrase {
        let target = failure.target ?? ""
        let file = failure.path ?? ""
        let why = syncProblem(failure)
        switch failure.kind {
        case .passphraseNeeded:
            return Phrase("cli.encryption.pourquoi.passphraseNeeded", ["target": target])
        case .wrongPassphrase:
            return Phrase("cli.encryption.pourquoi.wrongPassphrase", ["target": target])
        case .passphraseChanged:
            return Phrase("cli.encryption.pourquoi.passphraseChanged", ["target": target])
        case .encryptionRemoved:
            return Phrase("cli.encryption.pourquoi.encryptionRemoved", ["target": target, "file": file])
        case .keyRejected:
            return Phrase("cli.encryption.pourquoi.keyRejected", ["target": target, "file": file])
        case .notEncrypted:
            return Phrase("cli.encryption.pourquoi.notEncrypted", ["target": target])
        case .earlierPassphraseOpensNothing:
            return Phrase("cli.encryption.pourquoi.earlierPassphraseOpensNothing", ["target": target])
        case .fileUnauthentic:
            return Phrase("cli.encryption.fileUnauthentic", ["file": file, "target": target, "why": why])
        default:
            return Phrase("cli.encryption.cannotDeriveKey", ["target": target, "why": why])
        }
    }

    /// What the passphrase prompt asks.
    static func passphrasePrompt(_ location: String) -> Phrase {
        Phrase("cli.encryption.passphrasePrompt", ["location": location])
    }

    /// What the prompt asks a second time, when a passphrase is chosen.
    static let passphraseAgainPrompt = Phrase("cli.encryption.passphraseAgainPrompt")

    /// The new passphrase's prompt (`kado sync passphrase`).
    static func newPassphrasePrompt(_ location: String) -> Phrase {
        Phrase("cli.encryption.newPassphrasePrompt", ["location": location])
    }

    /// The prompt of `kado sync passphrase --earlier`.
    static func earlierPassphrasePrompt(_ location: String) -> Phrase {
        Phrase("cli.encryption.earlierPassphrasePrompt", ["location": location])
    }

    /// `kado sync passphrase --earlier` found files the passphrase opens: the generations.
    static func earlierPassphraseAdded(_ generations: [Int]) -> Phrase {
        let list = generations.map(String.init).joined(separator: ", ")
        return Phrase("cli.encryption.list", ["list": list])
    }

    /// What `kado sync setup` adds for an encrypted target.
    static func syncEncrypted(turnedOn: Bool) -> Phrase {
        if turnedOn {
            return Phrase("cli.encryption.syncEncrypted")
        }
        return Phrase("cli.encryption.syncEncrypted.2")
    }

    /// `kado sync passphrase` succeeded.
    static let passphraseChanged = Phrase("cli.encryption.passphraseChanged")

    /// What `kado sync passphrase --old-leaked` says before it asks.
    static let oldLeakedConsequence = Phrase("cli.encryption.oldLeakedConsequence")

    /// The question `kado sync passphrase --old-leaked` asks.
    static let oldLeakedQuestion = Phrase("cli.encryption.oldLeakedQuestion")

    /// The person said no.
    static let passphraseNotChanged = Phrase("cli.encryption.passphraseNotChanged")

    /// What `kado sync passphrase --old-leaked` says once done.
    static let passphraseChangedOldLeaked = Phrase("cli.encryption.passphraseChangedOldLeaked")

    /// Files of `device` read with a key of the ring.
    static func syncReadWithEarlierKey(_ device: String, generation: Int) -> Phrase {
        Phrase("cli.encryption.syncReadWithEarlierKey", ["device": device, "generation": generation])
    }

    /// The status's line about encryption.
    static let syncStatusEncryption = Phrase("cli.encryption.syncStatusEncryption")
    /// The target is encrypted.
    static let syncStatusEncrypted = Phrase("cli.encryption.syncStatusEncrypted")
    /// The target is not encrypted.
    static let syncStatusNotEncrypted = Phrase("cli.encryption.syncStatusNotEncrypted")
}
