import KadoApp

extension WebSession {
    /// The application context of `context`'s request, from the settings the request already read
    /// (once, for its language): a page or a form hands it to every use case it calls, so that
    /// none of them reads the settings again.
    /// - Throws: ``AppError/invalid(_:)`` when the clock is outside the days Kadō supports.
    func appContext(_ context: RequestContext) throws -> AppContext {
        try tracker.context(settings: context.settings)
    }
}
