import KadoApp

/// The strip above every page that tells what the offline queue holds: since when a page opened
/// without the server is out of date, how many changes wait to be sent, and which ones the
/// server refused (until dismissed). It is empty and hidden when there is nothing to say; the
/// script fills it (``Script/app``) from the phrases it carries, in the page's language, with
/// `{time}`, `{count}`, `{name}`, `{value}` and `{day}` where the values go.
enum OfflineStrip {
    static func render(t: Localizer) -> HTML {
        let phrases: [(String, Phrase)] = [
            ("since", .offlineSince), ("pending", .offlinePending), ("queued", .offlineQueued), ("kept", .offlineKept),
            ("refused", .offlineRefused), ("dismiss", .offlineDismiss), ("kind-done", .offlineKindDone),
            ("kind-undo", .offlineKindUndo), ("kind-increase", .offlineKindIncrease),
            ("kind-decrease", .offlineKindDecrease), ("kind-set", .offlineKindSet), ("kind-note", .offlineKindNote),
            ("kind-skip", .offlineKindSkip),
        ]
        let data = HTML.join(phrases.map { key, phrase in " data-\(HTML(trusted: key))=\"\(t(phrase))\"" })
        return "<div id=\"offline\" class=\"offline-strip\" role=\"status\" hidden\(data)></div>"
    }
}

extension Phrase {
    static let offlineSince = Phrase("web.offlineStrip.offlineSince")
    static let offlinePending = Phrase("web.offlineStrip.offlinePending")
    static let offlineQueued = Phrase("web.offlineStrip.offlineQueued")
    static let offlineKept = Phrase("web.offlineStrip.offlineKept")
    static let offlineRefused = Phrase("web.offlineStrip.offlineRefused")
    static let offlineDismiss = Phrase("web.offlineStrip.offlineDismiss")
    static let offlineKindDone = Phrase("web.offlineStrip.offlineKindDone")
    static let offlineKindUndo = Phrase("web.offlineStrip.offlineKindUndo")
    static let offlineKindIncrease = Phrase("web.offlineStrip.offlineKindIncrease")
    static let offlineKindDecrease = Phrase("web.offlineStrip.offlineKindDecrease")
    static let offlineKindSet = Phrase("web.offlineStrip.offlineKindSet")
    static let offlineKindNote = Phrase("web.offlineStrip.offlineKindNote")
    static let offlineKindSkip = Phrase("web.offlineStrip.offlineKindSkip")
}
