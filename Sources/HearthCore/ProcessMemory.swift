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
}
