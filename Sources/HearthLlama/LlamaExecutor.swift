import Foundation

/// The one thread on which all llama.cpp work runs.
///
/// llama.cpp calls block for tens of milliseconds (a decode step) to seconds (a long prefill, a
/// model load). Running them on Swift's cooperative pool (two threads on a two-core machine)
/// would starve every other task, so the engine actor uses this serial executor instead: one
/// dedicated thread, jobs run in order. Only one model is resident at a time, so one thread is
/// enough and no handle is ever touched from two threads.
final class LlamaExecutor: SerialExecutor, @unchecked Sendable {
    static let shared = LlamaExecutor(name: "hearth.llama")

    private enum Work {
        case job(UnownedJob)
        case closure(() -> Void)
    }

    private let condition = NSCondition()
    private var queue: [Work] = [] // guarded by `condition`

    private init(name: String) {
        let thread = Thread { [self] in runLoop() }
        thread.name = name
        thread.stackSize = 8 << 20
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        push(.job(UnownedJob(job)))
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Runs `body` on the llama thread and returns its result.
    func perform<T: Sendable, E: Error>(_ body: @escaping @Sendable () throws(E) -> T) async throws(E) -> T {
        let result: Result<T, E> = await withCheckedContinuation { continuation in
            push(.closure {
                do throws(E) { continuation.resume(returning: .success(try body())) } catch { continuation.resume(returning: .failure(error)) }
            })
        }
        return try result.get()
    }

    private func push(_ work: Work) {
        condition.lock()
        queue.append(work)
        condition.signal()
        condition.unlock()
    }

    private func runLoop() {
        while true {
            condition.lock()
            while queue.isEmpty { condition.wait() }
            let work = queue.removeFirst()
            condition.unlock()
            switch work {
            case .job(let job): job.runSynchronously(on: asUnownedSerialExecutor())
            case .closure(let body): body()
            }
        }
    }
}
