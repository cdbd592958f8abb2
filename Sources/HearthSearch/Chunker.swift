import Foundation

/// One piece of a document, sized for the embedding model.
public struct Chunk: Sendable, Hashable {
    /// The nearest heading above the text ("" when none).
    public var heading: String
    /// The chunk's text.
    public var text: String
    /// Estimated tokens (words × 4/3, the usual ratio for English WordPiece/BPE vocabularies).
    public var tokenEstimate: Int
}

/// Splits documents by structure — headings, then paragraphs — into chunks of about
/// `tokenBudget` tokens, each repeating the end of the previous one (`overlapTokens`).
public struct Chunker: Sendable {
    /// Target tokens per chunk.
    public var tokenBudget: Int = 200
    /// Tokens carried over from the end of the previous chunk.
    public var overlapTokens: Int = 30

    /// A chunker aiming at `tokenBudget` tokens per chunk with `overlapTokens` carried over.
    public init(tokenBudget: Int = 200, overlapTokens: Int = 30) {
        self.tokenBudget = tokenBudget
        self.overlapTokens = overlapTokens
    }

    /// The document kinds the indexer reads, by file extension.
    public enum Kind: Sendable {
        /// Markdown: split at headings, then paragraphs.
        case markdown
        /// HTML: reduced to its visible text, then split like Markdown.
        case html
        /// Plain text: split at paragraphs.
        case text
        /// Source code: split at blank lines, like text.
        case source

        /// The kind for a file name, or nil for files the indexer skips.
        public init?(pathExtension: String) {
            switch pathExtension.lowercased() {
            case "md", "markdown", "mdx": self = .markdown
            case "html", "htm", "xhtml": self = .html
            case "txt", "text", "rst", "org", "cor", "eml", "": self = .text
            case "swift", "py", "js", "ts", "c", "h", "cpp", "hpp", "rs", "go", "java", "kt", "rb", "sh", "json", "yaml", "yml", "toml", "css", "sql":
                self = .source
            default: return nil
            }
        }
    }

    static func estimateTokens(_ text: String) -> Int {
        let words = text.split(whereSeparator: { $0.isWhitespace }).count
        return max(1, (words * 4 + 2) / 3)
    }

    /// Splits `text` of the given kind into chunks.
    public func chunks(of text: String, kind: Kind) -> [Chunk] {
        let plain = kind == .html ? HTMLText.plainText(text) : text
        var blocks: [(heading: String, text: String)] = []
        var heading = ""
        var paragraph: [Substring] = []
        func endParagraph() {
            let joined = paragraph.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            if !joined.isEmpty { blocks.append((heading, joined)) }
            paragraph.removeAll()
        }
        for line in plain.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if kind == .markdown || kind == .html, trimmed.hasPrefix("#") {
                endParagraph()
                heading = trimmed.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces)
                blocks.append((heading, heading))
            } else if trimmed.isEmpty {
                endParagraph()
            } else {
                paragraph.append(line)
            }
        }
        endParagraph()

        var chunks: [Chunk] = []
        var current: [String] = []
        var currentHeading = ""
        var currentTokens = 0
        func emit() {
            guard !current.isEmpty else { return }
            let text = current.joined(separator: "\n\n")
            chunks.append(Chunk(heading: currentHeading, text: text, tokenEstimate: Self.estimateTokens(text)))
            // Overlap: the last words of this chunk open the next one.
            let words = text.split(whereSeparator: { $0.isWhitespace })
            let keep = min(words.count, overlapTokens * 3 / 4)
            current = keep > 0 ? [words.suffix(keep).joined(separator: " ")] : []
            currentTokens = Self.estimateTokens(current.first ?? "")
            if keep == 0 { currentTokens = 0 }
        }
        for block in blocks {
            // A new heading starts a new chunk (no overlap across sections).
            if block.heading != currentHeading {
                emitFinal()
                current = []
                currentTokens = 0
                currentHeading = block.heading
            }
            for piece in split(block.text) {
                let tokens = Self.estimateTokens(piece)
                if currentTokens + tokens > tokenBudget, currentTokens > 0 { emit() }
                current.append(piece)
                currentTokens += tokens
            }
        }
        emitFinal()
        return chunks

        func emitFinal() {
            guard !current.isEmpty else { return }
            let text = current.joined(separator: "\n\n")
            // Skip a tail that is only the overlap of the chunk just emitted.
            if let last = chunks.last, last.text.hasSuffix(text) { current = []; return }
            chunks.append(Chunk(heading: currentHeading, text: text, tokenEstimate: Self.estimateTokens(text)))
            current = []
            currentTokens = 0
        }
    }

    /// Cuts a paragraph longer than the budget at word boundaries.
    private func split(_ text: String) -> [String] {
        guard Self.estimateTokens(text) > tokenBudget else { return [text] }
        let words = text.split(whereSeparator: { $0.isWhitespace })
        let size = max(1, tokenBudget * 3 / 4)
        return stride(from: 0, to: words.count, by: size).map { words[$0..<min(words.count, $0 + size)].joined(separator: " ") }
    }
}

/// HTML reduced to its visible text: scripts and styles dropped, block tags become line breaks,
/// common entities decoded.
enum HTMLText {
    static func plainText(_ html: String) -> String {
        var text = html
        for tag in ["script", "style", "head"] {
            text = text.replacingOccurrences(of: "<\(tag)[^>]*>[\\s\\S]*?</\(tag)>", with: " ", options: [.regularExpression, .caseInsensitive])
        }
        text = text.replacingOccurrences(of: "<h[1-6][^>]*>", with: "\n\n# ", options: [.regularExpression, .caseInsensitive])
        text = text.replacingOccurrences(of: "</?(p|div|br|li|ul|ol|tr|table|section|article|h[1-6])[^>]*>", with: "\n\n", options: [.regularExpression, .caseInsensitive])
        text = text.replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression)
        for (entity, value) in [("&nbsp;", " "), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: value)
        }
        // Lines of HTML text: collapse runs of spaces.
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
            .joined(separator: "\n")
    }
}
