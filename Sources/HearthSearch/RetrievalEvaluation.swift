import Foundation

/// A retrieval set with judged answers: a folder of documents and questions, each naming the
/// documents that answer it (paths relative to the documents folder), split into dev and test.
///
/// On disk: `docs/` (any files the indexer reads) and `questions.jsonl`, one
/// `{"id", "split": "dev"|"test", "question", "relevant": ["notes/a.txt"]}` per line.
///
/// ```swift
/// let set = try RetrievalSet.load(from: URL(fileURLWithPath: "Benchmarks/retrieval"))
/// try await index.index(paths: [set.documents.path])
/// let score = try await set.evaluate(index, split: "dev")
/// print(score.top1, score.meanReciprocalRank, score.ndcgAt10)
/// ```
public struct RetrievalSet: Sendable {
    /// One judged question.
    public struct Question: Sendable, Codable, Hashable {
        /// A stable name ("q01").
        public var id: String
        /// "dev" (decide on it) or "test" (report it once).
        public var split: String
        /// The question as a person would ask it.
        public var question: String
        /// The documents that answer it, relative to the documents folder.
        public var relevant: [String]
    }

    /// The documents folder.
    public var documents: URL
    /// Every question, both splits.
    public var questions: [Question]

    /// Reads `folder/questions.jsonl` and checks that every relevant document exists in `folder/docs`.
    ///
    /// - Throws: `SearchError.unreadablePath` for a missing file or document, `.invalidDocument`
    ///   for a line that is not a question.
    public static func load(from folder: URL) throws(SearchError) -> RetrievalSet {
        let documents = folder.appendingPathComponent("docs", isDirectory: true).standardizedFileURL
        let file = folder.appendingPathComponent("questions.jsonl")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw SearchError(.unreadablePath, "\(file.path) could not be read")
        }
        var questions: [Question] = []
        for (number, line) in String(decoding: data, as: UTF8.self).split(separator: "\n").enumerated() where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let question = try? JSONDecoder().decode(Question.self, from: Data(line.utf8)) else {
                throw SearchError(.invalidDocument, "\(file.lastPathComponent) line \(number + 1) is not a question")
            }
            for path in question.relevant where !FileManager.default.fileExists(atPath: documents.appendingPathComponent(path).path) {
                throw SearchError(.unreadablePath, "question \(question.id) names \(path), which is not in \(documents.path)")
            }
            questions.append(question)
        }
        return RetrievalSet(documents: documents, questions: questions)
    }

    /// The questions of one split ("dev", "test"), or all for nil.
    public func questions(in split: String?) -> [Question] {
        questions.filter { split == nil || $0.split == split }
    }

    /// Asks every question of `split` and scores the ranked documents (a document's rank is that
    /// of its best chunk among the first `depth` hits).
    ///
    /// - Throws: the index's `SearchError`.
    public func evaluate(_ index: SearchIndex, split: String?, depth: Int = 10) async throws(SearchError) -> RetrievalScore {
        var ranked: [(Question, [String])] = []
        let root = documents.path + "/"
        for question in questions(in: split) {
            let hits = try await index.search(question.question, limit: depth)
            var seen: [String] = []
            for hit in hits {
                let path = hit.path.hasPrefix(root) ? String(hit.path.dropFirst(root.count)) : hit.path
                if !seen.contains(path) { seen.append(path) }
            }
            ranked.append((question, seen))
        }
        return RetrievalScore(ranked.map { (id: $0.0.id, ranking: $0.1, relevant: Set($0.0.relevant)) })
    }
}

/// Top-1 accuracy, mean reciprocal rank and nDCG@10 (binary relevance) over ranked documents.
public struct RetrievalScore: Sendable, Hashable, CustomStringConvertible {
    /// Questions scored.
    public var questions: Int
    /// Share of questions whose first document is relevant.
    public var top1: Double
    /// Mean of 1/rank of the first relevant document (0 when none is ranked).
    public var meanReciprocalRank: Double
    /// Mean nDCG over the first 10 documents.
    public var ndcgAt10: Double
    /// Questions whose first document was not relevant, with the rank of the first relevant one.
    public var misses: [Miss]

    /// A question whose first document was wrong.
    public struct Miss: Sendable, Hashable {
        /// The question's id.
        public var id: String
        /// 1-based rank of the first relevant document; nil when it was not ranked.
        public var rank: Int?
        /// The document ranked first instead.
        public var first: String?
    }

    /// Scores ranked documents: for each question its id, the documents in rank order, and the
    /// relevant ones.
    public init(_ results: [(id: String, ranking: [String], relevant: Set<String>)]) {
        questions = results.count
        var top1 = 0.0, reciprocal = 0.0, ndcg = 0.0
        var misses: [Miss] = []
        for result in results {
            let rank = result.ranking.firstIndex { result.relevant.contains($0) }.map { $0 + 1 }
            if rank == 1 { top1 += 1 } else { misses.append(Miss(id: result.id, rank: rank, first: result.ranking.first)) }
            if let rank { reciprocal += 1 / Double(rank) }
            var dcg = 0.0
            for (position, document) in result.ranking.prefix(10).enumerated() where result.relevant.contains(document) {
                dcg += 1 / log2(Double(position + 2))
            }
            let ideal = (0..<min(10, result.relevant.count)).reduce(0.0) { $0 + 1 / log2(Double($1 + 2)) }
            ndcg += ideal > 0 ? dcg / ideal : 0
        }
        let n = Double(max(1, results.count))
        self.top1 = top1 / n
        meanReciprocalRank = reciprocal / n
        ndcgAt10 = ndcg / n
        self.misses = misses
    }

    /// "36 questions: top-1 0.722, MRR 0.827, nDCG@10 0.870".
    public var description: String {
        String(format: "%d questions: top-1 %.3f, MRR %.3f, nDCG@10 %.3f", questions, top1, meanReciprocalRank, ndcgAt10)
    }
}
