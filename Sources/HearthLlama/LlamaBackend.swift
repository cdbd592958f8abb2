import CLlama
import Foundation
import Synchronization

/// Process-wide llama.cpp state: backend initialisation and the log filter.
enum LlamaBackend {
    private static let verbose = Atomic<Bool>(false)
    private static let initialised = Mutex(false)
    private static let lastError = Mutex<String?>(nil)

    /// Takes the most recent error line llama.cpp logged (and forgets it).
    static func takeLastError() -> String? {
        lastError.withLock { value in
            defer { value = nil }
            return value
        }
    }

    /// Initialises llama.cpp once and routes its log through Hearth's filter.
    static func start(verbose: Bool) {
        Self.verbose.store(verbose, ordering: .relaxed)
        initialised.withLock { done in
            guard !done else { return }
            done = true
            // The callback cannot capture: it reads static state. llama.cpp logs model loading in
            // detail; a user should see one clear Hearth error, so its lines are shown only in
            // verbose mode, and its last error line is kept to explain a failure.
            llama_log_set({ level, text, _ in
                guard let text else { return }
                if level.rawValue == GGML_LOG_LEVEL_ERROR.rawValue {
                    let line = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
                    LlamaBackend.lastError.withLock { $0 = line }
                }
                guard LlamaBackend.verbose.load(ordering: .relaxed) else { return }
                FileHandle.standardError.write(Data(bytes: text, count: strlen(text)))
            }, nil)
            llama_backend_init()
        }
    }
}
