import Foundation
import HearthRuntime
import HearthTesting
import Testing

/// Mutation fuzzing of the parsers of outside input: seeds (a real GGUF header, a WAV file, JSON,
/// JSON Schemas, spoken commands) are mutated at random (bytes flipped, inserted, deleted, runs
/// duplicated, cut short) and each parser must return or throw — a trap fails the run — and no
/// case may take long (a hang guard). `HEARTH_FUZZ_CASES` sets the cases per harness: `make fuzz`
/// runs 10,000; an ordinary `swift test` a short pass of 300. The seed is fixed, so a failure
/// reproduces; `HEARTH_FUZZ_SEED` varies it.
@Suite(.serialized) struct FuzzTests {
    static var cases: Int { Int(ProcessInfo.processInfo.environment["HEARTH_FUZZ_CASES"] ?? "") ?? 300 }
    static var seed: UInt64 { UInt64(ProcessInfo.processInfo.environment["HEARTH_FUZZ_SEED"] ?? "") ?? 2026 }

    /// One mutation of `input`.
    static func mutate(_ input: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
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

    /// Runs `cases` mutations of the seeds through `parse`; returns the slowest case in seconds.
    static func run(_ name: String, seeds: [[UInt8]], parse: ([UInt8]) -> Void) -> Double {
        var random = SplitMix64(seed: seed &+ UInt64(name.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
        var slowest = 0.0
        for index in 0..<cases {
            var input = seeds[index % seeds.count]
            for _ in 0..<(1 + Int(random.next() % 3)) { input = mutate(input, &random) }
            let start = ContinuousClock.now
            parse(input)
            let elapsed = ContinuousClock.now - start
            slowest = max(slowest, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        print("fuzz \(name): \(cases) cases, 0 crashes, slowest \(String(format: "%.1f", slowest * 1000)) ms")
        return slowest
    }

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func ggufHeaderReader() throws {
        let handle = try FileHandle(forReadingFrom: TestModels.defaultModel)
        let head = try handle.read(upToCount: 2 << 20) ?? Data() // the whole metadata (the vocabulary arrays) and the tensor infos
        try handle.close()
        let slowest = Self.run("gguf", seeds: [Array(head)]) { bytes in
            _ = try? GGUFHeader.parse(Data(bytes), name: "fuzz", isWholeFile: false)
            _ = try? GGUFHeader.parse(Data(bytes), name: "fuzz", isWholeFile: true)
        }
        #expect(slowest < 5)
    }

    @Test func wavDecoder() {
        var wav = Data("RIFF".utf8)
        let samples = (0..<800).map { Int16(truncatingIfNeeded: $0 * 37) }
        func le<T: FixedWidthInteger>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value.littleEndian) { Array($0) } }
        wav += le(UInt32(36 + samples.count * 2)) + Array("WAVEfmt ".utf8) + le(UInt32(16)) + le(UInt16(1)) + le(UInt16(1))
        wav += le(UInt32(16_000)) + le(UInt32(32_000)) + le(UInt16(2)) + le(UInt16(16)) + Array("data".utf8) + le(UInt32(samples.count * 2))
        for sample in samples { wav += le(sample) }
        #expect((try? WAVDecoder.decode(wav)) != nil, "the seed is a valid WAV")
        let slowest = Self.run("wav", seeds: [Array(wav)]) { bytes in _ = try? WAVDecoder.decode(Data(bytes)) }
        #expect(slowest < 5)
    }

    @Test func jsonValueParserAndSchemaToGrammar() {
        let seeds = [
            #"{"type":"object","properties":{"name":{"type":"string","maxLength":20},"age":{"type":"integer","minimum":0},"tags":{"type":"array","items":{"enum":["a","b"]},"maxItems":3}},"required":["name"]}"#,
            ##"{"anyOf":[{"type":"number"},{"type":"null"},{"const":"x"}],"$defs":{"n":{"$ref":"#/$defs/n"}}}"##,
            #"[1, -2.5e10, "\u00e9\ud83d\ude00", true, null, {"a": {"b": [[]]}}]"#,
        ].map { Array($0.utf8) }
        let slowest = Self.run("json+schema", seeds: seeds) { bytes in
            guard let value = try? JSONValue.parse(Self.text(bytes)) else { return }
            _ = try? GBNFConverter().grammar(for: value)
            _ = value.serialized
        }
        #expect(slowest < 5)
    }

    @Test func timeResolverNormaliserAndSlotDrafter() throws {
        let resolver = TimeResolver(reference: ISO8601DateFormatter().date(from: "2026-11-23T10:00:00+01:00")!,
                                    timeZone: TimeZone(identifier: "Europe/Berlin")!)
        let seeds = try LabelledExample.bundled().prefix(40).map { Array($0.utterance.utf8) }
            + [Array("from 5 to 6 pm on the 31st of february 99999 at 25:61, in 10^12 weeks".utf8), Array("🙂 at dot com dash underscore".utf8)]
        let drafter = SlotDrafter()
        let slowest = Self.run("time+text", seeds: seeds) { bytes in
            let text = Self.text(bytes)
            _ = resolver.extract(from: text)
            _ = resolver.value(of: text)
            _ = TranscriptNormalizer.normalize(text)
            for intent in ["add_reminder", "create_event", "create_note", "send_email", "read_email"] {
                _ = drafter.draft(text, intent: intent, resolver: resolver)
            }
        }
        #expect(slowest < 5)
    }

    @Test func packManifestReader() throws {
        let seeds = try Catalog.builtIn().prefix(3).map { try Array(JSONEncoder().encode($0)) }
        let slowest = Self.run("manifest", seeds: seeds) { bytes in _ = try? JSONDecoder().decode(PackManifest.self, from: Data(bytes)) }
        #expect(slowest < 5)
    }
}
