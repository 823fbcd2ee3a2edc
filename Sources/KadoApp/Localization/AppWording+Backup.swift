import Foundation
import KadoBackup
import KadoCore
import KadoLocalization

/// What a backup's reader found wrong, in this language: where (the line, the field or column)
/// and what. Fields and columns are the file's names; IDs and the characters of the file are
/// tokens: all are shown as they are.
extension AppWording {
    /// Where a backup's reader stopped and why: `Kadō CSV, line 3, column value: "abc" is not a
    /// number`.
    public func backupDetail(_ detail: BackupFileError.Detail) -> String {
        var parts: [String] = []
        if let format = detail.format { parts.append(text("app.backup.format." + Self.formatKey(format))) }
        if let line = detail.line { parts.append(say("app.backup.line", ["line": "\(line)"])) }
        if let field = detail.field {
            parts.append(say(detail.isColumn ? "app.backup.column" : "app.backup.field", ["field": field]))
        }
        let problem = backupProblem(detail.problem)
        guard !parts.isEmpty else { return problem }
        return say("app.backup.where", ["place": parts.joined(separator: ", "), "problem": problem])
    }

    /// The key of a format's name.
    private static func formatKey(_ format: BackupFormat) -> String {
        switch format {
        case .json: "json"
        case .csv: "csv"
        case .loop: "loop"
        case .habitBull: "habitBull"
        case .loopCSV: "loopCSV"
        case .rewire: "rewire"
        case .tickmate: "tickmate"
        case .spreadsheet: "spreadsheet"
        }
    }

