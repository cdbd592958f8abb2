import Foundation
import HearthCore
import HearthRuntime
import Hummingbird

/// Search, RAG and embeddings over the documents of the server's data folder.
///
/// - `POST /api/index`: add or update documents, as JSON `{"documents": [{"name", "text"}]}` or as
///   one plain-text/Markdown/HTML body with `?name=notes.md`. Re-indexing a name replaces it.
/// - `GET /api/documents`, `DELETE /api/documents/{name}` (the name percent-encoded).
/// - `POST /api/search {"query", "limit"}`: hybrid hits, each with a "why".
/// - `POST /api/ask {"question"}`: an answer from the documents by the resident chat model (through
///   the host's queue), with numbered citations that point at the passages it was given.
/// - `POST /v1/embeddings`: OpenAI-compatible vectors from the embedding model.
struct SearchRoutes: RouteGroup {
    /// The most documents one `POST /api/index` takes.
    static let maxDocuments = 100
    /// The most hits one search returns.
    static let maxLimit = 50
    /// The most texts one embeddings request takes (OpenAI's limit).
    static let maxInputs = 2048

    func register(on router: Router<ServerContext>, _ environment: RouteEnvironment) {
        let host = environment.host
        let limit = environment.maxBodyBytes
        let search = SearchService(host: host) // the data folder: host.configuration.paths

        router.post("/api/index") { request, _ -> Response in
            var request = request
            let documents = try await Self.documents(in: &request, limit: limit)
            let results = try await search.add(documents)
            return JSON.response(["documents": results.map { ["name": $0.name, "status": $0.change.rawValue, "chunks": $0.chunks] }])
        }

        router.get("/api/documents") { _, _ -> Response in
            let documents = try await search.documents()
            return JSON.response(["documents": documents.map {
                ["name": $0.name, "title": $0.title, "chunks": $0.chunks, "indexed_at": Int($0.indexedAt.timeIntervalSince1970)] as [String: Any]
            }])
        }

        router.delete("/api/documents/{name}") { _, context -> Response in
            let raw = context.parameters.get("name") ?? ""
            guard let name = raw.removingPercentEncoding, !name.isEmpty else {
                throw ServerError(.badRequest, "the document name is not valid percent-encoding", parameter: "name")
            }
            guard try await search.remove(named: name) else {
                throw ServerError(.notFound, "no document named '\(name)' is indexed")
            }
            return JSON.response(["deleted": name])
        }

        router.post("/api/search") { request, _ -> Response in
            var request = request
            let body = try await JSON.decode(SearchRequest.self, from: &request, limit: limit)
            let query = body.query.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !query.isEmpty else { throw ServerError(.badRequest, "query must not be empty", parameter: "query") }
            let count = body.limit ?? 5
            guard (1...Self.maxLimit).contains(count) else {
                throw ServerError(.badRequest, "limit must be between 1 and \(Self.maxLimit) (got \(count))", parameter: "limit")
            }
            let hits = try await search.search(query, limit: count)
            return JSON.response(["query": query, "hits": hits.enumerated().map { Self.json($0.element, rank: $0.offset + 1) }])
        }

        router.post("/api/ask") { request, _ -> Response in
            var request = request
            let body = try await JSON.decode(AskRequest.self, from: &request, limit: limit)
            let question = body.question.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !question.isEmpty else { throw ServerError(.badRequest, "question must not be empty", parameter: "question") }
            let answer = try await search.ask(question, host: host)
            let cited = GroundedAnswerer.citedNumbers(in: answer.text, sourceCount: answer.sources.count)
            let citations: [[String: Any]] = answer.sources.enumerated().map { offset, hit in
                var citation = Self.json(hit, rank: offset + 1)
                citation["n"] = offset + 1
                citation["cited"] = cited.contains(offset + 1)
                return citation
            }
            return JSON.response([
                "question": question,
                "answer": answer.text,
                "no_relevant_documents": answer.noRelevantDocuments,
                "citations": citations,
                "cited": cited,
                "model": await host.residentModel,
            ])
        }

        router.post("/v1/embeddings") { request, _ -> Response in
            var request = request
            let body = try await JSON.decode(EmbeddingsRequest.self, from: &request, limit: limit)
            let texts = body.input.values
            guard !texts.isEmpty else { throw ServerError(.badRequest, "input must not be empty", parameter: "input") }
            guard texts.count <= Self.maxInputs else {
                throw ServerError(.badRequest, "at most \(Self.maxInputs) inputs per request (got \(texts.count))", parameter: "input")
            }
            guard !texts.contains(where: \.isEmpty) else { throw ServerError(.badRequest, "input texts must not be empty strings", parameter: "input") }
            let format = body.encoding_format ?? "float"
            guard format == "float" || format == "base64" else {
                throw ServerError(.badRequest, "encoding_format must be 'float' or 'base64' (got '\(format)')", parameter: "encoding_format")
            }
            let embeddings = try await search.embed(texts)
            if let dimensions = body.dimensions, dimensions != embeddings.vectors.first?.count {
                throw ServerError(.badRequest, "\(embeddings.model) makes \(embeddings.vectors.first?.count ?? 0)-dimensional vectors; dimensions cannot change that (got \(dimensions))", parameter: "dimensions")
            }
            let data: [[String: Any]] = embeddings.vectors.enumerated().map { index, vector in
                let embedding: Any = format == "base64"
                    ? vector.map(\.bitPattern.littleEndian).withUnsafeBytes { Data($0) }.base64EncodedString()
                    : vector.map(Double.init)
                return ["object": "embedding", "index": index, "embedding": embedding]
            }
            return JSON.response([
                "object": "list",
                "data": data,
                "model": embeddings.model,
                "usage": ["prompt_tokens": embeddings.promptTokens, "total_tokens": embeddings.promptTokens],
            ])
        }
    }

