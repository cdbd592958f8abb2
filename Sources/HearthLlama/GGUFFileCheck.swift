import Foundation
import HearthCore

/// Checks a model file before llama.cpp sees it, so a bad path gets a clear error line.
enum GGUFFileCheck {
    /// Smallest plausible GGUF: magic, version, tensor count, metadata count.
    static let headerBytes = 24

    /// - Throws: `.modelNotFound` when there is no file, `.invalidModel` when it is not GGUF.
    static func check(_ url: URL) throws(HearthError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw HearthError(.modelNotFound, "no model file at \(url.path)")
        }
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw HearthError(.io, "cannot read \(url.path) (permissions?)")
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: headerBytes)) ?? Data()
        guard header.count == headerBytes, header.prefix(4) == Data("GGUF".utf8) else {
            throw HearthError(.invalidModel, "\(url.lastPathComponent) is not a GGUF model file")
        }
    }
}
