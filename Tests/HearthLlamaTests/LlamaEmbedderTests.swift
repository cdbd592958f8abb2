import Foundation
import HearthCore
import HearthLlama
import HearthTesting
import Testing

@Suite struct LlamaEmbedderTests {
    struct Reference: Decodable {
        var text: String
        var tokens: [Int32]
        var embedding: [Float]
    }

    /// The GGUF conversion is checked against a numpy forward pass of the original F32 weights.
    @Test func matchesNumpyReferenceOfOriginalWeights() async throws {
        let data = try Data(contentsOf: TestModels.searchData.appendingPathComponent("minilm-reference.json"))
        let references = try JSONDecoder().decode([Reference].self, from: data)
        #expect(references.count >= 4)
        let embedder = try await LlamaEmbedder.load(modelAt: TestModels.embeddingModel)
        #expect(embedder.dimensions == 384)
        // Batched: all sentences in one call, several sequences per decode.
        let vectors = try await embedder.embed(references.map(\.text))
        for (reference, vector) in zip(references, vectors) {
            #expect(try await embedder.tokens(reference.text) == reference.tokens, "tokens of \(reference.text)")
            let cosine = zip(reference.embedding, vector).reduce(Float(0)) { $0 + $1.0 * $1.1 }
            #expect(cosine >= 0.999, "cosine \(cosine) for \(reference.text)")
        }
        // One at a time gives the same vectors as the batch.
        let single = try await embedder.embed([references[1].text])[0]
        let agreement = zip(single, vectors[1]).reduce(Float(0)) { $0 + $1.0 * $1.1 }
        #expect(agreement >= 0.9999)
    }

    @Test func similarMeaningsScoreHigherAndVectorsAreNormalised() async throws {
        let embedder = try await LlamaEmbedder.load(modelAt: TestModels.embeddingModel)
        let v = try await embedder.embed(["How do I reset my password?", "I forgot my login credentials", "The recipe needs two eggs", ""])
        let dot = { (a: [Float], b: [Float]) in zip(a, b).reduce(Float(0)) { $0 + $1.0 * $1.1 } }
        #expect(abs(dot(v[0], v[0]) - 1) < 1e-4)
        #expect(dot(v[0], v[1]) > dot(v[0], v[2]) + 0.1)
        #expect(v[3].allSatisfy { $0 == 0 })
    }
}
