import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth eval nlu FILE.jsonl`, `hearth eval time FILE.jsonl`.
struct Eval: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Evaluate voice-command understanding and time resolution.",
        subcommands: [NLU.self, Slots.self, Time.self]
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

        @Option(help: "Write every decision (utterance, intent, gate, confidence, right or not) to this file as JSON lines.")
        var decisions: String?

        @OptionGroup var modelOptions: VoiceModelOptions

        func run() async throws {
            let examples = try VoiceEvalSupport.examples(file, split: split, limit: limit)
            let paths = HearthPaths.standard()
            let model = try modelOptions.modelURL()
            var configuration = VoiceConfiguration()
            if let promptExamples { configuration.promptExamples = promptExamples }
            let voice = try await VoiceRuntime.load(paths: paths, model: model, configuration: configuration, llama: modelOptions.configuration())
            let report = try await voice.parser.evaluate(examples) { index, _ in
                if (index + 1) % 10 == 0 { printStderr("\(index + 1)/\(examples.count)") }
            }
            print("model \(model.lastPathComponent) · \(configuration.promptExamples) prompt examples · \(file)\(split.map { " · split \($0)" } ?? "") · voice model: \(voice.parser.model.fittedOn)")
            print(report.text)
            if errors { for line in report.errors { print("  ✗ \(line)") } }
            if let decisions { try VoiceEvalSupport.write(report.decisions, to: decisions) }
            try VoiceEvalSupport.checkPatterns()
        }
    }

    struct Slots: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "slots",
            abstract: "Slot P/R/F1 of the slot drafter alone, given each example's gold intent (no model)."
        )

        @Argument(help: "Labelled examples (JSONL).")
        var file: String

        @Option(help: "Only examples of this split (train, dev, test); default all.")
        var split: String?

        @Flag(help: "Print every example with a wrong slot.")
        var errors = false

        func run() async throws {
            let examples = try VoiceEvalSupport.examples(file, split: split, limit: nil).filter { $0.intent != "none" }
            var report = NLUReport()
            for (index, example) in examples.enumerated() {
                let (reference, zone) = try example.clock(index)
                let draft = SlotDrafter().draft(example.utterance, intent: example.intent, resolver: TimeResolver(reference: reference, timeZone: zone))
                report.record(example, draft: draft)
            }
            print(report.text)
            if errors { for line in report.errors { print("  ✗ \(line)") } }
            try VoiceEvalSupport.checkPatterns()
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

/// `hearth calibrate DEV.jsonl`: fits the intent stacker and the confidence calibration.
struct Calibrate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Fit the intent stacker (train + dev) and the confidence calibration (dev, out of fold) and save them.",
        discussion: """
        Reads the model's label scores for every training and dev example once, prints the dev report with every \
        dev prediction made out of fold (what the gates would do on commands the fit never saw), and writes the \
        voice model to the data folder (it overrides the bundled one) or to --output. Held-out sets that have \
        been run once (--spent) join dev for the calibration, not for the stacker.
        """
    )

    @Argument(help: "Held-out labelled examples (JSONL), e.g. Tests/Data/voice/nlu-dev.jsonl.")
    var file: String

    @Option(help: "The held-out split to fit on (never test).")
    var split: String = "dev"

    @Option(help: "Training examples (JSONL; default: the bundled set).")
    var train: String?

    @Option(name: .customLong("spent"), parsing: .upToNextOption,
            help: "Held-out sets already run once (JSONL, any split): a set that has given its one held-out reading teaches the calibration, with dev.")
    var spent: [String] = []

    @Option(help: "Dev folds for the out-of-fold report.")
    var folds: Int = 5

    @Option(help: "Where to write the voice model (default: <home>/voice/voice-model.json).")
    var output: String?

    @Flag(help: "Print every dev example it gets wrong.")
    var errors = false

    @Option(name: .customLong("scores-cache"), help: "A JSON file of the model's label scores by utterance, read and extended (refits without rerunning the model).")
    var scoresCache: String?

    @Option(help: "Write every dev decision (utterance, intent, gate, confidence, right or not) to this file as JSON lines.")
    var decisions: String?

    @OptionGroup var modelOptions: VoiceModelOptions

    func validate() throws {
        if split == "test" { throw ValidationError("never calibrate on the test split; use dev") }
        if folds < 2 { throw ValidationError("--folds must be at least 2") }
    }

    func run() async throws {
        let dev = try VoiceEvalSupport.examples(file, split: split, limit: nil)
        let spentExamples = try spent.flatMap { try VoiceEvalSupport.examples($0, split: nil, limit: nil) }
        let trainExamples = try train.map { try VoiceEvalSupport.examples($0, split: "train", limit: nil) } ?? LabelledExample.bundled()
        let paths = HearthPaths.standard()
        let model = try modelOptions.modelURL()
        let schema = try IntentSchema.bundled()
        let voice = try await VoiceRuntime.load(paths: paths, model: model, llama: modelOptions.configuration(),
                                                voiceModel: .untrained(intents: schema.intents))
        var cache: [String: [Double]] = [:]
        if let scoresCache, let data = FileManager.default.contents(atPath: scoresCache) {
            cache = (try? JSONDecoder().decode([String: [Double]].self, from: data)) ?? [:]
        }
        let (refit, report) = try await voice.parser.fit(train: trainExamples, dev: dev, spent: spentExamples, folds: folds, scores: &cache) { done, total in
            if done % 100 == 0 || done == total { printStderr("\(done)/\(total)") }
        }
        var fitted = refit
        if !spent.isEmpty {
            let names = spent.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
            fitted.fittedOn += "; spent held-out sets: \(names.joined(separator: ", "))"
        }
        if let scoresCache { try JSONEncoder().encode(cache).write(to: URL(fileURLWithPath: scoresCache), options: .atomic) }
        let url = output.map { URL(fileURLWithPath: $0) } ?? VoiceRuntime.voiceModelURL(paths)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(fitted).write(to: url, options: .atomic)
        print("dev, out of fold (\(folds) folds) · \(fitted.fittedOn)")
        print(report.text)
        if errors { for line in report.errors { print("  ✗ \(line)") } }
        if let decisions { try VoiceEvalSupport.write(report.decisions, to: decisions) }
        print("wrote \(url.path)")
    }
}

enum VoiceEvalSupport {
    /// Fails the evaluation, after its report, when a drafter pattern did not compile: a release
    /// build goes on without it, so the numbers measured a drafter with part of it turned off.
    static func checkPatterns() throws {
        let failed = SlotDrafter.patternsThatDidNotCompile
        guard !failed.isEmpty else { return }
        for pattern in failed { printStderr("error: a drafter pattern does not compile: \(pattern.prefix(200))") }
        throw ExitCode(2)
    }

    /// Writes one JSON object per line.
    static func write(_ decisions: [NLUReport.Decision], to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = Data()
        for decision in decisions {
            data.append(try encoder.encode(decision))
            data.append(0x0A)
        }
        guard FileManager.default.createFile(atPath: path, contents: data) else { throw ValidationError("cannot write \(path)") }
    }

    static func examples(_ file: String, split: String?, limit: Int?) throws -> [LabelledExample] {
        var examples = try LabelledExample.load(URL(fileURLWithPath: file))
        if let split { examples = examples.filter { $0.split == split } }
        if let limit { examples = Array(examples.prefix(limit)) }
        guard !examples.isEmpty else { throw ValidationError("no examples\(split.map { " in split \($0)" } ?? "") in \(file)") }
        return examples
    }
}
