import KadoApp
import KadoCore

/// The groups of the habit form, filled from the fields and their errors.
struct HabitFormView {
    let fields: HabitFormFields
    let errors: HabitFormErrors
    let context: RequestContext

    private var t: Localizer { context.t }

    // MARK: Errors

    /// The list of mistakes at the top, each linking to its field.
    var summary: HTML {
        guard !errors.isEmpty else { return .empty }
        let items = errors.fields.compactMap { field in
            errors[field].map {
                "<li><a href=\"#\(field.rawValue)\">\(t(HabitFormView.label(field))) · \(t($0))</a></li>" as HTML
            }
        }
        return """
            <div class="notice error form-errors" role="alert">
            <p>\(t(errors.fields.count == 1 ? .fixOneProblem : .fixProblems(errors.fields.count)))</p>
            <ul>\(items)</ul>
            </div>
            """
    }

    /// ` aria-invalid="true" aria-describedby="…-error"` on a field with a mistake.
    func invalid(_ field: HabitFormField) -> HTML {
        errors[field] == nil ? .empty : " aria-invalid=\"true\" aria-describedby=\"\(field.rawValue)-error\""
    }

    /// The message next to a field.
    func message(_ field: HabitFormField) -> HTML {
        guard let phrase = errors[field] else { return .empty }
        return "<p class=\"field-error\" id=\"\(field.rawValue)-error\">\(Glyph.info.svg)<span>\(t(phrase))</span></p>"
    }

    private func checked(_ condition: Bool) -> HTML {
        condition ? " checked" : .empty
    }

    // MARK: Groups

    func nameGroup(autofocus: Bool) -> HTML {
        """
        <div class="form-group">
        <label class="section-title" for="name">\(t(.habitNameLabel))</label>
        <div class="card field-card"><input class="text-input" id="name" name="name" type="text" value="\(fields.name)" maxlength="\(Habit.maximumNameLength)" autocomplete="off" placeholder="\(t(.habitNamePlaceholder))"\(invalid(.name))\(HTML(trusted: autofocus ? " autofocus" : ""))></div>
        \(message(.name))
        </div>
        """
    }

    /// The group and the description: free text, both optional.
    var textsGroup: HTML {
        """
        <div class="form-group">
        <label class="section-title" for="group">\(t(.habitGroupLabel))</label>
        <div class="card field-card"><input class="text-input" id="group" name="group" type="text" value="\(fields.group)" maxlength="\(Habit.maximumNameLength)" autocomplete="off" placeholder="\(t(.habitGroupPlaceholder))"\(invalid(.group))></div>
        \(message(.group))
        </div>
        <div class="form-group">
        <label class="section-title" for="details">\(t(.habitDetailsLabel))</label>
        <div class="card field-card"><textarea class="text-input" id="details" name="details" rows="3" maxlength="\(Habit.maximumDetailsLength)" placeholder="\(t(.habitDetailsPlaceholder))"\(invalid(.details))>\(fields.details)</textarea></div>
        \(message(.details))
        </div>
        <div class="form-group">
        <label class="section-title" for="startedOn">\(t(.startedOnLabel))</label>
        <div class="card field-card"><input class="text-input" id="startedOn" name="startedOn" type="date" value="\(fields.startedOn)" min="\(LogicalDay.firstSupported.description)"\(latestStart) aria-describedby="startedOn-hint"\(invalid(.startedOn))></div>
        <p class="field-hint" id="startedOn-hint">\(t(.startedOnHint))</p>
        \(message(.startedOn))
        </div>
        """
    }

    /// ` max="2026-12-05"` on the start date, when the form knows today.
    private var latestStart: HTML {
        fields.latestStart.isEmpty ? .empty : " max=\"\(fields.latestStart)\""
    }

    var appearanceGroup: HTML {
        let swatches = HabitColor.allCases.map { color -> HTML in
            let name = t(HabitFormView.colorName(color))
            return """
                <label class="swatch \(color.cssClass)" title="\(name)"><input type="radio" name="color" value="\(color.rawValue)"\(checked(fields.color == color.rawValue))><span class="swatch-dot">\(Glyph.check.svg)</span><span class="visually-hidden">\(name)</span></label>
                """
        }
        var icons = HabitIcons.curated
        if !HabitIcons.isCurated(fields.icon) {
            // Keep an icon chosen elsewhere (an import, Kadō on iPhone) selectable as it is.
            let current = HabitIcons.icon(for: fields.icon)?.label ?? .currentIcon
            icons.insert(HabitIcons.Icon(symbol: fields.icon, label: current, body: ""), at: 0)
        }
        let tiles = icons.map { icon -> HTML in
            let label = t(icon.label)
            return """
                <label class="icon-option" title="\(label)"><input type="radio" name="icon" value="\(icon.symbol)"\(checked(fields.icon == icon.symbol))><span class="icon-tile">\(HabitIcons.svg(icon.symbol))</span><span class="visually-hidden">\(label)</span></label>
                """
        }
        return """
            <fieldset class="form-group">
            <legend class="section-title">\(t(.appearanceSection))</legend>
            <div class="card appearance">
            <fieldset id="color" class="swatches"\(invalid(.color))><legend class="visually-hidden">\(t(.colourLabel))</legend><div class="swatch-row">\(swatches)</div></fieldset>
            \(message(.color))
            <fieldset id="icon" class="icons"\(invalid(.icon))><legend class="visually-hidden">\(t(.iconLabel))</legend><div class="icon-grid">\(tiles)</div></fieldset>
            \(message(.icon))
            </div>
            </fieldset>
            """
    }

