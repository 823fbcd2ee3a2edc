import Foundation

/// What became of one operation of an offline queue (``OperationUseCases/apply(_:wording:)``).
public enum OperationAnswer: Hashable, Sendable {
    /// Applied now.
    case applied
    /// Applied when it was first sent: nothing changed this time.
    case alreadyApplied
    /// Not applied, and why; the same refusal each time the same id is sent.
    case refused(OperationRefusal)

    /// The answer as it is kept with the operation's id (JSON): applied, or the refusal.
    func storedText() throws -> String {
        let stored: Stored =
            switch self {
            case .applied, .alreadyApplied: Stored(outcome: "applied", refusal: nil)
            case .refused(let refusal): Stored(outcome: "refused", refusal: refusal)
            }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(stored), as: UTF8.self)
    }

    /// The answer to an operation sent again, from what was kept when it was first sent: already
    /// applied, or the same refusal; `nil` when the text is not one this Kadō wrote.
    init?(repeating stored: String) {
        // A kept answer that does not decode (written by another version) is none: the id was
        // still seen, and its caller answers it as already applied, changing nothing twice.
        guard let decoded = try? JSONDecoder().decode(Stored.self, from: Data(stored.utf8)) else { return nil }
        switch (decoded.outcome, decoded.refusal) {
        case ("applied", _): self = .alreadyApplied
        case ("refused", let refusal?): self = .refused(refusal)
        default: return nil
        }
    }

    /// The kept form.
    private struct Stored: Codable {
        var outcome: String
        var refusal: OperationRefusal?
    }
}
