import Foundation
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
