import Foundation
import KadoApp
import KadoCore

/// `kado ask [--days N]`: walks the habits still to answer (``ViewUseCases/questions(days:in:)``), one
/// prompt each, and writes each answer as it is given, through the check-in use case.
///
/// On a terminal each answer is a key (`y`, `n`, `s`, digits then Enter, Enter to pass, `?`,
/// `q`), read in raw mode by ``AskTerminal``, which puts the terminal back on every way out.
/// Otherwise standard input holds one answer a line: a line that is no answer is reported with
/// its number and value, nothing is written for it, and the command exits 1 at the end. Ctrl-C
/// or the end of input stops between two answers: every answer given is written whole, none
/// half.
struct AskCommand: Command {
    static let configuration = CommandConfiguration(
        name: "ask",
        summary: HelpText("cli.help.ask.summary"),
        discussion: HelpText("cli.help.ask.discussion"),
        examples: ["ask", "ask --days 3"], changesData: true)

    @Option(
        "days", "N",
        help: HelpText("cli.help.ask.help"),
        parse: { text, name throws(UsageError) in
            try ValueParser.integer(text, argument: name, in: 1...ViewUseCases.maximumQuestionDays)
        })
    var days: Int?

    /// What an answer asks for.
    enum Answer: Equatable {
        /// Done (a slip, never: habits to avoid are not asked about).
        case done
        /// Nothing now (`n`, or Enter).
        case pass
        /// Excuse the day.
        case skip
        /// The day's total, in the unit typed (minutes for a timer).
        case value(Double)
        /// Show the keys.
        case help
        /// Stop here.
        case quit

        /// The answer `text` gives for a habit of `style`, or `nil` when it gives none.
        init?(_ text: String, style: CheckInStyle) {
            let word = text.trimmingCharacters(in: .whitespaces).lowercased()
            switch word {
            case "": self = .pass
            case "q", "quit": self = .quit
            case "?", "h", "help": self = .help
            case "s", "skip": self = .skip
            default:
                if style.takesValue {
                    // Not a number: not an answer, and the prompt asks again.
                    guard let value = try? ValueParser.nonNegativeNumber(word, argument: "VALUE") else { return nil }
                    self = .value(value)
                } else if ["y", "yes", "o", "oui"].contains(word) {
                    self = .done
                } else if ["n", "no", "non"].contains(word) {
                    self = .pass
                } else {
                    return nil
                }
            }
        }
    }

    func run(in context: CommandContext) throws {
        let (tracker, app) = try openWithContext(context)
        let words = Localizer(language: app.settings.language)
        let questions = try tracker.views.questions(days: days ?? 1, in: app)
        guard !questions.isEmpty else { return context.print(context.style.dim(words(.nothingToAsk))) }
        if context.isInputTerminal, context.isOutputTerminal, let keyboard = AskTerminal() {
            defer { keyboard.restore() }
            try askOnTerminal(questions, keyboard: keyboard, tracker: tracker, app: app, context: context)
        } else {
            try askLineByLine(questions, tracker: tracker, app: app, context: context)
        }
    }

    /// One answer a line of standard input.
    private func askLineByLine(_ questions: [Question], tracker: Tracker, app: AppContext, context: CommandContext)
        throws
    {
        let words = Localizer(language: app.settings.language)
        var lineNumber = 0
        var badLines = 0
        asking: for question in questions {
            while true {
                guard let line = context.readLine() else { break asking }
                lineNumber += 1
                guard let answer = Answer(line, style: CheckInStyle(question.habit.type)) else {
                    badLines += 1
                    context.printError(
                        words(.errorPrefix)
                            + words(
                                .notAnAnswer(
                                    line: lineNumber, TerminalText.safe(line), HabitPresentation.name(question.habit),
                                    keys: Self.keys(for: question.habit, words))))
                    break
                }
                if answer == .help {
                    context.print(Self.help(for: question.habit, words))
                    continue
                }
                if answer == .quit { break asking }
                try write(answer, for: question, tracker: tracker, app: app, context: context)
                break
            }
        }
        if badLines > 0 { throw AskBadLines(count: badLines) }
    }

