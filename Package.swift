// swift-tools-version:6.0
import PackageDescription

// llama.cpp and whisper.cpp are built by `scripts/setup` into this ignored prefix. SwiftPM finds
// their headers and libraries through pkg-config (PKG_CONFIG_PATH=<prefix>/lib/pkgconfig, which
// the Makefile exports) but drops `-rpath` from .pc files, so the rpath is set here explicitly.
let prefix = Context.packageDirectory + "/.deps/prefix"
let rpath: [LinkerSetting] = [.unsafeFlags(["-Xlinker", "-rpath", "-Xlinker", prefix + "/lib"])]

let package = Package(
    name: "Hearth",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "hearth", targets: ["hearth"]),
        .library(name: "HearthRuntime", targets: ["HearthRuntime"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // `swift package generate-documentation` (make docs): the DocC catalogues beside each target.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    ],
    targets: [
        // C: module map + shim header only.
        .systemLibrary(name: "CLlama", pkgConfig: "llama"),

        // Protocols, value types, errors. Imports nothing of ours. Optimised even in debug builds:
        // its SHA-256 hashes model files (hundreds of MB).
        .target(name: "HearthCore", swiftSettings: [.unsafeFlags(["-O"])]),

        // llama.cpp engine.
        .target(name: "HearthLlama", dependencies: ["HearthCore", "CLlama"], linkerSettings: rpath),

        // Probes, tiers and policies.
        .target(
            name: "HearthGovernor",
            dependencies: ["HearthCore", .product(name: "ServiceLifecycle", package: "swift-service-lifecycle")]
        ),

        // The private store: one SQLite database (GRDB), migrations, deletion by category, error log.
        .target(
            name: "HearthStore",
            dependencies: [
                "HearthCore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // Packs, manifests, GGUF header reader, install/verify.
        .target(name: "HearthCatalog", dependencies: ["HearthCore"], resources: [.copy("Resources/packs")]),

        // whisper.cpp (speech): module map + shim header only; and its engine.
        .systemLibrary(name: "CWhisper", pkgConfig: "whisper"),
        .target(name: "HearthWhisper", dependencies: ["HearthCore", "CWhisper"], linkerSettings: rpath),

        // Voice commands, text side: intent schema and grammar, dates, confidence, actions, undo.
        .target(name: "HearthVoice", dependencies: ["HearthCore"], resources: [.copy("Resources/intent-schema.json"), .copy("Resources/nlu-examples.jsonl"), .copy("Resources/voice-model.json")]),

        // Semantic search and RAG: documents, chunks, FTS5, vectors, in the store's database.
        .target(name: "HearthSearch", dependencies: ["HearthCore", "HearthStore", .product(name: "GRDB", package: "GRDB.swift")]),

        // Composition root.
        .target(
            name: "HearthRuntime",
            dependencies: [
                "HearthCore", "HearthLlama", "HearthGovernor", "HearthStore", "HearthCatalog", "HearthWhisper", "HearthSearch", "HearthVoice",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),

        // MCP server (Hearth's tools and resources over the Model Context Protocol) -> Runtime.
        .target(name: "HearthMCP", dependencies: ["HearthRuntime", .product(name: "MCP", package: "swift-sdk")]),

        // HTTP server (OpenAI-compatible API, Hearth's own API, the web page, /mcp) -> Runtime, MCP.
        .target(
            name: "HearthServer",
            dependencies: ["HearthRuntime", "HearthMCP", .product(name: "Hummingbird", package: "hummingbird"), .product(name: "MCP", package: "swift-sdk")],
            resources: [.copy("Public")]
        ),

        // The CLI: thin.
        .executableTarget(
            name: "hearth",
            dependencies: [
                "HearthRuntime",
                "HearthServer",
                "HearthMCP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            linkerSettings: rpath
        ),

        // The library used the way an app would (load, stream, cancel, search): `swift run HearthExample`.
        .executableTarget(
            name: "HearthExample",
            dependencies: ["HearthRuntime"],
            path: "Examples/HearthExample",
            linkerSettings: rpath
        ),

        // Test helpers shared by test targets.
        .target(name: "HearthTesting", dependencies: ["HearthCore"]),

        .testTarget(name: "HearthCoreTests", dependencies: ["HearthCore", "HearthTesting"]),
        .testTarget(
            name: "HearthStoreTests",
            dependencies: [
                "HearthStore",
                "HearthTesting",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "HearthLlamaTests",
            dependencies: ["HearthLlama", "HearthTesting"],
            linkerSettings: rpath
        ),
        .testTarget(
            name: "HearthSearchTests",
            dependencies: ["HearthSearch", "HearthStore", "HearthRuntime", "HearthLlama", "HearthTesting", .product(name: "GRDB", package: "GRDB.swift")],
            linkerSettings: rpath
        ),
        .testTarget(name: "HearthGovernorTests", dependencies: ["HearthGovernor", "HearthTesting"]),
        .testTarget(name: "HearthCatalogTests", dependencies: ["HearthCatalog", "HearthTesting"], exclude: ["Fixtures"]),
        .testTarget(
            name: "HearthWhisperTests",
            dependencies: ["HearthWhisper", "HearthLlama", "HearthTesting"],
            linkerSettings: rpath
        ),
        .testTarget(
            name: "HearthVoiceTests",
            dependencies: ["HearthVoice", "HearthLlama", "HearthTesting"],
            exclude: ["Scripts"],
            linkerSettings: rpath
        ),
        .testTarget(
            name: "HearthRuntimeTests",
            dependencies: ["HearthRuntime", "HearthTesting"],
            linkerSettings: rpath
        ),
        .testTarget(
            name: "HearthServerTests",
            dependencies: ["HearthServer", "HearthGovernor", "HearthTesting"],
            linkerSettings: rpath
        ),
        .testTarget(
            name: "HearthCLITests",
            dependencies: ["hearth", "HearthExample", "HearthTesting", "HearthStore"],
            linkerSettings: rpath
        ),
    ]
)
