/// Why a backup file cannot be read, precisely enough to find and fix the problem.
public struct BackupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: Hashable, Sendable {
        /// The content is not in any format Kadō reads.
        case unknownFormat
        /// The file is malformed or a value is invalid.
        case invalid
        /// The file was written by a newer version of the format.
        case unsupportedVersion
        /// The file is larger, or holds more, than ``BackupLimits`` allow.
        case tooLarge
    }

    /// What kind of problem it is.
    public let kind: Kind
    /// The format being read, when known.
    public let format: BackupFileFormat?
    /// The 1-based line (CSV, JSON) where the problem is, when known.
    public let line: Int?
    /// The field (a JSON path like `habits[3].frequency.count`, a CSV column, a Loop column).
    public let field: String?
    /// What is wrong, phrased for people.
    public let message: String

    /// A problem of `kind`.
    public init(
        _ kind: Kind, format: BackupFileFormat?, line: Int? = nil, field: String? = nil, message: String
    ) {
        self.kind = kind
        self.format = format
        self.line = line
        self.field = field
        self.message = message
    }

    /// `Kadō CSV, line 12, column value: "abc" is not a number`.
    public var description: String {
        var parts: [String] = []
        switch format {
        case .json: parts.append("Kadō JSON")
        case .csv: parts.append("Kadō CSV")
        case .loop: parts.append("Loop database")
        case nil: break
        }
        if let line { parts.append("line \(line)") }
        if let field { parts.append(format == .csv ? "column \(field)" : "field \(field)") }
        return parts.isEmpty ? message : parts.joined(separator: ", ") + ": " + message
    }
}
