import Foundation

/// A TF-IDF nearest-neighbour matcher over labelled utterances: the safety net that proposes an
/// intent when the model says `none` or is unsure. Its proposals are never auto-executed.
///
/// ```swift
/// let matcher = NearestNeighbourMatcher(examples: [("remind me to call mum", "add_reminder")])
/// matcher.propose("please remind me to water the plants")   // ("add_reminder", 0.4…)
/// ```
public struct NearestNeighbourMatcher: Sendable {
    private var vectors: [([String: Double], String)] = []
    private var texts: [String] = []
    private var idf: [String: Double] = [:]

    /// A matcher over labelled example texts (TF-IDF vectors, cosine similarity).
    public init(examples: [(text: String, intent: String)]) {
        let documents = examples.map { Self.terms($0.text) }
        var frequency: [String: Int] = [:]
        for terms in documents { for term in Set(terms) { frequency[term, default: 0] += 1 } }
        let count = Double(max(1, documents.count))
        idf = frequency.mapValues { log((1 + count) / (1 + Double($0))) + 1 }
        vectors = zip(documents, examples).map { (vector(for: $0), $1.intent) }
        texts = examples.map { $0.text }
    }

    /// Lowercased words plus word bigrams.
    static func terms(_ text: String) -> [String] {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        return words + zip(words, words.dropFirst()).map { "\($0) \($1)" }
    }

    private func vector(for terms: [String]) -> [String: Double] {
        var counts: [String: Double] = [:]
        for term in terms { counts[term, default: 0] += 1 }
        var vector = counts.reduce(into: [String: Double]()) { $0[$1.key] = $1.value * (idf[$1.key] ?? 0) }
        let norm = sqrt(vector.values.reduce(0) { $0 + $1 * $1 })
        if norm > 0 { vector = vector.mapValues { $0 / norm } }
        return vector
    }

    /// Intents ranked by the cosine similarity of their best-matching example.
    ///
    /// - Parameters:
    ///   - text: the command.
    ///   - leavingOut: skip examples with exactly this text (features of a labelled example
    ///     itself, as if it had not been seen).
    public func rank(_ text: String, leavingOut: String? = nil) -> [(intent: String, similarity: Double)] {
        let query = vector(for: Self.terms(text))
        var best: [String: Double] = [:]
        for ((vector, intent), example) in zip(vectors, texts) where example != leavingOut {
            let similarity = query.reduce(0) { $0 + $1.value * (vector[$1.key] ?? 0) }
            best[intent] = max(best[intent] ?? 0, similarity)
        }
        return best.map { ($0.key, $0.value) }.sorted { $0.similarity > $1.similarity }
    }

    /// The nearest example's intent and similarity, or nil with no overlap at all.
    public func propose(_ text: String) -> (intent: String, similarity: Double)? {
        rank(text).first.flatMap { $0.similarity > 0 ? $0 : nil }
    }
}
