/// The fields every sync file begins with, read before anything else so that a file in a newer
/// format is recognised (and refused) whatever else it holds.
struct FormatHeader: Decodable {
    /// What the file is: `kado-sync-target`, `kado-sync-manifest` or `kado-sync-segment`.
    var format: String
    /// The format version it was written in.
    var version: Int
}
