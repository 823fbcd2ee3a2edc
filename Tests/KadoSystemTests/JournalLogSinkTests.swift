import Foundation
import KadoApp
import Testing

@testable import KadoSystem

/// What the journal is given for a log entry, and when the journal is chosen at all.
@Suite("The journal as a log's sink")
struct JournalLogSinkTests {
    @Test("an entry is its message, priority, identifier, subsystem and one field per metadata item")
    func fields() {
        let entry = LogEntry(
            level: .error, subsystem: "sync", message: "the sync failed\nsecond line",
            metadata: [LogEntry.Field("target", "https://dav.example/kado"), LogEntry.Field("request-id", "1a2b")])
        #expect(
            JournalLogSink.fields(of: entry) == [
                "MESSAGE=the sync failed\nsecond line", "PRIORITY=3", "SYSLOG_IDENTIFIER=kado", "KADO_SUBSYSTEM=sync",
                "KADO_TARGET=https://dav.example/kado", "KADO_REQUEST_ID=1a2b",
            ])
    }

    @Test(
        "field names: upper case, digits and underscores only",
        arguments: [("reference", "REFERENCE"), ("request-id", "REQUEST_ID"), ("é.x 2", "__X_2")])
    func fieldNames(name: String, expected: String) {
        #expect(JournalLogSink.fieldName(name) == expected)
    }

    @Test("levels keep syslog's priorities", arguments: LogLevel.allCases)
    func priorities(level: LogLevel) {
        let entry = LogEntry(level: level, subsystem: "web", message: "m")
        #expect(JournalLogSink.fields(of: entry).contains("PRIORITY=\(level.rawValue)"))
    }

    @Test("the journal only when JOURNAL_STREAM names this process's standard error")
    func chosenOnlyUnderSystemd() throws {
        #expect(!JournalLogSink.isStandardErrorTheJournal(environment: [:]))
        #expect(!JournalLogSink.isStandardErrorTheJournal(environment: ["JOURNAL_STREAM": "not:numbers"]))
        var status = stat()
        try #require(fstat(STDERR_FILENO, &status) == 0)
        let own = "\(status.st_dev):\(status.st_ino)"
        #expect(JournalLogSink.isStandardErrorTheJournal(environment: ["JOURNAL_STREAM": own]))
        #expect(
            !JournalLogSink.isStandardErrorTheJournal(environment: [
                "JOURNAL_STREAM": "\(status.st_dev):\(status.st_ino + 1)"
            ]))
        #expect(JournalLogSink.forThisProcess(environment: ["JOURNAL_STREAM": own]) is JournalLogSink)
        #expect(JournalLogSink.forThisProcess(environment: [:]) is StandardErrorLogSink)
    }
}
