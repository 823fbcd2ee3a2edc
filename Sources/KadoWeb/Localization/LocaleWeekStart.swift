import Foundation
import KadoCore

/// The first day of the week a browser's locale expects, from its `Accept-Language`: the region
/// of the language it prefers most says it (en-GB: Monday, en-US: Sunday), as the locale data
/// (CLDR, through Foundation) has it. Used until the person chooses a week start in Settings.
enum LocaleWeekStart {
    /// The week start of the language range `Accept-Language` prefers most (by quality, then
    /// order); `nil` when the header names none.
    static func weekStart(acceptLanguage values: [String]) -> Weekday? {
        guard let tag = preferredTag(values) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: tag)
        return Weekday(rawValue: calendar.firstWeekday)
    }

    /// The language range with the highest quality, `-` turned into `_` as locale identifiers
    /// write it; `*` and malformed ranges are skipped.
    static func preferredTag(_ values: [String]) -> String? {
        var best: (tag: String, quality: Double)?
        for offer in values.flatMap({ $0.split(separator: ",") }) {
            let parts = offer.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first, !tag.isEmpty, tag != "*", tag.count <= 35,
                tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
            else { continue }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            if quality > 0, quality > (best?.quality ?? 0) {
                best = (tag.replacingOccurrences(of: "-", with: "_"), quality)
            }
        }
        return best?.tag
    }
}
