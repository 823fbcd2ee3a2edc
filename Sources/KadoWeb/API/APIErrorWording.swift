import Foundation
import KadoCore

/// A rule of the domain, broken by a value a script sent, as the API says it: the body's field,
/// the value as sent, and the rule in plain words in the request's language ("a number from 0
/// to 1,000,000,000"), phrased from the rule's kind (``Phrase/rule(_:)``, as the web app's
/// pages say it), never the domain's own spelling (`VALUE "-3.0"`).
enum APIErrorWording {
    /// The message for `problem`, broken on the body's `field` by `value` (both as the answer
    /// gives them): `"value" must be a number from 0 to 1,000,000,000 (got -3)`. A range is no
    /// one field: its message names the period.
    static func message(_ problem: ValidationError, field: String, value: String, t: Localizer) -> String {
        let rule = self.rule(problem.rule, t: t)
        return problem.field.lowercased() == "range"
            ? t(.apiRefusedPeriod(value, rule)) : t(.apiRefusedValue(field, rule, value))
    }

    /// `rule` in `t`'s language, its amounts grouped by thousands.
    static func rule(_ rule: ValidationError.Rule, t: Localizer) -> String {
        grouped(t(Phrase.rule(rule)), t: t)
    }

    /// A number as a script wrote it (`-3`, not `-3.0`); any other value as it is.
    static func plainValue(_ value: String) -> String {
        guard let number = Double(value), number.isFinite, number == number.rounded(), abs(number) < 1e15 else {
            return value
        }
        return String(Int(number))
    }

    /// The rule with its amounts grouped by thousands, as people read them ("1,000,000,000").
    /// Digits that belong to a date, a time, a decimal or a code point (next to `-`, `:`, `.`, `/`
    /// or `+`, as in `U+2028`) stay as they are.
    static func grouped(_ rule: String, t: Localizer) -> String {
        let characters = Array(rule)
        let joiners: Set<Character> = ["-", ":", ".", "/", "+"]
        var result = ""
        var index = 0
        while index < characters.count {
            guard characters[index].isASCII, characters[index].isNumber else {
                result.append(characters[index])
                index += 1
                continue
            }
            var end = index
            while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
            let digits = String(characters[index..<end])
            let before = index > 0 ? characters[index - 1] : nil
            let after = end < characters.count ? characters[end] : nil
            let isPartOfSomething = before.map(joiners.contains) == true || after.map(joiners.contains) == true
            if digits.count >= 4, !isPartOfSomething, let number = Int(digits) {
                result += t.grouped(number)
            } else {
                result += digits
            }
            index = end
        }
        return result
    }
}
