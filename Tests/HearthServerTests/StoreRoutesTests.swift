import Foundation
import HearthCore
import HearthGovernor
import HearthTesting
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A data folder of a test's own: a real SQLite store is created in it, and its `models` holds
/// hard links to the installed smollm2 and qwen 0.5B files (deleting a link never touches the
/// installed file; a symbolic link is the fallback).
final class TestDataFolder: Sendable {
    let folder: TemporaryDirectory
    var paths: HearthPaths { HearthPaths(home: folder.url) }
    var models: URL { paths.models }
    var database: URL { folder.url.appendingPathComponent("hearth.sqlite") }

    init() throws {
        folder = try TemporaryDirectory()
        let models = folder.url.appendingPathComponent("models", isDirectory: true)
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        for model in [TestModels.defaultModel, TestModels.qwenModel] {
            let source = model.resolvingSymlinksInPath()
            let link = models.appendingPathComponent(model.lastPathComponent)
            if Foundation.link(source.path, link.path) != 0 {
                try FileManager.default.createSymbolicLink(at: link, withDestinationURL: source)
            }
        }
    }

    /// Writes a pack manifest (the `hearth models import` format) into the data folder's store.
    func writeManifest(id: String, file: String, source: [String: Any], size: Int, sha256: String) throws {
        let manifest: [String: Any] = [
            "manifestVersion": 1, "id": id, "displayName": "Fixture \(id)", "family": "test", "parameters": 1,
            "quantization": "F32", "specialities": ["quick"],
            "files": [["name": file, "size": size, "sha256": sha256, "source": source]],
            "contextLength": 16, "defaultContext": 16,
            "architecture": ["name": "llama", "layers": 1, "embedding": 8, "heads": 1, "headsKV": 1, "keyLength": 8, "valueLength": 8, "source": "test"],
            "footprint": ["weightsBytes": size, "kvCacheBytes": 0, "totalBytes": size, "computedFrom": "test"],
            "expectedDecodeTokensPerSecond": [String: Double](), "chatTemplate": "none", "licence": "test", "verification": "verified",
        ]
        try JSONSerialization.data(withJSONObject: manifest).write(to: models.appendingPathComponent(file + ".pack.json"))
    }

    /// Runs one SQL query on the database file with the `sqlite3` tool (a second, independent
    /// reader of the real file) and returns its output. It waits up to 5 s for a lock the server
    /// holds (the server's own connection waits up to 10 s) instead of failing with "database is
    /// locked".
    func sql(_ query: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = ["-cmd", ".timeout 5000", database.path, query]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether `text` occurs in any file of the data folder outside `models`.
    func anyFileContains(_ text: String) throws -> Bool {
        let needle = Data(text.utf8)
        let files = try FileManager.default.contentsOfDirectory(at: folder.url, includingPropertiesForKeys: nil)
        return try files.filter { $0.lastPathComponent != "models" && !$0.hasDirectoryPath }.contains { file in
            try Data(contentsOf: file).range(of: needle) != nil
        }
    }
}

extension TestServer {
    /// A server on its own data folder with a scripted governor at the "fair" tier (for the page
    /// test of the data section and status). Keep `data` alive while the server runs.
    static func governed(data: TestDataFolder) async throws -> TestServer {
        let governor = ResourceGovernor(thermal: ScriptedThermalProbe(.fair, celsius: 71), memory: ScriptedMemoryProbe(), power: ScriptedPowerProbe(), clock: ImmediateClock())
        await governor.poll()
        return try await TestServer.start(governor: governor, paths: data.paths)
    }

    /// A GET with a query string (the shared `request` takes paths only).
    func get(_ path: String, query: [String: String]) async throws -> Reply {
        var components = URLComponents(url: base.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        components.queryItems = query.map { URLQueryItem(name: $0.key, value: $0.value) }
        let (data, response) = try await URLSession.shared.data(from: components.url!)
        let http = response as! HTTPURLResponse
        return Reply(status: http.statusCode, headers: http.allHeaderFields, body: data)
    }
}

extension HearthServerSuites {
@Suite("Conversations, data deletion and model packs over HTTP", .serialized)
struct StoreRoutesTests {
    func chat(_ text: String, hearth: [String: Any]?, stream: Bool = false) -> [String: Any] {
        var body: [String: Any] = ["messages": [["role": "user", "content": text]], "max_tokens": 12, "temperature": 0, "stream": stream]
        if let hearth { body["hearth"] = hearth }
        return body
    }

