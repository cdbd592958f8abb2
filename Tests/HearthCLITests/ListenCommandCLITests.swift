import Foundation
import HearthCore
import HearthTesting
import Testing

/// `hearth listen --command`: speech handed to the voice-command pipeline, with HEARTH_HOME in a
/// temporary folder (models linked in) so no real calendar is touched.
@Suite(.serialized) struct ListenCommandCLITests {
    static func home() throws -> TemporaryDirectory {
        let home = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(at: home.url.appendingPathComponent("models"),
                                                   withDestinationURL: HearthPaths.standard().models.resolvingSymlinksInPath())
        return home
    }

    @Test func aSpokenReminderIsTranscribedUnderstoodAndGated() throws {
        let home = try Self.home()
        let wav = home.url.appendingPathComponent("command.wav")
        let said = try VoiceCLITests.run(["say", "remind me to call mom tomorrow at five p m", "--output", wav.path], home: home.url)
        #expect(said.status == 0, "\(said.stderr)")
        let heard = try VoiceCLITests.run(["listen", wav.path, "--command", "--now", "2026-11-23T10:00:00+01:00",
                                           "--timezone", "Europe/Berlin"], home: home.url)
        #expect(heard.status == 0, "\(heard.stderr)")
        let lines = heard.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("partial: ") })
        let final = try #require(lines.first { $0.hasPrefix("final: ") }, "\(heard.stdout)")
        #expect(final.contains("(confidence 0."))
        let command = lines.first { $0.hasPrefix("command: ") }
        #expect(command == "command: remind me to call mom tomorrow at 5 p m" || command == "command: remind me to call mom tomorrow at five p m", "\(heard.stdout)")
        // The voice pipeline took it: the understanding, the fused confidence and the gate.
        #expect(lines.contains("understood: reminder \"call mom\" at 2026-11-24T17:00:00+01:00"), "\(heard.stdout)")
        let gateLine = try #require(lines.first { $0.hasPrefix("confidence ") }, "\(heard.stdout)")
        let calendar = home.url.appendingPathComponent("voice/calendar")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: calendar.path)) ?? []
        if gateLine.contains("· execute") {
            #expect(files.count == 1)
            #expect(lines.contains { $0.hasPrefix("done: ") && $0.hasSuffix(".ics") })
            let undo = try VoiceCLITests.run(["undo"], home: home.url)
            #expect(undo.stdout.contains("undone: reminder \"call mom\""))
            #expect(((try? FileManager.default.contentsOfDirectory(atPath: calendar.path)) ?? []).isEmpty)
        } else {
            // Speech lowered the confidence: stdin is not a terminal, so nothing is confirmed.
            #expect(gateLine.contains("· confirm") || gateLine.contains("· ask"), "\(gateLine)")
            #expect(heard.stdout.contains("nothing was done"))
            #expect(files.isEmpty)
        }
        #expect(!heard.stderr.contains("not available"))
        #expect(!heard.stderr.contains("voice partials"), "\(heard.stderr)")
    }

    /// On battery the model reads only the partials whose words held still; the person is told,
    /// and the command is understood the same.
    @Test func powerSavingReadsOnlyStillPartials() throws {
        let home = try Self.home()
        let wav = home.url.appendingPathComponent("command.wav")
        #expect(try VoiceCLITests.run(["say", "remind me to call mom tomorrow at five p m", "--output", wav.path], home: home.url).status == 0)
        let script = home.url.appendingPathComponent("battery.json")
        try Data(#"{"steps": [{"battery": 0.1, "charging": false}]}"#.utf8).write(to: script)
        let heard = try VoiceCLITests.run(["listen", wav.path, "--realtime", "--command", "--now", "2026-11-23T10:00:00+01:00",
                                           "--timezone", "Europe/Berlin"], home: home.url, environment: ["HEARTH_PROBE_SCRIPT": script.path])
        #expect(heard.status == 0, "\(heard.stderr)")
        #expect(heard.stderr.contains("(power saving (battery 10%, not charging): "), "\(heard.stderr)")
        #expect(heard.stderr.contains("voice partials read once they hold still)"), "\(heard.stderr)")
        let lines = heard.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("partial: ") })
        #expect(lines.contains("understood: reminder \"call mom\" at 2026-11-24T17:00:00+01:00"), "\(heard.stdout)")
    }

    @Test func commandOnlyOptionsNeedCommand() throws {
        let home = try Self.home()
        let result = try VoiceCLITests.run(["listen", TestSpeech.jfk.path, "--now", "2026-11-23T10:00:00+01:00"], home: home.url)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("hearth: error: --command-model, --now and --timezone only apply with --command"))
        let zone = try VoiceCLITests.run(["listen", TestSpeech.jfk.path, "--command", "--timezone", "Mars/Olympus"], home: home.url)
        #expect(zone.status != 0)
        #expect(zone.stderr == "hearth: error: unknown time zone Mars/Olympus\n")
    }
}
