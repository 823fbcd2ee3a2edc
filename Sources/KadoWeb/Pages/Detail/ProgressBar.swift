import KadoApp
import KadoCore

/// A thin bar filled by a fraction of a day's target, drawn as SVG so that its width needs no
/// inline style.
enum ProgressBar {
    static func render(fraction: Double, isOver: Bool) -> HTML {
        let width = ChartPath.number(min(1, max(0, fraction.isFinite ? fraction : 0)) * 100)
        return """
            <svg class="progress-bar\(HTML(trusted: isOver ? " is-over" : ""))" viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true" focusable="false">\
            <rect class="track" width="100" height="6" rx="3"/><rect class="fill" width="\(width)" height="6" rx="3"/></svg>
            """
    }
}