    @Test func aSavedPageChatIsListedExportedAndDeletedWithItsMessages() async throws {
        let data = try TestDataFolder()
        let server = try await TestServer.start(paths: data.paths)
        let marker = "quokka-7315"

        // A page-style chat: saved, and the reply says where.
        let first = try await server.request("v1/chat/completions", method: "POST", json: chat("Say the word \(marker).", hearth: ["save": true]))
        #expect(first.status == 200, "\(first.text)")
        let id = try #require((first.json["hearth"] as? [String: Any])?["conversation_id"] as? Int)
        let answer = try #require(((first.json["choices"] as? [[String: Any]])?.first?["message"] as? [String: Any])?["content"] as? String)

        // A second turn, streamed, into the same conversation.
        let second = try await server.request("v1/chat/completions", method: "POST", json: chat("And again.", hearth: ["save": true, "conversation_id": id], stream: true))
        #expect(second.status == 200)
        let events = sseEvents(second.text)
        #expect(events.last == "[DONE]")
        let final = try #require(events.dropLast().last.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
        #expect((final["hearth"] as? [String: Any])?["conversation_id"] as? Int == id)

        // A plain OpenAI request stays stateless.
        let plain = try await server.request("v1/chat/completions", method: "POST", json: chat("Not saved.", hearth: nil))
        #expect(plain.status == 200)
        #expect((plain.json["hearth"] as? [String: Any])?["conversation_id"] == nil)

        let list = try #require(try await server.request("api/conversations").json["conversations"] as? [[String: Any]])
        #expect(list.count == 1)
        #expect(list.first?["id"] as? Int == id)
        #expect(list.first?["message_count"] as? Int == 4)
        #expect(list.first?["title"] as? String == "Say the word \(marker).")
        #expect(list.first?["updated"] is String)

        let shown = try await server.request("api/conversations/\(id)")
        let messages = try #require(shown.json["messages"] as? [[String: Any]])
        #expect(messages.compactMap { $0["role"] as? String } == ["user", "assistant", "user", "assistant"])
        #expect(messages[0]["content"] as? String == "Say the word \(marker).")
        #expect(messages[1]["content"] as? String == answer)
        #expect(messages[1]["model"] as? String == TestModels.defaultModel.lastPathComponent)
        #expect(messages[1]["backend"] as? String == "llama.cpp")
        let metrics = try #require(messages[1]["metrics"] as? [String: Any])
        #expect((metrics["completion_tokens"] as? Int ?? 0) > 0)
        #expect(messages[0]["metrics"] is NSNull)

        let markdown = try await server.get("api/conversations/\(id)/export", query: ["format": "markdown"])
        #expect(markdown.status == 200)
        #expect(markdown.header("Content-Type")?.hasPrefix("text/markdown") == true)
        #expect(markdown.header("Content-Disposition")?.contains("conversation-\(id).md") == true)
        #expect(markdown.text.hasPrefix("# Say the word \(marker)."))
        #expect(markdown.text.contains("## Assistant (\(TestModels.defaultModel.lastPathComponent)"))
        #expect(markdown.text.contains(answer))
        let json = try await server.get("api/conversations/\(id)/export", query: ["format": "json"])
        #expect(json.status == 200)
        #expect((json.json["messages"] as? [[String: Any]])?.count == 4)

        // The real file holds the messages; deleting the conversation cascades to them.
        #expect(try data.sql("SELECT COUNT(*) FROM messages WHERE conversation_id = \(id)") == "4")
        let deleted = try await server.request("api/conversations/\(id)", method: "DELETE")
        #expect(deleted.status == 200)
        #expect(try data.sql("SELECT COUNT(*) FROM messages WHERE conversation_id = \(id)") == "0")
        #expect(try data.sql("SELECT COUNT(*) FROM conversations") == "0")
        #expect(try !data.anyFileContains(marker))
        #expect(try await server.request("api/conversations/\(id)").status == 404)
        #expect((try await server.request("api/conversations").json["conversations"] as? [[String: Any]])?.isEmpty == true)
    }

