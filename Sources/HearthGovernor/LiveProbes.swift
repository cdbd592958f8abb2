import HearthCore

/// The probes of the platform Hearth runs on.
public enum LiveProbes {
    /// Linux: `/sys/class/thermal`; Apple: `ProcessInfo.thermalState`.
    public static func thermal() -> any ThermalProbe {
        #if canImport(Darwin)
        AppleThermalProbe()
        #else
        LinuxThermalProbe()
        #endif
    }

    /// Linux: cgroup + `/proc/meminfo`; Apple: `os_proc_available_memory`.
    public static func memory() -> any MemoryProbe {
        #if canImport(Darwin)
        AppleMemoryProbe()
        #else
        LinuxMemoryProbe()
        #endif
    }

    /// Linux: `/sys/class/power_supply`; Apple: Low Power Mode.
    public static func power() -> any PowerProbe {
        #if canImport(Darwin)
        ApplePowerProbe()
        #else
        LinuxPowerProbe()
        #endif
    }
}
