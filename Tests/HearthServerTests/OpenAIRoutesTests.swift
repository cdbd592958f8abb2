import Foundation
import HearthCore
import HearthRuntime
import HearthTesting
import Testing

extension HearthServerSuites {
@Suite("OpenAI-compatible API on a real loopback server", .serialized)
struct OpenAIRoutesTests {
    let question: [String: Any] = [
        "messages": [["role": "user", "content": "What is the capital of France? Answer in one word."]],
        "temperature": 0,
        "max_tokens": 24,
    ]

    @Test func modelsListsTheInstalledModels() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.request("v1/models")
        #expect(reply.status == 200)
        #expect(reply.json["object"] as? String == "list")
        let ids = (reply.json["data"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids.contains("smollm2-135m"))
        #expect(ids == ModelLocator(paths: .standard()).chatModelFiles().map(ModelHost.modelID(forFile:)))
        // The embedding model is installed but is not a chat model: it is not offered.
        #expect(ModelLocator(paths: .standard()).installedFiles().contains(TestModels.embeddingModel.lastPathComponent))
        #expect(!ids.contains(ModelHost.modelID(forFile: TestModels.embeddingModel.lastPathComponent)))
    }

    @Test func chatCompletionAnswersWithUsageAndTimings() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.request("v1/chat/completions", method: "POST", json: question)
        #expect(reply.status == 200, "\(reply.text)")
        let json = reply.json
        #expect(json["object"] as? String == "chat.completion")
        let choice = try #require((json["choices"] as? [[String: Any]])?.first)
        let message = try #require(choice["message"] as? [String: Any])
        let content = try #require(message["content"] as? String)
        #expect(message["role"] as? String == "assistant")
        #expect(content.localizedCaseInsensitiveContains("paris"), "answer: \(content)")
        let usage = try #require(json["usage"] as? [String: Int])
        #expect((1...24).contains(usage["completion_tokens"] ?? 0))
        #expect(usage["total_tokens"] == (usage["prompt_tokens"] ?? 0) + (usage["completion_tokens"] ?? 0))
        let hearth = try #require(json["hearth"] as? [String: Any])
        #expect(hearth["backend"] as? String == "llama.cpp")
        #expect((hearth["ttft_seconds"] as? Double ?? 0) > 0)
        #expect((hearth["peak_memory_bytes"] as? Int ?? 0) > 0)

        // Greedy decoding: the same request gives the same answer.
        let again = try await server.request("v1/chat/completions", method: "POST", json: question)
        let second = ((again.json["choices"] as? [[String: Any]])?.first?["message"] as? [String: Any])?["content"] as? String
        #expect(second == content)
    }

    @Test func streamingSendsSSEChunksThatAddUpToTheAnswer() async throws {
        let server = try await TestServer.shared.value
        let whole = try await server.request("v1/chat/completions", method: "POST", json: question)
        let expected = ((whole.json["choices"] as? [[String: Any]])?.first?["message"] as? [String: Any])?["content"] as? String

        var streaming = question
        streaming["stream"] = true
        let reply = try await server.request("v1/chat/completions", method: "POST", json: streaming)
        #expect(reply.status == 200)
        #expect(reply.header("Content-Type")?.hasPrefix("text/event-stream") == true)
        let events = sseEvents(reply.text)
        #expect(events.last == "[DONE]")
        let chunks = events.dropLast().compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(chunks.count == events.count - 1, "every event but the last is a JSON chunk: \(events)")
        #expect(chunks.allSatisfy { $0["object"] as? String == "chat.completion.chunk" })
        let deltas = chunks.compactMap { (($0["choices"] as? [[String: Any]])?.first?["delta"] as? [String: Any])?["content"] as? String }
        #expect(deltas.joined() == expected)
        let last = try #require(chunks.last)
        #expect((last["choices"] as? [[String: Any]])?.first?["finish_reason"] as? String != nil)
        #expect(last["usage"] != nil)
        #expect((last["hearth"] as? [String: Any])?["backend"] as? String == "llama.cpp")
    }

