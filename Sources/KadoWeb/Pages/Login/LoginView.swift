import KadoApp

/// The sign-in screen: the app's name, one field for a pairing code, and where to find one.
enum LoginView {
    static func render(next: String, error: String? = nil, notice: String? = nil, context: RequestContext) -> HTML {
        let t = context.t
        let errorLine: HTML =
            error.map { "<p class=\"field-error\" id=\"code-error\" role=\"alert\">\($0)</p>" } ?? .empty
        let describedBy = error == nil ? "code-hint" : "code-error code-hint"
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
                <label for="code">\(t(.pairingCode))</label>
                <input id="code" name="code" type="text" required autocomplete="off" autocapitalize="characters" spellcheck="false" inputmode="text" maxlength="20" autofocus aria-describedby="\(describedBy)"\(attribute: "aria-invalid=\"true\"", when: error != nil)>
                \(errorLine)
                <p class="field-hint" id="code-hint">\(t(.codeHint))</p>
                <button class="button primary wide" type="submit">\(t(.signIn))</button>
                </form>
                </section>
                """)
    }
}
