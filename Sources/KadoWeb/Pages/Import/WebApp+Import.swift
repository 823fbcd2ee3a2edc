import Foundation
import KadoApp
import KadoBackup
import KadoCore

/// Importing a backup from the Settings screen: the upload is read and dry-run (nothing is
/// written), the person sees what would change, and only their confirmation imports it.
///
/// Between the two steps the decoded file waits in ``WebApp/pendingImports`` under a random id,
/// for half an hour at most, and only a few at a time (each may be large).
extension WebApp {
    /// How long an upload waits for its confirmation.
    static let pendingImportLifetime: TimeInterval = 30 * 60
    /// How many uploads wait at once; a new one pushes out the oldest.
    static let pendingImportLimit = 3

    /// `POST /settings/import` (multipart, field `file`): the dry-run summary, or the Settings
    /// screen with the problem (422) when the file cannot be imported.
    func previewImport(_ context: RequestContext) throws -> HTTPResponse {
        let t = context.t
        let form = try form(context.request)
        // A form sent without a file still has the part, with no name and no bytes.
        guard let file = form.file("file"), !(file.body.isEmpty && (file.filename ?? "").isEmpty) else {
            return try importRefused(t(.chooseBackupFile), context)
        }
        let filename = Self.displayName(of: file.filename)
        // An empty file (or one of blank lines only) is no broken backup: say what it is.
        guard file.body.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            return try importRefused(t(.emptyBackupFile(filename)), context)
        }
        let data = Data(file.body)
        guard let format = BackupFormat.detect(data) else {
            return try importRefused(t(.unknownBackupFormat(filename)), context)
        }
        let timeZone = try tracker.calendar().boundary.timeZone
        let contents: BackupContents
        do {
            switch format {
            case .json: contents = try KadoJSONBackup.decode(data, timeZone: timeZone, limits: tracker.limits)
            case .csv: contents = try KadoCSVBackup.decode(data, timeZone: timeZone, limits: tracker.limits)
            // Loop's file is an SQLite database: the reader copies it to a temporary file to open it.
            case .loop: contents = try LoopDatabaseReader.read(data: data, timeZone: timeZone, limits: tracker.limits)
            }
        } catch {
            return try importRefused(t(.unreadableBackup(filename, "\(error)")), context)
        }
        let summary: ImportSummary
        do {
            summary = try tracker.importBackup(contents, format: format, dryRun: true)
        } catch {
            guard case .invalid(let problem) = error else { throw error }
            return try importRefused(t(.unreadableBackup(filename, problem.description)), context)
        }
        let id =
            summary.changesAnything
            ? keepPendingImport(
                PendingImport(
                    contents: contents, format: format, filename: filename, created: tracker.currentInstant()))
            : nil
        return .html(
            ImportSummaryView.render(summary, incoming: contents.habits, filename: filename, id: id, context: context))
    }

    /// `POST /settings/import/confirm` (field `id`, and a `merge` field with the id of each of
    /// the file's habits to merge into the habit here of the same name): imports the upload for
    /// real, then back to Settings. An unknown id is 404, an expired one 410.
    func confirmImport(_ context: RequestContext) throws -> HTTPResponse {
        let t = context.t
        let form = try form(context.request)
        let id = form["id"] ?? ""
        guard let pending = pendingImports[id] else {
            return .html(try settingsScreen(context, state: SettingsState(pageError: t(.importNotFound))), status: 404)
        }
        guard tracker.currentInstant().timeIntervalSince(pending.created) <= Self.pendingImportLifetime else {
            pendingImports[id] = nil
            return .html(try settingsScreen(context, state: SettingsState(pageError: t(.importExpired))), status: 410)
        }
        do {
            let merged = Set(form.values("merge").compactMap(UUID.init(uuidString:)))
            _ = try tracker.importBackup(
                pending.contents, format: pending.format, dryRun: false, nameMatches: .merge(merged))
        } catch {
            guard case .invalid(let problem) = error else { throw error }
            pendingImports[id] = nil
            return try importRefused(t(.unreadableBackup(pending.filename, problem.description)), context)
        }
        pendingImports[id] = nil
        return .seeOther("/settings?notice=\(Notice.imported.rawValue)")
    }

    /// The Settings screen with `message` under the import field, status 422.
    private func importRefused(_ message: String, _ context: RequestContext) throws -> HTTPResponse {
        .html(try settingsScreen(context, state: SettingsState(importError: message)), status: 422)
    }

    /// Keeps `pending` under a new random id, after dropping expired uploads and, past the limit,
    /// the oldest.
    private func keepPendingImport(_ pending: PendingImport) -> String {
        pendingImports = pendingImports.filter {
            pending.created.timeIntervalSince($0.value.created) <= Self.pendingImportLifetime
        }
        while pendingImports.count >= Self.pendingImportLimit,
            let oldest = pendingImports.min(by: { $0.value.created < $1.value.created })?.key
        {
            pendingImports[oldest] = nil
        }
        let id = Secret.hex(byteCount: 16)
        pendingImports[id] = pending
        return id
    }

    /// The uploaded file's name without any folder a browser may send, shortened.
    static func displayName(of filename: String?) -> String {
        let base = (filename ?? "").split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        let trimmed = base.trimmed
        guard !trimmed.isEmpty else { return "backup" }
        return trimmed.count > 80 ? String(trimmed.prefix(79)) + "…" : trimmed
    }
}
