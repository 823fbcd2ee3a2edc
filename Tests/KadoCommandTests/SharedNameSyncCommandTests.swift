import Foundation
import KadoTestSupport
import Testing

/// Two devices that each create "Journal" before they sync: both habits are kept, `kado sync`
/// says they share a name and how to rename one, each is found by its id, and `kado add` or
/// `kado edit` never makes such a pair by itself.
@Suite("kado sync, two habits of one name", .tags(.endToEnd), .endToEndTierOnly)
struct SharedNameSyncCommandTests {
    @Test("both kept, told apart by id, with the command that renames one")
    func keptAndOffered() throws {
        let group = try SyncGroup(count: 2)
        try group.setUp()
        try group.devices[0].succeed(["add", "Journal"])
        try group.devices[1].succeed(["add", "journal"])
        try group.devices[0].succeed(["sync"])
        let result = try group.devices[1].succeed(["sync"])
        #expect(result.output.contains("These habits now share a name, kept both: "), "\(result)")
        #expect(result.output.contains("rename one with kado edit "), "\(result)")
        let ambiguous = try group.devices[1].kado(["done", "JOURNAL"])
        #expect(ambiguous.status != 0, "\(ambiguous)")
        // The command the sync offered renames one; then the name finds one habit again.
        let line = try #require(result.lines.first { $0.hasPrefix("These habits now share a name") })
        let id = try #require(line.components(separatedBy: "kado edit ").last?.components(separatedBy: " ").first)
        try group.devices[1].succeed(["edit", id, "--name", "Evening journal"])
        try group.devices[1].succeed(["done", "JOURNAL"])
        // Adding or renaming onto a taken name is refused, and nothing is written.
        let refused = try group.devices[1].kado(["add", "JOURNAL"])
        #expect(refused.status == 64, "\(refused)")
        #expect(refused.error.lowercased().contains("must differ from another habit's name, \"journal\""), "\(refused)")
        let rename = try group.devices[1].kado(["edit", "Evening journal", "--name", "Jóurnal"])
        #expect(rename.status == 64, "\(rename)")
        #expect(try group.devices[1].succeed(["list"]).output.contains("Evening journal"))
    }
}
