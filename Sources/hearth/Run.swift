import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth run "prompt"`: one answer, streamed to stdout.
struct Run: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Answer one prompt, streaming the text to stdout.",
        discussion: "Use '-' as the prompt to read it from stdin. Metrics go to stderr with --verbose, or stdout as JSON with --json."
    )

    @Argument(help: "The prompt ('-' reads stdin).")
    var prompt: String

    @Option(help: "A system message.")
    var system: String?

    @Flag(help: "Use the prompt as raw text (completion) instead of a chat message.")
    var raw = false

    @Flag(name: .shortAndLong, help: "Print metrics to stderr.")
    var verbose = false

    @Flag(help: "Print one JSON object (text, finish reason, metrics) instead of streaming.")
    var json = false

    @Flag(help: "Save the prompt and the answer as a new conversation (its id goes to stderr).")
    var save = false

    @OptionGroup var model: ModelOptions
    @OptionGroup var sampling: SamplingOptions

    func run() async throws {
        var text = prompt
        if prompt == "-" {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw HearthError(.invalidRequest, "the prompt is empty")
        }
        let options = try sampling.options()
        let start = try SavedChats.start(system: system, save: save, explicit: true)
        let engine = try await model.load(verbose: verbose)
        let messages = PromptAssembler.assemble(PromptParts(policy: start.policy, instructions: system ?? "", input: text))
        let request = GenerationRequest(prompt: raw ? .text(text) : .chat(messages), options: options)

        let interrupt = InterruptHandler()
        let generation = Task {
            var summary: GenerationSummary?
            for try await event in engine.generate(request) {
                switch event {
                case .text(let piece):
                    if !json { Terminal.write(piece) }
                case .finished(let result):
                    summary = result
                }
            }
            return summary
        }
        interrupt.onInterrupt { generation.cancel() }
        guard let summary = try await generation.value else {
            throw HearthError(.cancelled, "interrupted")
        }
        interrupt.stop()
        if save, let recorder = start.recorder {
            try recorder.record(.user(text), metrics: nil)
            try recorder.record(.assistant(summary.text), metrics: summary.metrics)
            if let id = recorder.conversationID { printStderr("(saved as conversation \(id))") }
        }
        if json {
            Terminal.write(try JSONOutput.encode(summary) + "\n")
        } else {
            Terminal.write("\n")
            if verbose {
                printStderr("[\(summary.finishReason.rawValue)] \(summary.metrics.summaryLine)")
            }
        }
        if summary.finishReason == .cancelled { throw HearthError(.cancelled, "interrupted") }
    }
}

enum JSONOutput {
    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

/// Unbuffered writes to stdout, so tokens appear as they are generated.
enum Terminal {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
