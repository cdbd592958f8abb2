import Foundation
import HearthCore
import HearthStore
import HearthTesting
import Testing

/// A temporary data folder for one test; the real models are named by path.
struct TemporaryHome {
    let folder: TemporaryDirectory
    var home: URL { folder.url.appendingPathComponent("data", isDirectory: true) }
    var environment: [String: String] { ["HEARTH_HOME": home.path] }
    var model: String { TestModels.defaultModel.path }

    init() throws {
        folder = try TemporaryDirectory()
    }

    func run(_ arguments: [String], stdin: String? = nil) throws -> CLI.Output {
        try CLI.run(arguments, stdin: stdin, environment: environment)
    }

    func json(_ arguments: [String]) throws -> Any {
        let output = try run(arguments)
        #expect(output.status == 0, "\(arguments): \(output.stderr)")
        return try JSONSerialization.jsonObject(with: Data(output.stdout.utf8))
    }

    func store() throws -> Store {
        try Store.open(paths: HearthPaths(home: home))
    }
}

@Suite struct StoreCLITests {
    @Test func chatSavesEveryTurnAndResumes() throws {
        let temp = try TemporaryHome()
        let chat = try temp.run(["chat", "--model", temp.model, "--temperature", "0", "--max-tokens", "16", "--system", "You are brief."],
                                stdin: "My name is Ada.\nWhat is my name?\n")
        #expect(chat.status == 0, "\(chat.stderr)")
        #expect(chat.stderr.contains("(saving as conversation 1)"))

        let list = try #require(try temp.json(["conversations", "list", "--json"]) as? [[String: Any]])
        #expect(list.count == 1)
        #expect(list.first?["messageCount"] as? Int == 5)   // system, then two user/assistant turns
        #expect(list.first?["title"] as? String == "My name is Ada.")

        // Resume: the earlier turns are part of the new prompt, and the new turns join the same conversation.
        let resumed = try temp.run(["chat", "--resume", "1", "--model", temp.model, "--temperature", "0", "--max-tokens", "16"], stdin: "Thanks.\n")
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(resumed.stderr.contains("resuming conversation 1: 4 messages"))
        let conversation = try temp.store().conversation(1)
        #expect(conversation.messages.map(\.role) == [.system, .user, .assistant, .user, .assistant, .user, .assistant])
        #expect(conversation.messages.map(\.content).prefix(2) == ["You are brief.", "My name is Ada."])
        #expect(conversation.messages[2].backend == "llama.cpp")
        #expect(conversation.messages[2].metrics?.completionTokens ?? 0 > 0)
        // What was printed is what was saved.
        #expect(chat.stdout.contains(conversation.messages[2].content))

        let markdown = try temp.run(["conversations", "export", "1", "--format", "markdown"])
        #expect(markdown.stdout.hasPrefix("# My name is Ada."))
        #expect(markdown.stdout.contains("## User\n\nWhat is my name?"))
        let exported = try #require(try temp.json(["conversations", "export", "1"]) as? [String: Any])
        #expect((exported["messages"] as? [[String: Any]])?.count == 7)

        let missing = try temp.run(["chat", "--resume", "42", "--model", temp.model], stdin: "hi\n")
        #expect(missing.status == 64)
        #expect(missing.stderr == "hearth: error: no conversation with id 42 (see `hearth conversations list`)\n")

        let deleted = try temp.run(["conversations", "delete", "1"])
        #expect(deleted.status == 0)
        #expect(try temp.store().conversations().isEmpty)
        #expect(try temp.store().messageCount() == 0)
    }

    @Test func runSaveStoresThePromptAndTheAnswer() throws {
        let temp = try TemporaryHome()
        let output = try temp.run(["run", "What is the capital of France?", "--model", temp.model, "--temperature", "0", "--max-tokens", "12", "--save"])
        #expect(output.status == 0)
        #expect(output.stderr.contains("(saved as conversation 1)"))
        let conversation = try temp.store().conversation(1)
        #expect(conversation.messages.map(\.role) == [.user, .assistant])
        #expect(conversation.messages[1].content == output.stdout.trimmingCharacters(in: .newlines))
        #expect(conversation.messages[1].metrics?.model == TestModels.defaultModel.lastPathComponent)

        // Without --save nothing is stored.
        _ = try temp.run(["run", "Say hi.", "--model", temp.model, "--max-tokens", "4"])
        #expect(try temp.store().conversations().count == 1)

        // With history.save off, chats are not saved, but an explicit --save still is.
        #expect(try temp.run(["settings", "set", "history.save", "false"]).status == 0)
        let chat = try temp.run(["chat", "--model", temp.model, "--max-tokens", "4"], stdin: "Hi.\n")
        #expect(chat.status == 0)
        #expect(!chat.stderr.contains("saving as"))
        #expect(try temp.store().conversations().count == 1)
        _ = try temp.run(["run", "Say hi.", "--model", temp.model, "--max-tokens", "4", "--save"])
        #expect(try temp.store().conversations().count == 2)
    }

