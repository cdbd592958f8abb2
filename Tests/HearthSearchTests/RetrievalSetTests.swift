import Foundation
import HearthCore
@testable import HearthSearch
import HearthTesting
import Testing

/// The project's own retrieval set (Benchmarks/retrieval: notes, Markdown docs, source files and
/// mail; questions phrased without the documents' words), scored on its dev half. The test half
/// is reported once in BENCHMARKS.md (`hearth search-eval --split test`), never tuned on.
@Suite struct RetrievalSetTests {
    static var setFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Benchmarks/retrieval", isDirectory: true)
    }

    @Test func theSetIsWellFormed() throws {
        let set = try RetrievalSet.load(from: Self.setFolder)
        #expect(set.questions.count >= 60)
        #expect(Set(set.questions.map(\.id)).count == set.questions.count)
        #expect(Set(set.questions.map(\.split)) == ["dev", "test"])
        let (files, _) = try SearchIndex.files(under: [set.documents.path])
        #expect(files.count >= 40)
        // Four kinds of documents.
        let kinds = Set(files.map { ($0 as NSString).deletingLastPathComponent.split(separator: "/").last.map(String.init) ?? "" })
        #expect(kinds == ["notes", "docs", "src", "mail"])
    }

    @Test func devHalfFindsTheRightDocumentFirst() async throws {
        let set = try RetrievalSet.load(from: Self.setFolder)
        let folder = try TemporaryDirectory()
        let store = try SearchSchema.openStore(paths: HearthPaths(home: folder.url))
        let index = SearchIndex(database: store.writer, embedder: try await SharedEmbedder.get())
        try await index.index(paths: [set.documents.path])
        let score = try await set.evaluate(index, split: "dev")
        print("retrieval set, dev half: \(score)")
        #expect(score.questions >= 30)
        #expect(score.top1 >= 0.6)
        #expect(score.meanReciprocalRank >= 0.7)
    }

    @Test func metricsFollowTheirDefinitions() {
        let score = RetrievalScore([
            (id: "a", ranking: ["x", "y"], relevant: ["x"]),       // rank 1
            (id: "b", ranking: ["y", "x"], relevant: ["x"]),       // rank 2
            (id: "c", ranking: ["y", "z"], relevant: ["x"]),       // not ranked
        ])
        #expect(score.top1 == 1.0 / 3)
        #expect(abs(score.meanReciprocalRank - 0.5) < 1e-9)
        #expect(abs(score.ndcgAt10 - (1 + 1 / log2(3.0)) / 3) < 1e-9)
        #expect(score.misses.map(\.id) == ["b", "c"])
        #expect(score.misses.map(\.rank) == [2, nil])
    }
}
