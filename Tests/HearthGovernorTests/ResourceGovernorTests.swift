import Foundation
import HearthCore
import HearthGovernor
import HearthTesting
import ServiceLifecycle
import Synchronization
import Testing

struct Rig {
    let thermal = ScriptedThermalProbe()
    let memory = ScriptedMemoryProbe()
    let power = ScriptedPowerProbe()
    let clock = ManualClock()
    let governor: ResourceGovernor

    init(configuration: GovernorConfiguration = GovernorConfiguration()) {
        governor = ResourceGovernor(configuration: configuration, thermal: thermal, memory: memory, power: power, clock: clock)
    }
}

final class Counter: Sendable {
    private let value = Mutex(0)
    func increment() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
}

@Suite struct ResourceGovernorTests {
    let chat = GenerationRequest(prompt: .chat([.user("hi")]))

    @Test func nominalAndFairGiveFullService() async throws {
        let rig = Rig()
        for state in [ThermalState.unknown, .nominal, .fair] {
            rig.thermal.set(state)
            let current = await rig.governor.poll()
            #expect(current.tier <= .fair)
            #expect(current.policy == GovernorPolicy())
            let admission = try rig.governor.admit(chat, mode: .deep)
            #expect(admission.mode == .deep)
            #expect(admission.request == chat)
            #expect(rig.governor.directive(forToken: 3) == TokenDirective(tier: current.tier))
        }
    }

    @Test func seriousDelaysEachTokenAndCapsLength() async throws {
        let rig = Rig()
        rig.thermal.set(.serious, celsius: 92)
        let state = await rig.governor.poll()
        #expect(state.tier == .serious)
        let directive = rig.governor.directive(forToken: 0)
        #expect(directive.delay == .milliseconds(40))
        #expect(directive.maxTokens == 128)
        let admission = try rig.governor.admit(chat)
        #expect(admission.request.options.maxTokens == 128)
        #expect(admission.notes == ["answer capped at 128 tokens (tier serious)"])
        #expect(state.explanation.first?.contains("92 °C") == true)
        #expect(!state.policy.readsEveryPartial)
    }

