import Foundation
import KadoApp
import KadoBackup
import KadoCore

/// An upload that passed its dry run and waits for confirmation.
struct PendingImport {
    let contents: BackupContents
    let format: BackupFormat
    let filename: String
    let created: Date
}
