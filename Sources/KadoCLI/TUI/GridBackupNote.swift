import Foundation
import KadoApp
import KadoCore

/// What the status line says of the day's automatic backup, written in the background.
enum GridBackupNote: Hashable, Sendable {
    /// The backup of the day is being written.
    case writing(LogicalDay)
    /// It was written (said until the next key).
    case written(LogicalDay)
    /// It could not be written: the reason, as the status line says errors (said until the next
    /// key; `kado backup list` and the Settings page keep saying it).
    case failed(String)

    /// The words on the status line.
    func text(in words: Localizer) -> String {
        switch self {
        case .writing(let day): words(.gridBackupWriting("\(day)"))
        case .written(let day): words(.gridBackupWritten("\(day)"))
        case .failed(let reason): words(.gridBackupFailed(reason))
        }
    }
}
