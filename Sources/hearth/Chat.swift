import ArgumentParser
import Foundation
import HearthCore
import HearthRuntime
import HearthStore

/// `hearth chat`: an interactive conversation.
struct Chat: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Chat with a model. Ctrl-C stops an answer; Ctrl-C at the prompt (or twice) exits.",
        discussion: "Type /reset to start over, /quit (or Ctrl-D) to leave."
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
        let engine = try await model.load(verbose: verbose)
        var session = ChatSession(engine: engine, system: start.system, options: options, policy: start.policy, history: start.history, recorder: start.recorder)
        if let resume {
            printStderr("(resuming conversation \(resume): \(start.history.count) messages)")
        }
        let interactive = isatty(STDIN_FILENO) != 0
        let interrupt = InterruptHandler()
        if interactive {
            printStderr("Hearth chat · \(engine.info.name) · \(engine.info.contextLength)-token context · Ctrl-C stops an answer, /quit leaves")
        }

        while true {
            if interactive { Terminal.write("> ") }
            interrupt.clear()
            guard let line = readLine(strippingNewline: true) else { break }
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            if text == "/quit" || text == "/exit" { break }
            if text == "/reset" {
                let fresh = try SavedChats.start(system: system, save: !noSave) { id in
                    printStderr("(saving as conversation \(id))")
                }
                session = ChatSession(engine: engine, system: fresh.system, options: options, policy: fresh.policy, recorder: fresh.recorder)
                printStderr("(conversation cleared)")
                continue
            }
            let current = session
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
            let nowDropped = await session.droppedMessages
            if nowDropped > dropped {
                printStderr("(the conversation outgrew the context: the \(nowDropped - dropped) oldest messages were dropped)")
            }
        }
        interrupt.stop()
    }
}
