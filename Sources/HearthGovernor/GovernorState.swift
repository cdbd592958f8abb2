import Foundation
import HearthCore

/// How tight memory is, from the available bytes and the configured lines.
public enum MemoryPressure: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    /// Above the warning line.
    case normal
    /// Below the warning line: new loads are refused.
    case warning
    /// Below the critical line: models are unloaded.
    case critical

    private var rank: Int { Self.allCases.firstIndex(of: self)! }
    public static func < (lhs: MemoryPressure, rhs: MemoryPressure) -> Bool { lhs.rank < rhs.rank }
}

/// What the governor allows right now.
public struct GovernorPolicy: Sendable, Hashable, Codable {
    /// Pause before each token, in seconds (0: full speed).
    public var tokenDelaySeconds: Double = 0
    /// The most tokens an answer may have (nil: the request's own limit).
    public var maxTokens: Int?
    /// The most context tokens for new loads and prompts (nil: no limit).
    public var contextTokens: Int?
    /// New model loads are allowed.
    public var loadsAllowed = true
    /// Heavy inference (the deep pack) is allowed; when false, deep requests go to the fast pack.
    public var heavyAllowed = true
    /// Live voice commands read every partial transcript as it comes, so the model works while
    /// the person talks and the decision is ready sooner. When false (serious heat or worse,
    /// power saving) only partials whose words all held still, such as the closing one, are read.
    public var readsEveryPartial = true

    /// Full service: no delay, no caps, loads and heavy work allowed.
    public init() {}

    /// The pause as a `Duration`.
    public var tokenDelay: Duration { .nanoseconds(Int64(tokenDelaySeconds * 1e9)) }
}

/// Everything the governor knows and decided at one poll. Published as an async sequence and
/// shown by `hearth status`.
public struct GovernorState: Sendable, Hashable, Codable {
    /// Polls so far (0 before the first).
    public var generation: Int
    /// The thermal probe's reading at this poll.
    public var thermal: ThermalReading
    /// The memory probe's reading at this poll.
    public var memory: MemoryReading
    /// The power probe's reading at this poll.
    public var power: PowerReading
    /// The service tier (from the thermal state; unknown counts as nominal).
    public var tier: ServiceTier
    /// How tight memory is, against the configured warning and critical lines.
    public var memoryPressure: MemoryPressure
    /// Low battery (not charging) or the platform's low-power mode.
    public var lowPower: Bool
    /// What Hearth may do now: pacing, caps, loads.
    public var policy: GovernorPolicy
    /// The decisions in plain words, one per line.
    public var explanation: [String]
    /// The most recent time everything was unloaded, and why.
    public var lastUnload: String?

    /// Decides tier and policy from readings.
    public init(generation: Int, thermal: ThermalReading, memory: MemoryReading, power: PowerReading, configuration c: GovernorConfiguration, lastUnload: String? = nil) {
        self.generation = generation
        self.thermal = thermal
        self.memory = memory
        self.power = power
        self.lastUnload = lastUnload
        var policy = GovernorPolicy()
        var lines: [String] = []

        switch thermal.state {
        case .unknown, .nominal: tier = .nominal
        case .fair: tier = .fair
        case .serious: tier = .serious
        case .critical: tier = .critical
        }
        let heat = thermal.celsius.map { " (\(Int($0.rounded())) °C)" } ?? ""
        switch tier {
        case .nominal, .fair:
            lines.append(thermal.state == .unknown
                ? "thermal state unknown (\(thermal.source)): full service"
                : "thermal \(thermal.state.rawValue)\(heat): full service")
        case .serious:
            policy.tokenDelaySeconds = c.seriousTokenDelay.seconds
            policy.maxTokens = c.seriousMaxTokens
            policy.readsEveryPartial = false
            lines.append("thermal serious\(heat): \(Int(c.seriousTokenDelay.seconds * 1000)) ms between tokens, answers capped at \(c.seriousMaxTokens) tokens, voice partials read once they hold still")
        case .critical:
            policy.tokenDelaySeconds = c.criticalTokenDelay.seconds
            policy.maxTokens = c.criticalMaxTokens
            policy.heavyAllowed = false
            policy.readsEveryPartial = false
            lines.append("thermal critical\(heat): heavy inference blocked, deep requests use the fast pack, answers capped at \(c.criticalMaxTokens) tokens, voice partials read once they hold still")
        }

        let available = memory.availableBytes
        if let available, available < c.memoryCriticalBytes {
            memoryPressure = .critical
        } else if let available, available < c.memoryWarningBytes {
            memoryPressure = .warning
        } else {
            memoryPressure = .normal
        }
        let free = available.map { "\(Self.mebibytes($0)) available" } ?? "available memory unknown"
        switch memoryPressure {
        case .normal: lines.append("memory: \(free)")
        case .warning:
            policy.loadsAllowed = false
            lines.append("memory low: \(free), below the warning line of \(Self.mebibytes(c.memoryWarningBytes)): new model loads refused")
        case .critical:
            policy.loadsAllowed = false
            lines.append("memory critical: \(free), below \(Self.mebibytes(c.memoryCriticalBytes)): models unloaded, loads refused")
        }

        let battery = power.batteryLevel.map { "battery \(Int(($0 * 100).rounded()))%" } ?? "no battery"
        let lowBattery = (power.batteryLevel ?? 1) <= c.lowBatteryLevel && power.isCharging != true
        lowPower = lowBattery || power.lowPowerMode
        if lowPower {
            policy.maxTokens = min(policy.maxTokens ?? c.lowPowerMaxTokens, c.lowPowerMaxTokens)
            policy.contextTokens = c.lowPowerContextTokens
            policy.readsEveryPartial = false
            let why = power.lowPowerMode ? "low-power mode" : "\(battery), not charging"
            lines.append("power saving (\(why)): context \(c.lowPowerContextTokens) tokens, answers capped at \(policy.maxTokens!) tokens, voice partials read once they hold still")
        } else {
            lines.append("power: \(battery)\(power.isCharging == true ? ", charging" : "")")
        }
        self.policy = policy
        explanation = lines
    }

    /// "1.5 GiB" / "300 MiB".
    public static func mebibytes(_ bytes: Int) -> String {
        let mib = Double(bytes) / 1_048_576
        return mib >= 1024 ? String(format: "%.1f GiB", mib / 1024) : String(format: "%.0f MiB", mib)
    }
}
