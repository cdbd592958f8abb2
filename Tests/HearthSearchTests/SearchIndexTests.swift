import Foundation
import GRDB
import HearthCore
import HearthLlama
import HearthRuntime
@testable import HearthSearch
import HearthTesting
import Testing

/// One embedder for the suite: loading the model per test would only cost time.
enum SharedEmbedder {
    static let task = Task { try await LlamaEmbedder.load(modelAt: TestModels.embeddingModel) }
    static func get() async throws -> LlamaEmbedder { try await task.value }
}

@Suite struct SearchIndexTests {
    /// An index in the store's database (`hearth.sqlite`) of a temporary data folder.
    func makeIndex(_ folder: TemporaryDirectory) async throws -> (SearchIndex, DatabasePool) {
        let store = try SearchSchema.openStore(paths: HearthPaths(home: folder.url))
        return (SearchIndex(database: store.writer, embedder: try await SharedEmbedder.get()), store.writer)
    }

    func notes(in folder: TemporaryDirectory) throws -> URL {
        let notes = folder.url.appendingPathComponent("notes", isDirectory: true)
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try "# Backups\n\nThe laptop is backed up every night to the external drive with restic.\n\n# Restoring\n\nTo restore a file, mount the restic snapshot and copy the file back.\n"
            .write(to: notes.appendingPathComponent("backup.md"), atomically: true, encoding: .utf8)
        try "Tomatoes need six hours of sun a day. Water them in the morning, never at night.\n"
            .write(to: notes.appendingPathComponent("garden.txt"), atomically: true, encoding: .utf8)
        try "<html><body><h1>Car</h1><p>The car's oil was changed in March at 82,000 km.</p><script>var secret = 1;</script></body></html>"
            .write(to: notes.appendingPathComponent("car.html"), atomically: true, encoding: .utf8)
        return notes
    }

    @Test func findsByMeaningWithReasons() async throws {
        let folder = try TemporaryDirectory()
        let (index, _) = try await makeIndex(folder)
        let notes = try notes(in: folder)
        let result = try await index.index(paths: [notes.path])
        #expect(result.filesDone == 3)
        #expect(result.chunks >= 3)

        // No keyword in common with the garden note: found by meaning alone.
        let plants = try await index.search("when should plants get watering", limit: 2)
        #expect(plants.first?.path.hasSuffix("garden.txt") == true)
        let hit = try #require(plants.first)
        #expect(hit.vectorRank == 1)
        #expect((hit.similarity ?? 0) > 0.3)

        // Keywords and meaning agree: both ranks and the matched terms are reported.
        let restore = try await index.search("restore a file from the restic snapshot", limit: 3)
        let top = try #require(restore.first)
        #expect(top.path.hasSuffix("backup.md"))
        #expect(top.heading == "Restoring")
        #expect(top.bm25Rank == 1)
        #expect(top.matchedTerms.contains("restic"))

        // HTML is indexed as text: the script is not.
        let script = try await index.search("secret", limit: 5)
        #expect(script.allSatisfy { $0.bm25Rank == nil })
    }

