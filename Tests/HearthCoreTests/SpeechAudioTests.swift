import Foundation
import HearthCore
import HearthTesting
import Testing

/// WAV bytes built field by field, so each test states the header it feeds the decoder.
func wav(channels: Int = 1, rate: Int = 16_000, bits: Int = 16, format: Int = 1, frames: [[Double]], dataSizeOverride: Int? = nil) -> Data {
    var body = Data()
    for frame in frames {
        precondition(frame.count == channels)
        for value in frame {
            switch (format, bits) {
            case (1, 8): body.append(UInt8(max(0, min(255, (value * 127 + 128).rounded()))))
            case (1, 16): withUnsafeBytes(of: Int16(value * 32_767).littleEndian) { body.append(contentsOf: $0) }
            case (1, 24):
                let v = Int32(value * 8_388_607)
                body.append(contentsOf: [UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v >> 16)])
            case (1, 32): withUnsafeBytes(of: Int32(value * 2_147_483_647).littleEndian) { body.append(contentsOf: $0) }
            case (3, 32): withUnsafeBytes(of: Float(value).bitPattern.littleEndian) { body.append(contentsOf: $0) }
            default: withUnsafeBytes(of: value.bitPattern.littleEndian) { body.append(contentsOf: $0) }
            }
        }
    }
    var out = Data()
    func u32(_ v: Int) { withUnsafeBytes(of: UInt32(v).littleEndian) { out.append(contentsOf: $0) } }
    func u16(_ v: Int) { withUnsafeBytes(of: UInt16(v).littleEndian) { out.append(contentsOf: $0) } }
    out.append(contentsOf: "RIFF".utf8); u32(36 + body.count); out.append(contentsOf: "WAVE".utf8)
    out.append(contentsOf: "fmt ".utf8); u32(16); u16(format); u16(channels); u32(rate)
    u32(rate * channels * bits / 8); u16(channels * bits / 8); u16(bits)
    out.append(contentsOf: "data".utf8); u32(dataSizeOverride ?? body.count)
    out.append(body)
    return out
}

func sine(_ hz: Double, rate: Int, seconds: Double, amplitude: Double = 0.5) -> [Double] {
    (0..<Int(Double(rate) * seconds)).map { amplitude * sin(2 * .pi * hz * Double($0) / Double(rate)) }
}

