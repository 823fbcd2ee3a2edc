/// Kadō's app icon — a ring closing on a check mark, cream on green — drawn by code as SVG and
/// rasterised to PNG for home screens, which do not all take SVG.
enum AppIcon {
    private static let background = (r: 0x2d, g: 0x5a, b: 0x43)
    private static let foreground = (r: 0xf7, g: 0xf3, b: 0xea)
    /// The shapes, in a unit square: the ring's centre radius and half width, the check's points
    /// and half width.
    private static let ringRadius = 0.30
    private static let ringHalfWidth = 0.045
    private static let check: [(Double, Double)] = [(0.375, 0.515), (0.465, 0.605), (0.635, 0.425)]
    private static let checkHalfWidth = 0.045

    static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">\
        <rect width="100" height="100" rx="22" fill="#2d5a43"/>\
        <circle cx="50" cy="50" r="30" fill="none" stroke="#f7f3ea" stroke-width="9"/>\
        <path d="M37.5 51.5l9 9 17-18" fill="none" stroke="#f7f3ea" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>\
        </svg>
        """

    /// The icon as a PNG of `size`×`size` pixels. A maskable icon fills the square (the platform
    /// rounds it) and keeps its drawing inside the safe zone.
    static func png(size: Int, maskable: Bool = false) -> [UInt8] {
        let samples = size >= 256 ? 2 : 4  // large icons need less supersampling to look smooth
        var pixels = [UInt8]()
        pixels.reserveCapacity(size * (size * 4 + 1))
        let scale = maskable ? 0.8 : 1.0
        for row in 0..<size {
            pixels.append(0)  // filter: none
            for column in 0..<size {
                var cover = 0.0
                var ink = 0.0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let x = (Double(column) + (Double(sx) + 0.5) / Double(samples)) / Double(size)
                        let y = (Double(row) + (Double(sy) + 0.5) / Double(samples)) / Double(size)
                        guard maskable || insideRoundedSquare(x, y) else { continue }
                        cover += 1
                        let (u, v) = (0.5 + (x - 0.5) / scale, 0.5 + (y - 0.5) / scale)
                        if isInk(u, v) { ink += 1 }
                    }
                }
                let total = Double(samples * samples)
                let inkShare = cover > 0 ? ink / cover : 0
                func mix(_ back: Int, _ front: Int) -> UInt8 {
                    UInt8((Double(back) * (1 - inkShare) + Double(front) * inkShare).rounded())
                }
                pixels += [
                    mix(background.r, foreground.r), mix(background.g, foreground.g), mix(background.b, foreground.b),
                    UInt8((cover / total * 255).rounded()),
                ]
            }
        }
        return PNGEncoder.encode(width: size, height: size, rgbaRows: pixels)
    }

    private static func insideRoundedSquare(_ x: Double, _ y: Double) -> Bool {
        let radius = 0.22
        let dx = max(radius - x, x - (1 - radius), 0)
        let dy = max(radius - y, y - (1 - radius), 0)
        return dx * dx + dy * dy <= radius * radius
    }

    private static func isInk(_ x: Double, _ y: Double) -> Bool {
        let distance = ((x - 0.5) * (x - 0.5) + (y - 0.5) * (y - 0.5)).squareRoot()
        if abs(distance - ringRadius) <= ringHalfWidth { return true }
        for index in 0..<(check.count - 1)
        where distanceToSegment(x, y, check[index], check[index + 1]) <= checkHalfWidth {
            return true
        }
        return false
    }

    private static func distanceToSegment(_ x: Double, _ y: Double, _ a: (Double, Double), _ b: (Double, Double))
        -> Double
    {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1)
        let t = max(0, min(1, ((x - a.0) * dx + (y - a.1) * dy) / (dx * dx + dy * dy)))
        let (px, py) = (a.0 + t * dx - x, a.1 + t * dy - y)
        return (px * px + py * py).squareRoot()
    }
}
