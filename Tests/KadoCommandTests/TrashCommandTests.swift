import Foundation
import KadoTestSupport
import Testing

/// `kado delete` moves a habit to the trash; `kado trash` lists, restores and empties it, in
/// English and French, with `--json`; `kado sync` empties what was deleted 30 days ago.
@Suite("kado trash, run as a binary", .tags(.endToEnd), .endToEndTierOnly)
struct TrashCommandTests {
    struct TrashEntryJSON: Decodable, Equatable {
        let id: UUID
        let name: String
        let deletedAt: String
        let emptiedAt: String
    }

    /// A sandbox with Read (done twice, then deleted at 09:00 on 10 April) and Run.
    private func sandboxWithTrash() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["add", "Run"])
        try sandbox.succeed(["done", "Read"])
        try sandbox.succeed(["done", "Read", "yesterday"])
        try sandbox.succeed(["delete", "Read", "--yes"])
        return sandbox
    }

    @Test("trash lists each deleted habit with when it was deleted and when it will be emptied")
    func list() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        #expect(try sandbox.succeed(["trash"]).lines == ["The trash is empty."])
        #expect(try sandbox.json([TrashEntryJSON].self, ["trash", "--json"]).isEmpty)
        try sandbox.succeed(["add", "Meditate"])
        try sandbox.succeed(["delete", "Read", "--yes"])
        try sandbox.succeed(["delete", "Meditate", "--yes"], now: "2026-04-11T08:00:00Z")
        let listing = try sandbox.succeed(["trash"], now: "2026-04-12T08:00:00Z")
        #expect(
            listing.lines == [
                "In the trash (emptied 30 days after deletion; kado trash restore HABIT brings one back):",
                "  Meditate  deleted Sat 11 Apr, emptied Mon 11 May",
                "  Read      deleted Fri 10 Apr, emptied Sun 10 May",
            ])
        let entries = try sandbox.json([TrashEntryJSON].self, ["trash", "list", "--json"], now: "2026-04-12T08:00:00Z")
        #expect(entries.map(\.name) == ["Meditate", "Read"])
        #expect(entries.last?.deletedAt == "2026-04-10T09:00:00Z")
        #expect(entries.last?.emptiedAt == "2026-05-10T09:00:00Z")
        // 30 days on, Read is no longer there.
        #expect(
            try sandbox.json([TrashEntryJSON].self, ["trash", "--json"], now: "2026-05-10T09:00:00Z").map(\.name)
                == ["Meditate"])
    }

    @Test("trash restore brings the habit back with its history; kado undo puts it back in the trash")
    func restore() throws {
        let sandbox = try sandboxWithTrash()
        #expect(try sandbox.succeed(["list", "--names"]).lines == ["Run"])
        #expect(
            try sandbox.succeed(["trash", "restore", "rea"]).lines == [
                "Restored Read from the trash, with its whole history."
            ])
        #expect(try sandbox.succeed(["list", "--names"]).lines == ["Read", "Run"])
        let status = try sandbox.json(StatusJSON.self, ["show", "Read", "--json"])
        #expect(status.doneToday)
        #expect(try sandbox.succeed(["undo"]).lines.first?.contains("restored Read from the trash") == true)
        #expect(try sandbox.succeed(["list", "--names"]).lines == ["Run"])
        try sandbox.succeed(["undo"])
        #expect(try sandbox.succeed(["list", "--names"]).lines == ["Read", "Run"])
        #expect(try sandbox.succeed(["trash"]).lines == ["The trash is empty."])
    }

    @Test("trash restore of a habit not in the trash is refused (exit 64), naming the nearest one there")
    func restoreUnknown() throws {
        let sandbox = try sandboxWithTrash()
        let refused = try sandbox.kado(["trash", "restore", "Run"])
        #expect(refused.status == 64)
        #expect(refused.error == "kado: no habit in the trash is named “Run”; kado trash lists them\n")
        let typo = try sandbox.kado(["trash", "restore", "Reed"])
        #expect(
            typo.error == "kado: no habit in the trash is named “Reed” (did you mean “Read”?); kado trash lists them\n")
        let missing = try sandbox.kado(["trash", "restore"])
        #expect(missing.status == 64)
        #expect(try sandbox.kado(["trash", "burn"]).status == 64)
    }

    @Test("trash empty asks on a terminal; without one it needs --yes and changes nothing")
    func emptyNeedsYes() throws {
        let sandbox = try sandboxWithTrash()
        let before = try sandbox.snapshot()
        let refused = try sandbox.kado(["trash", "empty", "Read"])
        #expect(refused.status == 64)
        #expect(refused.output.isEmpty)
        #expect(
            refused.error
                == "kado: emptying the trash deletes a history for good: add --yes to empty it without a terminal "
                + "to ask on (nothing was changed)\n")
        #expect(try sandbox.kado(["trash", "empty", "--json"]).status == 64)
        #expect(try sandbox.snapshot() == before)
        #expect(try sandbox.succeed(["trash", "empty", "Read", "--yes"]).lines == ["Emptied the trash of “Read”."])
        #expect(try sandbox.succeed(["trash"]).lines == ["The trash is empty."])
        #expect(try sandbox.kado(["trash", "restore", "Read"]).status == 64)
        let store = try sandbox.openStore()
        #expect(try store.allCompletions().isEmpty)
        try sandbox.succeed(["delete", "Run", "--yes"])
        #expect(try sandbox.succeed(["trash", "empty", "-y", "--json"]).output.contains("\"name\" : \"Run\""))
        #expect(try sandbox.succeed(["trash", "empty", "--yes"]).lines == ["The trash is empty."])
    }

    @Test("French: delete, trash, restore, empty and their refusals")
    func french() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["settings", "language", "fr"])
        try sandbox.succeed(["add", "Lire"])
        #expect(
            try sandbox.succeed(["delete", "Lire", "--yes"]).lines == [
                "Lire est dans la corbeille, avec son historique, pour 30\u{A0}jours. Pour la faire revenir\u{A0}: "
                    + "kado trash restore \"Lire\""
            ])
        #expect(
            try sandbox.succeed(["trash"]).lines == [
                "Dans la corbeille (vidée 30\u{A0}jours après la suppression\u{A0}; kado trash restore HABITUDE en fait "
                    + "revenir une)\u{A0}:",
                "  Lire  supprimée le ven. 10 avr., vidée le dim. 10 mai",
            ])
        let refused = try sandbox.kado(["trash", "empty"])
        #expect(refused.error.hasPrefix("kado\u{A0}: vider la corbeille supprime un historique pour de bon\u{A0}:"))
        let unknown = try sandbox.kado(["trash", "restore", "Courir"])
        #expect(
            unknown.error.hasPrefix("kado\u{A0}: aucune habitude de la corbeille ne s’appelle «\u{A0}Courir\u{A0}»"))
        #expect(
            try sandbox.succeed(["trash", "restore", "Lire"]).lines == [
                "Lire est revenue de la corbeille, avec tout son historique."
            ])
        try sandbox.succeed(["delete", "Lire", "--yes"])
        #expect(
            try sandbox.succeed(["trash", "empty", "--yes"]).lines == ["La corbeille est vidée de «\u{A0}Lire\u{A0}»."])
        let help = try sandbox.succeed(["help", "trash"]).output
        #expect(help.contains("Lister, restaurer ou vider les habitudes supprimées"))
    }

    @Test("kado sync empties the trash of a habit deleted 30 days ago, on both devices")
    func syncEmptiesExpired() throws {
        let group = try SyncGroup(count: 2)
        let (ann, bob) = (group.devices[0], group.devices[1])
        try ann.succeed(["add", "Read"])
        try ann.succeed(["done", "Read"])
        try group.setUp()
        try group.syncAll()
        try bob.succeed(["delete", "Read", "--yes"])
        try group.syncAll()
        #expect(try ann.json([TrashEntryJSON].self, ["trash", "--json"]).map(\.name) == ["Read"])
        let id = try #require(try ann.json([TrashEntryJSON].self, ["trash", "--json"]).first?.id)
        #expect(try ann.openStore().completions(of: id).count == 1)
        let later = "2026-05-11T09:00:00Z"
        for _ in 0..<2 {
            for device in group.devices { try device.succeed(["sync"], now: later) }
        }
        for device in group.devices {
            #expect(try device.openStore().allCompletions().isEmpty)
            #expect(try device.openStore().trashedHabits().isEmpty)
        }
    }
}
