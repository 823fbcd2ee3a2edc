import KadoApp

/// The words of `kado calendar` and of the calendar feed's token (`kado serve feed-token`).
extension Phrase {
    /// The agenda's heading of today: `Today, Sunday 6 December 2026`.
    static func todayHeading(_ date: String) -> Phrase {
        Phrase("cli.calendar.todayHeading", ["date": date])
    }

    /// The agenda when nothing is due: `Nothing is due in the next 30 days.`
    static func nothingDueInCalendar(_ days: String) -> Phrase {
        Phrase("cli.calendar.nothingDueInCalendar", ["days": days])
    }

    /// A feed token just made, shown once with the address to subscribe to.
    static func feedTokenShownOnce(url: String) -> Phrase {
        Phrase("cli.calendar.feedTokenShownOnce", ["url": url])
    }

    /// The feed's token revoked.
    static let feedTokenRevoked = Phrase("cli.calendar.feedTokenRevoked")

    /// Nothing to revoke.
    static let noFeedToken = Phrase("cli.calendar.noFeedToken")
}
