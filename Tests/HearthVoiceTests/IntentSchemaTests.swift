import Foundation
import HearthVoice
import Testing

@Suite struct IntentSchemaTests {
    @Test func intentsAndSlotsComeFromTheSchemaFile() throws {
        let schema = try IntentSchema.bundled()
        #expect(schema.intents == ["create_event", "add_reminder", "create_note", "read_email", "send_email", "none"])
        #expect(schema.slots["add_reminder"] == ["title", "when"])
        #expect(schema.slots["send_email"] == ["email_to", "email_subject", "email_body"])
    }

    @Test func theConverterGivesOneRulePerAlternativeAndFixedKeys() throws {
        let gbnf = try GBNFConverter().grammar(for: IntentSchema.bundled().document)
        #expect(gbnf.hasPrefix("root ::= root-create-event | root-add-reminder"))
        #expect(gbnf.contains(#"root-add-reminder ::= "{\"intent\":" root-add-reminder-intent ",\"title\":" root-add-reminder-title"#))
        #expect(gbnf.contains(#"root-add-reminder-intent ::= "\"add_reminder\"""#))
    }

    @Test func validationAcceptsFittingOutputAndNamesWhatIsWrong() throws {
        let schema = try IntentSchema.bundled()
        try schema.validate(JSONValue.parse(#"{"intent":"add_reminder","title":"call John","when":"tomorrow at 7"}"#))
        try schema.validate(JSONValue.parse(#"{"intent":"none"}"#))
        #expect(throws: VoiceError.self) { try schema.validate(JSONValue.parse(#"{"intent":"add_reminder","title":"x"}"#)) }
        #expect(throws: VoiceError.self) { try schema.validate(JSONValue.parse(#"{"intent":"dance"}"#)) }
        #expect(throws: VoiceError.self) { try schema.validate(JSONValue.parse(#"{"intent":"create_event","title":"x","when":null,"duration_min":1.5}"#)) }
        #expect(throws: VoiceError.self) { try JSONValue.parse(#"{"intent":"none""#) }
    }

    @Test func aMinimumOfOneKeepsTheSignAndZeroOutOfTheGrammar() throws {
        // The model wrote -1 for "no duration" until the schema said minimum 1 (VOICE-EVAL.md).
        let schema = try IntentSchema.bundled()
        let gbnf = try GBNFConverter().grammar(for: schema.document)
        #expect(gbnf.contains(#"positive-integer ::= [1-9] [0-9]{0,8}"#))
        #expect(gbnf.contains("root-create-event-duration-min ::= (positive-integer) | (\"null\")") || gbnf.contains("positive-integer) | (\"null\")"))
        try schema.validate(JSONValue.parse(#"{"intent":"create_event","title":"x","when":null,"duration_min":45}"#))
        #expect(throws: VoiceError.self) { try schema.validate(JSONValue.parse(#"{"intent":"create_event","title":"x","when":null,"duration_min":-1}"#)) }
        #expect(throws: VoiceError.self) { try schema.validate(JSONValue.parse(#"{"intent":"create_event","title":"x","when":null,"duration_min":0}"#)) }
    }

    @Test func hostileSchemasAndDocumentsAreRefusedWithTheLimitNamed() throws {
        func refusal(_ schema: String) -> String {
            do {
                _ = try GBNFConverter().grammar(for: JSONValue.parse(schema))
                return "accepted"
            } catch {
                return error.message
            }
        }
        // Counts that once trapped converting to Int, or that llama.cpp would expand into millions of rules.
        #expect(refusal(#"{"type":"string","maxLength":1e20}"#).contains("over Hearth's limit of 4096"))
        #expect(refusal(#"{"type":"string","maxLength":1e999}"#).contains("limit of 4096"))
        #expect(refusal(#"{"type":"string","minLength":2.5}"#).contains("whole number"))
        #expect(refusal(#"{"type":"string","minLength":9,"maxLength":3}"#).contains("above maxLength"))
        #expect(refusal(#"{"type":"array","items":{"type":"null"},"maxItems":1000000}"#).contains("limit of 256"))
        #expect(refusal(#"{"type":"array","items":{"type":"null"},"minItems":-1}"#).contains("whole number"))
        #expect(refusal(#"{"type":"string","maxLength":4096}"#) == "accepted")
        // Nesting: deep enough to overflow a recursive parser's stack, refused at the limit.
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: VoiceError.self) { try JSONValue.parse(deep) }
        do { _ = try JSONValue.parse(deep) } catch { #expect(error.message.contains("limit of 256 levels")) }
        let fine = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect((try? JSONValue.parse(fine)) != nil)
        let object = String(repeating: #"{"a":"#, count: 300) + "1" + String(repeating: "}", count: 300)
        #expect(throws: VoiceError.self) { try JSONValue.parse(object) }
    }
}
