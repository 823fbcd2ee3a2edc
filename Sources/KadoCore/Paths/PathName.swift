/// Path names as text, for the few questions the package asks of them.
///
/// Foundation's `NSString.deletingLastPathComponent` traps on a one-character relative name (`a`,
/// `a/`) on Linux, so a database, export or sync folder in such a folder (`--db a/k.sqlite`, or
/// `--db k`) crashed the program; every folder of a path is asked here instead.
public enum PathName {
    /// The folder that holds `path`: `a/b` → `a`, `/a` → `/`, `a/b/` → `a`, `a//b` → `a`; a name
    /// without a folder (`a`, `k.sqlite`) → the empty path, which stands for the working
    /// directory; `/` → `/`.
    public static func folder(of path: String) -> String {
        var name = Substring(path)
        while name.count > 1, name.last == "/" { name.removeLast() }
        if name == "/" { return "/" }
        guard let slash = name.lastIndex(of: "/") else { return "" }
        var folder = name[..<slash]
        while folder.last == "/" { folder.removeLast() }
        return folder.isEmpty ? "/" : String(folder)
    }
}
