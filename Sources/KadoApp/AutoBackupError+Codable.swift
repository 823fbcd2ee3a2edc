/// The failure kept in the status file: its kind, path and reason as plain fields.
extension AutoBackupError: Codable {
    private enum CodingKeys: String, CodingKey { case kind, path, reason }

    /// Reads a failure as ``encode(to:)`` writes it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let path = try container.decodeIfPresent(String.self, forKey: .path) ?? ""
        let reason = try container.decodeIfPresent(String.self, forKey: .reason) ?? ""
        switch try container.decode(String.self, forKey: .kind) {
        case "noFolder": self = .noFolder
        case "copyNotWritten": self = .copyNotWritten(path: path, reason: reason)
        case "notLossless": self = .notLossless(path: path, format: reason)
        default: self = .notWritten(path: path, reason: reason)
        }
    }

    /// Writes the kind (`notWritten`…), and the path and reason when there are.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .noFolder:
            try container.encode("noFolder", forKey: .kind)
        case .notWritten(let path, let reason), .copyNotWritten(let path, let reason):
            try container.encode(kind, forKey: .kind)
            try container.encode(path, forKey: .path)
            try container.encode(reason, forKey: .reason)
        case .notLossless(let path, let format):
            try container.encode("notLossless", forKey: .kind)
            try container.encode(path, forKey: .path)
            try container.encode(format, forKey: .reason)
        }
    }

    private var kind: String {
        switch self {
        case .noFolder: "noFolder"
        case .notWritten: "notWritten"
        case .copyNotWritten: "copyNotWritten"
        case .notLossless: "notLossless"
        }
    }
}
