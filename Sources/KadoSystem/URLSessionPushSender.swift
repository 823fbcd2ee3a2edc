import Foundation
import KadoApp
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The push channel's HTTP client (``SystemPorts/push``): an ephemeral `URLSession`, waiting a
/// bounded time for each answer.
public enum URLSessionPushSender {
    /// Sends through an ephemeral `URLSession`, waiting at most `timeout` seconds for an answer.
    /// The session is made at the first push, not before: making one has Foundation create its
    /// cache folders in the home folder, which a command that pushes nothing must not leave.
    public static func sender(timeout: TimeInterval) -> PushChannel.Sender {
        let made = Mutex<URLSession?>(nil)
        return { push in
            let session = made.withLock { session in
                if let session { return session }
                let configuration = URLSessionConfiguration.ephemeral
                configuration.timeoutIntervalForRequest = timeout
                configuration.timeoutIntervalForResource = timeout * 2
                configuration.urlCache = nil
                let made = URLSession(configuration: configuration)
                session = made
                return made
            }
            var request = URLRequest(url: push.url)
            request.httpMethod = push.method
            for field in push.headers { request.setValue(field.value, forHTTPHeaderField: field.name) }
            request.httpBody = push.body
            request.timeoutInterval = timeout
            let answer = Mutex<PushChannel.Answer?>(nil)
            let done = DispatchSemaphore(value: 0)
            let task = session.dataTask(with: request) { _, response, error in
                let result: PushChannel.Answer
                if let error {
                    let code = (error as? URLError)?.code ?? URLError.Code(rawValue: (error as NSError).code)
                    result = .noAnswer(code == .timedOut ? "timed out" : error.localizedDescription)
                } else if let http = response as? HTTPURLResponse {
                    result = .status(http.statusCode)
                } else {
                    result = .noAnswer("not an HTTP answer")
                }
                answer.withLock { $0 = result }
                done.signal()
            }
            task.resume()
            guard done.wait(timeout: .now() + timeout * 2 + 1) == .success else {
                task.cancel()
                return .noAnswer("timed out")
            }
            return answer.withLock { $0 } ?? .noAnswer("timed out")
        }
    }
}
