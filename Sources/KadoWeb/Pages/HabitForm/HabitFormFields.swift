import Foundation
import KadoApp
import KadoCore

/// The habit form as text, exactly as it was submitted (or filled from a habit), so that a form
/// sent back with errors shows what the person typed.
struct HabitFormFields: Sendable {
    var name = ""
    var color = HabitColor.blue.rawValue
    var icon = Habit.defaultIcon
    var frequency = FrequencyChoice.daily.rawValue
    var perWeek = "3"
    /// The checked weekdays, by English name (`monday`).
    var days: Set<String> = []
    var interval = "2"
    var times = "3"
    var window = "10"
    var type = HabitTypeKind.binary.rawValue
    var counterTarget = "1"
    var counterUnit = ""
    var timerMinutes = "30"
    var atMostTarget = "1"
    var atMostUnit = ""
    var remindersEnabled = false
    /// The reminder times as typed, one field each (blank ones are no time).
    var reminderTimes = ["09:00"]
    var onlyIfNotDone = true
    var snoozeMinutes = String(Reminder.defaultSnoozeMinutes)
    var scoreModel = ScoreModel.kado.rawValue
    var group = ""
    var details = ""
    /// The start date set by hand, `YYYY-MM-DD` as a date input sends it (blank for none).
    var startedOn = ""
    /// The latest start date the form offers (today, `YYYY-MM-DD`), for the date picker; blank
    /// for no bound (the tracker refuses a later one all the same).
    var latestStart = ""
    /// "From when?": a ``RuleStartChoice`` raw value, as the radio sends it.
    var changeFrom = RuleStartChoice.today.rawValue
    /// The day of "From a date", `YYYY-MM-DD` as a date input sends it.
    var changeFromDay = ""
    /// The first day a change may hold from (the day after the habit's start), `YYYY-MM-DD`; blank
    /// when the habit has no past, and then the form does not ask "From when?" (a change holds
    /// over the whole history, there being no day before today to keep).
    var earliestChange = ""

    /// A blank form: Kadō's defaults.
    init() {}

    /// The fields of a submitted form.
    init(form: Form) {
        name = form["name"] ?? ""
        color = form["color"] ?? color
        icon = form["icon"] ?? icon
        frequency = form["frequency"] ?? frequency
        perWeek = form["perWeek"] ?? ""
        days = Set(form.values("days"))
        interval = form["interval"] ?? ""
        times = form["times"] ?? ""
        window = form["window"] ?? ""
        type = form["type"] ?? type
        counterTarget = form["counterTarget"] ?? ""
        counterUnit = form["counterUnit"] ?? ""
        timerMinutes = form["timerMinutes"] ?? ""
        atMostTarget = form["atMostTarget"] ?? ""
        atMostUnit = form["atMostUnit"] ?? ""
        remindersEnabled = form["reminder"] == "on"
        reminderTimes = form.values("reminderTime")
        // An unchecked box sends nothing: the form says it showed the box.
        if form["reminderSettings"] != nil {
            onlyIfNotDone = form["onlyIfNotDone"] == "on"
            snoozeMinutes = form["snoozeMinutes"] ?? ""
        }
        scoreModel = form["scoreModel"] ?? scoreModel
        group = form["group"] ?? ""
        details = form["details"] ?? ""
        startedOn = (form["startedOn"] ?? "").trimmingCharacters(in: .whitespaces)
        changeFrom = form["changeFrom"] ?? changeFrom
        changeFromDay = (form["changeFromDay"] ?? "").trimmingCharacters(in: .whitespaces)
    }

