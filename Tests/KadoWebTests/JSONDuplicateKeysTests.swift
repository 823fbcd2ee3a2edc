import Testing

@testable import KadoWeb

/// A key given twice in one object is found, wherever the object is and however the key is
/// escaped; the same key in two objects, or inside a string, is not a duplicate.
@Suite("Duplicate keys in a JSON body")
struct JSONDuplicateKeysTests {
    @Test(
        "each text's duplicate key, or none",
        arguments: [
            (#"{"day": "a", "day": "b"}"#, "day"),
            (#"{"a": 1, "b": {"c": 1, "c": 2}}"#, "c"),
            (#"{"note": "x", "n\u006fte": "y"}"#, "note"),
            (#"[{"a": 1}, {"a": 2}]"#, nil),
            (#"{"a": {"b": 1}, "b": 2}"#, nil),
            (#"{"a": "\"a\": 1, \"a\"", "b": [1, "a", {"a": 0}]}"#, nil),
            (#"{"a": [{"x": 1}], "a": 2}"#, "a"),
            (#"{}"#, nil),
            (#"{"":1,"":2}"#, ""),
        ] as [(String, String?)])
    func duplicates(text: String, expected: String?) {
        #expect(JSONDuplicateKeys.first(in: Array(text.utf8)) == expected)
    }
}