    var frequencyGroup: HTML {
        let weekStart = context.settings.weekStart
        let chips = Weekday.week(startingOn: weekStart).map { day -> HTML in
            """
            <label class="day-chip"><input type="checkbox" name="days" value="\(day.name)"\(checked(fields.days.contains(day.name)))><span aria-hidden="true">\(t.weekdayShort(day))</span><span class="visually-hidden">\(t.weekdayName(day))</span></label>
            """
        }
        let choices: [HTML] = [
            choice(.frequency, FrequencyChoice.daily.rawValue, title: t(.everyDay)),
            choice(
                .frequency, FrequencyChoice.daysPerWeek.rawValue, title: t(.fewTimesAWeek), hint: t(.fewTimesHint),
                details: numberRow(.perWeek, label: t(.daysAWeekLabel), value: fields.perWeek, range: 1...6)),
            choice(
                .frequency, FrequencyChoice.specificDays.rawValue, title: t(.specificDays),
                details: """
                    <fieldset id="days" class="day-chips"\(invalid(.days))><legend class="visually-hidden">\(t(.specificDays))</legend>\(chips)</fieldset>
                    \(message(.days))
                    """),
            choice(
                .frequency, FrequencyChoice.everyNDays.rawValue, title: t(.everyFewDays), hint: t(.everyFewDaysHint),
                details: numberRow(
                    .interval, label: t(.intervalLabel), value: fields.interval, range: 2...365, suffix: t(.daysSuffix))
            ),
            choice(
                .frequency, FrequencyChoice.timesInDays.rawValue, title: t(.timesInDaysTitle),
                hint: t(.timesInDaysHint),
                details: .join([
                    numberRow(.times, label: t(.timesLabel), value: fields.times, range: 1...366),
                    numberRow(
                        .window, label: t(.windowLabel), value: fields.window, range: 1...366, suffix: t(.daysSuffix)),
                ])),
        ]
        return group(.frequency, title: t(.frequencySection), choices: choices)
    }

    var typeGroup: HTML {
        let choices: [HTML] = [
            choice(.type, HabitTypeKind.binary.rawValue, title: t(.typeBinary), hint: t(.binaryHint)),
            choice(
                .type, HabitTypeKind.counter.rawValue, title: t(.typeCounter), hint: t(.counterHint),
                details: .join([
                    decimalRow(.counterTarget, label: t(.dailyTargetLabel), value: fields.counterTarget),
                    unitRow(.counterUnit, value: fields.counterUnit, placeholder: t(.counterUnitPlaceholder)),
                ])),
            choice(
                .type, HabitTypeKind.timer.rawValue, title: t(.typeTimer), hint: t(.timerHint),
                details: decimalRow(
                    .timerMinutes, label: t(.dailyTargetLabel), value: fields.timerMinutes, suffix: "min",
                    spokenSuffix: t(.minutesSpoken))),
            choice(.type, HabitTypeKind.negative.rawValue, title: t(.typeNegative), hint: t(.negativeHint)),
            choice(
                .type, HabitTypeKind.atMost.rawValue, title: t(.typeAtMost), hint: t(.atMostHint),
                details: .join([
                    decimalRow(.atMostTarget, label: t(.dailyLimitLabel), value: fields.atMostTarget),
                    unitRow(.atMostUnit, value: fields.atMostUnit, placeholder: t(.atMostUnitPlaceholder)),
                ])),
        ]
        return group(.type, title: t(.typeSection), choices: choices)
    }

