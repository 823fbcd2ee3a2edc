import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The sync card says what the last sync held back, with what to do, and never only "synced"
/// then (issue 33, "Status tells the truth").
@Suite("Sync card: what is held back")
struct SyncCardHeldBackTests {
    @Test(
        "A device 3 days ahead: the card names it and its changes, in English and French",
        arguments: [Language.english, .french])
    func clockAhead(language: Language) throws {
        let folder = try SyncCardTests.Folder()
        let data = try TemporaryFolder(prefix: "kado-sync-web-ahead")
        // Three days after the harness's clock (2026-04-10 19:30 UTC).
        let aheadNow = Date(timeIntervalSince1970: 1_775_849_400 + 3 * 86_400)
        let ahead = try TrackerBuilder().now(aheadNow).open(in: data, named: "ahead.sqlite")
        let run = try ahead.habits.createHabit(HabitDraft(name: "Run"))
        _ = try ahead.checkIns.complete(run, on: try ahead.today())
        try ahead.sync.setUpSync(.folder(path: folder.path), password: nil)
        try ahead.sync.syncNow()
        let aheadID = try ahead.sync.syncStatus().deviceID

        let web = try SyncCardTests.quietHarness()
        try web.tracker.preferences.setLanguage(language)
        SyncCardTests.setUp(web, folder: folder.path)
        let page = SyncCardTests.syncNow(web)
        let t = Localizer(language: language)
        let held = try #require(try web.tracker.sync.syncStatus().heldBack.first)
        #expect(held == .clockAhead(device: aheadID, seconds: heldSeconds(held), changes: 2))
        #expect(page.contains("id=\"sync-held-back\""))
        #expect(page.contains(HTML.escape(t(.syncHeldBackTitle))))
        #expect(page.contains(HTML.escape(t(.syncHeldBack(held)))))
        // Each held-back change is an item of the list, not markup shown as text.
        #expect(
            page.contains("<ul class=\"set-detail\"><li>\(HTML.escape(t(.syncHeldBack(held))))</li></ul>"), "\(page)")
        #expect(!page.contains("&lt;li&gt;"))
        let words =
            language == .english
            ? "The clock of device \(aheadID) is 3 days ahead of this one: fix its date and time. Its 2 changes wait"
            : "L’horloge de l’appareil \(aheadID) a 3 jours d’avance sur celle-ci\u{00A0}: corrigez sa date et son "
                + "heure. Ses 2 modifications attendent"
        #expect(page.contains(HTML.escape(words)), "\(page)")
        // Synced, yet not everything: never shown as the state of things.
        #expect(!page.contains("sync-state is-ok"))
        #expect(!page.contains("id=\"sync-failure\""))
    }

    private func heldSeconds(_ held: SyncHeldBack) -> TimeInterval {
        if case .clockAhead(_, let seconds, _) = held { return seconds }
        return 0
    }

    @Test("Came in and went out count rows, notes and removals")
    func countsWords() {
        var counts = SyncOutcome.Counts(habits: 1, checkIns: 2, skips: 0, settings: 0, notes: 1, removedCheckIns: 3)
        var outcome = SyncOutcome()
        outcome.received = counts
        counts = SyncOutcome.Counts(habits: 0, checkIns: 0, skips: 0, settings: 0, removedHabits: 2)
        outcome.sent = counts
        #expect(
            SyncCardView.outcome(of: outcome, t: Localizer(language: .english))
                == "Came in: 2 check-ins, 1 note, 1 habit, 3 check-ins removed. Went out: 2 habits removed.")
        #expect(
            SyncCardView.outcome(of: outcome, t: Localizer(language: .french))
                == "Reçu\u{00A0}: 2 pointages, 1 note, 1 habitude, 3 pointages supprimés. "
                + "Envoyé\u{00A0}: 2 habitudes supprimées.")
    }

    @Test(
        "Each unread file's reason is its own; only one still being copied says so",
        arguments: [Language.english, .french])
    func unreadReasons(language: Language) {
        let t = Localizer(language: language)
        let copying = language == .english ? "still being copied" : "encore en cours de copie"
        var seen: Set<String> = []
        for reason in SyncSkipReason.allCases {
            let words = t(.syncUnreadReason(reason))
            #expect(words.contains(copying) == [.checksumMismatch, .torn].contains(reason), "\(reason): \(words)")
            if reason != .torn { #expect(seen.insert(words).inserted, "\(reason) says the same as another") }
        }
    }
}
