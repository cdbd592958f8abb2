import Foundation

/// A serial executor with one thread of its own, for actors that call into C libraries whose calls
/// block for tens of milliseconds (a decode step) to seconds (a long prefill, a model load).
/// Running them on Swift's cooperative pool (two threads on a two-core machine) would starve every
/// other task. Jobs run in order, so a C handle owned by such an actor is only ever touched from
/// that one thread.
///
/// ```swift
/// static let executor = DedicatedThreadExecutor(name: "hearth.llama")
/// nonisolated var unownedExecutor: UnownedSerialExecutor { Self.executor.asUnownedSerialExecutor() }
/// ```
public final class DedicatedThreadExecutor: SerialExecutor, @unchecked Sendable {
    private enum Work {
        case job(UnownedJob)
        case closure(() -> Void)
    }

    private let condition = NSCondition()
    private var queue: [Work] = [] // guarded by `condition`

    /// Starts the thread (it lives as long as the process).
    public init(name: String) {
        let thread = Thread { [self] in runLoop() }
        thread.name = name
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Runs `job` on the executor's thread, after the jobs queued before it.
    public func enqueue(_ job: consuming ExecutorJob) {
        push(.job(UnownedJob(job)))
    }

    public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Runs `body` on the thread and returns its result (for work before an actor exists, such as
    /// loading the model the actor will own).
    public func perform<T: Sendable, E: Error>(_ body: @escaping @Sendable () throws(E) -> T) async throws(E) -> T {
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
