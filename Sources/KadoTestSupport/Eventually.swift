import Foundation

/// Whether `condition` holds within `seconds`, asked every `interval` seconds: the bounded wait of
/// a test for what another thread or process does in its own time.
public func eventually(
    within seconds: Double = 10, every interval: Double = 0.01, _ condition: () throws -> Bool
) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if try condition() { return true }
        Thread.sleep(forTimeInterval: interval)
    }
    return try condition()
}
