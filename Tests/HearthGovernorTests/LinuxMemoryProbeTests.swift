import Foundation
import HearthCore
import HearthGovernor
import HearthTesting
import Testing

@Suite struct LinuxMemoryProbeTests {
    func write(_ files: [String: String]) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        for (path, contents) in files {
            let url = folder.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return folder
    }

    let meminfo = "MemTotal:       24000000 kB\nMemFree:         1000000 kB\nMemAvailable:   20000000 kB\n"

    @Test func readsMemAvailableWithoutACgroup() throws {
        let folder = try write(["proc/meminfo": meminfo, "proc/self/status": "Name:\thearth\nVmRSS:\t  204800 kB\n"])
        let reading = LinuxMemoryProbe(root: folder.url).readMemory()
        #expect(reading.availableBytes == 20_000_000 * 1024)
        #expect(reading.totalBytes == 24_000_000 * 1024)
        #expect(reading.processResidentBytes == 204_800 * 1024)
        #expect(reading.source == "/proc/meminfo")
    }

    @Test func aCgroupV2LimitCapsAvailableMemory() throws {
        let folder = try write([
            "proc/meminfo": meminfo,
            "proc/self/cgroup": "0::/hearth.slice\n",
            "sys/fs/cgroup/hearth.slice/memory.max": "2147483648\n",
            "sys/fs/cgroup/hearth.slice/memory.current": "1073741824\n",
        ])
        let reading = LinuxMemoryProbe(root: folder.url).readMemory()
        #expect(reading.availableBytes == 1_073_741_824)
        #expect(reading.totalBytes == 2_147_483_648)
        #expect(reading.source.hasPrefix("cgroup v2"))
    }

    @Test func unlimitedCgroupsFallBackToMeminfo() throws {
        let folder = try write([
            "proc/meminfo": meminfo,
            "proc/self/cgroup": "0::/\n",
            "sys/fs/cgroup/memory.max": "max\n",
            "sys/fs/cgroup/memory/memory.limit_in_bytes": "9223372036854771712\n",
            "sys/fs/cgroup/memory/memory.usage_in_bytes": "100\n",
        ])
        #expect(LinuxMemoryProbe(root: folder.url).readMemory().availableBytes == 20_000_000 * 1024)
    }

    @Test func aCgroupV1LimitApplies() throws {
        let folder = try write([
            "proc/meminfo": meminfo,
            "sys/fs/cgroup/memory/memory.limit_in_bytes": "4294967296\n",
            "sys/fs/cgroup/memory/memory.usage_in_bytes": "294967296\n",
        ])
        let reading = LinuxMemoryProbe(root: folder.url).readMemory()
        #expect(reading.availableBytes == 4_000_000_000)
        #expect(reading.source.hasPrefix("cgroup v1"))
    }

    @Test func theRealMachineReadsSomething() {
        let reading = LinuxMemoryProbe().readMemory()
        #expect((reading.availableBytes ?? 0) > 0)
        #expect((reading.processResidentBytes ?? 0) > 0)
    }
}
