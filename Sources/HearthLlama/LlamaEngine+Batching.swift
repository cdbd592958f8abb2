import CLlama
import Foundation
import HearthCore
import Synchronization

/// Requests waiting for a sequence slot, and whether the batch loop is running. Shared between
/// callers (any thread) and the loop (the llama thread).
final class BatchQueue: Sendable {
    struct Entry: Sendable {
        let request: GenerationRequest
        let abort: AbortFlag
        let continuation: AsyncThrowingStream<GenerationEvent, any Error>.Continuation
        let submitted: ContinuousClock.Instant
    }

    private let state = Mutex<(pending: [Entry], running: Bool)>(([], false))

    /// Queues `entry`; true when the caller must start the loop (it was idle).
    func submit(_ entry: Entry) -> Bool {
        state.withLock { state in
            state.pending.append(entry)
            guard !state.running else { return false }
            state.running = true
            return true
        }
    }

    /// Up to `limit` waiting entries, oldest first.
    func take(_ limit: Int) -> [Entry] {
        guard limit > 0 else { return [] }
        return state.withLock { state in
            let taken = Array(state.pending.prefix(limit))
            state.pending.removeFirst(taken.count)
            return taken
        }
    }

    /// Marks the loop stopped when nothing waits; false when new work arrived meanwhile.
    func stopIfIdle() -> Bool {
        state.withLock { state in
            guard state.pending.isEmpty else { return false }
            state.running = false
            return true
        }
    }
}

/// One request decoding in a sequence slot.
private final class BatchSequence {
    let id: llama_seq_id
    let entry: BatchQueue.Entry
    let options: GenerationOptions
    let sampler: LlamaSampler
    var prompt: [llama_token]
    /// Prompt tokens already evaluated.
    var prefilled = 0
    /// The sampled token to evaluate next (decode phase).
    var pending: llama_token?
    var position = 0
    var metrics: GenerationMetrics
    var governance: GovernanceRecord?
    var utf8 = UTF8Accumulator()
    var stops: StopSequenceMatcher
    var answer = ""
    var admitted: ContinuousClock.Instant
    var firstTokenAt: ContinuousClock.Instant?

    var logprobs: [TokenLogprob]?

    init(id: llama_seq_id, entry: BatchQueue.Entry, prompt: [llama_token], metrics: GenerationMetrics, vocabulary: OpaquePointer,
         governed: Bool, now: ContinuousClock.Instant) throws(HearthError) {
        self.id = id
        self.entry = entry
        options = entry.request.options
        sampler = try LlamaSampler(options: entry.request.options, vocabulary: vocabulary)
        logprobs = entry.request.options.topLogprobs == nil ? nil : []
        self.prompt = prompt
        self.metrics = metrics
        governance = governed ? GovernanceRecord(tier: .nominal) : nil
        stops = StopSequenceMatcher(entry.request.options.stop)
        admitted = now
    }

    var isPrefilling: Bool { prefilled < prompt.count }

    func release(_ text: String) {
        guard !text.isEmpty else { return }
        answer += text
        entry.continuation.yield(.text(text))
    }
}

