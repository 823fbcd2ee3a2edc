import KadoApp
import KadoCore

/// The words of `kado ask`.
extension Phrase {
    /// Nothing is still to answer.
    static let nothingToAsk = Phrase("cli.ask.nothingToAsk")

    /// The first line on a terminal: `3 habits to answer (? for the keys, q to stop)`.
    static func askIntro(_ count: String) -> Phrase {
        Phrase("cli.ask.askIntro", ["count": count])
    }

    /// The keys of a number's prompt: `number of glasses/s/?/q`, `number/s/?/q`.
    static func askNumberKeys(_ unit: String?) -> Phrase {
        unit.map { Phrase("cli.ask.numberKeys.unit", ["unit": $0]) } ?? Phrase("cli.ask.numberKeys")
    }

    /// `?` for a yes/no habit.
    static let askYesNoHelp = Phrase("cli.ask.askYesNoHelp")

    /// `?` for a counter or a timer.
    static let askValueHelp = Phrase("cli.ask.askValueHelp")

    /// A line of standard input that is no answer.
    static func notAnAnswer(line: Int, _ value: String, _ name: String, keys: String) -> Phrase {
        Phrase("cli.ask.notAnAnswer", ["line": line, "value": value, "name": name, "keys": keys])
    }

    /// The end of a run that met lines that were no answers.
    static func askBadLines(_ count: String) -> Phrase {
        Phrase("cli.ask.askBadLines", ["count": count])
    }

    /// Ctrl-C on the terminal.
    static let askInterrupted = Phrase("cli.ask.askInterrupted")
}
