import Foundation
import KadoCore

/// Reads ``KadoJSONBackup``: parses the bytes into values that remember their offsets, then maps
/// them onto the domain, naming the JSON path and the line of anything wrong.
struct KadoJSONDecoding {
    let data: Data
    let boundary: DayBoundary
    let limits: BackupLimits
    private var habitIDs: [UUID: Int] = [:]
    private var completionIDs: [UUID: String] = [:]
    private var skipIDs: [UUID: String] = [:]
    /// The file's `exportedAt`, once decoded; `nil` when it has none.
    private(set) var exportedAt: Date?

    init(data: Data, timeZone: TimeZone, limits: BackupLimits = .standard) {
        self.data = data
        self.boundary = DayBoundary(timeZone: timeZone)
        self.limits = limits
    }

    mutating func decode() throws(BackupError) -> BackupContents {
        try limits.checkFileSize(data.count, format: .json)
        // The counts first, as the bytes go by: a file of a million habits is refused before a
        // tree of them is built.
        try KadoJSONCounter.check(data, limits: limits)
        let root: KadoJSONNode
        do {
            root = try KadoJSONParser.parse(data)
        } catch {
            let position = KadoJSONParser.position(of: error.offset, in: data)
            throw BackupError(
                .invalid, format: .json, line: position.line,
                problem: .jsonSyntax(column: position.column, error.problem))
        }
        let document = try object(root, path: "")
        try checkVersion(document)
        if let node = document["exportedAt"] { exportedAt = try date(node, path: "exportedAt") }
        if let node = document["appVersion"] { _ = try string(node, path: "appVersion") }
        let settings = try document["settings"].map { node throws(BackupError) in try self.settings(node) }
        var contents = BackupContents(settings: settings)
        let habitsNode = try document.required("habits")
        let habitNodes = try array(habitsNode, path: "habits")
        try checkCounts(habitNodes, in: habitsNode)
        for (index, node) in habitNodes.enumerated() {
            try habit(node, index: index, into: &contents)
        }
        return contents
    }

    // MARK: - Document

    /// Refuses more habits, or more records and skips, than ``limits`` allow, counted on the
    /// parsed tree before any of them is read.
    private func checkCounts(_ habitNodes: [KadoJSONNode], in habitsNode: KadoJSONNode) throws(BackupError) {
        if habitNodes.count > limits.habits {
            throw limits.tooManyHabits(habitNodes.count, format: .json, line: line(habitsNode), field: "habits")
        }
        var records = 0
        for node in habitNodes {
            guard case .object(let members) = node.value else { continue }
            for member in members where ["completions", "skips", "reminders"].contains(member.key) {
                if case .array(let elements) = member.node.value { records += elements.count }
            }
        }
        if records > limits.records {
            throw limits.tooManyRecords(records, format: .json, line: line(habitsNode), field: "habits")
        }
    }

    private func checkVersion(_ document: ObjectView) throws(BackupError) {
        let node = try document.required("formatVersion")
        let version = try int(node, path: "formatVersion")
        if version > KadoBackupLayout.formatVersion {
            throw BackupError(
                .unsupportedVersion, format: .json, line: line(node), field: "formatVersion",
                problem: .newerVersion(version))
        }
        guard version >= 1 else {
            throw invalid(node, "formatVersion", .notExpected(shown: "\(version)", expected: .formatVersion))
        }
    }

    private func settings(_ node: KadoJSONNode) throws(BackupError) -> BackupSettings {
        let view = try object(node, path: "settings")
        var settings = BackupSettings()
        if let node = view["dayStart"] {
            let hour = try int(node, path: "settings.dayStart")
            guard (0...23).contains(hour) else {
                throw invalid(node, "settings.dayStart", .notExpected(shown: "\(hour)", expected: .hour))
            }
            settings.dayStart = hour
        }
        if let node = view["weekStart"] {
            let weekday = try int(node, path: "settings.weekStart")
            guard Weekday(rawValue: weekday) != nil else {
                throw invalid(
                    node, "settings.weekStart", .notExpected(shown: "\(weekday)", expected: .weekdayNumber))
            }
            settings.weekStart = weekday
        }
        if let node = view["language"] { settings.language = try string(node, path: "settings.language") }
        return settings
    }

    // MARK: - Habits

