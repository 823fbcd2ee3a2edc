import Foundation
import KadoApp
import KadoCore

/// `POST /api/import`: the same import as `kado import` and the Settings page, for scripts. The
/// body is the file itself (any format `kado import` reads, recognised by its content); the
/// query says the rest:
///
/// - `dry-run=true`: only the summary of what would change; nothing is written. Without it, the
///   plan whose summary is answered is applied, in one transaction.
/// - `match=keep-both|merge`: what to do with a habit of the file named as one here (as
///   `kado import --match`; `keep-both` by default).
/// - `mode=merge|replace`: what changed here after the file was written is kept (the default),
///   or given the file's values back (as `kado import --replace`); the summary's `laterChanges`
///   counts it either way, and the answer's `reach` says the devices a change reaches.
/// - `date-format=dmy|mdy|ymd`: how to read dates such as `03/04/2026` that the file alone
///   leaves ambiguous.
///
/// The request's `Content-Type` must be one no cross-site form can send (`application/json` for
/// a Kadō JSON backup, `application/octet-stream` or the file's own type for the rest), so that
/// only scripts and this app's own pages can import.
struct APIImportController: Controller {
    let session: WebSession

    func importFile(_ context: RequestContext) throws -> HTTPResponse {
        let request = context.request
        let t = context.apiLocalizer
        let isDryRun = try Self.apiBoolean(request, "dry-run", t: t) ?? false
        let choice: NameMatchChoice
        switch request.queryValue("match") ?? "keep-both" {
        case "keep-both": choice = .keepBoth
        case "merge": choice = .mergeAll
        case let other:
            throw APIError(
                status: 400, problem: .badRequest,
                message: t(.apiImportChoice("match", other, ["keep-both", "merge"])),
                field: "match", value: other)
        }
        let modeText = request.queryValue("mode") ?? ImportMode.merge.rawValue
        guard let mode = ImportMode(rawValue: modeText) else {
            throw APIError(
                status: 400, problem: .badRequest,
                message: t(.apiImportChoice("mode", modeText, ImportMode.allCases.map(\.rawValue))),
                field: "mode", value: modeText)
        }
        var dateOrder: DateOrder?
        if let text = request.queryValue("date-format") {
            guard let order = DateOrder(rawValue: text) else {
                throw APIError(
                    status: 400, problem: .badRequest,
                    message: t(.apiImportChoice("date-format", text, DateOrder.allCases.map(\.rawValue))),
                    field: "date-format", value: text)
            }
            dateOrder = order
        }
        guard !request.body.isEmpty else {
            throw APIError(status: 400, problem: .badRequest, message: t(.apiImportNoFile))
        }
        let file = try tracker.backups.readBackup(Data(request.body), dateOrder: dateOrder)
        // The plan is made once: the import applies the plan whose summary is answered.
        let prepared = try tracker.backups.importPlan(file, nameMatches: choice, mode: mode)
        let summary = isDryRun ? prepared.summary : try tracker.backups.importBackup(prepared).summary
        let reach = try tracker.sync.syncReach()
        return APIResponse.json(
            APIImportAnswer(
                dryRun: isDryRun, imported: !isDryRun && summary.changesAnything, summary: summary,
                reach: .init(
                    syncing: reach.isSyncing,
                    otherDevices: reach.otherDevices.map { .init(id: $0.id, lastSeen: $0.lastSeen) })))
    }

    /// The query's `name` as a boolean (`true`/`1`, `false`/`0`), `nil` when absent.
    private static func apiBoolean(_ request: HTTPRequest, _ name: String, t: Localizer) throws -> Bool? {
        guard let text = request.queryValue(name) else { return nil }
        switch text.lowercased() {
        case "true", "1", "": return true
        case "false", "0": return false
        default:
            throw APIError(
                status: 400, problem: .badRequest, message: t(.apiImportChoice(name, text, ["true", "false"])),
                field: name, value: text)
        }
    }

    /// Whether a request to `/api/import` with `contentType` may go on: any type but those a
    /// cross-site form can send without a CORS preflight (and a type must be given).
    static func acceptsImportType(_ contentType: String?) -> Bool {
        guard let contentType, !contentType.isEmpty else { return false }
        return !["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"].contains(contentType)
    }
}