    /// One key an answer (digits then Enter for a number), on the terminal.
    private func askOnTerminal(
        _ questions: [Question], keyboard: AskTerminal, tracker: Tracker, app: AppContext, context: CommandContext
    ) throws {
        let words = Localizer(language: app.settings.language)
        context.print(words(.askIntro(words.count(questions.count, .habit))))
        asking: for question in questions {
            let style = CheckInStyle(question.habit.type)
            let prompt = Self.prompt(for: question, today: app.today, style: context.style, words)
            context.write(prompt)
            var typed = ""
            while true {
                let key = keyboard.readKey()
                var answer: Answer?
                switch key {
                case .interrupt:
                    context.write("^C\n")
                    throw AskInterrupted()
                case .endOfInput:
                    context.write("\n")
                    break asking
                case .enter:
                    answer = Answer(typed, style: style)
                    if answer == nil {
                        context.write("\u{07}")
                        typed = ""
                        context.write("\n" + prompt)
                    }
                case .backspace:
                    if !typed.isEmpty {
                        typed.removeLast()
                        context.write("\u{08} \u{08}")
                    }
                case .character(let character):
                    if style.takesValue, character.isNumber || character == "." || character == "," {
                        typed.append(character)
                        context.write(String(character))
                    } else if typed.isEmpty, let single = Answer(String(character), style: style) {
                        context.write(String(character))
                        answer = single
                    } else {
                        context.write("\u{07}")
                    }
                case .other:
                    context.write("\u{07}")
                }
                guard let answer else { continue }
                context.write("\n")
                switch answer {
                case .help:
                    context.print(Self.help(for: question.habit, words))
                    context.write(prompt)
                    typed = ""
                    continue
                case .quit:
                    break asking
                default:
                    try write(answer, for: question, tracker: tracker, app: app, context: context)
                    continue asking
                }
            }
        }
    }

    /// Writes `answer` through the check-in use case, and says what it did.
    private func write(
        _ answer: Answer, for question: Question, tracker: Tracker, app: AppContext, context: CommandContext
    )
        throws
    {
        let action: CheckIn
        switch answer {
        case .done: action = .done
        case .skip: action = .skip(through: question.day, note: nil)
        case .value(let value): action = .set(value)
        case .pass, .help, .quit: return
        }
        let result = try tracker.checkIns.checkIn(action, habit: .id(question.habit.id), day: question.day, in: app)
        try report(result, in: app, context: context)
    }

    /// `Read · Tue 1 Dec [y/n/s/?/q] `.
    static func prompt(for question: Question, today: LogicalDay, style: OutputStyle, _ words: Localizer) -> String {
        let name = style.colored(HabitPresentation.name(question.habit), question.habit.color)
        let day = words.shortDate(question.day, today: today)
        return "\(name) · \(day) [\(keys(for: question.habit, words))] "
    }

    /// The keys a habit's prompt takes: `y/n/s/?/q`, or `number/s/?/q`.
    static func keys(for habit: Habit, _ words: Localizer) -> String {
        CheckInStyle(habit.type).takesValue ? words(.askNumberKeys(unit(of: habit, words))) : "y/n/s/?/q"
    }

    /// A number's unit in the prompt: minutes for a timer, the counter's unit if it has one.
    private static func unit(of habit: Habit, _ words: Localizer) -> String? {
        if case .timer = habit.type { return "min" }
        return habit.unit.map(TerminalText.safe)
    }

    /// What each key does, for `habit`.
    static func help(for habit: Habit, _ words: Localizer) -> String {
        words(CheckInStyle(habit.type).takesValue ? .askValueHelp : .askYesNoHelp)
    }
}
