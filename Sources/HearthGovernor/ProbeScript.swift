import Foundation
import HearthCore
import Synchronization

/// Probe readings from a JSON file, one step per turn, to drive a live `hearth chat` (or a test)
/// through the tiers without heating the device. Set `HEARTH_PROBE_SCRIPT=file.json`.
///
/// ```json
/// {"steps": [
///   {"thermal": "nominal"},
///   {"thermal": "serious", "celsius": 88},
///   {"thermal": "critical"},
///   {"thermal": "nominal", "availableMiB": 300},
///   {"availableMiB": 8192, "battery": 0.15, "charging": false}
/// ]}
/// ```
///
/// Each step keeps the values of the one before unless it sets them. Before the first `advance()`
/// the probes read the first step; each `advance()` moves to the next, staying on the last.
/// Defaults: thermal nominal, 8 GiB available of 16 GiB, no battery, no low-power mode.
public final class ProbeScript: ThermalProbe, MemoryProbe, PowerProbe {
    /// One step of the script.
    public struct Step: Sendable, Hashable, Codable {
        /// The thermal state from this step on (`nominal` until a step sets one).
        public var thermal: ThermalState?
        /// The temperature shown with it.
        public var celsius: Double?
        /// Memory available to the process, in MiB.
        public var availableMiB: Int?
        /// Total memory, in MiB.
        public var totalMiB: Int?
        /// Battery charge from 0 to 1 (nil: no battery).
        public var battery: Double?
        /// On external power.
        public var charging: Bool?
        /// The platform's low-power mode.
        public var lowPowerMode: Bool?

        /// A step; what it leaves nil keeps the value of the step before.
        public init(thermal: ThermalState? = nil, availableMiB: Int? = nil, battery: Double? = nil, charging: Bool? = nil, lowPowerMode: Bool? = nil) {
            self.thermal = thermal
            self.availableMiB = availableMiB
            self.battery = battery
            self.charging = charging
            self.lowPowerMode = lowPowerMode
        }
    }

    /// Threshold overrides a script may carry (for demos: a low serious cap shows quickly).
    public struct Thresholds: Sendable, Hashable, Codable {
        /// No overrides: the configuration's defaults apply.
        public init() {}
        /// Pause before each token in the serious tier, in milliseconds.
        public var seriousTokenDelayMs: Int?
        /// Answer cap in the serious tier.
        public var seriousMaxTokens: Int?
        /// Pause before each token in the critical tier, in milliseconds.
        public var criticalTokenDelayMs: Int?
        /// Answer cap in the critical tier.
        public var criticalMaxTokens: Int?
        /// Answer cap on low battery or in low-power mode.
        public var lowPowerMaxTokens: Int?
        /// Context for new loads on low battery or in low-power mode.
        public var lowPowerContextTokens: Int?
    }

    private struct File: Codable {
        var steps: [Step]
        var thresholds: Thresholds?
    }

    /// The script's threshold overrides.
    public let thresholds: Thresholds

    /// The default configuration with the script's overrides.
    public func configuration() -> GovernorConfiguration {
        var c = GovernorConfiguration()
        if let v = thresholds.seriousTokenDelayMs { c.seriousTokenDelay = .milliseconds(v) }
        if let v = thresholds.seriousMaxTokens { c.seriousMaxTokens = v }
        if let v = thresholds.criticalTokenDelayMs { c.criticalTokenDelay = .milliseconds(v) }
        if let v = thresholds.criticalMaxTokens { c.criticalMaxTokens = v }
        if let v = thresholds.lowPowerMaxTokens { c.lowPowerMaxTokens = v }
        if let v = thresholds.lowPowerContextTokens { c.lowPowerContextTokens = v }
        return c
    }

    /// The steps with every value filled in from the steps before.
    public let steps: [Step]
    private let index = Mutex(0)
    /// Where the script came from, shown as every reading's source.
    public let source: String

