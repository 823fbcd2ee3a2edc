import Foundation
import KadoApp
import KadoCore

/// `kado note HABIT TEXT [DAY]`: writes (or, with an empty text, removes) a day's note; `-` reads
/// the note from standard input (at most ``maximumInput`` bytes of UTF-8).
struct NoteCommand: Command {
    static let configuration = CommandConfiguration(
        name: "note",
        summary: HelpText("cli.help.note.summary"),
        examples: ["note Run \"Rainy, 5 km\"", "note Run - < run.txt"], changesData: true)

    @Argument(.habit) var habit: String
    @Argument(
        "TEXT",
        help: HelpText("cli.help.note.text.help"))
    var text: String
    @Argument(.day) var day: DayText?

    /// The most standard input a note is read from: the longest note in the widest characters,
    /// and room for the whitespace around it that is trimmed.
    static let maximumInput = Completion.maximumNoteLength * 4 + 4096

    func run(in context: CommandContext) throws {
        var text = self.text
        if text == "-" {
            let input = context.readInput(Self.maximumInput + 1)
            guard input.count <= Self.maximumInput else {
                throw UsageError.invalidValue(
                    "-", for: "TEXT", problem: .inputTooLarge(maximumBytes: Self.maximumInput))
            }
            guard let decoded = String(validating: input, as: UTF8.self) else {
                throw UsageError.invalidValue("-", for: "TEXT", problem: .notUTF8)
            }
            text = decoded
        }
        let (result, app) = try checkIn(.note(text), habit: habit, day: day, in: context)
        try report(result, in: app, context: context)
    }
}
