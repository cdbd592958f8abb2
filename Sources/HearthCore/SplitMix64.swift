/// A small, fast, deterministic random number generator (SplitMix64): the same seed gives the same
/// sequence on every platform, for benchmark prompts and synthetic test data.
///
/// ```swift
/// var random = SplitMix64(seed: 7)
/// let noise = (0..<4).map { _ in random.nextUnit() }   // in [0, 1)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in [0, 1) from the top 53 bits.
    public mutating func nextUnit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }
}
