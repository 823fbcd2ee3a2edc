/// The catalogs built into the binary, each the text of its file in Catalogs/ as a Swift raw
/// string (`make catalogs` writes the `EmbeddedCatalog+<name>.swift` files; a test fails while one
/// differs from its file). SwiftPM's `embedInCode` resources compile a byte array literal, which
/// took over ten minutes for a 400 KB catalog here; a raw string literal compiles in seconds.
enum EmbeddedCatalog {}