    @Test func criticalDowngradesDeepAndRefusesWhenItMayNot() async throws {
        let rig = Rig()
        rig.thermal.set(.critical)
        await rig.governor.poll()
        let admission = try rig.governor.admit(chat, mode: .deep)
        #expect(admission.mode == .fast)
        #expect(admission.notes.contains("downgraded deep → fast (device critically hot)"))
        #expect(admission.request.options.maxTokens == 32)
        #expect(throws: HearthError(.resourceLimited, "the device is critically hot, so heavy inference is paused; use the fast pack or wait for it to cool (hearth status shows the state)")) {
            try rig.governor.admit(chat, mode: .deep, canDowngrade: false)
        }
        // The fast pack still answers, briefly.
        #expect(try rig.governor.admit(chat, mode: .fast).mode == .fast)
    }

    @Test func memoryBelowTheWarningLineRefusesLoads() async throws {
        let rig = Rig()
        try rig.governor.checkLoad(footprintBytes: 500 << 20)
        rig.memory.set(availableBytes: 1400 << 20)
        await rig.governor.poll()
        // 1.4 GiB free, but a 500 MiB load would leave less than the 1 GiB line.
        #expect(throws: HearthError.self) { try rig.governor.checkLoad(footprintBytes: 500 << 20) }
        try rig.governor.checkLoad(footprintBytes: 100 << 20)
        rig.memory.set(availableBytes: 800 << 20)
        let state = await rig.governor.poll()
        #expect(state.memoryPressure == .warning)
        #expect(!state.policy.loadsAllowed)
        do {
            try rig.governor.checkLoad(footprintBytes: 1)
            Issue.record("the load was allowed")
        } catch {
            #expect(error.code == .resourceLimited)
            #expect(error.message.contains("memory is low (800 MiB available"))
        }
    }

    @Test func memoryBelowTheCriticalLineRunsUnloadCallbacks() async throws {
        let rig = Rig()
        let unloaded = Counter()
        let id = rig.governor.registerUnload("model") { unloaded.increment() }
        rig.governor.registerUnload("index") { unloaded.increment() }
        #expect(rig.governor.unloadNames == ["model", "index"])
        await rig.governor.poll()
        #expect(unloaded.count == 0)
        rig.memory.set(availableBytes: 300 << 20)
        let state = await rig.governor.poll()
        #expect(state.memoryPressure == .critical)
        #expect(unloaded.count == 2)
        #expect(state.lastUnload?.contains("memory critical (300 MiB available)") == true)
        rig.governor.unregisterUnload(id)
        rig.memory.set(availableBytes: 8 << 30)
        let recovered = await rig.governor.poll()
        #expect(recovered.memoryPressure == .normal)
        #expect(recovered.policy.loadsAllowed)
        #expect(unloaded.count == 2)
    }

    @Test func aMemoryWarningOrBackgroundUnloadsEverything() async {
        let rig = Rig()
        let unloaded = Counter()
        rig.governor.registerUnload("model") { unloaded.increment() }
        await rig.governor.unloadAll(reason: "SIGUSR1: moved to the background")
        #expect(unloaded.count == 1)
        #expect(rig.governor.state.lastUnload == "SIGUSR1: moved to the background")
    }

    @Test func lowBatteryShortensContextAndLength() async throws {
        let rig = Rig()
        rig.power.set(batteryLevel: 0.5, isCharging: false)
        #expect(await rig.governor.poll().lowPower == false)
        #expect(await rig.governor.poll().policy.readsEveryPartial)
        rig.power.set(batteryLevel: 0.15, isCharging: true)
        #expect(await rig.governor.poll().lowPower == false)
        rig.power.set(batteryLevel: 0.15, isCharging: false)
        let state = await rig.governor.poll()
        #expect(state.lowPower)
        #expect(state.policy.contextTokens == 2048)
        #expect(state.policy.maxTokens == 256)
        #expect(!state.policy.readsEveryPartial)
        #expect(state.explanation.contains { $0.hasPrefix("power saving") && $0.hasSuffix("voice partials read once they hold still") })
        #expect(try rig.governor.admit(chat).request.options.maxTokens == 256)
        rig.power.set(batteryLevel: nil, isCharging: nil, lowPowerMode: true)
        #expect(await rig.governor.poll().policy.contextTokens == 2048)
        // Serious heat and low power: the smaller cap wins.
        rig.thermal.set(.serious)
        #expect(await rig.governor.poll().policy.maxTokens == 128)
    }

    /// The pause blocks its thread, so it runs on its own thread, as on the engine's, never on
    /// the (two-thread) cooperative pool that the clock's tasks need.
    func onOwnThread(_ body: @escaping @Sendable () -> Void) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread { body(); done.resume() }.start()
        }
    }

    @Test func thePauseRunsOnTheInjectedClock() async {
        let clock = ImmediateClock()
        let governor = ResourceGovernor(thermal: ScriptedThermalProbe(), memory: ScriptedMemoryProbe(), power: ScriptedPowerProbe(), clock: clock)
        await onOwnThread { governor.pause(for: .milliseconds(120)) { false } }
        #expect(clock.slept == .milliseconds(120))
        #expect(clock.sleeps == 3) // 50 + 50 + 20 ms slices
        await onOwnThread { governor.pause(for: .seconds(5)) { true } }
        #expect(clock.slept == .milliseconds(120))
    }

    @Test func theServicePollsOnItsClockAndPublishesEachState() async throws {
        var configuration = GovernorConfiguration()
        configuration.pollInterval = .seconds(2)
        let rig = Rig(configuration: configuration)
        var states = rig.governor.states().makeAsyncIterator()
        #expect(await states.next()?.generation == 0)
        let service = Task { try await rig.governor.run() }

        await rig.clock.waitForSleepers(1)
        #expect(await states.next()?.generation == 1)
        rig.thermal.set(.serious)
        rig.clock.advance(by: .seconds(1))
        #expect(rig.governor.state.generation == 1) // not yet due
        rig.clock.advance(by: .seconds(1))
        let second = await states.next()
        #expect(second?.generation == 2)
        #expect(second?.tier == .serious)

        await rig.clock.waitForSleepers(1)
        rig.thermal.set(.nominal)
        rig.clock.advance(by: .seconds(2))
        #expect(await states.next()?.tier == .nominal)
        service.cancel()
        try await service.value
        #expect(rig.governor.state.generation == 3)
    }

    @Test func theServiceStopsOnGracefulShutdown() async throws {
        let rig = Rig()
        let group = ServiceGroup(services: [rig.governor], logger: .init(label: "test"))
        let running = Task { try await group.run() }
        await rig.clock.waitForSleepers(1)
        await group.triggerGracefulShutdown()
        try await running.value
        #expect(rig.governor.state.generation == 1)
    }
}
