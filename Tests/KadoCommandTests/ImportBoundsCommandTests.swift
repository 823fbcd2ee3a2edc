import Foundation
import KadoTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Imports are bounded by what they really hold, not by what a file says: zip bombs of every
/// kind and a JSON backup of a million habits are refused with one line naming the entry or the
/// field, exit 65 (or a 4xx answer from the API), nothing written — and the `kado` process that
/// refuses them never holds more than ``peakBound`` in memory, measured by the kernel.
@Suite("Imports are bounded by what they really hold", .tags(.endToEnd), .endToEndTierOnly, .serialized)
struct ImportBoundsCommandTests {
    /// The most memory (peak resident size) an import of any file may take, the `kado` process's
    /// own (about 40 MiB of it is the program itself): the README states it.
    static let peakBound = 300 << 20

    /// The files that hold far more than they weigh, and what the import says of each.
    enum Bomb: String, CaseIterable, Sendable, CustomStringConvertible {
        /// One entry that inflates to 900 MiB, declaring it honestly.
        case oneHugeEntry
        /// The same entry, its headers declaring 1,000 bytes.
        case oneHugeEntryDeclaringLittle
        /// 9,000 entries of 1 MiB each, 8.8 GiB in all.
        case manyEntries
        /// The same entries, each declaring 100 bytes.
        case manyEntriesDeclaringLittle
        /// An archive holding only another: the one-huge-entry bomb.
        case nested
        /// A sound export with a bomb beside it, which is never opened.
        case nestedBesideAnExport
        /// A Checkmarks.csv of 120 MiB of short lines, under the archive's limit: 31 million rows.
        case millionsOfRows
        /// A Kadō JSON backup of a million habits.
        case millionHabits

        var description: String { rawValue }

        /// The file's name.
        var fileName: String { self == .millionHabits ? "million.json" : "\(rawValue).zip" }

        /// What the refusal's one line says (`nil`: the import goes through).
        var refusal: String? {
            switch self {
            case .oneHugeEntry: "the entry \"Habits.csv\" would take the entries read past 128 MiB"
            case .oneHugeEntryDeclaringLittle: "the entry \"Habits.csv\" is damaged"
            case .manyEntries: "Checkmarks.csv\" would take the entries read past 128 MiB"
            case .manyEntriesDeclaringLittle: "Checkmarks.csv\" is damaged"
            case .nested: "the entry \"export.zip\" is itself a zip archive, which Kadō does not open"
            case .nestedBesideAnExport: nil
            case .millionsOfRows: "line 2, field 001 Run/Checkmarks.csv, column Date: \"x\" is not a day"
            case .millionHabits:
                "line 2002, field habits: the file holds 2,001 habits, more than the 2,000 a database may hold"
            }
        }

        static let habitsFile = ZipBomb.file(
            Array("Position,Name,Type\n001,Run,YES_NO\n".utf8), name: "Habits.csv")
        static let checkmarks = ZipBomb.file(
            Array("Date,Value,Notes\n2026-04-01,YES_MANUAL,\n".utf8), name: "001 Run/Checkmarks.csv")

        /// 900 MiB of zeros, deflated once for every bomb that holds it (900 KiB).
        static let hugeEntry = ZipBomb.zeros(900 << 20, name: "Habits.csv")

        /// The file's bytes.
        func bytes(habitCount: Int = 1_000_000) -> Data {
            switch self {
            case .oneHugeEntry: ZipBomb.archive([Self.hugeEntry])
            case .oneHugeEntryDeclaringLittle: ZipBomb.archive([Self.hugeEntry.declaring(1_000)])
            case .manyEntries, .manyEntriesDeclaringLittle:
                Self.manyEntries(declaringLittle: self == .manyEntriesDeclaringLittle)
            case .nested:
                ZipBomb.archive([ZipBomb.file(Array(Bomb.oneHugeEntry.bytes()), name: "export.zip")])
            case .nestedBesideAnExport:
                ZipBomb.archive([
                    Self.habitsFile, Self.checkmarks,
                    ZipBomb.file(Array(Bomb.oneHugeEntry.bytes()), name: "more.zip"),
                ])
            case .millionsOfRows:
                ZipBomb.archive([
                    Self.habitsFile,
                    ZipBomb.repeated(
                        Array("Date,Value,Notes\nx,,\n".utf8), toFill: 120 << 20, name: "001 Run/Checkmarks.csv"),
                ])
            case .millionHabits: Self.json(habits: habitCount)
            }
        }

