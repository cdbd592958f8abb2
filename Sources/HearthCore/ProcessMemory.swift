#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's own memory use.
public enum ProcessMemory {
    /// Peak resident set size of this process in bytes (0 if unknown).
    public static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
        let who = RUSAGE_SELF.rawValue
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        #if canImport(Darwin)
        return Int(usage.ru_maxrss) // bytes on Darwin
        #else
        return Int(usage.ru_maxrss) * 1024 // kilobytes on Linux
        #endif
    }

    /// Current resident set size of this process in bytes (Linux: `/proc/self/statm`; elsewhere
    /// the peak, 0 if unknown).
    public static func residentBytes() -> Int {
        #if os(Linux)
        guard let file = fopen("/proc/self/statm", "r") else { return peakResidentBytes() }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        guard fgets(&line, Int32(line.count), file) != nil else { return peakResidentBytes() }
        // "size resident shared text lib data dt", in pages.
        let fields = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let resident = Int(fields[1]) else { return peakResidentBytes() }
        return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
        return peakResidentBytes()
        #endif
    }
}
