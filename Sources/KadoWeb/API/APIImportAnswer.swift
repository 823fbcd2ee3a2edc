import Foundation
import KadoApp
import KadoCore

/// `POST /api/import`'s answer: whether it was a dry run, whether anything was imported, and the
/// summary `kado import --json` prints.
struct APIImportAnswer: Encodable {
    let dryRun: Bool
    let imported: Bool
    let summary: ImportSummary
    /// The devices the import reaches: this one, and every device that syncs with it.
    let reach: Reach

    /// Whether sync is set up, and the other devices seen.
    struct Reach: Encodable {
        let syncing: Bool
        let otherDevices: [Device]
    }

    /// Another device, and when it last wrote to the sync target.
    struct Device: Encodable {
        let id: String
        let lastSeen: Date?
    }
}