        static func manyEntries(declaringLittle: Bool) -> Data {
            let megabyte = ZipBomb.zeros(1 << 20, name: "")
            var entries = [habitsFile]
            for index in 1...9_000 {
                let entry = megabyte.named(String(format: "%04d Habit/Checkmarks.csv", index))
                entries.append(declaringLittle ? entry.declaring(100) : entry)
            }
            return ZipBomb.archive(entries)
        }

        /// A Kadō JSON backup of `habits` habits, one a line.
        static func json(habits: Int) -> Data {
            var text = "{\"formatVersion\": 1, \"exportedAt\": \"2026-04-01T00:00:00Z\", \"habits\": [\n"
            text.reserveCapacity(habits * 150)
            for index in 0..<habits {
                if index > 0 { text += ",\n" }
                let digits = String(index + 1, radix: 16, uppercase: true)
                let id = "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - digits.count) + digits
                text +=
                    "{\"id\": \"\(id)\", \"name\": \"Habit \(index)\", \"createdAt\": \"2026-01-01T00:00:00Z\", "
                    + "\"completions\": []}"
            }
            return Data((text + "\n]}").utf8)
        }
    }

    @Test(
        "kado import refuses each bomb with one line naming it, exit 65, nothing written, in bounded memory",
        arguments: Bomb.allCases)
    func commandLine(_ bomb: Bomb) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        let file = sandbox.file(bomb.fileName)
        try bomb.bytes().write(to: file)
        let before = try sandbox.snapshot()
        for arguments in [["import", file.path, "--dry-run"], ["import", file.path]] {
            let (result, peak) = try PeakMemory.run(
                try KadoBinary.require(), arguments, environment: sandbox.environment(), scratch: sandbox.scratch)
            #expect(peak < Self.peakBound, "\(bomb) \(arguments): peak \(peak >> 20) MiB")
            if let refusal = bomb.refusal {
                #expect(result.status == 65, "\(bomb): \(result)")
                #expect(result.errorLines.count == 1, "\(bomb): \(result)")
                #expect(result.error.hasPrefix("kado: \(file.path): "), "\(bomb): \(result)")
                #expect(result.error.contains(refusal), "\(bomb): \(result)")
                #expect(try sandbox.snapshot() == before, "\(bomb)")
            } else {
                #expect(result.status == 0, "\(bomb): \(result)")
            }
        }
    }

    @Test("POST /api/import refuses each bomb with a 4xx answer naming it, nothing written, in bounded memory")
    func api() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        // The server writes files of its own (its token, the widget snapshot): the data compared
        // is the database's, as an export gives it.
        let before = try sandbox.succeed(["export", "-o", "-"]).output
        let server = try ServeCommandTests.Server(sandbox, ["--port", "0"])
        defer { server.stop() }
        let port = try #require(server.port())
        for bomb in Bomb.allCases {
            // The API takes uploads of 32 MiB at most: 200,000 habits of JSON fit.
            let body = bomb == .millionHabits ? Bomb.json(habits: 200_000) : bomb.bytes()
            #expect(body.count < 32 << 20, "\(bomb)")
            let answer = try #require(
                Self.post(
                    "http://127.0.0.1:\(port)/api/import?dry-run=true", body: body,
                    type: bomb == .millionHabits ? "application/json" : "application/zip"), "\(bomb)")
            if let refusal = bomb.refusal {
                #expect((400..<500).contains(answer.status), "\(bomb): \(answer)")
                let expected = refusal.replacingOccurrences(of: "\"", with: "\\\"")
                #expect(answer.body.contains(expected), "\(bomb): \(answer)")
            } else {
                #expect(answer.status == 200, "\(bomb): \(answer)")
            }
            let peak = try #require(PeakMemory.peak(ofProcess: server.process.processIdentifier))
            #expect(peak < Self.peakBound, "\(bomb): kado serve's peak \(peak >> 20) MiB")
        }
        server.stop()
        #expect(try sandbox.succeed(["export", "-o", "-"]).output == before)
    }

    /// POSTs `body` as `type`; the answer's status and body, or `nil` when none came in 60 s.
    static func post(_ address: String, body: Data, type: String) -> (status: Int, body: String)? {
        guard let url = URL(string: address) else { return nil }
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue(type, forHTTPHeaderField: "Content-Type")
        request.httpBody = body
        request.timeoutInterval = 60
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: (Int, String)?
        let task = URLSession.shared.dataTask(with: request) { data, response, _ in
            if let response = response as? HTTPURLResponse {
                result = (response.statusCode, String(decoding: data ?? Data(), as: UTF8.self))
            }
            done.signal()
        }
        task.resume()
        _ = done.wait(timeout: .now() + 60)
        return result
    }
}
