import Foundation
import KadoCore

/// Values shown in messages, cut to a readable length.
enum KadoJSONLayoutText {
    static func quoted(_ text: String) -> String {
        KadoBackupLayout.quoted(text)
    }

    static func shortened(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
