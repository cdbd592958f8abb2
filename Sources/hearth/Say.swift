import ArgumentParser
import Foundation
import HearthRuntime
#if canImport(AVFoundation)
import AVFoundation
#endif

/// `hearth say "text"`: spoken feedback.
struct Say: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Speak text aloud (espeak-ng on Linux, the system voice on Apple platforms).",
        discussion: "With --output, writes a WAV file instead of playing (Linux)."
    )

    @Argument(help: "The text to speak.")
    var text: String

    @Option(name: .shortAndLong, help: "Write a WAV file instead of playing it.")
    var output: String?

    @Option(help: "Words per minute.")
    var rate = 160

    func run() async throws {
        let words = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !words.isEmpty else { throw HearthError(.invalidRequest, "nothing to say: the text is empty") }
        guard (80...450).contains(rate) else { throw HearthError(.invalidRequest, "--rate must be 80-450 words per minute") }
        #if os(Linux)
        try Self.espeak(words, rate: rate, output: output)
        #elseif canImport(AVFoundation)
        guard output == nil else { throw HearthError(.invalidRequest, "--output is available on Linux only") }
        await Self.speak(words, rate: rate)
        #else
        throw HearthError(.backendFailure, "no speech synthesiser on this platform")
        #endif
    }

    #if os(Linux)
    static func espeak(_ text: String, rate: Int, output: String?) throws(HearthError) {
        let candidates = ["/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng"]
        guard let binary = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw HearthError(.backendFailure, "espeak-ng is not installed (apt-get install espeak-ng, or run scripts/setup)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        // "--" ends the options: text starting with "-" is spoken, not parsed.
        process.arguments = ["-v", "en-us", "-s", String(rate)] + (output.map { ["-w", $0] } ?? []) + ["--", text]
        let errors = Pipe()
        process.standardError = errors
        do { try process.run() } catch {
            throw HearthError(.backendFailure, "could not start espeak-ng: \(error.localizedDescription)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let detail = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                .split(separator: "\n").first.map(String.init) ?? "exit status \(process.terminationStatus)"
            throw HearthError(.backendFailure, "espeak-ng failed: \(detail)")
        }
    }
    #endif

    #if canImport(AVFoundation) && !os(Linux)
    @MainActor static func speak(_ text: String, rate: Int) async {
        let synthesizer = AVSpeechSynthesizer()
        let utterance = AVSpeechUtterance(string: text)
        utterance.rate = AVSpeechUtteranceDefaultSpeechRate * Float(rate) / 180
        synthesizer.speak(utterance)
        while synthesizer.isSpeaking { try? await Task.sleep(for: .milliseconds(100)) }
    }
    #endif
}
