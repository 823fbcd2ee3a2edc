import KadoApp
import KadoCore

/// The words of `kado ask`.
extension Phrase {
    /// Nothing is still to answer.
    static let nothingToAsk = Phrase("Nothing to answer.", "Rien à répondre.")

    /// The first line on a terminal: `3 habits to answer (? for the keys, q to stop)`.
    static func askIntro(_ count: String) -> Phrase {
        Phrase(
            "\(count) to answer (? for the keys, q to stop)",
            "\(count) à répondre (? pour les touches, q pour arrêter)")
    }

    /// The keys of a number's prompt: `number of glasses/s/?/q`, `number/s/?/q`.
    static func askNumberKeys(_ unit: String?) -> Phrase {
        let english = unit.map { "number of \($0)" } ?? "number"
        let french = unit.map { "nombre de \($0)" } ?? "nombre"
        return Phrase("\(english)/s/?/q", "\(french)/s/?/q")
    }

    /// `?` for a yes/no habit.
    static let askYesNoHelp = Phrase(
        "y done · n or Enter not now · s skip the day (excused) · q stop · Ctrl-C stop",
        "y faite · n ou Entrée pas maintenant · s excuser le jour · q arrêter · Ctrl-C arrêter")

    /// `?` for a counter or a timer.
    static let askValueHelp = Phrase(
        "a number then Enter: the day's total (minutes for a timer) · Enter not now · s skip the day (excused) · "
            + "q stop · Ctrl-C stop",
        "un nombre puis Entrée\(space): le total du jour (en minutes pour une minuterie) · Entrée pas maintenant · "
            + "s excuser le jour · q arrêter · Ctrl-C arrêter")

    /// A line of standard input that is no answer.
    static func notAnAnswer(line: Int, _ value: String, _ name: String, keys: String) -> Phrase {
        Phrase(
            "line \(line): '\(value)' is no answer for \(name) (\(keys), or an empty line); nothing was written "
                + "for it",
            "ligne \(line)\(space): «\(space)\(value)\(space)» n’est pas une réponse pour \(name) (\(keys), ou une ligne vide)"
                + "\(space); rien n’a été écrit pour elle")
    }

    /// The end of a run that met lines that were no answers.
    static func askBadLines(_ count: String) -> Phrase {
        Phrase(
            "some lines of standard input were no answers (\(count), see above); every other answer was written",
            "des lignes de l’entrée standard n’étaient pas des réponses (\(count), voir plus haut)\(space); "
                + "toutes les autres réponses ont été écrites")
    }

    /// Ctrl-C on the terminal.
    static let askInterrupted = Phrase(
        "stopped; every answer given before Ctrl-C was written",
        "arrêté\(space); chaque réponse donnée avant Ctrl-C a été écrite")
}

extension Noun {
    /// A line of input.
    static let line = Noun("line", "lines", french: "ligne", "lignes")
}
