import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth chat`: an interactive conversation, answered under the resource governor through the
/// fallback chain, saved to the store as it happens.
struct Chat: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Chat with a model. Ctrl-C stops an answer; Ctrl-C at the prompt (or twice) exits.",
        discussion: """
        Type /model ID to switch models (hot swap), /reset to start over, /quit (or Ctrl-D) to leave.
        HEARTH_PROBE_SCRIPT=FILE replays device readings from a script, one step per turn; SIGUSR1 unloads the model.
        """
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
    @OptionGroup var packs: PackOptions

    func run() async throws {
        let options = try sampling.options()
        let setup = try GovernorSetup.make()
        let governor = setup.governor
        let models = LocalModels(slot: model.residency(verbose: verbose, governor: governor), fast: model.model, deep: try packs.deepID())
        models.registerWithGovernor()
        let chain = FallbackChain(governor: governor, local: models)
        let poller = await setup.start()
        let background = BackgroundSignal(governor: governor) { printStderr("(all models unloaded: SIGUSR1, moved to the background)") }
        // Load up front so a missing or broken model is one error line. Only the info is kept:
        // holding the engine would keep its memory after an unload or a swap.
        let info = try await models.engine(for: packs.mode == .deep && governor.state.policy.heavyAllowed ? .deep : .fast).info
        let start = try SavedChats.start(resume: resume, system: system, save: !noSave) { id in
            printStderr("(saving as conversation \(id))")
        }
        let responder = GovernedResponder(chain: chain, mode: packs.mode)
        var session = ChatSession(responder: responder, system: start.system, options: options, policy: start.policy, history: start.history, recorder: start.recorder)
        if let resume {
            printStderr("(resuming conversation \(resume): \(start.history.count) messages)")
        }
        let interactive = isatty(STDIN_FILENO) != 0
        let interrupt = InterruptHandler()
        if interactive {
            printStderr("Hearth chat · \(info.name) · \(info.contextLength)-token context · Ctrl-C stops an answer, /model ID switches, /quit leaves")
        }
        var shown = Self.deviceLines(governor.state)
        var turn = 0

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
                    printStderr("(model: \(await models.residency?.id ?? "none"))")
                    continue
                }
                do {
                    let engine = try await models.switchFast(to: id)
                    printStderr("(switched to \(await models.residency?.id ?? id) · \(engine.info.contextLength)-token context · conversation cleared)")
                } catch {
                    printError(error.message)
                    _ = try? await models.engine(for: .fast)
                    printStderr("(staying with \(await models.residency?.id ?? "the previous model"))")
                }
                session = try freshSession(responder, options: options)
                continue
            }
            if text == "/reset" {
                session = try freshSession(responder, options: options)
                printStderr("(conversation cleared)")
                continue
            }
            if let script = setup.script, turn > 0 {
                script.advance()
                await governor.poll()
            }
            turn += 1
            let device = Self.deviceLines(governor.state)
            if device != shown {
                for line in device where !shown.contains(line) { printStderr("(device) \(line)") }
                if device.isEmpty { printStderr("(device) back to full service: \(governor.state.explanation[0])") }
                shown = device
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
                } else if let summary {
                    if summary.metrics.backend == TemplateResponder().backendName {
                        printStderr("[template] \(summary.metrics.backendReason ?? "no model answered")")
                    } else if let record = summary.governance, record.isNoteworthy {
                        printStderr("[governor] \(record.summaryLine)")
                    }
                    if verbose {
                        printStderr("[\(summary.finishReason.rawValue)] \(summary.metrics.summaryLine) · \(summary.metrics.backendReason ?? "")")
                    }
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
        background.stop()
        poller?.cancel()
    }

    /// A new conversation (after /reset or /model), saved as a new entry unless --no-save.
    private func freshSession(_ responder: GovernedResponder, options: GenerationOptions) throws -> ChatSession {
        let fresh = try SavedChats.start(system: system, save: !noSave) { id in
            printStderr("(saving as conversation \(id))")
        }
        return ChatSession(responder: responder, system: fresh.system, options: options, policy: fresh.policy, recorder: fresh.recorder)
    }

    /// The governor's decisions worth a line when they change (full service says nothing).
    static func deviceLines(_ state: GovernorState) -> [String] {
        var lines: [String] = []
        if state.tier >= .serious { lines.append(state.explanation[0]) }
        if state.memoryPressure != .normal || state.lowPower {
            lines += state.explanation.dropFirst().filter { !$0.hasPrefix("memory: ") && !$0.hasPrefix("power: ") }
        }
        return lines
    }
}
