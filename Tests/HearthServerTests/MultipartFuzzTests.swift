import Foundation
@testable import HearthServer
import HearthTesting
import Testing

/// The multipart form parser (audio uploads) under mutation fuzzing: the content type's boundary
/// and the body are both mutated; every case parses or throws, quickly.
@Suite struct MultipartFuzzTests {
    static func upload(boundary: String) -> [UInt8] {
        var body = "multipart/form-data; boundary=\(boundary)\n"
        body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"model\"\r\n\r\nwhisper-1\r\n"
        body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"response_format\"\r\n\r\nverbose_json\r\n"
        body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a \\\"b\\\".wav\"\r\nContent-Type: audio/wav\r\n\r\nRIFF$\0\0\0WAVEfmt \r\n"
        body += "--\(boundary)--\r\n"
        return Array(body.utf8)
    }

    @Test func multipartFormParser() async throws {
        let seeds = [Self.upload(boundary: "xyz"), Self.upload(boundary: "----WebKitFormBoundary7MA4YWxkTrZu0gW"), Self.upload(boundary: "\"quoted\"")]
        // The seeds parse: the fuzzing starts from bodies the server accepts.
        for seed in seeds.prefix(2) {
            let split = try #require(seed.firstIndex(of: 10))
            let form = try MultipartForm(body: Array(seed[(split + 1)...]), contentType: String(decoding: seed[..<split], as: UTF8.self))
            #expect(form.part(named: "file")?.filename == "a \"b\".wav" || form.part(named: "file")?.filename == "a \\\"b\\\".wav")
            #expect(form.part(named: "model")?.text == "whisper-1")
        }
        let slowest = await Fuzzing.run("multipart", seeds: seeds) { bytes in MultipartForm.fuzz(bytes) }
        #expect(slowest < 5)
    }
}
