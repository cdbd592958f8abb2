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
}
}
