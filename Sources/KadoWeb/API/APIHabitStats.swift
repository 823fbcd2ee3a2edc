import KadoApp
import KadoCore

/// `GET /api/habits/REF/stats`: the status, a sentence to read out (as `kado stats` says it), and
/// the statistics of the whole history (as `kado show --json` counts them).
struct APIHabitStats: Encodable {
    struct Run: Encodable {
        let first: LogicalDay
        let last: LogicalDay
        let length: Int
    }

    struct Score: Encodable {
        let day: LogicalDay
        let score: Double
    }

    let status: APIHabitStatus
    let language: Language
    let sentence: String
    let completionRate: Double
    let countedDays: Int
    let doneDays: Int
    let excusedDays: Int
    let daysWithRecords: Int
    let records: Int
    let total: Double
    let doneDaysByWeekday: [String: Int]
    let longestRuns: [Run]
    let scores: [Score]

    private enum Keys: String, CodingKey {
        case language, sentence, completionRate, countedDays, doneDays, excusedDays, daysWithRecords, records, total
        case doneDaysByWeekday, longestRuns, scores
    }

    init(_ detail: HabitDetail, language: Language) {
        let statistics = detail.statistics
        status = APIHabitStatus(detail.summary)
        self.language = language
        sentence = APIStatsSentence.sentence(detail.summary, t: Localizer(language: language))
        completionRate = statistics.completionRate
        countedDays = statistics.countedDays
        doneDays = statistics.doneDays
        excusedDays = statistics.excusedDays
        daysWithRecords = statistics.daysWithRecords
        records = statistics.records
        total = statistics.amount
        doneDaysByWeekday = Dictionary(
            uniqueKeysWithValues: Weekday.allCases.map { ($0.name, statistics.doneDaysByWeekday[$0] ?? 0) })
        longestRuns = detail.longestRuns.map { Run(first: $0.first, last: $0.last, length: $0.length) }
        scores = detail.scores.suffix(30).map { Score(day: $0.day, score: $0.score) }
    }

    /// The status's fields and the statistics in one flat object, as `kado show --json` writes.
    func encode(to encoder: any Encoder) throws {
        try status.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(language, forKey: .language)
        try container.encode(sentence, forKey: .sentence)
        try container.encode(completionRate, forKey: .completionRate)
        try container.encode(countedDays, forKey: .countedDays)
        try container.encode(doneDays, forKey: .doneDays)
        try container.encode(excusedDays, forKey: .excusedDays)
        try container.encode(daysWithRecords, forKey: .daysWithRecords)
        try container.encode(records, forKey: .records)
        try container.encode(total, forKey: .total)
        try container.encode(doneDaysByWeekday, forKey: .doneDaysByWeekday)
        try container.encode(longestRuns, forKey: .longestRuns)
        try container.encode(scores, forKey: .scores)
    }
}
