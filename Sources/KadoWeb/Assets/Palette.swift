import Foundation
import KadoCore

/// The colours of the two themes, as data. The stylesheet writes them as custom properties, and
/// the colours a habit's hue is mixed into are worked out here, once, as plain hex values rather
/// than CSS `color-mix()`: so that every pair of text and background is known in advance, and the
/// tests check each against WCAG's contrast (4.5:1 for text, 3:1 for the edges of controls).
///
/// Dark colours apply when the system asks for them (`prefers-color-scheme`) unless the person
/// chose Light, and always when they chose Dark: `<html class="light">` or `class="dark"`
/// (``Appearance``), written by the server, so it works without the script.
enum Palette {
    /// One of the two sets of colours.
    enum Theme: CaseIterable {
        case light, dark
    }

    /// The page's own colours, by custom property.
    static func base(_ theme: Theme) -> [(name: String, colour: Colour)] {
        switch theme {
        case .light:
            [
                ("bg", "#f7f3ea"), ("surface", "#eee8db"), ("surface-2", "#e4ddcd"), ("raised", "#fffdf8"),
                ("text", "#1f1d19"), ("muted", "#5c574d"), ("line", "#d9d1c0"), ("edge", "#7a7365"),
                ("accent", "#2d5a43"), ("accent-text", "#ffffff"), ("accent-soft", "#dbe7dc"),
                ("danger", "#b02a21"), ("on-danger", "#ffffff"), ("danger-soft", "#f8dcd6"), ("focus", "#2563eb"),
                ("flame", "#9a3f0c"),
            ].map { ($0.0, Colour(hex: $0.1)) }
        case .dark:
            [
                ("bg", "#141311"), ("surface", "#22201c"), ("surface-2", "#2e2b26"), ("raised", "#2a2722"),
                ("text", "#f2eee6"), ("muted", "#aba497"), ("line", "#3a362f"), ("edge", "#847d70"),
                ("accent", "#8fcfa6"), ("accent-text", "#10251a"), ("accent-soft", "#24392d"),
                ("danger", "#ff8a7e"), ("on-danger", "#1f0b08"), ("danger-soft", "#4a2521"), ("focus", "#7aa7ff"),
                ("flame", "#f08a45"),
            ].map { ($0.0, Colour(hex: $0.1)) }
        }
    }

    /// The base colour called `name` in `theme`.
    static func base(_ name: String, _ theme: Theme) -> Colour {
        base(theme).first { $0.name == name }?.colour ?? Colour(hex: "#000000")
    }

    /// A habit's hue in each theme, as the person picked it.
    static func hue(_ colour: HabitColor, _ theme: Theme) -> Colour {
        let hex: (String, String) =
            switch colour {
            case .red: ("#f0443a", "#ff6259")
            case .orange: ("#f5922a", "#ffa445")
            case .yellow: ("#e9b800", "#ffd426")
            case .green: ("#34b556", "#4fd46f")
            case .mint: ("#1fbfa8", "#46dcc6")
            case .teal: ("#22a7c4", "#4cc3de")
            case .blue: ("#2f86f0", "#5aa2ff")
            case .purple: ("#c03be0", "#d66cf2")
            }
        return Colour(hex: theme == .light ? hex.0 : hex.1)
    }

    /// The hue of a slip (habits to avoid), whatever the habit's colour.
    static func slipHue(_ theme: Theme) -> Colour {
        Colour(hex: theme == .light ? "#e2483d" : "#ff6b61")
    }

    /// How much of the hue each tint of the calendar's days holds (the levels 1 to 3 of a day's value).
    static let dayTints = [0.22, 0.42, 0.66]

    /// The colours made from a habit's hue in `theme`, by custom property:
    /// - `hc`: the hue itself (rings, charts, the Overview's cells);
    /// - `hc-text`: text in the hue, readable on every surface and on `hc-soft`;
    /// - `hc-soft`: a pale tint behind `hc-text` (Today's pills and + buttons);
    /// - `hc-edge`: the edge of a control in the hue (3:1 against the surfaces);
    /// - `hc-ink` and `on-hc`: a strong fill and the text on it (buttons, chosen chips, full days);
    /// - `hc-day1`…`hc-day3` and `hc-day1-text`…: the calendar's tints and the day number on each.
    static func habit(_ hue: Colour, _ theme: Theme) -> [(name: String, colour: Colour)] {
        let text = base("text", theme)
        let surfaces = ["bg", "surface", "surface-2", "raised"].map { base($0, theme) }
        let soft = hue.mixed(with: base("surface", theme), amount: theme == .light ? 0.16 : 0.2)
        let onHue = theme == .light ? Colour(hex: "#ffffff") : Colour(hex: "#12110f")
        var tokens: [(String, Colour)] = [
            ("hc", hue),
            ("hc-text", hue.movedToward(text, until: { $0.contrast(with: surfaces + [soft]) >= 4.6 })),
            ("hc-soft", soft),
            ("hc-edge", hue.movedToward(text, until: { $0.contrast(with: surfaces) >= 3.1 })),
            (
                "hc-ink",
                hue.movedToward(
                    theme == .light ? Colour(hex: "#000000") : Colour(hex: "#ffffff"),
                    until: { $0.contrast(with: [onHue]) >= 4.6 })
            ),
            ("on-hc", onHue),
        ]
        // Each tint takes the more readable of the page's text and its background for its number;
        // where neither reads well enough (mid tints of bright hues on the dark theme), the tint
        // holds a little less of the hue until one does.
        for (index, wanted) in dayTints.enumerated() {
            let candidates = [text, onHue, base("bg", theme)]
            var amount = wanted
            var tint = hue.mixed(with: base("surface-2", theme), amount: amount)
            var best = text
            while true {
                best = candidates.max { tint.contrast(with: [$0]) < tint.contrast(with: [$1]) } ?? text
                if tint.contrast(with: [best]) >= 4.6 || amount <= 0 { break }
                amount -= 0.02
                tint = hue.mixed(with: base("surface-2", theme), amount: amount)
            }
            tokens.append(("hc-day\(index + 1)", tint))
            tokens.append(("hc-day\(index + 1)-text", best))
        }
        return tokens
    }

