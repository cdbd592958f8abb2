import Foundation

/// Keeps an index in step with folders: every `interval` it compares each file's size and
/// modification time with the last look and, when anything changed, appeared or vanished,
/// indexes the folders again. Indexing skips files whose content hash is unchanged and commits
/// window by window, so a watcher stopped half-way resumes where it left off.
///
/// ```swift
/// let watcher = IndexWatcher(index: index, paths: ["~/notes"])
/// try await watcher.run { print("indexed \($0.chunks) chunks") }   // until cancelled
/// ```
public actor IndexWatcher {
    private let index: SearchIndex
    private let paths: [String]
    private let interval: Duration
    private let clock: any Clock<Duration>
    private var lastSnapshot: [String: FileStamp]?

    struct FileStamp: Hashable {
        var size: Int
        var modified: Double
    }

    /// - Parameters:
    ///   - index: the index to keep current.
    ///   - paths: files and folders to watch.
    ///   - interval: time between looks.
    ///   - clock: the clock to sleep on (a test clock in tests).
    public init(index: SearchIndex, paths: [String], interval: Duration = .seconds(2), clock: any Clock<Duration> = ContinuousClock()) {
        self.index = index
        self.paths = paths
        self.interval = interval
        self.clock = clock
    }

    /// Looks once: indexes when the files changed since the last look (the first look always
    /// indexes). Returns what indexing did, or nil when nothing changed.
    ///
    /// - Throws: the index's `SearchError` (a watched path that disappeared is `.unreadablePath`).
    public func check(progress: @Sendable (IndexProgress) -> Void = { _ in }) async throws(SearchError) -> IndexProgress? {
        let snapshot = try Self.snapshot(of: paths)
        guard snapshot != lastSnapshot else { return nil }
        let result = try await index.index(paths: paths, progress: progress)
        lastSnapshot = snapshot
        return result
    }

    /// Checks every `interval` until the task is cancelled; `changed` is called after each
    /// indexing pass that found changes.
    ///
    /// - Throws: the index's `SearchError`.
    public func run(progress: @Sendable (IndexProgress) -> Void = { _ in }, changed: @Sendable (IndexProgress) -> Void) async throws(SearchError) {
        while !Task.isCancelled {
            if let result = try await check(progress: progress) { changed(result) }
            do { try await clock.sleep(for: interval) } catch { return }
        }
    }

    static func snapshot(of paths: [String]) throws(SearchError) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        for file in try SearchIndex.files(under: paths).files {
            let attributes = try? FileManager.default.attributesOfItem(atPath: file)
            stamps[file] = FileStamp(size: (attributes?[.size] as? Int) ?? -1,
                                     modified: (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)
        }
        return stamps
    }
}
