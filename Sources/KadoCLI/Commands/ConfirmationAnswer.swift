import Foundation
import KadoApp

/// The answer typed to a yes/no question (`[y/N]`, `[o/N]`, `[j/N]`, `[s/N]`): yes when it is
/// one of the words the catalogs give the question's language for yes (`o`, `oui`; `j`, `ja`;
/// `s`, `sí`, `si`), or `y` or `yes`, which every language takes; anything else, Enter
/// included, is the default no.
enum ConfirmationAnswer {
    /// Whether `answer` (as typed, in any case, spaces around it ignored) means yes in `language`.
    static func isYes(_ answer: String, in language: Language) -> Bool {
        let typed = answer.trimmingCharacters(in: .whitespaces).lowercased()
        guard !typed.isEmpty else { return false }
        return typed == "y" || typed == "yes" || yesWords(in: language).contains(typed)
    }

    /// The words for yes of `language`, from the catalogs' comma-separated list.
    static func yesWords(in language: Language) -> Set<String> {
        let list = Localizer(language: language)(.yesAnswers)
        return Set(
            list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter {
                !$0.isEmpty
            })
    }
}
