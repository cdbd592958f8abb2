import Foundation
import HearthCore
import HearthLlama
import HearthRuntime
import HearthStore
import HearthTesting
import Testing

@Suite struct ConversationRecorderTests {
    @Test func aSessionSavesEachTurnAsItHappens() async throws {
        let folder = try TemporaryDirectory()
        let store = try Store.open(paths: HearthPaths(home: folder.url.appendingPathComponent("data")))
        let created = LockedIDs()
        let recorder = ConversationRecorder(store: store, system: "Be brief.") { created.append($0) }
        let engine = try await LlamaEngine.load(modelAt: TestModels.defaultModel)
        var options = GenerationOptions.greedy
        options.maxTokens = 12
        let session = ChatSession(engine: engine, system: "Be brief.", options: options, recorder: recorder)

        var answer = ""
        for try await event in try await session.send("Name a colour.") {
            if case .text(let piece) = event { answer += piece }
        }
        let id = try #require(recorder.conversationID)
        #expect(created.all == [id])
        // Saved by the time the stream ended.
        let saved = try store.conversation(id).messages
        #expect(saved.map(\.chatMessage) == [.system("Be brief."), .user("Name a colour."), .assistant(answer)])
        #expect(saved[2].metrics?.completionTokens ?? 0 > 0)
        #expect(saved[2].model == engine.info.url.lastPathComponent)

        // A conversation picked up again continues in the same place.
        let history = saved.map(\.chatMessage).filter { $0.role != .system }
        let resumed = ChatSession(engine: engine, system: "Be brief.", options: options, history: history, recorder: ConversationRecorder(store: store, conversationID: id))
        for try await _ in try await resumed.send("Another one.") {}
        #expect(try store.conversation(id).messages.count == 5)
        #expect(created.all == [id])
    }

    @Test func aStoppedAnswerIsSavedAsFarAsItGot() async throws {
        let folder = try TemporaryDirectory()
        let store = try Store.open(paths: HearthPaths(home: folder.url.appendingPathComponent("data")))
        let recorder = ConversationRecorder(store: store)
        let engine = try await LlamaEngine.load(modelAt: TestModels.defaultModel)
        var options = GenerationOptions.greedy
        options.maxTokens = 200
        let session = ChatSession(engine: engine, options: options, recorder: recorder)
        let consumer = Task {
            var received = ""
            for try await event in try await session.send("Write a long story about a lighthouse.") {
                if case .text(let piece) = event { received += piece }
                if received.count > 20 { break }
            }
            return received
        }
        let received = try await consumer.value
        // Leaving the loop drops the stream, which cancels the generation; the partial answer is
        // recorded when the producer ends. Wait for it through the session (no sleeping).
        var messages = await session.messages
        while messages.count < 2 {
            await Task.yield()
            messages = await session.messages
        }
        let saved = try store.conversation(try #require(recorder.conversationID)).messages
        #expect(saved.map(\.role) == [.user, .assistant])
        #expect(saved[1].content.hasPrefix(received))
        #expect(saved[1].content.count < 2000)
    }
}

final class LockedIDs: @unchecked Sendable {
    private let lock = NSLock()
    private var ids: [Int64] = []
    func append(_ id: Int64) { lock.withLock { ids.append(id) } }
    var all: [Int64] { lock.withLock { ids } }
}
