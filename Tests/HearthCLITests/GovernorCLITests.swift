import Foundation
import HearthTesting
import Testing

/// Runs `hearth` with extra environment variables.
func runHearth(_ arguments: [String], environment: [String: String], stdin: String? = nil) throws -> CLI.Output {
    let process = Process()
    process.executableURL = CLI.binary
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
    let stderrData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLI.Output(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self), stderr: String(decoding: stderrData, as: UTF8.self))
}

@Suite struct GovernorCLITests {
    static let script = """
    {"thresholds": {"seriousMaxTokens": 12, "seriousTokenDelayMs": 5, "criticalTokenDelayMs": 5, "criticalMaxTokens": 8},
     "steps": [
      {"thermal": "nominal"},
      {"thermal": "serious", "celsius": 91},
      {"thermal": "critical", "celsius": 103},
      {"thermal": "nominal", "availableMiB": 300},
      {"availableMiB": 8192}
    ]}
    """

    @Test func aScriptedChatSlowsShortensDowngradesRefusesAndRecovers() throws {
        let folder = try TemporaryDirectory()
        let script = try folder.file("script.json", contents: Data(Self.script.utf8))
        let questions = ["What is the capital of France?", "Tell me about Paris.", "Tell me about Rome.", "Tell me about Berlin.", "What is the capital of Italy?"]
        let output = try runHearth(
            ["chat", "--mode", "deep", "--temperature", "0", "--max-tokens", "30", "--verbose"],
            environment: ["HEARTH_PROBE_SCRIPT": script.path], stdin: questions.joined(separator: "\n") + "\n"
        )
        #expect(output.status == 0, "\(output.stderr)")
        let answers = output.stdout.split(separator: "\n").map(String.init)
        try #require(answers.count == 5, "\(output.stdout)")
        let metrics = output.stderr.split(separator: "\n").filter { $0.hasPrefix("[eog]") || $0.hasPrefix("[length]") || $0.hasPrefix("[stop]") }.map(String.init)

        // 1. Nominal: the deep model answers in full.
        #expect(answers[0].contains("Paris"))
        #expect(metrics.first?.contains("qwen2.5-coder-0.5b-instruct-q4_k_m.gguf") == true)
        // 2. Serious: slowed and shortened.
        #expect(output.stderr.contains("(device) thermal serious (91 °C): 5 ms between tokens, answers capped at 12 tokens"))
        #expect(output.stderr.contains("[governor] tier serious · 12 tokens delayed 0.06 s · capped at 12 tokens"))
        // 3. Critical: deep downgraded to the fast pack, shorter still.
        #expect(output.stderr.contains("downgraded deep → fast (device critically hot)"))
        #expect(metrics.contains { $0.contains("SmolLM2-135M-Instruct.Q4_1.gguf") && $0.contains("critically hot") })
        // 4. Memory critical: unloaded, loads refused, an honest template reply.
        #expect(output.stderr.contains("(device) memory critical: 300 MiB available"))
        #expect(answers[3].hasPrefix("Sorry, I can't answer with a model right now: the model is unavailable because memory is low (300 MiB available"))
        #expect(output.stderr.contains("[template] the model is unavailable because memory is low"))
        // 5. Recovered: full service, the deep model reloads and answers.
        #expect(output.stderr.contains("(device) back to full service"))
        #expect(answers[4].contains("Rome"))
        #expect(metrics.last?.contains("qwen2.5-coder-0.5b-instruct-q4_k_m.gguf") == true)
    }

    @Test func statusShowsTheScriptedDevice() throws {
        let folder = try TemporaryDirectory()
        let script = try folder.file("hot.json", contents: Data(#"{"steps": [{"thermal": "serious", "celsius": 92, "availableMiB": 700}]}"#.utf8))
        let output = try runHearth(["status"], environment: ["HEARTH_PROBE_SCRIPT": script.path])
        #expect(output.status == 0)
        #expect(output.stdout.contains("thermal    serious, 92 °C (probe script hot.json)"))
        #expect(output.stdout.contains("tier       serious"))
        #expect(output.stdout.contains("memory low: 700 MiB available, below the warning line of 1.0 GiB: new model loads refused"))

        let json = try runHearth(["status", "--json"], environment: ["HEARTH_PROBE_SCRIPT": script.path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let state = try #require(object["state"] as? [String: Any])
        #expect(state["tier"] as? String == "serious")
        #expect(state["memoryPressure"] as? String == "warning")
    }

    @Test func statusReadsTheLiveProbesAndCanShowAFootprint() throws {
        let output = try runHearth(["status", "--load"], environment: [:])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("resident   SmolLM2-135M-Instruct.Q4_1.gguf: "))
        #expect(output.stdout.contains("thresholds serious: 40 ms between tokens"))
    }

    @Test func doctorChecksTheInstallOneLinePerCheck() throws {
        let output = try runHearth(["doctor"], environment: [:])
        #expect(output.status == 0, "\(output.stdout)")
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.last == "All checks passed.")
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("[ok]") || $0.hasPrefix("[warn]") })
        #expect(output.stdout.contains("[ok]   model SmolLM2-135M-Instruct.Q4_1.gguf: SHA-256 matches"))
        #expect(output.stdout.contains("[ok]   smoke generation: 10 tokens"))
        #expect(output.stdout.contains("data folder"))
        #expect(output.stdout.contains("memory probe"))
    }

    @Test func doctorOnAnEmptyInstallSaysWhatToDo() throws {
        let folder = try TemporaryDirectory()
        let output = try runHearth(["doctor"], environment: ["HEARTH_HOME": folder.url.path])
        #expect(output.status == 1)
        #expect(output.stdout.contains("[fail] model SmolLM2-135M-Instruct.Q4_1.gguf: missing from \(folder.url.path)/models — fix: run scripts/setup"))
        #expect(output.stdout.contains("[fail] smoke generation: pack smollm2-135m is not installed"))
        #expect(output.stdout.contains("[ok]   data folder: \(folder.url.path) is writable"))
        #expect(output.stdout.hasSuffix("checks failed.\n"))
    }

    @Test func aBadProbeScriptIsOneErrorLine() throws {
        let folder = try TemporaryDirectory()
        let bad = try folder.file("bad.json", contents: Data(#"{"steps": [{"thermal": "toasty"}]}"#.utf8))
        for path in [bad.path, folder.url.appendingPathComponent("missing.json").path] {
            let output = try runHearth(["status"], environment: ["HEARTH_PROBE_SCRIPT": path])
            #expect(output.status != 0)
            #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
            #expect(output.stderr.hasPrefix("hearth: error: "))
        }
    }
}
