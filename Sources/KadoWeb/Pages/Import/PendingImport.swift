import Foundation
import KadoApp
import KadoCore

/// An upload that passed its dry run and waits for confirmation: the plan last shown (its
/// counts are those the confirmation applies), the file's name, when it was uploaded.
struct PendingImport: Sendable {
    var prepared: PreparedImport
    let filename: String
    let created: Date
}