    /// The reminders: the switch, one time field per time and a blank one to add another
    /// (clearing a field removes its time), whether they stay quiet once the day is done, and
    /// the snooze length.
    var reminderGroup: HTML {
        let times = fields.reminderTimes.filter { !$0.isEmpty } + [""]
        let rows = times.enumerated().map { index, time -> HTML in
            let id = index == 0 ? HabitFormField.reminderTime.rawValue : "reminderTime-\(index + 1)"
            let label = time.isEmpty ? t(.addReminderTimeLabel) : t(.reminderTimeNumber(index + 1))
            let fieldInvalid: HTML = index == 0 ? invalid(.reminderTime) : .empty
            return """
                <div class="field-row reminder-time"><label for="\(id)">\(label)</label><input class="time-input" type="time" id="\(id)" name="reminderTime" value="\(time)"\(fieldInvalid)></div>
                """
        }
        return """
            <fieldset class="form-group">
            <legend class="section-title">\(t(.reminderSection))</legend>
            <div class="card choices reminder">
            <div class="field-row"><label for="reminder">\(t(.remindMe))</label><input class="switch" type="checkbox" id="reminder" name="reminder" value="on"\(checked(fields.remindersEnabled))></div>
            \(rows)
            \(message(.reminderTime))
            <input type="hidden" name="reminderSettings" value="1">
            <div class="field-row reminder-time"><label for="onlyIfNotDone">\(t(.onlyIfNotDoneLabel))</label><input class="switch" type="checkbox" id="onlyIfNotDone" name="onlyIfNotDone" value="on"\(checked(fields.onlyIfNotDone))></div>
            <div class="field-row reminder-time"><label for="snoozeMinutes">\(t(.snoozeLabel))</label><span class="input-wrap">\
            <input class="number-input" type="number" inputmode="numeric" id="snoozeMinutes" name="snoozeMinutes" value="\(fields.snoozeMinutes)" min="\(Reminder.snoozeMinutesRange.lowerBound)" max="\(Reminder.snoozeMinutesRange.upperBound)" step="1"\(invalid(.snoozeMinutes))><span class="suffix" aria-hidden="true">min</span></span></div>
            \(message(.snoozeMinutes))
            </div>
            <p class="field-hint">\(t(.reminderHint))</p>
            </fieldset>
            """
    }

    var advancedGroup: HTML {
        let isOpen = fields.scoreModel != ScoreModel.kado.rawValue || errors[.scoreModel] != nil
        let choices: [HTML] = [
            choice(.scoreModel, ScoreModel.kado.rawValue, title: t(.kadoScoreTitle), hint: t(.kadoScoreHint)),
            choice(.scoreModel, ScoreModel.loop.rawValue, title: t(.loopScoreTitle), hint: t(.loopScoreHint)),
        ]
        return """
            <details class="form-group advanced"\(HTML(trusted: isOpen ? " open" : ""))>
            <summary class="section-title">\(t(.advancedSection))</summary>
            \(group(.scoreModel, title: t(.scoreModelLabel), choices: choices))
            </details>
            """
    }

    /// "From when?": asked on the edit form of a habit with a past (``HabitFormFields/earliestChange``),
    /// always there so that it works without scripts; its hint says it only matters when the
    /// terms change, and that a change of type's kind rewrites the whole history.
    var changeFromGroup: HTML {
        guard !fields.earliestChange.isEmpty else { return .empty }
        let field = HabitFormField.changeFromDay.rawValue
        let dateRow: HTML = """
            <div class="field-row"><label for="\(field)">\(t(.changeFromDayLabel))</label>\
            <input class="time-input" type="date" id="\(field)" name="\(field)" value="\(fields.changeFromDay)" min="\(fields.earliestChange)"\(latestStart)\(invalid(.changeFromDay))></div>
            \(message(.changeFromDay))
            """
        let choices: [HTML] = [
            choice(
                .changeFrom, RuleStartChoice.today.rawValue, title: t(.changeFromToday), hint: t(.changeFromTodayHint)),
            choice(
                .changeFrom, RuleStartChoice.day.rawValue, title: t(.changeFromDate), hint: t(.changeFromDateHint),
                details: dateRow),
            choice(
                .changeFrom, RuleStartChoice.start.rawValue, title: t(.changeFromStart), hint: t(.changeFromStartHint)
            ),
        ]
        return """
            <fieldset class="form-group change-from" id="changeFrom" aria-describedby="changeFrom-hint"\(invalid(.changeFrom))>
            <legend class="section-title">\(t(.changeFromSection))</legend>
            <div class="card choices">\(choices)</div>
            <p class="field-hint" id="changeFrom-hint">\(t(.changeFromHint))</p>
            \(message(.changeFrom))
            </fieldset>
            """
    }

    // MARK: Pieces

    /// A titled card of radio rows.
    private func group(_ field: HabitFormField, title: String, choices: [HTML]) -> HTML {
        """
        <fieldset class="form-group" id="\(field.rawValue)"\(invalid(field))>
        <legend class="section-title">\(title)</legend>
        <div class="card choices">\(choices)</div>
        \(message(field))
        </fieldset>
        """
    }

