/// The answer of `GET /api/day`.
struct APIDay: Encodable {
    /// The day it is, `YYYY-MM-DD`.
    var day: String
    /// Milliseconds until it ends.
    var endsIn: Int64
}
