import Foundation
import KadoApp
import KadoTestSupport
import Testing

@testable import KadoSystem

/// The one file lock behind every lock of Kadō (``FlockFileLocks``): its two modes, the holder's
/// name, the file removed on release, and a holder in another process (its own flock(2)), which the
/// system lets go of when that process is killed.
@Suite("File locks by flock(2)")
struct FileLockTests {
    let folder: TemporaryFolder
    let locks = FlockFileLocks()

    init() throws { folder = try TemporaryFolder(prefix: "kado-file-lock") }

    @Test("tried once while held: refused at once, naming the holder; taken once released")
    func tryOnceNamesTheHolder() throws {
        let path = folder.path("kado.reminder-lock")
        let first = try locks.lock(FileLockRequest(path: path, mode: .tryOnce, holderName: "kado serve, pid 42"))
        #expect(locks.holder(of: path) == .someone(name: "kado serve, pid 42"))
        #expect(throws: FileLockFailure.held(by: "kado serve, pid 42")) {
            _ = try locks.lock(FileLockRequest(path: path, mode: .tryOnce, holderName: "kado remind run"))
        }
        first.release()
        // Emptied on release: no one reads a holder that has gone.
        #expect(try String(contentsOfFile: path, encoding: .utf8).isEmpty)
        #expect(locks.holder(of: path) == .nobody)
        let second = try locks.lock(FileLockRequest(path: path, mode: .tryOnce, holderName: "kado remind run"))
        #expect(locks.holder(of: path) == .someone(name: "kado remind run"))
        second.release()
        second.release()  // a second release does nothing
    }

    @Test("no lock file: nobody holds it, and asking who holds it makes no file")
    func holderOfMissingFile() {
        let path = folder.path("never")
        #expect(locks.holder(of: path) == .nobody)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("waited for while held: timed out after the deadline, not before")
    func waitTimesOut() throws {
        let path = folder.path("kado.sync-lock")
        let held = try locks.lock(FileLockRequest(path: path, mode: .tryOnce))
        defer { held.release() }
        let started = ContinuousClock.now
        #expect(throws: FileLockFailure.timedOut) {
            _ = try locks.lock(FileLockRequest(path: path, mode: .waitUntil(.now + .milliseconds(150))))
        }
        let waited = started.duration(to: .now)
        #expect(waited >= .milliseconds(150))
        #expect(waited < .seconds(3))
    }

    @Test("waited for and released meanwhile: taken")
    func waitTakesOnceReleased() throws {
        let path = folder.path("kado.sync-lock")
        let held = try locks.lock(FileLockRequest(path: path, mode: .tryOnce))
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100)) { held.release() }
        let taken = try locks.lock(FileLockRequest(path: path, mode: .waitUntil(.now + .seconds(10))))
        taken.release()
    }

    @Test("a lock whose file goes with its release: removed, and the next taker makes it again")
    func removedOnRelease() throws {
        let path = folder.path(".kado-auto.lock")
        let first = try locks.lock(FileLockRequest(path: path, mode: .tryOnce, removesFileOnRelease: true))
        #expect(FileManager.default.fileExists(atPath: path))
        first.release()
        #expect(!FileManager.default.fileExists(atPath: path))
        let second = try locks.lock(
            FileLockRequest(path: path, mode: .waitUntil(.now + .seconds(1)), removesFileOnRelease: true))
        #expect(FileManager.default.fileExists(atPath: path))
        second.release()
    }

    @Test("a folder is locked without making anything in it; a missing one cannot be locked")
    func folders() throws {
        let lock = try locks.lock(FileLockRequest(path: folder.url.path, target: .folder, mode: .tryOnce))
        #expect(try folder.fileNames().isEmpty)
        #expect(throws: FileLockFailure.timedOut) {
            _ = try locks.lock(
                FileLockRequest(path: folder.url.path, target: .folder, mode: .waitUntil(.now + .milliseconds(50))))
        }
        lock.release()
        do {
            _ = try locks.lock(FileLockRequest(path: folder.path("gone"), target: .folder, mode: .tryOnce))
            Issue.record("a missing folder was locked")
        } catch .unavailable(let path, _, let reason) {
            #expect(path == folder.path("gone"))
            #expect(reason == "no such file or directory")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("held by another process: waited for, timed out; taken once that process is killed")
    func anotherProcess() throws {
        let path = folder.path("kado.sync-lock")
        // One process that takes flock(2) and sleeps: killed, it lets the lock go at once (flock(1)
        // would run its command as a child that keeps the lock's descriptor).
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        holder.arguments = [
            "-c", "import fcntl, sys, time; f = open(sys.argv[1], 'a'); fcntl.flock(f, fcntl.LOCK_EX); time.sleep(30)",
            path,
        ]
        try holder.run()
        defer { if holder.isRunning { holder.terminate() } }
        // Bounded: the other process takes its lock within a few seconds.
        var seenHeld = false
        for _ in 0..<200 where !seenHeld {
            if case .someone = locks.holder(of: path) { seenHeld = true } else { Thread.sleep(forTimeInterval: 0.02) }
        }
        try #require(seenHeld, "the other process never took the lock")
        #expect(throws: FileLockFailure.timedOut) {
            _ = try locks.lock(FileLockRequest(path: path, mode: .waitUntil(.now + .milliseconds(100))))
        }
        kill(holder.processIdentifier, SIGKILL)
        holder.waitUntilExit()
        let taken = try locks.lock(FileLockRequest(path: path, mode: .waitUntil(.now + .seconds(10))))
        taken.release()
    }
}
