import Foundation
import HearthCore

/// Battery and power mode as Linux reports them: `/sys/class/power_supply/*` (`type` Battery with
/// `capacity` and `status`; Mains/USB with `online`) and the ACPI platform profile
/// (`/sys/firmware/acpi/platform_profile` = `low-power` counts as low-power mode).
///
/// A machine with no battery (a desktop, a server, this VM) reads `batteryLevel` nil and
/// `isCharging` nil: there is nothing to save.
public struct LinuxPowerProbe: PowerProbe {
    /// Where `/sys` is found (`/` on a real system).
    public var root: URL

    /// A probe reading the files under `root`.
    public init(root: URL = URL(fileURLWithPath: "/")) {
        self.root = root
    }

    /// Reads the batteries and mains supplies, and the ACPI platform profile.
    public func readPower() -> PowerReading {
        let folder = root.appendingPathComponent("sys/class/power_supply")
        let supplies = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        var level: Double?
        var charging: Bool?
        var mainsOnline = false
        var batteryName: String?
        for name in supplies {
            let supply = folder.appendingPathComponent(name)
            switch read(supply.appendingPathComponent("type")) {
            case "Battery":
                guard batteryName == nil, let capacity = read(supply.appendingPathComponent("capacity")).flatMap(Double.init) else { continue }
                batteryName = name
                level = min(max(capacity / 100, 0), 1)
                let status = read(supply.appendingPathComponent("status")) ?? ""
                charging = status == "Charging" || status == "Full" || status == "Not charging"
            case "Mains", "USB":
                if read(supply.appendingPathComponent("online")) == "1" { mainsOnline = true }
            default:
                continue
            }
        }
        if batteryName != nil, mainsOnline { charging = true }
        let profile = read(root.appendingPathComponent("sys/firmware/acpi/platform_profile"))
        let source = batteryName.map { "/sys/class/power_supply/\($0)" } ?? "no battery in /sys/class/power_supply"
        return PowerReading(batteryLevel: level, isCharging: charging, lowPowerMode: profile == "low-power", source: source)
    }

    private func read(_ url: URL) -> String? {
        (try? String(contentsOf: url, encoding: .utf8))?.trimmed
    }
}
