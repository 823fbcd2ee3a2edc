extension Stylesheet {
    static let detail = ""
}
