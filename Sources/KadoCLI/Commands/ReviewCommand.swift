import Foundation
import KadoApp
import KadoCore

/// `kado review [YEAR] [--svg FILE]`: a year in review — each habit's days done, best streak, best
/// and worst month and score path, and the year's check-ins, most consistent habit, comeback and
/// days with every due habit done; `--svg` writes the year's heatmaps as a picture to share.
struct ReviewCommand: Command {
    static let configuration = CommandConfiguration(
        name: "review",
        summary: HelpText(
            "Show a year in review: each habit's year, the most consistent, the comeback",
            french:
                "Montrer une année en revue\(Phrase.space): l’année de chaque habitude, la plus régulière, le retour"),
        discussion: HelpText(
            "Reviews YEAR (the current one so far, up to today, when left out): every habit with days in it, "
                + "archived ones too. A habit's best streak is its due days done in a row within the year, each day "
                + "judged by the terms in force that day; its best and worst month are by share of due days done "
                + "(of equal shares, the earlier). The most consistent habit has the highest share among those due "
                + "on 28 days or more; the comeback is the largest rise of a score from a low point in the year (after "
                + "a fall of 10 points or more) to a later high. --svg writes the heatmaps as an SVG picture, readable in light and dark themes (the "
                + "first 50 habits).",
            french:
                "Passe en revue ANNÉE (l’année en cours jusqu’à aujourd’hui s’il est omis)\(Phrase.space): toutes les "
                + "habitudes qui y ont des jours, archivées comprises. La meilleure série d’une habitude compte ses "
                + "jours dus faits d’affilée dans l’année, chaque jour jugé selon les règles alors en vigueur\(Phrase.space); "
                + "ses meilleur et pire mois se choisissent par la part de jours dus faits (à parts égales, le plus "
                + "tôt). La plus régulière a la plus grande part parmi les habitudes dues 28 jours ou plus\(Phrase.space); "
                + "le retour de l’année est la plus forte montée d’un score depuis un creux de l’année (après une "
                + "chute de 10 points ou plus) jusqu’à un sommet plus tard. --svg écrit les cartes en image SVG, lisible en thème clair et sombre (les 50 "
                + "premières habitudes)."),
        examples: ["review", "review 2025", "review 2025 --svg 2025.svg", "review --json"])

    @Argument(
        "YEAR",
        help: HelpText(
            "The year, e.g. 2025 (the current year when left out)",
            french: "L’année, par exemple 2025 (l’année en cours si elle est omise)"),
        parse: { text, name throws(UsageError) in try ValueParser.integer(text, argument: name, in: 1...9_999) })
    var year: Int?

    @Option(
        "svg", "FILE",
        help: HelpText(
            "Also write the year's heatmaps to FILE as an SVG picture",
            french: "Écrire aussi les cartes de l’année dans FICHIER, en image SVG"),
        completion: .file)
    var svg: String?

    func run(in context: CommandContext) throws {
        let tracker = try context.openTrackerForReading()
        let app = try tracker.context()
        // Where the picture goes is checked before anything is computed or written.
        let picturePath = try svg.map { try Self.picturePath($0, context: context) }
        let review = try tracker.views.yearReview(year, in: app)
        let words = Localizer(language: app.settings.language)
        if let picturePath {
            let picture = YearReviewPicture(review: review, words: ReviewText.pictureWords(review, words))
            do {
                try Data(picture.document().utf8).write(to: URL(fileURLWithPath: picturePath), options: .atomic)
            } catch {
                throw FileWriteError(
                    content: .reviewPicture, path: picturePath, systemReason: tracker.backups.reason(of: error))
            }
        }
        if context.usesJSON { return try context.printJSON(YearReviewDocument(review)) }
        let text = ReviewText(review: review, words: words, style: context.style, width: context.width)
        context.print(text.render())
        if let picturePath {
            let habits = words.count(review.habits.count, .habit)
            let shown = min(review.habits.count, YearReviewPicture.maximumHabits)
            let path = TerminalText.safe(picturePath)
            context.print(
                shown < review.habits.count
                    ? words(.reviewPictureWrittenPart(path, shown, habits)) : words(.reviewPictureWritten(path, habits))
            )
        }
    }

    /// The picture's file as an absolute path; refused (exit 64) when its folder does not exist.
    /// (A path that names a folder fails when written, exit 74, with the system's reason.)
    static func picturePath(_ given: String, context: CommandContext) throws -> String {
        let expanded = (given as NSString).expandingTildeInPath
        let absolute =
            expanded.hasPrefix("/") ? expanded : (context.workingDirectory as NSString).appendingPathComponent(expanded)
        var isFolder: ObjCBool = false
        let folder = PathName.folder(of: absolute)
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw UsageError.invalidValue(given, for: "--svg", problem: .missingFolder(folder))
        }
        return absolute
    }
}
