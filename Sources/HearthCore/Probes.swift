/// What a memory probe reads: how much memory this process may still use.
public struct MemoryReading: Sendable, Hashable, Codable {
    /// Bytes available to this process now: the smaller of the system's available memory and the
    /// room left under a container (cgroup) limit. nil when unknown.
    public var availableBytes: Int?
    /// The total the process can ever use: physical memory or the cgroup limit, whichever is lower.
    public var totalBytes: Int?
    /// This process's resident set size.
    public var processResidentBytes: Int?
    /// Where the numbers came from (e.g. "cgroup v2 + /proc/meminfo").
    public var source: String

    /// A reading; nil for what the platform does not report.
    public init(availableBytes: Int?, totalBytes: Int?, processResidentBytes: Int?, source: String) {
        self.availableBytes = availableBytes
        self.totalBytes = totalBytes
        self.processResidentBytes = processResidentBytes
        self.source = source
    }
}

/// Reads available memory. Linux: cgroup limits and `/proc/meminfo`; Apple: `os_proc_available_memory`.
public protocol MemoryProbe: Sendable {
    /// Reads the memory available now. Called on every governor poll: must be cheap and never throw.
    func readMemory() -> MemoryReading
}

/// The device's thermal state, as the platform reports it.
public enum ThermalState: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// The platform exposes no thermal information (most virtual machines).
    case unknown
    /// Cool.
    case nominal
    /// Warm.
    case fair
    /// Hot: the platform is throttling or about to.
    case serious
    /// Critically hot.
    case critical

    private var rank: Int { Self.allCases.firstIndex(of: self)! }
    public static func < (lhs: ThermalState, rhs: ThermalState) -> Bool { lhs.rank < rhs.rank }
}

/// What a thermal probe reads.
public struct ThermalReading: Sendable, Hashable, Codable {
    /// The thermal state; `unknown` when the platform exposes none (never a guess).
    public var state: ThermalState
    /// The hottest sensor in °C, when the platform exposes temperatures.
    public var celsius: Double?
    /// Where the reading came from (e.g. "/sys/class/thermal/thermal_zone0").
    public var source: String

    /// A reading; `celsius` nil when no temperature is exposed.
    public init(state: ThermalState, celsius: Double?, source: String) {
        self.state = state
        self.celsius = celsius
        self.source = source
    }
}

/// Reads the thermal state. Linux: `/sys/class/thermal`; Apple: `ProcessInfo.thermalState`.
public protocol ThermalProbe: Sendable {
    /// Reads the thermal state now. Called on every governor poll: must be cheap and never throw.
    func readThermal() -> ThermalReading
}

/// What a power probe reads.
public struct PowerReading: Sendable, Hashable, Codable {
    /// Battery charge 0...1, nil without a battery.
    public var batteryLevel: Double?
    /// On external power (or no battery at all).
    public var isCharging: Bool?
    /// The platform's low-power mode.
    public var lowPowerMode: Bool
    /// Where the reading came from (e.g. "/sys/class/power_supply/BAT0").
    public var source: String

    /// A reading; nil for what the platform does not report.
    public init(batteryLevel: Double?, isCharging: Bool?, lowPowerMode: Bool, source: String) {
        self.batteryLevel = batteryLevel
        self.isCharging = isCharging
        self.lowPowerMode = lowPowerMode
        self.source = source
    }
}

/// Reads battery and power mode. Linux: `/sys/class/power_supply`; Apple: Low Power Mode.
public protocol PowerProbe: Sendable {
    /// Reads battery and power mode now. Called on every governor poll: must be cheap and never throw.
    func readPower() -> PowerReading
}
