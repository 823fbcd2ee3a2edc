import KadoCore

/// Turns a Loop Habit Tracker colour into the nearest of Kadō's eight colours.
///
/// Loop stored colours three ways over its history (facts from its schema migrations):
/// - before `user_version` 14, an ARGB integer (`0xFF00897B`, negative as a signed 32-bit
///   number: −16 742 021);
/// - from 14 to 20, an index into a 13-colour palette, which version 21 renumbered into the
///   current 20-colour palette (0→0, 1→1, 2→4, 3→5, 4→7, 5→8, 6→9, 7→10, 8→13, 9→14, 10→15,
///   11→17, 12→19);
/// - from 21 on, an index into the 20-colour palette (``paletteRGB``).
///
/// A negative number is read as ARGB whatever the version (no palette index is negative), and a
/// palette index out of range falls back to index 0, as Loop's own migrations do. The nearest
/// colour is the one at the smallest weighted RGB distance ("redmean": the squared differences
/// weighted 2 + r̄/256, 4 and 2 + (255 − r̄)/256), which keeps indigo blue and brown red where a
/// plain Euclidean distance would make them teal and green. Loop's greys have no counterpart
/// among Kadō's colours and take whichever is nearest (dark greys green, light grey purple).
public enum LoopColorMapping {
    /// Loop's current palette, index 0…19, as 0xRRGGBB.
    public static let paletteRGB: [UInt32] = [
        0xD32F_2F, 0xE64A_19, 0xF57C_00, 0xFF8F_00, 0xF9A8_25, 0xAFB4_2B, 0x7CB3_42, 0x388E_3C, 0x0089_7B,
        0x00AC_C1, 0x039B_E5, 0x1976_D2, 0x303F_9F, 0x5E35_B1, 0x8E24_AA, 0xD81B_60, 0x5D40_37, 0x3030_30,
        0x7575_75, 0xAAAA_AA,
    ]

    /// Where version 21 moved each index of the older 13-colour palette.
    public static let legacyPaletteToCurrent: [Int] = [0, 1, 4, 5, 7, 8, 9, 10, 13, 14, 15, 17, 19]

    /// The reference colour of each of Kadō's colours, as 0xRRGGBB: Apple's system colours
    /// (light appearance), which Kadō's colour names stand for.
    public static func referenceRGB(of color: HabitColor) -> UInt32 {
        switch color {
        case .red: 0xFF3B_30
        case .orange: 0xFF95_00
        case .yellow: 0xFFCC_00
        case .green: 0x34C7_59
        case .mint: 0x00C7_BE
        case .teal: 0x30B0_C7
        case .blue: 0x007A_FF
        case .purple: 0xAF52_DE
        }
    }

    /// Kadō's colour for the value of Loop's `Habits.color` in a database of `userVersion`.
    public static func habitColor(loopColor: Int64, userVersion: Int) -> HabitColor {
        nearest(to: rgb(loopColor: loopColor, userVersion: userVersion))
    }

    /// The 0xRRGGBB colour Loop showed for the value of `Habits.color` in a database of
    /// `userVersion`.
    public static func rgb(loopColor: Int64, userVersion: Int) -> UInt32 {
        if loopColor < 0 || userVersion < 14 {
            return UInt32(truncatingIfNeeded: loopColor) & 0xFF_FFFF
        }
        if userVersion < 21 {
            let index = loopColor < legacyPaletteToCurrent.count ? legacyPaletteToCurrent[Int(loopColor)] : 0
            return paletteRGB[index]
        }
        return loopColor < paletteRGB.count ? paletteRGB[Int(loopColor)] : paletteRGB[0]
    }

    /// The nearest of Kadō's colours to a 0xRRGGBB colour (the first in `HabitColor.allCases`
    /// order on a tie).
    public static func nearest(to rgb: UInt32) -> HabitColor {
        var best = HabitColor.red
        var bestDistance = Double.infinity
        for color in HabitColor.allCases {
            let distance = weightedDistance(rgb, referenceRGB(of: color))
            if distance < bestDistance {
                best = color
                bestDistance = distance
            }
        }
        return best
    }

    /// The squared "redmean" distance between two 0xRRGGBB colours.
    static func weightedDistance(_ first: UInt32, _ second: UInt32) -> Double {
        let red1 = Double((first >> 16) & 0xFF)
        let green1 = Double((first >> 8) & 0xFF)
        let blue1 = Double(first & 0xFF)
        let red2 = Double((second >> 16) & 0xFF)
        let green2 = Double((second >> 8) & 0xFF)
        let blue2 = Double(second & 0xFF)
        let meanRed = (red1 + red2) / 2
        let red = red1 - red2
        let green = green1 - green2
        let blue = blue1 - blue2
        return (2 + meanRed / 256) * red * red + 4 * green * green + (2 + (255 - meanRed) / 256) * blue * blue
    }
}
