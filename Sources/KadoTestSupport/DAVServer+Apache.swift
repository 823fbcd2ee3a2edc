/// Apache httpd's configuration: the prefork MPM, mod_dav with mod_dav_fs over the document root,
/// Basic authentication against the password file, and a log of each request's method, path and
/// `User-Agent`.
extension DAVServer {
    func writeApacheConfiguration(directives: [String]) throws {
        let modules = [
            ("mpm_prefork_module", "mod_mpm_prefork.so"), ("authz_core_module", "mod_authz_core.so"),
            ("authz_user_module", "mod_authz_user.so"), ("authn_core_module", "mod_authn_core.so"),
            ("authn_file_module", "mod_authn_file.so"), ("auth_basic_module", "mod_auth_basic.so"),
            ("alias_module", "mod_alias.so"), ("dav_module", "mod_dav.so"), ("dav_fs_module", "mod_dav_fs.so"),
        ]
        var lines = [
            "ServerRoot \"\(folder.url.path)\"", "ServerName 127.0.0.1", "Listen 127.0.0.1:\(port)",
            "PidFile \"\(folder.path("run/httpd.pid"))\"", "DefaultRuntimeDir \"\(folder.path("run"))\"",
            "ErrorLog \"\(errorLog)\"", "LogLevel warn", "Timeout 30", "KeepAlive On",
            "StartServers 1", "MinSpareServers 1", "MaxSpareServers 3", "MaxRequestWorkers 8",
            "LogFormat \"%m %U \\\"%{User-Agent}i\\\"\" kado", "CustomLog \"\(accessLog)\" kado",
        ]
        lines += modules.map { "LoadModule \($0.0) \(Self.apacheModules)/\($0.1)" }
        if let owner, let name = ownerName {
            lines += ["User \(name)", "Group #\(owner.gid)"]
        }
        lines += [
            "DocumentRoot \"\(documentRoot)\"", "DavLockDB \"\(folder.path("lock/DavLock"))\"",
            "<Directory \"\(documentRoot)\">", "  Dav On", "  AuthType Basic", "  AuthName \"Kado tests\"",
            "  AuthBasicProvider file", "  AuthUserFile \"\(folder.path("htpasswd"))\"", "  Require valid-user",
            "</Directory>",
        ]
        lines += directives
        try writeConfiguration(lines, to: "httpd.conf")
    }
}
