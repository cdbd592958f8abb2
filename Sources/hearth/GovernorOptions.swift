import ArgumentParser
import Dispatch
import Foundation
import HearthRuntime

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The governor for a CLI command: live probes, or the probe script named by
/// `HEARTH_PROBE_SCRIPT` (one step per chat turn; see `ProbeScript`).
struct GovernorSetup {
    let governor: ResourceGovernor
    /// Set when the probes come from a script: advanced by the command, not by time.
    let script: ProbeScript?

    static func make(environment: [String: String] = ProcessInfo.processInfo.environment) throws(HearthError) -> GovernorSetup {
        guard let path = environment["HEARTH_PROBE_SCRIPT"], !path.isEmpty else {
            return GovernorSetup(governor: ResourceGovernor(), script: nil)
        }
        let script = try ProbeScript.load(from: URL(fileURLWithPath: path))
        return GovernorSetup(
            governor: ResourceGovernor(configuration: script.configuration(), thermal: script, memory: script, power: script),
            script: script
        )
    }

    /// Live probes: poll in the background until the task is cancelled. Scripted: poll now.
    func start() async -> Task<Void, Never>? {
        await governor.poll()
        guard script == nil else { return nil }
        return Task { try? await governor.run() }
    }
}

/// Turns SIGUSR1 ("moved to the background") into unloading every model.
/// `@unchecked`: `source` is set once in `init` and only cancelled afterwards.
final class BackgroundSignal: @unchecked Sendable {
    private let source: any DispatchSourceSignal

    init(governor: ResourceGovernor, then report: @escaping @Sendable () -> Void) {
        signal(SIGUSR1, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGUSR1, queue: .global())
        source.setEventHandler {
            Task {
                await governor.unloadAll(reason: "SIGUSR1: moved to the background")
                report()
            }
        }
        source.resume()
    }

    func stop() {
        source.cancel()
        signal(SIGUSR1, SIG_DFL)
    }
}

/// `--mode` and `--deep-model` for commands that answer through the fallback chain.
struct PackOptions: ParsableArguments {
    @Option(help: "fast (the --model) or deep (the --deep-model); the critical tier downgrades deep to fast.")
    var mode: InferenceMode = .fast

    @Option(name: .customLong("deep-model"), help: "The deep pack (default: qwen2.5-coder-0.5b when installed).")
    var deepModel: String?

    /// The deep pack's id, checked now so a bad name is one error line before the chat starts.
    func deepID() throws(HearthError) -> String? {
        let locator = ModelLocator(paths: .standard())
        if let deepModel {
            _ = try locator.resolve(deepModel)
            return deepModel
        }
        return (try? locator.resolve("qwen2.5-coder-0.5b")) == nil ? nil : "qwen2.5-coder-0.5b"
    }
}

extension InferenceMode: ExpressibleByArgument {}

extension GovernanceRecord {
    /// Worth showing: anything but plain full service.
    var isNoteworthy: Bool { tier >= .serious || delayedTokens > 0 || tokenCap != nil || !notes.isEmpty }
}