    /// The form filled with `habit`'s values and its reminders (the settings of the first).
    init(habit: Habit, reminders: [Reminder], t: Localizer) {
        name = habit.name
        color = habit.color.rawValue
        icon = habit.icon
        frequency = FrequencyChoice(habit.frequency).rawValue
        switch habit.frequency {
        case .daily: break
        case .daysPerWeek(let count): perWeek = String(count)
        case .specificDays(let weekdays): days = Set(weekdays.map(\.name))
        case .everyNDays(let count): interval = String(count)
        case .timesInDays(let count, let length):
            times = String(count)
            window = String(length)
        }
        type = habit.type.kind.rawValue
        switch habit.type {
        case .binary, .negative: break
        case .counter(let target):
            counterTarget = t.number(target)
            counterUnit = habit.unit ?? ""
        case .timer(let seconds): timerMinutes = t.number(seconds / 60)
        case .atMost(let target):
            atMostTarget = t.number(target)
            atMostUnit = habit.unit ?? ""
        }
        remindersEnabled = !reminders.isEmpty
        reminderTimes =
            reminders.isEmpty
            ? [Self.clock(hour: habit.reminderHour, minute: habit.reminderMinute)]
            : reminders.map(\.time.description)
        onlyIfNotDone = reminders.first?.onlyIfNotDone ?? true
        snoozeMinutes = String(reminders.first?.snoozeMinutes ?? Reminder.defaultSnoozeMinutes)
        scoreModel = habit.scoreModel.rawValue
        group = habit.group ?? ""
        details = habit.details ?? ""
        startedOn = habit.startDay?.description ?? ""
    }

    /// `09:05`.
    static func clock(hour: Int, minute: Int) -> String {
        String(hour).leftPadded(to: 2) + ":" + String(minute).leftPadded(to: 2)
    }

    /// The values the form asks for, or what is wrong with it, field by field. Only the fields of
    /// the chosen schedule and type are read; the domain's rules (``Habit/validationErrors``) are
    /// checked last.
    /// Reminder times are read as the command line reads them (`25:00` is no time); with
    /// reminders off they are not read.
    func validated() -> Result<HabitFormValues, HabitFormErrors> {
        var errors = HabitFormErrors()
        let trimmedName = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmedName.isEmpty {
            errors[.name] = .nameMissing
        } else if trimmedName.count > Habit.maximumNameLength {
            errors[.name] = .nameTooLong
        }
        let chosenColor = HabitColor(rawValue: color)
        if chosenColor == nil { errors[.color] = .colorUnknown }

        let schedule = parseFrequency(into: &errors)
        let (habitType, unit) = parseType(into: &errors)

        let reminders = parseReminders(into: &errors)
        let model = ScoreModel(rawValue: scoreModel)
        if model == nil { errors[.scoreModel] = .scoreModelUnknown }
        let startDay = startedOn.isEmpty ? nil : LogicalDay(startedOn)
        if !startedOn.isEmpty, startDay?.isSupported != true { errors[.startedOn] = .startedOnInvalid }

        guard errors.isEmpty, let chosenColor, let schedule, let habitType, let model, let reminders else {
            return .failure(errors)
        }
        let values = HabitFormValues(
            name: trimmedName, frequency: schedule, type: habitType, unit: unit, color: chosenColor, icon: icon,
            reminders: reminders, scoreModel: model, group: Habit.normalizedGroup(group),
            details: Habit.normalizedDetails(details), startDay: startDay)
        let candidate = Habit(
            name: values.name, frequency: values.frequency, type: values.type, unit: values.unit,
            color: values.color, icon: values.icon, createdAt: Date(timeIntervalSince1970: 0),
            scoreModel: values.scoreModel, details: values.details, group: values.group)
        for problem in candidate.validationErrors {
            let (field, message) = explain(problem)
            if errors[field] == nil { errors[field] = message }
        }
        return errors.isEmpty ? .success(values) : .failure(errors)
    }

