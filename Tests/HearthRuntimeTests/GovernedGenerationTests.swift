import Dispatch
import Foundation
import HearthCore
import HearthGovernor
import HearthLlama
import HearthRuntime
import HearthTesting
import Testing

/// Probes, a governor on an immediate clock (pauses are recorded, never waited for).
struct GovernedRig {
    let thermal = ScriptedThermalProbe()
    let memory = ScriptedMemoryProbe()
    let power = ScriptedPowerProbe()
    let clock = ImmediateClock()
    let governor: ResourceGovernor

    init(configuration: GovernorConfiguration = GovernorConfiguration()) {
        governor = ResourceGovernor(configuration: configuration, thermal: thermal, memory: memory, power: power, clock: clock)
    }

    /// Polls from a synchronous context (the engine thread), as the service would between tokens.
    func pollNow() {
        let done = DispatchSemaphore(value: 0)
        Task.detached { [governor] in
            await governor.poll()
            done.signal()
        }
        done.wait()
    }
}

/// Forwards to the governor, and at token `index` makes the device hot: a tier change mid-answer.
final class HeatsUpAt: TokenPacing {
    let rig: GovernedRig
    let index: Int
    let state: ThermalState

    init(_ rig: GovernedRig, at index: Int, to state: ThermalState) {
        self.rig = rig
        self.index = index
        self.state = state
    }

    func directive(forToken index: Int) -> TokenDirective {
        if index == self.index {
            rig.thermal.set(state)
            rig.pollNow()
        }
        return rig.governor.directive(forToken: index)
    }

    func pause(for delay: Duration, isCancelled: @Sendable () -> Bool) {
        rig.governor.pause(for: delay, isCancelled: isCancelled)
    }
}

func story(_ maxTokens: Int) -> GenerationRequest {
    var options = GenerationOptions.greedy
    options.maxTokens = maxTokens
    options.ignoreEndOfGeneration = true
    return GenerationRequest(prompt: .chat([.user("Tell me a long story about a dragon who loves tea.")]), options: options)
}

func text(of stream: AsyncThrowingStream<GenerationEvent, any Error>) async throws -> (String, GenerationSummary) {
    var pieces = ""
    for try await event in stream {
        switch event {
        case .text(let piece): pieces += piece
        case .finished(let summary): return (pieces, summary)
        }
    }
    throw HearthError(.cancelled, "no summary")
}

@Suite(.serialized) struct GovernedGenerationTests {
    static let engine = Task { try await LlamaEngine.load(modelAt: TestModels.defaultModel) }

    @Test func aTierChangeMidAnswerSlowsAndCapsIt() async throws {
        let engine = try await Self.engine.value
        await engine.setPacing(nil)
        let free = try await engine.complete(story(40))
        #expect(free.governance == nil)
        #expect(free.metrics.completionTokens == 40)

        var configuration = GovernorConfiguration()
        configuration.seriousMaxTokens = 12
        let rig = GovernedRig(configuration: configuration)
        await rig.governor.poll()
        await engine.setPacing(HeatsUpAt(rig, at: 5, to: .serious))
        let paced = try await engine.complete(story(40))
        await engine.setPacing(nil)

        let record = try #require(paced.governance)
        #expect(record.tier == .serious)
        #expect(paced.finishReason == .length)
        #expect(paced.metrics.completionTokens == 12)
        #expect(record.stoppedByGovernor)
        #expect(record.tokenCap == 12)
        #expect(record.delayedTokens == 7) // tokens 5...11
        #expect(rig.clock.slept == .milliseconds(40 * 7))
        #expect(abs(record.delaySeconds - 0.28) < 1e-9)
        // Pacing changes speed and length, never the words: greedy text is a prefix of the free one.
        #expect(!paced.text.isEmpty)
        #expect(free.text.hasPrefix(paced.text))
    }

    @Test func nominalPacingChangesNothing() async throws {
        let engine = try await Self.engine.value
        await engine.setPacing(nil)
        let free = try await engine.complete(story(16))
        let rig = GovernedRig()
        await rig.governor.poll()
        await engine.setPacing(rig.governor)
        let paced = try await engine.complete(story(16))
        await engine.setPacing(nil)
        #expect(paced.text == free.text)
        #expect(paced.governance?.tier == .nominal)
        #expect(paced.governance?.delayedTokens == 0)
        #expect(rig.clock.sleeps == 0)
    }

    @Test func criticalMidAnswerStopsAtTheCriticalCap() async throws {
        let engine = try await Self.engine.value
        let rig = GovernedRig()
        await rig.governor.poll()
        await engine.setPacing(HeatsUpAt(rig, at: 40, to: .critical))
        let paced = try await engine.complete(story(60))
        await engine.setPacing(nil)
        // Already past the critical cap of 32 when it turned critical: it stops right there.
        #expect(paced.metrics.completionTokens == 40)
        #expect(paced.governance?.tier == .critical)
        #expect(paced.governance?.stoppedByGovernor == true)
        #expect(rig.clock.sleeps == 0)
    }
}

@Suite(.serialized) struct FallbackChainTests {
    func chain(_ rig: GovernedRig, deep: URL? = TestModels.qwenModel) -> (FallbackChain, LocalModels) {
        let models = LocalModels(fast: TestModels.defaultModel, deep: deep, governor: rig.governor)
        models.registerWithGovernor()
        return (FallbackChain(governor: rig.governor, local: models), models)
    }

