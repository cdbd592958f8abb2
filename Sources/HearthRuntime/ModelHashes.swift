import Foundation
import HearthCatalog
import HearthCore

/// The SHA-256 of every model file the built-in catalogue has verified, by file name: the packs'
/// manifests are the one place the hashes live (`scripts/setup` pins the same values for what it
/// installs; a test checks the two agree).
public enum ModelHashes {
    /// File name → SHA-256 (lowercase hex), from the verified built-in packs.
    public static let known: [String: String] = {
        var known: [String: String] = [:]
        for pack in (try? Catalog.builtIn()) ?? [] where pack.verification == .verified {
            for file in pack.files { if let sha = file.sha256 { known[file.name] = sha } }
        }
        return known
    }()

    /// The files `scripts/setup` installs (the default pack and the structured-output pack).
    public static let installedBySetup: Set<String> = ["SmolLM2-135M-Instruct.Q4_1.gguf", "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf"]

    /// The SHA-256 of a file, streamed in 4 MiB blocks.
    ///
    /// - Throws: `HearthError` `.io` when the file cannot be read.
    public static func sha256(of url: URL) throws(HearthError) -> String {
        try SHA256.hashFile(at: url)
    }
}