    /// The field and message a rule of the domain breaks, in the form's terms.
    func explain(_ problem: ValidationError) -> (HabitFormField, Phrase) {
        let kind = HabitTypeKind(rawValue: type)
        switch problem.field {
        case "name":
            switch problem.rule {
            case .empty: return (.name, .nameMissing)
            case .tooLong: return (.name, .nameTooLong)
            case .sameNameAs(let other): return (.name, .nameTaken(other))
            default: return (.name, .nameOneLine)
            }
        case "frequency.count": return (.perWeek, .perWeekRange)
        case "frequency.interval": return (.interval, .intervalRange)
        case "frequency.times": return (.times, .timesRange)
        case "frequency.days":
            return frequency == FrequencyChoice.timesInDays.rawValue ? (.window, .windowRange) : (.days, .daysMissing)
        case "type.targetSeconds": return (.timerMinutes, .targetAboveZero)
        case "type.target":
            return kind == .atMost ? (.atMostTarget, .targetAboveZero) : (.counterTarget, .targetAboveZero)
        case "unit": return kind == .atMost ? (.atMostUnit, .unitTooLong) : (.counterUnit, .unitTooLong)
        case "icon": return (.icon, .iconInvalid)
        case "group":
            return (.group, problem.rule == .tooLong(maximum: Habit.maximumNameLength) ? .groupTooLong : .groupOneLine)
        case "details":
            return (
                .details,
                problem.rule == .tooLong(maximum: Habit.maximumDetailsLength) ? .detailsTooLong : .detailsControls
            )
        case "reminderHour", "reminderMinute", "reminder", "time": return (.reminderTime, .timeInvalid)
        case "startDay":
            return (.startedOn, problem.rule == .startsAfterToday ? .startedOnAfterToday : .startedOnInvalid)
        case "snoozeMinutes": return (.snoozeMinutes, .snoozeRange)
        case "from": return (.changeFromDay, .changeFromDayOutOfRange)
        default: return (.name, Phrase(wording: { $0.invalid(problem) }))
        }
    }

    /// From when a change of the terms holds, as the form answers "From when?": `nil` when the form
    /// did not ask it (the habit has no past: the use case's default then holds), or what is
    /// wrong with the answer — a choice the form does not offer, a date that is none, after
    /// `today` or not after the habit's start. `t` words the start's date in a message.
    func ruleChangeStart(today: LogicalDay, t: Localizer) -> Result<RuleChangeStart?, HabitFormErrors> {
        guard let earliest = LogicalDay(earliestChange) else { return .success(nil) }
        var errors = HabitFormErrors()
        switch RuleStartChoice(rawValue: changeFrom) {
        case .today: return .success(.day(today))
        case .start: return .success(.wholeHistory)
        case .day:
            guard let day = LogicalDay(changeFromDay), day.isSupported else {
                errors[.changeFromDay] = .changeFromDayInvalid
                return .failure(errors)
            }
            if day > today {
                errors[.changeFromDay] = .changeFromDayAfterToday
            } else if day < earliest {
                errors[.changeFromDay] = .changeFromDayBeforeStart(t.shortDate(earliest.adding(days: -1)))
            }
            return errors.isEmpty ? .success(.day(day)) : .failure(errors)
        case nil:
            errors[.changeFrom] = .changeFromUnknown
            return .failure(errors)
        }
    }

    /// The reminders asked for: every time typed (blank fields are none), each read as the
    /// command line reads one, and the snooze length; none when reminders are off.
    private func parseReminders(into errors: inout HabitFormErrors) -> ReminderChoice? {
        var times: [ReminderTime] = []
        if remindersEnabled {
            for text in reminderTimes.map({ $0.trimmingCharacters(in: .whitespaces) }) where !text.isEmpty {
                // Some browsers send seconds (`08:30:00`).
                let parts = text.split(separator: ":", omittingEmptySubsequences: false)
                let clock =
                    parts.count == 3 && Self.parseClock(text) != nil ? parts[0...1].joined(separator: ":") : text
                // A time that does not parse is told on the form, as the error set below.
                guard let time = try? ReminderTime(parsing: clock) else {
                    errors[.reminderTime] = .timeInvalid
                    continue
                }
                times.append(time)
            }
            if times.isEmpty, errors[.reminderTime] == nil { errors[.reminderTime] = .timeInvalid }
        }
        guard let snooze = Self.integer(snoozeMinutes), Reminder.snoozeMinutesRange.contains(snooze) else {
            errors[.snoozeMinutes] = .snoozeRange
            return nil
        }
        guard errors[.reminderTime] == nil else { return nil }
        return ReminderChoice(times: times, onlyIfNotDone: onlyIfNotDone, snoozeMinutes: snooze)
    }

