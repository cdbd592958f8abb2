import HearthCore

/// The thresholds and policies of the resource governor. Every field has a default suited to a
/// laptop or phone running a small model; change them for other devices.
///
/// ```swift
/// var configuration = GovernorConfiguration()
/// configuration.seriousTokenDelay = .milliseconds(80)
/// let governor = ResourceGovernor(configuration: configuration)
/// ```
public struct GovernorConfiguration: Sendable, Hashable {
    /// How often the governor service reads the probes.
    public var pollInterval: Duration = .seconds(2)

    /// Serious tier: the pause before each generated token, to let the device cool.
    public var seriousTokenDelay: Duration = .milliseconds(40)
    /// Serious tier: the most tokens an answer may have.
    public var seriousMaxTokens: Int = 128

    /// Critical tier: the pause before each generated token (fast pack only; deep is downgraded).
    public var criticalTokenDelay: Duration = .milliseconds(100)
    /// Critical tier: the most tokens an answer may have; a longer answer in progress stops.
    public var criticalMaxTokens: Int = 32

    /// Below this much available memory, new model loads are refused (1 GiB).
    public var memoryWarningBytes: Int = 1 << 30
    /// Below this much available memory, registered unload callbacks run (512 MiB).
    public var memoryCriticalBytes: Int = 512 << 20

    /// At or below this battery level (0...1), when not charging, low-power policies apply.
    public var lowBatteryLevel: Double = 0.2
    /// Low battery or low-power mode: the most tokens an answer may have.
    public var lowPowerMaxTokens: Int = 256
    /// Low battery or low-power mode: the context window, in tokens, for new loads and prompts.
    public var lowPowerContextTokens: Int = 2048

    /// The defaults listed on each property (the tiers article has them as a table).
    public init() {}
}