    @Test func badInputGetsClearJSONErrors() async throws {
        let data = try TestDataFolder()
        let server = try await TestServer.start(maxBodyBytes: 4096, paths: data.paths)
        let cases: [(String, String, Any?, Int, String)] = [
            ("api/conversations/abc", "GET", nil, 400, "not a conversation id"),
            ("api/conversations/999", "GET", nil, 404, "no conversation with id 999"),
            ("api/conversations/999", "DELETE", nil, 404, "no conversation with id 999"),
            ("api/data/delete", "POST", ["category": "everything"], 400, "unknown category 'everything'"),
            ("api/data/delete", "POST", ["confirm": "yes"], 400, "missing field 'category'"),
            ("api/data/delete", "POST", ["category": "models"], 400, "delete models"),
            ("api/data/delete", "POST", ["category": "all", "confirm": "yes"], 400, "delete models"),
            ("api/models/switch", "POST", ["id": "no-such-pack"], 404, "no-such-pack"),
            ("api/models/switch", "POST", ["id": "phi-4-mini"], 400, "unverified"),
            ("api/models/switch", "POST", ["id": "qwen2.5-coder-1.5b"], 400, "not installed"),
            ("api/models/switch", "POST", ["id": ""], 400, "id must name a pack"),
            ("api/models/install", "POST", ["id": "no-such-pack"], 404, "no pack 'no-such-pack'"),
            ("api/models/install", "POST", ["id": "phi-4-mini"], 400, "unverified"),
            ("api/models/install", "POST", ["name": "x"], 400, "missing field 'id'"),
            ("v1/chat/completions", "POST", chat("Hi", hearth: ["save": true, "conversation_id": 999]), 404, "no conversation with id 999"),
            ("v1/chat/completions", "POST", chat("Hi", hearth: ["conversation_id": 1]), 400, "needs hearth.save"),
        ]
        for (path, method, body, status, message) in cases {
            let reply = try await server.request(path, method: method, json: body)
            #expect(reply.status == status, "\(method) \(path) \(String(describing: body)): \(reply.status) \(reply.text)")
            #expect(reply.errorMessage.contains(message), "\(method) \(path): \(reply.errorMessage)")
        }
        let notJSON = try await server.request("api/data/delete", method: "POST", rawBody: Data("category=all".utf8))
        #expect(notJSON.status == 400)
        #expect(notJSON.errorMessage.contains("not JSON"))
        let huge = try await server.request("api/models/install", method: "POST", json: ["id": String(repeating: "x", count: 20_000)])
        #expect(huge.status == 413)
        let format = try await server.get("api/conversations/1/export", query: ["format": "pdf"])
        #expect(format.status == 400)
        #expect(format.errorMessage.contains("unknown export format 'pdf'"))
        // Nothing was deleted along the way: the model files are all there.
        #expect(FileManager.default.fileExists(atPath: data.models.appendingPathComponent(TestModels.defaultModel.lastPathComponent).path))
    }

    @Test func eachCategoryIsDeletedOnItsOwn() async throws {
        let data = try TestDataFolder()
        let server = try await TestServer.start(paths: data.paths)
        let saved = try await server.request("v1/chat/completions", method: "POST", json: chat("Keep this conversation.", hearth: ["save": true]))
        #expect(saved.status == 200)
        // A setting (through SQLite directly: the API has no settings route) and an error-log
        // entry (a failed install is logged).
        _ = try data.sql("INSERT INTO settings (key, value) VALUES ('log.capacity', '42')")
        try data.writeManifest(id: "broken", file: "broken.gguf", source: ["kind": "local", "path": "/nonexistent/broken.gguf"], size: 10, sha256: String(repeating: "0", count: 64))
        let failed = try await server.request("api/models/install", method: "POST", json: ["id": "broken"])
        #expect(sseEvents(failed.text).contains { $0.contains(#""type":"error""#) })
        let log = try #require(try await server.request("api/logs").json["entries"] as? [[String: Any]])
        #expect(log.count == 1)
        #expect(log.first?["component"] as? String == "server.models")

        /// "conversations logs settings", counted through the API and (settings) the file.
        func counts() async throws -> String {
            let conversations = try await server.request("api/conversations").json["conversations"] as? [[String: Any]]
            let logs = try await server.request("api/logs").json["entries"] as? [[String: Any]]
            return "\(conversations?.count ?? -1) \(logs?.count ?? -1) \(try data.sql("SELECT COUNT(*) FROM settings"))"
        }
        #expect(try await counts() == "1 1 1")

        let logs = try await server.request("api/data/delete", method: "POST", json: ["category": "logs"])
        #expect(logs.status == 200)
        #expect((logs.json["rows"] as? [String: Int])?["error_log"] == 1)
        #expect(try await counts() == "1 0 1")

        #expect(try await server.request("api/data/delete", method: "POST", json: ["category": "settings"]).status == 200)
        #expect(try await counts() == "1 0 0")

        #expect(try await server.request("api/data/delete", method: "POST", json: ["category": "index"]).status == 200)
        #expect(try await counts() == "1 0 0")

        let conversations = try await server.request("api/data/delete", method: "POST", json: ["category": "conversations"])
        #expect(conversations.status == 200)
        #expect((conversations.json["rows"] as? [String: Int])?["messages"] == 2)
        #expect(try await counts() == "0 0 0")
        #expect(try !data.anyFileContains("Keep this conversation"))

        // Models only with the confirmation phrase; the installed originals are untouched (the
        // data folder held links).
        #expect(try await server.request("api/data/delete", method: "POST", json: ["category": "models"]).status == 400)
        #expect(FileManager.default.fileExists(atPath: data.models.appendingPathComponent(TestModels.defaultModel.lastPathComponent).path))
        // Every file of the model store goes: the links, the manifest and the first-load probe ledger.
        let present = try FileManager.default.contentsOfDirectory(atPath: data.models.path).count
        #expect(present >= 3)
        let models = try await server.request("api/data/delete", method: "POST", json: ["category": "models", "confirm": "delete models"])
        #expect(models.status == 200)
        #expect(models.json["files_removed"] as? Int == present)
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.models.path).isEmpty)
        #expect(FileManager.default.fileExists(atPath: TestModels.defaultModel.path))
    }