    @Test func dataDeleteByCategoryFromTheCommandLine() throws {
        let temp = try TemporaryHome()
        let store = try temp.store()
        let conversation = try store.createConversation()
        try store.append(.user("keep me"), to: conversation.id)
        #expect(try temp.run(["settings", "set", "log.capacity", "7"]).status == 0)

        let reset = try temp.run(["data", "delete", "settings"])
        #expect(reset.status == 0)
        #expect(try temp.store().settings() == StoreSettings())
        #expect(try temp.store().messageCount() == 1)

        let bad = try temp.run(["data", "delete", "everything"])
        #expect(bad.status == 64)
        #expect(bad.stderr.split(separator: "\n").count == 1)

        #expect(try temp.run(["data", "delete", "conversations"]).status == 0)
        #expect(try temp.store().messageCount() == 0)
        #expect(try temp.run(["data", "delete", "all"]).status == 0)
    }

    @Test func failuresGoToTheBoundedErrorLogRedacted() throws {
        let temp = try TemporaryHome()
        #expect(try temp.run(["settings", "set", "log.capacity", "3"]).status == 0)
        for index in 1...5 {
            let output = try temp.run(["run", "hi", "--model", "secret-project-\(index)"])
            #expect(output.status == 2)
        }
        let entries = try #require(try temp.json(["logs", "show", "--json"]) as? [[String: Any]])
        #expect(entries.count == 3)
        #expect(entries.map { $0["code"] as? String } == ["model_not_found", "model_not_found", "model_not_found"])
        #expect(entries.map { $0["component"] as? String } == ["cli.run", "cli.run", "cli.run"])
        let text = try temp.run(["logs", "show"]).stdout
        #expect(!text.contains("secret-project"))
        #expect(text.contains("no model named '<redacted: 16 characters>'"))

        #expect(try temp.run(["settings", "set", "debug.log-content", "true"]).status == 0)
        _ = try temp.run(["run", "hi", "--model", "secret-project-6"])
        #expect(try temp.run(["logs", "show"]).stdout.contains("secret-project-6"))

        #expect(try temp.run(["logs", "clear"]).status == 0)
        #expect(try temp.store().errorLog().isEmpty)
    }

    @Test func diagnosticLogsRedactUserContent() throws {
        let temp = try TemporaryHome()
        let prompt = "Tell me about aardvark-diagnostic-marker."
        let arguments = ["run", prompt, "--model", temp.model, "--temperature", "0", "--max-tokens", "4", "--save"]
        let quiet = try CLI.run(arguments, environment: temp.environment.merging(["HEARTH_LOG_LEVEL": "debug"]) { $1 })
        #expect(quiet.status == 0)
        #expect(quiet.stderr.contains("debug hearth.conversations: saved message"))
        #expect(quiet.stderr.contains("user.content=<redacted: \(prompt.count) characters>"))
        #expect(!quiet.stderr.contains("aardvark"))

        #expect(try temp.run(["settings", "set", "debug.log-content", "true"]).status == 0)
        let verbose = try CLI.run(arguments, environment: temp.environment.merging(["HEARTH_LOG_LEVEL": "debug"]) { $1 })
        #expect(verbose.stderr.contains("user.content=\(prompt)"))
    }

    @Test func filesAreOwnerOnly() throws {
        let temp = try TemporaryHome()
        _ = try temp.run(["run", "Say hi.", "--model", temp.model, "--max-tokens", "4", "--save"])
        let attributes = try FileManager.default.attributesOfItem(atPath: temp.home.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        for name in try FileManager.default.contentsOfDirectory(atPath: temp.home.path) where name.hasPrefix(Store.fileName) {
            let mode = try FileManager.default.attributesOfItem(atPath: temp.home.appendingPathComponent(name).path)[.posixPermissions] as? NSNumber
            #expect(mode?.intValue == 0o600, "\(name)")
        }
    }

    /// kill -9 in the middle of a write loop: every message reported as committed is intact, and
    /// so is the file.
    @Test func killedMidWriteLosesNothingCommitted() throws {
        let temp = try TemporaryHome()
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["debug", "write-messages", "--size", "3000"]
        process.environment = ProcessInfo.processInfo.environment.merging(temp.environment) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()

        var buffer = Data()
        var committed: [(id: Int64, index: Int)] = []
        let reader = out.fileHandleForReading
        while committed.count < 300 {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            committed = Self.committedLines(buffer)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        buffer.append(reader.readDataToEndOfFile())
        committed = Self.committedLines(buffer)
        #expect(committed.count >= 300)

        let store = try temp.store()
        #expect(try store.integrityCheck() == ["ok"])
        let conversation = try store.conversation(1)
        let byID = Dictionary(uniqueKeysWithValues: conversation.messages.map { ($0.id, $0.content) })
        for (id, index) in committed {
            #expect(byID[id] == Self.content(index, size: 3000), "message \(index) (id \(id))")
        }
        // Rows written after the last line we read (committed, not yet reported) are whole too.
        for (position, message) in conversation.messages.enumerated() {
            #expect(message.content == Self.content(position, size: 3000), "row \(position)")
        }
        #expect(conversation.messages.count >= committed.count)
    }

    static func committedLines(_ data: Data) -> [(id: Int64, index: Int)] {
        String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count == 3, fields[0] == "committed", let id = Int64(fields[1]), let index = Int(fields[2]) else { return nil }
            return (id, index)
        }
    }

    /// The text `hearth debug write-messages` writes as message `index` (its documented format).
    static func content(_ index: Int, size: Int) -> String {
        let head = "message \(index):"
        return head + String(repeating: String(UnicodeScalar(UInt8(97 + index % 26))), count: size - head.count)
    }
}
