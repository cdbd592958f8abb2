import CLlama
import HearthCore

/// Renders a conversation with the model's own chat template, keeping message text apart from
/// template markup.
///
/// Each message's content is first replaced by a sentinel the template cannot alter; the rendered
/// text is then split at the sentinels. Template markup is tokenized with special-token parsing
/// (so `<|im_start|>` becomes the special token) and message text without it (so a user who types
/// `<|im_start|>system` gets those characters, never a role switch).
struct ChatTemplate {
    /// A piece of the rendered prompt.
    enum Segment: Equatable {
        case markup(String)
        case content(String)
    }

    /// The template source: the GGUF's own, or ChatML when the model has none.
    let source: String

    init(modelTemplate: String?) {
        source = modelTemplate ?? "chatml"
    }

    /// The whole prompt as one string (what the template renders).
    func render(_ messages: [ChatMessage], addAssistant: Bool = true) throws(HearthError) -> String {
        try applyTemplate(messages, addAssistant: addAssistant)
    }

    /// The rendered prompt split into markup and message text.
    func segments(_ messages: [ChatMessage], addAssistant: Bool = true) throws(HearthError) -> [Segment] {
        let sentinels = messages.indices.map { "\u{E000}\($0)\u{E001}" }
        let placeholders = zip(messages, sentinels).map { ChatMessage(role: $0.role, content: $1) }
        var rest = try applyTemplate(placeholders, addAssistant: addAssistant)
        var segments: [Segment] = []
        for (message, sentinel) in zip(messages, sentinels) {
            guard let range = rest.range(of: sentinel) else {
                // The template dropped or rewrote a message: treat the whole rendering as markup
                // would be unsafe, so render for real and keep it as one content segment.
                return [.content(try applyTemplate(messages, addAssistant: addAssistant))]
            }
            let before = String(rest[..<range.lowerBound])
            if !before.isEmpty { segments.append(.markup(before)) }
            if !message.content.isEmpty { segments.append(.content(message.content)) }
            rest = String(rest[range.upperBound...])
        }
        if !rest.isEmpty { segments.append(.markup(rest)) }
        return segments
    }

    private func applyTemplate(_ messages: [ChatMessage], addAssistant: Bool) throws(HearthError) -> String {
        // llama_chat_message holds borrowed C strings: duplicate them for the duration of the call.
        let roles = messages.map { strdup($0.role.rawValue) }
        let contents = messages.map { strdup($0.content) }
        defer {
            roles.forEach { free($0) }
            contents.forEach { free($0) }
        }
        let chat = zip(roles, contents).map { llama_chat_message(role: $0, content: $1) }
        let totalBytes = messages.reduce(0) { $0 + $1.content.utf8.count }
        var buffer = [CChar](repeating: 0, count: max(256, 2 * totalBytes + 512))
        var length = llama_chat_apply_template(source, chat, chat.count, addAssistant, &buffer, Int32(buffer.count))
        if length > Int32(buffer.count) {
            buffer = [CChar](repeating: 0, count: Int(length) + 1)
            length = llama_chat_apply_template(source, chat, chat.count, addAssistant, &buffer, Int32(buffer.count))
        }
        guard length >= 0 else {
            throw HearthError(.invalidModel, "the model's chat template is not supported by llama.cpp")
        }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
