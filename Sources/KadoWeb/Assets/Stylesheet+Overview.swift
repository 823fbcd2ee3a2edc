extension Stylesheet {
    static let overview = ""
}
