import Foundation
import KadoApp
import Testing

@testable import KadoCLI

/// What `kado sync` and `kado sync status` say was held back, and why a file was not read, in
/// English and French (issue 33, "Status tells the truth").
@Suite("Sync: held back, in words")
struct SyncHeldBackWordingTests {
    static let space = "\u{00A0}"

    @Test(
        "a clock's lead is said in its largest unit, rounded",
        arguments: [
            (259_140, "3 days"), (259_200, "3 days"), (219_600, "3 days"), (20_400, "6 hours"), (900, "15 minutes"),
            (60, "1 minute"),
        ] as [(TimeInterval, String)])
    func lead(_ seconds: TimeInterval, _ words: String) {
        let (amount, noun) = Phrase.lead(seconds)
        #expect(noun.counted(amount, in: .english) == words)
    }

    @Test("every held-back line says what to do, in English and French")
    func heldBackFrench() {
        let file = UnreadFile(path: "kado-sync/devices/B/manifest.json", reason: .otherSyncGroup)
        let cases: [(SyncHeldBack, String, String)] = [
            (
                .clockAhead(device: "A", seconds: 3 * 86_400, changes: 12),
                "device A's clock is 3 days ahead of this one: fix its date and time; its 12 changes wait until this "
                    + "clock gets there",
                "l’horloge de l’appareil A a 3 jours d’avance sur celle-ci\(Self.space): corrigez sa date et son "
                    + "heure\(Self.space); ses 12 modifications attendent que cette horloge les rattrape"
            ),
            (
                .waitingForHabit(changes: 2),
                "2 changes wait for their habit, which no device has published yet: sync the device that made it "
                    + "(kado sync there)",
                "2 modifications attendent leur habitude, qu’aucun appareil n’a encore publiée\(Self.space): "
                    + "synchronisez l’appareil qui l’a créée (kado sync sur celui-ci)"
            ),
            (
                .refused(device: "C", changes: 1, reason: "unknown column mood"),
                "1 change of device C refused (unknown column mood): no Kadō this one knows could have written it; "
                    + "update Kadō here, and if it is up to date, look at device C",
                "1 modification de l’appareil C refusée (unknown column mood)\(Self.space): aucun Kadō que "
                    + "celui-ci connaît n’a pu l’écrire\(Self.space); mettez Kadō à jour ici, et s’il l’est, "
                    + "regardez l’appareil C"
            ),
            (
                .unreadFile(file),
                "kado-sync/devices/B/manifest.json: it belongs to another sync group: not read; set the device that "
                    + "wrote it up again on this target (kado sync setup there), or remove its folder",
                "kado-sync/devices/B/manifest.json\(Self.space): il appartient à un autre groupe de synchronisation"
                    + "\(Self.space): pas lu\(Self.space); configurez de nouveau l’appareil qui l’a écrit sur cette "
                    + "cible (kado sync setup sur celui-ci), ou retirez son dossier"
            ),
        ]
        for (held, english, french) in cases {
            #expect(Phrase.syncHeldBack(held).english == english)
            #expect(Phrase.syncHeldBack(held).french == french)
        }
    }

    @Test("each reason a file was not read has its own words; only a file not whole yet is 'still being copied?'")
    func reasons() {
        var seen: [String: SyncSkipReason] = [:]
        for reason in SyncSkipReason.allCases {
            let phrase = Phrase.unreadReason(reason)
            #expect(phrase.english.contains("still being copied?") == [.checksumMismatch, .torn].contains(reason))
            #expect(phrase.french.contains("encore en cours de copie") == [.checksumMismatch, .torn].contains(reason))
            if reason != .torn, let other = seen.updateValue(reason, forKey: phrase.english) {
                Issue.record("\(reason) says what \(other) says")
            }
        }
    }

    @Test("Received and Sent list rows, notes and removals, in English and French")
    func counts() {
        let counts = SyncOutcome.Counts(
            habits: 1, checkIns: 2, skips: 0, settings: 0, notes: 1, removedHabits: 2, removedCheckIns: 3)
        #expect(
            SyncCommand.counts(counts, Localizer(language: .english))
                == "1 habit, 2 check-ins, 1 note, 2 habits removed, 3 check-ins removed")
        #expect(
            SyncCommand.counts(counts, Localizer(language: .french))
                == "1 habitude, 2 pointages, 1 note, 2 habitudes supprimées, 3 pointages supprimés")
    }
}