    /// One radio row, with the fields it needs shown under it when chosen.
    private func choice(
        _ field: HabitFormField, _ value: String, title: String, hint: String? = nil, details: HTML = .empty
    ) -> HTML {
        let id = "\(field.rawValue)-\(value)"
        let isChosen =
            switch field {
            case .frequency: fields.frequency == value
            case .type: fields.type == value
            case .changeFrom: fields.changeFrom == value
            default: fields.scoreModel == value
            }
        let hintLine: HTML = hint.map { "<span class=\"choice-hint\">\($0)</span>" } ?? .empty
        let detailBlock: HTML = details.rendered.isEmpty ? .empty : "<div class=\"choice-details\">\(details)</div>"
        return """
            <div class="choice"><input type="radio" name="\(field.rawValue)" id="\(id)" value="\(value)"\(checked(isChosen))>\
            <label for="\(id)"><span class="choice-text"><span class="choice-title">\(title)</span>\(hintLine)</span><span class="tick">\(Glyph.check.svg)</span></label>\
            \(detailBlock)</div>
            """
    }

    private func numberRow(
        _ field: HabitFormField, label: String, value: String, range: ClosedRange<Int>, suffix: String? = nil
    ) -> HTML {
        let suffixText: HTML = suffix.map { "<span class=\"suffix\" aria-hidden=\"true\">\($0)</span>" } ?? .empty
        return """
            <div class="field-row"><label for="\(field.rawValue)">\(label)</label><span class="input-wrap">\
            <input class="number-input" type="number" inputmode="numeric" id="\(field.rawValue)" name="\(field.rawValue)" value="\(value)" min="\(range.lowerBound)" max="\(range.upperBound)" step="1"\(invalid(field))>\(suffixText)</span></div>
            \(message(field))
            """
    }

    private func decimalRow(
        _ field: HabitFormField, label: String, value: String, suffix: String? = nil, spokenSuffix: String? = nil
    ) -> HTML {
        let suffixText: HTML = suffix.map { "<span class=\"suffix\" aria-hidden=\"true\">\($0)</span>" } ?? .empty
        let spoken: HTML = spokenSuffix.map { " <span class=\"visually-hidden\">(\($0))</span>" } ?? .empty
        return """
            <div class="field-row"><label for="\(field.rawValue)">\(label)\(spoken)</label><span class="input-wrap">\
            <input class="number-input" type="text" inputmode="decimal" autocomplete="off" id="\(field.rawValue)" name="\(field.rawValue)" value="\(value)"\(invalid(field))>\(suffixText)</span></div>
            \(message(field))
            """
    }

    private func unitRow(_ field: HabitFormField, value: String, placeholder: String) -> HTML {
        """
        <div class="field-row"><label for="\(field.rawValue)">\(t(.unitLabel))</label>\
        <input class="unit-input" type="text" autocomplete="off" id="\(field.rawValue)" name="\(field.rawValue)" value="\(value)" maxlength="\(Habit.maximumUnitLength)" placeholder="\(placeholder)"\(invalid(field))></div>
        \(message(field))
        """
    }

    /// What a field is called, for the list of mistakes.
    static func label(_ field: HabitFormField) -> Phrase {
        switch field {
        case .name: .habitNameLabel
        case .group: .habitGroupLabel
        case .details: .habitDetailsLabel
        case .startedOn: .startedOnLabel
        case .color: .colourLabel
        case .icon: .iconLabel
        case .frequency: .frequencySection
        case .perWeek: .daysAWeekLabel
        case .days: .specificDays
        case .interval: .everyFewDays
        case .times, .window: .timesInDaysTitle
        case .type: .typeSection
        case .counterTarget: .dailyTargetLabel
        case .timerMinutes: .timerTargetLabel
        case .atMostTarget: .dailyLimitLabel
        case .counterUnit, .atMostUnit: .unitLabel
        case .reminder, .reminderTime: .reminderSection
        case .snoozeMinutes: .snoozeLabel
        case .scoreModel: .scoreModelLabel
        case .changeFrom: .changeFromSection
        case .changeFromDay: .changeFromDate
        }
    }

    /// A colour's name, for the swatch's accessible name.
    static func colorName(_ color: HabitColor) -> Phrase {
        switch color {
        case .red: Phrase("web.habitFormView.colorName.red")
        case .orange: Phrase("web.habitFormView.colorName.orange")
        case .yellow: Phrase("web.habitFormView.colorName.yellow")
        case .green: Phrase("web.habitFormView.colorName.green")
        case .mint: Phrase("web.habitFormView.colorName.mint")
        case .teal: Phrase("web.habitFormView.colorName.teal")
        case .blue: Phrase("web.habitFormView.colorName.blue")
        case .purple: Phrase("web.habitFormView.colorName.purple")
        }
    }
}
