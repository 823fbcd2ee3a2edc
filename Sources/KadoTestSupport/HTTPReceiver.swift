import Foundation

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
            // Read until the receiver has written its port; a file not written yet is asked again.
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
        // No record yet means no request; a line not whole yet (being written) is left out.
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
