import Foundation
import HearthCatalog
import HearthCore
import HearthLlama
import HearthRuntime
import HearthTesting
import Testing

/// Ordered residency and request events.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var events = [String]()
    private var waiters: [(String, CheckedContinuation<Void, Never>)] = []
    func add(_ event: String) {
        lock.lock()
        events.append(event)
        let ready = waiters.filter { $0.0 == event }
        waiters.removeAll { $0.0 == event }
        lock.unlock()
        ready.forEach { $0.1.resume() }
    }
    var all: [String] { lock.withLock { events } }
    func index(_ event: String) -> Int? { all.firstIndex(of: event) }
    /// Waits until `event` has been logged (no clock involved).
    func wait(for event: String) async {
        await withCheckedContinuation { c in
            lock.lock()
            if events.contains(event) { lock.unlock(); c.resume(); return }
            waiters.append((event, c))
            lock.unlock()
        }
    }
}

@Suite(.serialized) struct ModelResidencyTests {
    let locator = ModelLocator(paths: .standard())

    @Test func catalogueResolvesInstalledPacksAndRefusesUnverifiedOnes() throws {
        let smol = try locator.resolve(nil)
        #expect(smol.id == "smollm2-135m")
        #expect(smol.url == TestModels.defaultModel)
        #expect(smol.footprintBytes == smol.pack?.footprint.totalBytes)
        #expect(try locator.resolve("qwen2.5-coder-0.5b").url == TestModels.qwenModel)
        #expect(throws: HearthError.self) { try locator.resolve("phi-4-mini") }
        // A path outside the catalogue gets its footprint from its GGUF header.
        let byPath = try locator.resolve(TestModels.defaultModel.path)
        #expect(byPath.footprintBytes == smol.footprintBytes)
    }

    @Test func aPackThatDoesNotFitIsRefusedNamingBothNumbersAndASmallerPack() async throws {
        let qwen = try locator.resolve("qwen2.5-coder-0.5b")
        let smol = try locator.resolve("smollm2-135m")
        let available = smol.footprintBytes + 10 * 1_048_576
        let residency = ModelResidency(locator: locator, memoryProbe: ScriptedMemoryProbe(availableBytes: available))
        do {
            _ = try await residency.load("qwen2.5-coder-0.5b")
            Issue.record("loaded a pack that does not fit")
        } catch {  // typed: a HearthError
            #expect(error.message.contains("\(qwen.footprintBytes / 1_048_576) MiB"))
            #expect(error.message.contains("\(available / 1_048_576) MiB is available"))
            #expect(error.message.contains("smollm2-135m"))
        }
        #expect(await residency.residentModelID == nil)
        // The smaller pack loads.
        _ = try await residency.load("smollm2-135m")
        #expect(await residency.residentModelID == "smollm2-135m")
        #expect(await residency.residentFootprintBytes == smol.footprintBytes)
        // Nothing fits in 1 MiB.
        let tiny = ModelResidency(locator: locator, memoryProbe: ScriptedMemoryProbe(availableBytes: 1_048_576))
        await #expect(throws: HearthError.self) { _ = try await tiny.load(nil) }
    }

    @Test func hotSwapWaitsForTheRunningRequestAndServesTheNextOneWithTheNewModel() async throws {
        let log = EventLog()
        let residency = ModelResidency(locator: locator, memoryProbe: ScriptedMemoryProbe(availableBytes: 16 << 30),
                                       observer: { log.add($0) })
        var options = GenerationOptions.greedy
        options.maxTokens = 24
        let request = GenerationRequest(prompt: .chat([.user("Count from one to twenty.")]), options: options)

        // A: a generation on SmolLM2 that is running when the swap is asked for.
        let a = Task {
            try await residency.withModel("smollm2-135m") { engine in
                log.add("A start")
                var text = ""
                for try await event in engine.generate(request) {
                    if case .text(let piece) = event { text += piece }
                    if text.count > 0 { log.add("A streaming") }
                }
                log.add("A end")
                return (engine.info.url, text)
            }
        }
        await log.wait(for: "A streaming")
        // The swap to Qwen: it must wait for A.
        let swap = Task { try await residency.withModel("qwen2.5-coder-0.5b") { engine in engine.info.url } }
        // B arrives during the swap, asking for Qwen too.
        let b = Task {
            try await residency.withModel("qwen2.5-coder-0.5b") { engine in
                log.add("B served")
                return engine.info.url
            }
        }
        let (aURL, aText) = try await a.value
        let swapURL = try await swap.value
        let bURL = try await b.value
        #expect(aURL == TestModels.defaultModel)
        #expect(!aText.isEmpty)
        #expect(swapURL == TestModels.qwenModel)
        #expect(bURL == TestModels.qwenModel)
        let aEnd = try #require(log.index("A end"))
        let unload = try #require(log.index("unload smollm2-135m"))
        let load = try #require(log.index("loaded qwen2.5-coder-0.5b"))
        let bServed = try #require(log.index("B served"))
        #expect(aEnd < unload && unload < load && load < bServed, "\(log.all)")
        // Qwen was loaded once: B waited for the swap rather than loading again.
        #expect(log.all.filter { $0 == "load qwen2.5-coder-0.5b" }.count == 1)
        #expect(await residency.residentModelID == "qwen2.5-coder-0.5b")
        await residency.unloadAll()
        #expect(await residency.residentModelID == nil)
    }
}