    private mutating func habit(
        _ node: KadoJSONNode, index: Int, into contents: inout BackupContents
    ) throws(BackupError) {
        let path = "habits[\(index)]"
        let view = try object(node, path: path)
        let idNode = try view.required("id")
        let id = try uuid(idNode, path: path + ".id")
        if let earlier = habitIDs[id] {
            throw invalid(idNode, path + ".id", .duplicateID(.habit, id: id, earlier: "habits[\(earlier)]"))
        }
        habitIDs[id] = index
        let habit = Habit(
            id: id, name: try string(try view.required("name"), path: path + ".name"),
            frequency: try frequency(view, path: path), type: try type(view, path: path),
            unit: try view["unit"].map { node throws(BackupError) in try string(node, path: path + ".unit") },
            color: try color(try view.required("color"), path: path + ".color"),
            icon: try string(try view.required("icon"), path: path + ".icon"),
            createdAt: try date(try view.required("createdAt"), path: path + ".createdAt"),
            archivedAt: try view["archivedAt"].map { node throws(BackupError) in
                try date(node, path: path + ".archivedAt")
            },
            remindersEnabled: try bool(try view.required("remindersEnabled"), path: path + ".remindersEnabled"),
            reminderHour: try int(try view.required("reminderHour"), path: path + ".reminderHour"),
            reminderMinute: try int(try view.required("reminderMinute"), path: path + ".reminderMinute"),
            sortOrder: try view["sortOrder"].map { node throws(BackupError) in
                try int(node, path: path + ".sortOrder")
            } ?? index,
            scoreModel: try scoreModel(view, path: path),
            details: try view["details"].map { node throws(BackupError) in try string(node, path: path + ".details") },
            group: try view["group"].map { node throws(BackupError) in try string(node, path: path + ".group") },
            startDay: try view["startDay"].map { node throws(BackupError) in
                try day(node, path: path + ".startDay")
            })
        // Characters a name may not hold are replaced on import, and reported then.
        if let rule = habit.replacingForbiddenText().validationErrors.first {
            let field = habitField(rule.field, in: view)
            throw invalid(
                locate(field, in: view) ?? node, path + "." + field, .brokenRule(.habit(index: index, id: id), rule))
        }
        contents.habits.append(habit)
        // Our files always write these extra keys; Kadō's own never does.
        let isOurs = view["sortOrder"] != nil || view["scoreModel"] != nil
        contents.coverage[id] = isOurs ? .kadoJSON : .kadoAppJSON
        let completionNodes = try array(try view.required("completions"), path: path + ".completions")
        for (position, completionNode) in completionNodes.enumerated() {
            contents.completions.append(
                try completion(completionNode, path: path + ".completions[\(position)]", habit: habit, index: index))
        }
        if let skipsNode = view["skips"] {
            for (position, skipNode) in try array(skipsNode, path: path + ".skips").enumerated() {
                contents.skips.append(
                    try skip(skipNode, path: path + ".skips[\(position)]", habit: habit, index: index))
            }
        }
        if let remindersNode = view["reminders"] {
            var reminders: [BackupReminder] = []
            for (position, reminderNode) in try array(remindersNode, path: path + ".reminders").enumerated() {
                reminders.append(
                    try reminder(reminderNode, path: path + ".reminders[\(position)]", habit: habit, index: index))
            }
            // Kadō's fields changed by something that does not know this key (the list would
            // say another earliest time) win, as they do in Kadō's own files.
            if BackupReminder.agree(reminders, with: habit) { contents.reminders[id] = reminders }
        }
    }

    /// One element of a habit's `reminders`: `time` (`HH:MM`), `onlyIfNotDone` (on when absent),
    /// `snoozeMinutes` (the default when absent).
    private func reminder(_ node: KadoJSONNode, path: String, habit: Habit, index: Int) throws(BackupError)
        -> BackupReminder
    {
        let view = try object(node, path: path)
        let timeNode = try view.required("time")
        let text = try string(timeNode, path: path + ".time")
        let time: ReminderTime
        do {
            time = try ReminderTime(parsing: text, field: "time")
        } catch {
            throw invalid(timeNode, path + ".time", .brokenRule(.habit(index: index, id: habit.id), error))
        }
        var reminder = BackupReminder(time: time)
        if let node = view["onlyIfNotDone"] { reminder.onlyIfNotDone = try bool(node, path: path + ".onlyIfNotDone") }
        if let node = view["snoozeMinutes"] {
            reminder.snoozeMinutes = try int(node, path: path + ".snoozeMinutes")
            let rule = Reminder(habitID: habit.id, time: time, snoozeMinutes: reminder.snoozeMinutes)
                .validationErrors.first
            if let rule {
                throw invalid(node, path + ".snoozeMinutes", .brokenRule(.habit(index: index, id: habit.id), rule))
            }
        }
        return reminder
    }

