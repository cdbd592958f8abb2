import Foundation
import HearthCore
import HearthLlama
import HearthRuntime
import HearthTesting
import Testing

@Suite struct ChatSessionTests {
    @Test func historyIsSentAndAnswersAreRecorded() async throws {
        let engine = try await LlamaEngine.load(modelAt: TestModels.defaultModel)
        let session = ChatSession(engine: engine, system: "You are brief.", options: .greedy)
        for try await _ in try await session.send("My favourite colour is green.") {}
        let messages = await session.messages
        #expect(messages.map(\.role) == [.system, .user, .assistant])
        #expect(!messages[2].content.isEmpty)
    }

    @Test func oldestTurnsAreDroppedToFitTheContext() async throws {
        var configuration = LlamaConfiguration()
        configuration.contextLength = 256
        let engine = try await LlamaEngine.load(modelAt: TestModels.defaultModel, configuration: configuration)
        var options = GenerationOptions.greedy
        options.maxTokens = 40
        let session = ChatSession(engine: engine, system: "Be brief.", options: options)
        for turn in 1...8 {
            for try await _ in try await session.send("Turn \(turn): tell me one fact about the number \(turn).") {}
        }
        let messages = await session.messages
        #expect(await session.droppedMessages > 0)
        #expect(messages.first?.role == .system)
        #expect(messages.contains { $0.content.hasPrefix("Turn 8:") })
        #expect(!messages.contains { $0.content.hasPrefix("Turn 1:") })
        #expect(try await engine.tokens(for: .chat(messages)).count <= 256)
    }

    @Test func aMessageLargerThanTheContextIsRejected() async throws {
        var configuration = LlamaConfiguration()
        configuration.contextLength = 256
        let engine = try await LlamaEngine.load(modelAt: TestModels.defaultModel, configuration: configuration)
        let session = ChatSession(engine: engine)
        await #expect(throws: HearthError.self) {
            _ = try await session.send(String(repeating: "word ", count: 600))
        }
        #expect(await session.messages.isEmpty)
    }

    @Test func locatorFindsModelsByNameAndExplainsMisses() throws {
        let locator = ModelLocator(paths: .standard())
        #expect(try locator.locate(nil) == TestModels.defaultModel)
        #expect(try locator.locate("qwen2.5-coder-0.5b") == TestModels.qwenModel)
        #expect(try locator.locate("SmolLM2") == TestModels.defaultModel)
        do {
            _ = try locator.locate("no-such-model")
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .modelNotFound)
            #expect(error.message.contains("installed:"))
        }
    }
}
