import Foundation
import HearthCore
import HearthTesting
import Testing

/// Runs `hearth` with a file on stdin.
func runHearth(_ arguments: [String], stdinFile: URL? = nil) throws -> CLI.Output {
    let process = Process()
    process.executableURL = CLI.binary
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = try stdinFile.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLI.Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
}

@Suite(.serialized) struct ListenCLITests {
    @Test func rawPCMOnStdinIsTranscribed() throws {
        let dir = try TemporaryDirectory()
        let audio = try WAVDecoder.decode(contentsOf: TestSpeech.jfk)
        var raw = Data()
        for sample in audio.samples { withUnsafeBytes(of: Int16(sample * 32_767).littleEndian) { raw.append(contentsOf: $0) } }
        let file = try dir.file("jfk.raw", contents: raw)
        let result = try runHearth(["listen", "-"], stdinFile: file)
        #expect(result.status == 0, "\(result.stderr)")
        let finals = result.stdout.split(separator: "\n").filter { $0.hasPrefix("final: ") }
            .map { $0.dropFirst(7).split(separator: "(confidence").first.map(String.init) ?? "" }
        let wer = WordErrorCount(hypothesis: finals.joined(separator: " "), reference: "And so my fellow Americans, ask not what your country can do for you, ask what you can do for your country.")
        #expect(wer.rate < 0.15, "\(result.stdout)")
    }

    @Test func badAudioGivesOneErrorLine() throws {
        let dir = try TemporaryDirectory()
        let truncated = try dir.file("cut.wav", contents: try Data(contentsOf: TestSpeech.jfk).prefix(30))
        let cut = try runHearth(["listen", truncated.path])
        #expect(cut.status == 64)
        #expect(cut.stderr == "hearth: error: cut.wav is not a usable WAV file: truncated fmt chunk\n")
        let text = try dir.file("notes.wav", contents: Data("just some text".utf8))
        let notWav = try runHearth(["listen", text.path])
        #expect(notWav.status == 64)
        #expect(notWav.stderr.split(separator: "\n").count == 1)
        let missing = try runHearth(["listen", dir.url.appendingPathComponent("nope.wav").path])
        #expect(missing.status != 0)
        #expect(missing.stderr.hasPrefix("hearth: error: cannot read"))
    }

    @Test func seriousHeatSwitchesToTheSmallerWhisperPack() throws {
        let dir = try TemporaryDirectory()
        let script = try dir.file("hot.json", contents: Data(#"{"steps": [{"thermal": "serious", "celsius": 91}]}"#.utf8))
        // Whisper base is asked for (it need not be installed): the heat makes it tiny.en.
        let result = try runHearth(["listen", "-m", "base", TestSpeech.jfk.path], environment: ["HEARTH_PROBE_SCRIPT": script.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("(the device is seriously hot, so Whisper tiny.en is used instead of base)"))
        #expect(result.stdout.lowercased().contains("final: ask what you can do for your country"))
        // Nominal: no switch, so the (optional) base pack is asked for and named when missing.
        let cool = try dir.file("cool.json", contents: Data(#"{"steps": [{"thermal": "nominal"}]}"#.utf8))
        let plain = try runHearth(["listen", "-m", "base", TestSpeech.jfk.path], environment: ["HEARTH_PROBE_SCRIPT": cool.path])
        #expect(!plain.stderr.contains("seriously hot"))
    }

    @Test func silenceIsNoSpeech() throws {
        let dir = try TemporaryDirectory()
        let silent = try dir.file("silent.wav", contents: WAVDecoder.encode([Float](repeating: 0, count: 32_000)))
        let result = try runHearth(["listen", silent.path])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("final:"))
        #expect(result.stderr.contains("no speech detected"))
    }

    @Test func sayRejectsEmptyText() throws {
        let result = try runHearth(["say", "  "])
        #expect(result.status == 64)
        #expect(result.stderr == "hearth: error: nothing to say: the text is empty\n")
    }

    @Test func benchVoicePairsClosingSilences() throws {
        let dir = try TemporaryDirectory()
        let corpus = try dir.file("one.jsonl", contents: Data("""
        {"utterance": "remind me to water the plants tomorrow at nine", "reference": "2026-03-05T16:30:00-05:00", "timezone": "America/New_York", "intent": "add_reminder", "slots": {}, "output": "", "source": "paraphrase", "split": "dev"}

        """.utf8))
        // Each value streams the one spoken command once: one line each, then the paired difference.
        let result = try runHearth(["bench-voice", corpus.path, "--repetitions", "1", "--spoken", "1", "-t", "2",
                                    "--model", TestModels.qwenModel.path, "--closing-silence", "0.10", "0.05"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("end of speech → decision (1 spoken command") }
        #expect(lines.count == 2, "\(result.stdout)")
        #expect(lines.first?.contains("closing partial after 0.10 s of silence") == true)
        #expect(lines.last?.contains("closing partial after 0.05 s of silence") == true)
        #expect(result.stdout.contains("paired against the first value: mean"))
        // Each value also says the same decision from the last word, which the closing silence follows.
        let words = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  from the last word") }
        #expect(words.count == 2, "\(result.stdout)")
        func p50(_ line: Substring?) -> Double? {
            line.flatMap { $0.firstMatch(of: /p50 (\d+) ms/) }.flatMap { Double($0.1) }
        }
        if let closed = p50(lines.first), let word = p50(words.first) {
            // The utterance closes after 300 ms of silence: the last word was that much earlier.
            #expect(word >= closed + 250, "\(result.stdout)")
        } else {
            Issue.record("no p50 in \(result.stdout)")
        }
        // A closing partial at or after the close is no closing partial: one clear line.
        let late = try runHearth(["bench-voice", corpus.path, "--spoken", "1", "--closing-silence", "0.3"])
        #expect(late.status == 64)
        #expect(late.stderr.split(separator: "\n").count == 1 && late.stderr.contains("--closing-silence must be above 0 and below"), "\(late.stderr)")
    }
}
