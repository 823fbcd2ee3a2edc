extension Stylesheet {
    static let forms = ""
}
