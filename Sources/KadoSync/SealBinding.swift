import CSodium
import Foundation

/// The associated data a sealed file is bound to: its clear header's fields (format, version,
/// sync group, device, sequence or name, envelope, generation), each preceded by its length, so
/// that no two lists of fields give the same bytes.
struct SealBinding: Hashable {
    /// The fields, in order.
    var fields: [String]

    /// The bytes authenticated with the file.
    var bytes: Data {
        var data = Data()
        for field in fields {
            let utf8 = Data(field.utf8)
            data.append(contentsOf: "\(utf8.count):".utf8)
            data.append(utf8)
        }
        return data
    }
}
