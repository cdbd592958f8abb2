import Foundation
import HearthCore
import Synchronization

/// Which pack a request wants: the quick small model, or the larger, slower one.
public enum InferenceMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// The quick small pack (`--model`).
    case fast
    /// The larger, slower pack (`--deep-model`); downgraded to fast when the device is critically hot.
    case deep
}

/// A request as the governor lets it run: possibly with a lower token cap or downgraded to fast.
public struct Admission: Sendable, Hashable {
    /// The request as it may run (its token cap possibly lowered).
    public var request: GenerationRequest
    /// The mode it runs in (deep may have become fast).
    public var mode: InferenceMode
    /// The tier at admission.
    public var tier: ServiceTier
    /// What was changed, in plain words (empty when nothing was).
    public var notes: [String]
}

/// Watches the device through probes and decides what Hearth may do: the service tier, token
/// pacing, length and context caps, whether models may load, and when they must unload.
///
/// Run it as a service (it polls on its clock), or call `poll()` yourself. The engine consults it
/// at every token through `TokenPacing`.
///
/// ```swift
/// let governor = ResourceGovernor()                    // live probes, continuous clock
/// governor.registerUnload("chat model") { await slot.unload() }
/// let admission = try governor.admit(request, mode: .deep)
/// ```
public final class ResourceGovernor: Sendable {
    /// Thresholds and policies.
    public let configuration: GovernorConfiguration
    private let thermalProbe: any ThermalProbe
    private let memoryProbe: any MemoryProbe
    private let powerProbe: any PowerProbe
    let clock: any Clock<Duration>

    private struct Inner {
        var state: GovernorState
        var unloaders: [Int: (name: String, body: @Sendable () async -> Void)] = [:]
        var nextID = 0
        var subscribers: [Int: AsyncStream<GovernorState>.Continuation] = [:]
    }
    private let inner: Mutex<Inner>

    /// - Parameters:
    ///   - configuration: thresholds and policies.
    ///   - thermal: the thermal probe (default: this platform's live one).
    ///   - memory: the memory probe (default: this platform's live one).
    ///   - power: the power probe (default: this platform's live one).
    ///   - clock: what polling and token pauses are measured on (a test clock in tests).
    public init(
        configuration: GovernorConfiguration = GovernorConfiguration(),
        thermal: any ThermalProbe = LiveProbes.thermal(),
        memory: any MemoryProbe = LiveProbes.memory(),
        power: any PowerProbe = LiveProbes.power(),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.configuration = configuration
        thermalProbe = thermal
        memoryProbe = memory
        powerProbe = power
        self.clock = clock
        let state = GovernorState(
            generation: 0, thermal: thermal.readThermal(), memory: memory.readMemory(), power: power.readPower(),
            configuration: configuration
        )
        inner = Mutex(Inner(state: state))
    }

    /// The state at the most recent poll (the initial readings before the first).
    public var state: GovernorState { inner.withLock { $0.state } }

