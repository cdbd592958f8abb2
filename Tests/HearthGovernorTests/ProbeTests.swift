import Foundation
import HearthCore
import HearthGovernor
import HearthTesting
import Testing

func prepare(_ files: [String: String]) throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    for (path, contents) in files {
        let url = folder.url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }
    return folder
}

@Suite struct LinuxThermalProbeTests {
    func zone(_ temp: Int, trips: [(Int, String)]) -> [String: String] {
        var files = ["temp": "\(temp)\n"]
        for (index, trip) in trips.enumerated() {
            files["trip_point_\(index)_temp"] = "\(trip.0)\n"
            files["trip_point_\(index)_type"] = "\(trip.1)\n"
        }
        return files
    }

    func folder(_ zones: [[String: String]]) throws -> TemporaryDirectory {
        var files: [String: String] = [:]
        for (index, zone) in zones.enumerated() {
            for (name, contents) in zone { files["sys/class/thermal/thermal_zone\(index)/\(name)"] = contents }
        }
        files["sys/class/thermal/cooling_device0/type"] = "Processor\n"
        return try prepare(files)
    }

    @Test func noZonesIsUnknown() throws {
        let empty = try prepare(["sys/class/thermal/cooling_device0/type": "Processor\n"])
        let reading = LinuxThermalProbe(root: empty.url).readThermal()
        #expect(reading.state == .unknown)
        #expect(reading.celsius == nil)
        #expect(reading.source.contains("no thermal zones"))
    }

    @Test func aTemperatureWithoutTripPointsIsUnknownButReported() throws {
        let root = try folder([zone(71_000, trips: [])])
        let reading = LinuxThermalProbe(root: root.url).readThermal()
        #expect(reading.state == .unknown)
        #expect(reading.celsius == 71)
    }

    @Test(arguments: [
        (40_000, ThermalState.nominal), (80_000, .fair), (90_000, .serious), (97_000, .serious), (105_000, .critical),
    ])
    func tripPointsMapToStates(temp: Int, expected: ThermalState) throws {
        let root = try folder([zone(temp, trips: [(90_000, "passive"), (95_000, "hot"), (105_000, "critical"), (60_000, "active")])])
        #expect(LinuxThermalProbe(root: root.url).readThermal().state == expected)
    }

    @Test func theHottestZoneWins() throws {
        let root = try folder([
            zone(50_000, trips: [(100_000, "critical")]),
            zone(99_000, trips: [(95_000, "passive"), (110_000, "critical")]),
        ])
        let reading = LinuxThermalProbe(root: root.url).readThermal()
        #expect(reading.state == .serious)
        #expect(reading.celsius == 99)
        #expect(reading.source.hasSuffix("thermal_zone1"))
    }

    @Test func theRealMachineReadsWithoutGuessing() {
        let reading = LinuxThermalProbe().readThermal()
        if reading.state == .unknown { #expect(!reading.source.isEmpty) } else { #expect(reading.celsius != nil) }
    }
}

@Suite struct LinuxPowerProbeTests {
    @Test func noBatteryMeansNothingToSave() throws {
        let root = try prepare(["sys/class/power_supply/AC/type": "Mains\n", "sys/class/power_supply/AC/online": "1\n"])
        let reading = LinuxPowerProbe(root: root.url).readPower()
        #expect(reading.batteryLevel == nil)
        #expect(reading.isCharging == nil)
        #expect(!reading.lowPowerMode)
    }

    @Test func aDischargingBattery() throws {
        let root = try prepare([
            "sys/class/power_supply/BAT0/type": "Battery\n", "sys/class/power_supply/BAT0/capacity": "15\n",
            "sys/class/power_supply/BAT0/status": "Discharging\n",
            "sys/class/power_supply/AC/type": "Mains\n", "sys/class/power_supply/AC/online": "0\n",
            "sys/firmware/acpi/platform_profile": "low-power\n",
        ])
        let reading = LinuxPowerProbe(root: root.url).readPower()
        #expect(reading.batteryLevel == 0.15)
        #expect(reading.isCharging == false)
        #expect(reading.lowPowerMode)
        #expect(reading.source == "/sys/class/power_supply/BAT0")
    }

    @Test func mainsOnlineMeansCharging() throws {
        let root = try prepare([
            "sys/class/power_supply/BAT1/type": "Battery\n", "sys/class/power_supply/BAT1/capacity": "50\n",
            "sys/class/power_supply/BAT1/status": "Unknown\n",
            "sys/class/power_supply/ADP1/type": "Mains\n", "sys/class/power_supply/ADP1/online": "1\n",
        ])
        #expect(LinuxPowerProbe(root: root.url).readPower().isCharging == true)
    }
}

@Suite struct ProbeScriptTests {
    @Test func stepsCarryValuesForwardAndStayOnTheLast() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.file("script.json", contents: Data("""
        {"steps": [{"thermal": "serious", "celsius": 91}, {"availableMiB": 300}, {"thermal": "nominal", "battery": 0.1, "charging": false}]}
        """.utf8))
        let script = try ProbeScript.load(from: file)
        #expect(script.readThermal().state == .serious)
        #expect(script.readMemory().availableBytes == 8192 << 20)
        script.advance()
        #expect(script.readThermal().state == .serious)
        #expect(script.readMemory().availableBytes == 300 << 20)
        script.advance()
        script.advance()
        #expect(script.stepIndex == 2)
        #expect(script.readThermal().state == .nominal)
        #expect(script.readPower().batteryLevel == 0.1)
        #expect(script.readMemory().availableBytes == 300 << 20)
    }

    @Test func badScriptsGiveOneClearError() throws {
        let folder = try TemporaryDirectory()
        let cases = [
            ("{\"steps\": []}", "no steps"),
            ("{\"steps\": [{\"thermal\": \"lukewarm\"}]}", "not valid"),
            ("not json", "not valid"),
            ("{\"steps\": [{\"battery\": 5}]}", "between 0 and 1"),
        ]
        for (index, (text, expected)) in cases.enumerated() {
            let file = try folder.file("bad\(index).json", contents: Data(text.utf8))
            #expect(throws: HearthError.self) { try ProbeScript.load(from: file) }
            do {
                _ = try ProbeScript.load(from: file)
            } catch {
                #expect(error.message.contains(expected), "\(text): \(error.message)")
            }
        }
        #expect(throws: HearthError.self) { try ProbeScript.load(from: folder.url.appendingPathComponent("missing.json")) }
    }
}
