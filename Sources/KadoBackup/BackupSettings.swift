import Foundation
import KadoCore

/// The settings a backup may carry.
public struct BackupSettings: Hashable, Sendable, Codable {
    /// The hour (0–23) at which days begin.
    public var dayStart: Int?
    /// The first day of the week (Foundation's numbering, Sunday = 1).
    public var weekStart: Int?
    /// The language setting: `auto`, or a language code (`en`, `fr`, `de`, `es`).
    public var language: String?

    /// Settings from their parts.
    public init(dayStart: Int? = nil, weekStart: Int? = nil, language: String? = nil) {
        self.dayStart = dayStart
        self.weekStart = weekStart
        self.language = language
    }
}