    /// What a backup's reader found wrong, phrased to follow where.
    public func backupProblem(_ problem: BackupProblem) -> String {
        switch problem {
        case .emptyFile: text("app.backup.emptyFile")
        case .newerVersion(let version):
            say("app.backup.newerVersion", ["version": "\(version)", "supported": "\(KadoJSONBackup.formatVersion)"])
        case .emptyValue(let expected): say("app.backup.emptyValue", ["expected": backupExpected(expected)])
        case .notExpected(let shown, let expected):
            say("app.backup.notExpected", ["shown": shown, "expected": backupExpected(expected)])
        case .wrongJSONKind(let expected, let found, let shown?):
            say(
                "app.backup.wrongJSONKind.shown",
                ["expected": backupExpected(expected), "found": backupKind(found), "shown": shown])
        case .wrongJSONKind(let expected, let found, nil):
            say("app.backup.wrongJSONKind", ["expected": backupExpected(expected), "found": backupKind(found)])
        case .missing: text("app.backup.missing")
        case .null: text("app.backup.null")
        case .duplicateKey(let shown): say("app.backup.duplicateKey", ["shown": shown])
        case .tooLargeNumber(let shown): say("app.backup.tooLargeNumber", ["shown": shown])
        case .notAWeekday(let shown, let part): say("app.backup.notAWeekday", ["shown": shown, "part": "\(part)"])
        case .described(let message): say("app.backup.described", ["message": message])
        case .ambiguousDate(let shown): say("app.backup.ambiguousDate", ["shown": shown])
        case .conflictingDateOrders(let dayFirst, let dayFirstLine, let monthFirst, let monthFirstLine):
            say(
                "app.backup.conflictingDateOrders",
                [
                    "dayFirst": dayFirst, "dayFirstLine": "\(dayFirstLine)", "monthFirst": monthFirst,
                    "monthFirstLine": "\(monthFirstLine)",
                ])
        case .archive(let problem): archive(problem)
        case .foreignHeader(let shown, let expected):
            say("app.backup.foreignHeader", ["shown": shown, "expected": expected])
        case .notWritable(let problem): notWritable(problem)
        case .loopFile(let problem): loopFile(problem)
        case .loopRow(let problem): loopRow(problem)
        case .fileTooLarge(let bytes, let limit):
            text("app.backup.fileTooLarge", ["count": .integer(bytes), "limit": .text(size(bytes: limit))])
        case .tooManyRecords(let count, let limit):
            text("app.backup.tooManyRecords", ["count": .integer(count), "limit": .integer(limit)])
        case .tooManyHabits(let count, let limit):
            text("app.backup.tooManyHabits", ["count": .integer(count), "limit": .integer(limit)])
        case .jsonSyntax(let column, let syntax):
            say("app.backup.jsonSyntax", ["column": "\(column)", "syntax": jsonSyntax(syntax)])
        case .csvSyntax(let syntax): csvSyntax(syntax)
        case .headerColumnCount(let found, let expected, let isForeign):
            say(
                isForeign ? "app.backup.headerColumnCount.foreign" : "app.backup.headerColumnCount",
                ["found": "\(found)", "expected": "\(expected)"])
        case .unexpectedHeader(let shown, let expected):
            say("app.backup.unexpectedHeader", ["shown": shown, "expected": expected])
        case .rowColumnCount(let found, let expected):
            text("app.backup.rowColumnCount", ["count": .integer(found), "expected": .text("\(expected)")])
        case .duplicateID(let kind, let id, let earlier):
            say("app.backup.duplicateID." + Self.itemKey(kind), ["id": id.uuidString, "earlier": earlier])
        case .brokenRule(let item, let rule):
            say("app.backup.item", ["item": backupItem(item), "problem": invalid(rule)])
        case .skipEndsBeforeStart(let item, let first, let last):
            say(
                "app.backup.item",
                [
                    "item": backupItem(item),
                    "problem": say("app.backup.skipEndsBeforeStart", ["first": "\(first)", "last": "\(last)"]),
                ])
        case .skipTooLong(let item, let days, let maximum):
            say(
                "app.backup.item",
                [
                    "item": backupItem(item),
                    "problem": say("app.backup.skipTooLong", ["days": "\(days)", "maximum": "\(maximum)"]),
                ])
        case .tablesMissing(let app, let missing):
            say(
                missing.count < 2 ? "app.backup.tablesMissing.one" : "app.backup.tablesMissing.several",
                ["app": app, "tables": tables(missing)])
        case .spreadsheetColumns(let missing, let found):
            say(
                "app.backup.spreadsheetColumns",
                ["missing": spreadsheetMissing(missing), "found": spreadsheetFound(found)])
        case .loopTablesMissing(let missing):
            say(
                missing.count < 2 ? "app.backup.loopTablesMissing.one" : "app.backup.loopTablesMissing.several",
                ["tables": tables(missing)])
        case .loopVersion(let version, let supported):
            say(
                version > supported.upperBound ? "app.backup.loopVersion.newer" : "app.backup.loopVersion.older",
                ["version": "\(version)", "first": "\(supported.lowerBound)", "last": "\(supported.upperBound)"])
        case .loopColumnMissing(let table, let column):
            say("app.backup.loopColumnMissing", ["table": table, "column": column])
        case .loopBrokenRule(let loopID, let name, let rule):
            say("app.backup.loopHabit", ["id": "\(loopID)", "name": name, "problem": invalid(rule)])
        }
    }

    /// Tables a database lacks, each named as the language names a table, the last two joined.
    private func tables(_ names: [String]) -> String {
        joinedWithAnd(names.map { say("app.backup.table", ["table": $0]) })
    }

    /// The columns a spreadsheet's header lacks.
    private func spreadsheetMissing(_ missing: [String]) -> String {
        let columns = missing.map {
            text($0 == "date" ? "app.backup.spreadsheetColumns.date" : "app.backup.spreadsheetColumns.habit")
        }
        guard var joined = columns.first else { return "" }
        for column in columns.dropFirst() {
            joined = say("app.backup.spreadsheetColumns.both", ["first": joined, "second": column])
        }
        return joined
    }

    /// The columns a spreadsheet's header has.
    private func spreadsheetFound(_ found: [String]) -> String {
        found.isEmpty ? text("app.backup.spreadsheetColumns.none") : found.map(quoted).joined(separator: ", ")
    }

    /// The key suffix of an item's kind.
    private static func itemKey(_ kind: BackupItemKind) -> String {
        switch kind {
        case .habit: "habit"
        case .record: "record"
        case .skip: "skip"
        }
    }

