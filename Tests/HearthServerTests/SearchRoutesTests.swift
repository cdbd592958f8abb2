import Foundation
import HearthCore
import HearthServer
import HearthTesting
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension HearthServerSuites {
/// Search, ask, embeddings and JSON-schema answers through a real server, with the real models,
/// on a private data folder.
@Suite("Search, RAG, embeddings and structured output over HTTP", .serialized)
struct SearchRoutesTests {
    /// A server whose data folder is a fresh temporary one (models linked from the installed store).
    static func privateServer() async throws -> (TestServer, TemporaryDirectory) {
        let data = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(at: data.url.appendingPathComponent("models"), withDestinationURL: TestModels.defaultModel.deletingLastPathComponent())
        let server = try await TestServer.start(paths: HearthPaths(home: data.url))
        return (server, data)
    }

    func hits(_ reply: TestServer.Reply) -> [[String: Any]] { reply.json["hits"] as? [[String: Any]] ?? [] }

    func why(_ hit: [String: Any]?) -> [String: Any] { hit?["why"] as? [String: Any] ?? [:] }

    @Test func indexSearchReindexAskAndDelete() async throws {
        let (server, data) = try await Self.privateServer()
        let documents: [[String: String]] = [
            ["name": "house.md", "text": "# Wifi\n\nThe guest wifi password is tulip-42.\n\n# Bins\n\nThe recycling bin goes out on Tuesday evenings.\n"],
            ["name": "garden.txt", "text": "Tomatoes need six hours of sun a day. Water them in the morning, never at night.\n"],
            ["name": "car.md", "text": "# Car\n\nThe car's oil was changed in March at 82,000 km.\n"],
        ]
        let added = try await server.request("api/index", method: "POST", json: ["documents": documents])
        #expect(added.status == 200, "\(added.text)")
        let results = try #require(added.json["documents"] as? [[String: Any]])
        #expect(results.map { $0["status"] as? String } == ["added", "added", "added"])
        #expect(results.allSatisfy { ($0["chunks"] as? Int ?? 0) >= 1 })

        // A plain Markdown upload, named in the query.
        let upload = try await upload("# Bicycle\n\nThe bicycle chain wants oil every month.\n", name: "bike.md", to: server)
        #expect(upload.status == 200, "\(upload.text)")
        #expect((upload.json["documents"] as? [[String: Any]])?.first?["status"] as? String == "added")

        let listed = try await server.request("api/documents")
        let names = (listed.json["documents"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(names == ["bike.md", "car.md", "garden.txt", "house.md"])

        // By meaning alone: no word in common with the garden note.
        let plants = try await server.request("api/search", method: "POST", json: ["query": "when should plants get watering", "limit": 3])
        #expect(plants.status == 200, "\(plants.text)")
        let top = hits(plants).first
        #expect(top?["document"] as? String == "garden.txt")
        #expect((top?["snippet"] as? String)?.contains("Tomatoes") == true)
        #expect(why(top)["semantic"] as? Bool == true)
        #expect(why(top)["semantic_rank"] as? Int == 1)
        #expect((why(top)["similarity"] as? Double ?? 0) > 0.3)
        #expect(hits(plants).count <= 3)

        // By keywords and meaning: the why names the matched terms and the keyword rank.
        let bins = try await server.request("api/search", method: "POST", json: ["query": "recycling bin day"])
        let bin = hits(bins).first
        #expect(bin?["document"] as? String == "house.md")
        #expect(bin?["heading"] as? String == "Bins")
        #expect(why(bin)["keyword"] as? Bool == true)
        #expect(why(bin)["keyword_rank"] as? Int == 1)
        #expect((why(bin)["terms"] as? [String])?.contains("recycling") == true)
        #expect((bin?["score"] as? Double ?? 0) > 0)

        // Re-indexing the same name: unchanged text is left alone, new text replaces the old.
        let same = try await server.request("api/index", method: "POST", json: ["documents": [documents[0]]])
        #expect((same.json["documents"] as? [[String: Any]])?.first?["status"] as? String == "unchanged")
        let newText = "# Wifi\n\nThe guest wifi password is marigold-7.\n\n# Bins\n\nThe recycling bin goes out on Tuesday evenings.\n"
        let updated = try await server.request("api/index", method: "POST", json: ["documents": [["name": "house.md", "text": newText]]])
        #expect((updated.json["documents"] as? [[String: Any]])?.first?["status"] as? String == "updated")
        let marigold = try await server.request("api/search", method: "POST", json: ["query": "marigold"])
        #expect(hits(marigold).first?["document"] as? String == "house.md")
        let tulip = try await server.request("api/search", method: "POST", json: ["query": "tulip", "limit": 10])
        #expect(hits(tulip).allSatisfy { !($0["text"] as? String ?? "").contains("tulip") })
        #expect(hits(tulip).allSatisfy { why($0)["keyword"] as? Bool == false })

        // Ask: the resident chat model answers from the passages; citations point at search hits.
        let question = "What is the guest wifi password?"
        let asked = try await server.request("api/ask", method: "POST", json: ["question": question])
        #expect(asked.status == 200, "\(asked.text)")
        #expect(asked.json["no_relevant_documents"] as? Bool == false)
        let answer = asked.json["answer"] as? String ?? ""
        #expect(answer.contains("marigold"), "\(answer)")
        let citations = try #require(asked.json["citations"] as? [[String: Any]])
        #expect(!citations.isEmpty)
        #expect(citations.map { $0["n"] as? Int } == Array(1...citations.count))
        #expect(citations.first?["document"] as? String == "house.md")
        let retrieved = try await server.request("api/search", method: "POST", json: ["query": question, "limit": 8])
        let found = Set(hits(retrieved).map { "\($0["document"] as? String ?? "")#\($0["chunk"] as? Int ?? 0)" })
        for citation in citations {
            #expect(found.contains("\(citation["document"] as? String ?? "")#\(citation["chunk"] as? Int ?? 0)"), "\(citation)")
        }
        let cited = asked.json["cited"] as? [Int] ?? []
        #expect(cited.allSatisfy { (1...citations.count).contains($0) })
        #expect(citations.filter { $0["cited"] as? Bool == true }.count == cited.count)

        // Delete: gone from the list and from results; a second delete is a 404.
        let deleted = try await server.request("api/documents/bike.md", method: "DELETE")
        #expect(deleted.status == 200)
        #expect(deleted.json["deleted"] as? String == "bike.md")
        let again = try await server.request("api/documents/bike.md", method: "DELETE")
        #expect(again.status == 404)
        #expect(again.errorMessage.contains("bike.md"))
        let chain = try await server.request("api/search", method: "POST", json: ["query": "bicycle chain oil", "limit": 10])
        #expect(hits(chain).allSatisfy { $0["document"] as? String != "bike.md" })

        // A name with slashes, percent-encoded in the path.
        _ = try await server.request("api/index", method: "POST", json: ["documents": [["name": "notes/2026/plan.md", "text": "Plant garlic in October."]]])
        var delete = URLRequest(url: URL(string: server.base.absoluteString + "/api/documents/notes%2F2026%2Fplan.md")!)
        delete.httpMethod = "DELETE"
        let (nestedBody, nestedResponse) = try await URLSession.shared.data(for: delete)
        let nested = TestServer.Reply(status: (nestedResponse as! HTTPURLResponse).statusCode, headers: [:], body: nestedBody)
        #expect(nested.status == 200, "\(nested.text)")
        let remaining = try await server.request("api/documents")
        #expect((remaining.json["documents"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String } == ["car.md", "garden.txt", "house.md"])

        // One database: the index is in hearth.sqlite, nothing search-related beside it.
        let files = try FileManager.default.contentsOfDirectory(atPath: data.url.path).sorted()
        #expect(files.contains("hearth.sqlite"))
        #expect(!files.contains { $0.hasPrefix("search") })
    }

    func upload(_ text: String, name: String?, contentType: String = "text/markdown", to server: TestServer) async throws -> TestServer.Reply {
        var components = URLComponents(url: server.base.appendingPathComponent("api/index"), resolvingAgainstBaseURL: false)!
        if let name { components.queryItems = [URLQueryItem(name: "name", value: name)] }
        var request = URLRequest(url: components.url!)
        request.httpMethod = "POST"
        request.httpBody = Data(text.utf8)
        request.setValue(contentType, forHTTPHeaderField: "Content-Type")
        let (body, response) = try await URLSession.shared.data(for: request)
        let http = response as! HTTPURLResponse
        return TestServer.Reply(status: http.statusCode, headers: http.allHeaderFields, body: body)
    }

    @Test func embeddingsHaveOpenAIsShapeAndSimilarSentencesScoreHigher() async throws {
        let server = try await TestServer.shared.value
        let sentences = ["The cat sits on the mat.", "A kitten is resting on the rug.", "Quarterly tax filings are due in April."]
        let reply = try await server.request("v1/embeddings", method: "POST", json: ["input": sentences, "model": "all-MiniLM-L6-v2"])
        #expect(reply.status == 200, "\(reply.text)")
        #expect(reply.json["object"] as? String == "list")
        #expect(reply.json["model"] as? String == "all-MiniLM-L6-v2")
        let usage = try #require(reply.json["usage"] as? [String: Int])
        #expect((usage["prompt_tokens"] ?? 0) >= 3 * 5)
        #expect(usage["total_tokens"] == usage["prompt_tokens"])
        let data = try #require(reply.json["data"] as? [[String: Any]])
        #expect(data.map { $0["index"] as? Int } == [0, 1, 2])
        #expect(data.allSatisfy { $0["object"] as? String == "embedding" })
        let vectors = data.map { ($0["embedding"] as? [Double]) ?? [] }
        #expect(vectors.allSatisfy { $0.count == 384 })
        func dot(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }
        for vector in vectors { #expect(abs(dot(vector, vector) - 1) < 1e-3) }
        let similar = dot(vectors[0], vectors[1])
        #expect(similar > dot(vectors[0], vectors[2]) + 0.2)
        #expect(similar > dot(vectors[1], vectors[2]) + 0.2)

        // One string: the same vector as in the list. base64: the same floats, little-endian.
        let one = try await server.request("v1/embeddings", method: "POST", json: ["input": sentences[0]])
        let single = ((one.json["data"] as? [[String: Any]])?.first?["embedding"] as? [Double]) ?? []
        #expect(single.count == 384)
        #expect(zip(single, vectors[0]).allSatisfy { abs($0 - $1) < 1e-4 })
        let encoded = try await server.request("v1/embeddings", method: "POST", json: ["input": [sentences[0]], "encoding_format": "base64"])
        let text = try #require((encoded.json["data"] as? [[String: Any]])?.first?["embedding"] as? String)
        let bytes = try #require(Data(base64Encoded: text))
        let floats = stride(from: 0, to: bytes.count, by: 4).map { offset in
            Float(bitPattern: bytes[offset..<offset + 4].enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) })
        }
        #expect(floats.count == 384)
        #expect(zip(floats, vectors[0]).allSatisfy { abs(Double($0) - $1) < 1e-4 })
    }

    /// The schema below as a strict Swift type: decoding fails on a missing key or a wrong type
    /// (a number for a boolean, a string for a number).
    struct CityAnswer: Decodable {
        var city: String
        var country: String
        var population_millions: Double
        var is_capital: Bool
    }

    @Test func jsonSchemaAnswersParseAndMatchTheSchema() async throws {
        let server = try await TestServer.shared.value
        let properties: [String: [String: Any]] = [
            "city": ["type": "string", "maxLength": 40],
            "country": ["type": "string", "maxLength": 40],
            "population_millions": ["type": "number"],
            "is_capital": ["type": "boolean"],
        ]
        let schema: [String: Any] = ["type": "object", "properties": properties, "required": Array(properties.keys), "additionalProperties": false]
        let request: [String: Any] = [
            "messages": [["role": "user", "content": "Describe Paris as JSON: its city name, country, population in millions, and whether it is a capital."]],
            "response_format": ["type": "json_schema", "json_schema": ["name": "city", "strict": true, "schema": schema]],
        ]
        for stream in [false, true] {
            let reply = try await server.request("v1/chat/completions", method: "POST", json: request.merging(["stream": stream]) { $1 })
            #expect(reply.status == 200, "\(reply.text)")
            let content: String
            if stream {
                let events = sseEvents(reply.text)
                #expect(events.last == "[DONE]")
                content = events.dropLast().compactMap { event -> String? in
                    let object = (try? JSONSerialization.jsonObject(with: Data(event.utf8))) as? [String: Any]
                    let delta = ((object?["choices"] as? [[String: Any]])?.first?["delta"] as? [String: Any])
                    return delta?["content"] as? String
                }.joined()
            } else {
                let choice = try #require((reply.json["choices"] as? [[String: Any]])?.first)
                #expect(choice["finish_reason"] as? String == "stop")
                content = (choice["message"] as? [String: Any])?["content"] as? String ?? ""
                #expect(((reply.json["usage"] as? [String: Int])?["completion_tokens"] ?? 0) > 0)
            }
            let object = try #require(try JSONSerialization.jsonObject(with: Data(content.utf8)) as? [String: Any], "\(content)")
            #expect(Set(object.keys) == Set(properties.keys), "\(content)")
            let typed = try JSONDecoder().decode(CityAnswer.self, from: Data(content.utf8))
            #expect(typed.city.count <= 40 && typed.country.count <= 40)
        }

        // json_object: any object, and it parses.
        let any = try await server.request("v1/chat/completions", method: "POST", json: [
            "messages": [["role": "user", "content": "Give a JSON object with a greeting."]],
            "response_format": ["type": "json_object"], "max_tokens": 120,
        ])
        #expect(any.status == 200, "\(any.text)")
        let choice = (any.json["choices"] as? [[String: Any]])?.first
        let text = (choice?["message"] as? [String: Any])?["content"] as? String ?? ""
        if choice?["finish_reason"] as? String == "stop" {
            #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) is [String: Any], "\(text)")
        } else {
            #expect(text.hasPrefix("{"), "\(text)") // cut off by max_tokens: still the grammar's start
        }
    }

    @Test func badInputGetsA4xxWithAClearMessage() async throws {
        let (server, folder) = try await Self.privateServer()
        defer { withExtendedLifetime(folder) {} }
        func post(_ path: String, _ json: Any) async throws -> TestServer.Reply {
            try await server.request(path, method: "POST", json: json)
        }
        // Nothing indexed: search finds nothing, ask says so (not an error).
        let empty = try await post("api/search", ["query": "anything"])
        #expect(empty.status == 200)
        #expect(hits(empty).isEmpty)
        let nothing = try await post("api/ask", ["question": "What is in my notes?"])
        #expect(nothing.status == 200)
        #expect(nothing.json["no_relevant_documents"] as? Bool == true)

        let cases: [(String, Any, String)] = [
            ("api/index", [String: Any](), "documents"),
            ("api/index", ["documents": [Any]()], "documents must not be empty"),
            ("api/index", ["documents": [["name": "", "text": "x"]]], "name"),
            ("api/index", ["documents": [["name": "a.md", "text": "   "]]], "no text"),
            ("api/index", ["documents": [["name": "a.md"]]], "text"),
            ("api/search", ["query": "   "], "query must not be empty"),
            ("api/search", ["query": "?!"], "no words"),
            ("api/search", ["query": "cats", "limit": 0], "limit"),
            ("api/search", ["query": "cats", "limit": "five"], "limit"),
            ("api/ask", ["question": ""], "question must not be empty"),
            ("api/ask", ["prompt": "hi"], "question"),
            ("v1/embeddings", ["input": [String]()], "input must not be empty"),
            ("v1/embeddings", ["input": ""], "empty"),
            ("v1/embeddings", ["input": [1, 2, 3]], "token ids"),
            ("v1/embeddings", ["input": 42], "string"),
            ("v1/embeddings", ["input": "hi", "encoding_format": "hex"], "encoding_format"),
            ("v1/embeddings", ["input": "hi", "dimensions": 12], "dimensions"),
            ("v1/chat/completions", ["messages": [["role": "user", "content": "hi"]], "response_format": ["type": "json_schema", "json_schema": ["name": "x"]]], "json_schema.schema"),
            ("v1/chat/completions", ["messages": [["role": "user", "content": "hi"]], "response_format": ["type": "json_schema", "json_schema": ["schema": ["type": "object", "properties": ["a": ["$ref": "#/defs/a"]]]]]], "not supported"),
            ("v1/chat/completions", ["messages": [["role": "user", "content": "hi"]], "response_format": ["type": "yaml"]], "yaml"),
            // Absurd counts are refused with the limit named (1e20 once trapped converting to Int).
            ("v1/chat/completions", ["messages": [["role": "user", "content": "hi"]], "response_format": ["type": "json_schema", "json_schema": ["schema": ["type": "object", "properties": ["a": ["type": "string", "maxLength": 1e20]]]]]], "limit of 4096"),
            ("v1/chat/completions", ["messages": [["role": "user", "content": "hi"]], "response_format": ["type": "json_schema", "json_schema": ["schema": ["type": "object", "properties": ["a": ["type": "array", "items": ["type": "null"], "maxItems": 100_000]]]]]], "limit of 256"),
            ("v1/chat/completions", ["messages": [["role": "user", "content": "hi"]], "response_format": ["type": "json_schema", "json_schema": ["schema": ["type": "object", "properties": ["a": ["type": "string", "maxLength": -3.5]]]]]], "whole number"),
            // The embedding model is no chat model: it cannot be made resident.
            ("api/models/switch", ["id": TestModels.embeddingModel.lastPathComponent], "embedding model"),
        ]
        for (path, body, message) in cases {
            let reply = try await post(path, body)
            #expect(reply.status == 400, "\(path) \(body): \(reply.status) \(reply.text)")
            #expect(reply.errorMessage.contains(message), "\(path) \(body): \(reply.errorMessage)")
        }
        let notJSON = try await server.request("api/search", method: "POST", rawBody: Data("{query".utf8))
        #expect(notJSON.status == 400)
        #expect(notJSON.errorMessage.contains("not JSON"))
        let unnamed = try await upload("Some notes.", name: nil, to: server)
        #expect(unnamed.status == 400)
        #expect(unnamed.errorMessage.contains("?name="))
        let binary = try await upload("%PDF-1.7", name: "a.pdf", contentType: "application/pdf", to: server)
        #expect(binary.status == 400)
        #expect(binary.errorMessage.contains("text/plain"))
        let missing = try await server.request("api/documents/never-indexed.md", method: "DELETE")
        #expect(missing.status == 404)
        #expect(missing.errorMessage.contains("never-indexed.md"))
        let packs = try await server.request("api/models")
        let files = (packs.json["models"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
        #expect(files.contains(TestModels.defaultModel.lastPathComponent))
        #expect(!files.contains(TestModels.embeddingModel.lastPathComponent))
        let huge = try await post("api/index", ["documents": [["name": "big.txt", "text": String(repeating: "word ", count: 300_000)]]])
        #expect(huge.status == 413)
        #expect(huge.errorMessage.contains("limit of 1 MiB"), "\(huge.text)")
    }
}
}
