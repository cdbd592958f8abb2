import Foundation
import HearthCore
import HearthTesting
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension HearthServerSuites {
@Suite("Damaged model files never take the server down", .serialized)
struct FirstLoadTests {
    @Test func switchingToAFileThatAbortsLlamaCppIsAClientErrorAndTheServerServesOn() async throws {
        let data = try TestDataFolder()
        let server = try await TestServer.start(paths: data.paths)
        // Dropped into the model store by hand: not a verified pack file.
        _ = try DamagedModels.duplicatedVocabularyEntry(of: TestModels.defaultModel, into: data.models, name: "dropped.gguf")

        let refused = try await server.request("api/models/switch", method: "POST", json: ["id": "dropped"])
        #expect((400..<500).contains(refused.status), "\(refused.status) \(refused.text)")
        #expect(refused.errorMessage.contains("GGML_ASSERT(id_to_token.size() == token_to_id.size())"), "\(refused.text)")
        // Asking for it by name in a completion is refused the same way, from the ledger.
        let named = try await server.request("v1/chat/completions", method: "POST", json: [
            "model": "dropped", "messages": [["role": "user", "content": "Hi"]], "max_tokens": 4,
        ])
        #expect((400..<500).contains(named.status), "\(named.text)")
        #expect(named.errorMessage.contains("GGML_ASSERT"))

        // Still up, still on the model it had, still answering.
        #expect(try await server.request("api/status").json["model"] as? String == "smollm2-135m")
        let answer = try await server.request("v1/chat/completions", method: "POST", json: [
            "messages": [["role": "user", "content": "Say hello."]], "max_tokens": 8, "temperature": 0,
        ])
        #expect(answer.status == 200, "\(answer.text)")

        // A good file that is not the catalogue's passes its trial and becomes resident.
        _ = try DamagedModels.renamedCopy(of: TestModels.defaultModel, into: data.models, name: "renamed.gguf")
        let switched = try await server.request("api/models/switch", method: "POST", json: ["id": "renamed"])
        #expect(switched.status == 200, "\(switched.text)")
        #expect(switched.json["resident"] as? String == "renamed")
    }
}
}
