import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
            // Asked again until the bus answers, or the wait ends and says so below.
            (try? send(
                ["org.freedesktop.DBus.NameHasOwner", "string:org.freedesktop.Notifications"],
                destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus"))?.contains("boolean true") == true
        }
        guard owned else {
            let log =
                // Only the log shown in the failure: one that cannot be read shows empty.
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
        // No record yet means no notification; a line not whole yet (being written) is left out.
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
        // No record yet means no notification closed.
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
