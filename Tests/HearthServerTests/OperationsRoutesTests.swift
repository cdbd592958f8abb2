import Foundation
import HearthCore
import HearthRuntime
import HearthTesting
import Synchronization
import Testing

extension HearthServerSuites {
@Suite("Health through a model swap")
struct OperationsRoutesTests {
    @Test func healthIs503WhileTheNextModelLoadsAnd200Before() async throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("models"), withDestinationURL: TestModels.defaultModel.deletingLastPathComponent())
        let server = try await TestServer.start(paths: HearthPaths(home: folder.url))
        let before = try await server.request("/health")
        #expect(before.status == 200 && before.json["status"] as? String == "ok", "\(before.text)")
        #expect(before.json["model"] as? String == "smollm2-135m")

        // A request naming the other model swaps it in; /health is polled meanwhile.
        final class Flag: Sendable { let done = Mutex(false) }
        let flag = Flag()
        let swap = Task { () async throws -> Int in
            defer { flag.done.withLock { $0 = true } }
            return try await server.request("/v1/chat/completions", method: "POST", json: [
                "model": "qwen2.5-coder-0.5b", "messages": [["role": "user", "content": "Hi"]], "max_tokens": 1,
            ]).status
        }
        var statuses: [Int] = []
        while !flag.done.withLock({ $0 }) {
            statuses.append(try await server.request("/health").status)
        }
        #expect(try await swap.value == 200)
        #expect(statuses.contains(503), "no 503 seen during the swap: \(statuses)")
        #expect(Set(statuses).isSubset(of: [200, 503]), "\(statuses)")
        let after = try await server.request("/health")
        #expect(after.status == 200 && after.json["model"] as? String == "qwen2.5-coder-0.5b", "\(after.text)")
    }
}
}
