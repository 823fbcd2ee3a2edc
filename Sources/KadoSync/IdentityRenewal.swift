import Foundation

/// A device taking a new identity because the target was ahead of what its database remembered
/// publishing: the database was put back from a copy (a backup, an old disk, a snapshot of a
/// virtual machine) after it had published more, or another copy of the same database (a cloned
/// machine, a copied file) publishes under the same id.
///
/// Refusing to sync would strand every check-in made on it since; merging into the other copy's
/// files would give two writers to one file. So the database that notices takes a new device id,
/// keeps every local change (now its new identity's), publishes its whole history under it, and
/// reads what the old identity published as another device's — getting back whatever the copy
/// had lost.
public struct IdentityRenewal: Hashable, Sendable, Codable {
    /// The device id the database published under until now.
    public var previous: String
    /// The device id it publishes under from now on.
    public var current: String

    /// A renewal from `previous` to `current`.
    public init(previous: String, current: String) {
        self.previous = previous
        self.current = current
    }
}
