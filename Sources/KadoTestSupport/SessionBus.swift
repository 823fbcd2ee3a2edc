import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A process a test starts and always stops: terminated (then killed) when the test lets go of it.
public final class ChildProcess {
    private let process = Process()

    /// Starts `executable` with `arguments`, its output to `log` (a file), with `environment`
    /// added to the test's own (or alone, unless `inheriting`).
    public init(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], inheriting: Bool = true,
        log: String
    ) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment =
            inheriting ? ProcessInfo.processInfo.environment.merging(environment) { _, new in new } : environment
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    /// Whether it still runs.
    public var isRunning: Bool { process.isRunning }

    /// Its process id.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Sends SIGTERM and waits up to `seconds` for it to end (then SIGKILL); its exit status.
    @discardableResult
    public func stop(within seconds: Double = 5) -> Int32 {
        if process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit {
        stop()
    }

    /// Waits up to `seconds`, checking every 20 ms, for `condition`: whether it came true.
    public static func wait(upTo seconds: Double, until condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if try condition() { return true }
            if Date() >= deadline { return false }
            usleep(20_000)
        }
    }
}

/// A private D-Bus session bus on a socket in a folder of the test's (`dbus-daemon --session`),
/// optionally with a notification server that records each `Notify` call as a JSON line
/// (python3-dbus with a GLib main loop) and emits `ActionInvoked` when the test asks
/// (``invoke(_:on:)``, through `dbus-send`). Everything it starts stops with it.
public final class SessionBus {
    /// One `Notify` call the server recorded.
    public struct Notification: Decodable, Hashable, Sendable {
        /// The notification id the server returned.
        public let id: UInt32
        /// The application name sent.
        public let app: String
        /// The summary (the title).
        public let summary: String
        /// The body.
        public let body: String
        /// The actions, keys and labels in turn.
        public let actions: [String]
    }

    /// The bus's address, for `DBUS_SESSION_BUS_ADDRESS`.
    public let address: String
    private let folder: URL
    private let daemon: ChildProcess
    private var server: ChildProcess?

