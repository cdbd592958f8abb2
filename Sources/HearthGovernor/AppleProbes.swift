#if canImport(Darwin)
import Foundation
import HearthCore
#if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
import os
#endif

/// The thermal state Apple platforms report (`ProcessInfo.thermalState`).
public struct AppleThermalProbe: ThermalProbe {
    public init() {}

    public func readThermal() -> ThermalReading {
        let state: ThermalState
        switch ProcessInfo.processInfo.thermalState {
        case .nominal: state = .nominal
        case .fair: state = .fair
        case .serious: state = .serious
        case .critical: state = .critical
        @unknown default: state = .unknown
        }
        return ThermalReading(state: state, celsius: nil, source: "ProcessInfo.thermalState")
    }
}

/// Low Power Mode on Apple platforms (`ProcessInfo.isLowPowerModeEnabled`).
public struct ApplePowerProbe: PowerProbe {
    public init() {}

    public func readPower() -> PowerReading {
        PowerReading(batteryLevel: nil, isCharging: nil, lowPowerMode: ProcessInfo.processInfo.isLowPowerModeEnabled, source: "ProcessInfo.isLowPowerModeEnabled")
    }
}

/// Memory on Apple platforms: `os_proc_available_memory` where it exists (iOS family), else the
/// physical memory less this process's peak footprint (macOS has no per-process limit).
public struct AppleMemoryProbe: MemoryProbe {
    public init() {}

    public func readMemory() -> MemoryReading {
        let total = Int(clamping: ProcessInfo.processInfo.physicalMemory)
        let resident = ProcessMemory.peakResidentBytes()
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        let available = Int(os_proc_available_memory())
        return MemoryReading(availableBytes: available, totalBytes: total, processResidentBytes: resident, source: "os_proc_available_memory")
        #else
        return MemoryReading(availableBytes: max(0, total - resident), totalBytes: total, processResidentBytes: resident, source: "ProcessInfo.physicalMemory")
        #endif
    }
}
#endif
