/// A set of day offsets within a window, one bit a day: what the insights count over thousands of
/// pairs of habits, where a pair's tables are a few `AND`s and population counts a week of words.
struct DayBits: Hashable, Sendable {
    /// Bit `i % 64` of word `i / 64` stands for the window's day `i`.
    private(set) var words: [UInt64]
    /// The number of days the window holds.
    let count: Int

    /// An empty set over a window of `count` days.
    init(count: Int) {
        self.count = count
        words = [UInt64](repeating: 0, count: (count + 63) / 64)
    }

    /// Whether day `index` is in the set.
    subscript(index: Int) -> Bool {
        get { words[index >> 6] & (1 << UInt64(index & 63)) != 0 }
        set {
            if newValue {
                words[index >> 6] |= 1 << UInt64(index & 63)
            } else {
                words[index >> 6] &= ~(1 << UInt64(index & 63))
            }
        }
    }

    /// How many days are in the set.
    var population: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// The set moved one day later: day i + 1 is in it when day i is in `self` (the last day falls
    /// off). "A done yesterday" on each day of the window.
    func shiftedOneDayLater() -> DayBits {
        var shifted = DayBits(count: count)
        var carry: UInt64 = 0
        for index in words.indices {
            shifted.words[index] = words[index] << 1 | carry
            carry = words[index] >> 63
        }
        shifted.clearBeyondCount()
        return shifted
    }

    /// The days of the window that fall on each weekday: seven sets, the window's first day
    /// falling on `firstWeekday` (a day number modulo 7: 0 for the first set).
    static func weekdayMasks(count: Int, firstSlot: Int) -> [DayBits] {
        var masks = [DayBits](repeating: DayBits(count: count), count: 7)
        for index in 0..<count { masks[(firstSlot + index) % 7][index] = true }
        return masks
    }

    /// Drops the bits past `count` that a shift brought in.
    private mutating func clearBeyondCount() {
        let spare = words.count * 64 - count
        guard spare > 0, let last = words.indices.last else { return }
        words[last] &= UInt64.max >> UInt64(spare)
    }
}

extension DayBits {
    /// The days in both sets.
    func intersection(_ other: DayBits) -> DayBits {
        var both = self
        for index in words.indices { both.words[index] &= other.words[index] }
        return both
    }

    /// How many days are in `self`, `other` and `mask` at once, without building the sets.
    func population(and other: DayBits, and mask: DayBits) -> Int {
        var total = 0
        for index in words.indices { total += (words[index] & other.words[index] & mask.words[index]).nonzeroBitCount }
        return total
    }

    /// How many days are in both `self` and `mask`.
    func population(and mask: DayBits) -> Int {
        var total = 0
        for index in words.indices { total += (words[index] & mask.words[index]).nonzeroBitCount }
        return total
    }
}