    /// The key (path inside the habit object) a rule of ``Habit/validationErrors`` is about.
    private func habitField(_ field: String, in view: ObjectView) -> String {
        if field.hasPrefix("frequency."), view["timesInDays"] != nil {
            return "timesInDays." + field.dropFirst("frequency.".count)
        }
        if field.hasPrefix("type."), view["atMost"] != nil { return "atMost.target" }
        return field
    }

    private func frequency(_ view: ObjectView, path: String) throws(BackupError) -> Frequency {
        if let node = view["timesInDays"] {
            let loop = try object(node, path: path + ".timesInDays")
            return .timesInDays(
                times: try int(try loop.required("times"), path: path + ".timesInDays.times"),
                days: try int(try loop.required("days"), path: path + ".timesInDays.days"))
        }
        let fieldPath = path + ".frequency"
        let frequency = try object(try view.required("frequency"), path: fieldPath)
        let kindNode = try frequency.required("kind")
        switch try string(kindNode, path: fieldPath + ".kind") {
        case "daily":
            return .daily
        case "daysPerWeek":
            let count = try int(try frequency.required("count"), path: fieldPath + ".count")
            return KadoBackupLayout.normalized(.daysPerWeek(count))
        case "specificDays":
            let daysPath = fieldPath + ".days"
            var days = Set<Weekday>()
            for (index, node) in try array(try frequency.required("days"), path: daysPath).enumerated() {
                let number = try int(node, path: daysPath + "[\(index)]")
                guard let weekday = Weekday(rawValue: number) else {
                    throw invalid(
                        node, daysPath + "[\(index)]", .notExpected(shown: "\(number)", expected: .weekdayNumber))
                }
                days.insert(weekday)
            }
            return .specificDays(days)
        case "everyNDays":
            let interval = try int(try frequency.required("interval"), path: fieldPath + ".interval")
            return KadoBackupLayout.normalized(.everyNDays(interval))
        case let other:
            throw invalid(
                kindNode, fieldPath + ".kind",
                .notExpected(shown: KadoBackupLayout.quoted(other), expected: .jsonSchedule))
        }
    }

    private func type(_ view: ObjectView, path: String) throws(BackupError) -> HabitType {
        if let node = view["atMost"] {
            let limit = try object(node, path: path + ".atMost")
            return .atMost(target: try double(try limit.required("target"), path: path + ".atMost.target"))
        }
        let fieldPath = path + ".type"
        let type = try object(try view.required("type"), path: fieldPath)
        let kindNode = try type.required("kind")
        switch try string(kindNode, path: fieldPath + ".kind") {
        case "binary":
            return .binary
        case "negative":
            return .negative
        case "counter":
            return .counter(target: try double(try type.required("target"), path: fieldPath + ".target"))
        case "timer":
            return .timer(
                targetSeconds: try double(try type.required("targetSeconds"), path: fieldPath + ".targetSeconds"))
        case let other:
            throw invalid(
                kindNode, fieldPath + ".kind",
                .notExpected(shown: KadoBackupLayout.quoted(other), expected: .jsonHabitType))
        }
    }

    private func scoreModel(_ view: ObjectView, path: String) throws(BackupError) -> ScoreModel {
        guard let node = view["scoreModel"] else { return .kado }
        let text = try string(node, path: path + ".scoreModel")
        guard let model = ScoreModel(rawValue: text) else {
            throw invalid(
                node, path + ".scoreModel", .notExpected(shown: KadoBackupLayout.quoted(text), expected: .scoreModel))
        }
        return model
    }

    private func color(_ node: KadoJSONNode, path: String) throws(BackupError) -> HabitColor {
        let text = try string(node, path: path)
        guard let color = HabitColor(rawValue: text) else {
            let names = HabitColor.allCases.map(\.rawValue).joined(separator: ", ")
            throw invalid(
                node, path, .notExpected(shown: KadoBackupLayout.quoted(text), expected: .colour(names: names)))
        }
        return color
    }

    // MARK: - Records and skips

