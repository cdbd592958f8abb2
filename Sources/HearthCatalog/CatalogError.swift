import Foundation
import HearthCore

/// The error the catalogue reports: a code a program can switch on and a message a person can act on.
public struct CatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure.
    public enum Code: String, Sendable, Hashable, Codable {
        /// The file is not a well-formed GGUF file (bad magic, truncated, absurd lengths).
        case invalidGGUF = "invalid_gguf"
        /// No pack with that id in the catalogue or the store.
        case unknownPack = "unknown_pack"
        /// A pack manifest is malformed.
        case invalidManifest = "invalid_manifest"
        /// A file's SHA-256 or size differs from the manifest.
        case hashMismatch = "hash_mismatch"
        /// The file's hash was never recorded, so Hearth refuses to load it.
        case unverified
        /// Downloading failed (network, HTTP status, pip).
        case download
        /// The pack needs more memory than the device has available.
        case doesNotFit = "does_not_fit"
        /// A file or folder could not be read or written.
        case io
    }

    /// What kind of failure.
    public var code: Code
    /// One sentence a person can act on.
    public var message: String

    /// An error of kind `code`.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}

extension SHA256 {
    /// `hashFile(at:progress:)` with the catalogue's error type.
    static func catalogHash(of url: URL, progress: ((Int64) -> Void)? = nil) throws(CatalogError) -> String {
        do {
            return try hashFile(at: url, progress: progress)
        } catch {
            throw CatalogError(.io, error.message)
        }
    }
}
