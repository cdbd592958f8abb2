import Foundation
import HearthTesting
import Testing

/// Runs the built `hearth` binary, as a person would.
struct CLI {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary sits next to the test bundle in SwiftPM's build folder.
    static var binary: URL {
        var folder = Bundle.main.bundleURL
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        for candidate in [folder, Bundle.main.bundleURL.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("hearth")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return folder.appendingPathComponent("hearth")
    }

    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String]? = nil, executable: URL = binary) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        if let stdin {
            let input = Pipe()
            process.standardInput = input
            try process.run()
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        } else {
            process.standardInput = FileHandle.nullDevice
            try process.run()
        }
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self)
        )
    }
}

@Suite struct CLITests {
    @Test func runAnswersOnTheDefaultModel() throws {
        let output = try CLI.run(["run", "What is the capital of France? Answer in one sentence.", "--temperature", "0"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("Paris"))
        #expect(output.stderr.isEmpty)
    }

    @Test func runJSONCarriesTextAndMetrics() throws {
        let output = try CLI.run(["run", "Say hello.", "--temperature", "0", "--max-tokens", "8", "--json"])
        #expect(output.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let metrics = try #require(object["metrics"] as? [String: Any])
        #expect(metrics["backend"] as? String == "llama.cpp")
        #expect((metrics["completionTokens"] as? Int ?? 0) >= 1)
        #expect((object["text"] as? String)?.isEmpty == false)
    }

    @Test func verbosePrintsMetricsToStderr() throws {
        let output = try CLI.run(["run", "Say hi.", "--temperature", "0", "--max-tokens", "4", "--verbose"])
        #expect(output.status == 0)
        #expect(output.stderr.contains("ttft"))
        #expect(output.stderr.contains("decode"))
    }

    @Test func promptFromStdin() throws {
        let output = try CLI.run(["run", "-", "--temperature", "0", "--max-tokens", "20"], stdin: "What is the capital of France?")
        #expect(output.status == 0)
        #expect(output.stdout.contains("Paris"))
    }

    @Test func chatKeepsHistoryAcrossTurns() throws {
        let output = try CLI.run(["chat", "--temperature", "0", "--max-tokens", "30", "--no-save"], stdin: "My name is Ada.\nWhat is my name?\n")
        #expect(output.status == 0)
        let answers = output.stdout.split(separator: "\n")
        #expect(answers.count >= 2)
        #expect(output.stdout.contains("Ada"))
    }

    @Test func badInputGivesOneLineAndANonZeroExit() throws {
        let folder = try TemporaryDirectory()
        let notAModel = try folder.file("x.gguf", contents: Data(repeating: 7, count: 100))
        let cases: [([String], Int32)] = [
            (["run", "hi", "--model", "/nonexistent/model.gguf"], 2),
            (["run", "hi", "--model", notAModel.path], 2),
            (["run", "hi", "--model", "no-such-model-name"], 2),
            (["run", "hi", "--bogus-option"], 64),
            (["run", ""], 64),
            (["run", "hi", "--temperature", "-1"], 64),
            (["run", "hi", "--top-p", "7"], 64),
            (["frobnicate"], 64),
        ]
        // Failures are recorded in the error log: keep it in a temporary data folder.
        let home = folder.url.appendingPathComponent("home").path
        for (arguments, status) in cases {
            let output = try CLI.run(arguments, environment: ["HEARTH_HOME": home])
            #expect(output.status == status, "\(arguments)")
            let lines = output.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(arguments): \(output.stderr)")
            #expect(output.stderr.hasPrefix("hearth: error: "), "\(arguments)")
        }
    }
}
