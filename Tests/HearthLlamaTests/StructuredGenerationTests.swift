import Foundation
import HearthCore
import HearthLlama
import HearthTesting
import Testing

/// Grammar-constrained generation on the real default model.
@Suite(.serialized) struct StructuredGenerationTests {
    let grammar = #"""
    root ::= "{\"colour\": \"" [a-z]+ "\", \"certain\": " ("true" | "false") ", \"note\": \"fixed text here\"}"
    """#

    @Test func forcedTextIsAppendedWithoutSamplingInOneBatch() async throws {
        let engine = try await Shared.engine.value
        let request = StructuredRequest(messages: [.user("Name a colour of the sky, as JSON.")], grammar: grammar, maxTokens: 40, batchForcedText: true)
        let result = try await engine.generateStructured(request)
        // The output fits the grammar and parses.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.text.utf8)) as? [String: Any])
        #expect((object["colour"] as? String)?.isEmpty == false)
        #expect(object["note"] as? String == "fixed text here")
        // The fixed tail (`", "certain": ` … `"fixed text here"}`) came from the grammar, not the sampler,
        // and several tokens shared one decode call.
        let forced = result.tokens.filter(\.forced)
        #expect(forced.count >= 4)
        #expect(result.tokens.map(\.text).joined() == result.text)
        #expect(result.decodeCalls < result.tokens.count - forced.count + 1)
    }
}
