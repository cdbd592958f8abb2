import Foundation
import HearthCore
import HearthRuntime
import HearthTesting
import Testing

/// `VoiceService` on the real qwen model through a real `ModelHost`, with a manual clock for the
/// expiry of pending commands.
@Suite struct VoiceServiceTests {
    @Test func aPendingCommandExpiresAndCannotBeConfirmedLate() async throws {
        let home = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(at: home.url.appendingPathComponent("models"),
                                                   withDestinationURL: HearthPaths.standard().models.resolvingSymlinksInPath())
        var configuration = ModelHost.Configuration()
        configuration.paths = HearthPaths(home: home.url)
        configuration.model = TestModels.defaultModel.path
        configuration.engine.contextLength = 1024
        let host = try await ModelHost.start(configuration)
        let clock = ManualClock()
        let start = Date()
        let voice = try VoiceService(host: host, pendingLifetime: 60) {
            start.addingTimeInterval(Double(clock.now.offset.components.seconds))
        }
        let outcome = try await voice.command(text: "send an email to John saying I will be late")
        #expect(outcome.intent == "send_email")
        #expect(outcome.decision == .confirm && !outcome.reason.contains("cannot wait"))
        // Mail asked to go later: asked, as all mail is, with the time out of the message and said.
        let later = try await voice.command(text: "email John at 5 pm saying I will be late")
        #expect(later.decision == .confirm && later.reason.contains("cannot wait until \"at 5 pm\""), "\(later.reason)")
        let pending = try #require(outcome.pending)
        #expect(pending.expiresAt == start.addingTimeInterval(60))
        #expect(await host.residentModel == VoiceService.modelName)

        clock.advance(by: .seconds(61))
        await #expect(throws: VoiceService.Failure(.notFound, "no pending command \(pending.id) (unknown, or it expired after 60 s)")) {
            try await voice.confirm(pending.id)
        }
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: voice.folders.outbox.path)) ?? []).isEmpty)
        #expect(try await voice.recentActions().isEmpty)
        #expect(await voice.speechLoaded == false, "Whisper loads only for audio")
    }
}
