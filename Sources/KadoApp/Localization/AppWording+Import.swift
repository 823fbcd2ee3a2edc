import KadoBackup
import KadoCore
import KadoLocalization

/// A remark on another app's file an import read, in this language: what is not imported as the
/// file says it, or a choice made.
extension AppWording {
    /// A remark with its habit: `habit "Read": category (…): Sport`.
    public func importRemark(_ remark: ImportRemark) -> String {
        let text = importRemarkText(remark.note)
        guard let habit = remark.habit else { return text }
        return say("app.import.remark.habit", ["habit": TextRules.escaped(habit), "remark": text])
    }

    /// What a remark says, without its habit. A remark the importer wrote itself (`described`)
    /// is shown as it is.
    public func importRemarkText(_ note: ImportRemark.Note) -> String {
        switch note {
        case .question(let question): say("app.import.remark.question", ["text": TextRules.escaped(question)])
        case .autoFilledDays(let count): text("app.import.remark.autoFilledDays", ["count": .integer(count)])
        case .noRemindersOrCreationDates: text("app.import.remark.noRemindersOrCreationDates")
        case .otherCategory(let name, let kept):
            say("app.import.remark.otherCategory", ["kept": TextRules.escaped(kept), "name": TextRules.escaped(name)])
        case .importedAsDaily: text("app.import.remark.importedAsDaily")
        case .counterWithoutTarget: text("app.import.remark.counterWithoutTarget")
        case .valueLeftOut(let shown, let day, let line):
            say("app.import.remark.valueLeftOut", ["line": "\(line)", "day": "\(day)", "shown": shown])
        case .repeatedRows(let count): text("app.import.remark.repeatedRows", ["count": .integer(count)])
        case .otherRowOfDay(let day, let line, let keptLine):
            say("app.import.remark.otherRowOfDay", ["line": "\(line)", "day": "\(day)", "keptLine": "\(keptLine)"])
        case .datesReadAs(let order, let shown, let line):
            say("app.import.remark.datesReadAs", ["order": dateOrder(order), "line": "\(line)", "shown": shown])
        case .datesReadAsGiven(let order): say("app.import.remark.datesReadAsGiven", ["order": dateOrder(order)])
        case .timesAMonth(let times): say("app.import.remark.timesAMonth", ["times": "\(times)"])
        case .timesAYear(let times): say("app.import.remark.timesAYear", ["times": "\(times)"])
        case .reminderOnWeekdays(let time, let days):
            say(
                "app.import.remark.reminderOnWeekdays",
                ["time": time, "days": days.map { localizer.weekdayName($0.rawValue) }.joined(separator: ", ")])
        case .reminderOnNoDay(let time): say("app.import.remark.reminderOnNoDay", ["time": time])
        case .checkInsNotDone(let kind, let count):
            text("app.import.remark.checkInsNotDone", ["count": .integer(count), "kind": .text("\(kind)")])
        case .rowsWithoutHabit(let table, let count):
            text("app.import.remark.rowsWithoutHabit", ["count": .integer(count), "table": .text(table)])
        case .ticksCounted: text("app.import.remark.ticksCounted")
        case .columnsIgnored(let names):
            say(
                "app.import.remark.columnsIgnored",
                ["columns": names.map { quoted(TextRules.escaped($0)) }.joined(separator: ", ")])
        case .described(let remark): remark
        }
    }

    /// `day/month/year`.
    public func dateOrder(_ order: DateOrder) -> String {
        switch order {
        case .dayMonthYear: text("app.import.dateOrder.dayMonthYear")
        case .monthDayYear: text("app.import.dateOrder.monthDayYear")
        case .yearMonthDay: text("app.import.dateOrder.yearMonthDay")
        }
    }
}
