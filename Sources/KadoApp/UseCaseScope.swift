import Foundation
import KadoBackup
import KadoCore
import KadoStore

/// What a use-case service (``HabitUseCases``, ``CheckInUseCases``, …) works with: the shared
/// ``UnitOfWork`` — its store, clock and settings, its one way to write — and the other services
/// over the same unit of work, which a use case calls when it needs another's work done.
protocol UseCaseScope {
    /// The unit of work the service is over.
    var work: UnitOfWork { get }
}

extension UseCaseScope {
    var store: HabitStore { work.store }
    var timeZone: TimeZone { work.timeZone }
    var now: @Sendable () -> Date { work.now }
    var defaults: Settings { work.defaults }
    var system: SystemPorts { work.system }
    var limits: BackupLimits { work.limits }
    var databasePath: String { work.databasePath }
    var isReadOnly: Bool { work.isReadOnly }
    var patience: Duration { work.patience }

    func settings() throws(AppError) -> Settings { try work.settings() }
    func context() throws(AppError) -> AppContext { try work.context() }
    func context(given context: AppContext?) throws(AppError) -> AppContext { try work.context(given: context) }
    func context(settings: Settings) throws(AppError) -> AppContext { try work.context(settings: settings) }
    func calendar() throws(AppError) -> HabitCalendar { try work.calendar() }
    func calendar(settings: Settings) throws(AppError) -> HabitCalendar { try work.calendar(settings: settings) }
    func today() throws(AppError) -> LogicalDay { try work.today() }
    func today(in calendar: HabitCalendar) throws(AppError) -> LogicalDay { try work.today(in: calendar) }
    func moment() -> Date { work.moment() }
    func logFailure(_ what: String, _ error: any Error) { work.logFailure(what, error) }
    func perform<Result>(_ body: () throws -> Result) throws(AppError) -> Result { try work.perform(body) }
    func resolve(_ reference: HabitReference, among habits: [Habit]) throws(AppError) -> (habit: Habit, position: Int) {
        try work.resolve(reference, among: habits)
    }

    @discardableResult
    func write<Result>(
        in context: AppContext? = nil, journaling describe: ((Result) -> UndoableChange?)? = nil,
        _ body: (StoreWriter) throws -> Result
    ) throws(AppError) -> Result {
        try work.write(in: context, journaling: describe, body)
    }

    @discardableResult
    func write<Result>(
        in context: AppContext? = nil, recording change: UndoableChange, _ body: (StoreWriter) throws -> Result
    ) throws(AppError) -> Result {
        try work.write(in: context, recording: change, body)
    }

    var habits: HabitUseCases { HabitUseCases(work: work) }
    var checkIns: CheckInUseCases { CheckInUseCases(work: work) }
    var views: ViewUseCases { ViewUseCases(work: work) }
    var backups: BackupUseCases { BackupUseCases(work: work) }
    var sync: SyncUseCases { SyncUseCases(work: work) }
    var reminders: ReminderUseCases { ReminderUseCases(work: work) }
    var devices: DeviceUseCases { DeviceUseCases(work: work) }
    var preferences: PreferenceUseCases { PreferenceUseCases(work: work) }
    var widget: WidgetUseCases { WidgetUseCases(work: work) }
    var history: HistoryUseCases { HistoryUseCases(work: work) }
}

extension UnitOfWork: UseCaseScope {
    var work: UnitOfWork { self }
}
