import Foundation
import HearthGovernor
import HearthServer
import HearthTesting
import Testing

extension HearthServerSuites {
@Suite("Hearth's own endpoints, the page and access control", .serialized)
struct ServerTests {
    @Test func statusReportsTheResidentModel() async throws {
        let server = try await TestServer.shared.value
        let reply = try await server.request("api/status")
        #expect(reply.status == 200)
        #expect(reply.json["model"] as? String == "smollm2-135m")
        #expect(reply.json["backend"] as? String == "llama.cpp")
        #expect(reply.json["context_length"] as? Int == 1024)
        let memory = try #require(reply.json["memory"] as? [String: Int])
        #expect((memory["resident_bytes"] ?? 0) > 50_000_000)

        let models = try await server.request("api/models")
        let list = try #require(models.json["models"] as? [[String: Any]])
        #expect(list.filter { $0["resident"] as? Bool == true }.compactMap { $0["id"] as? String } == ["smollm2-135m"])
    }

    @Test func theGovernorIsVisibleAndObeyed() async throws {
        let thermal = ScriptedThermalProbe()
        let memory = ScriptedMemoryProbe()
        let governor = ResourceGovernor(thermal: thermal, memory: memory, power: ScriptedPowerProbe(), clock: ImmediateClock())
        let server = try await TestServer.start(governor: governor)
        let chat: [String: Any] = ["messages": [["role": "user", "content": "Tell me a long story."]], "max_tokens": 200, "temperature": 0]

        // Critical heat: answers are capped and /api/status says why.
        thermal.set(.critical, celsius: 99)
        await governor.poll()
        let status = try await server.request("api/status")
        let governance = try #require(status.json["governor"] as? [String: Any])
        #expect(governance["tier"] as? String == "critical")
        #expect((governance["explanation"] as? [String])?.first?.contains("99") == true)
        let capped = try await server.request("v1/chat/completions", method: "POST", json: chat)
        #expect(capped.status == 200)
        let usage = try #require(capped.json["usage"] as? [String: Any])
        #expect((usage["completion_tokens"] as? Int ?? 999) <= governor.configuration.criticalMaxTokens)
        // Every answer says what the governor did to it.
        let hearth = try #require(capped.json["hearth"] as? [String: Any])
        #expect(hearth["tier"] as? String == "critical")
        #expect(((hearth["governor"] as? [String: Any])?["delayed_tokens"] as? Int ?? 0) > 0)

        // Critical memory: the model is unloaded and a new load is refused with a 503.
        thermal.set(.nominal)
        memory.set(availableBytes: 300 << 20)
        await governor.poll()
        #expect(await server.host.residency.residentEngine == nil)
        let refused = try await server.request("v1/chat/completions", method: "POST", json: chat)
        #expect(refused.status == 503)
        #expect(refused.errorMessage.contains("memory is low"))

        // Recovered: the next request loads the model again.
        memory.set(availableBytes: 8 << 30)
        await governor.poll()
        let again = try await server.request("v1/chat/completions", method: "POST", json: chat.merging(["max_tokens": 8]) { $1 })
        #expect(again.status == 200)
        #expect(await server.host.residency.loads == 2)
    }

    @Test func thePageIsServed() async throws {
        let server = try await TestServer.shared.value
        let page = try await server.request("")
        #expect(page.status == 200)
        #expect(page.text.contains("<title>Hearth</title>"))
        let script = try await server.request("app.js")
        #expect(script.status == 200)
        #expect(script.text.contains("/v1/chat/completions"))
    }

    @Test func anAPIKeyIsCheckedOnEveryAPIRequest() async throws {
        let server = try await TestServer.start(apiKey: "s3cret-key-123")
        let missing = try await server.request("v1/models", key: "")
        #expect(missing.status == 401)
        #expect(missing.errorMessage.contains("API key"))
        let wrong = try await server.request("api/status", key: "wrong-key-123")
        #expect(wrong.status == 401)
        let right = try await server.request("v1/models")
        #expect(right.status == 200)
    }

    @Test func aNonLoopbackHostNeedsAnAPIKey() throws {
        var configuration = HearthServer.Configuration()
        configuration.host = "0.0.0.0"
        #expect(throws: ServerError.self) { try configuration.validate() }
        configuration.apiKey = "long-enough-key"
        #expect(throws: Never.self) { try configuration.validate() }
        configuration.host = "127.0.0.1"
        configuration.apiKey = nil
        #expect(throws: Never.self) { try configuration.validate() }
    }
}
}