    /// `habit 2 (ID …)`, `record … of habit 2 (ID …)`.
    func backupItem(_ item: BackupItem) -> String {
        switch item {
        case .habit(let index, let id): say("app.backup.item.habit", ["index": "\(index)", "id": id.uuidString])
        case .record(let id, let habitIndex, let habitID):
            say(
                "app.backup.item.record",
                ["id": id.uuidString, "index": "\(habitIndex)", "habitID": habitID.uuidString])
        case .skip(let id, let habitIndex, let habitID):
            say("app.backup.item.skip", ["id": id.uuidString, "index": "\(habitIndex)", "habitID": habitID.uuidString])
        }
    }

    /// `0x1F`: a byte as a message shows it.
    private static func hex(_ byte: UInt8) -> String { "0x" + String(byte, radix: 16, uppercase: true) }

    /// Why a text is not JSON.
    func jsonSyntax(_ syntax: BackupJSONSyntax) -> String {
        switch syntax {
        case .emptyFile: text("app.backup.emptyFile")
        case .unexpected(.endOfFile, let place): say("app.backup.json.endOfFile", ["place": jsonPlace(place)])
        case .unexpected(.character(let character), let place):
            say("app.backup.json.character", ["character": String(character), "place": jsonPlace(place)])
        case .unexpected(.byte(let byte), let place):
            say("app.backup.json.byte", ["byte": Self.hex(byte), "place": jsonPlace(place)])
        case .nestedTooDeeply: text("app.backup.json.nestedTooDeeply")
        case .unclosedString: text("app.backup.json.unclosedString")
        case .controlCharacter(let byte): say("app.backup.json.controlCharacter", ["byte": String(byte, radix: 16)])
        case .stringNotUTF8: text("app.backup.json.stringNotUTF8")
        case .halfSurrogate: text("app.backup.json.halfSurrogate")
        case .invalidEscape: text("app.backup.json.invalidEscape")
        case .escapeNeedsFourDigits: text("app.backup.json.escapeNeedsFourDigits")
        }
    }

    /// Where in JSON's grammar.
    func jsonPlace(_ place: BackupJSONPlace) -> String {
        let key =
            switch place {
            case .afterValue: "afterValue"
            case .whereValue: "whereValue"
            case .whereKey: "whereKey"
            case .whereColon: "whereColon"
            case .whereCommaOrBrace: "whereCommaOrBrace"
            case .whereCommaOrBracket: "whereCommaOrBracket"
            case .inNumber: "inNumber"
            case .afterBackslash: "afterBackslash"
            case .insideObject: "insideObject"
            case .insideArray: "insideArray"
            }
        return text("app.backup.json.place." + key)
    }

    /// Why a text is not CSV.
    func csvSyntax(_ syntax: BackupCSVSyntax) -> String {
        switch syntax {
        case .unclosedQuote: text("app.backup.csv.unclosedQuote")
        case .afterClosingQuote(.character(let character)):
            say("app.backup.csv.character", ["character": String(character)])
        case .afterClosingQuote(.byte(let byte)): say("app.backup.csv.byte", ["byte": Self.hex(byte)])
        case .afterClosingQuote(.endOfFile): text("app.backup.csv.endOfFile")
        case .fieldNotUTF8: text("app.backup.csv.fieldNotUTF8")
        }
    }

    /// What a backup's value was expected to be.
    func backupExpected(_ expected: BackupExpectedValue) -> String {
        switch expected {
        case .colour(let names): return say("app.backup.expected.colour", ["names": names])
        case .oneOf(let words): return say("app.backup.expected.oneOf", ["words": words])
        default: break
        }
        let key: String =
            switch expected {
            case .wholeNumber: "wholeNumber"
            case .number: "number"
            case .uuid: "uuid"
            case .boolean: "boolean"
            case .instant: "instant"
            case .csvSchedule: "csvSchedule"
            case .csvHabitType: "csvHabitType"
            case .formatVersion: "formatVersion"
            case .object: "object"
            case .array: "array"
            case .string: "string"
            case .wholeNumberInRange: "wholeNumberInRange"
            case .day: "day"
            case .hour: "hour"
            case .weekdayNumber: "weekdayNumber"
            case .jsonSchedule: "jsonSchedule"
            case .jsonHabitType: "jsonHabitType"
            case .scoreModel: "scoreModel"
            case .calendarDate: "calendarDate"
            case .rgbColour: "rgbColour"
            case .colour, .oneOf: ""
            }
        return text("app.backup.expected." + key)
    }

