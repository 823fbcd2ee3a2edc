/// Which modules the front ends may not reach (ARCHITECTURE.md: KadoCore ← KadoStore/KadoBackup
/// ← KadoApp ← KadoWeb/KadoCLI ← kado). Front ends go through KadoApp for everything the store,
/// SQLite and the backup codecs do; only the composition root may put KadoCLI and KadoWeb together.
struct BoundaryRules {
    /// A front-end target: its name (in Package.swift and as `Sources/<name>`) and what it may
    /// not import or depend on.
    struct FrontEnd: Hashable {
        let target: String
        let forbidden: Set<String>
    }

    /// The targets checked.
    let frontEnds: [FrontEnd]
    /// Crossings allowed for now, imports and Package.swift dependencies alike, as
    /// `<target>: <module>`, each with the reason it is still there and what removes it.
    let temporary: [String: String]

    /// What no front end may use below the application layer.
    static let belowTheApplicationLayer: Set<String> = [
        "KadoStore", "KadoSQLite", "CSQLite", "KadoBackup", "KadoSync", "CSodium",
    ]

    /// Kadō's rules: KadoCLI and KadoWeb reach neither the layers below KadoApp nor each other
    /// nor the desktop's notification adapter (KadoDesktop, which reaches only KadoApp and libdbus);
    /// `kado` (the composition root) may join KadoCLI with KadoWeb, and nothing below KadoApp.
    static let kado = BoundaryRules(
        frontEnds: [
            FrontEnd(
                target: "KadoCLI",
                forbidden: belowTheApplicationLayer.union(["KadoWeb", "KadoDesktop", "CDBus", "KadoSystem"])),
            FrontEnd(
                target: "KadoWeb",
                forbidden: belowTheApplicationLayer.union(["KadoCLI", "KadoDesktop", "CDBus", "KadoSystem"])),
            // The desktop's notification adapter is handed to the front ends by the composition root.
            FrontEnd(
                target: "KadoDesktop", forbidden: belowTheApplicationLayer.union(["KadoCLI", "KadoWeb", "KadoSystem"])),
            FrontEnd(target: "kado", forbidden: belowTheApplicationLayer),
        ],
        temporary: [:])
}
