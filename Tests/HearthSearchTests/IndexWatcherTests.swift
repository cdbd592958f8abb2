import Foundation
import HearthCore
@testable import HearthSearch
import HearthTesting
import Testing

@Suite struct IndexWatcherTests {
    @Test func watcherIndexesWhatChangedAppearedOrVanished() async throws {
        let folder = try TemporaryDirectory()
        let store = try SearchSchema.openStore(paths: HearthPaths(home: folder.url))
        let index = SearchIndex(database: store.writer, embedder: try await SharedEmbedder.get())
        let notes = folder.url.appendingPathComponent("notes", isDirectory: true)
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try "# Plumbing\n\nThe stopcock is under the kitchen sink, behind the bleach.\n".write(to: notes.appendingPathComponent("house.md"), atomically: true, encoding: .utf8)
        let watcher = IndexWatcher(index: index, paths: [notes.path])

        let first = try #require(try await watcher.check())
        #expect(first.filesDone == 1 && first.chunks >= 1)
        #expect(try await watcher.check() == nil) // nothing changed: no pass at all

        try "The spare house keys are with Mrs Patel at number 9.\n".write(to: notes.appendingPathComponent("keys.txt"), atomically: true, encoding: .utf8)
        let added = try #require(try await watcher.check())
        #expect(added.filesUnchanged == 1)
        #expect(added.chunks >= 1)
        #expect(try await index.search("who holds a copy of the door keys", limit: 1).first?.path.hasSuffix("keys.txt") == true)

        try "The spare house keys are now with Tom at number 11.\n".write(to: notes.appendingPathComponent("keys.txt"), atomically: true, encoding: .utf8)
        #expect(try #require(try await watcher.check()).chunks >= 1)
        #expect(try await index.search("Patel", limit: 3).allSatisfy { $0.bm25Rank == nil })

        try FileManager.default.removeItem(at: notes.appendingPathComponent("house.md"))
        #expect(try #require(try await watcher.check()).removed == 1)
        #expect(try await index.statistics().documents == 1)
    }

    @Test func runStopsWhenCancelled() async throws {
        let folder = try TemporaryDirectory()
        let store = try SearchSchema.openStore(paths: HearthPaths(home: folder.url))
        let index = SearchIndex(database: store.writer, embedder: try await SharedEmbedder.get())
        try "Bins go out on Tuesday evening.\n".write(to: folder.url.appendingPathComponent("bins.txt"), atomically: true, encoding: .utf8)
        let watcher = IndexWatcher(index: index, paths: [folder.url.appendingPathComponent("bins.txt").path], interval: .milliseconds(10))
        let passes = Counter()
        let task = Task { try await watcher.run { _ in passes.increment() } }
        while passes.value == 0 { try await Task.sleep(for: .milliseconds(5)) }
        task.cancel()
        try await task.value
        #expect(passes.value == 1) // one pass: the file never changed again
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
