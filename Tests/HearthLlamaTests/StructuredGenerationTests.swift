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

    @Test func theOutputFitsTheGrammarAndTheForcedPrefixIsNotSampled() async throws {
        let engine = try await Shared.engine.value
        let request = StructuredRequest(messages: [.user("Name a colour of the sky, as JSON.")], grammar: grammar, maxTokens: 40,
                                        forcedPrefix: "{\"colour\": \"")
        let result = try await engine.generateStructured(request)
        // The output fits the grammar and parses.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.text.utf8)) as? [String: Any])
        #expect((object["colour"] as? String)?.isEmpty == false)
        #expect(object["note"] as? String == "fixed text here")
        // The prefix came from the request, not the sampler; the tokens spell the text.
        #expect(result.text.hasPrefix("{\"colour\": \""))
        #expect(result.tokens.first?.forced == true)
        #expect(result.tokens.map(\.text).joined() == result.text)
        #expect(result.tokens.filter { !$0.forced }.allSatisfy { $0.probability > 0 && $0.probability <= 1 })
    }
}
