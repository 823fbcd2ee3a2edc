import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// nginx's configuration, as a person following its documentation writes one: the WebDAV module's
/// methods, dav-ext (loaded with `load_module`) for `PROPFIND` and `OPTIONS`, Basic authentication
/// against the password file, a generous body size, and nothing else changed: no
/// `create_full_put_path`, so a `PUT` into a missing folder is refused (500). Every path nginx
/// writes is in the server's folder (a compiled-in one under /var would need root), and request
/// bodies go beside the document root, on its file system, as nginx's documentation advises:
/// moved into place, not copied.
extension DAVServer {
    func writeNginxConfiguration(directives: [String]) throws {
        var lines = ["load_module \(Self.nginxDAVExtModule);"]
        if let owner, let name = ownerName {
            let group = getgrgid(owner.gid).map { String(cString: $0.pointee.gr_name) } ?? name
            lines.append("user \(name) \(group);")
        }
        lines += [
            "worker_processes 1;", "pid \(folder.path("run/nginx.pid"));", "error_log \(errorLog) warn;",
            "events { worker_connections 64; }", "http {",
            "  log_format kado '$request_method $uri \"$http_user_agent\"';", "  access_log \(accessLog) kado;",
            "  client_body_temp_path \(storage)/body;", "  proxy_temp_path \(folder.path("temp/proxy"));",
            "  fastcgi_temp_path \(folder.path("temp/fastcgi"));", "  uwsgi_temp_path \(folder.path("temp/uwsgi"));",
            "  scgi_temp_path \(folder.path("temp/scgi"));", "  server {", "    listen 127.0.0.1:\(port);",
            "    server_name 127.0.0.1;", "    root \(documentRoot);", "    client_max_body_size 64m;",
            "    location / {", "      auth_basic \"Kado tests\";",
            "      auth_basic_user_file \(folder.path("htpasswd"));", "      dav_methods PUT DELETE MKCOL COPY MOVE;",
            "      dav_ext_methods PROPFIND OPTIONS;", "    }",
        ]
        lines += directives.map { "    " + $0 }
        lines += ["  }", "}"]
        try writeConfiguration(lines, to: "nginx.conf")
    }
}
