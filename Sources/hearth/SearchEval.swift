import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth search-eval`: retrieval quality on a judged set (top-1, MRR, nDCG@10), in a scratch
/// data folder, so the person's own index is never touched.
struct SearchEval: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search-eval",
        abstract: "Score search on a judged retrieval set (docs/ + questions.jsonl): top-1, MRR, nDCG@10 per split."
    )

    @Argument(help: "The set's folder (docs/ and questions.jsonl).")
    var set: String = "Benchmarks/retrieval"

    @Option(help: "dev, test or all.")
    var split: String = "dev"

    @Option(name: .customLong("keyword-weight"), parsing: .upToNextOption, help: "Weight of the BM25 list in the fusion (several values: one score each).")
    var keywordWeights: [Double] = [SearchRanking().keywordWeight]

    @Option(name: .customLong("vector-weight"), help: "Weight of the vector list in the fusion.")
    var vectorWeight: Double = SearchRanking().vectorWeight

    @Option(name: .customLong("fusion-k"), parsing: .upToNextOption, help: "Reciprocal-rank fusion's k (several values: one score each).")
    var fusionKs: [Double] = [SearchRanking().fusionK]

    @Option(help: "MMR's weight on novelty.")
    var diversity: Double = SearchRanking().diversity

    @Option(name: .customLong("coverage-power"), parsing: .upToNextOption, help: "Keyword evidence scaled by IDF coverage to this power (several values: one score each).")
    var coveragePowers: [Double] = [SearchRanking().coveragePower]

    @Flag(help: "List the questions whose first document was wrong.")
    var misses = false

    func validate() throws {
        if !["dev", "test", "all"].contains(split) { throw ValidationError("--split must be dev, test or all") }
    }

    func run() async throws {
        let retrieval: RetrievalSet
        do { retrieval = try RetrievalSet.load(from: URL(fileURLWithPath: set)) } catch { throw SearchRuntime.hearthError(error) }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("hearth-search-eval-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let embedder = try await SearchRuntime.loadEmbedder()
        let plain = try SearchRuntime.open(paths: HearthPaths(home: home), embedder: embedder)
        do { try await plain.index(paths: [retrieval.documents.path]) } catch { throw SearchRuntime.hearthError(error) }
        for coveragePower in coveragePowers {
        for fusionK in fusionKs {
            for keywordWeight in keywordWeights {
                let ranking = SearchRanking(keywordWeight: keywordWeight, vectorWeight: vectorWeight, fusionK: fusionK, diversity: diversity, coveragePower: coveragePower)
                let index = try SearchRuntime.open(paths: HearthPaths(home: home), embedder: embedder, ranking: ranking)
                let score: RetrievalScore
                do { score = try await retrieval.evaluate(index, split: split == "all" ? nil : split) } catch { throw SearchRuntime.hearthError(error) }
                print("\(split): \(score) (keyword \(keywordWeight), vector \(vectorWeight), k \(fusionK), coverage power \(coveragePower), diversity \(diversity), \(embedder.modelID))")
                if misses {
                    let questions = Dictionary(uniqueKeysWithValues: retrieval.questions.map { ($0.id, $0) })
                    for miss in score.misses {
                        let question = questions[miss.id]
                        print("  \(miss.id) rank \(miss.rank.map(String.init) ?? "–"): \(question?.question ?? "") → \(miss.first ?? "nothing") (wanted \(question?.relevant.joined(separator: ", ") ?? ""))")
                    }
                }
            }
        }
        }
    }
}
