extension Stylesheet {
    static let settings = ""
}