    private func parseFrequency(into errors: inout HabitFormErrors) -> Frequency? {
        switch FrequencyChoice(rawValue: frequency) {
        case .daily:
            return .daily
        case .daysPerWeek:
            guard let count = Self.integer(perWeek), (1...6).contains(count) else {
                errors[.perWeek] = .perWeekRange
                return nil
            }
            return .daysPerWeek(count)
        case .specificDays:
            let weekdays = days.compactMap(Weekday.init(name:))
            guard !weekdays.isEmpty, weekdays.count == days.count else {
                errors[.days] = .daysMissing
                return nil
            }
            return .specificDays(Set(weekdays))
        case .everyNDays:
            guard let count = Self.integer(interval), (2...365).contains(count) else {
                errors[.interval] = .intervalRange
                return nil
            }
            return .everyNDays(count)
        case .timesInDays:
            guard let length = Self.integer(window), (1...366).contains(length) else {
                errors[.window] = .windowRange
                if Self.integer(times) == nil { errors[.times] = .timesRange }
                return nil
            }
            guard let count = Self.integer(times), (1...length).contains(count) else {
                errors[.times] = .timesRange
                return nil
            }
            return .timesInDays(times: count, days: length)
        case nil:
            errors[.frequency] = .frequencyUnknown
            return nil
        }
    }

    private func parseType(into errors: inout HabitFormErrors) -> (HabitType?, String?) {
        func target(_ text: String, _ field: HabitFormField, example: Phrase) -> Double? {
            guard let value = Self.decimal(text) else {
                errors[field] = example
                return nil
            }
            guard value > 0 else {
                errors[field] = .targetAboveZero
                return nil
            }
            guard value <= 1_000_000_000 else {
                errors[field] = .targetTooLarge
                return nil
            }
            return value
        }
        func unit(_ text: String, _ field: HabitFormField) -> String? {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.count > Habit.maximumUnitLength { errors[field] = .unitTooLong }
            return trimmed.isEmpty ? nil : trimmed
        }
        switch HabitTypeKind(rawValue: type) {
        case .binary: return (.binary, nil)
        case .negative: return (.negative, nil)
        case .counter:
            let unit = unit(counterUnit, .counterUnit)
            return (target(counterTarget, .counterTarget, example: .numberLikeEight).map { .counter(target: $0) }, unit)
        case .timer:
            let minutes = target(timerMinutes, .timerMinutes, example: .minutesLikeThirty)
            return (minutes.map { .timer(targetSeconds: ($0 * 60).rounded()) }, nil)
        case .atMost:
            let unit = unit(atMostUnit, .atMostUnit)
            return (target(atMostTarget, .atMostTarget, example: .numberLikeTwo).map { .atMost(target: $0) }, unit)
        case nil:
            errors[.type] = .typeUnknown
            return (nil, nil)
        }
    }

    /// A whole number, allowing spaces around it.
    static func integer(_ text: String) -> Int? {
        Int(text.trimmingCharacters(in: .whitespaces))
    }

    /// A finite number written with a dot or a comma.
    static func decimal(_ text: String) -> Double? {
        let normalized = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
        guard !normalized.isEmpty, let value = Double(normalized), value.isFinite else { return nil }
        return value
    }

    /// `HH:MM` (or `H:MM`, or with seconds, as some browsers send it) as an hour and a minute.
    static func parseClock(_ text: String) -> (hour: Int, minute: Int)? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count),
            parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        if parts.count == 3 {
            guard let second = Int(parts[2]), (0...59).contains(second) else { return nil }
        }
        return (hour, minute)
    }
}
