import KadoApp
import KadoCore

extension Stylesheet {
    /// The Year page: the year's card, the legend, a card a habit with its heatmap (which scales
    /// to the card's width, so the page never scrolls sideways) and its month table folded away.
    static let review = """
        .review-link { margin: 12px 0 0; }
        .review-years { display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 12px; }
        .review-years a { min-height: 44px; display: inline-flex; align-items: center; }
        .review-section { padding: 16px; margin: 0 0 12px; min-width: 0; }
        .review-section h2 { margin: 0 0 8px; font-size: 1.1rem; overflow-wrap: anywhere; }
        .review-section p { margin: 6px 0; overflow-wrap: anywhere; }
        .review-section .muted, .review-archived { color: var(--muted); font-size: 0.9rem; }
        .review-legend ul { display: flex; flex-wrap: wrap; gap: 4px 14px; list-style: none; margin: 0 0 12px;
          padding: 0; font-size: 0.9rem; }
        .review-legend li { display: flex; align-items: center; gap: 6px; }
        .review-swatch { display: inline-block; width: 12px; height: 12px; border-radius: 2px; }
        .review-heatmap { display: block; max-width: 100%; height: auto; margin: 8px 0; }
        .review-section .review-heatmap text { font-size: 9px; fill: var(--muted); }
        .review-heatmap .end { text-anchor: end; }
        .review-months summary { min-height: 44px; box-sizing: border-box; padding: 12px 0; line-height: 20px;
          cursor: pointer; }
        .review-table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
        .review-table caption { text-align: left; color: var(--muted); padding: 0 0 4px; }
        .review-table th, .review-table td { padding: 4px 6px; border-bottom: 1px solid var(--line); text-align: right; }
        .review-table th[scope="row"], .review-table thead th:first-child { text-align: left; }
        \(reviewColours)
        """

    /// Each day state's colour in both themes (``YearReviewPicture/colour(of:dark:)``): a square of
    /// the heatmap and of the legend.
    private static var reviewColours: String {
        Palette.themed { theme in
            YearDayState.allCases.map { state in
                let selector = ".rv-\(state.rawValue)"
                guard let colour = YearReviewPicture.colour(of: state, dark: theme == .dark) else {
                    return (
                        selector,
                        "fill: none; stroke: var(--edge); stroke-width: 1; background: transparent; "
                            + "box-shadow: inset 0 0 0 1px var(--edge);"
                    )
                }
                return (selector, "fill: \(colour); background: \(colour);")
            }
        }
    }
}