    /// The kind of a JSON value, after "found".
    func backupKind(_ kind: BackupJSONKind) -> String {
        switch kind {
        case .null: "null"
        case .boolean: text("app.backup.found.boolean")
        case .number: text("app.backup.found.number")
        case .string: text("app.backup.found.string")
        case .array: text("app.backup.found.array")
        case .object: text("app.backup.found.object")
        }
    }

    /// Why a Loop database cannot be read; what SQLite or the system said is put in as it is.
    func loopFile(_ problem: BackupLoopFileProblem) -> String {
        switch problem {
        case .cannotReadFile(let path, let reason):
            say("app.backup.loopFile.cannotReadFile", ["path": path, "reason": reason])
        case .noSQLiteHeader: text("app.backup.loopFile.noSQLiteHeader")
        case .cannotCopy(let reason): say("app.backup.loopFile.cannotCopy", ["reason": reason])
        case .notSQLite(let message): say("app.backup.loopFile.notSQLite", ["message": message])
        case .damaged(let message): say("app.backup.loopFile.damaged", ["message": message])
        case .wrongType(let message): say("app.backup.loopFile.wrongType", ["message": message])
        case .unreadable(let message): say("app.backup.loopFile.unreadable", ["message": message])
        }
    }

    /// A row of a Loop database Kadō cannot take; its habit by its number in the file and its name.
    func loopRow(_ problem: BackupLoopRowProblem) -> String {
        func habit(_ loopID: Int64, _ name: String, _ problem: String) -> String {
            say("app.backup.loopHabit", ["id": "\(loopID)", "name": name, "problem": problem])
        }
        func numbered(_ loopID: Int64, _ problem: String) -> String {
            say("app.backup.loopHabitNumber", ["id": "\(loopID)", "problem": problem])
        }
        return switch problem {
        case .noID: text("app.backup.loopRow.noID")
        case .noName(let loopID): say("app.backup.loopRow.noName", ["id": "\(loopID)"])
        case .idTwice(let loopID): say("app.backup.loopRow.idTwice", ["id": "\(loopID)"])
        case .uuidTwice(let firstID, let firstName, let secondID, let secondName, let uuid):
            say(
                "app.backup.loopRow.uuidTwice",
                [
                    "firstID": "\(firstID)", "firstName": firstName, "secondID": "\(secondID)",
                    "secondName": secondName, "uuid": uuid.uuidString,
                ])
        case .frequency(let loopID, let name, let shown):
            habit(loopID, name, say("app.backup.loopRow.frequency", ["shown": shown]))
        case .reminder(let loopID, let name, let hour, let minute):
            habit(loopID, name, say("app.backup.loopRow.reminder", ["hour": "\(hour)", "minute": "\(minute)"]))
        case .targetType(let loopID, let name, let shown):
            habit(loopID, name, say("app.backup.loopRow.targetType", ["shown": shown]))
        case .target(let loopID, let name, let shown):
            habit(loopID, name, say("app.backup.loopRow.target", ["shown": shown]))
        case .type(let loopID, let name, let shown):
            habit(loopID, name, say("app.backup.loopRow.type", ["shown": shown]))
        case .storage(let loopID, let column, let found, let expected):
            loopID.map { numbered($0, storage(column, found, expected)) } ?? storage(column, found, expected)
        case .timestamp(let loopID, let timestamp):
            numbered(
                loopID,
                say(
                    "app.backup.loopRow.timestamp",
                    [
                        "timestamp": "\(timestamp)", "first": "\(LogicalDay.firstSupported)",
                        "last": "\(LogicalDay.lastSupported)",
                    ]))
        case .noValue(let loopID, let day): numbered(loopID, say("app.backup.loopRow.noValue", ["day": "\(day)"]))
        case .yesNoValue(let loopID, let value, let day):
            numbered(loopID, say("app.backup.loopRow.yesNoValue", ["value": "\(value)", "day": "\(day)"]))
        case .amount(let loopID, let value, let day):
            numbered(loopID, say("app.backup.loopRow.amount", ["value": "\(value)", "day": "\(day)"]))
        }
    }

