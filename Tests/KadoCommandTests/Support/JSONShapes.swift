import Foundation

/// One habit's status as `kado today --json` prints an array of (and `kado show --json` begins with).
struct StatusJSON: Decodable, Hashable {
    let id: UUID
    let name: String
    let score: Double
    let scorePercent: Int
    /// The streaks the screens show.
    let streak: Int
    let bestStreak: Int
    /// Kadō's presence-based streaks.
    let presenceStreak: Int
    let presenceBestStreak: Int
    let streakUnit: String
    let dueToday: Bool
    let doneToday: Bool
    let value: Double
    let day: String
    let every: String
    let type: String
    let unit: String?
    let color: String
    let archived: Bool
}

/// `kado show --json`: the status fields, plus statistics and recent records.
struct ShowJSON: Decodable {
    struct Record: Decodable, Hashable {
        let id: UUID
        let day: String
        let value: Double
        let note: String?
    }

    struct Score: Decodable, Hashable {
        let day: String
        let score: Double
    }

    let id: UUID
    let name: String
    let score: Double
    let scorePercent: Int
    /// The streaks the screens show.
    let streak: Int
    let bestStreak: Int
    /// Kadō's presence-based streaks.
    let presenceStreak: Int
    let presenceBestStreak: Int
    let streakUnit: String
    let dueToday: Bool
    let doneToday: Bool
    let value: Double
    let day: String
    let every: String
    let type: String
    let unit: String?
    let archived: Bool
    let group: String?
    let details: String?
    let completionRate: Double
    let countedDays: Int
    let doneDays: Int
    let total: Double
    let scores: [Score]
    let recent: [Record]
}

/// One habit of `kado list --json`.
struct ListEntryJSON: Decodable, Hashable {
    let position: Int
    let id: UUID
    let name: String
    let every: String
    let type: String
    let unit: String?
    let color: String
    let icon: String
    let archived: Bool
    let createdAt: String
    let reminder: String?
    let scoreModel: String
}

/// `kado overview --json`.
struct OverviewJSON: Decodable {
    struct Row: Decodable {
        let name: String
        let values: [Double?]
        let cells: [String]
    }

    let days: [String]
    let habits: [Row]
}

/// `kado settings --json`.
struct SettingsJSON: Decodable, Hashable {
    let weekStart: String
    let dayStart: Int
    let language: String
}
