import KadoApp

extension WebSession {
    /// The application context of `context`'s request, from the settings the request already read
    /// (once, for its language): a page or a form hands it to every use case it calls, so that
    /// none of them reads the settings again.
    /// - Throws: ``AppError/invalid(_:)`` when the clock is outside the days Kadō supports.
    func appContext(_ context: RequestContext) throws -> AppContext {
        try tracker.context(settings: context.settings)
    }

    /// ``appContext(_:)`` for a page that shows a day (Today, Overview, a habit's detail): the
    /// page says which, and when it ends, so that its script draws it again once the day is over.
    func dayPageContext(_ context: RequestContext) throws -> AppContext {
        let app = try appContext(context)
        context.pageDay = (app.today, app.calendar.boundary.start(of: app.today.adding(days: 1)))
        return app
    }
}
