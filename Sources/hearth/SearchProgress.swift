import Foundation
import HearthRuntime

/// The indexing progress line on stderr: files, chunks, the embedding model's tokens/s and the
/// time left (from the chunks still to embed at the rate so far).
final class IndexProgressBar: Sendable {
    private let start = ContinuousClock.now

    /// The line for `state` after `elapsed` seconds.
    static func line(_ state: IndexProgress, elapsed: Double) -> String {
        let width = 24
        let fraction = state.totalChunks > 0 ? Double(state.chunks) / Double(state.totalChunks)
            : state.totalFiles > 0 ? Double(state.filesDone) / Double(state.totalFiles) : 1
        let filled = min(width, Int(fraction * Double(width)))
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
        var line = "[\(bar)] \(state.filesDone)/\(state.totalFiles) files, \(state.chunks)/\(state.totalChunks) chunks"
        guard elapsed > 0, state.tokens > 0 else { return line }
        line += String(format: ", %.0f tok/s", Double(state.tokens) / elapsed)
        if state.chunks > 0, state.chunks < state.totalChunks {
            let left = Double(state.totalChunks - state.chunks) * elapsed / Double(state.chunks)
            line += String(format: ", %d:%02d left", Int(left) / 60, Int(left) % 60)
        }
        return line
    }

    @Sendable func update(_ state: IndexProgress) {
        let line = Self.line(state, elapsed: (ContinuousClock.now - start).seconds)
        FileHandle.standardError.write(Data(("\r" + line + "\u{1B}[K").utf8))
    }

    func finish() {
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