    /// `value is 2.5, where Loop stores a whole number`.
    private func storage(_ column: String, _ found: BackupLoopValue, _ expected: BackupLoopStorage) -> String {
        say(
            "app.backup.loopRow.storage",
            ["column": column, "found": loopValue(found), "expected": loopStorage(expected)])
    }

    /// A cell of a Loop database: `NULL`, a number, the start of a text, the size of a blob. A real
    /// number is written as Swift writes it, with the decimal comma of the languages that use one.
    func loopValue(_ value: BackupLoopValue) -> String {
        switch value {
        case .null: "NULL"
        case .integer(let number): String(number)
        case .real(let number):
            language == .english || language == .pseudo
                ? String(number) : String(number).replacingOccurrences(of: ".", with: ",")
        case .text(let text): quoted(text)
        case .blob(let bytes): text("app.backup.loopValue.blob", ["count": .integer(bytes)])
        }
    }

    /// What Loop stores in a column.
    func loopStorage(_ storage: BackupLoopStorage) -> String {
        switch storage {
        case .wholeNumber: text("app.backup.expected.wholeNumber")
        case .number: text("app.backup.expected.number")
        case .text: text("app.backup.loopStorage.text")
        }
    }

    /// Why contents cannot be written as a backup.
    func notWritable(_ problem: BackupWriteProblem) -> String {
        switch problem {
        case .recordWithoutHabit(let id, let habitID):
            say("app.backup.write.recordWithoutHabit", ["id": id.uuidString, "habitID": habitID.uuidString])
        case .skipWithoutHabit(let id, let habitID):
            say("app.backup.write.skipWithoutHabit", ["id": id.uuidString, "habitID": habitID.uuidString])
        case .instantOutsideYears(let seconds): say("app.backup.write.instantOutsideYears", ["seconds": "\(seconds)"])
        case .notFinite(let value): say("app.backup.write.notFinite", ["value": "\(value)"])
        case .dayOutsideYears(let dayNumber): say("app.backup.write.dayOutsideYears", ["dayNumber": "\(dayNumber)"])
        case .encoder(let account): say("app.backup.write.encoder", ["account": account])
        }
    }

    /// Why a zip archive or folder cannot be read.
    func archive(_ problem: BackupArchiveProblem) -> String {
        switch problem {
        case .noDirectory: text("app.archive.noDirectory")
        case .truncated(let entry?): say("app.archive.truncated", ["entry": entry])
        case .truncated(nil): text("app.archive.truncatedDirectory")
        case .unsafeName(let name): say("app.archive.unsafeName", ["name": name])
        case .unsupported(let entry, -1): say("app.archive.encrypted", ["entry": entry])
        case .unsupported(let entry, -2): say("app.archive.zip64", ["entry": entry])
        case .unsupported(let entry, let method): say("app.archive.method", ["entry": entry, "method": "\(method)"])
        case .damaged(let entry): say("app.archive.damaged", ["entry": entry])
        case .tooManyEntries(let count, let limit):
            text("app.archive.tooManyEntries", ["count": .integer(count), "limit": .integer(limit)])
        case .missingFile(let name): say("app.archive.missingFile", ["name": name])
        case .inflatesTooLarge(let entry, let limit):
            say("app.archive.inflatesTooLarge", ["entry": entry, "limit": size(bytes: limit)])
        case .nestedArchive(let entry): say("app.archive.nested", ["entry": entry])
        }
    }
}
