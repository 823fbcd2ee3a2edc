import Foundation
import KadoLocalization

/// Why a sync target could not be reached, read or written (``SyncProblem``), and a failed
/// sync (``SyncFailure``) without a front end's remedy, in this language.
extension AppWording {
    /// A failed sync, as ``SyncFailure/description`` says it in English.
    public func syncFailure(_ failure: SyncFailure) -> String {
        let place = failure.target.map { " " + $0 } ?? ""
        let file = failure.path.map { " (\($0))" } ?? ""
        let account = failure.problem.map { say("app.sync.failure.account", ["problem": syncProblem($0)]) } ?? ""
        return say(
            "app.sync.failure." + failure.kind.rawValue,
            [
                "place": place, "file": file, "account": account, "user": failure.user ?? "",
                "device": failure.deviceID ?? "", "version": "\(failure.version ?? 0)",
            ])
    }

    /// `problem` in this language, to follow what failed ("cannot reach … (`problem`)").
    public func syncProblem(_ problem: SyncProblem) -> String {
        switch problem {
        case .folderMissing: text("app.sync.problem.folderMissing")
        case .notAFolder: text("app.sync.problem.notAFolder")
        case .cannotList(let folder, let failure):
            say("app.sync.problem.cannotList", ["folder": folder, "why": systemFailure(failure)])
        case .cannotRead(let path, let failure):
            say("app.sync.problem.cannotRead", ["path": path, "why": systemFailure(failure)])
        case .system(let failure): systemFailure(failure)
        case .folderMissingOnServer: text("app.sync.problem.folderMissingOnServer")
        case .notAFileName: text("app.sync.problem.notAFileName")
        case .nameLeavesFolder: text("app.sync.problem.nameLeavesFolder")
        case .nameNotInURL: text("app.sync.problem.nameNotInURL")
        case .serverAnswered(let status):
            SyncProblem.reasonPhrase(forStatus: status).map {
                say("app.sync.problem.serverAnswered", ["status": "\(status) \($0)"])
            } ?? say("app.sync.problem.serverAnswered.code", ["code": "\(status)"])
        case .serverFailedToWrite(let status):
            SyncProblem.reasonPhrase(forStatus: status).map {
                say("app.sync.problem.serverFailedToWrite", ["status": "\(status) \($0)"])
            } ?? say("app.sync.problem.serverFailedToWrite.code", ["code": "\(status)"])
        case .connectionRefused(let host, let port):
            say("app.sync.problem.connectionRefused", ["host": host, "port": "\(port)"])
        case .unknownHost(let host): say("app.sync.problem.unknownHost", ["host": host])
        case .noAnswer(let seconds): say("app.sync.problem.noAnswer", ["seconds": self.seconds(seconds)])
        case .connectionLost: text("app.sync.problem.connectionLost")
        case .offline: text("app.sync.problem.offline")
        case .secureConnectionFailed: text("app.sync.problem.secureConnectionFailed")
        case .untrustedCertificate: text("app.sync.problem.untrustedCertificate")
        case .notHTTPURL: text("app.sync.problem.notHTTPURL")
        case .notHTTP: text("app.sync.problem.notHTTP")
        case .networkError(let code): say("app.sync.problem.networkError", ["code": "\(code)"])
        case .redirectedAway(let origin): say("app.sync.problem.redirectedAway", ["origin": origin])
        case .tooManyRedirects: text("app.sync.problem.tooManyRedirects")
        case .notWellFormedXML(let line, let column):
            say("app.sync.problem.notWellFormedXML", ["line": "\(line)", "column": "\(column)"])
        case .notMultistatus: text("app.sync.problem.notMultistatus")
        case .answerCutOff: text("app.sync.problem.answerCutOff")
        case .vanished: text("app.sync.problem.vanished")
        case .notTargetIdentity: text("app.sync.problem.notTargetIdentity")
        case .damaged(let account): say("app.sync.problem.damaged", ["account": account])
        case .unauthentic(.failedAuthentication): text("app.sync.problem.changed")
        case .unauthentic(.notTheNamedFile): text("app.sync.problem.notTheNamedFile")
        case .derivation(.unknownAlgorithm(let name)): say("app.sync.problem.unknownAlgorithm", ["name": name])
        case .derivation(.costOutOfBounds(let operations, let memory)):
            text(
                "app.sync.problem.costOutOfBounds",
                [
                    // English shows the number as the error describes it; the others group it.
                    "operations": .text("\(operations)"), "memory": isEnglish ? .text("\(memory)") : .integer(memory),
                ])
        case .derivation(.saltSize(let expected)): say("app.sync.problem.saltSize", ["expected": "\(expected)"])
        case .derivation(.unknownEnvelope(let name)): say("app.sync.problem.unknownEnvelope", ["name": name])
        case .libraryUnavailable(let version): say("app.sync.problem.libraryUnavailable", ["version": version])
        case .emptyPassphrase: text("app.sync.problem.emptyPassphrase")
        }
    }

    /// A system call's failure: the system's own words in English; in the other languages the
    /// usual ones in words, the others quoted as the system said them.
    public func systemFailure(_ failure: SyncSystemFailure) -> String {
        if isEnglish { return failure.words }
        let key: String? =
            switch failure.code {
            case ENOENT: "ENOENT"
            case EACCES, EPERM: "EACCES"
            case EROFS: "EROFS"
            case ENOSPC: "ENOSPC"
            case EDQUOT: "EDQUOT"
            case ENOTDIR: "ENOTDIR"
            case EISDIR: "EISDIR"
            case EIO: "EIO"
            case ENAMETOOLONG: "ENAMETOOLONG"
            case EEXIST: "EEXIST"
            case ENOTEMPTY: "ENOTEMPTY"
            default: nil
            }
        return key.map { text("app.system." + $0) } ?? say("app.system.other", ["words": failure.words])
    }

    /// `2.5 seconds`, `1 second`: whole when within a twentieth of a second of a whole number.
    private func seconds(_ value: Double) -> String {
        let whole = value.rounded()
        let count: MessageArgument =
            abs(value - whole) < 0.05 ? .decimal(whole, fractionDigits: 0) : .decimal(value, fractionDigits: 1)
        return text("app.sync.problem.seconds", ["count": count])
    }
}
