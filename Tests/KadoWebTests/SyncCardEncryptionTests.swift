import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The sync card's end-to-end encryption, through ``WebApp`` with its background sync over folder
/// targets: setting a target up encrypted, joining one (a wrong passphrase changes nothing),
/// changing the passphrase, and encrypting a plain target, each through the use cases
/// `kado sync` calls. No passphrase ever comes back in a page or a header.
@Suite("Sync card encryption")
struct SyncCardEncryptionTests {
    typealias Card = SyncCardTests

    static let passphrase = "correct horse battery staple \(UUID().uuidString)"
    static let renewed = "a new passphrase, longer \(UUID().uuidString)"

    /// The database's bytes (its file and its write-ahead log), to prove a refusal wrote nothing.
    static func databaseBytes(_ web: WebHarness) -> [Data?] {
        ["", "-wal"].map { FileManager.default.contents(atPath: web.databasePath + $0) }
    }

    static func keyPath(_ web: WebHarness) -> String {
        ((web.databasePath as NSString).deletingLastPathComponent as NSString).appendingPathComponent("kado.sync-key")
    }

    /// Whether `response` holds `secret` anywhere: its body or a header.
    static func repeats(_ response: HTTPResponse, _ secret: String) -> Bool {
        response.text.contains(secret) || response.headers.contains { $0.value.contains(secret) }
            || response.text.contains(HTML.escape(secret))
    }

    /// The setup form's fields for `folder`, encrypted with `passphrase` typed as `again` the second time.
    static func encryptedSetup(_ folder: String, _ passphrase: String, again: String? = nil) -> [(String, String)] {
        [
            ("kind", "folder"), ("path", folder), ("encrypt", "on"), ("passphrase", passphrase),
            ("passphraseAgain", again ?? passphrase),
        ]
    }

    @Test(
        "Before a setup each form offers to encrypt, with the passphrase twice and what losing it means",
        arguments: Language.spoken)
    func offered(language: Language) throws {
        let web = try Card.quietHarness()
        try web.tracker.preferences.setLanguage(language)
        let page = web.get("/settings").text
        let t = Localizer(language: language)
        for kind in ["folder", "webdav"] {
            #expect(page.contains(#"<input type="checkbox" id="sync-\#(kind)-encrypt" name="encrypt" value="on">"#))
            #expect(page.contains(#"id="sync-\#(kind)-passphrase" name="passphrase" autocomplete="new-password">"#))
            #expect(page.contains(#"id="sync-\#(kind)-passphrase-again" name="passphraseAgain""#))
        }
        #expect(page.contains(HTML.escape(t(.syncEncryptCheckbox))))
        #expect(page.contains(HTML.escape(t(.syncPassphraseCaution))))
        #expect(!page.contains("id=\"sync-join\""))
    }

