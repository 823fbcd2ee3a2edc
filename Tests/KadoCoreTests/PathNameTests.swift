import KadoCore
import Testing

@Suite("The folder of a path name")
struct PathNameTests {
    @Test(
        "as Foundation's deletingLastPathComponent answers, and never a crash on a one-character name",
        arguments: [
            ("a", ""), ("k", ""), ("a/", ""), ("k.sqlite", ""), ("", ""),
            ("a/b", "a"), ("a/b/", "a"), ("a//b", "a"), ("a/b/c.sqlite", "a/b"), ("./a", "."), ("../k", ".."),
            ("/", "/"), ("//", "/"), ("/a", "/"), ("/a/", "/"), ("/a/b", "/a"), ("/x/y/z.json", "/x/y"),
            ("é/ü", "é"), ("dossier avec espaces/k", "dossier avec espaces"),
        ])
    func folder(path: String, expected: String) {
        #expect(PathName.folder(of: path) == expected)
    }

    @Test("walking up from any relative path ends at the empty path, from any absolute one at /")
    func walkingUpEnds() {
        for start in ["a/b/c/d", "x", "a/", "/a/b/c", "/"] {
            var folder = start
            var steps = 0
            while !folder.isEmpty, folder != "/", steps < 10 {
                folder = PathName.folder(of: folder)
                steps += 1
            }
            #expect(steps < 10 && (folder.isEmpty || folder == "/"), "\(start)")
            #expect(folder == (start.hasPrefix("/") ? "/" : ""), "\(start)")
        }
    }
}
