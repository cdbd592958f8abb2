import Foundation

/// A loopback HTTP server for one file, with Range support and optional faults (`--drop-after N`
/// bytes, `--corrupt-at OFFSET`): `Tests/HearthCatalogTests/Fixtures/range_server.py`, which serves
/// until its stdin closes, so the server stops when this object is released.
public final class RangeServer {
    private let process = Process()
    private let input = Pipe()
    /// The ephemeral port the server bound.
    public let port: Int

    public init(serving file: URL, arguments: [String] = []) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/HearthCatalogTests/Fixtures/range_server.py")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, file.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = input
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) { line.append(byte) }
        port = Int(String(decoding: line, as: UTF8.self)) ?? 0
    }

    /// The file's URL on the server.
    public var url: String { "http://127.0.0.1:\(port)/fixture.gguf" }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
