/// Finds stop sequences in streamed text and holds back text that might be the start of one.
///
/// ```swift
/// var matcher = StopSequenceMatcher(["\nUser:"])
/// matcher.append("Hello\nUs")   // .text("Hello"), "\nUs" held back
/// matcher.append("er: hi")      // .stop(""), the answer ends before "\nUser:"
/// ```
public struct StopSequenceMatcher: Sendable {
    /// What the caller may emit after an `append`.
    public enum Output: Sendable, Hashable {
        /// Safe text (possibly empty); generation continues.
        case text(String)
        /// A stop sequence matched: emit this text, then stop.
        case stop(String)
    }

    private let stops: [String]
    private var held = ""

    /// A matcher for `stops` (empty strings are ignored).
    public init(_ stops: [String]) {
        self.stops = stops.filter { !$0.isEmpty }
    }

    /// Adds generated text.
    public mutating func append(_ text: String) -> Output {
        guard !stops.isEmpty else { return .text(text) }
        held += text
        // Earliest match of any stop sequence.
        var earliest: String.Index?
        for stop in stops {
            if let range = held.range(of: stop), earliest.map({ range.lowerBound < $0 }) ?? true {
                earliest = range.lowerBound
            }
        }
        if let cut = earliest {
            let before = String(held[..<cut])
            held = ""
            return .stop(before)
        }
        // Hold back the longest suffix that is a proper prefix of some stop sequence.
        var keep = 0
        for stop in stops {
            let maxLength = min(stop.count - 1, held.count)
            guard maxLength > 0 else { continue }
            for length in stride(from: maxLength, to: keep, by: -1) where held.hasSuffix(stop.prefix(length)) {
                keep = length
                break
            }
        }
        let releaseEnd = held.index(held.endIndex, offsetBy: -keep)
        let released = String(held[..<releaseEnd])
        held = String(held[releaseEnd...])
        return .text(released)
    }

    /// Releases held text at the end of generation.
    public mutating func flush() -> String {
        defer { held = "" }
        return held
    }
}
