import CWhisper
import Foundation
import Synchronization

/// Process-wide whisper.cpp state: the log filter and the last error line.
enum WhisperBackend {
    private static let verbose = Atomic<Bool>(false)
    private static let installed = Mutex(false)
    private static let lastError = Mutex<String?>(nil)

    /// Takes the most recent error line whisper.cpp logged (and forgets it).
    static func takeLastError() -> String? {
        lastError.withLock { value in
            defer { value = nil }
            return value
        }
    }

    /// Routes whisper.cpp's log through Hearth's filter (once).
    ///
    /// whisper.cpp hands the same callback to the shared ggml, so after this ggml's lines (also
    /// those from llama.cpp's graphs) pass through this filter: errors are kept, everything is
    /// shown only in verbose mode, which is what the llama filter does too.
    static func start(verbose: Bool) {
        if verbose { Self.verbose.store(true, ordering: .relaxed) }
        installed.withLock { done in
            guard !done else { return }
            done = true
            whisper_log_set({ level, text, _ in
                guard let text else { return }
                if level.rawValue == GGML_LOG_LEVEL_ERROR.rawValue {
                    let line = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
                    WhisperBackend.lastError.withLock { $0 = line }
                }
                guard WhisperBackend.verbose.load(ordering: .relaxed) else { return }
                FileHandle.standardError.write(Data(bytes: text, count: strlen(text)))
            }, nil)
        }
    }
}

/// A one-way flag set when a transcription is cancelled; read by whisper.cpp's abort callback.
final class WhisperAbortFlag: Sendable {
    private let flag = Atomic<Bool>(false)
    var isSet: Bool { flag.load(ordering: .relaxed) }
    func set() { flag.store(true, ordering: .relaxed) }
}

/// Lets a non-Sendable value cross into the whisper thread's closure (it is only used there).
struct UncheckedBox<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}
