import HearthCore
import Synchronization

/// A memory probe that reports whatever the test sets.
///
/// ```swift
/// let memory = ScriptedMemoryProbe(availableBytes: 8 << 30)
/// memory.set(availableBytes: 300 << 20)   // the next poll sees memory pressure
/// ```
public final class ScriptedMemoryProbe: MemoryProbe {
    private let reading: Mutex<MemoryReading>

    public init(availableBytes: Int? = 8 << 30, totalBytes: Int? = 16 << 30, residentBytes: Int? = 200 << 20) {
        reading = Mutex(MemoryReading(availableBytes: availableBytes, totalBytes: totalBytes, processResidentBytes: residentBytes, source: "scripted"))
    }

    public func set(availableBytes: Int?) {
        reading.withLock { $0.availableBytes = availableBytes }
    }

    public func readMemory() -> MemoryReading { reading.withLock { $0 } }
}

/// A thermal probe that reports whatever the test sets.
public final class ScriptedThermalProbe: ThermalProbe {
    private let reading: Mutex<ThermalReading>

    public init(_ state: ThermalState = .nominal, celsius: Double? = nil) {
        reading = Mutex(ThermalReading(state: state, celsius: celsius, source: "scripted"))
    }

    public func set(_ state: ThermalState, celsius: Double? = nil) {
        reading.withLock { $0 = ThermalReading(state: state, celsius: celsius, source: "scripted") }
    }

    public func readThermal() -> ThermalReading { reading.withLock { $0 } }
}

/// A power probe that reports whatever the test sets.
public final class ScriptedPowerProbe: PowerProbe {
    private let reading: Mutex<PowerReading>

    public init(batteryLevel: Double? = nil, isCharging: Bool? = nil, lowPowerMode: Bool = false) {
        reading = Mutex(PowerReading(batteryLevel: batteryLevel, isCharging: isCharging, lowPowerMode: lowPowerMode, source: "scripted"))
    }

    public func set(batteryLevel: Double?, isCharging: Bool?, lowPowerMode: Bool = false) {
        reading.withLock { $0 = PowerReading(batteryLevel: batteryLevel, isCharging: isCharging, lowPowerMode: lowPowerMode, source: "scripted") }
    }

    public func readPower() -> PowerReading { reading.withLock { $0 } }
}
