import KadoApp

/// A failed sync in the web app's words: what failed, and what to do on a screen (the Settings
/// page's sync card), never a command line.
extension Phrase {
    /// The sentence for `failure`.
    static func syncFailure(_ failure: SyncFailure) -> Phrase {
        let target = failure.target ?? ""
        let file = failure.path ?? ""
        let why = failure.problem.map { problem in Phrase(wording: { $0.syncProblem(problem) }) }?.argument ?? .text("")
        let device = failure.deviceID ?? ""
        switch failure.kind {
        case .notSetUp:
            return Phrase("web.sync.device.notSetUp")
        case .unreachable:
            return Phrase("web.sync.device.unreachable", ["target": target, "why": why])
        case .cannotWrite:
            return Phrase("web.sync.device.cannotWrite", ["file": file, "target": target, "why": why])
        case .unauthorized:
            return Phrase("web.sync.device.unauthorized", ["target": target, "user": failure.user ?? ""])
        case .insufficientStorage:
            return Phrase("web.sync.device.insufficientStorage", ["target": target, "file": file])
        case .targetEmptied:
            return Phrase("web.sync.device.targetEmptied", ["target": target])
        case .otherTarget:
            return Phrase("web.sync.device.otherTarget", ["target": target])
        case .newerFormat:
            return Phrase(
                "web.sync.device.newerFormat", ["file": file, "target": target, "value": failure.version ?? 0])
        case .unreadable:
            return Phrase("web.sync.device.unreadable", ["file": file, "target": target, "why": why])
        case .deviceIDInUse:
            return Phrase("web.sync.device.deviceIDInUse", ["device": device, "target": target])
        case .missingPassword:
            return Phrase("web.sync.device.missingPassword", ["target": target])
        case .passphraseNeeded:
            return Phrase("web.sync.device.passphraseNeeded", ["target": target])
        case .wrongPassphrase:
            return Phrase("web.sync.device.wrongPassphrase", ["target": target])
        case .passphraseChanged:
            return Phrase("web.sync.device.passphraseChanged", ["target": target])
        case .encryptionRemoved:
            return Phrase("web.sync.device.encryptionRemoved", ["target": target, "file": file])
        case .keyRejected:
            return Phrase("web.sync.device.keyRejected", ["target": target, "file": file])
        case .notEncrypted:
            return Phrase("web.sync.device.notEncrypted", ["target": target])
        case .fileUnauthentic:
            return Phrase("web.sync.device.fileUnauthentic", ["file": file, "target": target, "why": why])
        case .encryptionUnavailable:
            return Phrase("web.sync.device.encryptionUnavailable", ["target": target, "why": why])
        case .earlierPassphraseOpensNothing:
            return Phrase("web.sync.device.earlierPassphraseOpensNothing", ["target": target])
        }
    }
}
