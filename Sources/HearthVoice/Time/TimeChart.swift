/// One piece of a rule's pattern.
enum TimePattern: Sendable {
    /// A token whose text is one of these.
    case word(Set<String>)
    /// The same, written against the token before it ("3pm", "1st", "5m").
    case glued(Set<String>)
    /// A token of these that may be missing.
    case optional(Set<String>)
    /// A number (digits or words) in the range; `glued` when it must touch the token before.
    case number(ClosedRange<Int>, digits: ClosedRange<Int> = 0...9, glued: Bool = false)
    case ordinal
    /// A point whose spec passes the test.
    case time(@Sendable (TimeSpec) -> Bool)
    case duration
    case interval
}

/// What a rule matched at one pattern position: a raw token or a node built earlier.
struct TimePiece {
    var token: TimeToken?
    var node: TimeNode?

    var text: String { token?.text ?? "" }
    var number: Int? { if case .number(let n, _)? = node?.semantic { n } else { nil } }
    var digits: Int { if case .number(_, let d)? = node?.semantic { d } else { 0 } }
    var ordinal: Int? { if case .ordinal(let n)? = node?.semantic { n } else { nil } }
    var time: TimeSpec? { if case .time(let t)? = node?.semantic { t } else { nil } }
    var duration: TimeDuration? { if case .duration(let d)? = node?.semantic { d } else { nil } }
    var interval: IntervalSpec? { if case .interval(let i)? = node?.semantic { i } else { nil } }
    /// The token text when the piece is a token, nil for an optional that was absent.
    var present: Bool { token != nil || node != nil }
}

/// A grammar rule: a pattern and what the matched pieces mean. Weak rules build values that only
/// count when they are the whole input ("nine", "2019", "may"): inside a sentence they are words.
struct TimeRule: Sendable {
    var name: String
    var pattern: [TimePattern]
    var weak = false
    var score = 0
    var produce: @Sendable ([TimePiece]) -> TimeSemantic?
}

/// A value built over tokens `start..<end`.
struct TimeNode: Hashable {
    var start: Int
    var end: Int
    var semantic: TimeSemantic
    var weak: Bool
    var score: Int
    /// How many rules built it (fewer is a simpler reading).
    var depth: Int

    static func == (a: TimeNode, b: TimeNode) -> Bool { a.start == b.start && a.end == b.end && a.semantic == b.semantic }
    func hash(into hasher: inout Hasher) {
        hasher.combine(start)
        hasher.combine(end)
        hasher.combine(semantic)
    }
}

/// A chart parser in the manner of duckling: every rule is tried at every position against the
/// tokens and the nodes built so far, until no rule adds a node. The nodes are the readings; the
/// caller picks the ones that cover the most.
struct TimeChart {
    let tokens: [TimeToken]
    private(set) var nodes: [[TimeNode]]
    private var seen: Set<TimeNode> = []
    /// A bound on the work for hostile input: a command makes a few hundred nodes.
    static let nodeLimit = 6_000

    init(tokens: [TimeToken]) {
        self.tokens = tokens
        nodes = Array(repeating: [], count: tokens.count + 1)
        for (index, token) in tokens.enumerated() {
            if let value = token.number {
                add(TimeNode(start: index, end: index + 1, semantic: .number(value, digits: token.text.count), weak: true, score: 0, depth: 0))
            } else if let value = TimeLexicon.numbers[token.text] {
                add(TimeNode(start: index, end: index + 1, semantic: .number(value, digits: 0), weak: true, score: 0, depth: 0))
            } else if let value = TimeLexicon.ordinals[token.text] {
                add(TimeNode(start: index, end: index + 1, semantic: .ordinal(value), weak: true, score: 0, depth: 0))
            }
        }
    }

    var count: Int { seen.count }

    @discardableResult
    private mutating func add(_ node: TimeNode) -> Bool {
        guard seen.count < Self.nodeLimit, !seen.contains(node) else { return false }
        seen.insert(node)
        nodes[node.start].append(node)
        return true
    }

    mutating func saturate(_ rules: [TimeRule]) {
        for _ in 0..<8 {
            var added = false
            for start in tokens.indices {
                for rule in rules {
                    var found: [TimeNode] = []
                    match(rule, 0, start, [], start, &found)
                    for node in found where add(node) { added = true }
                }
            }
            if !added { break }
        }
    }

    private func match(_ rule: TimeRule, _ index: Int, _ position: Int, _ pieces: [TimePiece], _ start: Int, _ found: inout [TimeNode]) {
        if found.count > 64 { return }
        if index == rule.pattern.count {
            guard position > start, let semantic = rule.produce(pieces) else { return }
            let depth = pieces.reduce(1) { $0 + ($1.node?.depth ?? 0) }
            let score = pieces.reduce(rule.score) { $0 + ($1.node?.score ?? 0) }
            found.append(TimeNode(start: start, end: position, semantic: semantic, weak: rule.weak, score: score, depth: depth))
            return
        }
        let token = position < tokens.count ? tokens[position] : nil
        switch rule.pattern[index] {
        case .word(let words):
            if let token, words.contains(token.text) { match(rule, index + 1, position + 1, pieces + [TimePiece(token: token)], start, &found) }
        case .glued(let words):
            if let token, !token.spaceBefore, index > 0, words.contains(token.text) {
                match(rule, index + 1, position + 1, pieces + [TimePiece(token: token)], start, &found)
            }
        case .optional(let words):
            if let token, words.contains(token.text) { match(rule, index + 1, position + 1, pieces + [TimePiece(token: token)], start, &found) }
            match(rule, index + 1, position, pieces + [TimePiece()], start, &found)
        case .number(let range, let digits, let glued):
            guard position < nodes.count else { return }
            if glued, let token, token.spaceBefore || index == 0 { return }
            for node in nodes[position] {
                if case .number(let n, let d) = node.semantic, range.contains(n), d == 0 || digits.contains(d) {
                    match(rule, index + 1, node.end, pieces + [TimePiece(node: node)], start, &found)
                }
            }
        case .ordinal:
            guard position < nodes.count else { return }
            for node in nodes[position] {
                if case .ordinal = node.semantic { match(rule, index + 1, node.end, pieces + [TimePiece(node: node)], start, &found) }
            }
        case .time(let test):
            guard position < nodes.count else { return }
            for node in nodes[position] {
                if case .time(let spec) = node.semantic, test(spec) {
                    match(rule, index + 1, node.end, pieces + [TimePiece(node: node)], start, &found)
                }
            }
        case .duration:
            guard position < nodes.count else { return }
            for node in nodes[position] {
                if case .duration = node.semantic { match(rule, index + 1, node.end, pieces + [TimePiece(node: node)], start, &found) }
            }
        case .interval:
            guard position < nodes.count else { return }
            for node in nodes[position] {
                if case .interval = node.semantic { match(rule, index + 1, node.end, pieces + [TimePiece(node: node)], start, &found) }
            }
        }
    }
}
