/// Durations as the `Double` seconds that timings, rates and reports are computed in.
extension Duration {
    /// The duration in seconds, as a `Double`: what timings, rates and reports are computed in.
    ///
    /// ```swift
    /// let elapsed = ContinuousClock().measure { work() }
    /// print(String(format: "%.1f ms", elapsed.seconds * 1000))
    /// ```
    public var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
