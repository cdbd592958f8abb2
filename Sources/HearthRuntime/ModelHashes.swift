import Crypto
import Foundation
import HearthCore

/// The SHA-256 of every model file the set-up installs: the one place Hearth's Swift code keeps
/// them. `scripts/setup` pins the same values (a test checks the two agree); the packs catalogue
/// will take this over.
public enum ModelHashes {
    /// File name → SHA-256 (lowercase hex).
    public static let known: [String: String] = [
        "SmolLM2-135M-Instruct.Q4_1.gguf": "b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
        "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf": "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
    ]

    /// The SHA-256 of a file, streamed in 4 MiB blocks.
    ///
    /// - Throws: `HearthError` `.io` when the file cannot be read.
    public static func sha256(of url: URL) throws(HearthError) -> String {
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw HearthError(.io, "cannot read \(url.path)")
        }
        defer { try? handle.close() }
        var hasher = SHA256()
        while true {
            let block: Data
            do {
                block = try handle.read(upToCount: 4 << 20) ?? Data()
            } catch {
                throw HearthError(.io, "reading \(url.lastPathComponent) failed: \(error.localizedDescription)")
            }
            if block.isEmpty { break }
            hasher.update(data: block)
        }
        return hasher.finalize().map { String(format: "%02x", $0) }.joined()
    }
}
