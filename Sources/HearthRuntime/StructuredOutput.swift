import Foundation
import HearthCore
import HearthLlama
import HearthVoice

/// JSON output under a grammar, for callers that do not import the voice module (the server's
/// `response_format`): JSON Schema to GBNF through `GBNFConverter`, and generation on the host's
/// resident model through its request queue.
///
/// ```swift
/// let grammar = try StructuredOutput.grammar(forSchema: #"{"type":"object","properties":{"city":{"type":"string"}}}"#)
/// let result = try await host.generateStructured(StructuredRequest(messages: [.user("Name a city")], grammar: grammar))
/// ```
public enum StructuredOutput {
    /// The grammar for the compact JSON texts that match a JSON Schema (the subset
    /// `GBNFConverter` supports: objects with `properties`, arrays with `items`, strings, numbers,
    /// integers, booleans, null, `enum`, `const`, `anyOf`/`oneOf`). Every listed property is
    /// produced, in the schema's order. An object schema without `properties` allows any object.
    ///
    /// - Parameter schemaJSON: the schema as JSON text (key order is kept).
    /// - Throws: `HearthError` `.invalidRequest` naming what is not JSON or not supported.
    public static func grammar(forSchema schemaJSON: String) throws(HearthError) -> String {
        let schema: JSONValue
        do {
            schema = try JSONValue.parse(schemaJSON)
        } catch {
            throw HearthError(.invalidRequest, "the schema is not JSON: \(error.message)")
        }
        guard case .object = schema else { throw HearthError(.invalidRequest, "the schema must be a JSON object") }
        if schema["type"]?.string == "object", schema["properties"] == nil { return anyObject }
        do {
            return try GBNFConverter().grammar(for: schema)
        } catch {
            throw HearthError(.invalidRequest, "the schema is not supported: \(error.message)")
        }
    }

    /// A grammar for any JSON object (OpenAI's `json_object`), nested at most two levels deep,
    /// with bounded strings, so a small model cannot wander forever.
    public static let anyObject = #"""
        root ::= "{" (pair ("," pair){0,15})? "}"
        pair ::= string ":" value
        value ::= scalar | inner-object | inner-array
        inner-object ::= "{" (inner-pair ("," inner-pair){0,15})? "}"
        inner-pair ::= string ":" scalar
        inner-array ::= "[" (scalar ("," scalar){0,15})? "]"
        scalar ::= string | number | "true" | "false" | "null"
        string ::= "\"" char{0,200} "\""
        char ::= [^"\\\x00-\x1f] | "\\" ["\\/bfnrt]
        number ::= "-"? ([0-9] | [1-9] [0-9]{1,15}) ("." [0-9]{1,10})?
        """#

    /// The JSON text of the member at `path` inside a JSON document, keys in their original order
    /// (Foundation's decoders do not keep key order, which decides the order of generated keys).
    ///
    /// - Returns: nil when the document is not JSON or has no such member.
    public static func member(_ path: [String], ofJSON text: String) -> String? {
        guard var value = try? JSONValue.parse(text) else { return nil }
        for key in path {
            guard let next = value[key] else { return nil }
            value = next
        }
        return value.serialized
    }
}

extension ModelHost {
    /// Generates under a grammar on the model `model` (nil: the resident one), in the same queue
    /// as every other generation.
    ///
    /// - Returns: the result and the id of the model that produced it.
    /// - Throws: `.busy` when the queue is full, `.invalidRequest` for a grammar llama.cpp rejects,
    ///   `.contextOverflow` when the prompt and answer do not fit.
    public func generateStructured(_ request: StructuredRequest, model: String? = nil) async throws -> (result: StructuredResult, model: String) {
        let result = try await withModel(model) { engine in
            try await engine.generateStructured(request)
        }
        return (result, await residentModel)
    }
}
