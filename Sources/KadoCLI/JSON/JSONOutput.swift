import Foundation

/// How every `--json` command writes: keys sorted, pretty-printed, dates in ISO 8601, slashes
/// unescaped, so that the same data always gives the same bytes.
public enum JSONOutput {
    /// A new encoder with Kadō's output settings (encoders are not shared between threads).
    public static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// `value` as JSON text, ending in a newline.
    /// - Throws: `EncodingError` when a value cannot be written (a non-finite number).
    public static func string<Value: Encodable>(_ value: Value) throws -> String {
        let data = try makeEncoder().encode(value)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
