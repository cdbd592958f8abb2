import Foundation

/// Reads WAV files into `PCMAudio`: 8-bit unsigned, 16/24/32-bit integer and 32/64-bit float PCM
/// (also in WAVE_FORMAT_EXTENSIBLE), any channel count (averaged to mono), any sample rate from
/// 1 kHz to 384 kHz (resampled to 16 kHz). Anything else is rejected with one clear message.
///
/// ```swift
/// let audio = try WAVDecoder.decode(contentsOf: URL(fileURLWithPath: "clip.wav"))
/// ```
public enum WAVDecoder {
    /// The longest audio accepted (seconds), to bound memory.
    public static let maximumSeconds = 600.0

    /// What a WAV header says.
    public struct Format: Sendable, Hashable {
        /// Interleaved channels (averaged to mono when decoding).
        public var channels: Int
        /// Samples per second per channel (resampled to 16 kHz when decoding).
        public var sampleRate: Int
        /// 8, 16, 24 or 32 for integers; 32 or 64 for floats.
        public var bitsPerSample: Int
        /// True for IEEE float samples (format 3), false for integer PCM.
        public var isFloat: Bool
    }

    /// Reads and converts a file.
    ///
    /// - Throws: `HearthError` `.io` when it cannot be read, `.invalidRequest` when it is not a
    ///   usable WAV file.
    public static func decode(contentsOf url: URL) throws(HearthError) -> PCMAudio {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw HearthError(.io, "cannot read \(url.path): \((error as NSError).localizedDescription)")
        }
        return try decode(data, name: url.lastPathComponent)
    }

    /// Converts WAV bytes.
    ///
    /// - Parameters:
    ///   - data: the whole WAV file.
    ///   - name: how the audio is named in error messages.
    /// - Throws: `HearthError.invalidRequest` when the bytes are not a usable WAV file.
    public static func decode(_ data: Data, name: String = "the audio") throws(HearthError) -> PCMAudio {
        let (format, payload) = try parse(Array(data), name: name)
        let mono = try samples(payload, format: format, name: name)
        guard !mono.isEmpty else { throw HearthError(.invalidRequest, "\(name) contains no audio samples") }
        return PCMAudio(samples: Resampler.resample(mono, from: format.sampleRate, to: PCMAudio.sampleRate))
    }

    /// Header and sample bytes of a WAV file.
    static func parse(_ bytes: [UInt8], name: String) throws(HearthError) -> (Format, ArraySlice<UInt8>) {
        func fail(_ why: String) -> HearthError { HearthError(.invalidRequest, "\(name) is not a usable WAV file: \(why)") }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        guard bytes.count >= 12 else { throw fail("too short for a RIFF header (\(bytes.count) bytes)") }
        guard bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8) else {
            throw fail("no RIFF/WAVE header")
        }
        var offset = 12
        var format: Format?
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = u32(offset + 4)
            let body = offset + 8
            if id == "fmt " {
                guard size >= 16, body + 16 <= bytes.count else { throw fail("truncated fmt chunk") }
                var tag = u16(body)
                if tag == 0xFFFE {
                    guard size >= 40, body + 40 <= bytes.count else { throw fail("truncated extensible fmt chunk") }
                    tag = u16(body + 24)
                }
                let channels = u16(body + 2), rate = u32(body + 4), bits = u16(body + 14)
                guard tag == 1 || tag == 3 else { throw fail("compressed format \(tag) (only PCM and float are supported)") }
                guard channels >= 1, channels <= 32 else { throw fail("\(channels) channels") }
                guard (1_000...384_000).contains(rate) else { throw fail("sample rate \(rate) Hz") }
                let supported = tag == 1 ? [8, 16, 24, 32] : [32, 64]
                guard supported.contains(bits) else { throw fail("\(bits)-bit \(tag == 3 ? "float" : "integer") samples") }
                format = Format(channels: channels, sampleRate: rate, bitsPerSample: bits, isFloat: tag == 3)
            } else if id == "data" {
                guard let format else { throw fail("data chunk before the fmt chunk") }
                // A truncated file (or a streaming writer's 0/0xFFFFFFFF size) keeps what is there.
                let end = (size == 0 || size == 0xFFFF_FFFF) ? bytes.count : Swift.min(bytes.count, body + size)
                let frame = format.channels * format.bitsPerSample / 8
                let usable = (end - body) / frame * frame
                guard Double(usable / frame) / Double(format.sampleRate) <= maximumSeconds else {
                    throw fail("longer than \(Int(maximumSeconds)) s")
                }
                return (format, bytes[body..<body + usable])
            }
            offset = body + size + (size & 1)
        }
        throw fail(format == nil ? "no fmt chunk (truncated header?)" : "no data chunk (truncated?)")
    }

    /// Decodes interleaved samples and averages channels to mono.
    static func samples(_ payload: ArraySlice<UInt8>, format: Format, name: String) throws(HearthError) -> [Float] {
        let width = format.bitsPerSample / 8
        let channels = format.channels
        let frames = payload.count / (width * channels)
        var mono = [Float](repeating: 0, count: frames)
        payload.withUnsafeBytes { raw in
            func sample(_ index: Int) -> Float {
                let at = index * width
                switch (format.isFloat, width) {
                case (false, 1): return (Float(raw[at]) - 128) / 128
                case (false, 2): return Float(Int16(bitPattern: UInt16(raw[at]) | UInt16(raw[at + 1]) << 8)) / 32_768
                case (false, 3):
                    let value = Int32(bitPattern: UInt32(raw[at]) << 8 | UInt32(raw[at + 1]) << 16 | UInt32(raw[at + 2]) << 24) >> 8
                    return Float(value) / 8_388_608
                case (false, _): return Float(Int32(bitPattern: raw.loadUnaligned(fromByteOffset: at, as: UInt32.self).littleEndian)) / 2_147_483_648
                case (true, 4): return Float(bitPattern: raw.loadUnaligned(fromByteOffset: at, as: UInt32.self).littleEndian)
                default: return Float(Double(bitPattern: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self).littleEndian))
                }
            }
            for frame in 0..<frames {
                var sum: Float = 0
                for channel in 0..<channels { sum += sample(frame * channels + channel) }
                let value = sum / Float(channels)
                // NaN or out-of-range floats become silence or are clipped.
                mono[frame] = value.isFinite ? Swift.max(-1, Swift.min(1, value)) : 0
            }
        }
        return mono
    }

    /// Encodes mono 16-bit PCM WAV bytes (for tests and tools).
    public static func encode(_ samples: [Float], sampleRate: Int = PCMAudio.sampleRate) -> Data {
        var out = Data()
        func u32(_ v: Int) { withUnsafeBytes(of: UInt32(v).littleEndian) { out.append(contentsOf: $0) } }
        func u16(_ v: Int) { withUnsafeBytes(of: UInt16(v).littleEndian) { out.append(contentsOf: $0) } }
        out.append(contentsOf: "RIFF".utf8); u32(36 + samples.count * 2); out.append(contentsOf: "WAVE".utf8)
        out.append(contentsOf: "fmt ".utf8); u32(16); u16(1); u16(1); u32(sampleRate); u32(sampleRate * 2); u16(2); u16(16)
        out.append(contentsOf: "data".utf8); u32(samples.count * 2)
        for sample in samples { u16(Int(UInt16(bitPattern: Int16(Swift.max(-1, Swift.min(1, sample)) * 32_767)))) }
        return out
    }
}

