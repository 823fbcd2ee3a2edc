import Foundation
import KadoApp
import KadoCore

/// `kado review [YEAR] [--svg FILE]`: a year in review — each habit's days done, best streak, best
/// and worst month and score path, and the year's check-ins, most consistent habit, comeback and
/// days with every due habit done; `--svg` writes the year's heatmaps as a picture to share.
struct ReviewCommand: Command {
    static let configuration = CommandConfiguration(
        name: "review",
        summary: HelpText("cli.help.review.summary"),
        discussion: HelpText("cli.help.review.discussion"),
        examples: ["review", "review 2025", "review 2025 --svg 2025.svg", "review --json"])

    @Argument(
        "YEAR",
        help: HelpText("cli.help.review.help"),
        parse: { text, name throws(UsageError) in try ValueParser.integer(text, argument: name, in: 1...9_999) })
    var year: Int?

    @Option(
        "svg", "FILE",
        help: HelpText("cli.help.review.svg.help"),
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
