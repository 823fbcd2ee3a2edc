import Foundation

/// The French of why a sync target could not be reached, read or written (``SyncProblem``), for
/// every front end: the sentence around it (and what to do) stays the front end's.
extension FrenchPhrasebook {
    /// `problem` in French, to follow what failed ("impossible d’atteindre … (`problem`)").
    public func syncProblem(_ problem: SyncProblem) -> String {
        switch problem {
        case .folderMissing: "le dossier n’existe pas\(colon)son disque est-il monté\(space)?"
        case .notAFolder: "c’est un fichier, pas un dossier"
        case .cannotList(let folder, let failure): "impossible de lister \(folder)\(colon)\(systemFailure(failure))"
        case .cannotRead(let path, let failure): "impossible de lire \(path)\(colon)\(systemFailure(failure))"
        case .system(let failure): systemFailure(failure)
        case .folderMissingOnServer: "le dossier n’existe pas sur le serveur"
        case .notAFileName: "ce n’est pas un nom de fichier"
        case .nameLeavesFolder: "son nom sort du dossier de la cible"
        case .nameNotInURL: "son nom ne peut pas s’écrire dans une URL"
        case .serverAnswered(let status):
            SyncProblem.reasonPhrase(forStatus: status).map { "le serveur a répondu \(quoted("\(status) \($0)"))" }
                ?? "le serveur a répondu par le statut HTTP \(status)"
        case .serverFailedToWrite(let status):
            "le serveur n’a pas pu écrire le fichier, répondant "
                + (SyncProblem.reasonPhrase(forStatus: status).map { quoted("\(status) \($0)") } ?? "\(status)")
                + "\(colon)son disque est peut-être plein"
        case .connectionRefused(let host, let port):
            "rien ne répond sur \(host), port \(port) (la connexion a été refusée)"
        case .unknownHost(let host): "le nom d’hôte \(host) est inconnu"
        case .noAnswer(let seconds): "aucune réponse en \(self.seconds(seconds))"
        case .connectionLost: "la connexion a été perdue"
        case .offline: "cet appareil n’est connecté à aucun réseau"
        case .secureConnectionFailed: "la connexion sécurisée (TLS) a échoué"
        case .untrustedCertificate: "le certificat du serveur n’est pas digne de confiance"
        case .notHTTPURL: "l’adresse n’est pas une URL http:// ou https://"
        case .notHTTP: "la réponse du serveur n’est pas du HTTP"
        case .networkError(let code): "la requête a échoué (erreur réseau \(code))"
        case .redirectedAway(let origin):
            "le serveur redirige vers \(origin), où le mot de passe n’est pas envoyé\(colon)configurez la "
                + "synchronisation avec l’adresse vers laquelle il redirige"
        case .tooManyRedirects: "le serveur redirige sans fin"
        case .notWellFormedXML(let line, let column):
            "la réponse du serveur n’est pas du XML bien formé (ligne \(line), colonne \(column))"
        case .notMultistatus: "la réponse du serveur n’est pas un \(quoted("multistatus")) WebDAV"
        case .answerCutOff: "la réponse du serveur est tronquée"
        case .vanished: "il a disparu"
        case .notTargetIdentity: "ce n’est pas l’identité d’une cible de synchronisation"
        case .damaged(let account): "il est abîmé (\(quoted(account)))"
        case .unauthentic(.failedAuthentication): "il a été modifié, tronqué ou déplacé d’ailleurs"
        case .unauthentic(.notTheNamedFile): "ses octets ne sont pas ceux que son appareil a publiés"
        case .derivation(.unknownAlgorithm(let name)): "sa dérivation de clé \(name) n’est pas argon2id13"
        case .derivation(.costOutOfBounds(let operations, let memory)):
            "le coût de sa dérivation de clé (\(operations) passes, \(grouped(memory)) octets) sort des bornes"
        case .derivation(.saltSize(let expected)):
            "le sel de sa dérivation de clé ne fait pas \(expected) octets en base64"
        case .derivation(.unknownEnvelope(let name)): "son enveloppe \(name) n’est pas une que cette version ouvre"
        case .libraryUnavailable(let version):
            "libsodium \(version) ne peut pas servir (pas de source d’aléa, ou pas assez de mémoire pour dériver la clé)"
        case .emptyPassphrase: "la phrase de passe est vide"
        }
    }

    /// A system call's failure in French for the usual ones; the system's own words, quoted, for
    /// the others.
    public func systemFailure(_ failure: SyncSystemFailure) -> String {
        switch failure.code {
        case ENOENT: "le fichier ou le dossier n’existe pas"
        case EACCES, EPERM: "l’accès est refusé"
        case EROFS: "le disque est en lecture seule"
        case ENOSPC: "le disque est plein"
        case EDQUOT: "le quota du disque est atteint"
        case ENOTDIR: "un élément du chemin n’est pas un dossier"
        case EISDIR: "c’est un dossier"
        case EIO: "erreur d’entrée-sortie du disque"
        case ENAMETOOLONG: "le nom est trop long"
        case EEXIST: "le fichier existe déjà"
        case ENOTEMPTY: "le dossier n’est pas vide"
        default: "erreur du système (\(quoted(failure.words)))"
        }
    }

    /// `2,5 secondes`, `1 seconde`: French sets a decimal comma, and the singular below 2.
    private func seconds(_ value: Double) -> String {
        let number = SyncProblem.number(ofSeconds: value).replacingOccurrences(of: ".", with: ",")
        return value < 2 ? "\(number)\(space)seconde" : "\(number)\(space)secondes"
    }
}
