import Foundation

/// The one thread on which all whisper.cpp work runs.
///
/// An encoder pass blocks for hundreds of milliseconds; on Swift's cooperative pool (two threads
/// on a two-core machine) that would starve every other task, so the whisper actors run on this
/// dedicated serial thread. Whisper gets its own thread, apart from llama.cpp's, so a transcription
/// never waits behind a long generation.
final class WhisperExecutor: SerialExecutor, @unchecked Sendable {
    static let shared = WhisperExecutor(name: "hearth.whisper")

    private let condition = NSCondition()
    private var queue: [UnownedJob] = [] // guarded by `condition`

    private init(name: String) {
        let thread = Thread { [self] in runLoop() }
        thread.name = name
        thread.stackSize = 8 << 20
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        condition.lock()
        queue.append(UnownedJob(job))
        condition.signal()
        condition.unlock()
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    private func runLoop() {
        while true {
            condition.lock()
            while queue.isEmpty { condition.wait() }
            let job = queue.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedSerialExecutor())
        }
    }
}
