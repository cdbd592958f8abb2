import Foundation
import HearthTesting
import Testing

/// `hearth run --model` and `hearth models import` on a file that makes llama.cpp abort: one
/// error line and exit 2, never a process killed by a signal.
@Suite struct FirstLoadCLITests {
    @Test func runAndImportOfAFileThatAbortsLlamaCppGiveOneLine() throws {
        let folder = try TemporaryDirectory()
        let environment = ["HEARTH_HOME": folder.url.appendingPathComponent("home").path]
        let bad = try DamagedModels.duplicatedVocabularyEntry(of: TestModels.defaultModel, into: folder.url)

        let run = try CLI.run(["run", "--model", bad.path, "hi"], environment: environment)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("hearth: error: llama.cpp crashed loading duplicated-vocabulary.gguf in a trial process"), "\(run.stderr)")
        #expect(run.stderr.contains("GGML_ASSERT(id_to_token.size() == token_to_id.size())"))
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")

        let imported = try CLI.run(["models", "import", bad.path, "--id", "bad"], environment: environment)
        #expect(imported.status == 2, "\(imported.stderr)")
        #expect(imported.stderr.contains("GGML_ASSERT"))
        let store = folder.url.appendingPathComponent("home/models")
        #expect(!FileManager.default.fileExists(atPath: store.appendingPathComponent(bad.lastPathComponent).path))
        #expect(!FileManager.default.fileExists(atPath: store.appendingPathComponent(bad.lastPathComponent + ".pack.json").path))
    }

    @Test func anUnverifiedGoodFileImportsAfterItsTrialAndRuns() throws {
        let folder = try TemporaryDirectory()
        let environment = ["HEARTH_HOME": folder.url.appendingPathComponent("home").path]
        let renamed = try DamagedModels.renamedCopy(of: TestModels.defaultModel, into: folder.url)
        let imported = try CLI.run(["models", "import", renamed.path, "--id", "renamed"], environment: environment)
        #expect(imported.status == 0, "\(imported.stderr)")
        let run = try CLI.run(["run", "--model", "renamed", "--temperature", "0", "--max-tokens", "4", "Say hi."], environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }
}
