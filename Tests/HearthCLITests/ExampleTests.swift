import Foundation
import HearthTesting
import Testing

/// The library example (`Examples/HearthExample`) runs as a program on the real default model and
/// does what the Getting Started article says: an answer, a cancelled answer, search and ask.
@Suite struct ExampleTests {
    @Test func theLibraryExampleLoadsStreamsCancelsAndSearches() throws {
        let example = CLI.binary.deletingLastPathComponent().appendingPathComponent("HearthExample")
        let output = try CLI.run([], executable: example)
        #expect(output.status == 0, "\(output.stderr)")
        let stdout = output.stdout
        let lines = stdout.split(separator: "\n").map(String.init)

        #expect(lines.first == "model: smollm2-135m", "\(stdout)")
        #expect(stdout.contains("Paris"), "\(stdout)")
        #expect(lines.contains { $0.hasPrefix("[eog]") && $0.contains("from llama.cpp") }, "\(stdout)")

        // The cancelled answer stopped early, and nothing is left running.
        let stopped = try #require(lines.first { $0.hasPrefix("stopped: ") }, "\(stdout)")
        let pieces = Int(stopped.dropFirst("stopped: ".count).prefix { $0.isNumber }) ?? -1
        #expect((1..<100).contains(pieces), "\(stopped)")
        #expect(stopped.hasSuffix(", 0 generations running"), "\(stopped)")

        // Search puts the note about the wifi first, for its keywords and its meaning; the answer
        // quotes the password from it.
        let hits = lines.filter { $0.hasPrefix("hit: ") }
        #expect(hits.first?.hasPrefix("hit: house.md · keywords [\"wifi\", \"password\"]") == true, "\(hits)")
        let answer = try #require(lines.first { $0.hasPrefix("answer: ") }, "\(stdout)")
        #expect(answer.contains("tulip-42"), "\(answer)")
        #expect(lines.contains { $0.hasPrefix("sources: [\"house.md\"") }, "\(stdout)")
    }
}