    @Test func theCatalogueListsPacksAndSwitchingMovesTheResidentFlag() async throws {
        let data = try TestDataFolder()
        let server = try await TestServer.start(paths: data.paths)

        func models() async throws -> [String: [String: Any]] {
            let list = try #require(try await server.request("api/models").json["models"] as? [[String: Any]])
            return Dictionary(list.compactMap { entry in (entry["id"] as? String).map { ($0, entry) } }) { a, _ in a }
        }
        var list = try await models()
        let smol = try #require(list["smollm2-135m"])
        #expect(smol["installed"] as? Bool == true)
        #expect(smol["resident"] as? Bool == true)
        #expect(smol["verified"] as? Bool == true)
        #expect(smol["file"] as? String == TestModels.defaultModel.lastPathComponent)
        #expect(smol["size_bytes"] as? Int == 98_362_432)
        #expect((smol["footprint_bytes"] as? Int ?? 0) > 98_362_432)
        #expect((smol["speciality"] as? [String])?.contains("quick") == true)
        #expect(list["qwen2.5-coder-0.5b"]?["installed"] as? Bool == true)
        #expect(list["qwen2.5-coder-0.5b"]?["resident"] as? Bool == false)
        #expect(list["qwen2.5-coder-1.5b"]?["installed"] as? Bool == false)
        #expect(list["qwen2.5-coder-1.5b"]?["verified"] as? Bool == true)
        #expect(list["phi-4-mini"]?["verification"] as? String == "unverified")
        #expect(list["phi-4-mini"]?["installed"] as? Bool == false)
        #expect(list.values.allSatisfy { $0["fits_now"] is Bool || $0["fits_now"] is NSNull })

        // Switch to qwen 0.5B: it becomes resident, and answers requests that name no model.
        let switched = try await server.request("api/models/switch", method: "POST", json: ["id": "qwen2.5-coder-0.5b"])
        #expect(switched.status == 200, "\(switched.text)")
        #expect(switched.json["resident"] as? String == "qwen2.5-coder-0.5b")
        list = try await models()
        #expect(list["qwen2.5-coder-0.5b"]?["resident"] as? Bool == true)
        #expect(list["smollm2-135m"]?["resident"] as? Bool == false)
        #expect(try await server.request("api/status").json["model"] as? String == "qwen2.5-coder-0.5b")
        let answered = try await server.request("v1/chat/completions", method: "POST", json: chat("Hi", hearth: nil))
        #expect(answered.json["model"] as? String == "qwen2.5-coder-0.5b")
        #expect((answered.json["hearth"] as? [String: Any])?["model"] as? String == TestModels.qwenModel.lastPathComponent)

        // And back.
        let back = try await server.request("api/models/switch", method: "POST", json: ["id": "smollm2-135m"])
        #expect(back.status == 200)
        list = try await models()
        #expect(list["smollm2-135m"]?["resident"] as? Bool == true)
        #expect(list["qwen2.5-coder-0.5b"]?["resident"] as? Bool == false)
    }

