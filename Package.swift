// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Kado",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "KadoCore", targets: ["KadoCore"]),
        .library(name: "KadoSQLite", targets: ["KadoSQLite"]),
        .library(name: "KadoLocalization", targets: ["KadoLocalization"]),
        .executable(name: "kado", targets: ["kado"]),
    ],
    targets: [
        // The habit domain: models, schedules, score, streaks, statistics. Foundation only.
        .target(name: "KadoCore"),

        // The system sqlite3 library, and a small general wrapper over it (no habit words).
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "KadoSQLite", dependencies: ["CSQLite"]),

        // The schema, its migrations and the repository of habits, completions and skips.
        .target(name: "KadoStore", dependencies: ["KadoCore", "KadoSQLite"]),

        // Kadō's JSON and CSV backups both ways, Loop Habit Tracker's database, import plans.
        .target(name: "KadoBackup", dependencies: ["KadoCore", "KadoSQLite", "CZlib"]),

        // The system libsodium, for sync's end-to-end encryption (Argon2id, XChaCha20-Poly1305).
        .systemLibrary(name: "CSodium", pkgConfig: "libsodium", providers: [.apt(["libsodium-dev"])]),

        // Private sync through storage the user owns: the format, the merge's driver, transports,
        // and the sealing of its files with a key derived from a passphrase.
        .target(name: "KadoSync", dependencies: ["KadoCore", "KadoStore", "KadoSQLite", "CSodium"]),

        // Every language as data: the gettext catalogs (built into the binary as Swift raw strings by
        // `make catalogs`), CLDR plurals, each language's typography, numbers and dates from
        // Foundation's locale data, and the language a person uses. Foundation only.
        // Optimized in debug builds too: every process parses the catalogs it speaks (a few hundred
        // KB) at its first message, which unoptimized takes 100 ms of CPU where optimized takes 3 —
        // paid by each of the thousands of kado processes the command-line tests start.
        .target(
            name: "KadoLocalization", exclude: ["Catalogs"],
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),

        // The application layer every front end calls: use cases, views, settings.
        // It declares the machinery it needs as ports (file locks, durable files, the push sender)
        // and imports neither Glibc, Darwin, FoundationNetworking nor KadoSQLite.
        .target(
            name: "KadoApp", dependencies: ["KadoCore", "KadoStore", "KadoBackup", "KadoSync", "KadoLocalization"]),

        // The machinery behind KadoApp's ports on this system: flock(2), sendfile(2), fsync and
        // rename, URLSession. The composition root (`kado`) and the tests hand it to the trackers.
        .target(name: "KadoSystem", dependencies: ["KadoApp", "KadoCore", "KadoSync", "CSystemd"]),
        // The system libsystemd, for the journal: what `kado serve` and `kado remind run` log when
        // systemd runs them.
        .systemLibrary(name: "CSystemd", pkgConfig: "libsystemd", providers: [.apt(["libsystemd-dev"])]),

        // Builders, fixed clocks and calendars shared by the test targets and the benchmarks.
        // The error samples walk every error of the application layer, so they see it and the store;
        // zlib makes the zip bombs the import's tests are given.
        .target(
            name: "KadoTestSupport",
            dependencies: ["KadoCore", "KadoSQLite", "KadoStore", "KadoSync", "KadoApp", "KadoSystem", "CZlib"]),

        .executableTarget(
            name: "KadoBenchmarks",
            dependencies: [
                "KadoCore", "KadoSQLite", "KadoTestSupport", "CSQLite", "KadoStore", "KadoApp", "KadoBackup", "KadoWeb",
                "KadoSync", "COpenSSL", "KadoLocalization",
            ],
            path: "Benchmarks/KadoBenchmarks"
        ),

        // Runs a program and writes its peak resident size: the tests that bound `kado`'s memory
        // measure it through this small process, never through their own large one.
        .executableTarget(name: "KadoPeakMemory"),

        // The system zlib, for gzip-compressed answers of the web app.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

        // The system libdbus, and the desktop's notification service over the session bus through it:
        // reminders' desktop channel, an adapter the composition root hands to the front ends.
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        .target(name: "KadoDesktop", dependencies: ["KadoApp", "KadoCore", "CDBus"]),

        // The front ends reach the rest through KadoApp only (KadoBoundaryTests checks it: SwiftPM
        // would let a target import any module its dependencies depend on).
        // The local web app: server, routes, pages, SVG charts, JSON API, static assets, languages.
        .target(
            name: "KadoWeb", dependencies: ["KadoCore", "KadoApp", "KadoLocalization", "KadoQR", "CZlib", "COpenSSL"]),
        // The system OpenSSL, for the web app's built-in HTTPS (`kado serve --tls-cert --tls-key`).
        .systemLibrary(name: "COpenSSL", pkgConfig: "openssl", providers: [.apt(["libssl-dev"])]),

        // QR codes, for pairing a device: Debian's libqrencode makes the modules; SVG for a page,
        // block characters for a terminal.
        .systemLibrary(name: "CQRencode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"])]),
        .target(name: "KadoQR", dependencies: ["CQRencode"]),

        // The `kado` command's front end: argument parsing, help, output, exit codes, completions.
        .target(name: "KadoCLI", dependencies: ["KadoCore", "KadoApp", "KadoLocalization", "KadoQR"]),
        // The composition root: runs KadoCLI, and gives `kado serve` the web app of KadoWeb.
        .executableTarget(
            name: "kado", dependencies: ["KadoCLI", "KadoWeb", "KadoApp", "KadoCore", "KadoDesktop", "KadoSystem"]),

        .testTarget(name: "KadoCoreTests", dependencies: ["KadoCore", "KadoTestSupport"]),
        // The catalogs' checks (keys, placeholders, plurals, msgfmt --check) and the module's rules.
        .testTarget(name: "KadoLocalizationTests", dependencies: ["KadoLocalization"]),
        .testTarget(name: "KadoSQLiteTests", dependencies: ["KadoSQLite", "KadoTestSupport"]),
        .testTarget(name: "KadoStoreTests", dependencies: ["KadoStore", "KadoTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "KadoBackupTests", dependencies: ["KadoBackup", "KadoTestSupport", "CZlib"]),
        .testTarget(
            name: "KadoSyncTests",
            dependencies: [
                "KadoSync", "KadoApp", "KadoStore", "KadoSQLite", "KadoCore", "KadoSystem", "KadoTestSupport",
            ]),
        .testTarget(
            name: "KadoAppTests", dependencies: ["KadoApp", "KadoStore", "KadoSync", "KadoSystem", "KadoTestSupport"]),
        .testTarget(
            name: "KadoWebTests",
            dependencies: ["KadoWeb", "KadoApp", "KadoStore", "KadoCore", "KadoBackup", "KadoQR", "KadoTestSupport"]),
        .testTarget(
            name: "KadoCLITests",
            dependencies: ["KadoCLI", "KadoCore", "KadoApp", "KadoStore", "KadoSQLite", "KadoTestSupport"]),
        .testTarget(name: "KadoSystemTests", dependencies: ["KadoSystem", "KadoApp", "KadoTestSupport"]),
        .testTarget(
            name: "KadoDesktopTests", dependencies: ["KadoDesktop", "KadoApp", "KadoCore", "KadoTestSupport"]),
        // Package.swift and Sources/ read as text: front ends import KadoApp and KadoCore only.
        .testTarget(name: "KadoBoundaryTests"),
        // Runs the built `kado` binary, so it depends on the executable to have it built first.
        .testTarget(
            name: "KadoCommandTests",
            dependencies: [
                "kado", "KadoPeakMemory", "KadoApp", "KadoBackup", "KadoSync", "KadoStore", "KadoSQLite", "KadoCore",
                "KadoTestSupport",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
