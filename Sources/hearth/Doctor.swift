import ArgumentParser
import Foundation
import HearthRuntime

/// `hearth doctor`: checks the install, one line per check, each failure with its fix.
struct Doctor: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check the install: libraries, model files and their hashes, a smoke generation, the data folder, the probes.",
        discussion: "Prints one line per check; a failing check says how to fix it. Exits 1 when any check fails."
    )

    @Flag(help: "Skip hashing the model files (the slowest check).")
    var quick = false

    enum Outcome: String { case ok, warn, fail }

    func run() async throws {
        var failures = 0
        func report(_ outcome: Outcome, _ check: String, _ detail: String, fix: String? = nil) {
            if outcome == .fail { failures += 1 }
            var line = "[\(outcome.rawValue)]".padding(toLength: 7, withPad: " ", startingAt: 0) + "\(check): \(detail)"
            if let fix, outcome != .ok { line += " — fix: \(fix)" }
            Terminal.write(line + "\n")
        }

        // 1. Libraries: this binary links llama.cpp; reaching here means the loader found it.
        let info = LlamaEngine.libraryInfo()
        report(.ok, "llama.cpp", "loaded (\(info.split(separator: "|").prefix(3).joined(separator: "|").trimmingCharacters(in: .whitespaces)))")

        // 2. Model files and hashes.
        let paths = HearthPaths.standard()
        let locator = ModelLocator(paths: paths)
        let installed = Set(locator.installedFiles())
        for file in ModelHashes.known.keys.sorted() {
            let url = paths.models.appendingPathComponent(file)
            guard installed.contains(file) else {
                // Only what the set-up installs must be there; other verified packs are optional.
                if ModelHashes.installedBySetup.contains(file) {
                    report(.fail, "model \(file)", "missing from \(paths.models.path)", fix: "run scripts/setup (or make setup)")
                }
                continue
            }
            if quick {
                report(.ok, "model \(file)", "present (hash not checked: --quick)")
                continue
            }
            do {
                let hash = try ModelHashes.sha256(of: url)
                if hash == ModelHashes.known[file] {
                    report(.ok, "model \(file)", "SHA-256 matches")
                } else {
                    report(.fail, "model \(file)", "SHA-256 \(hash.prefix(12))… does not match the pinned \(ModelHashes.known[file]!.prefix(12))… (damaged or replaced)", fix: "delete it and run scripts/setup")
                }
            } catch {
                report(.fail, "model \(file)", error.message, fix: "check the file's permissions, or delete it and run scripts/setup")
            }
        }
        for file in installed.subtracting(ModelHashes.known.keys).sorted() {
            report(.warn, "model \(file)", "installed but not in the catalogue, so its hash is not pinned", fix: "remove it if you did not put it there")
        }

        // 3. A 10-token smoke generation on the default model.
        do {
            let model = try locator.locate(nil)
            try await ModelProbe(paths: paths).ensureLoadable(model)
            let engine = try await LlamaEngine.load(modelAt: model)
            var options = GenerationOptions.greedy
            options.maxTokens = 10
            let summary = try await engine.complete(GenerationRequest(prompt: .chat([.user("Say hello.")]), options: options))
            if summary.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                report(.fail, "smoke generation", "the default model produced no text", fix: "run scripts/setup to reinstall it")
            } else {
                report(.ok, "smoke generation", String(format: "%d tokens at %.0f tok/s from %@", summary.metrics.completionTokens, summary.metrics.decodeTokensPerSecond, summary.metrics.model))
            }
        } catch let error as HearthError {
            report(.fail, "smoke generation", error.message, fix: "run scripts/setup to install the default model")
        }

        // 4. The data folder is writable (owner-only).
        let probe = paths.home.appendingPathComponent(".doctor-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try FileManager.default.createDirectory(at: paths.home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try Data("ok".utf8).write(to: probe)
            try FileManager.default.removeItem(at: probe)
            report(.ok, "data folder", "\(paths.home.path) is writable")
        } catch {
            report(.fail, "data folder", "cannot write in \(paths.home.path)", fix: "make it yours (chown) or set HEARTH_HOME to a folder you can write")
        }

        // 5. The probes read.
        let thermal = LiveProbes.thermal().readThermal()
        if thermal.state == .unknown {
            report(.warn, "thermal probe", "state unknown (\(thermal.source)); Hearth gives full service and cannot slow down for heat", fix: "nothing to do on a VM or server; on a laptop check /sys/class/thermal is readable")
        } else {
            report(.ok, "thermal probe", "\(thermal.state.rawValue)\(thermal.celsius.map { String(format: ", %.0f °C", $0) } ?? "") (\(thermal.source))")
        }
        let memory = LiveProbes.memory().readMemory()
        if let available = memory.availableBytes {
            report(.ok, "memory probe", "\(GovernorState.mebibytes(available)) available (\(memory.source))")
        } else {
            report(.fail, "memory probe", "cannot read available memory (\(memory.source))", fix: "make /proc/meminfo readable")
        }
        let power = LiveProbes.power().readPower()
        report(.ok, "power probe", power.batteryLevel.map { "battery \(Int($0 * 100))% (\(power.source))" } ?? "no battery (\(power.source))")

        Terminal.write(failures == 0 ? "All checks passed.\n" : "\(failures) check\(failures == 1 ? "" : "s") failed.\n")
        if failures > 0 { Foundation.exit(1) }
    }
}