    @Test func installStreamsProgressThenTheVerifiedResult() async throws {
        let data = try TestDataFolder()
        let server = try await TestServer.start(paths: data.paths)
        let payload = Self.payload
        var hash = SHA256()
        hash.update(payload)
        let sha = hash.finalizeHex()
        let source = try data.folder.file("source.bin", contents: payload)

        // From a local file.
        try data.writeManifest(id: "fixture-local", file: "fixture-local.gguf", source: ["kind": "local", "path": source.path], size: payload.count, sha256: sha)
        let local = try await server.request("api/models/install", method: "POST", json: ["id": "fixture-local"])
        #expect(local.status == 200)
        #expect(local.header("Content-Type") == "text/event-stream")
        let events = try parse(local.text)
        #expect(events.first?["type"] as? String == "start")
        let progress = events.filter { $0["type"] as? String == "progress" }
        let copying = progress.filter { ($0["phase"] as? String)?.hasPrefix("copying") == true }
        #expect(copying.last?["bytes_done"] as? Int == payload.count)
        #expect(copying.last?["bytes_total"] as? Int == payload.count)
        #expect(copying.last?["fraction"] as? Double == 1)
        #expect(copying.allSatisfy { $0["rate_bytes_per_second"] is Double })
        #expect(progress.contains { $0["phase"] as? String == "verifying" && $0["bytes_done"] as? Int == payload.count })
        let done = try #require(events.last)
        #expect(done["type"] as? String == "done")
        #expect(done["verified"] as? Bool == true)
        #expect(done["files"] as? [String] == ["fixture-local.gguf"])
        #expect(try Data(contentsOf: data.models.appendingPathComponent("fixture-local.gguf")) == payload)
        let listed = try #require(try await server.request("api/models").json["models"] as? [[String: Any]])
        #expect(listed.first { $0["id"] as? String == "fixture-local" }?["installed"] as? Bool == true)

        // From a loopback URL.
        let http = try RangeServer(serving: source)
        defer { withExtendedLifetime(http) {} }
        try data.writeManifest(id: "fixture-url", file: "fixture-url.gguf", source: ["kind": "url", "url": http.url], size: payload.count, sha256: sha)
        let remote = try await server.request("api/models/install", method: "POST", json: ["id": "fixture-url"])
        let remoteEvents = try parse(remote.text)
        #expect(remoteEvents.contains { ($0["phase"] as? String)?.contains("download") == true && $0["bytes_done"] as? Int == payload.count }, "\(remote.text.prefix(2000))")
        #expect(remoteEvents.last?["type"] as? String == "done")
        #expect(try Data(contentsOf: data.models.appendingPathComponent("fixture-url.gguf")) == payload)

        // A wrong recorded hash: the error event, nothing visible in the store, the failure logged.
        try data.writeManifest(id: "fixture-bad", file: "fixture-bad.gguf", source: ["kind": "local", "path": source.path], size: payload.count, sha256: String(repeating: "ab", count: 32))
        let bad = try parse(try await server.request("api/models/install", method: "POST", json: ["id": "fixture-bad"]).text)
        let failure = try #require(bad.last?["error"] as? [String: Any])
        #expect((failure["message"] as? String)?.contains("SHA-256") == true)
        #expect(failure["code"] as? String == "invalid_model")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: data.models.path).filter { $0.contains("fixture-bad") && !$0.hasSuffix(".pack.json") }
        #expect(leftovers.isEmpty)
        let log = try #require(try await server.request("api/logs").json["entries"] as? [[String: Any]])
        #expect(log.contains { ($0["message"] as? String)?.contains("SHA-256") == true })
    }

    /// 3 MiB of deterministic bytes.
    static let payload: Data = {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var data = Data(capacity: 3 << 20)
        for _ in 0..<((3 << 20) / 8) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            withUnsafeBytes(of: state) { data.append(contentsOf: $0) }
        }
        return data
    }()

    /// The `data:` events of an SSE body as JSON objects, without the closing `[DONE]`.
    func parse(_ body: String) throws -> [[String: Any]] {
        let events = sseEvents(body)
        #expect(events.last == "[DONE]")
        return try events.dropLast().map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    }

}
}
