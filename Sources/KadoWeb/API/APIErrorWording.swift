import Foundation
import KadoCore

/// A rule of the domain, broken by a value a script sent, as the API says it: the body's field,
/// the value as sent, and the rule in plain words in the request's language ("a number from 0
/// to 1,000,000,000"), never the domain's own spelling (`VALUE "-3.0"`).
enum APIErrorWording {
    /// The 422 for `problem`; `fields` maps the domain's field names (`VALUE`, `range`, `note`)
    /// to the body's (`value`, `to`, `text`).
    static func refusal(_ problem: ValidationError, fields: [String: String], t: Localizer) -> APIError {
        let domainField = problem.field.lowercased()
        let field = fields[domainField] ?? fields[problem.field] ?? domainField
        let value = plainValue(problem.value)
        let rule = t.language == .french ? french(rule: grouped(problem.problem, t: t)) : grouped(problem.problem, t: t)
        // A range is no one field: the message names the period, the answer its last day's field.
        let message =
            domainField == "range" ? t(.apiRefusedPeriod(value, rule)) : t(.apiRefusedValue(field, rule, value))
        return APIError(status: 422, message: message, field: field, value: value)
    }

    /// A number as a script wrote it (`-3`, not `-3.0`); any other value as it is.
    static func plainValue(_ value: String) -> String {
        guard let number = Double(value), number.isFinite, number == number.rounded(), abs(number) < 1e15 else {
            return value
        }
        return String(Int(number))
    }

    /// The rule with its amounts grouped by thousands, as people read them ("1,000,000,000").
    /// Digits that belong to a date, a time or a decimal (next to `-`, `:`, `.` or `/`) stay as
    /// they are.
    static func grouped(_ rule: String, t: Localizer) -> String {
        let characters = Array(rule)
        let joiners: Set<Character> = ["-", ":", ".", "/"]
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

    /// The domain's rules, which follow "must", in French. A rule not listed stays in English
    /// rather than be guessed.
    static func french(rule: String) -> String {
        for (pattern, template) in frenchRules {
            guard let expression = try? NSRegularExpression(pattern: "^" + pattern + "$") else { continue }
            let range = NSRange(rule.startIndex..., in: rule)
            guard expression.firstMatch(in: rule, range: range) != nil else { continue }
            return expression.stringByReplacingMatches(in: rule, range: range, withTemplate: template)
        }
        return rule
    }

    private static let frenchRules: [(String, String)] = [
        ("must be a number from (.+) to (.+)", "doit être un nombre de $1 à $2"),
        ("must be a whole number from (.+) to (.+)", "doit être un nombre entier de $1 à $2"),
        ("must be from (.+) to (.+)", "doit être de $1 à $2"),
        ("must be at most (.+) characters", "doit faire au plus $1 caractères"),
        ("must be at most (.+) days", "doit couvrir au plus $1 jours"),
        ("must be at most (.+)", "doit valoir au plus $1"),
        ("must be a number above 0", "doit être un nombre supérieur à 0"),
        ("must be 0 or more", "doit valoir 0 ou plus"),
        ("must not be empty", "ne doit pas être vide"),
        ("must end within a year from today", "doit finir dans l’année qui vient"),
        ("must end on or after the day it starts", "doit finir le jour où il commence, ou après"),
    ]
}
