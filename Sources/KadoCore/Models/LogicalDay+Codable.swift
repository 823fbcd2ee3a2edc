extension LogicalDay: Codable {
    /// Decodes a day written as `YYYY-MM-DD`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = LogicalDay(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected a day as YYYY-MM-DD, found \"\(text)\".")
        }
        self = day
    }

    /// Encodes the day as `YYYY-MM-DD`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
