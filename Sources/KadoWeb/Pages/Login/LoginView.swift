import KadoApp

/// The sign-in screen: the app's name, one field for the token, and where to find it.
enum LoginView {
    static func render(next: String, error: String? = nil, notice: String? = nil, context: RequestContext) -> HTML {
        let t = context.t
        let errorLine: HTML =
            error.map { "<p class=\"field-error\" id=\"token-error\" role=\"alert\">\($0)</p>" } ?? .empty
        let describedBy = error == nil ? "token-hint" : "token-error token-hint"
        return Layout.page(
            t(.signIn), tab: .none, context: context,
            content: """
                <section class="login-card card" aria-labelledby="login-title">
                <div class="login-mark" aria-hidden="true">\(SettingsIcon.key.svg)</div>
                <h1 id="login-title">\(t(.signInTitle))</h1>
                <p class="login-intro">\(t(.signInIntro))</p>
                \(Layout.notice(notice))
                <form method="post" action="/login" class="login-form">
                \(context.csrfField)<input type="hidden" name="next" value="\(next)">
                <label for="token">\(t(.accessToken))</label>
                <input id="token" name="token" type="password" required autocomplete="current-password" autocapitalize="off" spellcheck="false" autofocus aria-describedby="\(describedBy)"\(attribute: "aria-invalid=\"true\"", when: error != nil)>
                \(errorLine)
                <p class="field-hint" id="token-hint">\(t(.tokenHint))</p>
                <button class="button primary wide" type="submit">\(t(.signIn))</button>
                </form>
                </section>
                """)
    }
}
