/// What an import did, or would do in a dry run: Kadō's summary (total, new and updated habits
/// and completions) plus skips, settings, and what was left out with its reason.
public struct ImportSummary: Hashable, Sendable, Codable {
    /// Counts for one kind of row.
    public struct Counts: Hashable, Sendable, Codable {
        /// How many the file holds.
        public var total = 0
        /// How many were not in the database (or had been deleted there).
        public var new = 0
        /// How many were in the database with different values.
        public var updated = 0
        /// How many were already in the database exactly so.
        public var unchanged = 0

        /// Empty counts.
        public init() {}
    }

    /// Something in the file that was not imported, and why.
    public struct LeftOut: Hashable, Sendable, Codable {
        /// What it is (`completion 7D0A…`, `habit "Read"`).
        public let item: String
        /// Why it was not imported.
        public let reason: String

        /// An item left out for `reason`.
        public init(item: String, reason: String) {
            self.item = item
            self.reason = reason
        }
    }

    /// The format the file was read as.
    public var format: String
    /// Habits.
    public var habits = Counts()
    /// Completions.
    public var completions = Counts()
    /// Skips and pauses.
    public var skips = Counts()
    /// Whether the file's settings differ from the current ones (and were, or would be, applied).
    public var settingsChanged = false
    /// What was not imported.
    public var leftOut: [LeftOut] = []
    /// Names, units and notes imported with characters replaced (line breaks and tabs in a
    /// name, control characters, direction overrides), each with what was done.
    public var replacedText: [LeftOut] = []
    /// Whether this was a dry run (nothing written).
    public var isDryRun = false

    /// An empty summary for `format`.
    public init(format: String) {
        self.format = format
    }

    /// Whether applying the file changes anything.
    public var changesAnything: Bool {
        habits.new + habits.updated + completions.new + completions.updated + skips.new + skips.updated > 0
            || settingsChanged
    }
}
