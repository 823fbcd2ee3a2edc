/// A name for a device that signed in, made from what its browser calls itself: its browser
/// and its system ("Safari on iPhone", "Chrome on Android", "Firefox on Linux"), so that the
/// device list tells them apart before anyone renames them.
enum DeviceName {
    /// The name for `userAgent`; "Browser" when it names nothing known.
    static func from(userAgent agent: String) -> String {
        let browser = Self.browser(in: agent)
        guard let system = Self.system(in: agent) else { return browser ?? "Browser" }
        return "\(browser ?? "Browser") on \(system)"
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
