import Foundation
import HearthCatalog
import HearthCore
import HearthLlama
@testable import HearthRuntime
import HearthTesting
import Testing

/// The first load of an unverified file happens in a child process (the real `hearth` binary).
@Suite(.serialized) struct ModelProbeTests {
    /// A data folder of its own, so the ledger starts empty.
    func freshPaths(_ folder: TemporaryDirectory) throws -> HearthPaths {
        let paths = HearthPaths(home: folder.url.appendingPathComponent("home"))
        try FileManager.default.createDirectory(at: paths.models, withIntermediateDirectories: true)
        return paths
    }

    @Test func aFileThatMakesLlamaCppAbortIsRefusedWithItsAssertAndTheProcessLives() async throws {
        let folder = try TemporaryDirectory()
        let paths = try freshPaths(folder)
        let bad = try DamagedModels.duplicatedVocabularyEntry(of: TestModels.defaultModel, into: folder.url)
        let residency = ModelResidency(locator: ModelLocator(paths: paths), memoryProbe: ScriptedMemoryProbe(availableBytes: 16 << 30))
        _ = try await residency.load(TestModels.defaultModel.path)   // a resident model that must survive
        do {
            _ = try await residency.load(bad.path)
            Issue.record("loaded a file that aborts llama.cpp")
        } catch {
            #expect(error.code == .invalidModel)
            #expect(error.message.contains("GGML_ASSERT(id_to_token.size() == token_to_id.size())"), "\(error.message)")
            #expect(error.message.contains("llama-vocab.cpp"))
            #expect(error.message.contains("duplicated-vocabulary.gguf"))
            #expect(!error.message.contains("/vendor/"), "the build path is trimmed: \(error.message)")
        }
        // The failed trial changed nothing: the old model is still resident and answers.
        #expect(await residency.residentModelID == "SmolLM2-135M-Instruct.Q4_1")
        let engine = try await residency.load(TestModels.defaultModel.path)
        #expect(try await engine.complete(GenerationRequest(prompt: .text("The sky is"), options: .greedy)).text.isEmpty == false)

        // Remembered by hash: the second attempt answers from the ledger, without a child.
        let ledger = ProbeLedger(store: paths.models)
        let sha = try ledger.sha256(of: bad)
        let recorded = try #require(ledger.outcome(sha256: sha))
        #expect(!recorded.passed)
        let probe = ModelProbe(paths: paths, executable: URL(fileURLWithPath: "/nonexistent/hearth"))
        await #expect(throws: HearthError.self) { try await probe.ensureLoadable(bad) }
    }

    @Test func anUnverifiedGoodFileIsProbedOnceThenLoadsInProcess() async throws {
        let folder = try TemporaryDirectory()
        let paths = try freshPaths(folder)
        let renamed = try DamagedModels.renamedCopy(of: TestModels.defaultModel, into: paths.models)
        let probe = ModelProbe(paths: paths)
        #expect(try await probe.ensureLoadable(renamed) == .passedNow)
        #expect(try await probe.ensureLoadable(renamed) == .passedEarlier)
        // The ledger keeps the hash by file identity: the file is not hashed again.
        let contents = try String(contentsOf: ProbeLedger(store: paths.models).url, encoding: .utf8)
        #expect(contents.contains("renamed.gguf"))
        // Through the residency (by file name in the store): loads and answers.
        let residency = ModelResidency(locator: ModelLocator(paths: paths), memoryProbe: ScriptedMemoryProbe(availableBytes: 16 << 30))
        let answer = try await residency.withModel("renamed") { engine in
            try await engine.complete(GenerationRequest(prompt: .text("The capital of France is"), options: .greedy)).text
        }
        #expect(!answer.isEmpty)
        // A changed file is a new file: hashed again, probed again.
        let handle = try FileHandle(forWritingTo: renamed)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(repeating: 0, count: 32))
        try handle.close()
        #expect(try await probe.ensureLoadable(renamed) == .passedNow)
    }

    @Test func verifiedPackFilesSkipTheProbe() async throws {
        let folder = try TemporaryDirectory()
        let paths = try freshPaths(folder)
        // No binary at all: a verified file needs none.
        let probe = ModelProbe(paths: paths, executable: nil)
        #expect(try await probe.ensureLoadable(TestModels.defaultModel) == .verified)
        // An unverified one does, and says so.
        let renamed = try DamagedModels.renamedCopy(of: TestModels.defaultModel, into: folder.url)
        do {
            try await probe.ensureLoadable(renamed)
            Issue.record("loaded an unverified file without a trial")
        } catch {
            #expect(error.code == .unavailable)
            #expect(error.message.contains("HEARTH_PROBE_EXECUTABLE"))
        }
    }

    @Test func aFileThatIsNotGGUFIsRefusedByHearthsReaderWithoutAChild() async throws {
        let folder = try TemporaryDirectory()
        let paths = try freshPaths(folder)
        let junk = try folder.file("junk.gguf", contents: Data("GGUF".utf8) + Data(repeating: 0xFF, count: 100))
        let probe = ModelProbe(paths: paths, executable: URL(fileURLWithPath: "/nonexistent/hearth"))
        do {
            try await probe.ensureLoadable(junk)
            Issue.record("accepted junk")
        } catch {
            #expect(error.code == .invalidModel)
            #expect(error.message.contains("not a valid GGUF file"), "\(error.message)")
        }
    }

    @Test func theTrialsOutcomeIsReadFromTheChildsExit() {
        let file = URL(fileURLWithPath: "/tmp/m.gguf")
        let abort = ModelProbe.ChildResult(
            status: SIGABRT, signalled: true, timedOut: false,
            stderr: "llama_model_loader: loaded meta data\n/build/vendor/llama.cpp/src/llama-vocab.cpp:2544: GGML_ASSERT(a == b) failed\n",
            launchError: nil
        )
        guard case .failed(let message) = ModelProbe.outcome(of: abort, file: file, timeout: .seconds(5)) else {
            Issue.record("an abort is a failure")
            return
        }
        #expect(message.contains("llama-vocab.cpp:2544: GGML_ASSERT(a == b) failed"))
        #expect(message.contains("m.gguf"))
        let clean = ModelProbe.ChildResult(status: 2, signalled: false, timedOut: false, stderr: "hearth: error: m.gguf could not be loaded by llama.cpp: bad tensor\n", launchError: nil)
        #expect(ModelProbe.outcome(of: clean, file: file, timeout: .seconds(5)) == .failed("m.gguf failed its trial load in a separate process: m.gguf could not be loaded by llama.cpp: bad tensor"))
        let killed = ModelProbe.ChildResult(status: SIGKILL, signalled: true, timedOut: true, stderr: "", launchError: nil)
        guard case .inconclusive(let error) = ModelProbe.outcome(of: killed, file: file, timeout: .seconds(5)) else {
            Issue.record("a timeout is not remembered")
            return
        }
        #expect(error.message.contains("within 5 s"))
        #expect(ModelProbe.outcome(of: .init(status: 0, signalled: false, timedOut: false, stderr: "", launchError: nil), file: file, timeout: .seconds(5)) == .passed)
    }
}