    private mutating func completion(
        _ node: KadoJSONNode, path: String, habit: Habit, index: Int
    ) throws(BackupError) -> Completion {
        let view = try object(node, path: path)
        let idNode = try view.required("id")
        let id = try uuid(idNode, path: path + ".id")
        if let earlier = completionIDs[id] {
            throw invalid(idNode, path + ".id", .duplicateID(.record, id: id, earlier: earlier))
        }
        completionIDs[id] = path
        let dateNode = try view.required("date")
        let date = try date(dateNode, path: path + ".date")
        // `date` gives the record's day and instant when the file has no `day` and `recordedAt`.
        if !LogicalDay.isSupported(date) {
            throw invalid(
                dateNode, path + ".date",
                .brokenRule(
                    .record(id: id, habitIndex: index, habitID: habit.id),
                    ValidationError.unsupportedInstant(field: "date", date)))
        }
        let recordedAt = try view["recordedAt"].map { node throws(BackupError) in
            try self.date(node, path: path + ".recordedAt")
        }
        let day = try view["day"].map { node throws(BackupError) in try self.day(node, path: path + ".day") }
        let completion = Completion(
            id: id, habitID: habit.id, day: day ?? boundary.logicalDay(containing: date),
            recordedAt: recordedAt ?? date, value: try double(try view.required("value"), path: path + ".value"),
            note: try view["note"].map { node throws(BackupError) in try string(node, path: path + ".note") })
        if let rule = completion.replacingForbiddenText().validationErrors.first {
            // A day or an instant the file does not give comes from `date`.
            let field = ["day", "recordedAt"].contains(rule.field) && view[rule.field] == nil ? "date" : rule.field
            throw invalid(
                view[field] ?? node, path + "." + field,
                .brokenRule(.record(id: id, habitIndex: index, habitID: habit.id), rule))
        }
        return completion
    }

    private mutating func skip(
        _ node: KadoJSONNode, path: String, habit: Habit, index: Int
    ) throws(BackupError) -> Skip {
        let view = try object(node, path: path)
        let idNode = try view.required("id")
        let id = try uuid(idNode, path: path + ".id")
        if let earlier = skipIDs[id] {
            throw invalid(idNode, path + ".id", .duplicateID(.skip, id: id, earlier: earlier))
        }
        skipIDs[id] = path
        let first = try day(try view.required("first"), path: path + ".first")
        let lastNode = try view.required("last")
        let last = try day(lastNode, path: path + ".last")
        let days: DayRange
        do {
            days = try DayRange(from: first, through: last)
        } catch {
            throw invalid(
                lastNode, path + ".last",
                .skipEndsBeforeStart(.skip(id: id, habitIndex: index, habitID: habit.id), first: first, last: last))
        }
        for (day, node, key) in [(first, try view.required("first"), "first"), (last, lastNode, "last")]
        where !day.isSupported {
            throw invalid(
                node, path + "." + key,
                .brokenRule(
                    .skip(id: id, habitIndex: index, habitID: habit.id), ValidationError.unsupportedDay(field: key, day)
                ))
        }
        guard days.count <= Skip.maximumLength else {
            throw invalid(
                lastNode, path + ".last",
                .skipTooLong(
                    .skip(id: id, habitIndex: index, habitID: habit.id), days: days.count, maximum: Skip.maximumLength))
        }
        let noteNode = view["note"]
        let note = try noteNode.map { node throws(BackupError) in try string(node, path: path + ".note") }
        if let note, let noteNode, note.count > Completion.maximumNoteLength {
            let rule = ValidationError(
                field: "note", value: String(note.prefix(20)) + "…",
                rule: .tooLong(maximum: Completion.maximumNoteLength))
            throw invalid(
                noteNode, path + ".note", .brokenRule(.skip(id: id, habitIndex: index, habitID: habit.id), rule))
        }
        let skip = Skip(id: id, habitID: habit.id, days: days, note: note)
        if let rule = skip.replacingForbiddenText().validationErrors.first {
            throw invalid(
                view[rule.field] ?? node, path + "." + rule.field,
                .brokenRule(.skip(id: id, habitIndex: index, habitID: habit.id), rule))
        }
        return skip
    }

    // MARK: - Values

    /// An object's members, with lookups that treat an explicit `null` as absent.
    struct ObjectView {
        let node: KadoJSONNode
        let members: [KadoJSONMember]
        let path: String
        /// The file, to find lines in.
        let data: Data

        /// The value of `key`, or `nil` when it is absent or `null`.
        subscript(_ key: String) -> KadoJSONNode? {
            guard let member = members.first(where: { $0.key == key }) else { return nil }
            if case .null = member.node.value { return nil }
            return member.node
        }

        /// The value of `key`, which must be present and not `null`.
        func required(_ key: String) throws(BackupError) -> KadoJSONNode {
            if let node = self[key] { return node }
            let field = path.isEmpty ? key : path + "." + key
            if let null = members.first(where: { $0.key == key }) {
                throw KadoJSONDecoding.invalid(null.node, field, .null, in: data)
            }
            throw KadoJSONDecoding.invalid(node, field, .missing, in: data)
        }
    }