    /// The documents of a `POST /api/index` body: JSON, or one text upload named by `?name=`.
    static func documents(in request: inout Request, limit: Int) async throws -> [(name: String, text: String)] {
        let contentType = request.headers[.contentType]?.lowercased() ?? ""
        if contentType.isEmpty || contentType.hasPrefix("application/json") {
            let body = try await JSON.decode(IndexRequest.self, from: &request, limit: limit)
            guard !body.documents.isEmpty else { throw ServerError(.badRequest, "documents must not be empty", parameter: "documents") }
            guard body.documents.count <= maxDocuments else {
                throw ServerError(.badRequest, "at most \(maxDocuments) documents per request (got \(body.documents.count))", parameter: "documents")
            }
            for document in body.documents {
                try validate(name: document.name, text: document.text)
            }
            return body.documents.map { ($0.name.trimmingCharacters(in: .whitespacesAndNewlines), $0.text) }
        }
        guard contentType.hasPrefix("text/") else {
            throw ServerError(.badRequest, "send JSON {\"documents\": [{\"name\", \"text\"}]} or a text/plain or text/markdown body with ?name=", parameter: "Content-Type")
        }
        guard let name = request.uri.queryParameters.get("name").flatMap({ String($0) }) else {
            throw ServerError(.badRequest, "a text upload needs its document name: POST /api/index?name=notes.md", parameter: "name")
        }
        let buffer = try await request.collectBody(limit: limit)
        guard let text = String(bytes: buffer.readableBytesView, encoding: .utf8) else {
            throw ServerError(.badRequest, "the upload is not UTF-8 text")
        }
        try validate(name: name, text: text)
        return [(name.trimmingCharacters(in: .whitespacesAndNewlines), text)]
    }

    private static func validate(name: String, text: String) throws(ServerError) {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ServerError(.badRequest, "every document needs a name", parameter: "name") }
        guard trimmed.count <= 300 else { throw ServerError(.badRequest, "document names are at most 300 characters", parameter: "name") }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw ServerError(.badRequest, "the document '\(trimmed)' has no text", parameter: "text")
        }
    }

    /// A hit as JSON: the document and passage, the score, and why it matched.
    static func json(_ hit: SearchService.Hit, rank: Int) -> [String: Any] {
        let passage = hit.text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        let snippet = passage.count > 300 ? String(passage.prefix(300)) + "…" : passage
        var why: [String: Any] = [
            "semantic": hit.vectorRank != nil,
            "keyword": hit.bm25Rank != nil,
            "terms": hit.matchedTerms,
            "term_matches": hit.termMatches.map { ["term": $0.term, "words": $0.words] as [String: Any] },
            "semantic_rank": hit.vectorRank.map { $0 as Any } ?? NSNull(),
            "keyword_rank": hit.bm25Rank.map { $0 as Any } ?? NSNull(),
            "similarity": hit.similarity.map { Double($0) as Any } ?? NSNull(),
        ]
        var reasons: [String] = []
        if let rank = hit.vectorRank { reasons.append("meaning: rank \(rank)" + (hit.similarity.map { String(format: ", similarity %.2f", $0) } ?? "")) }
        if let rank = hit.bm25Rank {
            reasons.append("keywords: rank \(rank)" + (hit.termMatches.isEmpty ? "" : " (" + hit.termMatches.map(\.summary).joined(separator: ", ") + ")"))
        }
        why["summary"] = reasons.isEmpty ? "chosen for diversity" : reasons.joined(separator: "; ")
        return [
            "rank": rank,
            "document": hit.path,
            "chunk": hit.ordinal + 1,
            "heading": hit.heading,
            "snippet": snippet,
            "text": hit.text,
            "score": hit.fusedScore,
            "why": why,
        ]
    }
}

struct IndexRequest: Decodable, Sendable {
    struct Document: Decodable, Sendable {
        var name: String
        var text: String
    }

    var documents: [Document]
}

struct SearchRequest: Decodable, Sendable {
    var query: String
    var limit: Int?
}

struct AskRequest: Decodable, Sendable {
    var question: String
}

/// OpenAI's embeddings request; token-id inputs are refused with a clear message.
struct EmbeddingsRequest: Decodable, Sendable {
    var input: OneOrMany
    var model: String?
    var encoding_format: String?
    var dimensions: Int?
    var user: String?

    private enum Keys: String, CodingKey { case input, model, encoding_format, dimensions, user }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        if let ids = try? container.decode([Int].self, forKey: .input), !ids.isEmpty {
            throw ServerError(.badRequest, "input must be a string or a list of strings (token ids are not accepted)", parameter: "input")
        }
        if let ids = try? container.decode([[Int]].self, forKey: .input), !ids.isEmpty {
            throw ServerError(.badRequest, "input must be a string or a list of strings (token ids are not accepted)", parameter: "input")
        }
        guard let input = try? container.decode(OneOrMany.self, forKey: .input) else {
            throw ServerError(.badRequest, "input must be a string or a list of strings", parameter: "input")
        }
        self.input = input
        model = try container.decodeIfPresent(String.self, forKey: .model)
        encoding_format = try container.decodeIfPresent(String.self, forKey: .encoding_format)
        dimensions = try container.decodeIfPresent(Int.self, forKey: .dimensions)
        user = try container.decodeIfPresent(String.self, forKey: .user)
    }
}
