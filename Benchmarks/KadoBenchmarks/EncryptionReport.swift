/// Prints the encryption suite as plain tables or as a Markdown section.
struct EncryptionReport {
    let run: EncryptionRun
    let machine: Machine
    let seed: UInt64
    let commandLine: String

    private var firstTable: (headers: [String], rows: [[String]]) {
        let headers = [
            "size", "records", "plain bytes", "encrypted bytes", "plain first sync", "encrypted first sync",
            "encrypted ÷ plain", "CPU encrypted ÷ plain",
        ]
        let rows = run.results.map { result in
            [
                result.size.name, grouped(result.records), mebibytes(result.plainBytes),
                mebibytes(result.encryptedBytes), format(nanoseconds: result.plain.best),
                format(nanoseconds: result.encrypted.best), fixed(result.encrypted.best / max(1, result.plain.best)),
                fixed(result.encrypted.cpuBest / max(1, result.plain.cpuBest)),
            ]
        }
        return (headers, rows)
    }

    private var verdicts: [String] {
        var lines = run.results.map { result in
            "first sync of \(result.size.name), encrypted ÷ plain: \(fixed(result.encrypted.best / max(1, result.plain.best))) "
                + "(CPU \(fixed(result.encrypted.cpuBest / max(1, result.plain.cpuBest)))) — the goal is 1.3"
        }
        lines.append(
            "deriving the key once per device (Argon2id, \(run.cost.operations) passes over "
                + "\(run.cost.memory >> 20) MiB): \(format(nanoseconds: run.derivation.median)) median, "
                + "\(format(nanoseconds: run.derivation.best)) best of 5")
        return lines
    }

    private var notes: [String] {
        [
            "First sync: `SyncEngine.run()` of a copy of the loaded store into a new folder target (set up untimed, "
                + "the encrypted one's key derived at libsodium's least cost, so the key derivation is not in it), "
                + "plain and encrypted alternating, "
                + run.results.map { "\($0.rounds) round(s) on \($0.size.name)" }.joined(separator: ", ")
                + ", best kept. Encrypted: each segment's payload JSON sealed with XChaCha20-Poly1305 and stored as "
                + "base64, the manifest's list of segments too",
            "Wall time, `ContinuousClock`; CPU is this thread's. Load average \(fixed(run.loadAverage.before)) before, "
                + "\(fixed(run.loadAverage.after)) after, on \(machine.processors) processors",
        ]
    }

    /// Plain tables for a terminal.
    var plainText: String {
        var lines = [
            "Kadō encryption benchmarks — seed 0x\(String(seed, radix: 16)), today \(run.today)", machine.summary, "",
        ]
        lines += plainTable(firstTable.headers, firstTable.rows)
        lines += [""] + verdicts + [""] + notes
        return lines.joined(separator: "\n")
    }

    /// A Markdown section for BENCHMARKS.md.
    var markdown: String {
        var lines = [
            "## Sync encryption (issue 13)", "",
            "`\(commandLine)` — seed `0x\(String(seed, radix: 16))`, today \(run.today).", "",
            "Machine: \(machine.summary).", "", "First sync to an encrypted folder against a plain one:", "",
        ]
        lines += markdownTable(firstTable.headers, firstTable.rows)
        lines += [""] + verdicts.map { "- " + $0 } + [""] + notes.map { "- " + $0 }
        return lines.joined(separator: "\n")
    }
}
