import Foundation
import KadoApp
import KadoCore

/// Importing a backup from the Settings screen: the upload is read and dry-run (nothing is
/// written), the person sees what would change, and only their confirmation imports it.
///
/// Between the two steps the decoded file waits in ``WebSession/pendingImports`` under a random id,
/// for half an hour at most, and only a few at a time (each may be large).
struct ImportController: Controller {
    let session: WebSession

    /// How long an upload waits for its confirmation.
    static let pendingImportLifetime: TimeInterval = 30 * 60
    /// How many uploads wait at once; a new one pushes out the oldest.
    static let pendingImportLimit = 3

    /// `POST /settings/import` (multipart, field `file`, and `dateFormat`: empty for the file's
    /// own dates to decide, or `dmy`, `mdy`, `ymd`): the dry-run summary, or the Settings screen
    /// with the problem (422) when the file cannot be imported.
    func previewImport(_ context: RequestContext) throws -> HTTPResponse {
        let t = context.t
        let form = try form(context.request)
        // A form sent without a file still has the part, with no name and no bytes.
        guard let file = form.file("file"), !(file.body.isEmpty && (file.filename ?? "").isEmpty) else {
            return try importRefused(t(.chooseBackupFile), context)
        }
        let filename = Self.displayName(of: file.filename)
        let backup: BackupFile
        do {
            backup = try tracker.backups.readBackup(
                Data(file.body), dateOrder: form["dateFormat"].flatMap(DateOrder.init))
        } catch {
            return try importRefused(t(.backupFileProblem(error, filename)), context)
        }
        let prepared: PreparedImport
        do {
            prepared = try tracker.backups.importPlan(backup)
        } catch {
            guard case .invalid(let problem) = error else { throw error }
            return try importRefused(t(.invalidBackup(filename, problem)), context)
        }
        // Kept too when it changes nothing but keeps later changes: replacing them is offered.
        let id =
            prepared.summary.changesAnything || !prepared.summary.laterChanges.isEmpty
            ? keepPendingImport(
                PendingImport(prepared: prepared, filename: filename, created: tracker.currentInstant()))
            : nil
        return .html(
            ImportSummaryView.render(
                prepared, filename: filename, id: id, context: context, reach: try tracker.sync.syncReach(),
                timeZone: try appContext(context).calendar.boundary.timeZone))
    }

    /// `POST /settings/import/confirm` (field `id`, a `merge` field with the id of each of the
    /// file's habits to merge into the habit here of the same name, `mode` (`merge`, the default,
    /// or `replace`: what changed here after the file is kept, or reverted), `switch` (the other
    /// mode, to review it) and `step`): imports the upload for real, then back to Settings. An
    /// unknown id is 404, an expired one 410. A replace is always shown, with what it reverts
    /// and the devices it reaches, before it can be imported.
    ///
    /// The counts on the review page are always those of the plan that runs: `step=review`
    /// (the *Update the counts* button) works the plan out again, on the server, for the ticked
    /// habits and shows it; an *Import* whose ticks differ from those of the plan shown does the
    /// same instead of importing, with a notice. Otherwise the plan shown is applied as it is,
    /// unless the database changed since it was worked out (then it is worked out again in the
    /// import's transaction, and the notice on Settings says so).
    func confirmImport(_ context: RequestContext) throws -> HTTPResponse {
        let t = context.t
        let form = try form(context.request)
        let id = form["id"] ?? ""
        // Taken, not read: two confirmations of one upload at once (a double click) import it once.
        guard var pending = pendingImports.take(id) else {
            return .html(try settingsScreen(context, state: SettingsState(pageError: t(.importNotFound))), status: 404)
        }
        guard tracker.currentInstant().timeIntervalSince(pending.created) <= Self.pendingImportLifetime else {
            pendingImports[id] = nil
            return .html(try settingsScreen(context, state: SettingsState(pageError: t(.importExpired))), status: 410)
        }
        let matched = Set(pending.prepared.summary.nameMatches.map(\.incomingID))
        let merged = Set(form.values("merge").compactMap(UUID.init(uuidString:))).intersection(matched)
        let switched = form["switch"].flatMap(ImportMode.init(rawValue:))
        let mode = switched ?? form["mode"].flatMap(ImportMode.init(rawValue:)) ?? .merge
        let wantsReview = form["step"] == "review" || switched != nil
        let choiceChanged = merged != pending.prepared.mergedHabits
        if wantsReview || choiceChanged || mode != pending.prepared.mode {
            do {
                pending.prepared = try tracker.backups.importPlan(
                    pending.prepared.file, nameMatches: .merge(merged), mode: mode)
            } catch {
                guard case .invalid(let problem) = error else {
                    pendingImports[id] = pending
                    throw error
                }
                pendingImports[id] = nil
                return try importRefused(t(.invalidBackup(pending.filename, problem)), context)
            }
            pendingImports[id] = pending
            return .html(
                ImportSummaryView.render(
                    pending.prepared, filename: pending.filename, id: id, context: context,
                    notice: wantsReview ? nil : t(choiceChanged ? .importChoiceChanged : .importModeChanged),
                    reach: try tracker.sync.syncReach(), timeZone: try appContext(context).calendar.boundary.timeZone))
        }
        let outcome: ImportOutcome
        do {
            outcome = try tracker.backups.importBackup(pending.prepared)
        } catch {
            guard case .invalid(let problem) = error else {
                // Nothing was imported: the upload may be confirmed again.
                pendingImports[id] = pending
                throw error
            }
            pendingImports[id] = nil
            return try importRefused(t(.invalidBackup(pending.filename, problem)), context)
        }
        pendingImports[id] = nil
        let notice: Notice = outcome.wasPlannedAgain ? .importedAfterChange : .imported
        return .seeOther("/settings?notice=\(notice.rawValue)&" + ImportedNotice(outcome.summary).query)
    }

    /// The Settings screen with `message` under the import field, status 422.
    private func importRefused(_ message: String, _ context: RequestContext) throws -> HTTPResponse {
        .html(try settingsScreen(context, state: SettingsState(importError: message)), status: 422)
    }

    /// Keeps `pending` under a new random id, after dropping expired uploads and, past the limit,
    /// the oldest.
    private func keepPendingImport(_ pending: PendingImport) -> String {
        pendingImports.keep(pending, lifetime: Self.pendingImportLifetime, limit: Self.pendingImportLimit)
    }

    /// The uploaded file's name without any folder a browser may send, shortened.
    static func displayName(of filename: String?) -> String {
        let base = (filename ?? "").split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        let trimmed = base.trimmed
        guard !trimmed.isEmpty else { return "backup" }
        return trimmed.count > 80 ? String(trimmed.prefix(79)) + "…" : trimmed
    }
}
