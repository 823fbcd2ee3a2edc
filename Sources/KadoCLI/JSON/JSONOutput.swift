import Foundation
import KadoApp
import KadoCore

/// How every `--json` command writes: keys sorted, pretty-printed, dates in ISO 8601, slashes
/// unescaped, so that the same data always gives the same bytes; every control and invisible
/// format character (direction overrides such as U+202E, zero-width characters) written as a
/// `\uXXXX` escape, so that a terminal showing the output never obeys one.
public enum JSONOutput {
    /// A new encoder with Kadō's output settings (encoders are not shared between threads).
    public static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// `value` as JSON text, ending in a newline, with every optional key present: `null` when
    /// the value has none (``JSONTree``), so that every object of one array has the same keys.
    /// - Throws: `EncodingError` when a value cannot be written (a non-finite number).
    public static func string<Value: Encodable>(_ value: Value) throws -> String {
        let data = try makeEncoder().encode(try JSONTree.of(value))
        return escapingInvisibles(String(decoding: data, as: UTF8.self)) + "\n"
    }

    /// `json` with every control (``TextRules/isControl(_:)``: C0, DEL, C1, line and paragraph
    /// separators, bidi embeddings, overrides and isolates) and every other format character
    /// (zero-width spaces and joiners, U+2060…U+2064, U+FEFF…) written as `\uXXXX`. JSON
    /// allows such an escape anywhere a string holds the character, and outside strings JSON
    /// holds only ASCII, so the result decodes to the same value. Text without any comes back
    /// unchanged.
    static func escapingInvisibles(_ json: String) -> String {
        func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value >= 0x7F && (TextRules.isControl(scalar) || scalar.properties.generalCategory == .format)
        }
        guard json.unicodeScalars.contains(where: isInvisible) else { return json }
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard isInvisible(scalar) else {
                result.append(scalar)
                continue
            }
            // UTF-16 code units: a scalar past U+FFFF is written as its surrogate pair.
            for unit in String(scalar).utf16 {
                let digits = String(unit, radix: 16, uppercase: true)
                result.append(
                    contentsOf: ("\\u" + String(repeating: "0", count: 4 - digits.count) + digits).unicodeScalars)
            }
        }
        return String(result)
    }
}
