/// A model that turns text into fixed-length vectors whose dot product measures similarity.
///
/// ```swift
/// let vectors = try await embedder.embed(["a cat on a mat", "a kitten on a rug"])
/// let similarity = zip(vectors[0], vectors[1]).reduce(0) { $0 + $1.0 * $1.1 }
/// ```
public protocol Embedding: Sendable {
    /// A stable identifier of the model and its settings (e.g. "all-MiniLM-L6-v2.F16/mean");
    /// stored with every vector so vectors of different models are never mixed.
    var modelID: String { get }

    /// Length of every vector.
    var dimensions: Int { get }

    /// The most tokens the model reads of one text; longer texts are truncated.
    var maxTokens: Int { get }

    /// Embeds texts, in order. Vectors are L2-normalised, so a dot product is a cosine.
    ///
    /// - Parameter texts: the texts; empty texts embed as zero vectors.
    /// - Returns: one vector of `dimensions` floats per text.
    /// - Throws: `HearthError` when the backend fails or the caller cancels.
    func embed(_ texts: [String]) async throws(HearthError) -> [[Float]]

    /// The tokens the model reads of each text (after truncation to `maxTokens`), for throughput
    /// and budgets. The default estimates four tokens per three words.
    func tokenCounts(_ texts: [String]) async throws(HearthError) -> [Int]
}

extension Embedding {
    public func tokenCounts(_ texts: [String]) async throws(HearthError) -> [Int] {
        texts.map { min(maxTokens, ($0.split(whereSeparator: { $0.isWhitespace }).count * 4 + 2) / 3 + 2) }
    }
}
