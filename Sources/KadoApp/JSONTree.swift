import Foundation

/// A value as a JSON tree, built by an encoder that writes every `nil` optional as `null` where
/// `JSONEncoder` leaves its key out (synthesized `Encodable` conformances use `encodeIfPresent`),
/// and then written by `JSONEncoder` itself, so that its formatting, key order and date strategy
/// stay what they were. Every `--json` output of the command line and every answer of the JSON
/// API goes through it: an optional key is present as `null`, so every object of one array has
/// the same keys.
public final class JSONTree: Encodable {
    private enum Content {
        case null
        case leaf(any Encodable)
        case object([String: JSONTree])
        case array([JSONTree])
    }

    private var content: Content = .object([:])

    private init() {}

    /// `value` as a tree.
    /// - Throws: what `value`'s own encoding throws.
    public static func of<Value: Encodable>(_ value: Value, codingPath: [any CodingKey] = []) throws -> JSONTree {
        let tree = JSONTree()
        try tree.set(value, codingPath: codingPath)
        return tree
    }

    /// An empty object, for a container asked for before anything is encoded into it.
    fileprivate static func empty() -> JSONTree {
        JSONTree()
    }

    /// Makes this node `value`: a leaf for what `JSONEncoder` writes itself (numbers, text,
    /// dates, URLs, data), else whatever `value` encodes into it.
    fileprivate func set<Value: Encodable>(_ value: Value, codingPath: [any CodingKey]) throws {
        switch value {
        case is String, is Bool, is Double, is Float, is Int, is Int8, is Int16, is Int32, is Int64, is UInt,
            is UInt8, is UInt16, is UInt32, is UInt64, is Date, is URL, is Data, is Decimal:
            content = .leaf(value)
        default:
            try value.encode(to: TreeEncoder(tree: self, codingPath: codingPath))
        }
    }

    fileprivate func setNull() {
        content = .null
    }

    /// Makes this node an object (keeping the keys it has) and sets `key`.
    fileprivate func set(_ child: JSONTree, forKey key: String) {
        guard case .object(var children) = content else {
            content = .object([key: child])
            return
        }
        content = .object([:])
        children[key] = child
        content = .object(children)
    }

    fileprivate func makeObject() {
        if case .object = content { return }
        content = .object([:])
    }

    fileprivate func makeArray() {
        if case .array = content { return }
        content = .array([])
    }

    fileprivate func append(_ child: JSONTree) {
        guard case .array(var items) = content else {
            content = .array([child])
            return
        }
        content = .array([])
        items.append(child)
        content = .array(items)
    }

    fileprivate var count: Int {
        switch content {
        case .array(let items): items.count
        case .object(let children): children.count
        default: 0
        }
    }

    /// Writes the tree: `null`, a leaf as itself, an object's keys, an array's items.
    public func encode(to encoder: any Encoder) throws {
        switch content {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .leaf(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .object(let children):
            var container = encoder.container(keyedBy: TreeKey.self)
            for (key, child) in children { try container.encode(child, forKey: TreeKey(key)) }
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        }
    }

    fileprivate static func nullNode() -> JSONTree {
        let tree = JSONTree()
        tree.content = .null
        return tree
    }
}

/// Any key, by its text.
private struct TreeKey: CodingKey {
    let stringValue: String
    var intValue: Int? { Int(stringValue) }

    init(_ text: String) {
        stringValue = text
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
    }
}

private struct TreeEncoder: Encoder {
    let tree: JSONTree
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        tree.makeObject()
        return KeyedEncodingContainer(TreeKeyedContainer<Key>(tree: tree, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        tree.makeArray()
        return TreeUnkeyedContainer(tree: tree, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        TreeSingleValueContainer(tree: tree, codingPath: codingPath)
    }
}

private struct TreeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let tree: JSONTree
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        tree.set(JSONTree.nullNode(), forKey: key.stringValue)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        tree.set(try JSONTree.of(value, codingPath: codingPath + [key]), forKey: key.stringValue)
    }

    // The point of this encoder: an absent optional is written as `null`, not left out.
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return try encodeNil(forKey: key) }
        try encode(value, forKey: key)
    }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try present(value, key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try present(value, key) }

    private mutating func present<T: Encodable>(_ value: T?, _ key: Key) throws {
        guard let value else { return try encodeNil(forKey: key) }
        try encode(value, forKey: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let child = JSONTree.empty()
        tree.set(child, forKey: key.stringValue)
        return KeyedEncodingContainer(TreeKeyedContainer<NestedKey>(tree: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = JSONTree.empty()
        child.makeArray()
        tree.set(child, forKey: key.stringValue)
        return TreeUnkeyedContainer(tree: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(named: "super")
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(named: key.stringValue)
    }

    private func superEncoder(named name: String) -> any Encoder {
        let child = JSONTree.empty()
        tree.set(child, forKey: name)
        return TreeEncoder(tree: child, codingPath: codingPath + [TreeKey(name)])
    }
}

private struct TreeUnkeyedContainer: UnkeyedEncodingContainer {
    let tree: JSONTree
    let codingPath: [any CodingKey]
    var count: Int { tree.count }

    mutating func encodeNil() throws {
        tree.append(JSONTree.nullNode())
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        tree.append(try JSONTree.of(value, codingPath: codingPath + [TreeKey(String(count))]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let child = JSONTree.empty()
        tree.append(child)
        return KeyedEncodingContainer(TreeKeyedContainer<NestedKey>(tree: child, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = JSONTree.empty()
        child.makeArray()
        tree.append(child)
        return TreeUnkeyedContainer(tree: child, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        let child = JSONTree.empty()
        tree.append(child)
        return TreeEncoder(tree: child, codingPath: codingPath)
    }
}

private struct TreeSingleValueContainer: SingleValueEncodingContainer {
    let tree: JSONTree
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws {
        tree.setNull()
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try tree.set(value, codingPath: codingPath)
    }
}
