import Foundation

/// Runs `operation` until it succeeds or `attempts` are used up, sleeping between tries for an
/// exponentially growing delay with full jitter (a random time between zero and the cap).
func withRetries<T>(attempts: Int = 5, base: Duration = .milliseconds(200), cap: Duration = .seconds(10),
                    _ operation: () async throws -> T) async throws -> T {
    var lastError: Error?
    for attempt in 0..<attempts {
        do {
            return try await operation()
        } catch {
            lastError = error
            let ceiling = min(cap, base * (1 << attempt))
            let wait = Double.random(in: 0...1) * Double(ceiling.components.seconds)
            try await Task.sleep(for: .seconds(wait))
        }
    }
    throw lastError!
}
