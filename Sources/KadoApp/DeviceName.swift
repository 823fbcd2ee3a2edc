/// A name for a device that signed in, made from what its browser calls itself: its browser
/// and its system ("Safari · iPhone", "Chrome · Android", "Firefox · Linux"), so that the device
/// list tells them apart before anyone renames them. Product names only, joined by a sign: the
/// name is kept, and reads the same in every language.
enum DeviceName {
    /// The name for `userAgent`; empty when it names nothing known (each front end then says
    /// "browser" in its language).
    static func from(userAgent agent: String) -> String {
        [Self.browser(in: agent), Self.system(in: agent)].compactMap { $0 }.joined(separator: " · ")
    }

    /// The browser, checked in an order where the more specific comes first (Edge and Opera say
    /// Chrome too; Chrome says Safari).
    private static func browser(in agent: String) -> String? {
        let known: [(mark: String, name: String)] = [
            ("EdgiOS/", "Edge"), ("Edg/", "Edge"), ("OPR/", "Opera"), ("SamsungBrowser/", "Samsung Internet"),
            ("FxiOS/", "Firefox"), ("Firefox/", "Firefox"), ("CriOS/", "Chrome"), ("Chromium/", "Chromium"),
            ("Chrome/", "Chrome"), ("Safari/", "Safari"), ("curl/", "curl"), ("Wget/", "Wget"),
            ("python-requests/", "Python"), ("Shortcuts", "Shortcuts"),
        ]
        return known.first { agent.contains($0.mark) }?.name
    }

    /// The system, the phones first (an iPad's or an Android's agent also names a desktop system).
    private static func system(in agent: String) -> String? {
        let known: [(mark: String, name: String)] = [
            ("iPhone", "iPhone"), ("iPad", "iPad"), ("Android", "Android"), ("CrOS", "ChromeOS"),
            ("Windows", "Windows"), ("Macintosh", "Mac"), ("Mac OS X", "Mac"), ("Linux", "Linux"),
        ]
        return known.first { agent.contains($0.mark) }?.name
    }
}
