import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth eval nlu FILE.jsonl`, `hearth eval time FILE.jsonl`.
struct Eval: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Evaluate voice-command understanding and time resolution.",
        subcommands: [NLU.self, Time.self]
    )

    struct NLU: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "nlu",
            abstract: "Intent accuracy, slot P/R/F1, malformed outputs, confirmation and false auto-execution rates, latency."
        )

        @Argument(help: "Labelled examples (JSONL), e.g. Sources/HearthVoice/Resources/nlu-examples.jsonl.")
        var file: String

        @Option(help: "Only examples of this split (train, dev, test); default all.")
        var split: String?

        @Option(help: "Only the first N examples.")
        var limit: Int?

        @Flag(help: "Print every wrong example.")
        var errors = false

        @Option(name: .customLong("prompt-examples"), help: "Few-shot examples in the prompt (default: the configuration's).")
        var promptExamples: Int?

        @OptionGroup var modelOptions: ModelOptions

        func run() async throws {
            let examples = try VoiceEvalSupport.examples(file, split: split, limit: limit)
            let paths = HearthPaths.standard()
            let model = try ModelLocator(paths: paths).locate(modelOptions.model ?? VoiceRuntime.defaultModelName)
            var configuration = VoiceConfiguration()
            if let promptExamples { configuration.promptExamples = promptExamples }
            let voice = try await VoiceRuntime.load(paths: paths, model: model, configuration: configuration, llama: modelOptions.configuration())
            let report = try await voice.parser.evaluate(examples) { index, _ in
                if (index + 1) % 10 == 0 { printStderr("\(index + 1)/\(examples.count)") }
            }
            print("model \(model.lastPathComponent) · \(configuration.promptExamples) prompt examples · \(file)\(split.map { " · split \($0)" } ?? "") · calibration \(voice.parser.calibration.examples > 0 ? "fitted" : "identity")")
            print(report.text)
            if errors { for line in report.errors { print("  ✗ \(line)") } }
        }
    }

    struct Time: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "time",
            abstract: "The share of a time corpus the resolver gets right, resolved and extracted (JSON lines {text, reference, expected}).",
            discussion: """
            Corpora the set-up writes: .deps/voice/ctparse-corpus.jsonl (score it with --conventions ctparse) and \
            .deps/voice/parsedatetime-corpus.jsonl (--conventions parsedatetime). `expected` is in ctparse's form: Time[]{2013-02-12 04:30 (X/X)}, \
            Interval[]{<Time> - <Time>}, Duration[]{90 minutes} or None.
            """
        )

        enum Conventions: String, ExpressibleByArgument, CaseIterable {
            case hearth, ctparse, parsedatetime
        }

        @Argument(help: "The corpus as JSON lines.")
        var file: String

        @Option(help: "The conventions to score under: hearth (the defaults), ctparse or parsedatetime (each corpus's own).")
        var conventions: Conventions = .hearth

        @Option(help: "Which items: all, dev (developed on) or test (reported once).")
        var split: String = "all"

        @Flag(help: "Print the items it gets wrong.")
        var errors = false

        func validate() throws {
            guard TimeCorpusEvaluation.Split(rawValue: split) != nil else { throw ValidationError("--split is all, dev or test") }
        }

        func run() async throws {
            let chosen: TimeConventions = switch conventions {
            case .hearth: TimeConventions()
            case .ctparse: .ctparse
            case .parsedatetime: .parsedatetime
            }
            let report = try TimeCorpusEvaluation.evaluate(URL(fileURLWithPath: file), conventions: chosen,
                                                           split: TimeCorpusEvaluation.Split(rawValue: split) ?? .all)
            print(report.text)
            if errors { for line in report.failures { print("  ✗ \(line)") } }
        }
    }
}

/// `hearth calibrate FILE.jsonl`: fits the confidence calibration on a held-out split.
struct Calibrate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Fit the confidence calibration on held-out labelled examples and save it.")

    @Argument(help: "Labelled examples (JSONL).")
    var file: String

    @Option(help: "The held-out split to fit on (never test).")
    var split: String = "dev"

    @OptionGroup var modelOptions: ModelOptions

    func validate() throws {
        if split == "test" { throw ValidationError("never calibrate on the test split; use dev") }
    }

    func run() async throws {
        let examples = try VoiceEvalSupport.examples(file, split: split, limit: nil)
        let paths = HearthPaths.standard()
        let model = try ModelLocator(paths: paths).locate(modelOptions.model ?? VoiceRuntime.defaultModelName)
        let voice = try await VoiceRuntime.load(paths: paths, model: model, llama: modelOptions.configuration())
        var parser = voice.parser
        parser.calibration = Calibration()
        let report = try await parser.evaluate(examples)
        let calibration = Calibration.fit(report.scores.map { ($0.raw, $0.correct) })
        let url = VoiceRuntime.calibrationURL(paths)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(calibration).write(to: url, options: .atomic)
        func brier(_ map: (Double) -> Double) -> Double {
            report.scores.reduce(0) { $0 + pow(map($1.raw) - ($1.correct ? 1 : 0), 2) } / Double(max(1, report.scores.count))
        }
        print(String(format: "fitted on %d %@ examples: a %.3f b %.3f · Brier score %.4f → %.4f · wrote %@",
                     report.scores.count, split, calibration.a, calibration.b, brier { $0 }, brier(calibration.apply), url.path))
    }
}

enum VoiceEvalSupport {
    static func examples(_ file: String, split: String?, limit: Int?) throws -> [LabelledExample] {
        var examples = try LabelledExample.load(URL(fileURLWithPath: file))
        if let split { examples = examples.filter { $0.split == split } }
        if let limit { examples = Array(examples.prefix(limit)) }
        guard !examples.isEmpty else { throw ValidationError("no examples\(split.map { " in split \($0)" } ?? "") in \(file)") }
        return examples
    }
}
