import Foundation
import KadoApp
import KadoCore

/// What `kado` prints on standard error and exits with for an error: the one place that maps
/// errors to messages and exit codes.
///
/// - ``ReportableError`` (``UsageError`` among them): its own message and code;
/// - `ValidationError` (a domain rule): `kado: <field> "<value>": <problem>`, exit 64;
/// - `DecodingError`: bad data, exit 65;
/// - `CocoaError` about files and `POSIXError`: I/O, exit 74;
/// - anything else: exit 1.
///
/// Every message is one line, whatever the error holds (a name with a line break, SQL, a nested
/// error's description), with any control character written out.
public struct ErrorReport: Hashable, Sendable {
    /// The message for standard error, without a final newline.
    public let message: String
    /// The status to exit with.
    public let exitCode: ExitCode

    /// A report with the given message, made one line with any control character written out (it
    /// may quote a habit's name or a typed value), and code.
    public init(message: String, exitCode: ExitCode) {
        self.message = TerminalText.safe(Self.oneLine(message))
        self.exitCode = exitCode
    }

    /// What `--json` prints on standard error instead of ``message``, on one line:
    /// `{"error":{"exitCode":64,"message":"unknown command 'x'"}}` (the message without `kado: `).
    public var json: String {
        struct Body: Encodable {
            let message: String
            let exitCode: Int32
        }
        struct Wrapper: Encodable {
            let error: Body
        }
        var text = message
        for prefix in ["kado: ", Phrase.errorPrefix.french] where text.hasPrefix(prefix) {
            text = String(text.dropFirst(prefix.count))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Two strings and a number always encode; the fixed text stands in should that ever change.
        guard let data = try? encoder.encode(Wrapper(error: Body(message: text, exitCode: exitCode.rawValue))) else {
            return #"{"error":{"exitCode":\#(exitCode.rawValue),"message":"unknown error"}}"#
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The report for `error` in `language`: usage errors, the application's refusals and
    /// failures, rules of the domain, store failures and backup files are phrased in it; a
    /// message of the system (a file error, bad data) is the language's words around the system's
    /// own (English) ones.
    public init(for error: any Error, language: Language) {
        let words = Localizer(language: language)
        guard language != .english else {
            self.init(for: error)
            return
        }
        switch error {
        case let error as AppError:
            self.init(message: words(.errorPrefix) + words(.appError(error)), exitCode: error.exitCode)
        case let error as any ReportableError:
            self.init(message: error.reportMessage(in: language), exitCode: error.exitCode)
        case let error as ValidationError:
            self.init(message: words(.errorPrefix) + words(.invalid(error)), exitCode: .usage)
        case let error as StoreFailure:
            let wrapped = AppError.store(error)
            self.init(message: words(.errorPrefix) + words(.appError(wrapped)), exitCode: wrapped.exitCode)
        case let error as BackupFileError:
            let wrapped = AppError.backupFile(error)
            self.init(message: words(.errorPrefix) + words(.appError(wrapped)), exitCode: wrapped.exitCode)
        default:
            // The system's own account (Foundation's, in English) is quoted, after the language's words.
            let english = Self.unescaped(for: error)
            let account = english.message.hasPrefix("kado: ") ? String(english.message.dropFirst(6)) : english.message
            let phrase =
                switch english.exitCode {
                case .dataError: Phrase("cli.error.system.dataError", ["account": account])
                case .ioError: Phrase("cli.error.system.ioError", ["account": account])
                default: Phrase("cli.error.system.unexpected", ["account": account])
                }
            self.init(message: words(.errorPrefix) + words(phrase), exitCode: english.exitCode)
        }
    }

    /// The report for `error`.
    public init(for error: any Error) {
        let report = Self.unescaped(for: error)
        self.init(message: report.message, exitCode: report.exitCode)
    }

    private static func unescaped(for error: any Error) -> (message: String, exitCode: ExitCode) {
        switch error {
        case let reportable as any ReportableError:
            return (reportable.reportMessage, exitCode: reportable.exitCode)
        case let validation as ValidationError:
            return ("kado: \(validation)", exitCode: .usage)
        case let failure as StoreFailure:
            return unescaped(for: AppError.store(failure))
        case let failure as BackupFileError:
            return unescaped(for: AppError.backupFile(failure))
        case let decoding as DecodingError:
            return ("kado: bad data: \(Self.describe(decoding))", exitCode: .dataError)
        case let cocoa as CocoaError where cocoa.isFileError:
            return ("kado: \(Self.describe(cocoa))", exitCode: .ioError)
        case let posix as POSIXError:
            return ("kado: \(posix.localizedDescription)", exitCode: .ioError)
        default:
            return ("kado: \(Self.oneLine(String(describing: error)))", exitCode: .failure)
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        let (context, fallback): (DecodingError.Context?, String) =
            switch error {
            case .dataCorrupted(let context): (context, "corrupted data")
            case .keyNotFound(let key, let context): (context, "missing key '\(key.stringValue)'")
            case .typeMismatch(_, let context), .valueNotFound(_, let context): (context, "wrong type")
            @unknown default: (nil, "unreadable data")
            }
        let path = context?.codingPath.map(\.stringValue).joined(separator: ".") ?? ""
        let detail = context?.debugDescription ?? fallback
        return oneLine(path.isEmpty ? detail : "\(path): \(detail)")
    }

    private static func describe(_ error: CocoaError) -> String {
        let path = (error.userInfo[NSFilePathErrorKey] as? String) ?? error.filePath ?? error.url?.path
        return oneLine(path.map { "\($0): \(error.localizedDescription)" } ?? error.localizedDescription)
    }

    /// `text` on one line: line breaks and the spaces around them become one space.
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: " ")
    }
}