    var question: GenerationRequest {
        var options = GenerationOptions.greedy
        options.maxTokens = 24
        return GenerationRequest(prompt: .chat([.user("What is the capital of France? Answer in one sentence.")]), options: options)
    }

    @Test func theLocalModelAnswersAndSaysWhy() async throws {
        let rig = GovernedRig()
        let (chain, models) = chain(rig)
        let (answer, summary) = try await text(of: chain.generate(question, mode: .fast))
        #expect(answer.contains("Paris"))
        #expect(summary.metrics.backend == "llama.cpp")
        #expect(summary.metrics.backendReason == "the local fast model SmolLM2-135M-Instruct.Q4_1.gguf is loaded")
        #expect(summary.governance?.tier == .nominal)
        #expect(await models.residency?.file == "SmolLM2-135M-Instruct.Q4_1.gguf")
    }

    @Test func criticalHeatDowngradesDeepToFast() async throws {
        let rig = GovernedRig()
        let (chain, models) = chain(rig)
        rig.thermal.set(.critical)
        await rig.governor.poll()
        let (answer, summary) = try await text(of: chain.generate(question, mode: .deep))
        #expect(!answer.isEmpty)
        #expect(summary.metrics.model == "SmolLM2-135M-Instruct.Q4_1.gguf")
        #expect(summary.metrics.backendReason?.contains("critically hot") == true)
        #expect(summary.governance?.notes.contains("downgraded deep → fast (device critically hot)") == true)
        #expect(summary.metrics.completionTokens <= 24)
        // A pause before every sampled token (the last one may be end-of-generation, not counted).
        let delayed = try #require(summary.governance?.delayedTokens)
        #expect(delayed >= summary.metrics.completionTokens && delayed <= summary.metrics.completionTokens + 1)
        #expect(rig.clock.slept == .milliseconds(100 * delayed))
        #expect(await models.residency?.mode == .fast)
        #expect(await models.loads == 1)
    }

    @Test func heavyInferenceIsRefusedInPlainWords() async throws {
        let rig = GovernedRig()
        let (chain, models) = chain(rig)
        rig.thermal.set(.critical)
        await rig.governor.poll()
        let (answer, summary) = try await text(of: chain.generate(question, mode: .deep, canDowngrade: false))
        #expect(answer.hasPrefix("Sorry, I can't answer with a model right now: the device is critically hot"))
        #expect(summary.metrics.backend == "template")
        #expect(summary.metrics.backendReason?.contains("heavy inference is paused") == true)
        #expect(await models.loads == 0)
    }

    @Test func criticalMemoryUnloadsTheModelAndTheTemplateAnswersUntilItRecovers() async throws {
        let rig = GovernedRig()
        let (chain, models) = chain(rig)
        _ = try await text(of: chain.generate(question, mode: .fast))
        #expect(await models.residency != nil)

        rig.memory.set(availableBytes: 300 << 20)
        let state = await rig.governor.poll()
        #expect(await models.residency == nil)
        #expect(await models.unloads == 1)
        #expect(state.lastUnload?.hasPrefix("memory critical") == true)

        let (refusal, summary) = try await text(of: chain.generate(question, mode: .fast))
        #expect(summary.metrics.backend == "template")
        #expect(refusal.contains("the model is unavailable because memory is low (300 MiB available"))
        #expect(await models.loads == 1)

        rig.memory.set(availableBytes: 8 << 30)
        await rig.governor.poll()
        let (answer, again) = try await text(of: chain.generate(question, mode: .fast))
        #expect(answer.contains("Paris"))
        #expect(again.metrics.backend == "llama.cpp")
        #expect(await models.loads == 2)
    }

    @Test func aMissingModelGetsAnHonestTemplateReply() async throws {
        let rig = GovernedRig()
        let models = LocalModels(fast: URL(fileURLWithPath: "/nonexistent/model.gguf"), deep: nil, governor: rig.governor)
        let chain = FallbackChain(governor: rig.governor, local: models)
        let (answer, summary) = try await text(of: chain.generate(question))
        #expect(answer == "Sorry, I can't answer with a model right now: the model is unavailable because no model file at /nonexistent/model.gguf.")
        #expect(summary.metrics.backend == "template")
        #expect(!summary.text.isEmpty)
    }

    @Test func lowPowerShortensTheContextOfNewLoads() async throws {
        let rig = GovernedRig()
        let (chain, models) = chain(rig)
        rig.power.set(batteryLevel: 0.1, isCharging: false)
        await rig.governor.poll()
        var request = question
        request.options.maxTokens = 1000
        let (_, summary) = try await text(of: chain.generate(request))
        #expect(await models.residency?.contextLength == 2048)
        #expect(summary.governance?.notes.contains("answer capped at 256 tokens (power saving)") == true)
    }

    @Test func theHashesMatchTheSetUpScriptAndTheInstalledFiles() throws {
        let setup = try String(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/setup"), encoding: .utf8)
        for file in ModelHashes.installedBySetup {
            let hash = try #require(ModelHashes.known[file])
            #expect(setup.contains(hash), "scripts/setup does not pin \(file)'s hash")
        }
        #expect(try ModelHashes.sha256(of: TestModels.defaultModel) == ModelHashes.known["SmolLM2-135M-Instruct.Q4_1.gguf"])
    }
}
