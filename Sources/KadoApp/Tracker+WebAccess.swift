import Foundation
import KadoCore

extension Tracker {
    /// The SHA-256 digest (hex) of the web app's access token, once one was generated.
    ///
    /// Only the digest is kept, so the token itself is shown once, when it is made.
    public func webTokenDigest() throws(AppError) -> String? {
        try perform { try store.setting(Settings.Key.webTokenDigest) }
    }

    /// Stores the digest of a new web access token (replacing any previous one). A setting of
    /// this device that sync never sends: it does not move the change clock.
    public func setWebTokenDigest(_ digest: String) throws(AppError) {
        try perform { try store.writeCache { try $0.setSetting(Settings.Key.webTokenDigest, to: digest) } }
    }

    /// When the data was last exported (shown beside the Export button), if ever.
    public func lastExport() throws(AppError) -> Date? {
        try perform {
            try store.setting(Settings.Key.lastExport).flatMap(Double.init).map(Date.init(timeIntervalSince1970:))
        }
    }

    /// Remembers that the data was exported now (a setting of this device that sync never
    /// sends: it does not move the change clock).
    public func recordExport() throws(AppError) {
        let now = moment().timeIntervalSince1970
        try perform { try store.writeCache { try $0.setSetting(Settings.Key.lastExport, to: String(Int(now))) } }
    }
}
