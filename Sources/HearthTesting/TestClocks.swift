import Synchronization

/// A clock whose time moves only when the test says so. `sleep(until:)` suspends until
/// `advance(by:)` reaches the deadline; `sleepers()` waits (without real time) until a given
/// number of tasks are asleep, so a test can advance exactly when the code under test waits.
///
/// ```swift
/// let clock = ManualClock()
/// let task = Task { try await service.run() }   // polls, then sleeps on `clock`
/// await clock.waitForSleepers(1)
/// clock.advance(by: .seconds(2))                 // the service polls again
/// ```
public final class ManualClock: Clock, Sendable {
    public struct Instant: InstantProtocol {
        public var offset: Duration
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }
    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Int: Sleeper] = [:]
        var nextID = 0
        var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }
    private let state = Mutex(State())

    public init() {}

    public var now: Instant { state.withLock { $0.now } }
    public var minimumResolution: Duration { .zero }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (resumeNow, ready) = state.withLock { state -> (Bool, [CheckedContinuation<Void, Never>]) in
                    if deadline <= state.now || Task.isCancelled { return (true, []) }
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return (false, Self.takeReadyWaiters(&state))
                }
                for waiter in ready { waiter.resume() }
                if resumeNow {
                    if Task.isCancelled { continuation.resume(throwing: CancellationError()) } else { continuation.resume() }
                }
            }
        } onCancel: {
            let sleeper = state.withLock { $0.sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward and wakes every sleeper whose deadline has come.
    public func advance(by duration: Duration) {
        let due = state.withLock { state -> [CheckedContinuation<Void, any Error>] in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let ids = state.sleepers.filter { $0.value.deadline <= now }.map(\.key)
            return ids.compactMap { state.sleepers.removeValue(forKey: $0)?.continuation }
        }
        for continuation in due { continuation.resume() }
    }

    /// Returns once at least `count` tasks are sleeping on this clock.
    public func waitForSleepers(_ count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state -> Bool in
                if state.sleepers.count >= count { return true }
                state.waiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    private static func takeReadyWaiters(_ state: inout State) -> [CheckedContinuation<Void, Never>] {
        let count = state.sleepers.count
        let ready = state.waiters.filter { $0.count <= count }.map(\.continuation)
        state.waiters.removeAll { $0.count <= count }
        return ready
    }
}

/// A clock on which every sleep returns at once and moves time forward by the amount slept; it
/// adds up what was slept. For code that paces itself (a pause between tokens) in tests that
/// must not wait.
public final class ImmediateClock: Clock, Sendable {
    public typealias Instant = ManualClock.Instant
    private let state = Mutex<(now: Instant, sleeps: Int)>((Instant(offset: .zero), 0))

    public init() {}

    public var now: Instant { state.withLock { $0.now } }
    public var minimumResolution: Duration { .zero }

    /// The total time slept so far.
    public var slept: Duration { state.withLock { $0.now.offset } }
    /// How many sleeps there were.
    public var sleeps: Int { state.withLock { $0.sleeps } }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        state.withLock { state in
            if deadline > state.now { state.now = deadline }
            state.sleeps += 1
        }
    }
}
