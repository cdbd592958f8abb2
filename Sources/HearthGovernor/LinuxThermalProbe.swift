import Foundation
import HearthCore

/// Thermal state as Linux reports it: every `/sys/class/thermal/thermal_zone*` with its `temp` and
/// trip points (`trip_point_N_temp`, `trip_point_N_type`: passive, active, hot, critical).
///
/// A zone at or above its critical trip is `critical`; at or above a hot or passive trip (where the
/// kernel starts throttling) `serious`; within `fairMarginCelsius` of the lowest such trip `fair`;
/// else `nominal`. The hottest zone wins. With no zones, or no trip points to compare against, the
/// state is `unknown`: the probe does not guess what temperature is too hot for this machine.
public struct LinuxThermalProbe: ThermalProbe {
    /// Where `/sys` is found (`/` on a real system; a prepared folder in tests).
    public var root: URL
    /// How close (°C) to the first throttling trip counts as `fair`.
    public var fairMarginCelsius: Double

    /// A probe reading the thermal zones under `root`.
    public init(root: URL = URL(fileURLWithPath: "/"), fairMarginCelsius: Double = 10) {
        self.root = root
        self.fairMarginCelsius = fairMarginCelsius
    }

    /// Reads every thermal zone and its trip points; the hottest zone decides the state.
    public func readThermal() -> ThermalReading {
        let folder = root.appendingPathComponent("sys/class/thermal")
        let zones = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasPrefix("thermal_zone") }.sorted()
        guard !zones.isEmpty else {
            return ThermalReading(state: .unknown, celsius: nil, source: "no thermal zones in /sys/class/thermal")
        }
        var hottest: Double?
        var worst: (state: ThermalState, zone: String)?
        for zone in zones {
            let path = folder.appendingPathComponent(zone)
            guard let temp = readNumber(path.appendingPathComponent("temp")) else { continue }
            let celsius = temp / 1000
            hottest = max(hottest ?? celsius, celsius)
            guard let state = state(of: path, celsius: celsius) else { continue }
            if worst == nil || state > worst!.state { worst = (state, zone) }
        }
        guard let worst else {
            let why = hottest == nil ? "thermal zones report no temperature" : "thermal zones have no trip points"
            return ThermalReading(state: .unknown, celsius: hottest, source: "/sys/class/thermal (\(why))")
        }
        return ThermalReading(state: worst.state, celsius: hottest, source: "/sys/class/thermal/\(worst.zone)")
    }

    /// The zone's state from its trip points; nil when it has none.
    private func state(of zone: URL, celsius: Double) -> ThermalState? {
        var critical: Double?
        var throttle: Double?
        for index in 0..<32 {
            guard let type = read(zone.appendingPathComponent("trip_point_\(index)_type")),
                  let temp = readNumber(zone.appendingPathComponent("trip_point_\(index)_temp")), temp > 0 else { continue }
            let trip = temp / 1000
            switch type {
            case "critical": critical = min(critical ?? trip, trip)
            case "hot", "passive": throttle = min(throttle ?? trip, trip)
            default: continue
            }
        }
        guard critical != nil || throttle != nil else { return nil }
        if let critical, celsius >= critical { return .critical }
        let first = throttle ?? critical!
        if celsius >= first { return .serious }
        if celsius >= first - fairMarginCelsius { return .fair }
        return .nominal
    }

    private func read(_ url: URL) -> String? {
        (try? String(contentsOf: url, encoding: .utf8))?.trimmed
    }

    private func readNumber(_ url: URL) -> Double? {
        read(url).flatMap(Double.init)
    }
}