    @Test("A folder set up encrypted through the card: the key kept 0600, the target sealed, no passphrase shown")
    func setUpEncrypted() throws {
        let folder = try Card.Folder()
        let web = try Card.quietHarness()
        try web.habit("Therapy on Tuesdays")
        let response = Card.andTheSync(web) {
            web.post("/settings/sync/setup", Self.encryptedSetup(folder.path, Self.passphrase))
        }
        #expect(response.status == 303)
        #expect(response.header("Location") == "/settings?notice=syncSetUpEncrypted#settings-sync")
        let status = try web.tracker.sync.syncStatus()
        #expect(status.target == .folder(path: folder.path))
        #expect(status.isEncrypted)
        #expect(status.isSynced)
        let mode = try FileManager.default.attributesOfItem(atPath: Self.keyPath(web))[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let key = try String(contentsOfFile: Self.keyPath(web), encoding: .utf8)
        #expect(!key.contains(Self.passphrase))
        let target = try filesUnder(folder.path)
        #expect(target.count > 2)
        for (path, bytes) in target {
            #expect(bytes.range(of: Data("Therapy".utf8)) == nil, "\(path) holds a habit's name")
            #expect(bytes.range(of: Data(Self.passphrase.utf8)) == nil, "\(path) holds the passphrase")
        }
        let page = web.follow(response)
        #expect(page.text.contains(Card.english(.noticeSyncSetUpEncrypted)))
        #expect(page.text.contains(#"id="sync-encrypted""#))
        // Encrypted: the card offers a new passphrase, not to encrypt.
        #expect(page.text.contains(#"action="/settings/sync/passphrase#settings-sync""#))
        #expect(!page.text.contains(#"action="/settings/sync/encrypt#settings-sync""#))
        #expect(!Self.repeats(response, Self.passphrase) && !Self.repeats(page, Self.passphrase))
    }

    @Test(
        "A passphrase missing, or typed twice differently, is refused in the form and nothing is saved",
        arguments: [("", ""), ("one passphrase", "another passphrase"), ("trailing space ", "trailing space")])
    func refusedBeforeTrying(passphrase: String, again: String) throws {
        let folder = try Card.Folder()
        let web = try Card.quietHarness()
        for language in Language.spoken {
            try web.tracker.preferences.setLanguage(language)
            let t = Localizer(language: language)
            let response = web.post("/settings/sync/setup", Self.encryptedSetup(folder.path, passphrase, again: again))
            #expect(response.status == 422)
            let reason = passphrase.isEmpty ? t(.syncChoosePassphrase) : t(.syncPassphrasesDiffer)
            #expect(response.text.contains(HTML.escape(t(.syncSetUpRefused)) + " " + HTML.escape(reason)))
            // Shown again ticked, with the path, never with what was typed.
            #expect(response.text.contains(#"name="encrypt" value="on" checked>"#))
            #expect(response.text.contains("value=\"\(HTML.escape(folder.path))\""))
            if !passphrase.isEmpty {
                #expect(!Self.repeats(response, passphrase) && !Self.repeats(response, again))
            }
        }
        #expect(try web.tracker.sync.syncStatus().target == nil)
        #expect(try filesUnder(folder.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: Self.keyPath(web)))
        #expect(web.app.syncer?.finishedSyncs == 1)
    }

    @Test("Joining an encrypted target asks for its passphrase; a wrong one changes nothing here or there")
    func join() throws {
        let folder = try Card.Folder()
        let first = try Card.quietHarness()
        try first.habit("Read")
        Card.andTheSync(first) {
            #expect(first.post("/settings/sync/setup", Self.encryptedSetup(folder.path, Self.passphrase)).status == 303)
        }
        let second = try Card.quietHarness()
        try second.habit("Walk")
        let database = Self.databaseBytes(second)
        let target = try filesUnder(folder.path)

        let asked = second.post("/settings/sync/setup", [("kind", "folder"), ("path", folder.path)])
        #expect(asked.status == 422)
        #expect(asked.text.contains(Card.english(.syncAsksPassphrase)))
        #expect(asked.text.contains(#"<input type="hidden" name="asked" value="yes">"#))
        #expect(asked.text.contains(#"id="sync-folder-passphrase" name="passphrase" required"#))
        #expect(!asked.text.contains(#"id="sync-folder-passphrase-again""#))

        for language in Language.spoken {
            try second.tracker.preferences.setLanguage(language)
            let wrong = second.post(
                "/settings/sync/setup",
                [("kind", "folder"), ("path", folder.path), ("asked", "yes"), ("passphrase", "not the passphrase")])
            #expect(wrong.status == 422)
            let failure = SyncFailure(.wrongPassphrase, target: folder.path)
            #expect(wrong.text.contains(HTML.escape(Localizer(language: language)(.syncFailure(failure)))))
            #expect(wrong.text.contains(#"name="asked" value="yes""#))
            #expect(!Self.repeats(wrong, "not the passphrase"))
            let empty = second.post(
                "/settings/sync/setup",
                [("kind", "folder"), ("path", folder.path), ("asked", "yes"), ("passphrase", "")])
            #expect(empty.status == 422)
            #expect(empty.text.contains(HTML.escape(Localizer(language: language)(.syncTypePassphrase))))
        }
        try second.tracker.preferences.setLanguage(.english)
        #expect(try second.tracker.sync.syncStatus().target == nil)
        #expect(!FileManager.default.fileExists(atPath: Self.keyPath(second)))
        #expect(try filesUnder(folder.path) == target)
        // Setting the language wrote the database: compare from here.
        let afterLanguage = Self.databaseBytes(second)
        #expect(afterLanguage != database)
        let wrongAgain = second.post(
            "/settings/sync/setup", [("kind", "folder"), ("path", folder.path), ("asked", "yes"), ("passphrase", "no")])
        #expect(wrongAgain.status == 422)
        #expect(Self.databaseBytes(second) == afterLanguage, "a wrong passphrase wrote the database")
        #expect(try filesUnder(folder.path) == target, "a wrong passphrase wrote the target")

        let joined = Card.andTheSync(second) {
            second.post(
                "/settings/sync/setup",
                [("kind", "folder"), ("path", folder.path), ("asked", "yes"), ("passphrase", Self.passphrase)])
        }
        #expect(joined.header("Location") == "/settings?notice=syncSetUpEncrypted#settings-sync")
        #expect(try second.tracker.sync.syncStatus().isEncrypted)
        #expect(try Set(second.tracker.habits.all().map(\.name)) == ["Read", "Walk"])
        #expect(!Self.repeats(second.follow(joined), Self.passphrase))
    }

    @Test("A new passphrase through the card re-seals this device; the other is asked for it in its card")
    func changePassphrase() throws {
        let folder = try Card.Folder()
        let first = try Card.quietHarness()
        try first.habit("Read")
        try first.tracker.sync.setUpSync(
            .folder(path: folder.path), password: nil, passphrase: Self.passphrase, encrypt: true, keyCost: .least)
        _ = Card.syncNow(first)
        let second = try Card.quietHarness()
        try second.tracker.sync.setUpSync(.folder(path: folder.path), password: nil, passphrase: Self.passphrase)
        _ = Card.syncNow(second)
        let key = FileManager.default.contents(atPath: Self.keyPath(first))

        let differ = first.post(
            "/settings/sync/passphrase", [("passphrase", Self.renewed), ("passphraseAgain", Self.renewed + "!")])
        #expect(differ.status == 422)
        #expect(differ.text.contains(Card.english(.syncNothingChanged) + " " + Card.english(.syncPassphrasesDiffer)))
        #expect(differ.text.contains(#"<details class="sync-more" id="sync-passphrase" open>"#))
        #expect(FileManager.default.contents(atPath: Self.keyPath(first)) == key)
        #expect(!Self.repeats(differ, Self.renewed))

        let changed = Card.andTheSync(first) {
            first.post("/settings/sync/passphrase", [("passphrase", Self.renewed), ("passphraseAgain", Self.renewed)])
        }
        #expect(changed.header("Location") == "/settings?notice=syncPassphraseChanged#settings-sync")
        #expect(FileManager.default.contents(atPath: Self.keyPath(first)) != key)
        #expect(try first.tracker.sync.syncStatus().isSynced)
        #expect(first.follow(changed).text.contains(Card.english(.noticeSyncPassphraseChanged)))

        // The other device is told at its next sync, and asked in its card.
        try second.habit("Walk")
        let told = Card.syncNow(second)
        #expect(told.contains(#"id="sync-join""#))
        #expect(try second.tracker.sync.syncStatus().lastError?.kind == .passphraseChanged)
        let old = second.post("/settings/sync/join", [("passphrase", Self.passphrase)])
        #expect(old.status == 422)
        #expect(old.text.contains(Card.english(.syncNothingChanged)))
        #expect(old.text.contains(Card.english(.syncFailure(SyncFailure(.wrongPassphrase, target: folder.path)))))
        let typed = Card.andTheSync(second) { second.post("/settings/sync/join", [("passphrase", Self.renewed)]) }
        #expect(typed.header("Location") == "/settings?notice=syncPassphraseTyped#settings-sync")
        #expect(try second.tracker.sync.syncStatus().isSynced)
        _ = Card.syncNow(first)
        #expect(try Set(first.tracker.habits.all().map(\.name)) == ["Read", "Walk"])
        #expect(!Self.repeats(typed, Self.renewed) && !Self.repeats(second.follow(typed), Self.renewed))
    }

    @Test("The card's change of passphrase keeps the earlier key, or with the old one said leaked closes the ring")
    func oldLeaked() throws {
        let folder = try Card.Folder()
        let first = try Card.quietHarness()
        try first.habit("Read")
        try first.tracker.sync.setUpSync(
            .folder(path: folder.path), password: nil, passphrase: Self.passphrase, encrypt: true, keyCost: .least)
        _ = Card.syncNow(first)
        let page = first.get("/settings").text
        #expect(page.contains(#"name="oldLeaked" value="on""#))
        #expect(page.contains(Card.english(.syncOldLeakedDetail)))
        /// The generations of the key ring kept beside the database.
        func ring() throws -> [Int] {
            let data = try #require(FileManager.default.contents(atPath: Self.keyPath(first)))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            return (object["earlier"] as? [[String: Any]] ?? []).compactMap { $0["generation"] as? Int }
        }
        func revocation() -> Bool {
            let data = FileManager.default.contents(atPath: folder.path + "/kado-sync/target.json") ?? Data()
            return String(decoding: data, as: UTF8.self).contains("\"revokedBefore\"")
        }
        _ = Card.andTheSync(first) {
            first.post("/settings/sync/passphrase", [("passphrase", Self.renewed), ("passphraseAgain", Self.renewed)])
        }
        #expect(try ring().count == 1)
        #expect(!revocation())
        let leaked = Card.andTheSync(first) {
            first.post(
                "/settings/sync/passphrase",
                [("passphrase", Self.passphrase), ("passphraseAgain", Self.passphrase), ("oldLeaked", "on")])
        }
        #expect(leaked.header("Location") == "/settings?notice=syncPassphraseChanged#settings-sync")
        #expect(try ring().isEmpty)
        #expect(revocation())
        #expect(try first.tracker.sync.syncStatus().isSynced)
    }

    @Test(
        "Files held back as sealed with a passphrase that lost a race: the card takes that passphrase, and reads them")
    func earlierPassphrase() throws {
        let folder = try Card.Folder()
        let first = try Card.quietHarness()
        try first.habit("Read")
        try first.tracker.sync.setUpSync(
            .folder(path: folder.path), password: nil, passphrase: Self.passphrase, encrypt: true, keyCost: .least)
        _ = Card.syncNow(first)
        let third = try Card.quietHarness()
        try third.tracker.sync.setUpSync(.folder(path: folder.path), password: nil, passphrase: Self.passphrase)
        try third.habit("Stretch")
        _ = Card.syncNow(third)
        _ = Card.syncNow(first)
        // The third changes the passphrase and checks in; the first never sees that change and
        // changes it too, to a greater generation. The third is switched off for good.
        let identity = folder.path + "/kado-sync/target.json"
        let before = try Data(contentsOf: URL(fileURLWithPath: identity))
        let lost = "the third's passphrase \(UUID().uuidString)"
        try third.tracker.sync.changeSyncPassphrase(to: lost, keyCost: .least)
        let stretch = try #require(try third.tracker.habits.all().first { $0.name == "Stretch" })
        try third.tracker.checkIns.checkIn(.done, habit: .id(stretch.id), day: try third.tracker.today())
        try third.tracker.sync.syncNow()
        func generation() throws -> Int {
            let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: identity)))
            return try #require(((object as? [String: Any])?["encryption"] as? [String: Any])?["generation"] as? Int)
        }
        let lostGeneration = try generation()
        try before.write(to: URL(fileURLWithPath: identity))
        var tries = 0
        repeat {
            try first.tracker.sync.changeSyncPassphrase(to: Self.renewed, keyCost: .least)
            tries += 1
        } while try generation() < lostGeneration && tries < 40
        func stretchDone() throws -> Bool {
            try first.tracker.views.todayView().all.first { $0.habit.name == "Stretch" }?.isDoneToday == true
        }
        let held = Card.syncNow(first)
        #expect(held.contains(#"action="/settings/sync/earlier#settings-sync""#))
        #expect(held.contains(Card.english(.syncEarlierPassphraseDetail)))
        #expect(try !stretchDone())

        let key = FileManager.default.contents(atPath: Self.keyPath(first))
        let wrong = first.post("/settings/sync/earlier", [("passphrase", Self.passphrase)])
        #expect(wrong.status == 422)
        #expect(
            wrong.text.contains(
                Card.english(.syncFailure(SyncFailure(.earlierPassphraseOpensNothing, target: folder.path)))))
        #expect(FileManager.default.contents(atPath: Self.keyPath(first)) == key)
        #expect(!Self.repeats(wrong, Self.passphrase))

        let typed = Card.andTheSync(first) { first.post("/settings/sync/earlier", [("passphrase", lost)]) }
        #expect(typed.header("Location") == "/settings?notice=syncEarlierPassphrase#settings-sync")
        #expect(first.follow(typed).text.contains(Card.english(.noticeSyncEarlierPassphrase)))
        #expect(try stretchDone())
        #expect(!Self.repeats(typed, lost) && !Self.repeats(first.follow(typed), lost))
        let after = Card.syncNow(first)
        #expect(!after.contains(#"action="/settings/sync/earlier#settings-sync""#))
    }

    @Test("Encrypting a plain target through the card seals it; the other device is asked, then converges")
    func turnOn() throws {
        let folder = try Card.Folder()
        let first = try Card.quietHarness()
        try first.habit("Medication")
        Card.setUp(first, folder: folder.path)
        let second = try Card.quietHarness()
        Card.setUp(second, folder: folder.path)
        #expect(try second.tracker.habits.all().map(\.name) == ["Medication"])
        let plain = first.get("/settings").text
        #expect(plain.contains(#"<details class="sync-more" id="sync-encrypt">"#))

        let empty = first.post("/settings/sync/encrypt", [("passphrase", ""), ("passphraseAgain", "")])
        #expect(empty.status == 422)
        #expect(empty.text.contains(Card.english(.syncChoosePassphrase)))
        #expect(try !first.tracker.sync.syncStatus().isEncrypted)

        let encrypted = Card.andTheSync(first) {
            first.post(
                "/settings/sync/encrypt", [("passphrase", Self.passphrase), ("passphraseAgain", Self.passphrase)])
        }
        #expect(encrypted.header("Location") == "/settings?notice=syncEncrypted#settings-sync")
        #expect(try first.tracker.sync.syncStatus().isEncrypted)
        #expect(try first.tracker.sync.syncStatus().isSynced)
        for (path, bytes) in try filesUnder(folder.path)
        where path.hasPrefix("kado-sync/devices/\(try first.tracker.sync.syncStatus().deviceID)") {
            #expect(bytes.range(of: Data("Medication".utf8)) == nil, "\(path) is still plain")
        }

        let asked = Card.syncNow(second)
        #expect(try second.tracker.sync.syncStatus().lastError?.kind == .passphraseNeeded)
        #expect(asked.contains(#"action="/settings/sync/join#settings-sync""#))
        try second.habit("Walk")
        Card.andTheSync(second) {
            #expect(second.post("/settings/sync/join", [("passphrase", Self.passphrase)]).status == 303)
        }
        #expect(try second.tracker.sync.syncStatus().isEncrypted)
        _ = Card.syncNow(first)
        #expect(try Set(first.tracker.habits.all().map(\.name)) == ["Medication", "Walk"])
        for (path, bytes) in try filesUnder(folder.path) where !path.contains(".kado-tmp") {
            #expect(bytes.range(of: Data("Walk".utf8)) == nil, "\(path) holds a habit's name")
        }
    }

    @Test(
        "The passphrase forms need the CSRF token like the others",
        arguments: ["join", "encrypt", "passphrase", "earlier"])
    func csrf(action: String) throws {
        let folder = try Card.Folder()
        let web = try Card.quietHarness()
        Card.setUp(web, folder: folder.path)
        let before = try filesUnder(folder.path)
        let response = web.post(
            "/settings/sync/\(action)", [("passphrase", Self.passphrase), ("passphraseAgain", Self.passphrase)],
            includesToken: false)
        #expect(response.status == 403)
        #expect(try !web.tracker.sync.syncStatus().isEncrypted)
        #expect(try filesUnder(folder.path) == before)
    }
}
