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

/// Rules indexed for the chart: by the word a rule must start with, and whether a rule reads any
/// node at all (a rule of words only builds the same nodes on every pass, so only the first pass
/// tries it).
struct TimeRuleSet: Sendable {
    let rules: [TimeRule]
    /// For each word some rule starts with: those rules and the ones in `otherStarts`, in the
    /// grammar's order.
    let byFirstWord: [String: [Int]]
    /// Rules that start with anything else (a number, a value, an optional word).
    let otherStarts: [Int]
    /// Rules whose pattern reads a node (a number, ordinal, time, duration or interval).
    let readsNodes: [Bool]

    init(_ rules: [TimeRule]) {
        self.rules = rules
        var byFirstWord: [String: [Int]] = [:]
        var otherStarts: [Int] = []
        for (index, rule) in rules.enumerated() {
            if case .word(let words)? = rule.pattern.first {
                for word in words { byFirstWord[word, default: []].append(index) }
            } else {
                otherStarts.append(index)
            }
        }
        self.byFirstWord = byFirstWord.mapValues { ($0 + otherStarts).sorted() }
        self.otherStarts = otherStarts
        readsNodes = rules.map { rule in
            rule.pattern.contains { piece in
                switch piece {
                case .word, .glued, .optional: false
                case .number, .ordinal, .time, .duration, .interval: true
                }
            }
        }
    }

    /// The rules that can start at a token with this text, in the grammar's order.
    func candidates(startingAt text: String) -> [Int] {
        byFirstWord[text] ?? otherStarts
    }
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
            } else if let value = TimeLexicon.number(token.text) {
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

    mutating func saturate(_ set: TimeRuleSet) {
        let candidates = tokens.map { set.candidates(startingAt: $0.text) }
        var pieces: [TimePiece] = []
        pieces.reserveCapacity(8)
        var found: [TimeNode] = []
        for pass in 0..<8 {
            var added = false
            for start in tokens.indices {
                for index in candidates[start] where pass == 0 || set.readsNodes[index] {
                    found.removeAll(keepingCapacity: true)
                    match(set.rules[index], 0, start, &pieces, start, &found)
                    for node in found where add(node) { added = true }
                }
            }
            if !added { break }
        }
    }

    /// Extends `pieces` (matched so far, restored on return) by the pattern from `index` on.
    private func match(_ rule: TimeRule, _ index: Int, _ position: Int, _ pieces: inout [TimePiece], _ start: Int, _ found: inout [TimeNode]) {
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
            if let token, words.contains(token.text) { descend(rule, index, position + 1, TimePiece(token: token), &pieces, start, &found) }
        case .glued(let words):
            if let token, !token.spaceBefore, index > 0, words.contains(token.text) {
                descend(rule, index, position + 1, TimePiece(token: token), &pieces, start, &found)
            }
        case .optional(let words):
            if let token, words.contains(token.text) { descend(rule, index, position + 1, TimePiece(token: token), &pieces, start, &found) }
            descend(rule, index, position, TimePiece(), &pieces, start, &found)
        case .number(let range, let digits, let glued):
            guard position < nodes.count else { return }
            if glued, let token, token.spaceBefore || index == 0 { return }
            for node in nodes[position] {
                if case .number(let n, let d) = node.semantic, range.contains(n), d == 0 || digits.contains(d) {
                    descend(rule, index, node.end, TimePiece(node: node), &pieces, start, &found)
                }
            }
        case .ordinal:
            guard position < nodes.count else { return }
            for node in nodes[position] {
                if case .ordinal = node.semantic { descend(rule, index, node.end, TimePiece(node: node), &pieces, start, &found) }
            }
        case .time(let test):
            guard position < nodes.count else { return }
            for node in nodes[position] {
                if case .time(let spec) = node.semantic, test(spec) {
                    descend(rule, index, node.end, TimePiece(node: node), &pieces, start, &found)
                }
            }
        case .duration:
            guard position < nodes.count else { return }
            for node in nodes[position] {
                if case .duration = node.semantic { descend(rule, index, node.end, TimePiece(node: node), &pieces, start, &found) }
            }
        case .interval:
            guard position < nodes.count else { return }
            for node in nodes[position] {
                if case .interval = node.semantic { descend(rule, index, node.end, TimePiece(node: node), &pieces, start, &found) }
            }
        }
    }

    private func descend(_ rule: TimeRule, _ index: Int, _ position: Int, _ piece: TimePiece, _ pieces: inout [TimePiece], _ start: Int,
                         _ found: inout [TimeNode]) {
        pieces.append(piece)
        match(rule, index + 1, position, &pieces, start, &found)
        pieces.removeLast()
    }
}
