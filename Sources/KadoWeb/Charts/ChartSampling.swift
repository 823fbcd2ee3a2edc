import KadoCore

/// Picks the value each chart period shows out of the daily data.
enum ChartSampling {
    /// The score at the end of each period (today for the current one); `nil` for periods that
    /// end before the habit's first scored day.
    static func scores(_ scores: [DailyScore], in slots: [ChartSlot], today: LogicalDay) -> [Double?] {
        var byDay: [Int: Double] = [:]
        for score in scores { byDay[score.day.dayNumber] = score.score }
        return slots.map { byDay[$0.sampleDay(today: today).dayNumber] }
    }

    /// The sum of `values` (by day) over each period.
    static func totals(_ values: [(day: LogicalDay, value: Double)], in slots: [ChartSlot]) -> [Double] {
        guard let first = slots.first?.start, let last = slots.last?.end else { return [] }
        var totals = [Double](repeating: 0, count: slots.count)
        var slotIndex = 0
        for entry in values.sorted(by: { $0.day < $1.day }) where first <= entry.day && entry.day <= last {
            while slotIndex < slots.count && slots[slotIndex].end < entry.day { slotIndex += 1 }
            if slotIndex < slots.count, slots[slotIndex].contains(entry.day) { totals[slotIndex] += entry.value }
        }
        return totals
    }
}
