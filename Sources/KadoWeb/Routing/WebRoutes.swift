/// The route table: every page and API endpoint as data — method, path pattern, metadata, and
/// the controller method that answers. Each path answers a fixed set of methods; any other method
/// gets 405 with `Allow` (HEAD is answered as GET). docs/api.md documents the API's.
///
/// A parameter's name says its type (``RouteParameters``): `:habit` is a habit's id (archived
/// ones too), `:trashed` the id of a habit in the trash, `:ref` the API's habit reference (id,
/// exact name or a unique beginning of one). An id that does not parse, or that no habit has, is
/// the same 404 as a path no route has.
enum WebRoutes {
    /// The router over ``all``, built once.
    static let router = Router(all)

    /// The pages and forms, then the JSON API.
    static let all: [Route] = pages + api

    static let pages: [Route] = [
        .get("/", TodayController.self) { try $0.todayPage($1) },
        .get("/overview", OverviewController.self) { try $0.overviewPage($1) },
        .get("/insights", InsightsController.self) { try $0.insightsPage($1) },
        .get("/review", ReviewController.self) { try $0.reviewPage($1) },
        .get("/review/:year", ReviewController.self) { try $0.reviewPage($1) },
        .post("/checkin", CheckInController.self) { try $0.checkInFromList($1) },

        .get("/settings", SettingsController.self) { try $0.settingsPage($1) },
        .post("/settings", SettingsController.self) { try $0.saveSettings($1) },
        .get("/settings/export.json", SettingsController.self) { try $0.exportBackup(json: true, $1) },
        .get("/settings/export.csv", SettingsController.self) { try $0.exportBackup(json: false, $1) },
        .post("/settings/import", ImportController.self, acceptsUpload: true) {
            try $0.previewImport($1)
        },
        .post("/settings/import/confirm", ImportController.self) { try $0.confirmImport($1) },
        .post("/settings/sync/setup", SyncController.self) { try $0.setUpSyncFromCard($1) },
        .post("/settings/sync", SyncController.self) { try $0.syncNowFromCard($1) },
        .post("/settings/sync/off", SyncController.self) { try $0.turnSyncOffFromCard($1) },
        .post("/settings/sync/join", SyncController.self) { try $0.typeSyncPassphraseFromCard($1) },
        .post("/settings/sync/encrypt", SyncController.self) { try $0.encryptSyncFromCard($1) },
        .post("/settings/sync/passphrase", SyncController.self) {
            try $0.changeSyncPassphraseFromCard($1)
        },
        .post("/settings/sync/earlier", SyncController.self) {
            try $0.addEarlierSyncPassphraseFromCard($1)
        },
        .post("/settings/reminders/push", RemindersController.self) { try $0.savePushFromCard($1) },
        .post("/settings/reminders/test", RemindersController.self) {
            try $0.testRemindersFromCard($1)
        },
        .post("/settings/backups", BackupController.self) { try $0.saveBackupsFromCard($1) },
        .post("/settings/backups/now", BackupController.self) { try $0.backUpNowFromCard($1) },
        .post("/settings/backups/restore", RestoreController.self) { try $0.restoreFromCard($1) },
        .post("/settings/devices/pair", DevicesController.self) { try $0.pair($1) },
        .post("/settings/devices/token", DevicesController.self) { try $0.makeToken($1) },
        .post("/settings/devices/feed", DevicesController.self) { try $0.makeFeed($1) },
        .post("/settings/devices/feed/revoke", DevicesController.self) { try $0.revokeFeed($1) },
        .post("/settings/devices/:device/rename", DevicesController.self) { try $0.rename($1) },
        .post("/settings/devices/:device/sign-out", DevicesController.self) { try $0.signOut($1) },

        .get("/habits/new", HabitFormController.self) { try $0.newHabitPage($1) },
        .post("/habits", HabitFormController.self) { try $0.createHabit($1) },
        .get("/habits/:habit", HabitDetailController.self) { try $0.habitDetailPage(try $0.habit($1), $1) },
        .get("/habits/:habit/edit", HabitFormController.self) { try $0.editHabitPage(try $0.habit($1), $1) },
        .post("/habits/:habit/edit", HabitFormController.self) { try $0.updateHabit(try $0.habit($1), $1) },
        .post("/habits/:habit/checkin", CheckInController.self) { try $0.checkIn(try $0.habit($1), $1) },
        .post("/habits/:habit/note", CheckInController.self) { try $0.saveNote(try $0.habit($1), $1) },
        .post("/habits/:habit/skip", CheckInController.self) { try $0.skipDays(try $0.habit($1), $1) },
        .post("/habits/:habit/archive", HabitManageController.self) { try $0.archiveHabit(try $0.habit($1), $1) },
        .post("/habits/:habit/unarchive", HabitManageController.self) {
            try $0.unarchiveHabit(try $0.habit($1), $1)
        },
        .post("/habits/:habit/move", HabitManageController.self) { try $0.moveHabit(try $0.habit($1), $1) },
        .post("/habits/:habit/versions/remove", RuleVersionController.self) {
            try $0.removeVersion(try $0.habit($1), $1)
        },
        .post("/habits/:habit/versions/move", RuleVersionController.self) { try $0.moveVersion(try $0.habit($1), $1) },
        .get("/habits/:habit/delete", HabitManageController.self) { try $0.deleteHabitPage(try $0.habit($1), $1) },
        .post("/habits/:habit/delete", HabitManageController.self) { try $0.deleteHabit(try $0.habit($1), $1) },

        .post("/trash/:trashed/restore", TrashController.self) { try $0.restoreFromTrash(try $0.trashedHabit($1), $1) },
        .get("/trash/:trashed/empty", TrashController.self) { try $0.emptyTrashPage(try $0.trashedHabit($1), $1) },
        .post("/trash/:trashed/empty", TrashController.self) { try $0.emptyTrash(try $0.trashedHabit($1), $1) },

        .get("/calendar.ics", CalendarFeedController.self, isCalendarFeed: true) { try $0.feed($1) },

        .get("/login", LoginController.self, isOpenWithoutToken: true) { try $0.loginPage($1) },
        .post("/login", LoginController.self, isOpenWithoutToken: true) { try $0.login($1) },
        .post("/logout", LoginController.self) { try $0.logout($1) },
    ]

