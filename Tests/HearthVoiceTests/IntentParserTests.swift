import Foundation
import HearthLlama
import HearthTesting
import HearthVoice
import Testing

/// Runs the real Qwen2.5-Coder-0.5B model under the intent grammar.
@Suite(.serialized) struct IntentParserTests {
    static let engine: Task<LlamaEngine, any Error> = Task {
        var configuration = LlamaConfiguration()
        configuration.contextLength = 2048
        configuration.threads = 1 // CPU shared with other test processes: one thread avoids ggml's spin-wait thrash
        return try await LlamaEngine.load(modelAt: TestModels.qwenModel, configuration: configuration)
    }

    let zone = TimeZone(identifier: "Europe/Berlin")!
    var reference: Date { ISO8601DateFormatter().date(from: "2026-11-23T10:00:00+01:00")! }

    func parser() async throws -> IntentParser {
        try IntentParser(generator: await Self.engine.value, examples: LabelledExample.bundled())
    }

    @Test func understandsAReminderAndResolvesItsTime() async throws {
        let understanding = try await parser().understand("remind me tomorrow at 7 to call John", reference: reference, timeZone: zone)
        #expect(!understanding.malformed)
        #expect(understanding.intent == "add_reminder")
        #expect(understanding.slots["title"]?.lowercased().contains("call john") == true)
        #expect(understanding.slots["datetime_point"] == "2026-11-24T07:00:00+01:00")
        #expect(understanding.rawConfidence > 0 && understanding.rawConfidence <= 1)
    }

    @Test func outputAlwaysFitsTheSchemaAndThePromptPrefixIsReused() async throws {
        let engine = try await Self.engine.value
        let schema = try IntentSchema.bundled()
        let parser = try await parser()
        for text in ["note that the code is 4411"] {
            let understanding = try await parser.understand(text, reference: reference, timeZone: zone)
            try schema.validate(JSONValue.parse(understanding.raw))
        }
        // A fourth command: only the new user turn is evaluated; the system prompt and examples come from the cache.
        let before = try await engine.generateStructured(.init(messages: [.system("x"), .user("y")], grammar: try schema.grammar(), maxTokens: 40, forcedPrefix: "{\"intent\":\""))
        let again = try await engine.generateStructured(.init(messages: [.system("x"), .user("y")], grammar: try schema.grammar(), maxTokens: 40, forcedPrefix: "{\"intent\":\""))
        #expect(again.reusedPromptTokens >= before.evaluatedPromptTokens + before.reusedPromptTokens - 1)
        #expect(again.evaluatedPromptTokens == 1)
        #expect(again.text == before.text)
    }

    @Test func outOfDomainIsNoneAndNeverExecutes() async throws {
        let understanding = try await parser().understand("set the living room lights to 50 percent", reference: reference, timeZone: zone)
        #expect(understanding.intent == "none")
        #expect(understanding.gate != .execute)
    }

    @Test func sendEmailAlwaysConfirms() async throws {
        let understanding = try await parser().understand("send an email to Tom saying see you tomorrow", reference: reference, timeZone: zone)
        #expect(understanding.intent == "send_email")
        #expect(understanding.slots["email_to"] == "Tom")
        #expect(understanding.gate != .execute)
    }
}

