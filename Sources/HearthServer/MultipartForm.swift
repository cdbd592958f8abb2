import Foundation

/// A `multipart/form-data` body (RFC 7578) split into its parts: what OpenAI's file uploads send.
///
/// ```swift
/// let form = try MultipartForm(body: bytes, contentType: "multipart/form-data; boundary=xyz")
/// let audio = form.part(named: "file")?.data
/// ```
struct MultipartForm: Sendable {
    /// One field or file.
    struct Part: Sendable {
        var name: String
        var filename: String?
        var contentType: String?
        var data: [UInt8]
        /// The part as UTF-8 text (fields).
        var text: String { String(decoding: data, as: UTF8.self) }
    }

    /// What is wrong with a body, in a sentence for the client.
    struct Failure: Error, Sendable, CustomStringConvertible {
        var description: String
    }

    var parts: [Part]

    /// The first part called `name`.
    func part(named name: String) -> Part? { parts.first { $0.name == name } }

    /// Splits a body at the boundary the content type names.
    ///
    /// - Throws: `Failure` for a content type without a boundary, a body without parts, a part
    ///   without a name, or a body that ends before its closing boundary.
    init(body: [UInt8], contentType: String) throws(Failure) {
        guard let boundary = Self.boundary(contentType) else {
            throw Failure(description: "the body must be multipart/form-data with a boundary")
        }
        parts = try Self.parse(body, boundary: boundary)
    }

    /// The `boundary` parameter of a `multipart/form-data` content type.
    static func boundary(_ contentType: String) -> String? {
        let pieces = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard pieces.first?.lowercased() == "multipart/form-data" else { return nil }
        for piece in pieces.dropFirst() where piece.lowercased().hasPrefix("boundary=") {
            var value = String(piece.dropFirst("boundary=".count))
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            return (1...70).contains(value.utf8.count) ? value : nil
        }
        return nil
    }

    static func parse(_ body: [UInt8], boundary: String) throws(Failure) -> [Part] {
        let delimiter = Array("--\(boundary)".utf8)
        guard var position = find(delimiter, in: body, from: 0) else { throw Failure(description: "the body has no part (boundary not found)") }
        var parts: [Part] = []
        while true {
            position += delimiter.count
            // "--" after a delimiter closes the body.
            if position + 1 < body.count, body[position] == UInt8(ascii: "-"), body[position + 1] == UInt8(ascii: "-") { break }
            guard let headerStart = skipLine(body, from: position),
                  let headerEnd = find(Array("\r\n\r\n".utf8), in: body, from: headerStart) else {
                throw Failure(description: "a part of the body is cut off")
            }
            let headers = String(decoding: body[headerStart..<headerEnd], as: UTF8.self)
            let dataStart = headerEnd + 4
            guard let next = find(Array("\r\n".utf8) + delimiter, in: body, from: dataStart) else {
                throw Failure(description: "the body ends before its closing boundary")
            }
            parts.append(try part(headers: headers, data: Array(body[dataStart..<next])))
            position = next + 2
        }
        guard !parts.isEmpty else { throw Failure(description: "the body has no part") }
        return parts
    }

    /// A part from its header block.
    static func part(headers: String, data: [UInt8]) throws(Failure) -> Part {
        var name: String?
        var filename: String?
        var contentType: String?
        for line in headers.components(separatedBy: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let field = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch field {
            case "content-disposition":
                for parameter in value.split(separator: ";").dropFirst() {
                    let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                    guard pair.count == 2 else { continue }
                    var text = pair[1]
                    if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = String(text.dropFirst().dropLast()) }
                    switch pair[0].lowercased() {
                    case "name": name = text
                    case "filename": filename = text
                    default: break
                    }
                }
            case "content-type": contentType = value
            default: break
            }
        }
        guard let name, !name.isEmpty else { throw Failure(description: "a part has no name (Content-Disposition: form-data; name=...)") }
        return Part(name: name, filename: filename, contentType: contentType, data: data)
    }

    /// The index after the next CRLF from `start`, when the bytes up to it are only whitespace
    /// (the rest of a delimiter line).
    static func skipLine(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 13, bytes[index + 1] == 10 { return index + 2 }
            guard bytes[index] == 32 || bytes[index] == 9 else { return nil }
            index += 1
        }
        return nil
    }

    /// The first index of `needle` in `haystack` at or after `start`.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        let first = needle[0]
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Fuzz entry point: any bytes (the first line is the content type) must parse or throw,
    /// never trap.
    static func fuzz(_ bytes: [UInt8]) {
        let split = bytes.firstIndex(of: 10) ?? bytes.count
        let contentType = String(decoding: bytes[..<split], as: UTF8.self)
        _ = try? MultipartForm(body: Array(bytes[min(split + 1, bytes.count)...]), contentType: contentType)
    }
}
