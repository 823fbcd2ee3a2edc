import Foundation
import KadoCore

/// Reads ``KadoJSONBackup`` a piece of the file at a time, never holding the file or a tree of it:
/// a first pass counts its habits and records (refused past ``BackupLimits``), a second checks its
/// syntax, and a third maps it onto the domain — the root and each habit as small trees of values
/// that remember their lines, each habit's records one at a time, straight into the contents —
/// naming the JSON path and the line of anything wrong. What is wrong is said as a reader of the
/// whole file would: a syntax error anywhere before any value, a habit's fields before its records.
struct KadoJSONDecoding {
    private var parser: KadoJSONParser
    let boundary: DayBoundary
    let limits: BackupLimits
    private var habitIDs: [UUID: Int] = [:]
    /// Where each record and skip id was first seen (habit and position), as compact as the ids.
    private var completionIDs: [UUID: ItemPlace] = [:]
    private var skipIDs: [UUID: ItemPlace] = [:]
    /// The file's `exportedAt`, once decoded; `nil` when it has none.
    private(set) var exportedAt: Date?
    /// How the ids of records and skips are checked for repeats across the file.
    var idCheck = IDCheck.exact
    /// Whether the records and skips read go into the contents; when not, each is still read
    /// and checked, and only where each habit's lie is kept (``places``).
    var keepsRecords = true
    /// Where each habit's records and skips are in the file, in the order of its habits (filled
    /// as they are read).
    private(set) var places: [KadoJSONHabitPlace] = []
    /// Keys of the ids of records and skips read (``IDCheck/compact``).
    private var completionKeys: [UInt64] = []
    private var skipKeys: [UInt64] = []

    /// How the ids of records and skips are checked for repeats across the file.
    enum IDCheck {
        /// Each id with where it was first seen: a repeat is said as soon as it is read,
        /// naming the earlier one (about 40 bytes a record).
        case exact
        /// 8 bytes of each id, compared once the file is read (``mayRepeatIDs``): a file with
        /// a repeat (or two ids that share those bytes) is then read again ``exact``ly, for
        /// its message.
        case compact
        /// None: the file was checked before (its records read again, a habit at a time).
        case none
    }

    /// A record's or a skip's habit and position in its array.
    private struct ItemPlace {
        var habit: Int32
        var position: Int32
    }

    init(source: BackupByteSource, timeZone: TimeZone, limits: BackupLimits = .standard) {
        self.parser = KadoJSONParser(source: source)
        self.boundary = DayBoundary(timeZone: timeZone)
        self.limits = limits
    }

    init(data: Data, timeZone: TimeZone, limits: BackupLimits = .standard) {
        self.init(source: BackupByteSource(data: data), timeZone: timeZone, limits: limits)
    }

    /// Keys of a habit whose object and array values are read with it; every other one is left
    /// in the file (its records and skips are read one at a time after it).
    private static let habitKeysRead: Set<String> = ["frequency", "type", "timesInDays", "atMost"]

    mutating func decode() throws(BackupError) -> BackupContents {
        try limits.checkFileSize(parser.source.count, format: .json)
        // The counts first, as the bytes go by: a file of a million habits is refused before a
        // tree of them is built.
        let recordCount = try KadoJSONCounter.check(source: parser.source, limits: limits)
        do {
            try parser.checkDocument()
        } catch {
            throw syntaxError(error)
        }
        parser.seek(to: KadoJSONPlace(offset: parser.start, line: 1))
        let root = try syntax { parser throws(KadoJSONSyntaxError) in try parser.value(depth: 0, leaving: .containers) }
        let document = try object(root, path: "")
        try checkVersion(document)
        if let node = document["exportedAt"] { exportedAt = try date(node, path: "exportedAt") }
        if let node = document["appVersion"] { _ = try string(node, path: "appVersion") }
        let settings = try document["settings"].map { node throws(BackupError) in
            try self.settings(try self.readLater(node))
        }
        var contents = BackupContents(settings: settings)
        // Room for every record at once: an array or a table that grows doubles, holding its
        // old storage and the new one together for a moment.
        if keepsRecords { contents.completions.reserveCapacity(recordCount) }
        switch idCheck {
        case .exact: completionIDs.reserveCapacity(recordCount)
        case .compact: completionKeys.reserveCapacity(recordCount)
        case .none: break
        }
        let habitsNode = try document.required("habits")
        guard case .later(.array, let place) = habitsNode.value else {
            throw mismatch(habitsNode, "habits", expected: .array)
        }
        parser.seek(to: place)
        var more = try syntax { parser throws(KadoJSONSyntaxError) in try parser.openArray() }
        var index = 0
        while more {
            let node = try syntax { parser throws(KadoJSONSyntaxError) in
                try parser.value(depth: 2, leaving: .containersExcept(Self.habitKeysRead))
            }
            let next = parser.place
            try habit(node, index: index, into: &contents)
            parser.seek(to: next)
            more = try syntax { parser throws(KadoJSONSyntaxError) in try parser.nextElement() }
            index += 1
        }
        return contents
    }

