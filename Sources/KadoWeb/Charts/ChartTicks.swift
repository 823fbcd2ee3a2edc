import Foundation

/// Where an axis puts its gridlines: round values a person reads at a glance.
enum ChartTicks {
    /// The score axis: 0, 25, 50, 75 and 100 %.
    static let percent: [Double] = [0, 0.25, 0.5, 0.75, 1]

    /// Round values from 0 to the first one at or above `maximum`, about `intervals` apart, each
    /// step 1, 2, 2.5 or 5 times a power of ten and never below `minimumStep`. With a minimum
    /// step of 1 or more (counts of days, glasses), steps are whole numbers: no 2.5.
    ///
    /// A maximum of 0 or less (an empty chart) still gets an axis from 0 to `minimumStep`.
    static func nice(upTo maximum: Double, intervals: Int = 4, minimumStep: Double = 1) -> [Double] {
        let floorStep = minimumStep > 0 && minimumStep.isFinite ? minimumStep : 1
        guard maximum.isFinite, maximum > 0 else { return [0, floorStep] }
        let raw = maximum / Double(max(1, intervals))
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let wholeOnly = floorStep >= 1
        let step =
            [1, 2, 2.5, 5, 10].lazy.map { $0 * magnitude }
            .first { candidate in
                candidate >= raw - 1e-9 * raw && (!wholeOnly || candidate == candidate.rounded())
            }.map { max(floorStep, $0) } ?? max(floorStep, 10 * magnitude)
        let count = Int((maximum / step - 1e-9).rounded(.up))
        return (0...max(1, count)).map { (Double($0) * step * 1e6).rounded() / 1e6 }
    }

    /// Which of `count` evenly spaced labels to write so that at most `maximum` show: always the
    /// last (the most recent period), then every n-th going back.
    static func labelIndices(count: Int, maximum: Int) -> [Int] {
        guard count > 0, maximum > 0 else { return [] }
        guard count > maximum else { return Array(0..<count) }
        guard maximum > 1 else { return [count - 1] }
        let step = (count - 1 + maximum - 2) / (maximum - 1)
        return Array(stride(from: count - 1, through: 0, by: -step).reversed())
    }
}
