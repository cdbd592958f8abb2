import Foundation
import HearthCore

/// Real speech models and clips the set-up installs, for tests that run on them.
public enum TestSpeech {
    /// Whisper tiny.en in whisper.cpp's format (converted by `scripts/ct2-to-whisper-ggml.py`).
    public static var whisperTiny: URL {
        HearthPaths.standard().models.appendingPathComponent("ggml-tiny.en.bin")
    }

    /// The Silero VAD model.
    public static var sileroVAD: URL {
        HearthPaths.standard().models.appendingPathComponent("ggml-silero-v6.2.0.bin")
    }

    /// `.deps/prefix/share/hearth` in the package.
    public static var assets: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".deps/prefix/share/hearth", isDirectory: true)
    }

    /// whisper.cpp's sample: "And so my fellow Americans, ask not what your country can do for
    /// you, ask what you can do for your country."
    public static var jfk: URL { assets.appendingPathComponent("jfk.wav") }

    /// The LibriVox and "cards" clips of pocketsphinx 5.1.1 with their reference transcripts.
    public static func pocketsphinxClips() throws -> [(url: URL, reference: String)] {
        var clips: [(URL, String)] = []
        for (folder, list) in [("librivox", "transcription"), ("cards", "cards.transcription")] {
            let dir = assets.appendingPathComponent("speech/\(folder)", isDirectory: true)
            let text = try String(contentsOf: dir.appendingPathComponent(list), encoding: .utf8)
            for line in text.split(separator: "\n") {
                // "<s> words </s> (id)"
                guard let open = line.lastIndex(of: "("), let close = line.lastIndex(of: ")") else { continue }
                let id = String(line[line.index(after: open)..<close])
                let words = line[..<open].replacingOccurrences(of: "<s>", with: "").replacingOccurrences(of: "</s>", with: "")
                clips.append((dir.appendingPathComponent(id + ".wav"), words.trimmingCharacters(in: .whitespaces)))
            }
        }
        return clips
    }

    /// Speaks `text` with espeak-ng into a WAV file (22.05 kHz mono 16-bit).
    public static func synthesize(_ text: String, into directory: URL, name: String = "spoken.wav") throws -> URL {
        let out = directory.appendingPathComponent(name)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["espeak-ng", "-v", "en-us", "-s", "150", "-w", out.path, text]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw HearthError(.backendFailure, "espeak-ng exited with \(process.terminationStatus)")
        }
        return out
    }
}
