import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth status`: the device as the governor sees it, what it decided, and the models.
struct Status: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the device's thermal, memory and power state, the service tier, the thresholds and the models.",
        discussion: "HEARTH_PROBE_SCRIPT=file.json shows the first step of a probe script instead of the live probes."
    )

    @Flag(help: "Load the default model (or --model) to show its resident footprint.")
    var load = false

    @Option(name: .shortAndLong, help: "The model for --load (default: smollm2-135m).")
    var model: String?

    @Flag(help: "Print one JSON object.")
    var json = false

    struct Report: Encodable {
        var state: GovernorState
        var thresholds: [String: String]
        var installed: [Installed]
        var resident: LocalModels.Residency?
        var unloadCallbacks: [String]
    }

    struct Installed: Encodable {
        var file: String
        var bytes: Int
        var pinnedHash: Bool
    }

    func run() async throws {
        let setup = try GovernorSetup.make()
        let governor = setup.governor
        let state = await governor.poll()
        let locator = ModelLocator(paths: .standard())
        let installed = locator.installedFiles().map { file in
            let size = (try? FileManager.default.attributesOfItem(atPath: locator.paths.models.appendingPathComponent(file).path)[.size] as? Int) ?? 0
            return Installed(file: file, bytes: size, pinnedHash: ModelHashes.known[file] != nil)
        }
        var resident: LocalModels.Residency?
        if load {
            let models = LocalModels(fast: try locator.locate(model), deep: nil, governor: governor)
            models.registerWithGovernor()
            _ = try await models.engine(for: .fast)
            resident = await models.residency
        }
        let c = governor.configuration
        let thresholds: [String: String] = [
            "poll": "every \(Self.duration(c.pollInterval))",
            "serious": "\(Self.duration(c.seriousTokenDelay)) between tokens, answers of at most \(c.seriousMaxTokens) tokens",
            "critical": "\(Self.duration(c.criticalTokenDelay)) between tokens, at most \(c.criticalMaxTokens) tokens, deep requests use the fast pack",
            "memory": "loads refused below \(GovernorState.mebibytes(c.memoryWarningBytes)) available, models unloaded below \(GovernorState.mebibytes(c.memoryCriticalBytes))",
            "power": "battery at or below \(Int(c.lowBatteryLevel * 100))% (not charging) or low-power mode: context \(c.lowPowerContextTokens) tokens, answers of at most \(c.lowPowerMaxTokens) tokens",
        ]
        if json {
            let report = Report(state: state, thresholds: thresholds, installed: installed, resident: resident, unloadCallbacks: governor.unloadNames)
            Terminal.write(try JSONOutput.encode(report) + "\n")
            return
        }
        var lines: [String] = []
        func row(_ label: String, _ value: String) { lines.append(label.padding(toLength: 11, withPad: " ", startingAt: 0) + value) }
        let thermal = state.thermal
        row("thermal", "\(thermal.state.rawValue)\(thermal.celsius.map { String(format: ", %.0f °C", $0) } ?? "") (\(thermal.source))")
        let memory = state.memory
        let available = memory.availableBytes.map(GovernorState.mebibytes) ?? "unknown"
        let total = memory.totalBytes.map { " of " + GovernorState.mebibytes($0) } ?? ""
        let own = memory.processResidentBytes.map { " · this process " + GovernorState.mebibytes($0) } ?? ""
        row("memory", "\(available) available\(total)\(own) (\(memory.source)) · \(state.memoryPressure.rawValue)")
        let power = state.power
        let battery = power.batteryLevel.map { "battery \(Int(($0 * 100).rounded()))%" + (power.isCharging == true ? ", charging" : ", on battery") } ?? "no battery"
        row("power", "\(battery)\(power.lowPowerMode ? ", low-power mode" : "") (\(power.source))")
        row("tier", state.tier.rawValue)
        for (index, line) in state.explanation.enumerated() { row(index == 0 ? "decisions" : "", line) }
        if let unload = state.lastUnload { row("", "unloaded everything: \(unload)") }
        for (index, key) in ["serious", "critical", "memory", "power", "poll"].enumerated() {
            row(index == 0 ? "thresholds" : "", "\(key): \(thresholds[key]!)")
        }
        if let resident {
            let process = resident.processResidentBytes.map { ", process now " + GovernorState.mebibytes($0) } ?? ""
            row("resident", "\(resident.file): \(GovernorState.mebibytes(resident.weightBytes)) of weights, \(resident.contextLength)-token context\(process)")
        } else {
            row("resident", "none in this process (each command loads its model; --load shows a model's footprint)")
        }
        if installed.isEmpty {
            row("models", "none installed in \(locator.paths.models.path); run scripts/setup")
        }
        for (index, model) in installed.enumerated() {
            row(index == 0 ? "models" : "", "\(model.file) · \(GovernorState.mebibytes(model.bytes)) on disk\(model.pinnedHash ? "" : " · hash not pinned")")
        }
        Terminal.write(lines.joined(separator: "\n") + "\n")
    }

    static func duration(_ duration: Duration) -> String {
        let ms = duration.seconds * 1000
        return ms >= 1000 ? String(format: "%g s", ms / 1000) : String(format: "%g ms", ms)
    }
}
