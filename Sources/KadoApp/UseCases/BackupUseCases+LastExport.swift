import Foundation

extension BackupUseCases {
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
