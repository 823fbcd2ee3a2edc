import KadoApp
import KadoCore

/// Writes ``DayNotes`` as the daily notes Obsidian and Logseq keep: a `## YYYY-MM-DD` heading a
/// day (the ISO date those apps name and link a day's note by), then one list item a habit.
///
/// - A day done is a checked task (`- [x] Water — 8 glasses`); a habit to avoid kept that day
///   (no slip, within its limit) is done too, so a notes app's task queries count it alike.
/// - A day due and not done is an open task (`- [ ] Floss`): today's, so far, are the day's to-dos.
/// - A skipped or paused day, an off-schedule record short of done, and a day that holds only a
///   note are plain items, not tasks: no query would count them as left undone.
///
/// Done items come first, then open tasks, then plain items, each in the habits' order. Notes
/// follow their item, each line indented as a continuation of it. Every piece of user text goes
/// through ``MarkdownText``.
struct DailyNoteMarkdown {
    /// The words of the settings' language (skipped, slipped, …); dates stay ISO.
    let words: Localizer

    /// Every day's section, oldest first, a blank line between them; empty when no day has any.
    func document(_ notes: DayNotes) -> String {
        notes.days.map { section(day: $0.day, entries: $0.entries) }.joined(separator: "\n")
    }

    /// One day's section: its heading, then its items (none for a day with nothing to say).
    func section(day: LogicalDay, entries: [DayNotes.Entry]) -> String {
        var lines = ["## \(day)", ""]
        let ordered = entries.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
        for (_, entry) in ordered { lines += item(entry) }
        if entries.isEmpty { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One habit's item and its notes' lines.
    func item(_ entry: DayNotes.Entry) -> [String] {
        let marker: String
        switch entry.rank {
        case 0: marker = "- [x] "
        case 1: marker = "- [ ] "
        default: marker = "- "
        }
        var line = marker + MarkdownText.inline(entry.habit.name)
        if let detail = detail(of: entry) { line += " — " + detail }
        return [line] + entry.notes.flatMap(MarkdownText.lines).map { "  " + $0 }
    }

    /// What follows the name: the amount and unit, the state of a habit to avoid, or why the day
    /// was excused; `nil` when the check box says it all.
    func detail(of entry: DayNotes.Entry) -> String? {
        let outcome: DayOutcome
        switch entry.standing {
        case .skipped: return words(.dailyNoteSkipped)
        case .paused: return words(.dailyNotePaused)
        case .noteOnly: return nil
        case .outcome(let dayOutcome): outcome = dayOutcome
        }
        let amount = entry.amount
        let unit = entry.habit.unit.map { $0.isEmpty ? "" : " " + MarkdownText.inline($0) } ?? ""
        switch entry.type {
        case .binary:
            return nil
        case .counter(let target):
            guard amount > 0 else { return nil }
            let done = words.number(amount)
            return (outcome == .met ? done : done + "/" + words.number(target)) + unit
        case .timer(let seconds):
            guard amount > 0 else { return nil }
            let done = words.number(amount / 60)
            return (outcome == .met ? done : done + "/" + words.number(seconds / 60)) + " min"
        case .negative:
            return words(outcome == .failed ? .slipped : .clean)
        case .atMost(let target):
            let limit = words.number(target) + unit
            return words(
                outcome == .failed ? .overLimit(words.number(amount), limit) : .atMost(words.number(amount), limit))
        }
    }
}

extension DayNotes.Entry {
    /// Where the item goes in its day: 0 done (a checked task), 1 due and not done (an open
    /// task), 2 anything else (a plain item).
    fileprivate var rank: Int {
        guard case .outcome(let outcome) = standing else { return 2 }
        if outcome == .met { return 0 }
        return isDue ? 1 : 2
    }
}