    /// A syntax error as the error of the file, with its line and column.
    private mutating func syntaxError(_ error: KadoJSONSyntaxError) -> BackupError {
        let position = parser.position(of: error.offset)
        return BackupError(
            .invalid, format: .json, line: position.line, problem: .jsonSyntax(column: position.column, error.problem))
    }

    /// Runs `body` on the parser, its syntax errors made errors of the file (the file was checked
    /// whole first: only a file changed meanwhile gives one).
    private mutating func syntax<Result>(
        _ body: (inout KadoJSONParser) throws(KadoJSONSyntaxError) -> Result
    ) throws(BackupError) -> Result {
        do {
            return try body(&parser)
        } catch {
            throw syntaxError(error)
        }
    }

    /// `node` read whole when it was left in the file.
    private mutating func readLater(_ node: KadoJSONNode) throws(BackupError) -> KadoJSONNode {
        guard case .later(_, let place) = node.value else { return node }
        parser.seek(to: place)
        return try syntax { parser throws(KadoJSONSyntaxError) in try parser.value(depth: 1) }
    }

    /// Reads the array `node` one element at a time (read whole, or left in the file), calling
    /// `body` with each and its position.
    private mutating func forEachElement(
        of node: KadoJSONNode, path: String,
        _ body: (inout KadoJSONDecoding, KadoJSONNode, Int) throws(BackupError) -> Void
    ) throws(BackupError) {
        switch node.value {
        case .array(let elements):
            for (position, element) in elements.enumerated() { try body(&self, element, position) }
        case .later(.array, let place):
            parser.seek(to: place)
            var more = try syntax { parser throws(KadoJSONSyntaxError) in try parser.openArray() }
            var position = 0
            while more {
                let element = try syntax { parser throws(KadoJSONSyntaxError) in try parser.value(depth: 4) }
                try body(&self, element, position)
                more = try syntax { parser throws(KadoJSONSyntaxError) in try parser.nextElement() }
                position += 1
            }
        default:
            throw mismatch(node, path, expected: .array)
        }
    }

    /// Whether two records or two skips read so far may share an id (``IDCheck/compact``): two
    /// of their keys are equal. Sorts the keys.
    mutating func mayRepeatIDs() -> Bool {
        func hasRepeat(_ keys: inout [UInt64]) -> Bool {
            keys.sort()
            return keys.indices.dropFirst().contains { keys[$0] == keys[$0 - 1] }
        }
        return hasRepeat(&completionKeys) || hasRepeat(&skipKeys)
    }

