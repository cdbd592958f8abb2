import Foundation

/// How much service the device can give right now, from its thermal, memory and power state.
///
/// `nominal` and `fair` give full service; `serious` slows generation (a pause between tokens)
/// and caps its length; `critical` blocks heavy inference.
public enum ServiceTier: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Full service.
    case nominal
    /// Warm: still full service.
    case fair
    /// Hot: a pause between tokens and a cap on answer length.
    case serious
    /// Critically hot: heavy inference blocked, deep requests downgraded, short answers.
    case critical

    private var rank: Int { Self.allCases.firstIndex(of: self)! }
    public static func < (lhs: ServiceTier, rhs: ServiceTier) -> Bool { lhs.rank < rhs.rank }
}

/// What the governor tells the engine before each generated token.
public struct TokenDirective: Sendable, Hashable {
    /// The tier in force.
    public var tier: ServiceTier
    /// Wait this long before producing the token (zero for full service).
    public var delay: Duration
    /// The most completion tokens allowed now (nil: no cap beyond the request's own).
    public var maxTokens: Int?
    /// Stop now, with this reason (e.g. the device became critically hot mid-answer).
    public var stopReason: String?

    /// A directive for `tier`; by default full service (no delay, no cap, no stop).
    public init(tier: ServiceTier, delay: Duration = .zero, maxTokens: Int? = nil, stopReason: String? = nil) {
        self.tier = tier
        self.delay = delay
        self.maxTokens = maxTokens
        self.stopReason = stopReason
    }

    /// Full service: no delay, no cap.
    public static let fullService = TokenDirective(tier: .nominal)
}

/// Consulted by an engine at every token, so a tier change takes effect mid-answer.
///
/// ```swift
/// let directive = pacing.directive(forToken: generated)
/// if directive.delay > .zero { pacing.pause(for: directive.delay) }
/// ```
public protocol TokenPacing: Sendable {
    /// The directive for the next token.
    ///
    /// - Parameter index: how many tokens the answer already has.
    func directive(forToken index: Int) -> TokenDirective

    /// Blocks the calling (engine) thread for `delay`, measured on the governor's clock; returns
    /// early when `isCancelled` turns true.
    func pause(for delay: Duration, isCancelled: @Sendable () -> Bool)
}

/// What the governor did to one answer: recorded in `GenerationSummary.governance`.
public struct GovernanceRecord: Sendable, Hashable, Codable {
    /// The highest tier seen while the answer was produced.
    public var tier: ServiceTier
    /// Total pause inserted between tokens, in seconds.
    public var delaySeconds: Double = 0
    /// Tokens that were preceded by a pause.
    public var delayedTokens: Int = 0
    /// The token cap the governor imposed, if it imposed one.
    public var tokenCap: Int?
    /// Whether the cap (or a stop) ended the answer early.
    public var stoppedByGovernor: Bool = false
    /// Plain-words notes: "serious tier: 40 ms between tokens", "downgraded deep → fast".
    public var notes: [String] = []

    /// An empty record for an answer generated in `tier`.
    public init(tier: ServiceTier) {
        self.tier = tier
    }

    /// Folds one directive into the record.
    public mutating func observe(_ directive: TokenDirective) {
        tier = max(tier, directive.tier)
        if let cap = directive.maxTokens { tokenCap = min(tokenCap ?? cap, cap) }
    }

    /// Adds a note once.
    public mutating func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }

    /// One line for people: "tier serious · 12 tokens delayed 0.48 s · capped at 64 tokens".
    public var summaryLine: String {
        var parts = ["tier \(tier.rawValue)"]
        if delayedTokens > 0 {
            parts.append("\(delayedTokens) tokens delayed \(String(format: "%.2f", delaySeconds)) s")
        }
        if let tokenCap { parts.append("capped at \(tokenCap) tokens" + (stoppedByGovernor ? " (reached)" : "")) }
        parts += notes
        return parts.joined(separator: " · ")
    }
}
