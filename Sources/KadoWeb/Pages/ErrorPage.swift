/// The page shown when a request fails: what happened, in words, the status code for whoever
/// reports it, and a way back.
enum ErrorPage {
    /// The page for `status`, saying `message`, under `title` (by default "Not found" for a 404,
    /// else "Something went wrong").
    static func render(status: Int, message: String, context: RequestContext, title: Phrase? = nil) -> HTML {
        let t = context.t
        let title = title.map { t($0) } ?? (status == 404 ? t(.notFoundTitle) : t(.errorTitle))
        return Layout.page(
            title, tab: .none, context: context,
            content: """
                \(Layout.header(title))
                <section class="card empty" role="alert">
                <p class="error-status">\(t(.errorStatusCode(status)))</p>
                <p>\(message)</p>
                <a class="button primary" href="/">\(t(.backToToday))</a>
                </section>
                """)
    }
}