    /// CSS rules made for each theme by `make` (selector, declarations): the light ones as they
    /// are; the dark ones under `prefers-color-scheme: dark` unless the page is `.light`, and
    /// again for a page that is `.dark` whatever the system says.
    static func themed(_ make: (Theme) -> [(selector: String, declarations: String)]) -> String {
        func write(_ rules: [(selector: String, declarations: String)], scope: String?) -> String {
            rules.map { rule in
                let selector = scope.map { scoped(rule.selector, in: $0) } ?? rule.selector
                return "\(selector) { \(rule.declarations) }"
            }.joined(separator: "\n")
        }
        let dark = make(.dark)
        return """
            \(write(make(.light), scope: nil))
            @media (prefers-color-scheme: dark) {
            \(write(dark, scope: ":root:not(.light)"))
            }
            \(write(dark, scope: ":root.dark"))
            """
    }

    /// `selectors` (a comma-separated list) inside `scope`: `:root` itself becomes the scope.
    static func scoped(_ selectors: String, in scope: String) -> String {
        selectors.split(separator: ",").map { part -> String in
            let selector = part.trimmingCharacters(in: .whitespaces)
            if selector.hasPrefix(":root") { return scope + selector.dropFirst(":root".count) }
            return scope + " " + selector
        }.joined(separator: ", ")
    }

    /// Custom property declarations of `tokens`.
    static func declarations(_ tokens: [(name: String, colour: Colour)]) -> String {
        tokens.map { "--\($0.name): \($0.colour.hex);" }.joined(separator: " ")
    }

    /// The custom properties of every theme and habit colour: the page's on `:root`, a hue's on
    /// its class (`hc-red`) and on a habit form whose swatch of that colour is chosen.
    static var stylesheet: String {
        themed { theme in
            var rules = [(selector: ":root", declarations: declarations(base(theme)))]
            for colour in HabitColor.allCases {
                let tokens = declarations(habit(hue(colour, theme), theme))
                rules.append((".\(colour.cssClass)", tokens))
                rules.append((".habit-form:has(input[name=\"color\"][value=\"\(colour.rawValue)\"]:checked)", tokens))
            }
            rules.append((".pill.slip, .habit-row.is-slipped", declarations(habit(slipHue(theme), theme))))
            return rules
        }
    }
}

extension Palette {
    /// An opaque sRGB colour.
    struct Colour: Hashable {
        let red: Double
        let green: Double
        let blue: Double

        init(red: Double, green: Double, blue: Double) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// `#rrggbb`.
        init(hex: String) {
            let digits = Array(hex.utf8.dropFirst())
            func channel(_ index: Int) -> Double {
                guard digits.count == 6,
                    let value = UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16)
                else { return 0 }
                return Double(value) / 255
            }
            self.init(red: channel(0), green: channel(2), blue: channel(4))
        }

        var hex: String {
            "#"
                + [red, green, blue].map { value -> String in
                    let byte = String(Int((max(0, min(1, value)) * 255).rounded()), radix: 16)
                    return byte.count == 1 ? "0" + byte : byte
                }.joined()
        }

        /// `amount` of this colour and the rest of `other`, as CSS `color-mix(in srgb, …)` mixes.
        func mixed(with other: Colour, amount: Double) -> Colour {
            Colour(
                red: red * amount + other.red * (1 - amount), green: green * amount + other.green * (1 - amount),
                blue: blue * amount + other.blue * (1 - amount))
        }

        /// This colour moved toward `other` in small steps until `isEnough` holds (or all the way).
        func movedToward(_ other: Colour, until isEnough: (Colour) -> Bool) -> Colour {
            var step = 0.0
            while step < 1 {
                let candidate = mixed(with: other, amount: 1 - step)
                if isEnough(candidate) { return candidate }
                step += 0.02
            }
            return other
        }

        /// The relative luminance (WCAG 2).
        var luminance: Double {
            func linear(_ value: Double) -> Double {
                value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }

        /// The lowest contrast ratio (WCAG 2) of this colour against each of `others`.
        func contrast(with others: [Colour]) -> Double {
            others.map { other in
                let (lighter, darker) = (max(luminance, other.luminance), min(luminance, other.luminance))
                return (lighter + 0.05) / (darker + 0.05)
            }.min() ?? .infinity
        }
    }
}