    /// The current state, then every new one, until the consumer stops.
    public func states() -> AsyncStream<GovernorState> {
        let (stream, continuation) = AsyncStream.makeStream(of: GovernorState.self, bufferingPolicy: .bufferingNewest(16))
        let id = inner.withLock { inner in
            let id = inner.nextID
            inner.nextID += 1
            inner.subscribers[id] = continuation
            continuation.yield(inner.state)
            return id
        }
        continuation.onTermination = { [weak self] _ in
            self?.inner.withLock { _ = $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// Reads the probes, decides, publishes; below the critical memory line, runs the unload
    /// callbacks.
    @discardableResult
    public func poll() async -> GovernorState {
        let thermal = thermalProbe.readThermal()
        let memory = memoryProbe.readMemory()
        let power = powerProbe.readPower()
        var state = inner.withLock { inner in
            GovernorState(
                generation: inner.state.generation + 1, thermal: thermal, memory: memory, power: power,
                configuration: configuration, lastUnload: inner.state.lastUnload
            )
        }
        if state.memoryPressure == .critical {
            let available = memory.availableBytes.map(GovernorState.mebibytes) ?? "unknown"
            let reason = "memory critical (\(available) available)"
            if await runUnloaders() > 0 { state.lastUnload = reason }
        }
        publish(state)
        return state
    }

    private func publish(_ state: GovernorState) {
        let subscribers = inner.withLock { inner in
            inner.state = state
            return Array(inner.subscribers.values)
        }
        for subscriber in subscribers { subscriber.yield(state) }
    }

    // MARK: Unloading

    /// Registers something to unload under memory pressure, on an OS memory warning, or when the
    /// app goes to the background. Returns an id for `unregisterUnload(_:)`.
    ///
    /// - Parameters:
    ///   - name: what it is, for `hearth status` ("chat model").
    ///   - body: frees the memory; must be safe to call when nothing is loaded.
    @discardableResult
    public func registerUnload(_ name: String, _ body: @escaping @Sendable () async -> Void) -> Int {
        inner.withLock { inner in
            let id = inner.nextID
            inner.nextID += 1
            inner.unloaders[id] = (name, body)
            return id
        }
    }

    /// Forgets an unload callback.
    public func unregisterUnload(_ id: Int) {
        inner.withLock { _ = $0.unloaders.removeValue(forKey: id) }
    }

    /// The names of the registered unload callbacks.
    public var unloadNames: [String] {
        inner.withLock { $0.unloaders.sorted { $0.key < $1.key }.map(\.value.name) }
    }

    /// Unloads everything now: an OS memory warning, or the app moving to the background
    /// (SIGUSR1 in the CLI and server).
    ///
    /// - Parameter reason: recorded in the state ("SIGUSR1: moved to the background").
    public func unloadAll(reason: String) async {
        await runUnloaders()
        var state = self.state
        state.lastUnload = reason
        publish(state)
    }

    @discardableResult
    private func runUnloaders() async -> Int {
        let bodies = inner.withLock { $0.unloaders.sorted { $0.key < $1.key }.map(\.value.body) }
        for body in bodies { await body() }
        return bodies.count
    }

    // MARK: Decisions

    /// Lets a request run as the current tier allows: caps its length; in the critical tier
    /// downgrades deep to fast, or refuses when it may not be downgraded.
    ///
    /// - Parameters:
    ///   - request: what the caller asked for.
    ///   - mode: the pack it asked for.
    ///   - canDowngrade: whether a deep request may run on the fast pack instead.
    /// - Throws: `HearthError` `.resourceLimited` when heavy inference is blocked.
    public func admit(_ request: GenerationRequest, mode: InferenceMode = .fast, canDowngrade: Bool = true) throws(HearthError) -> Admission {
        let state = self.state
        var admission = Admission(request: request, mode: mode, tier: state.tier, notes: [])
        if mode == .deep, !state.policy.heavyAllowed {
            guard canDowngrade else {
                throw HearthError(.resourceLimited, "the device is critically hot, so heavy inference is paused; use the fast pack or wait for it to cool (hearth status shows the state)")
            }
            admission.mode = .fast
            admission.notes.append("downgraded deep → fast (device critically hot)")
        }
        if let cap = state.policy.maxTokens, request.options.maxTokens > cap {
            admission.request.options.maxTokens = cap
            admission.notes.append("answer capped at \(cap) tokens (\(state.lowPower && state.tier < .serious ? "power saving" : "tier \(state.tier.rawValue)"))")
        }
        return admission
    }

    /// Checks that a model of `footprintBytes` may be loaded now.
    ///
    /// - Throws: `.resourceLimited` below the warning line, or when the load would take the
    ///   device below it.
    public func checkLoad(footprintBytes: Int?) throws(HearthError) {
        let state = self.state
        let warning = configuration.memoryWarningBytes
        guard state.policy.loadsAllowed else {
            let available = state.memory.availableBytes.map(GovernorState.mebibytes) ?? "unknown"
            throw HearthError(.resourceLimited, "memory is low (\(available) available, below the \(GovernorState.mebibytes(warning)) warning line), so no model is loaded; close other programs and try again")
        }
        if let footprintBytes, let available = state.memory.availableBytes, available - footprintBytes < warning {
            throw HearthError(.resourceLimited, "the model needs \(GovernorState.mebibytes(footprintBytes)) but only \(GovernorState.mebibytes(available)) is available; loading it would leave less than \(GovernorState.mebibytes(warning)); choose a smaller model or free memory")
        }
    }
}

extension ResourceGovernor: TokenPacing {
    public func directive(forToken index: Int) -> TokenDirective {
        let state = self.state
        return TokenDirective(tier: state.tier, delay: state.policy.tokenDelay, maxTokens: state.policy.maxTokens)
    }

    /// Blocks the engine thread on the governor's clock, in slices of at most 50 ms so a
    /// cancellation is noticed quickly.
    public func pause(for delay: Duration, isCancelled: @Sendable () -> Bool) {
        var remaining = delay
        let slice = Duration.milliseconds(50)
        while remaining > .zero, !isCancelled() {
            let step = min(remaining, slice)
            let done = DispatchSemaphore(value: 0)
            let clock = self.clock
            Task.detached {
                try? await clock.sleep(for: step)
                done.signal()
            }
            done.wait()
            remaining -= step
        }
    }
}

extension ResourceGovernor: MemoryProbe {
    /// The memory reading of the most recent poll: fit checks then see what the governor sees
    /// (a probe script's numbers in tests and demos).
    public func readMemory() -> MemoryReading { state.memory }
}
