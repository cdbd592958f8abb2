import Foundation
import HearthRuntime

/// Hearth used as a library, the way an app would: load the default pack, stream an answer,
/// cancel one, and search a few notes. `swift run HearthExample` (after `make setup`).
///
/// The models come from the model store (`$HEARTH_HOME/models`, by default
/// `~/.local/share/hearth/models`). The notes are indexed in a scratch data folder that is removed
/// at the end, so running the example leaves your own search index alone.
@main
struct HearthExample {
    static func main() async {
        do {
            try await run()
        } catch {
            FileHandle.standardError.write(Data("HearthExample: error: \(error)\n".utf8))
            exit(1)
        }
    }

    static func run() async throws {
        // 1. Load the default pack (smollm2-135m): hashed, fit-checked against free memory, loaded.
        let host = try await ModelHost.start(ModelHost.Configuration())
        print("model: \(await host.residentModel)")

        // 2. Stream an answer: text arrives piece by piece, then one summary with the metrics.
        var options = GenerationOptions.greedy
        options.maxTokens = 48
        let question = GenerationRequest(prompt: .chat([.user("What is the capital of France? Answer in one sentence.")]), options: options)
        for try await event in try await host.generate(question) {
            switch event {
            case .text(let piece):
                print(piece, terminator: "")
            case .finished(let summary):
                let metrics = summary.metrics
                print("\n[\(summary.finishReason.rawValue)] \(metrics.completionTokens) tokens from \(metrics.backend), decode \(Int(metrics.decodeTokensPerSecond)) tok/s")
            }
        }

        // 3. Cancel: a Stop button cancels the task that reads the stream; generation stops at
        //    the next token and the host's queue is free again.
        options.maxTokens = 400
        let story = GenerationRequest(prompt: .chat([.user("Tell me a long story about a lighthouse keeper.")]), options: options)
        let (started, signal) = AsyncStream.makeStream(of: Void.self)
        let reader = Task {
            var pieces = 0
            for try await event in try await host.generate(story) {
                if case .text = event {
                    pieces += 1
                    signal.yield()
                }
            }
            return pieces
        }
        for await _ in started { break }   // the answer has begun
        reader.cancel()
        let pieces = try await reader.value
        await host.waitUntilIdle()
        print("stopped: \(pieces) of up to \(options.maxTokens) tokens generated, \(await host.status().running) generations running")

        // 4. Search: hybrid (keywords + meaning) retrieval with a reason per hit, then an answer
        //    citing its sources. An app would use `SearchService(host: host)` on its own data folder.
        let scratch = HearthPaths(home: FileManager.default.temporaryDirectory.appendingPathComponent("hearth-example-\(UUID().uuidString)"))
        try FileManager.default.createDirectory(at: scratch.home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch.home) }
        try FileManager.default.createSymbolicLink(at: scratch.models, withDestinationURL: host.dataPaths.models)
        let search = SearchService(paths: scratch)
        _ = try await search.add([
            (name: "house.md", text: "# Wifi\n\nThe guest wifi password is tulip-42. The router is in the hall cupboard."),
            (name: "bike.md", text: "# Bike\n\nThe tyres take 4.5 bar. The chain was oiled in March."),
        ])
        for hit in try await search.search("wifi password", limit: 2) {
            let similarity = hit.similarity.map { String(format: "%.2f", $0) } ?? "-"
            print("hit: \(hit.path) · keywords \(hit.matchedTerms) · similarity \(similarity)")
        }
        let answer = try await search.ask("What is the guest wifi password?", host: host)
        print("answer: \(answer.text)")
        print("sources: \(answer.sources.map(\.path))")
    }
}
