import Foundation
import HearthCore
import HearthLlama
import HearthTesting
import Testing

/// Continuous batching on the real default model: several requests decoded together.
@Suite(.serialized) struct LlamaBatchingTests {
    static let engine = Task {
        var configuration = LlamaConfiguration()
        configuration.contextLength = 512
        configuration.parallelSequences = 4
        return try await LlamaEngine.load(modelAt: TestModels.defaultModel, configuration: configuration)
    }

    let questions = [
        ("What is the capital of France? Answer in one sentence.", "Paris"),
        ("What is the capital of Italy? Answer in one sentence.", "Rome"),
        ("What is the capital of Germany? Answer in one sentence.", "Berlin"),
        ("What is the capital of Spain? Answer in one sentence.", "Madrid"),
        ("What is the capital of Japan? Answer in one sentence.", "Tokyo"),
        ("What is the capital of England? Answer in one sentence.", "London"),
    ]

    @Test func concurrentAnswersAreEachRightAndComplete() async throws {
        let engine = try await Self.engine.value
        #expect(engine.info.contextLength == 512) // each sequence has its own window
        // Six requests on four slots: two wait for a slot, all finish.
        let results = try await withThrowingTaskGroup(of: (Int, GenerationSummary).self) { group in
            for (index, question) in questions.enumerated() {
                group.addTask {
                    let request = GenerationRequest(prompt: .chat([.user(question.0)]), options: greedy(24))
                    return (index, try await collect(engine.generate(request)).summary)
                }
            }
            var results: [Int: GenerationSummary] = [:]
            for try await (index, summary) in group { results[index] = summary }
            return results
        }
        #expect(results.count == questions.count)
        for (index, question) in questions.enumerated() {
            let summary = try #require(results[index])
            #expect(summary.text.contains(question.1), "\(question.0) → \(summary.text)")
            #expect(summary.metrics.completionTokens > 0)
            #expect(summary.metrics.promptTokens > 10)
            #expect(summary.metrics.timeToFirstToken > 0)
        }
    }

    @Test func aBatchedAnswerMatchesTheSameAnswerAlone() async throws {
        let engine = try await Self.engine.value
        let request = GenerationRequest(prompt: .chat([.user("Name three colours of the rainbow.")]), options: greedy(16))
        let alone = try await engine.complete(request)
        // The same request again, with three others decoding beside it.
        async let others = withThrowingTaskGroup(of: Void.self) { group in
            for question in questions.prefix(3) {
                group.addTask {
                    _ = try await engine.complete(GenerationRequest(prompt: .chat([.user(question.0)]), options: greedy(16)))
                }
            }
            try await group.waitForAll()
        }
        let together = try await engine.complete(request)
        try await others
        #expect(together.finishReason == alone.finishReason)
        #expect(!together.text.isEmpty)
        // Batched matrix products may round differently from single-sequence ones; greedy text
        // agrees in practice on this model, which is what a user sees.
        #expect(together.text.prefix(20) == alone.text.prefix(20))
    }

    @Test func cancellingOneLeavesTheOthersRunning() async throws {
        let engine = try await Self.engine.value
        var long = GenerationOptions.greedy
        long.maxTokens = 200
        long.ignoreEndOfGeneration = true
        let victim = Task { () async throws -> GenerationSummary? in
            var pieces = 0
            for try await event in engine.generate(GenerationRequest(prompt: .chat([.user("Count to one hundred.")]), options: long)) {
                if case .text = event { pieces += 1 }
                if case .finished(let summary) = event { return summary }
            }
            return nil
        }
        let survivor = Task { try await engine.complete(GenerationRequest(prompt: .chat([.user(questions[0].0)]), options: greedy(24))) }
        try await Task.sleep(for: .milliseconds(300))
        victim.cancel()
        let cancelled = try await victim.value
        #expect(cancelled == nil || cancelled?.finishReason == .cancelled)
        let answer = try await survivor.value
        #expect(answer.text.contains("Paris"))
        #expect(answer.finishReason != .cancelled)
    }

    @Test func badRequestsFailAloneWithClearErrors() async throws {
        let engine = try await Self.engine.value
        let long = String(repeating: "word ", count: 2000)
        await #expect(throws: HearthError.self) {
            _ = try await engine.complete(GenerationRequest(prompt: .chat([.user(long)]), options: greedy(8)))
        }
        let fine = try await engine.complete(GenerationRequest(prompt: .chat([.user(questions[1].0)]), options: greedy(24)))
        #expect(fine.text.contains("Rome"))
    }
}
