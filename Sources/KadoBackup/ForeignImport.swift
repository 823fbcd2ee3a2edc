import Foundation
import KadoCore

/// What a reader of another app's file makes of it: the contents in the domain's types, and
/// every remark on what they do not hold as the file said it.
public struct ForeignImport: Hashable, Sendable {
    /// The habits (with ids derived from the file), their records and skips.
    public var contents: BackupContents
    /// What the summary tells, in the order of the file.
    public var remarks: [ImportRemark]

    /// An import result from its parts.
    public init(contents: BackupContents, remarks: [ImportRemark]) {
        self.contents = contents
        self.remarks = remarks
    }
}
