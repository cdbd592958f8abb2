import Foundation
import HearthCore
import HearthRuntime
import HearthTesting
import Testing

extension HearthServerSuites {
/// The Python tests (official `openai` client, curl, Selenium + headless Chromium) against a real
/// server this test starts. `scripts/setup` installs their tools into `.deps/venv`.
@Suite("External clients against a real server", .serialized)
struct PythonClientTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let python = packageRoot.appendingPathComponent(".deps/venv/bin/python")

    /// The venv with the `mcp` client and the Prometheus parser (other pins than the openai one).
    static let mcpPython = packageRoot.appendingPathComponent(".deps/venv-mcp/bin/python")

    func runPython(_ script: String, _ arguments: [String], python: URL = PythonClientTests.python) throws -> (status: Int32, output: String) {
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            Issue.record("no \(python.path): run scripts/setup")
            return (-1, "")
        }
        let process = Process()
        process.executableURL = python
        process.arguments = [Self.packageRoot.appendingPathComponent("Tests/python/\(script)").path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test func theOpenAIPythonClientWorksUnchanged() async throws {
        let server = try await TestServer.shared.value
        let result = try runPython("openai_client_test.py", [server.base.absoluteString])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theOpenAIClientGetsValidToolCallsFromQwen() async throws {
        let server = try await TestServer.shared.value
        let result = try runPython("openai_tools_test.py", [server.base.absoluteString])
        #expect(result.status == 0, "\(result.output)")
    }

    /// A data folder with the models and one indexed document, for the MCP tests.
    static func mcpHome() async throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("models"), withDestinationURL: TestModels.defaultModel.deletingLastPathComponent())
        let search = SearchService(paths: HearthPaths(home: folder.url))
        _ = try await search.add([("house.md", "# House\n\nThe guest wifi password is tulip-42. The bins go out on Tuesday.")])
        return folder
    }

    /// The built `hearth` binary (next to the test bundle).
    static var hearthBinary: URL {
        var folder = Bundle.main.bundleURL
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        return [folder, Bundle.main.bundleURL.deletingLastPathComponent()].map { $0.appendingPathComponent("hearth") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? folder.appendingPathComponent("hearth")
    }

    @Test func theMCPClientUsesHearthsToolsOverStdio() async throws {
        let home = try await Self.mcpHome()
        let result = try runPython("mcp_client_test.py", ["stdio", Self.hearthBinary.path, home.url.path], python: Self.mcpPython)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theMCPClientUsesHearthsToolsOverHTTP() async throws {
        let home = try await Self.mcpHome()
        let server = try await TestServer.start(paths: HearthPaths(home: home.url))
        let result = try runPython("mcp_client_test.py", ["http", server.base.absoluteString, home.url.path], python: Self.mcpPython)
        #expect(result.status == 0, "\(result.output)")
    }

    /// What `hearth listen` prints for a WAV file: its final transcripts joined by spaces.
    static func listen(_ clip: URL) throws -> String {
        let process = Process()
        process.executableURL = hearthBinary
        process.arguments = ["listen", clip.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("final: ") }
            .map { line in line.dropFirst(7).components(separatedBy: " (confidence").first ?? "" }.joined(separator: " ")
    }

    @Test func transcriptionThroughTheOpenAIClientMatchesHearthListen() async throws {
        let server = try await TestServer.shared.value
        var arguments = [server.base.absoluteString]
        for clip in [TestSpeech.jfk] + (try TestSpeech.pocketsphinxClips().prefix(2).map(\.url)) {
            let heard = try Self.listen(clip)
            #expect(!heard.isEmpty, "hearth listen heard nothing in \(clip.lastPathComponent)")
            arguments += [clip.path, heard]
        }
        let result = try runPython("openai_audio_test.py", arguments)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func metricsParseWithThePrometheusTextParser() async throws {
        let server = try await TestServer.shared.value
        let chat = try await server.request("/v1/chat/completions", method: "POST", json: ["messages": [["role": "user", "content": "Hi"]], "max_tokens": 4, "temperature": 0])
        #expect(chat.status == 200)
        let bad = try await server.request("/v1/chat/completions", method: "POST", json: ["messages": [["role": "user", "content": "Hi"]], "temperature": 9])
        #expect(bad.status == 400)
        let result = try runPython("metrics_test.py", [server.base.absoluteString], python: Self.mcpPython)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func thePageListsTheToolsAndTheMCPSnippetInHeadlessChromium() async throws {
        let server = try await TestServer.shared.value
        let artefacts = Self.packageRoot.appendingPathComponent("test-artefacts/page-tools").path
        let result = try runPython("page_tools_test.py", [server.base.absoluteString, artefacts])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func thePageChatsStreamsAndStopsInHeadlessChromium() async throws {
        let server = try await TestServer.shared.value
        let artefacts = Self.packageRoot.appendingPathComponent("test-artefacts/page").path
        let result = try runPython("page_test.py", [server.base.absoluteString, artefacts])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func thePageAddsSearchesAndAsksInHeadlessChromium() async throws {
        let (server, folder) = try await SearchRoutesTests.privateServer()
        let artefacts = Self.packageRoot.appendingPathComponent("test-artefacts/page-search").path
        let result = try runPython("page_search_test.py", [server.base.absoluteString, artefacts])
        #expect(result.status == 0, "\(result.output)")
        withExtendedLifetime(folder) {}
    }

    @Test func thePageSavesChatsListsAndDeletesThemAndShowsTheTier() async throws {
        let data = try TestDataFolder()
        // A small pack to install from the page (a local file: no network).
        let payload = Data((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let source = try data.folder.file("pack.bin", contents: payload)
        var hash = SHA256()
        hash.update(payload)
        try data.writeManifest(id: "page-fixture", file: "page-fixture.gguf", source: ["kind": "local", "path": source.path], size: payload.count, sha256: hash.finalizeHex())
        let server = try await TestServer.governed(data: data)
        let artefacts = Self.packageRoot.appendingPathComponent("test-artefacts/page-data").path
        let result = try runPython("page_data_test.py", [server.base.absoluteString, artefacts])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func thePageRunsConfirmsAndUndoesAVoiceCommandInHeadlessChromium() async throws {
        let home = try VoiceTestHome()
        let server = try await TestServer.start(paths: home.paths)
        let spoken = try TestSpeech.synthesize("remind me to call mom tomorrow at five p m", into: home.directory.url)
        let artefacts = Self.packageRoot.appendingPathComponent("test-artefacts/page-voice").path
        let result = try runPython("page_voice_test.py", [server.base.absoluteString, artefacts, spoken.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(home.files("outbox").isEmpty, "the page undid the email it confirmed")
    }
}
}