    static let api: [Route] = [
        .get("/api/today", APIHabitsController.self) { try $0.today($1) },
        .get("/api/day", APIHabitsController.self) { try $0.day($1) },
        .get("/api/habits", APIHabitsController.self) { try $0.list($1) },
        .get("/api/insights", InsightsController.self) { try $0.insightsJSON($1) },
        .get("/api/review", ReviewController.self) { try $0.reviewJSON($1) },
        .get("/api/habits/:ref", APIHabitsController.self) { try $0.status($1) },
        .get("/api/habits/:ref/stats", APIHabitsController.self) { try $0.stats($1) },
        .post("/api/habits/:ref/complete", APIHabitsController.self) { try $0.checkIn("complete", $1) },
        .post("/api/habits/:ref/undo", APIHabitsController.self) { try $0.checkIn("undo", $1) },
        .post("/api/habits/:ref/toggle", APIHabitsController.self) { try $0.checkIn("toggle", $1) },
        .post("/api/habits/:ref/log", APIHabitsController.self) { try $0.checkIn("log", $1) },
        .post("/api/habits/:ref/skip", APIHabitsController.self) { try $0.checkIn("skip", $1) },
        .post("/api/habits/:ref/note", APIHabitsController.self) { try $0.checkIn("note", $1) },
        .post("/api/habits/:ref/edit", APIHabitEditController.self) { try $0.edit($1) },
        .post("/api/habits/:ref/versions/remove", APIHabitEditController.self) { try $0.removeVersion($1) },
        .post("/api/habits/:ref/versions/move", APIHabitEditController.self) { try $0.moveVersion($1) },
        .get("/api/reminders/rung", RemindersController.self) { try $0.rung($1) },
        .post("/api/import", APIImportController.self, acceptsUpload: true) { try $0.importFile($1) },
        .post("/api/operations", APIOperationsController.self, takesBatch: true) { try $0.apply($1) },
        .get("/api/trash", APITrashController.self) { try $0.list($1) },
        .post("/api/trash/:ref/restore", APITrashController.self) { try $0.restore($1) },
        .post("/api/trash/:ref/empty", APITrashController.self) { try $0.empty($1) },
    ]

    /// Whether `path` is the JSON API's: its errors, a 404 included, are JSON (in the request's
    /// language), never a page.
    static func isAPI(_ path: String) -> Bool {
        let rest = path.drop { $0 == "/" }
        return rest == "api" || rest.hasPrefix("api/")
    }
}
