/// `rclone serve webdav` over the document root: Basic authentication against the password file
/// (`--htpasswd`, so the password is not in its arguments), and no directory cache (its default of
/// five minutes would hide files a test writes on the disk behind its back).
extension DAVServer {
    func writeRcloneConfiguration() throws {
        // An empty configuration file of its own: rclone looks for one in the user's home.
        try writeConfiguration([], to: "rclone.conf")
    }

    var rcloneArguments: [String] {
        [
            "serve", "webdav", documentRoot, "--addr", "127.0.0.1:\(port)", "--htpasswd", folder.path("htpasswd"),
            "--realm", "Kado tests", "--config", folder.path("rclone.conf"), "--cache-dir", folder.path("temp"),
            "--dir-cache-time", "0s", "--log-level", "NOTICE",
        ]
    }
}