    @Test func textCompletionContinuesThePrompt() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.request("v1/completions", method: "POST", json: [
            "prompt": "1, 2, 3, 4, 5,", "max_tokens": 6, "temperature": 0, "stop": ["9"],
        ])
        #expect(reply.status == 200, "\(reply.text)")
        let choice = try #require((reply.json["choices"] as? [[String: Any]])?.first)
        let text = try #require(choice["text"] as? String)
        #expect(text.contains("6"), "continuation: \(text)")
        #expect(reply.json["object"] as? String == "text_completion")
    }

    @Test func badRequestsGetOpenAIErrors() async throws {
        let server = try await TestServer.shared.value
        let notJSON = try await server.request("v1/chat/completions", method: "POST", rawBody: Data("{nope".utf8))
        #expect(notJSON.status == 400)
        #expect((notJSON.json["error"] as? [String: Any])?["type"] as? String == "invalid_request_error")
        #expect(notJSON.errorMessage.contains("not valid"))

        var hot = question
        hot["temperature"] = 5
        let temperature = try await server.request("v1/chat/completions", method: "POST", json: hot)
        #expect(temperature.status == 400)
        #expect(temperature.errorParam == "temperature")

        let noMessages = try await server.request("v1/chat/completions", method: "POST", json: ["model": "x"])
        #expect(noMessages.status == 400)
        #expect(noMessages.errorMessage.contains("messages"))

        var unknown = question
        unknown["model"] = "no-such-model"
        let model = try await server.request("v1/chat/completions", method: "POST", json: unknown)
        #expect(model.status == 404)
        #expect(model.errorMessage.contains("no-such-model"))

        var schema = question
        schema["response_format"] = ["type": "json_schema"]
        let format = try await server.request("v1/chat/completions", method: "POST", json: schema)
        #expect(format.status == 400)
        #expect(format.errorParam == "response_format")

        let embeddings = try await server.request("v1/embeddings", method: "POST", json: ["input": 42, "model": "x"])
        #expect(embeddings.status == 400)
        #expect(embeddings.errorParam == "input")

        let nowhere = try await server.request("v1/nothing")
        #expect(nowhere.status == 404)
        #expect(nowhere.json["error"] != nil)
    }

    @Test func aPromptLongerThanTheContextIsA400EvenWhenStreamed() async throws {
        let server = try await TestServer.shared.value
        let long = String(repeating: "lighthouse keeper ", count: 900) // well over the 1024-token context
        for stream in [false, true] {
            let reply = try await server.request("v1/chat/completions", method: "POST", json: [
                "messages": [["role": "user", "content": long]], "stream": stream, "max_tokens": 8,
            ])
            #expect(reply.status == 400, "stream \(stream): \(reply.text.prefix(200))")
            #expect((reply.json["error"] as? [String: Any])?["code"] as? String == "context_length_exceeded")
            #expect(reply.errorMessage.contains("context"))
        }
    }

    @Test func oversizedBodiesAreRejected() async throws {
        let server = try await TestServer.start(maxBodyBytes: 1024)
        let big = String(repeating: "a", count: 4096)
        let reply = try await server.request("v1/chat/completions", method: "POST", json: ["messages": [["role": "user", "content": big]]])
        #expect(reply.status == 413)
        #expect(reply.errorMessage.contains("limit of 1 KiB"), "\(reply.text)")
    }

    @Test func aClientThatHangsUpStopsItsGeneration() async throws {
        let server = try await TestServer.start() // its own: the statistics must be of this run
        let connection = try RawHTTPConnection(port: server.port)
        try connection.post("/v1/completions", json: #"{"prompt": "1, 2, 3, 4,", "max_tokens": 900, "temperature": 0, "stream": true}"#)
        try connection.read(until: "\"text\":\"")
        connection.close()
        await server.host.waitUntilIdle()
        let statistics = try await server.host.currentEngine().lastRunStatistics()
        #expect(statistics.finishReason == .cancelled)
        #expect(statistics.generatedTokens < 900)
        #expect((statistics.tokensAfterCancel ?? 99) <= 1)
    }

    @Test func aFullQueueAnswers429WithRetryAfter() async throws {
        let server = try await TestServer.start(maxWaiting: 0)
        let busy = try RawHTTPConnection(port: server.port)
        try busy.post("/v1/completions", json: #"{"prompt": "1, 2, 3, 4,", "max_tokens": 900, "temperature": 0, "stream": true}"#)
        try busy.read(until: "\"text\":\"")
        let reply = try await server.request("v1/chat/completions", method: "POST", json: question)
        #expect(reply.status == 429)
        #expect(reply.header("Retry-After") == "1")
        #expect((reply.json["error"] as? [String: Any])?["type"] as? String == "rate_limit_error")
        busy.close()
        await server.host.waitUntilIdle()
        let after = try await server.request("v1/chat/completions", method: "POST", json: question)
        #expect(after.status == 200)
    }

    @Test func parallelRequestsStreamTogetherThenTheQueueFills() async throws {
        let server = try await TestServer.start(maxWaiting: 0, parallel: 2)
        let status = try await server.request("api/status")
        #expect((status.json["queue"] as? [String: Any])?["max_running"] as? Int == 2)
        // Two long answers stream at the same time (batched), a third is refused.
        let first = try RawHTTPConnection(port: server.port)
        let second = try RawHTTPConnection(port: server.port)
        let body = #"{"prompt": "1, 2, 3, 4,", "max_tokens": 900, "temperature": 0, "stream": true}"#
        try first.post("/v1/completions", json: body)
        try second.post("/v1/completions", json: body)
        try first.read(until: "\"text\":\"")
        try second.read(until: "\"text\":\"")
        let running = try await server.request("api/status")
        #expect((running.json["queue"] as? [String: Any])?["running"] as? Int == 2)
        let third = try await server.request("v1/chat/completions", method: "POST", json: question)
        #expect(third.status == 429)
        first.close()
        second.close()
        await server.host.waitUntilIdle()
        // Both slots free again: two short answers at once.
        let payload = try JSONSerialization.data(withJSONObject: question)
        async let a = server.request("v1/chat/completions", method: "POST", rawBody: payload)
        async let b = server.request("v1/chat/completions", method: "POST", rawBody: payload)
        let (ra, rb) = try await (a, b)
        #expect(ra.status == 200 && rb.status == 200)
        #expect(ra.text.contains("Paris") && rb.text.contains("Paris"))
    }
}
}
