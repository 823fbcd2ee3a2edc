import Foundation

/// An HTTP request a push channel sends (``SystemPorts/push``): a POST, in terms of no HTTP
/// library.
public struct PushRequest: Hashable, Sendable {
    /// One header field.
    public struct Field: Hashable, Sendable {
        /// Its name, as set.
        public var name: String
        /// Its value.
        public var value: String
    }

    /// Where it goes.
    public var url: URL
    /// Its method (`POST`).
    public var method: String
    /// Its header fields, in the order they were first set.
    public private(set) var headers: [Field] = []
    /// Its body.
    public var body: Data

    /// A `method` request to `url` with no header fields and an empty body.
    public init(url: URL, method: String = "POST", body: Data = Data()) {
        self.url = url
        self.method = method
        self.body = body
    }

    /// Sets the header field `name` (compared without case) to `value`.
    public mutating func setValue(_ value: String, forHeader name: String) {
        if let index = headers.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) {
            headers[index].value = value
        } else {
            headers.append(Field(name: name, value: value))
        }
    }

    /// The value of the header field `name` (compared without case), if set.
    public func value(forHeader name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
