import KadoApp

/// A failed sync in the web app's words: what failed, and what to do on a screen (the Settings
/// page's sync card), never a command line.
extension Phrase {
    /// The sentence for `failure`.
    static func syncFailure(_ failure: SyncFailure) -> Phrase {
        let target = failure.target ?? ""
        let file = failure.path ?? ""
        let why = failure.problem.map(\.description) ?? ""
        let pourquoi = failure.problem.map { AppWording(.french, frenchSpacing: .narrow).syncProblem($0) } ?? ""
        let device = failure.deviceID ?? ""
        switch failure.kind {
        case .notSetUp:
            return Phrase("web.sync.device.notSetUp")
        case .unreachable:
            return Phrase(
                "Cannot reach the sync target \(target) (\(why)); nothing was changed: try again later",
                "Impossible d’atteindre la cible de synchronisation \(target) (\(pourquoi)) ; rien n’a changé : "
                    + "réessayez plus tard")
        case .cannotWrite:
            return Phrase(
                "Cannot write \(file) in the sync target \(target) (\(why)): allow writing there, or free some space",
                "Impossible d’écrire \(file) dans la cible de synchronisation \(target) (\(pourquoi)) : autorisez "
                    + "l’écriture, ou libérez de la place")
        case .unauthorized:
            return Phrase(
                "The sync target \(target) refused the user “\(failure.user ?? "")” and its password: set it up again "
                    + "in Settings with the right ones",
                "La cible de synchronisation \(target) a refusé l’utilisateur « \(failure.user ?? "") » et son mot de "
                    + "passe : configurez-la de nouveau dans les réglages avec les bons")
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
            return Phrase(
                "Cannot read \(file) in the sync target \(target) (\(why)): a sync tool may still be copying it",
                "Impossible de lire \(file) dans la cible de synchronisation \(target) (\(pourquoi)) : un outil "
                    + "de synchronisation le copie peut-être encore")
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
            return Phrase(
                "\(file) in the sync target \(target) fails authentication (\(why)); nothing was merged",
                "\(file) dans la cible de synchronisation \(target) échoue à l’authentification (\(pourquoi)) ; rien "
                    + "n’a été fusionné")
        case .encryptionUnavailable:
            return Phrase(
                "Cannot derive the key of the sync target \(target) (\(why)): update Kadō",
                "Impossible de dériver la clé de la cible de synchronisation \(target) (\(pourquoi)) : mettez Kadō "
                    + "à jour")
        case .earlierPassphraseOpensNothing:
            return Phrase("web.sync.device.earlierPassphraseOpensNothing", ["target": target])
        }
    }
}
