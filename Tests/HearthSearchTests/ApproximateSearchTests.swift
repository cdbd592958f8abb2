import Foundation
import GRDB
import HearthCore
@testable import HearthSearch
import HearthStore
import HearthTesting
import Testing

/// The persisted vector graph on a real index: the real embedding model, a real SQLite file, a
/// threshold lowered so two dozen notes count as a large index.
@Suite struct ApproximateSearchTests {
    static let notes = [
        "The dentist appointment moved to Thursday at nine in the morning.",
        "Tomatoes need six hours of sun; water them early, never at night.",
        "The laptop is backed up every night to the external drive with restic.",
        "Our flight to Lisbon leaves from gate 32 at quarter past seven.",
        "The guest wifi password is written on the back of the router.",
        "Grandma's lemon cake needs three eggs, butter and a cup of sugar.",
        "The car's oil was changed in March at 82,000 kilometres.",
        "Rent goes up by forty euros from the first of January.",
        "The cat gets half a pouch of food at six and a handful of biscuits.",
        "Tax documents for last year are in the blue folder in the study.",
        "Piano lessons are on Wednesdays; bring the scales book.",
        "The boiler's pressure should read between one and one and a half bar.",
        "Book club is reading a novel about a lighthouse keeper this month.",
        "The running plan: five kilometres on Tuesday, intervals on Friday.",
        "Recycling goes out on Monday evenings, glass every other week.",
        "The spare house key is with the neighbour at number eleven.",
        "Passport renewal needs two photos and the old passport.",
        "The team standup moved to ten thirty because of the time zone change.",
        "Sourdough starter: feed it flour and water twice a day.",
        "The bike's rear tyre has a slow puncture; patch kit in the garage.",
        "Insurance for the flat renews in May; compare quotes first.",
        "Mum's birthday present: a scarf, ordered, arriving next week.",
        "The printer only works when connected with the USB cable.",
        "Bird feeder: sunflower hearts attract goldfinches in winter.",
    ]

    func writeNotes(in folder: TemporaryDirectory) throws -> URL {
        let notes = folder.url.appendingPathComponent("notes", isDirectory: true)
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        for (i, text) in Self.notes.enumerated() {
            try text.write(to: notes.appendingPathComponent("note-\(i).txt"), atomically: true, encoding: .utf8)
        }
        return notes
    }

    func modified(_ file: URL) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
    }

    @Test func aLargeIndexSearchesThroughItsPersistedGraphAndKeepsItCurrent() async throws {
        let folder = try TemporaryDirectory()
        let store = try SearchSchema.openStore(paths: HearthPaths(home: folder.url))
        let file = store.indexFolder.appendingPathComponent("vectors.hnsw")
        let embedder = try await SharedEmbedder.get()
        let approximate = ApproximateSearch(file: file, threshold: 20)
        let index = SearchIndex(database: store.writer, embedder: embedder, approximate: approximate)
        let exact = SearchIndex(database: store.writer, embedder: embedder)
        let notes = try writeNotes(in: folder)
        try await index.index(paths: [notes.path])

        // Built at indexing time, owner-only, and used by searches; the exact scan agrees.
        let count = Self.notes.count
        #expect(FileManager.default.fileExists(atPath: file.path))
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        #expect(try await index.vectorSearchMode() == .approximate(vectors: count))
        #expect(try await exact.vectorSearchMode() == .exact(vectors: count))
        for query in ["when is the flight", "what does the cake need", "which day do the bins go out", "how is the computer backed up"] {
            let viaGraph = try await index.search(query, limit: 3)
            let viaScan = try await exact.search(query, limit: 3)
            #expect(viaGraph.map(\.path) == viaScan.map(\.path))
            #expect(viaGraph.first?.vectorRank == viaScan.first?.vectorRank)
        }
        let flight = try await index.search("when is the flight", limit: 1)
        #expect(flight.first?.path.hasSuffix("note-3.txt") == true)

        // Reopened by a new index on the same database: read from the file, not rebuilt.
        let saved = try modified(file)
        let reopened = SearchIndex(database: store.writer, embedder: embedder, approximate: approximate)
        #expect(try await reopened.vectorSearchMode() == .approximate(vectors: count))
        #expect(try await reopened.search("where is the spare key", limit: 1).first?.path.hasSuffix("note-15.txt") == true)
        #expect(try modified(file) == saved)

        // A removed and a changed note: the graph is patched (the old vectors stay as hidden
        // waypoints), never answers with them, and finds the new text.
        try FileManager.default.removeItem(at: notes.appendingPathComponent("note-3.txt"))
        try "The piano teacher is ill; lessons resume in two weeks.".write(to: notes.appendingPathComponent("note-10.txt"), atomically: true, encoding: .utf8)
        try await index.index(paths: [notes.path])
        let patched = try HNSWIndex.read(from: file)
        #expect(patched.liveCount == count - 1)
        #expect(patched.deletedCount == 2)
        #expect(try await index.vectorSearchMode() == .approximate(vectors: count - 1))
        let afterRemoval = try await index.search("when is the flight", limit: 5)
        #expect(afterRemoval.allSatisfy { !$0.path.hasSuffix("note-3.txt") })
        #expect(try await index.search("the music teacher is sick", limit: 1).first?.path.hasSuffix("note-10.txt") == true)
        // The change log is pruned up to what the graph covers.
        let logged = try await store.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM search_vector_changes") ?? -1 }
        #expect(logged == 0)

        // A damaged graph: searches scan exactly; the next write rebuilds it.
        try Data("not a graph".utf8).write(to: file)
        let fresh = SearchIndex(database: store.writer, embedder: embedder, approximate: approximate)
        #expect(try await fresh.vectorSearchMode() == .exact(vectors: count - 1))
        #expect(try await fresh.search("where is the spare key", limit: 1).first?.path.hasSuffix("note-15.txt") == true)
        _ = try await fresh.index(text: "The smoke alarm battery was replaced in October.", named: "alarm.txt")
        let rebuilt = try HNSWIndex.read(from: file)
        #expect(rebuilt.liveCount == count)
        #expect(rebuilt.deletedCount == 0)
        #expect(try await fresh.vectorSearchMode() == .approximate(vectors: count))

        // Below the threshold again: the graph file goes, searches scan.
        for i in 0..<6 { try FileManager.default.removeItem(at: notes.appendingPathComponent("note-\(i + 4).txt")) }
        try await fresh.index(paths: [notes.path])
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try await fresh.vectorSearchMode() == .exact(vectors: count - 6))
    }

    @Test func deletingTheIndexRemovesTheGraphAndTheChangeLog() async throws {
        let folder = try TemporaryDirectory()
        let store = try SearchSchema.openStore(paths: HearthPaths(home: folder.url))
        let file = store.indexFolder.appendingPathComponent("vectors.hnsw")
        let index = SearchIndex(database: store.writer, embedder: try await SharedEmbedder.get(), approximate: ApproximateSearch(file: file, threshold: 20))
        try await index.index(paths: [try writeNotes(in: folder).path])
        #expect(FileManager.default.fileExists(atPath: file.path))
        let report = try store.delete(.index)
        #expect(report.files.contains(store.indexFolder.path))
        #expect(!FileManager.default.fileExists(atPath: file.path))
        let left = try await store.writer.read { db in
            (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM search_vector_changes") ?? -1,
             try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM search_vectors") ?? -1)
        }
        #expect(left == (0, 0))
        await #expect(throws: SearchError.self) { try await index.search("flight", limit: 1) }
    }
}
