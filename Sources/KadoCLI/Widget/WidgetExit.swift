import Foundation
import KadoApp
import KadoCore

/// A status already printed that must also end with a code (an urgent i3blocks block) and a
/// message on standard error.
struct WidgetExit: ReportableError {
    let reportMessage: String
    let exitCode: ExitCode
}
