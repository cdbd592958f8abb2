import ArgumentParser
import Foundation
import HearthCore
import HearthLlama
import HearthRuntime
import HearthStore

/// `hearth chat`: an interactive conversation.
struct Chat: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Chat with a model. Ctrl-C stops an answer; Ctrl-C at the prompt (or twice) exits.",
        discussion: "Type /model ID to switch models (hot swap), /reset to start over, /quit (or Ctrl-D) to leave."
    )

    @Option(help: "A system message.")
    var system: String?

    @Flag(name: .shortAndLong, help: "Print metrics to stderr after each answer.")
    var verbose = false

    @Option(help: "Continue a saved conversation, by id (see `hearth conversations list`).")
    var resume: Int64?

    @Flag(name: .customLong("no-save"), help: "Do not save this conversation.")
    var noSave = false

    @OptionGroup var model: ModelOptions
    @OptionGroup var sampling: SamplingOptions

    func run() async throws {
        let options = try sampling.options()
        let start = try SavedChats.start(resume: resume, system: system, save: !noSave) { id in
            printStderr("(saving as conversation \(id))")
        }
        let residency = model.residency(verbose: verbose)
        var engine: LlamaEngine? = try await residency.load(model.model)
        var previousID = await residency.residentModelID ?? model.model ?? ""
        var session: ChatSession? = ChatSession(engine: engine!, system: start.system, options: options, policy: start.policy, history: start.history, recorder: start.recorder)
        if let resume {
            printStderr("(resuming conversation \(resume): \(start.history.count) messages)")
        }
        let interactive = isatty(STDIN_FILENO) != 0
        let interrupt = InterruptHandler()
        if interactive {
            printStderr("Hearth chat · \(engine?.info.name ?? "") · \(engine?.info.contextLength ?? 0)-token context · Ctrl-C stops an answer, /model ID switches, /quit leaves")
        }

        while true {
            if interactive { Terminal.write("> ") }
            interrupt.clear()
            guard let line = readLine(strippingNewline: true) else { break }
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            if text == "/quit" || text == "/exit" { break }
            if text.hasPrefix("/model") {
                let id = text.dropFirst("/model".count).trimmingCharacters(in: .whitespaces)
                if id.isEmpty {
                    printStderr("(model: \(await residency.residentModelID ?? "none"))")
                    continue
                }
                // Drop every hold on the old model so the swap frees it before loading the new one.
                session = nil
                engine = nil
                do {
                    engine = try await residency.load(id)
                    printStderr("(switched to \(await residency.residentModelID ?? id) · \(engine?.info.contextLength ?? 0)-token context · conversation cleared)")
                } catch let error as HearthError {
                    printError(error.message)
                    engine = try await residency.load(previousID)
                    printStderr("(staying with \(previousID))")
                }
                previousID = await residency.residentModelID ?? previousID
                session = try freshSession(engine: engine!, options: options)
                continue
            }
            if text == "/reset" {
                session = try freshSession(engine: engine!, options: options)
                printStderr("(conversation cleared)")
                continue
            }
            guard let current = session else { continue }
            let dropped = await current.droppedMessages
            let answer = Task {
                var summary: GenerationSummary?
                for try await event in try await current.send(text) {
                    switch event {
                    case .text(let piece): Terminal.write(piece)
                    case .finished(let result): summary = result
                    }
                }
                return summary
            }
            interrupt.onInterrupt { answer.cancel() }
            do {
                let summary = try await answer.value
                Terminal.write("\n")
                if summary == nil || summary?.finishReason == .cancelled {
                    printStderr("(stopped)")
                } else if let summary, verbose {
                    printStderr("[\(summary.finishReason.rawValue)] \(summary.metrics.summaryLine)")
                }
            } catch let error as HearthError where error.code != .cancelled {
                Terminal.write("\n")
                printError(error.message)
                ErrorRecorder.record(error, component: "chat", sensitive: [text])
            } catch let error as StoreError {
                Terminal.write("\n")
                printError(error.message)
                ErrorRecorder.record(error, component: "chat", sensitive: [text])
            } catch {
                Terminal.write("\n")
                printStderr("(stopped)")
            }
            let nowDropped = await current.droppedMessages
            if nowDropped > dropped {
                printStderr("(the conversation outgrew the context: the \(nowDropped - dropped) oldest messages were dropped)")
            }
        }
        interrupt.stop()
    }

    /// A new conversation (after /reset or /model), saved as a new entry unless --no-save.
    private func freshSession(engine: LlamaEngine, options: GenerationOptions) throws -> ChatSession {
        let fresh = try SavedChats.start(system: system, save: !noSave) { id in
            printStderr("(saving as conversation \(id))")
        }
        return ChatSession(engine: engine, system: fresh.system, options: options, policy: fresh.policy, recorder: fresh.recorder)
    }
}
