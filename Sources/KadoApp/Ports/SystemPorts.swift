import KadoSync

/// The machinery the application layer needs from the system it runs on, declared here and
/// implemented elsewhere: KadoApp itself calls no `flock`, `sendfile`, `fsync` or HTTP client, so
/// that it builds unchanged for Apple platforms and its tests can give it versions of their own.
///
/// The composition root (`kado`'s `main.swift`) gives every tracker `SystemPorts.standard` from
/// KadoSystem; tests get the same from KadoTestSupport's builders, or their own ports.
public struct SystemPorts: Sendable {
    /// Advisory locks on files and folders, shared with other processes.
    public var locks: any FileLocking
    /// Files written whole and renamed into place, read back, removed.
    public var files: any FileStorage
    /// Sends a push notification's HTTP request and says how it was answered, waiting a bounded
    /// time (URLSession in KadoSystem); retries and their waits are the channel's.
    public var push: PushChannel.Sender
    /// Makes the HTTP client of a WebDAV sync target, for the bounds its transport asks for.
    public var webDAV: WebDAVExchangeMaker

    /// Ports made of `locks`, `files`, `push` and `webDAV`.
    public init(
        locks: any FileLocking, files: any FileStorage, push: @escaping PushChannel.Sender,
        webDAV: @escaping WebDAVExchangeMaker
    ) {
        self.locks = locks
        self.files = files
        self.push = push
        self.webDAV = webDAV
    }
}
