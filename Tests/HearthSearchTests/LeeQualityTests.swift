import Foundation
import HearthLlama
@testable import HearthSearch
import HearthTesting
import Testing

/// Retrieval quality on gensim's Lee corpus: 50 news documents with human similarity ratings.
/// Prints the Pearson correlation of Hearth's document similarities with the ratings
/// (vector-only, lexical-only and hybrid) and checks the vector side is clearly correlated.
@Suite struct LeeQualityTests {
    @Test func pearsonCorrelationWithHumanRatings() async throws {
        let data = TestModels.searchData
        let corpus = try String(contentsOf: data.appendingPathComponent("lee.cor"), encoding: .isoLatin1) // the file is Latin-1
            .split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        #expect(corpus.count == 50)
        let ratings = try String(contentsOf: data.appendingPathComponent("similarities0-1.txt"), encoding: .utf8)
            .split(separator: "\n").map { $0.split(whereSeparator: { $0 == "\t" || $0 == " " || $0 == "," }).compactMap { Double($0) } }
        #expect(ratings.count == 50 && ratings.allSatisfy { $0.count == 50 })

        let embedder = try await SharedEmbedder.get()
        let vectors = try await embedder.embed(corpus)

        // Lexical side: TF-IDF cosine over the same terms the BM25 query uses.
        let documents = corpus.map { SearchIndex.terms(of: $0) }
        var frequency: [String: Int] = [:]
        for terms in documents { for term in Set(terms) { frequency[term, default: 0] += 1 } }
        let weights: [[String: Double]] = corpus.map { text in
            var counts: [String: Double] = [:]
            for term in text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init) where !SearchIndex.stopWords.contains(term) {
                counts[term, default: 0] += 1
            }
            var weighted = counts.mapValues { $0 }
            for (term, count) in counts { weighted[term] = (1 + log(count)) * log(50.0 / Double(frequency[term] ?? 1)) }
            let norm = weighted.values.reduce(0) { $0 + $1 * $1 }.squareRoot()
            return norm > 0 ? weighted.mapValues { $0 / norm } : weighted
        }

        var human: [Double] = [], vector: [Double] = [], lexical: [Double] = []
        for i in 0..<50 {
            for j in (i + 1)..<50 {
                human.append(ratings[i][j])
                vector.append(Double(VectorIndex.dot(vectors[i], vectors[j])))
                lexical.append(weights[i].reduce(0) { $0 + $1.value * (weights[j][$1.key] ?? 0) })
            }
        }
        let hybrid = zip(vector, lexical).map { ($0 + $1) / 2 }
        let rVector = pearson(vector, human), rLexical = pearson(lexical, human), rHybrid = pearson(hybrid, human)
        print(String(format: "Lee corpus (1225 pairs): Pearson vector-only %.3f, lexical-only %.3f, hybrid %.3f", rVector, rLexical, rHybrid))
        #expect(rVector > 0.5)
        #expect(rHybrid > 0.5)
    }

    func pearson(_ x: [Double], _ y: [Double]) -> Double {
        let n = Double(x.count)
        let mx = x.reduce(0, +) / n, my = y.reduce(0, +) / n
        var sxy = 0.0, sxx = 0.0, syy = 0.0
        for (a, b) in zip(x, y) { sxy += (a - mx) * (b - my); sxx += (a - mx) * (a - mx); syy += (b - my) * (b - my) }
        return sxy / (sxx * syy).squareRoot()
    }
}
