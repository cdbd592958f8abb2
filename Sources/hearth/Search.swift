import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth index PATH...`: adds files and folders to the search index.
struct Index: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Index text, Markdown, HTML and source files for search (re-runs skip unchanged files)."
    )

    @Argument(help: "Files or folders to index.")
    var paths: [String]

    @Flag(help: "Keep watching: re-index files as they change, appear or vanish (Ctrl-C stops; a stopped run resumes).")
    var watch = false

    @Option(help: "With --watch: seconds between looks.")
    var interval: Double = 2

    @Option(name: .customLong("window-chunks"), help: .hidden)
    var windowChunks = SearchIndex.defaultWindowChunks

    func validate() throws {
        if interval <= 0 || interval > 3600 { throw ValidationError("--interval must be between 0 and 3600 seconds") }
    }

    func run() async throws {
        let index = try await SearchRuntime.open()
        if watch {
            let watcher = IndexWatcher(index: index, paths: paths, interval: .milliseconds(Int(interval * 1000)))
            FileHandle.standardOutput.write(Data("watching \(paths.joined(separator: ", ")) (Ctrl-C stops)\n".utf8))
            do {
                try await watcher.run { result in
                    let time = Date().formatted(date: .omitted, time: .standard)
                    // Written straight away (not buffered): a pipe sees each pass as it happens.
                    FileHandle.standardOutput.write(Data("\(time) indexed \(result.filesDone - result.filesUnchanged) changed files (\(result.chunks) chunks), \(result.removed) removed\n".utf8))
                }
            } catch { throw SearchRuntime.hearthError(error) }
            return
        }
        let progress = IndexProgressBar()
        let result: IndexProgress
        do { result = try await index.index(paths: paths, windowChunks: windowChunks, progress: progress.update) } catch { throw SearchRuntime.hearthError(error) }
        progress.finish()
        print("indexed \(result.filesDone - result.filesUnchanged) files (\(result.chunks) chunks), \(result.filesUnchanged) unchanged, \(result.removed) removed")
    }
}

/// `hearth search "query"`: hybrid search with a reason for each hit.
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find passages by meaning and keywords; each hit says why it matched."
    )

    @Argument(help: "What to look for.")
    var query: String

    @Option(name: .shortAndLong, help: "Results to show.")
    var limit: Int = 5

    func validate() throws {
        if limit < 1 { throw ValidationError("--limit must be at least 1") }
    }

    func run() async throws {
        let index = try await SearchRuntime.open()
        let hits: [SearchHit]
        do { hits = try await index.search(query, limit: limit) } catch { throw SearchRuntime.hearthError(error) }
        if hits.isEmpty { print("no matches") }
        for (n, hit) in hits.enumerated() {
            print("\(n + 1). \(hit.path) — chunk \(hit.ordinal + 1)\(hit.heading.isEmpty ? "" : " (\(hit.heading))")")
            var why: [String] = []
            why.append(hit.termMatches.isEmpty ? "no keyword match" : "terms: \(hit.termMatches.map(\.summary).joined(separator: ", "))")
            if let similarity = hit.similarity { why.append(String(format: "similarity %.3f", similarity)) }
            why.append("BM25 rank \(hit.bm25Rank.map(String.init) ?? "–")")
            why.append("vector rank \(hit.vectorRank.map(String.init) ?? "–")")
            print("   why: \(why.joined(separator: "; "))")
            let passage = hit.text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            print("   \(passage.count > 300 ? String(passage.prefix(300)) + "…" : passage)")
        }
    }
}

/// `hearth ask "question"`: an answer from the indexed documents, with citations.
struct Ask: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Answer a question from the indexed documents, citing them."
    )

    @Argument(help: "The question.")
    var question: String

    @OptionGroup var model: ModelOptions

    @Option(name: .customLong("context-budget"), help: "Tokens of retrieved text at most.")
    var contextBudget: Int = 3000

    func run() async throws {
        guard !question.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw HearthError(.invalidRequest, "the question is empty")
        }
        let index = try await SearchRuntime.open()
        let engine = try await model.load()
        var answerer = GroundedAnswerer()
        answerer.contextBudget = contextBudget
        let answer: GroundedAnswer
        do {
            answer = try await answerer.answer(question, index: index, generator: engine, contextLength: engine.info.contextLength)
        } catch let error as SearchError {
            throw SearchRuntime.hearthError(error)
        }
        print(answer.text)
        if !answer.sources.isEmpty {
            print("\nSources:")
            for (n, hit) in answer.sources.enumerated() {
                print("[\(n + 1)] \(hit.path), chunk \(hit.ordinal + 1)\(hit.heading.isEmpty ? "" : " (\(hit.heading))")")
            }
        }
    }
}
