import Foundation
import HearthTesting
import Testing

@Suite struct ModelsCLITests {
    @Test func listShowsInstalledAndAvailablePacks() throws {
        let output = try CLI.run(["models", "list"])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("smollm2-135m") && $0.contains("installed") && $0.contains("quick") })
        #expect(lines.contains { $0.hasPrefix("qwen2.5-coder-0.5b") && $0.contains("installed") })
        #expect(lines.contains { $0.hasPrefix("phi-4-mini") && $0.contains("unverified") })
        #expect(output.stdout.contains("available memory now"))
    }

    @Test func chatSwitchesModelsWithSlashModel() throws {
        let input = "/model qwen2.5-coder-0.5b\nWhat is the capital of France?\n/model\n/model no-such-pack\n/model\n"
        let output = try CLI.run(["chat", "--no-save", "--temperature", "0", "--max-tokens", "16", "--verbose"], stdin: input)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("(switched to qwen2.5-coder-0.5b · 4096-token context · conversation cleared)"))
        // The answer came from the new model.
        #expect(output.stderr.contains("qwen2.5-coder-0.5b-instruct-q4_k_m.gguf"))
        #expect(output.stdout.contains("Paris"))
        #expect(output.stderr.contains("(model: qwen2.5-coder-0.5b)"))
        // A bad id is one error line, and the chat stays with the model it had.
        #expect(output.stderr.contains("hearth: error: no pack 'no-such-pack'") || output.stderr.contains("hearth: error: no model"))
        #expect(output.stderr.contains("(staying with qwen2.5-coder-0.5b)"))
        #expect(output.stderr.components(separatedBy: "(model: qwen2.5-coder-0.5b)").count == 3)
    }

    @Test func unverifiedAndUnknownPacksGiveOneErrorLine() throws {
        let run = try CLI.run(["run", "--model", "phi-4-mini", "hello"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("hearth: error: pack phi-4-mini has no recorded SHA-256"))
        #expect(run.stderr.split(separator: "\n").count == 1)
        let unknown = try CLI.run(["models", "show", "nope"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no pack 'nope'"))
    }

    @Test func importThenRunThenRemoveInAFreshStore() throws {
        let home = try TemporaryDirectory()
        let corrupt = try home.file("broken.gguf", contents: Data("GGUF".utf8) + Data(repeating: 0xFF, count: 64))
        // A private store: HEARTH_HOME only for these child processes (tests run in parallel).
        func hearth(_ arguments: [String]) throws -> CLI.Output {
            let process = Process()
            process.executableURL = CLI.binary
            process.arguments = arguments
            process.environment = ProcessInfo.processInfo.environment.merging(["HEARTH_HOME": home.url.path]) { $1 }
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let stdout = out.fileHandleForReading.readDataToEndOfFile()
            let stderr = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return CLI.Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
        }
        let bad = try hearth(["models", "import", corrupt.path])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("not a valid GGUF file"))
        let imported = try hearth(["models", "import", TestModels.defaultModel.path, "--id", "my-smol"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("imported my-smol: llama"))
        let verify = try hearth(["models", "verify", "my-smol"])
        #expect(verify.stdout.contains(": ok"))
        let run = try hearth(["run", "--model", "my-smol", "--temperature", "0", "--max-tokens", "8", "Say hi."])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.isEmpty)
        #expect(try hearth(["models", "remove", "my-smol"]).status == 0)
        #expect(try hearth(["run", "--model", "my-smol", "hi"]).status == 2)
    }
}