    /// - Throws: `HearthError` `.invalidRequest` for an empty script or a step with bad values.
    public init(steps: [Step], thresholds: Thresholds = Thresholds(), source: String = "probe script") throws(HearthError) {
        let values = [thresholds.seriousTokenDelayMs, thresholds.criticalTokenDelayMs].compactMap { $0 }
        let caps = [thresholds.seriousMaxTokens, thresholds.criticalMaxTokens, thresholds.lowPowerMaxTokens, thresholds.lowPowerContextTokens].compactMap { $0 }
        guard values.allSatisfy({ $0 >= 0 }), caps.allSatisfy({ $0 >= 1 }) else {
            throw HearthError(.invalidRequest, "the probe script's thresholds must be positive")
        }
        self.thresholds = thresholds
        guard !steps.isEmpty else { throw HearthError(.invalidRequest, "the probe script has no steps") }
        var filled: [Step] = []
        var current = Step(thermal: .nominal, availableMiB: 8192, battery: nil, charging: nil, lowPowerMode: false)
        current.totalMiB = 16384
        for (number, step) in steps.enumerated() {
            if let thermal = step.thermal { current.thermal = thermal }
            if step.thermal != nil || step.celsius != nil { current.celsius = step.celsius }
            if let value = step.availableMiB { current.availableMiB = value }
            if let value = step.totalMiB { current.totalMiB = value }
            if let value = step.battery { current.battery = value }
            if let value = step.charging { current.charging = value }
            if let value = step.lowPowerMode { current.lowPowerMode = value }
            if let battery = current.battery, !(0...1).contains(battery) {
                throw HearthError(.invalidRequest, "probe script step \(number + 1): battery must be between 0 and 1 (got \(battery))")
            }
            if (current.availableMiB ?? 0) < 0 {
                throw HearthError(.invalidRequest, "probe script step \(number + 1): availableMiB must not be negative")
            }
            filled.append(current)
        }
        self.steps = filled
        self.source = source
    }

    /// Reads a script file.
    ///
    /// - Throws: `HearthError` `.io` when the file cannot be read, `.invalidRequest` when it is not
    ///   a valid script (the message names the problem).
    public static func load(from url: URL) throws(HearthError) -> ProbeScript {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw HearthError(.io, "cannot read the probe script \(url.path)")
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw HearthError(.invalidRequest, "the probe script \(url.lastPathComponent) is not valid: expected {\"steps\": [{\"thermal\": \"serious\", \"availableMiB\": 300, ...}]} (\(Self.describe(error)))")
        }
        return try ProbeScript(steps: file.steps, thresholds: file.thresholds ?? Thresholds(), source: "probe script \(url.lastPathComponent)")
    }

    private static func describe(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .dataCorrupted(let context)?: return context.debugDescription
        case .keyNotFound(let key, _)?: return "missing \(key.stringValue)"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            return "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        default: return "\(error)"
        }
    }

    /// The step in force (0-based).
    public var stepIndex: Int { index.withLock { $0 } }

    /// Moves to the next step (stays on the last).
    public func advance() {
        index.withLock { $0 = min($0 + 1, steps.count - 1) }
    }

    private var current: Step { steps[stepIndex] }

    /// The current step's thermal state.
    public func readThermal() -> ThermalReading {
        let step = current
        return ThermalReading(state: step.thermal ?? .nominal, celsius: step.celsius, source: source)
    }

    /// The current step's memory.
    public func readMemory() -> MemoryReading {
        let step = current
        return MemoryReading(
            availableBytes: step.availableMiB.map { $0 << 20 }, totalBytes: step.totalMiB.map { $0 << 20 },
            processResidentBytes: ProcessMemory.peakResidentBytes(), source: source
        )
    }

    /// The current step's battery and power mode.
    public func readPower() -> PowerReading {
        let step = current
        return PowerReading(batteryLevel: step.battery, isCharging: step.charging, lowPowerMode: step.lowPowerMode ?? false, source: source)
    }
}