    /// Whether the tools are installed (`dbus-daemon`, `dbus-send`, Debian's python3 with dbus and gi).
    public static var isAvailable: Bool {
        ["/usr/bin/dbus-daemon", "/usr/bin/dbus-send", "/usr/bin/python3"].allSatisfy {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Starts a bus in `folder`.
    public init(in folder: URL) throws {
        self.folder = folder
        let socket = folder.appendingPathComponent("bus").path
        address = "unix:path=\(socket)"
        daemon = try ChildProcess(
            "/usr/bin/dbus-daemon", ["--session", "--nofork", "--nopidfile", "--address=\(address)"],
            log: folder.appendingPathComponent("dbus-daemon.log").path)
        guard ChildProcess.wait(upTo: 10, until: { FileManager.default.fileExists(atPath: socket) }) else {
            throw SessionBusError(message: "dbus-daemon did not start")
        }
    }

    /// Starts the recording notification server, offering `capabilities`, and waits until it
    /// owns its name.
    public func startNotificationServer(capabilities: [String] = ["actions", "body"]) throws {
        let script = folder.appendingPathComponent("notifications.py")
        try Self.recorderScript.write(to: script, atomically: true, encoding: .utf8)
        server = try ChildProcess(
            "/usr/bin/python3", [script.path, recordPath, capabilities.joined(separator: ","), closedPath],
            environment: ["DBUS_SESSION_BUS_ADDRESS": address],
            log: folder.appendingPathComponent("notifications.log").path)
        let owned = ChildProcess.wait(upTo: 15) {
            (try? send(
                ["org.freedesktop.DBus.NameHasOwner", "string:org.freedesktop.Notifications"],
                destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus"))?.contains("boolean true") == true
        }
        guard owned else {
            let log =
                (try? String(contentsOf: folder.appendingPathComponent("notifications.log"), encoding: .utf8)) ?? ""
            throw SessionBusError(message: "the notification server did not start: \(log)")
        }
    }

    /// Stops the notification server (the bus stays).
    public func stopNotificationServer() {
        server?.stop()
        server = nil
    }

    /// The notifications recorded so far, in order.
    public func notifications() -> [Notification] {
        guard let text = try? String(contentsOfFile: recordPath, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            try? JSONDecoder().decode(Notification.self, from: Data($0.utf8))
        }
    }

    /// Waits up to `seconds` for `count` notifications; those recorded then.
    public func waitForNotifications(_ count: Int, upTo seconds: Double = 10) -> [Notification] {
        _ = ChildProcess.wait(upTo: seconds) { notifications().count >= count }
        return notifications()
    }

    /// Has the server emit `ActionInvoked(id, key)` (then `NotificationClosed`), as a person
    /// clicking the action; with `keepingOpen`, only `ActionInvoked`, as a server that leaves the
    /// notification shown until its sender closes it.
    public func invoke(_ key: String, on id: UInt32, keepingOpen: Bool = false) throws {
        _ = try send([
            keepingOpen ? "org.kado.Test.InvokeKeepingOpen" : "org.kado.Test.Invoke", "uint32:\(id)", "string:\(key)",
        ])
    }

    /// The ids `CloseNotification` was called with, in order.
    public func closedNotifications() -> [UInt32] {
        guard let text = try? String(contentsOfFile: closedPath, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { UInt32($0) }
    }

    private var closedPath: String { folder.appendingPathComponent("closed.txt").path }

    private var recordPath: String { folder.appendingPathComponent("notifications.jsonl").path }

    private func send(
        _ arguments: [String], destination: String = "org.freedesktop.Notifications",
        path: String = "/org/freedesktop/Notifications"
    ) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-send")
        process.arguments =
            ["--bus=\(address)", "--print-reply", "--reply-timeout=5000", "--dest=\(destination)", path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw SessionBusError(message: "dbus-send \(arguments) failed") }
        return String(decoding: data, as: UTF8.self)
    }

    deinit {
        server?.stop()
        daemon.stop()
    }

    private static let recorderScript = #"""
        import json, sys
        import dbus, dbus.service
        from dbus.mainloop.glib import DBusGMainLoop
        from gi.repository import GLib

        DBusGMainLoop(set_as_default=True)
        RECORD, CAPABILITIES, CLOSED = sys.argv[1], [c for c in sys.argv[2].split(",") if c], sys.argv[3]
        IFACE = "org.freedesktop.Notifications"
        bus = dbus.SessionBus()

        class Recorder(dbus.service.Object):
            def __init__(self):
                super().__init__(bus, "/org/freedesktop/Notifications")
                self.last = 0

            @dbus.service.method(IFACE, in_signature="susssasa{sv}i", out_signature="u")
            def Notify(self, app, replaces, icon, summary, body, actions, hints, timeout):
                self.last += 1
                with open(RECORD, "a", encoding="utf-8") as record:
                    record.write(json.dumps({"id": self.last, "app": str(app), "summary": str(summary), "body": str(body),
                                             "actions": [str(a) for a in actions]}, ensure_ascii=False) + "\n")
                return dbus.UInt32(self.last)

            @dbus.service.method(IFACE, out_signature="as")
            def GetCapabilities(self):
                return CAPABILITIES

            @dbus.service.method(IFACE, out_signature="ssss")
            def GetServerInformation(self):
                return ("kado-recorder", "kado tests", "1.0", "1.2")

            @dbus.service.method(IFACE, in_signature="u")
            def CloseNotification(self, id):
                with open(CLOSED, "a", encoding="utf-8") as closed:
                    closed.write("%d\n" % id)
                self.NotificationClosed(id, 3)

            @dbus.service.signal(IFACE, signature="us")
            def ActionInvoked(self, id, key):
                pass

            @dbus.service.signal(IFACE, signature="uu")
            def NotificationClosed(self, id, reason):
                pass

            @dbus.service.method("org.kado.Test", in_signature="us")
            def Invoke(self, id, key):
                self.ActionInvoked(id, key)
                self.NotificationClosed(id, 2)

            @dbus.service.method("org.kado.Test", in_signature="us")
            def InvokeKeepingOpen(self, id, key):
                self.ActionInvoked(id, key)

        recorder = Recorder()
        name = dbus.service.BusName(IFACE, bus, do_not_queue=True)
        GLib.MainLoop().run()
        """#
}

/// A failure to set up the session bus.
public struct SessionBusError: Error, CustomStringConvertible {
    /// What went wrong.
    public let message: String
    /// What went wrong.
    public var description: String { message }
}

/// An HTTP receiver on 127.0.0.1 (Python's `http.server`) that records each POST as a JSON line
/// (path, headers in lower case, body) and answers them in turn as `plan` says — a status such as
/// `500`, or `hang` for never answering — then 200. It stops with the test.
public final class HTTPReceiver {
    /// One request received.
    public struct Request: Decodable, Hashable, Sendable {
        /// The path asked for.
        public let path: String
        /// The headers, names in lower case.
        public let headers: [String: String]
        /// The body.
        public let body: String
        /// What the receiver answered (`200`, `500`, `hang`).
        public let answer: String
    }

    /// Its port.
    public let port: Int
    private let folder: URL
    private let process: ChildProcess

    /// Starts a receiver in `folder` answering `plan` in turn, then 200.
    public init(in folder: URL, plan: [String] = []) throws {
        self.folder = folder
        let script = folder.appendingPathComponent("receiver.py")
        try Self.script.write(to: script, atomically: true, encoding: .utf8)
        let portFile = folder.appendingPathComponent("receiver.port").path
        process = try ChildProcess(
            "/usr/bin/python3",
            [
                script.path, folder.appendingPathComponent("requests.jsonl").path, portFile,
                plan.joined(separator: ","),
            ], log: folder.appendingPathComponent("receiver.log").path)
        var port: Int?
        _ = ChildProcess.wait(upTo: 10) {
            port = (try? String(contentsOfFile: portFile, encoding: .utf8)).flatMap { Int($0) }
            return port != nil
        }
        guard let port else { throw SessionBusError(message: "the HTTP receiver did not start") }
        self.port = port
    }

    /// `http://127.0.0.1:PORT/path`.
    public func url(_ path: String = "/kado-topic") -> String { "http://127.0.0.1:\(port)\(path)" }

    /// The requests received so far.
    public func requests() -> [Request] {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("requests.jsonl"), encoding: .utf8)
        else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Request.self, from: Data($0.utf8)) }
    }

    deinit {
        process.stop()
    }

    private static let script = #"""
        import json, sys, threading, time
        from http.server import ThreadingHTTPServer, BaseHTTPRequestHandler

        RECORD, PORT_FILE, PLAN = sys.argv[1], sys.argv[2], [p for p in sys.argv[3].split(",") if p]
        lock = threading.Lock()

        class Receiver(BaseHTTPRequestHandler):
            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length).decode("utf-8", "replace")
                with lock:
                    answer = PLAN.pop(0) if PLAN else "200"
                    with open(RECORD, "a", encoding="utf-8") as record:
                        record.write(json.dumps({"path": self.path, "headers": {k.lower(): v for k, v in self.headers.items()},
                                                 "body": body, "answer": answer}, ensure_ascii=False) + "\n")
                if answer == "hang":
                    time.sleep(30)
                    return
                self.send_response(int(answer))
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *arguments):
                pass

        server = ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
        server.daemon_threads = True
        with open(PORT_FILE + ".tmp", "w") as port:
            port.write(str(server.server_address[1]))
        import os
        os.rename(PORT_FILE + ".tmp", PORT_FILE)
        server.serve_forever()
        """#
}
