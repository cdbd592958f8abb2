import Foundation
import HearthCore

/// Mutation fuzzing for the parsers of outside input: seeds are mutated at random (bytes flipped,
/// replaced, inserted, deleted, runs duplicated, cut short) and each case must return or throw —
/// a trap fails the run — and none may take long (a hang guard, checked by the caller).
///
/// `HEARTH_FUZZ_CASES` sets the cases per harness (`make fuzz`: 10,000; an ordinary `swift test`:
/// 300). The seed is fixed, so a failure reproduces; `HEARTH_FUZZ_SEED` varies it.
///
/// ```swift
/// let slowest = await Fuzzing.run("wav", seeds: [Array(wav)]) { bytes in _ = try? WAVDecoder.decode(Data(bytes)) }
/// #expect(slowest < 5)
/// ```
public enum Fuzzing {
    /// Cases per harness: `HEARTH_FUZZ_CASES`, else 300.
    public static var cases: Int { Int(ProcessInfo.processInfo.environment["HEARTH_FUZZ_CASES"] ?? "") ?? 300 }
    /// The random seed: `HEARTH_FUZZ_SEED`, else 2026.
    public static var seed: UInt64 { UInt64(ProcessInfo.processInfo.environment["HEARTH_FUZZ_SEED"] ?? "") ?? 2026 }

    /// One to four random edits of `input`.
    public static func mutate(_ input: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0..<(1 + Int(random.next() % 4)) {
            let position = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count))
            switch random.next() % 6 {
            case 0 where !bytes.isEmpty: bytes[position] ^= UInt8(truncatingIfNeeded: 1 << (random.next() % 8))
            case 1 where !bytes.isEmpty: bytes[position] = UInt8(truncatingIfNeeded: random.next())
            case 2: bytes.insert(contentsOf: (0..<(1 + random.next() % 8)).map { _ in UInt8(truncatingIfNeeded: random.next()) }, at: position)
            case 3 where !bytes.isEmpty: bytes.removeSubrange(position..<min(bytes.count, position + 1 + Int(random.next() % 16)))
            case 4 where !bytes.isEmpty: bytes.insert(contentsOf: bytes[position..<min(bytes.count, position + 1 + Int(random.next() % 32))], at: position)
            case 5: bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count + 1))))
            default: break
            }
        }
        return bytes
    }

    /// Runs `cases` mutations of the seeds (in turn) through `parse`, prints one line, and returns
    /// the slowest case in seconds.
    public static func run(_ name: String, seeds: [[UInt8]], parse: ([UInt8]) async -> Void) async -> Double {
        var random = SplitMix64(seed: seed &+ UInt64(name.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
        var slowest = 0.0
        let clock = ContinuousClock()
        for index in 0..<cases {
            var input = seeds[index % seeds.count]
            for _ in 0..<(1 + Int(random.next() % 3)) { input = mutate(input, &random) }
            let start = clock.now
            await parse(input)
            slowest = max(slowest, (clock.now - start).seconds)
        }
        print("fuzz \(name): \(cases) cases, 0 crashes, slowest \(String(format: "%.1f", slowest * 1000)) ms")
        return slowest
    }

    /// The bytes as text (invalid UTF-8 repaired), as a parser of text would receive them.
    public static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
