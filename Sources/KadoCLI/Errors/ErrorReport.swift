import Foundation
import KadoCore

/// What `kado` prints on standard error and exits with for an error: the one place that maps
/// errors to messages and exit codes.
///
/// - ``ReportableError`` (``UsageError`` among them): its own message and code;
/// - `ValidationError` (a domain rule): `kado: <field> "<value>": <problem>`, exit 64;
/// - `DecodingError`: bad data, exit 65;
/// - `CocoaError` about files and `POSIXError`: I/O, exit 74;
/// - anything else: exit 1.
public struct ErrorReport: Hashable, Sendable {
    /// The message for standard error, without a final newline.
    public let message: String
    /// The status to exit with.
    public let exitCode: ExitCode

    /// A report with the given message and code.
    public init(message: String, exitCode: ExitCode) {
        self.message = message
        self.exitCode = exitCode
    }

    /// The report for `error`, its message in one line with any control character written out
    /// (it may quote a habit's name or a typed value).
    public init(for error: any Error) {
        let report = Self.unescaped(for: error)
        self.init(message: TerminalText.safe(Self.oneLine(report.message)), exitCode: report.exitCode)
    }

    private static func unescaped(for error: any Error) -> ErrorReport {
        switch error {
        case let reportable as any ReportableError:
            return ErrorReport(message: reportable.reportMessage, exitCode: reportable.exitCode)
        case let validation as ValidationError:
            return ErrorReport(message: "kado: \(validation)", exitCode: .usage)
        case let decoding as DecodingError:
            return ErrorReport(message: "kado: bad data: \(Self.describe(decoding))", exitCode: .dataError)
        case let cocoa as CocoaError where cocoa.isFileError:
            return ErrorReport(message: "kado: \(Self.describe(cocoa))", exitCode: .ioError)
        case let posix as POSIXError:
            return ErrorReport(message: "kado: \(posix.localizedDescription)", exitCode: .ioError)
        default:
            return ErrorReport(message: "kado: \(Self.oneLine(String(describing: error)))", exitCode: .failure)
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

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