/// Sample-rate conversion: linear interpolation, with a moving-average low-pass first when
/// downsampling so that energy above the new Nyquist frequency does not fold back as noise.
public enum Resampler {
    /// Converts `samples` from `source` Hz to `target` Hz (returned as is when the rates are equal).
    public static func resample(_ samples: [Float], from source: Int, to target: Int) -> [Float] {
        guard source != target, !samples.isEmpty else { return samples }
        var input = samples
        if source > target {
            let width = Int((Double(source) / Double(target)).rounded())
            if width > 1 {
                var filtered = [Float](repeating: 0, count: input.count)
                var sum: Float = 0
                for i in 0..<input.count {
                    sum += input[i]
                    if i >= width { sum -= input[i - width] }
                    filtered[i] = sum / Float(Swift.min(i + 1, width))
                }
                input = filtered
            }
        }
        let count = Int((Double(input.count) * Double(target) / Double(source)).rounded(.down))
        guard count > 0 else { return [] }
        let step = Double(source) / Double(target)
        var output = [Float](repeating: 0, count: count)
        for i in 0..<count {
            let position = Double(i) * step
            let index = Int(position)
            let fraction = Float(position - Double(index))
            let a = input[Swift.min(index, input.count - 1)]
            let b = input[Swift.min(index + 1, input.count - 1)]
            output[i] = a + (b - a) * fraction
        }
        return output
    }
}