    /// 8 bytes of `id`: both halves mixed, so that ids made alike in either half stay apart.
    private static func key(of id: UUID) -> UInt64 {
        withUnsafeBytes(of: id.uuid) { raw in
            raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
                ^ (raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) &* 0x9E37_79B9_7F4A_7C15)
        }
    }

    /// The records and skips of `habit`, the file's habit number `index`, read again from
    /// `place` (the file was read whole and checked before).
    /// - Complexity: O(the habit's records); memory O(them).
    mutating func records(
        of habit: Habit, index: Int, at place: KadoJSONHabitPlace
    ) throws(BackupError) -> (completions: [Completion], skips: [Skip]) {
        let path = "habits[\(index)]"
        var completions: [Completion] = []
        completions.reserveCapacity(place.completionCount)
        try forEachElement(of: place.completions, path: path + ".completions") {
            decoder, node, position throws(BackupError) in
            completions.append(
                try decoder.completion(
                    node, path: path + ".completions[\(position)]", habit: habit, index: index,
                    position: Int32(truncatingIfNeeded: position)))
        }
        var skips: [Skip] = []
        if let skipsNode = place.skips {
            skips.reserveCapacity(place.skipCount)
            try forEachElement(of: skipsNode, path: path + ".skips") { decoder, node, position throws(BackupError) in
                skips.append(
                    try decoder.skip(
                        node, path: path + ".skips[\(position)]", habit: habit, index: index,
                        position: Int32(truncatingIfNeeded: position)))
            }
        }
        return (completions, skips)
    }

    // MARK: - Document

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
        var habit = Habit(
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
        if let node = view["earlierRules"] {
            let entriesPath = path + ".earlierRules"
            // Read whole: a habit's arrays may be left in the file until they are walked.
            var entries: [KadoJSONNode] = []
            try forEachElement(of: node, path: entriesPath) { _, entry, _ in entries.append(entry) }
            for (position, entry) in entries.enumerated() {
                let entryPath = entriesPath + "[\(position)]"
                let terms = try object(entry, path: entryPath)
                habit.earlierRules.append(
                    EarlierRules(
                        rules: HabitRules(
                            frequency: try frequency(terms, path: entryPath), type: try type(terms, path: entryPath),
                            scoreModel: try scoreModel(terms, path: entryPath)),
                        replacedOn: try day(try terms.required("replacedOn"), path: entryPath + ".replacedOn")))
            }
        }
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
        let completionsNode = try view.required("completions")
        var place = KadoJSONHabitPlace(completions: completionsNode, skips: view["skips"])
        let keeps = keepsRecords
        try forEachElement(of: completionsNode, path: path + ".completions") {
            decoder, node, position throws(BackupError) in
            let completion = try decoder.completion(
                node, path: path + ".completions[\(position)]", habit: habit, index: index,
                position: Int32(truncatingIfNeeded: position))
            if keeps { contents.completions.append(completion) }
            place.completionCount += 1
        }
        if let skipsNode = view["skips"] {
            try forEachElement(of: skipsNode, path: path + ".skips") { decoder, node, position throws(BackupError) in
                let skip = try decoder.skip(
                    node, path: path + ".skips[\(position)]", habit: habit, index: index,
                    position: Int32(truncatingIfNeeded: position))
                if keeps { contents.skips.append(skip) }
                place.skipCount += 1
            }
        }
        places.append(place)
        if let remindersNode = view["reminders"] {
            var reminders: [BackupReminder] = []
            try forEachElement(of: remindersNode, path: path + ".reminders") {
                decoder, node, position throws(BackupError) in
                reminders.append(
                    try decoder.reminder(node, path: path + ".reminders[\(position)]", habit: habit, index: index))
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
        _ node: KadoJSONNode, path: String, habit: Habit, index: Int, position: Int32
    ) throws(BackupError) -> Completion {
        let view = try object(node, path: path)
        let idNode = try view.required("id")
        let id = try uuid(idNode, path: path + ".id")
        try Self.note(
            id, node: idNode, path: path, as: .record, in: "completions", check: idCheck,
            place: ItemPlace(habit: Int32(truncatingIfNeeded: index), position: position), places: &completionIDs,
            keys: &completionKeys)
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

    /// Notes the id of a record or skip at `place` as `check` says: refused when the file gave it
    /// already (exactly: the error names the earlier one, `list` being the habit's key for them),
    /// or kept as a key for the compact check.
    private static func note(
        _ id: UUID, node: KadoJSONNode, path: String, as kind: BackupError.ItemKind, in list: String,
        check: IDCheck, place: ItemPlace, places: inout [UUID: ItemPlace], keys: inout [UInt64]
    ) throws(BackupError) {
        switch check {
        case .exact:
            if let earlier = places[id] {
                let earlierPath = "habits[\(earlier.habit)].\(list)[\(earlier.position)]"
                throw invalid(node, path + ".id", .duplicateID(kind, id: id, earlier: earlierPath))
            }
            places[id] = place
        case .compact: keys.append(key(of: id))
        case .none: break
        }
    }

    private mutating func skip(
        _ node: KadoJSONNode, path: String, habit: Habit, index: Int, position: Int32
    ) throws(BackupError) -> Skip {
        let view = try object(node, path: path)
        let idNode = try view.required("id")
        let id = try uuid(idNode, path: path + ".id")
        try Self.note(
            id, node: idNode, path: path, as: .skip, in: "skips", check: idCheck,
            place: ItemPlace(habit: Int32(truncatingIfNeeded: index), position: position), places: &skipIDs,
            keys: &skipKeys)
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
                throw KadoJSONDecoding.invalid(null.node, field, .null)
            }
            throw KadoJSONDecoding.invalid(node, field, .missing)
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
        node.line
    }

    func invalid(_ node: KadoJSONNode, _ field: String, _ problem: BackupError.Problem) -> BackupError {
        Self.invalid(node, field, problem)
    }

    static func invalid(_ node: KadoJSONNode, _ field: String, _ problem: BackupError.Problem) -> BackupError {
        BackupError(
            .invalid, format: .json, line: node.line,
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
        return ObjectView(node: node, members: members, path: path)
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