@Suite struct WAVDecoderTests {
    @Test(arguments: [(1, 8), (1, 16), (1, 24), (1, 32), (3, 32), (3, 64)])
    func decodesEachSampleFormat(format: Int, bits: Int) throws {
        let tone = sine(440, rate: 16_000, seconds: 0.1)
        let audio = try WAVDecoder.decode(wav(bits: bits, format: format, frames: tone.map { [$0] }))
        #expect(audio.samples.count == tone.count)
        let tolerance = bits == 8 ? 0.01 : 0.0002
        for (a, b) in zip(audio.samples, tone) { #expect(abs(Double(a) - b) < tolerance) }
    }

    @Test func stereoIsAveragedToMono() throws {
        let audio = try WAVDecoder.decode(wav(channels: 2, frames: [[0.5, -0.5], [0.25, 0.75], [-1, -1]]))
        #expect(audio.samples.count == 3)
        #expect(abs(audio.samples[0]) < 1e-4)
        #expect(abs(audio.samples[1] - 0.5) < 1e-4)
        #expect(audio.samples[2] < -0.99)
    }

    @Test func otherRatesAreResampledTo16kHzKeepingPitch() throws {
        let rate = 44_100
        let audio = try WAVDecoder.decode(wav(rate: rate, frames: sine(440, rate: rate, seconds: 1).map { [$0] }))
        #expect(abs(audio.samples.count - 16_000) <= 1)
        // Count zero crossings: a 440 Hz tone crosses 880 times a second.
        let crossings = zip(audio.samples, audio.samples.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count
        #expect(abs(crossings - 880) <= 4)
        let low = try WAVDecoder.decode(wav(rate: 8_000, frames: sine(440, rate: 8_000, seconds: 1).map { [$0] }))
        #expect(abs(low.samples.count - 16_000) <= 2)
    }

    @Test func truncatedDataKeepsWhatIsThere() throws {
        var data = wav(frames: sine(440, rate: 16_000, seconds: 0.5).map { [$0] })
        data.removeLast(1_001) // mid-sample cut
        let audio = try WAVDecoder.decode(data)
        #expect(audio.samples.count == (8_000 * 2 - 1_001) / 2)
    }

    @Test(arguments: [
        ("empty", Data()),
        ("not RIFF", Data("hello, this is not a wav file at all".utf8)),
        ("truncated header", wav(frames: [[0.1]]).prefix(30)),
        ("no samples", wav(frames: [])),
        ("compressed", wav(format: 2, frames: [[0.1]])),
        ("12-bit", wav(bits: 12, frames: [])),
        ("zero channels", wav(channels: 0, frames: [])),
        ("absurd rate", wav(rate: 3, frames: [[0.1]])),
    ] as [(String, Data)])
    func badFilesAreRejectedWithOneClearError(name: String, data: Data) {
        do {
            _ = try WAVDecoder.decode(data, name: "clip.wav")
            Issue.record("\(name): accepted")
        } catch {
            #expect(error.code == .invalidRequest)
            #expect(error.message.hasPrefix("clip.wav"), "\(name): \(error.message)")
            #expect(!error.message.contains("\n"))
        }
    }

    @Test func nanSamplesBecomeSilence() throws {
        let audio = try WAVDecoder.decode(wav(bits: 32, format: 3, frames: [[.nan], [2.0], [-0.5]]))
        #expect(audio.samples == [0, 1, -0.5])
    }

    @Test func encodeRoundTrips() throws {
        let samples: [Float] = [0, 0.5, -0.5, 1, -1]
        let audio = try WAVDecoder.decode(WAVDecoder.encode(samples))
        for (a, b) in zip(audio.samples, samples) { #expect(abs(a - b) < 1e-3) }
    }
}

@Suite struct TranscriptTextTests {
    @Test(arguments: [
        ("Remind me to call Mom tmrw at 5 P.M.!", "remind me to call mom tomorrow at 5 p m"),
        ("Remind me to call mom tomorrow at 5pm.", "remind me to call mom tomorrow at 5 p m"),
        ("  And so, my fellow Americans…  ", "and so my fellow americans"),
        ("Meet at 10:30 — don't be late", "meet at 10:30 don't be late"),
        ("I am here", "i am here"),
        ("", ""),
    ])
    func normalises(input: String, expected: String) {
        #expect(TranscriptNormalizer.normalize(input) == expected)
    }

    @Test func wordErrorRateCountsEdits() {
        #expect(WordErrorCount(hypothesis: "the cat sat", reference: "the cat sat").errors == 0)
        #expect(WordErrorCount(hypothesis: "the bat sat down", reference: "the cat sat").errors == 2)
        #expect(WordErrorCount(hypothesis: "", reference: "one two").errors == 2)
        #expect(WordErrorCount(hypothesis: "8 of spades", reference: "eight of spades").errors == 0)
        #expect(WordErrorCount(hypothesis: "Mr. Dashwood", reference: "mister dashwood").errors == 0)
        let total = WordErrorCount(errors: 1, referenceWords: 4) + WordErrorCount(errors: 1, referenceWords: 6)
        #expect(total.rate == 0.2)
    }
}

@Suite struct AudioChunksTests {
    @Test func pacedChunksSleepTheirDurationOnTheClock() async throws {
        let clock = ImmediateClock()
        var sizes: [Int] = []
        for try await chunk in AudioChunks([Float](repeating: 0, count: 16_000 + 800), chunkSize: 1_600, clock: clock) {
            sizes.append(chunk.count)
        }
        #expect(sizes == Array(repeating: 1_600, count: 10) + [800])
        #expect(clock.slept == .milliseconds(1_050))
    }
}
