import Foundation
import KadoCore
import Testing

@testable import KadoBackup

/// The readers report what is wrong as values (syntax, a CSV's columns, an item breaking a rule),
/// which front ends phrase; their English wording is the one the readers always had.
@Suite("Backup readers' problems are values")
struct BackupProblemValueTests {
    static let utc = TimeZone(identifier: "UTC") ?? .current

    static func jsonError(_ text: String) -> BackupError? {
        do {
            _ = try KadoJSONBackup.decode(Data(text.utf8), timeZone: utc)
            return nil
        } catch {
            return error
        }
    }

    static func csvError(_ text: String) -> BackupError? {
        do {
            _ = try KadoCSVBackup.decode(Data(text.utf8), timeZone: utc)
            return nil
        } catch {
            return error
        }
    }

    @Test(
        "JSON syntax: the column and what was found where, as values",
        arguments: [
            (
                "{\"formatVersion\": 1,}",
                BackupError.Problem.jsonSyntax(column: 21, .unexpected(.character("}"), .whereKey))
            ),
            ("{\"formatVersion\": 1", .jsonSyntax(column: 20, .unexpected(.endOfFile, .insideObject))),
            ("[1] x", .jsonSyntax(column: 5, .unexpected(.character("x"), .afterValue))),
            ("\"abc", .jsonSyntax(column: 1, .unclosedString)),
            ("[\"a\tb\"]", .jsonSyntax(column: 4, .controlCharacter(0x09))),
            ("   ", .jsonSyntax(column: 4, .emptyFile)),
        ])
    func jsonSyntax(text: String, problem: BackupError.Problem) throws {
        let error = try #require(Self.jsonError(text))
        #expect(error.problem == problem, "\(error)")
        #expect(error.message == problem.description)
    }

    @Test("the English of JSON syntax is the parser's wording as before")
    func jsonEnglish() {
        #expect(
            BackupError.Problem.jsonSyntax(column: 3, .unexpected(.character("{"), .afterValue)).description
                == "not valid JSON at column 3: unexpected character '{' after the end of the JSON value")
        #expect(
            BackupError.Problem.jsonSyntax(column: 9, .unexpected(.byte(0xFF), .whereValue)).description
                == "not valid JSON at column 9: unexpected byte 0xFF where a value was expected")
        #expect(
            BackupError.Problem.csvSyntax(.afterClosingQuote(.character("x"))).description
                == "unexpected \"x\" after the closing quote of a field")
    }

    @Test(
        "a CSV's header and syntax: what it holds where, as values",
        arguments: [
            (
                "format_version,habit_name\n1,Lire\n",
                BackupError.Problem.unexpectedHeader(shown: "\"habit_name\"", expected: "habit_id")
            ),
            ("format_version,\"habit_id\"x\n", .csvSyntax(.afterClosingQuote(.character("x")))),
            ("format_version,\"habit_id\n", .csvSyntax(.unclosedQuote)),
        ])
    func csv(text: String, problem: BackupError.Problem) throws {
        let error = try #require(Self.csvError(text))
        #expect(error.problem == problem, "\(error)")
    }

    @Test("a header with fewer columns than a Kadō CSV is foreign; with more, only counted")
    func headerCount() throws {
        let columns = KadoCSVBackup.columns
        let short = try #require(Self.csvError(columns.prefix(3).joined(separator: ",") + "\n"))
        #expect(short.problem == .headerColumnCount(found: 3, expected: columns.count, isForeign: true))
        #expect(short.message.hasSuffix(": this is not a Kadō CSV backup"))
        let long = try #require(Self.csvError((columns + ["extra"]).joined(separator: ",") + "\n"))
        #expect(long.problem == .headerColumnCount(found: columns.count + 1, expected: columns.count, isForeign: false))
        let row = try #require(Self.csvError(columns.joined(separator: ",") + "\n1\n"))
        #expect(row.problem == .rowColumnCount(found: 1, expected: columns.count))
        #expect(row.message == "the row has 1 column, expected \(columns.count)")
    }
}
