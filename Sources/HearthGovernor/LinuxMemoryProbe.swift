import Foundation
import HearthCore

/// Memory as Linux reports it: the cgroup limit and usage when the process runs under one
/// (v2 `memory.max`/`memory.current`, or v1 `memory.limit_in_bytes`/`memory.usage_in_bytes`),
/// `/proc/meminfo`'s `MemAvailable`, and the process's own RSS from `/proc/self/status`.
///
/// The root of the file system is injectable so tests read prepared files, not the machine's.
public struct LinuxMemoryProbe: MemoryProbe {
    /// Where `/proc` and `/sys` are found (`/` on a real system).
    public var root: URL

    /// A probe reading the files under `root`.
    public init(root: URL = URL(fileURLWithPath: "/")) {
        self.root = root
    }

    /// Reads the cgroup limit and usage, `/proc/meminfo` and the process's resident size.
    public func readMemory() -> MemoryReading {
        var sources: [String] = []
        let meminfo = readKeyValues("proc/meminfo")
        var available = meminfo["MemAvailable"].map { $0 * 1024 }
        var total = meminfo["MemTotal"].map { $0 * 1024 }
        if available != nil { sources.append("/proc/meminfo") }

        if let (limit, usage, version) = cgroupLimit() {
            sources.insert("cgroup \(version)", at: 0)
            let room = max(0, limit - usage)
            available = min(available ?? room, room)
            total = min(total ?? limit, limit)
        }
        let rss = readKeyValues("proc/self/status")["VmRSS"].map { $0 * 1024 }
        return MemoryReading(
            availableBytes: available, totalBytes: total, processResidentBytes: rss,
            source: sources.isEmpty ? "unknown" : sources.joined(separator: " + ")
        )
    }

    /// (limit, usage, "v2"/"v1") when a finite cgroup memory limit applies.
    private func cgroupLimit() -> (Int, Int, String)? {
        // cgroup v2: the process's group from /proc/self/cgroup ("0::/path").
        let membership = read("proc/self/cgroup") ?? ""
        let v2Path = membership.split(separator: "\n").first { $0.hasPrefix("0::") }.map { String($0.dropFirst(3)) }
        for group in [v2Path, "/"].compactMap({ $0 }) {
            let folder = "sys/fs/cgroup" + (group == "/" ? "" : group)
            if let max = read(folder + "/memory.max")?.trimmed, max != "max", let limit = Int(max),
               let usage = read(folder + "/memory.current").flatMap({ Int($0.trimmed) }) {
                return (limit, usage, "v2")
            }
        }
        // cgroup v1.
        if let limit = read("sys/fs/cgroup/memory/memory.limit_in_bytes").flatMap({ Int($0.trimmed) }),
           limit < Int.max / 2, // "unlimited" is a huge number
           let usage = read("sys/fs/cgroup/memory/memory.usage_in_bytes").flatMap({ Int($0.trimmed) }) {
            return (limit, usage, "v1")
        }
        return nil
    }

    private func read(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// "Key:   123 kB" lines → [Key: 123].
    private func readKeyValues(_ path: String) -> [String: Int] {
        var values: [String: Int] = [:]
        for line in (read(path) ?? "").split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let number = parts[1].split(whereSeparator: \.isWhitespace).first.flatMap({ Int($0) }) else { continue }
            values[String(parts[0])] = number
        }
        return values
    }
}

extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
