import KadoCore

extension YearDayState {
    /// The catalogs' key of the state's name, the same on the command line and the web
    /// (`common.yearDayState.*`): a cell's name and the legend of the year in review.
    public var wordingKey: String {
        switch self {
        case .done: "common.yearDayState.done"
        case .partly: "common.yearDayState.partly"
        case .missed: "common.yearDayState.missed"
        case .extra: "common.yearDayState.extra"
        case .notDue: "common.yearDayState.notDue"
        case .skipped: "common.yearDayState.skipped"
        case .paused: "common.yearDayState.paused"
        case .beforeStart: "common.yearDayState.beforeStart"
        case .notOver: "common.yearDayState.notOver"
        }
    }
}