    /// The node at a dotted `field` path inside `view` (`frequency.count`), if present.
    private func locate(_ field: String, in view: ObjectView) -> KadoJSONNode? {
        var node = view.node
        for key in field.split(separator: ".") {
            guard case .object(let members) = node.value,
                let member = members.first(where: { $0.key == String(key) })
            else { return nil }
            node = member.node
        }
        return node
    }

    func line(_ node: KadoJSONNode) -> Int {
        KadoJSONParser.position(of: node.offset, in: data).line
    }

    func invalid(_ node: KadoJSONNode, _ field: String, _ problem: BackupError.Problem) -> BackupError {
        Self.invalid(node, field, problem, in: data)
    }

    static func invalid(_ node: KadoJSONNode, _ field: String, _ problem: BackupError.Problem, in data: Data)
        -> BackupError
    {
        BackupError(
            .invalid, format: .json, line: KadoJSONParser.position(of: node.offset, in: data).line,
            field: field.isEmpty ? nil : field, problem: problem)
    }

    private func mismatch(_ node: KadoJSONNode, _ path: String, expected: BackupError.Expected) -> BackupError {
        var shown: String?
        if case .string(let text) = node.value { shown = KadoJSONLayoutText.quoted(text) }
        if case .number(let text) = node.value { shown = KadoJSONLayoutText.shortened(text) }
        return invalid(node, path, .wrongJSONKind(expected: expected, found: node.value.kind, shown: shown))
    }

    private func object(_ node: KadoJSONNode, path: String) throws(BackupError) -> ObjectView {
        guard case .object(let members) = node.value else { throw mismatch(node, path, expected: .object) }
        var keys = Set<String>()
        for member in members where !keys.insert(member.key).inserted {
            let field = path.isEmpty ? member.key : path + "." + member.key
            throw invalid(member.node, field, .duplicateKey(shown: KadoBackupLayout.quoted(member.key)))
        }
        return ObjectView(node: node, members: members, path: path, data: data)
    }

    private func array(_ node: KadoJSONNode, path: String) throws(BackupError) -> [KadoJSONNode] {
        guard case .array(let elements) = node.value else { throw mismatch(node, path, expected: .array) }
        return elements
    }

    private func string(_ node: KadoJSONNode, path: String) throws(BackupError) -> String {
        guard case .string(let text) = node.value else { throw mismatch(node, path, expected: .string) }
        return text
    }

    private func bool(_ node: KadoJSONNode, path: String) throws(BackupError) -> Bool {
        guard case .bool(let value) = node.value else { throw mismatch(node, path, expected: .boolean) }
        return value
    }

    private func int(_ node: KadoJSONNode, path: String) throws(BackupError) -> Int {
        guard case .number(let text) = node.value else { throw mismatch(node, path, expected: .wholeNumber) }
        if let value = Int(text) { return value }
        // 7.0 or 1e2 are whole numbers too, as long as a Double holds them exactly.
        guard let value = Double(text), value.isFinite, value.rounded() == value, abs(value) <= 9_007_199_254_740_992
        else {
            throw invalid(
                node, path, .notExpected(shown: KadoJSONLayoutText.shortened(text), expected: .wholeNumberInRange))
        }
        return Int(value)
    }

    private func double(_ node: KadoJSONNode, path: String) throws(BackupError) -> Double {
        guard case .number(let text) = node.value else { throw mismatch(node, path, expected: .number) }
        guard let value = Double(text), value.isFinite else {
            throw invalid(node, path, .tooLargeNumber(shown: KadoJSONLayoutText.shortened(text)))
        }
        return value
    }

    private func uuid(_ node: KadoJSONNode, path: String) throws(BackupError) -> UUID {
        let text = try string(node, path: path)
        guard let id = UUID(uuidString: text) else {
            throw invalid(node, path, .notExpected(shown: KadoJSONLayoutText.quoted(text), expected: .uuid))
        }
        return id
    }

    private func date(_ node: KadoJSONNode, path: String) throws(BackupError) -> Date {
        let text = try string(node, path: path)
        guard let date = KadoTimestamp.parse(text) else {
            throw invalid(node, path, .notExpected(shown: KadoJSONLayoutText.quoted(text), expected: .instant))
        }
        return date
    }

    private func day(_ node: KadoJSONNode, path: String) throws(BackupError) -> LogicalDay {
        let text = try string(node, path: path)
        guard let day = LogicalDay(text) else {
            throw invalid(node, path, .notExpected(shown: KadoJSONLayoutText.quoted(text), expected: .day))
        }
        return day
    }
}

/// Values shown in messages, cut to a readable length.
enum KadoJSONLayoutText {
    static func quoted(_ text: String) -> String {
        KadoBackupLayout.quoted(text)
    }

    static func shortened(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
