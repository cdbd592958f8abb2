import Foundation
import HearthTesting
import Testing

extension HearthServerSuites {
/// The OpenAPI document at `/openapi.json` stays true: it lists exactly the routes the server
/// registers, and what the server answers fits what it documents.
@Suite("The OpenAPI document", .serialized)
struct OpenAPITests {
    /// The routes registered in `Sources/HearthServer` (`router.get("/path")`, `router.on("/mcp", …)`),
    /// as "METHOD /path" with `:id` written `{id}`.
    static func registeredRoutes() throws -> Set<String> {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/HearthServer")
        let pattern = try NSRegularExpression(pattern: #"router\.(get|post|delete|put|patch)\("([^"]+)"\)"#)
        var routes: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: sources.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let method = String(text[Range(match.range(at: 1), in: text)!]).uppercased()
                let path = String(text[Range(match.range(at: 2), in: text)!])
                    .replacingOccurrences(of: #":([a-z_]+)"#, with: "{$1}", options: .regularExpression)
                routes.insert("\(method) \(path)")
            }
            if text.contains(#"router.on("/mcp", method: method)"#) {
                for method in ["POST", "GET", "DELETE"] { routes.insert("\(method) /mcp") }
            }
        }
        return routes
    }

    static func document(_ server: TestServer) async throws -> [String: Any] {
        let reply = try await server.request("openapi.json")
        #expect(reply.status == 200)
        #expect(reply.header("Content-Type")?.hasPrefix("application/json") == true)
        return try #require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])
    }

    @Test func everyRouteIsDocumentedAndEveryDocumentedRouteExists() async throws {
        let server = try await TestServer.shared.value
        let document = try await Self.document(server)
        #expect(document["openapi"] as? String == "3.1.0")
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        var documented: Set<String> = []
        for (path, operations) in paths where path != "/openapi.json" {
            for method in operations.keys { documented.insert("\(method.uppercased()) \(path)") }
        }
        let registered = try Self.registeredRoutes()
        #expect(registered.count >= 30)
        #expect(registered.subtracting(documented).isEmpty, "registered but not documented: \(registered.subtracting(documented).sorted())")
        #expect(documented.subtracting(registered).isEmpty, "documented but not registered: \(documented.subtracting(registered).sorted())")
    }

    @Test func answersFitTheDocumentedStatusesAndErrorShape() async throws {
        let server = try await TestServer.shared.value
        let document = try await Self.document(server)
        let paths = try #require(document["paths"] as? [String: [String: [String: Any]]])
        var checked = 0
        for (path, operations) in paths.sorted(by: { $0.key < $1.key }) where !path.contains("{") && path != "/mcp" {
            for (method, operation) in operations {
                let statuses = Set(((operation["responses"] as? [String: Any]) ?? [:]).keys)
                if method == "get" {
                    // A plain read answers with one of its documented statuses.
                    let reply = try await server.request(String(path.dropFirst()))
                    #expect(statuses.contains(String(reply.status)), "GET \(path) answered \(reply.status), documented \(statuses.sorted())")
                    checked += 1
                } else if method == "post", let body = operation["requestBody"] as? [String: Any], body["required"] as? Bool == true,
                          let content = body["content"] as? [String: Any], content["application/json"] != nil {
                    // A body that is not JSON: a documented 4xx in the documented error shape.
                    let reply = try await server.request(String(path.dropFirst()), method: "POST", rawBody: Data("{not json".utf8))
                    #expect((400..<500).contains(reply.status) && statuses.contains(String(reply.status)),
                            "POST \(path) with a broken body answered \(reply.status), documented \(statuses.sorted())")
                    let error = reply.json["error"] as? [String: Any]
                    #expect(error?["message"] is String && error?["type"] is String && error?["code"] is String && error?.keys.contains("param") == true,
                            "POST \(path): \(reply.text)")
                    checked += 1
                }
            }
        }
        #expect(checked >= 20)
    }

    /// schemathesis (PyPI, `.deps/venv-schemathesis`) generates requests from the published
    /// document and checks every answer against it: no 5xx, documented statuses, content types and
    /// response schemas. The routes that generate text at length (chat and text completions, ask)
    /// are left out — each would run to its token limit, and the openai-client tests cover them —
    /// as are /mcp (JSON-RPC, covered by the mcp-client tests) and pack installs (downloads). A
    /// fixed valid bearer header stops schemathesis from sending random header bytes, which the
    /// HTTP parser refuses before any route sees them.
    @Test func schemathesisFindsNothingAgainstARunningServer() async throws {
        let binary = PythonClientTests.packageRoot.appendingPathComponent(".deps/venv-schemathesis/bin/schemathesis")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            Issue.record("no \(binary.path): run scripts/setup")
            return
        }
        let home = try VoiceTestHome() // its own data folder: data deletion and voice actions write there
        let server = try await TestServer.start(paths: home.paths)
        let process = Process()
        process.executableURL = binary
        process.arguments = [
            "run", server.base.appendingPathComponent("openapi.json").absoluteString, "--experimental=openapi-3.1",
            "-H", "Authorization: Bearer test",
            "--checks", "not_a_server_error,status_code_conformance,response_schema_conformance,content_type_conformance",
            "--hypothesis-max-examples", "15", "--hypothesis-deadline", "none", "--hypothesis-seed", "1", "--workers", "1",
            "--exclude-path-regex", "^/(v1/(chat/completions|completions)|api/(ask|models/install)|mcp)$",
        ]
        process.currentDirectoryURL = home.directory.url // hypothesis keeps its cache in the working directory
        var environment = ProcessInfo.processInfo.environment
        environment["SCHEMATHESIS_HOOKS"] = nil
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.contains("not_a_server_error") && output.contains("PASSED") && !output.contains("FAILED"), "\(output)")
        let operations = output.range(of: #"(\d+) passed in"#, options: .regularExpression).map { String(output[$0]) } ?? ""
        #expect(Int(operations.split(separator: " ").first ?? "") ?? 0 >= 25, "\(output)")
    }
}
}
