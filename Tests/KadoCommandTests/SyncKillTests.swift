import Foundation
import KadoStore
import KadoTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `kado sync` killed with SIGKILL at seeded random moments, 100 times, on two devices taking
/// turns: after each kill the database passes `PRAGMA integrity_check` and the next sync
/// completes; every tenth round, and at the end, both devices converge with every check-in.
@Suite(
    "kado sync killed with SIGKILL", .tags(.endToEnd, .slow), .endToEndTierOnly,
    .slowTierOnly)
struct SyncKillTests {
    static let iterations = 100

    @Test("100 seeded SIGKILLs of kado sync: integrity_check ok, the next sync completes and converges")
    func killedSync() throws {
        let group = try SyncGroup(count: 2)
        let devices = group.devices
        try devices[0].succeed(["add", "Read"])
        try devices[0].succeed(["add", "Water", "--type", "counter:100000"])
        try group.setUp()
        try group.syncAll()

        // How long one sync takes here, so that the kills land before, during and (a sixth of them)
        // after its work.
        try devices[0].succeed(["done", "Read", "-400"])
        let started = Date()
        // The sync alone: not the wait for a background backup the sandbox adds after a command.
        let calibration = try devices[0].kado(["sync"], waitingForBackups: false)
        #expect(calibration.status == 0 && calibration.error.isEmpty, "\(calibration)")
        let span = max(20, Int(Date().timeIntervalSince(started) * 1200))
        var generator = SeededGenerator(seed: 0x5359_4E43_4B49_4C4C)
        var done: Set<String> = [SyncCommandTests.day(daysBefore: 400)]
        var interrupted = 0
        var ran = 0
        // A bound on the loop for a loaded machine; the fuzzers beside it run longer.
        let deadline = Date().addingTimeInterval(300)

        for iteration in 0..<Self.iterations where Date() < deadline {
            let device = devices[iteration % 2]
            ran += 1
            // A change on each side, so that the killed sync has something to take in and to send.
            for (offset, side) in devices.enumerated() {
                let back = iteration * 2 + offset
                try side.succeed(["done", "Read", "-\(back)"])
                done.insert(SyncCommandTests.day(daysBefore: back))
            }
            try device.succeed(["log", "Water", "+1"])
            let writer = try ShellWriter(
                script: #""$KADO" sync > /dev/null 2>> "$ERRORS"; echo "exit $?" >> "$LOG""#,
                environment: device.environment(), in: device, name: "sync\(iteration)")
            usleep(UInt32(generator.int(in: 0...span)) * 1_000)
            writer.killGroup()
            if try writer.logLines().isEmpty { interrupted += 1 }

            let integrity = try device.openStore().integrityCheck()
            #expect(integrity == ["ok"], "after kill \(iteration + 1)")
            let next = try device.kado(["sync"])
            #expect(next.status == 0 && next.error.isEmpty, "the sync after kill \(iteration + 1): \(next)")
            if iteration % 10 == 9 {
                try group.syncAll()
                let exports = try group.exports()
                #expect(exports[0] == exports[1], "after kill \(iteration + 1)")
                #expect(try recordDays(of: "Read", in: exports[0]).isSuperset(of: done), "after kill \(iteration + 1)")
            }
        }
        try group.syncAll()
        let exports = try group.exports()
        #expect(exports[0] == exports[1])
        #expect(try recordDays(of: "Read", in: exports[0]) == done)
        // Most kills must land while kado sync runs, or the test says nothing; a machine too loaded
        // to run a quarter of the rounds before the deadline says nothing either.
        print("kado sync killed: \(interrupted) of \(ran) kills interrupted a sync (kills within \(span) ms)")
        #expect(ran >= Self.iterations / 4, "only \(ran) rounds before the deadline")
        #expect(interrupted * 2 >= ran, "only \(interrupted) of \(ran) kills interrupted a sync")
    }
}