extension LlamaEngine {
    /// Continuous batching: every request gets a sequence slot (up to `parallelSequences`, the
    /// rest wait in order); each `llama_decode` call evaluates one new token of every decoding
    /// sequence plus a chunk of any prompt being prefilled, so concurrent answers share the
    /// weight reads that bound decoding on a CPU. Cancelling one request frees its slot at the
    /// next step and leaves the others running.
    nonisolated func generateBatched(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: GenerationEvent.self)
        let abort = AbortFlag()
        continuation.onTermination = { _ in abort.set() }
        let entry = BatchQueue.Entry(request: request, abort: abort, continuation: continuation, submitted: ContinuousClock.now)
        if batchQueue.submit(entry) {
            Task { await self.runBatches() }
        }
        return stream
    }

    /// The batch loop: runs on the llama thread until no request is active or waiting.
    private func runBatches() {
        let clock = ContinuousClock()
        let slotCount = handles.sequenceCount
        let capacity = max(slotCount, handles.batchSize)
        let contextLength = handles.contextLength
        let memory = llama_get_memory(handles.context)
        // The loop owns every sequence of the KV cache while it runs.
        handles.resetMemory()
        var slots = [BatchSequence?](repeating: nil, count: slotCount)
        var batch = llama_batch_init(Int32(capacity), 0, 1)
        defer { llama_batch_free(batch) }

        func finish(_ slot: Int, _ reason: FinishReason) {
            guard let sequence = slots[slot] else { return }
            var reason = reason
            if reason != .stopSequence {
                let tail = sequence.utf8.flush()
                if case .stop(let text) = sequence.stops.append(tail) {
                    sequence.release(text)
                    if reason != .cancelled { reason = .stopSequence }
                } else {
                    sequence.release(sequence.stops.flush())
                }
            }
            var metrics = sequence.metrics
            if metrics.completionTokens > 1 {
                metrics.decodeTokensPerSecond = Double(metrics.completionTokens - 1) / max(metrics.decodeSeconds, 1e-9)
            }
            metrics.peakMemoryBytes = ProcessMemory.peakResidentBytes()
            var summary = GenerationSummary(finishReason: reason, metrics: metrics, text: sequence.answer, governance: sequence.governance)
            summary.logprobs = sequence.logprobs
            sequence.entry.continuation.yield(.finished(summary))
            sequence.entry.continuation.finish()
            _ = llama_memory_seq_rm(memory, sequence.id, -1, -1)
            slots[slot] = nil
        }

        func fail(_ slot: Int, _ error: HearthError) {
            guard let sequence = slots[slot] else { return }
            sequence.entry.continuation.finish(throwing: error)
            _ = llama_memory_seq_rm(memory, sequence.id, -1, -1)
            slots[slot] = nil
        }

        while true {
            // Admit waiting requests into free slots.
            let free = slots.indices.filter { slots[$0] == nil }
            for (slot, entry) in zip(free, batchQueue.take(free.count)) {
                do {
                    try entry.request.options.validate()
                    let prompt = try promptTokens(entry.request.prompt)
                    guard prompt.count < contextLength else {
                        throw HearthError(.contextOverflow, "the prompt is \(prompt.count) tokens but the context holds \(contextLength); shorten it or drop earlier turns")
                    }
                    var metrics = GenerationMetrics(backend: backendName, model: info.url.lastPathComponent)
                    metrics.promptTokens = prompt.count
                    slots[slot] = try BatchSequence(
                        id: llama_seq_id(slot), entry: entry, prompt: prompt, metrics: metrics, vocabulary: handles.vocab,
                        governed: pacing != nil, now: clock.now
                    )
                } catch {
                    entry.continuation.finish(throwing: error)
                }
            }
            for slot in slots.indices where slots[slot]?.entry.abort.isSet == true { finish(slot, .cancelled) }
            guard slots.contains(where: { $0 != nil }) else {
                if batchQueue.stopIfIdle() { return }
                continue
            }

            // The governor, once per step: stops and caps per sequence, one shared pause.
            if let pacing {
                var delay = Duration.zero
                for slot in slots.indices {
                    guard let sequence = slots[slot], sequence.pending != nil else { continue }
                    let directive = pacing.directive(forToken: sequence.metrics.completionTokens)
                    sequence.governance?.observe(directive)
                    if let reason = directive.stopReason {
                        sequence.governance?.stoppedByGovernor = true
                        sequence.governance?.note(reason)
                        finish(slot, .length)
                    } else if let cap = directive.maxTokens, sequence.metrics.completionTokens >= cap {
                        sequence.governance?.stoppedByGovernor = true
                        finish(slot, .length)
                    } else if directive.delay > .zero {
                        delay = max(delay, directive.delay)
                        sequence.governance?.delaySeconds += directive.delay.seconds
                        sequence.governance?.delayedTokens += 1
                    }
                }
                if delay > .zero {
                    let waiting = slots.compactMap { $0?.entry.abort }
                    pacing.pause(for: delay) { waiting.allSatisfy(\.isSet) }
                }
            }

            // One batch: the next token of every decoding sequence, then prompt chunks.
            batch.n_tokens = 0
            var outputs: [(slot: Int, index: Int32)] = []
            func add(_ token: llama_token, _ sequence: BatchSequence, output: Bool) {
                let i = Int(batch.n_tokens)
                batch.token[i] = token
                batch.pos[i] = llama_pos(sequence.position)
                batch.n_seq_id[i] = 1
                batch.seq_id[i]![0] = sequence.id
                batch.logits[i] = output ? 1 : 0
                batch.n_tokens += 1
                sequence.position += 1
            }
            for slot in slots.indices {
                guard let sequence = slots[slot], let token = sequence.pending else { continue }
                outputs.append((slot, batch.n_tokens))
                add(token, sequence, output: true)
                sequence.pending = nil
            }
            for slot in slots.indices {
                guard let sequence = slots[slot], sequence.isPrefilling, Int(batch.n_tokens) < capacity else { continue }
                let end = min(sequence.prompt.count, sequence.prefilled + capacity - Int(batch.n_tokens))
                for index in sequence.prefilled..<end {
                    let last = index == sequence.prompt.count - 1
                    if last { outputs.append((slot, batch.n_tokens)) }
                    add(sequence.prompt[index], sequence, output: last)
                }
                sequence.prefilled = end
            }
            guard batch.n_tokens > 0 else { continue }

            let status = llama_decode(handles.context, batch)
            guard status == 0 else {
                let error = status == 1
                    ? HearthError(.contextOverflow, "the context window is full")
                    : HearthError(.backendFailure, "llama_decode failed with status \(status)")
                for slot in slots.indices where slots[slot] != nil { fail(slot, error) }
                continue
            }

            // Sample each sequence that produced logits.
            let now = clock.now
            for (slot, index) in outputs {
                guard let sequence = slots[slot] else { continue }
                if sequence.firstTokenAt == nil {
                    sequence.metrics.prefillSeconds = (now - sequence.admitted).seconds
                    sequence.metrics.prefillTokensPerSecond = Double(sequence.metrics.promptTokens) / max(sequence.metrics.prefillSeconds, 1e-9)
                    sequence.prompt = []
                    sequence.prefilled = 0
                }
                let token = sequence.sampler.sample(handles.context, at: index)
                if sequence.firstTokenAt == nil {
                    sequence.firstTokenAt = now
                    // From submission: the time a request waited for a slot counts.
                    sequence.metrics.timeToFirstToken = (now - sequence.entry.submitted).seconds
                }
                if sequence.entry.abort.isSet { finish(slot, .cancelled); continue }
                if handles.isEndOfGeneration(token), !sequence.options.ignoreEndOfGeneration { finish(slot, .endOfGeneration); continue }
                if let raw = sequence.sampler.logprobs(handles.context, at: index, chosen: token) { sequence.logprobs?.append(handles.logprob(raw)) }
                sequence.metrics.completionTokens += 1
                sequence.entry.abort.recordToken()
                sequence.metrics.decodeSeconds = (now - sequence.firstTokenAt!).seconds
                switch sequence.stops.append(sequence.utf8.append(handles.piece(token))) {
                case .text(let text): sequence.release(text)
                case .stop(let text):
                    sequence.release(text)
                    finish(slot, .stopSequence)
                    continue
                }
                if sequence.metrics.completionTokens >= sequence.options.maxTokens { finish(slot, .length); continue }
                if sequence.position + 1 >= contextLength { finish(slot, .contextFull); continue }
                sequence.pending = token
            }
        }
    }
}
