import Foundation
import Testing

@testable import KadoWeb

/// The Debian package's icon (packaging/kado.svg, what the desktop entry shows) is the web app's
/// own: a file cannot read the code that draws it, so a test holds the two together.
@Suite("The packaged icon")
struct PackagedIconTests {
    @Test("packaging/kado.svg is AppIcon.svg, byte for byte (and a final line break)")
    func sameIcon() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = try String(contentsOf: root.appendingPathComponent("packaging/kado.svg"), encoding: .utf8)
        #expect(file == AppIcon.svg + "\n")
    }
}