    @Test func whyNamesStemmedMatchesWithThePassagesWords() async throws {
        let folder = try TemporaryDirectory()
        let (index, _) = try await makeIndex(folder)
        _ = try await index.index(text: "# Sunday\n\nWe spent the afternoon baking sourdough; the loaves baked for forty minutes.\n", named: "kitchen.md")
        _ = try await index.index(text: "The dentist appointment moved to Thursday at nine.\n", named: "dentist.txt")
        // "bake" is not in the passage: BM25 matched it through the Porter stem, and the why says so.
        let hits = try await index.search("bake bread", limit: 2)
        let top = try #require(hits.first)
        #expect(top.path == "kitchen.md")
        #expect(top.bm25Rank == 1)
        #expect(top.matchedTerms == ["bake"])
        #expect(top.termMatches == [TermMatch(term: "bake", words: ["baking", "baked"])])
        #expect(top.termMatches.first?.summary == "bake → baking, baked")
        // A hit that BM25 did not match names no terms.
        for hit in hits where hit.bm25Rank == nil { #expect(hit.termMatches.isEmpty) }
        #expect(SearchIndex.markedWords("a \u{1}Baking\u{2} b \u{1}baking\u{2} \u{1}x") == ["baking"])
    }

    @Test func reindexSkipsUnchangedUpdatesChangedRemovesDeleted() async throws {
        let folder = try TemporaryDirectory()
        let (index, queue) = try await makeIndex(folder)
        let notes = try notes(in: folder)
        try await index.index(paths: [notes.path])
        let again = try await index.index(paths: [notes.path])
        #expect(again.filesUnchanged == 3)
        #expect(again.chunks == 0)

        try "Tomatoes and peppers need six hours of sun.\n".write(to: notes.appendingPathComponent("garden.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: notes.appendingPathComponent("car.html"))
        let third = try await index.index(paths: [notes.path])
        #expect(third.filesUnchanged == 1)
        #expect(third.removed == 1)
        let stats = try await index.statistics()
        #expect(stats.documents == 2)
        #expect(stats.vectors == stats.chunks)
        let orphans = try await queue.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM search_fts WHERE rowid NOT IN (SELECT id FROM search_chunks)") ?? -1
        }
        #expect(orphans == 0)
        let peppers = try await index.search("peppers", limit: 1)
        #expect(peppers.first?.matchedTerms == ["peppers"])
    }

    @Test func namedDocumentsAreAddedUpdatedListedAndRemoved() async throws {
        let folder = try TemporaryDirectory()
        let (index, _) = try await makeIndex(folder)
        let first = try await index.index(text: "# Wifi\n\nThe guest password is tulip-42.\n", named: "house.md")
        #expect(first.change == .added)
        #expect(first.chunks == 1)
        #expect(try await index.index(text: "# Wifi\n\nThe guest password is tulip-42.\n", named: "house.md").change == .unchanged)
        #expect(try await index.index(text: "# Wifi\n\nThe guest password is marigold-7.\n", named: "house.md").change == .updated)
        #expect(try await index.search("tulip", limit: 3).allSatisfy { $0.bm25Rank == nil })
        #expect(try await index.search("marigold", limit: 1).first?.path == "house.md")
        let listed = try await index.documents()
        #expect(listed.map(\.name) == ["house.md"])
        #expect(listed.first?.title == "Wifi")
        #expect(try await index.removeDocument(named: "house.md"))
        #expect(try await !index.removeDocument(named: "house.md"))
        #expect(try await index.statistics().chunks == 0)
        await #expect(throws: SearchError.self) { try await index.index(text: "  \n", named: "empty.md") }
        await #expect(throws: SearchError.self) { try await index.index(text: "text", named: " ") }
    }

    @Test func vectorsOfAnotherModelAreRebuiltWhileKeywordSearchKeepsWorking() async throws {
        let folder = try TemporaryDirectory()
        let (index, queue) = try await makeIndex(folder)
        try await index.index(paths: [try notes(in: folder).path])
        // Pretend the vectors came from an older model.
        try await queue.write { db in try db.execute(sql: "UPDATE search_vectors SET model = 'old-model'") }
        #expect(try await index.statistics().vectors == 0)
        let keyword = try await index.search("restic", limit: 1)
        #expect(keyword.first?.bm25Rank == 1)
        try await index.backfillVectors()
        let stats = try await index.statistics()
        #expect(stats.vectors == stats.chunks)
    }

    @Test func embeddingCacheIsKeyedByContentHash() async throws {
        let folder = try TemporaryDirectory()
        let (index, queue) = try await makeIndex(folder)
        let first = try await index.vectors(for: ["a  cat\non the mat"])
        let second = try await index.vectors(for: ["a cat on the mat"]) // same normalised text
        #expect(first == second)
        let rows = try await queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM search_embedding_cache") ?? 0 }
        #expect(rows == 1)
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func badInputIsAClearError() async throws {
        let folder = try TemporaryDirectory()
        let (index, _) = try await makeIndex(folder)
        await #expect(throws: SearchError.self) { try await index.index(paths: ["/nonexistent/hearth"]) }
        await #expect(throws: SearchError.self) { try await index.search("  ?! ") }
        do {
            _ = try await index.search("anything")
            Issue.record("an empty index should throw")
        } catch {
            #expect(error.code == .emptyIndex)
        }
    }
}

@Suite struct ChunkerAndVectorIndexTests {
    @Test func chunksFollowHeadingsAndBudgetWithOverlap() {
        let long = (1...400).map { "word\($0)" }.joined(separator: " ")
        let text = "# Intro\n\nShort intro.\n\n# Body\n\n\(long)\n"
        let chunks = Chunker(tokenBudget: 100, overlapTokens: 20).chunks(of: text, kind: .markdown)
        #expect(chunks.first?.heading == "Intro")
        let body = chunks.filter { $0.heading == "Body" }
        #expect(body.count >= 5)
        #expect(body.allSatisfy { $0.tokenEstimate <= 100 + 20 })
        // Consecutive body chunks overlap: the next one starts with the end of the previous one.
        let lastWord = body[1].text.split(separator: " ").last.map(String.init) ?? ""
        #expect(body[2].text.contains(lastWord))
        #expect(chunks.allSatisfy { !$0.text.contains("# ") })
    }

    @Test func exactSearchMatchesBruteForce() {
        var generator = SplitMix64(seed: 7)
        var index = VectorIndex(dimensions: 37)
        var rows: [[Float]] = []
        for id in 0..<500 {
            let v = (0..<37).map { _ in Float(generator.nextUnit() * 2 - 1) }
            rows.append(v)
            index.add(id: Int64(id), vector: v)
        }
        let query = (0..<37).map { _ in Float(generator.nextUnit() * 2 - 1) }
        let brute = rows.enumerated().map { (Int64($0.offset), zip($0.element, query).reduce(Float(0)) { $0 + $1.0 * $1.1 }) }
            .sorted { $0.1 > $1.1 }.prefix(10)
        let hits = index.search(query, k: 10)
        #expect(hits.map(\.id) == brute.map(\.0))
        for (hit, expected) in zip(hits, brute) { #expect(abs(hit.score - expected.1) < 1e-4) }
    }
}


@Suite struct HNSWRecallTests {
    /// Recall@10 of the approximate index against exact search, on clustered synthetic vectors.
    @Test func recallAt10AgainstExactSearch() {
        var generator = SplitMix64(seed: 11)
        let dimensions = 64, count = 3000
        let centres = (0..<30).map { _ in (0..<dimensions).map { _ in Float(generator.nextUnit() * 2 - 1) } }
        func sample() -> [Float] {
            let centre = centres[Int(generator.next() % UInt64(centres.count))]
            var v = centre.map { $0 + Float(generator.nextUnit() - 0.5) }
            let norm = v.reduce(0) { $0 + $1 * $1 }.squareRoot()
            for i in v.indices { v[i] /= norm }
            return v
        }
        var exact = VectorIndex(dimensions: dimensions)
        var hnsw = HNSWIndex(dimensions: dimensions)
        for id in 0..<count {
            let v = sample()
            exact.add(id: Int64(id), vector: v)
            hnsw.add(id: Int64(id), vector: v)
        }
        var found = 0, total = 0
        for _ in 0..<50 {
            let q = sample()
            let truth = Set(exact.search(q, k: 10).map(\.id))
            found += hnsw.search(q, k: 10).filter { truth.contains($0.id) }.count
            total += 10
        }
        let recall = Double(found) / Double(total)
        print(String(format: "HNSW recall@10 vs exact: %.3f (%d vectors, %d-d, M=16, efSearch=64)", recall, count, dimensions))
        #expect(recall >= 0.9)
    }
}

@Suite struct HNSWPersistenceTests {
    /// Clustered 48-d vectors: the graph is built, written, read back and answers identically.
    @Test func writtenIndexReopensWithoutRebuildAndAnswersTheSame() throws {
        var generator = SplitMix64(seed: 5)
        let dimensions = 48
        let centres = (0..<20).map { _ in (0..<dimensions).map { _ in Float(generator.nextUnit() * 2 - 1) } }
        func sample() -> [Float] {
            let centre = centres[Int(generator.next() % UInt64(centres.count))]
            var v = centre.map { $0 + Float(generator.nextUnit() - 0.5) * 0.6 }
            let norm = v.reduce(0) { $0 + $1 * $1 }.squareRoot()
            for i in v.indices { v[i] /= norm }
            return v
        }
        var exact = VectorIndex(dimensions: dimensions)
        var hnsw = HNSWIndex(dimensions: dimensions, maxNeighbours: 8, constructionBreadth: 64)
        for id in 0..<2000 {
            let v = sample()
            exact.add(id: Int64(id * 3), vector: v)
            hnsw.add(id: Int64(id * 3), vector: v)
        }
        let folder = try TemporaryDirectory()
        let file = folder.url.appendingPathComponent("index.hnsw")
        try hnsw.write(to: file)
        let reopened = try HNSWIndex.read(from: file)
        #expect(reopened.count == 2000)
        var found = 0
        for _ in 0..<40 {
            let q = sample()
            let hits = reopened.search(q, k: 10)
            #expect(hits.map(\.id) == hnsw.search(q, k: 10).map(\.id))
            let truth = Set(exact.search(q, k: 10).map(\.id))
            found += hits.filter { truth.contains($0.id) }.count
        }
        #expect(Double(found) / 400 >= 0.95)

        // Removed vectors are never answered but still carry the walk; removals, replacements and
        // the label survive the file.
        var pruned = reopened
        var live = VectorIndex(dimensions: dimensions)
        for id in 0..<2000 where id % 4 != 0 { live.add(id: Int64(id * 3), vector: try #require(hnsw.vector(for: Int64(id * 3)))) }
        let removed = stride(from: 0, to: 2000, by: 4).filter { pruned.remove(id: Int64($0 * 3)) }
        #expect(removed.count == 500)
        let removedTwice = pruned.remove(id: 0)
        #expect(!removedTwice)
        #expect(pruned.liveCount == 1500 && pruned.deletedCount == 500 && !pruned.contains(id: 0) && pruned.vector(for: 0) == nil)
        let moved = sample()
        pruned.add(id: 9, vector: moved) // replaces id 9's vector
        live.add(id: 9, vector: moved)
        #expect(pruned.deletedCount == 501 && pruned.vector(for: 9) == moved)
        pruned.metadata = "model=m\nchange=7"
        try pruned.write(to: file)
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        let again = try HNSWIndex.read(from: file)
        #expect(again.metadata == "model=m\nchange=7" && again.liveCount == 1500 && again.deletedCount == 501)
        var kept = 0
        for _ in 0..<40 {
            let q = sample()
            let hits = again.search(q, k: 10)
            #expect(hits.map(\.id) == pruned.search(q, k: 10).map(\.id))
            #expect(hits.allSatisfy { $0.id % 12 != 0 }) // the removed ids are the multiples of 12
            let truth = Set(live.search(q, k: 10).map(\.id))
            kept += hits.filter { truth.contains($0.id) }.count
        }
        #expect(Double(kept) / 400 >= 0.95)

        // A truncated or foreign file is a clear error, never a crash.
        let data = try Data(contentsOf: file)
        try data.prefix(data.count / 2).write(to: file)
        #expect(throws: SearchError.self) { try HNSWIndex.read(from: file) }
        try Data("not an index".utf8).write(to: file)
        #expect(throws: SearchError.self) { try HNSWIndex.read(from: file) }
    }
}
