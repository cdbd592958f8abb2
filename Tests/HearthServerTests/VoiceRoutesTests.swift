import Foundation
import HearthCore
import HearthTesting
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A data folder for one voice test: empty, with `models` linked to the installed models, so
/// actions write into it and never into the user's calendar.
final class VoiceTestHome: Sendable {
    let directory: TemporaryDirectory
    var paths: HearthPaths { HearthPaths(home: directory.url) }
    var voice: URL { directory.url.appendingPathComponent("voice", isDirectory: true) }

    init() throws {
        directory = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(at: directory.url.appendingPathComponent("models"),
                                                   withDestinationURL: HearthPaths.standard().models.resolvingSymlinksInPath())
    }

    /// Files in `voice/<folder>`.
    func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: voice.appendingPathComponent(folder).path)) ?? []).sorted()
    }
}

extension HearthServerSuites {
@Suite("Voice commands over HTTP: gates, confirmation, undo, audio", .serialized)
struct VoiceRoutesTests {
    /// A fixed "now" so time expressions resolve to known values.
    static let now = "2026-11-23T10:00:00+01:00"
    static let zone = "Europe/Berlin"

    static func command(_ server: TestServer, _ text: String) async throws -> TestServer.Reply {
        try await server.request("api/voice/command", method: "POST", json: ["text": text, "now": now, "timezone": zone])
    }

    @Test func aConfidentCommandRunsAndUndoRemovesItsFile() async throws {
        let home = try VoiceTestHome()
        let server = try await TestServer.start(paths: home.paths)
        let reply = try await Self.command(server, "create a note called shopping list")
        #expect(reply.status == 200, "\(reply.text)")
        #expect(reply.json["intent"] as? String == "create_note")
        #expect(reply.json["gate"] as? String == "auto_run", "\(reply.text)")
        #expect((reply.json["confidence"] as? Double ?? 0) >= 0.91)
        #expect((reply.json["reason"] as? String)?.contains("0.91") == true)
        #expect(reply.json["transcript"] is NSNull)
        let undoID = try #require(reply.json["undo_id"] as? String)
        let action = try #require(reply.json["action"] as? [String: Any])
        let files = try #require(action["files"] as? [String])
        #expect(files.count == 1)
        let note = try String(contentsOfFile: try #require(files.first), encoding: .utf8)
        #expect(note.lowercased().contains("shopping list"))
        #expect(home.files("notes").count == 1)

        // The journal lists it; undo by id removes the file; a second undo of it conflicts.
        let journal = try await server.request("api/voice/actions")
        let listed = try #require(journal.json["actions"] as? [[String: Any]])
        #expect(listed.first?["id"] as? String == undoID)
        #expect(listed.first?["undone"] as? Bool == false)
        let undo = try await server.request("api/voice/undo", method: "POST", json: ["id": undoID])
        #expect(undo.status == 200, "\(undo.text)")
        #expect((undo.json["undone"] as? [String: Any])?["id"] as? String == undoID)
        #expect(home.files("notes").isEmpty)
        let again = try await server.request("api/voice/undo", method: "POST", json: ["id": undoID])
        #expect(again.status == 409)
        #expect(again.errorMessage.contains("already undone"))
        let after = try await server.request("api/voice/actions")
        #expect((after.json["actions"] as? [[String: Any]])?.first?["undone"] as? Bool == true)
        // The voice model stays resident until a request names another: the chat model swaps back.
        let chat = try await server.request("v1/chat/completions", method: "POST",
                                            json: ["model": "smollm2-135m", "messages": [["role": "user", "content": "Hi"]], "max_tokens": 4, "temperature": 0])
        #expect(chat.status == 200)
        #expect(chat.json["model"] as? String == "smollm2-135m")
    }

    @Test func anEmailWaitsForConfirmationThenGoesToTheOutbox() async throws {
        let home = try VoiceTestHome()
        let server = try await TestServer.start(paths: home.paths)
        let reply = try await Self.command(server, "send an email to John saying I will be late")
        #expect(reply.status == 200, "\(reply.text)")
        #expect(reply.json["intent"] as? String == "send_email")
        #expect(reply.json["gate"] as? String == "confirm", "\(reply.text)")
        #expect(reply.json["action"] == nil)
        let id = try #require(reply.json["pending_id"] as? String)
        let card = try #require(reply.json["confirmation"] as? [String: Any])
        let description = try #require(card["description"] as? String)
        #expect(description.contains("outbox"))
        #expect(description.lowercased().contains("john"))
        #expect(home.files("outbox").isEmpty, "nothing runs before the yes")

        let confirmed = try await server.request("api/voice/confirm/\(id)", method: "POST")
        #expect(confirmed.status == 200, "\(confirmed.text)")
        #expect(confirmed.json["status"] as? String == "done")
        let outbox = home.files("outbox")
        #expect(outbox.count == 1)
        let message = try String(contentsOf: home.voice.appendingPathComponent("outbox/\(try #require(outbox.first))"), encoding: .utf8)
        #expect(message.contains("To: John <"))
        #expect(message.lowercased().contains("late"))

        // Done once: confirming or cancelling again conflicts.
        #expect(try await server.request("api/voice/confirm/\(id)", method: "POST").status == 409)
        #expect(try await server.request("api/voice/cancel/\(id)", method: "POST").status == 409)
        // Undo with no id reverts the last action.
        let undo = try await server.request("api/voice/undo", method: "POST")
        #expect(undo.status == 200, "\(undo.text)")
        #expect(home.files("outbox").isEmpty)
        let nothing = try await server.request("api/voice/undo", method: "POST")
        #expect(nothing.status == 409)
        #expect(nothing.errorMessage == "there is nothing to undo")

        // A cancelled command never runs.
        let second = try await Self.command(server, "send an email to Mary saying the report is ready")
        let secondID = try #require(second.json["pending_id"] as? String, "\(second.text)")
        let cancelled = try await server.request("api/voice/cancel/\(secondID)", method: "POST")
        #expect(cancelled.status == 200)
        #expect(cancelled.json["status"] as? String == "cancelled")
        #expect(try await server.request("api/voice/confirm/\(secondID)", method: "POST").status == 409)
        #expect(home.files("outbox").isEmpty)
    }

    @Test func theCardsEditsReachTheAction() async throws {
        let home = try VoiceTestHome()
        let server = try await TestServer.start(paths: home.paths)
        // A slot edited on the card: the message body.
        let email = try await Self.command(server, "send an email to John saying I will be late")
        let emailID = try #require(email.json["pending_id"] as? String, "\(email.text)")
        // A misspelt key is refused, not confirmed without the edit.
        let misspelt = try await server.request("api/voice/confirm/\(emailID)", method: "POST", json: ["slot": ["email_body": "I will be very late"]])
        #expect(misspelt.status == 400 && misspelt.errorMessage.contains("unknown key 'slot' in the edit"), "\(misspelt.text)")
        #expect(home.files("outbox").isEmpty)
        let bad = try await server.request("api/voice/confirm/\(emailID)", method: "POST", json: ["slots": ["title": "not an email slot"]])
        #expect(bad.status == 400, "\(bad.text)")
        #expect(bad.errorMessage.contains("no slot title"))
        #expect(home.files("outbox").isEmpty)
        let edited = try await server.request("api/voice/confirm/\(emailID)", method: "POST", json: ["slots": ["email_body": "I will be very late"]])
        #expect(edited.status == 200, "\(edited.text)")
        let message = try String(contentsOf: home.voice.appendingPathComponent("outbox/\(try #require(home.files("outbox").first))"), encoding: .utf8)
        #expect(message.contains("I will be very late"))

        // Another intent picked on the card: its slots are drafted again from the same words, and a
        // time typed in words is resolved against the command's reference time.
        let pending = try await Self.command(server, "send an email to Lisa saying dentist on friday at 3 pm")
        let pendingID = try #require(pending.json["pending_id"] as? String, "\(pending.text)")
        let switched = try await server.request("api/voice/confirm/\(pendingID)", method: "POST", json: ["intent": "create_note"])
        #expect(switched.status == 200, "\(switched.text)")
        #expect(((switched.json["action"] as? [String: Any])?["intent"] as? String) == "create_note")
        #expect(home.files("notes").count == 1)
        let unknown = try await Self.command(server, "send an email to Lisa saying hello")
        let unknownID = try #require(unknown.json["pending_id"] as? String)
        #expect(try await server.request("api/voice/confirm/\(unknownID)", method: "POST", json: ["intent": "launch_rocket"]).status == 400)
        #expect(try await server.request("api/voice/confirm/\(unknownID)", method: "POST", rawBody: Data("{not json".utf8)).status == 400)
    }

    @Test func somethingHearthCannotDoIsRejected() async throws {
        let home = try VoiceTestHome()
        let server = try await TestServer.start(paths: home.paths)
        let reply = try await Self.command(server, "turn off the lights in the kitchen")
        #expect(reply.status == 200, "\(reply.text)")
        #expect(reply.json["intent"] as? String == "none")
        #expect(reply.json["gate"] as? String == "reject")
        #expect((reply.json["reason"] as? String)?.isEmpty == false)
        #expect(reply.json["pending_id"] == nil)
        #expect(reply.json["undo_id"] == nil)
        #expect(!FileManager.default.fileExists(atPath: home.voice.appendingPathComponent("journal.jsonl").path))
        // Changing what is there is not adding something: rejected, and the reason says why.
        for text in ["move my 3 pm meeting to 4", "mark every email from the school as read"] {
            let change = try await Self.command(server, text)
            #expect(change.json["intent"] as? String == "none", "\(text): \(change.text)")
            #expect(change.json["gate"] as? String == "reject", "\(text)")
            #expect((change.json["reason"] as? String)?.contains("not move, change or delete") == true, "\(change.text)")
        }
        // Neither is asking what is there: rejected, with its own reason.
        let question = try await Self.command(server, "do I have anything on tomorrow morning")
        #expect(question.json["intent"] as? String == "none", "\(question.text)")
        #expect(question.json["gate"] as? String == "reject", "\(question.text)")
        #expect((question.json["reason"] as? String)?.contains("not yet look up what your calendar") == true, "\(question.text)")
        #expect(!FileManager.default.fileExists(atPath: home.voice.appendingPathComponent("journal.jsonl").path))
    }

    @Test func aConfidentCommandHeldForConfirmationSaysWhy() async throws {
        let home = try VoiceTestHome()
        let server = try await TestServer.start(paths: home.paths)
        // On Monday 23 November, the next 26th that is a tuesday is in January.
        let reply = try await Self.command(server, "remind me on tuesday the 26th to call the bank")
        #expect(reply.status == 200, "\(reply.text)")
        #expect(reply.json["gate"] as? String == "confirm", "\(reply.text)")
        let reason = try #require(reply.json["reason"] as? String)
        #expect(reason.contains(", but ") && reason.contains("more than a month ahead"), "\(reason)")
        #expect(!reason.contains("is below"), "\(reason)")
        #expect(reply.json["pending_id"] is String)
    }

    @Test func aSpokenCommandIsTranscribedAndUnderstood() async throws {
        let home = try VoiceTestHome()
        let server = try await TestServer.start(paths: home.paths)
        let wav = try TestSpeech.synthesize("remind me to call mom tomorrow at five p m", into: home.directory.url)
        let reply = try await server.request(audio: try Data(contentsOf: wav), query: "now=\(Self.now.replacingOccurrences(of: "+", with: "%2B"))&timezone=\(Self.zone)")
        #expect(reply.status == 200, "\(reply.text)")
        let transcript = try #require(reply.json["transcript"] as? String)
        #expect(transcript.lowercased().contains("call mom"), "\(transcript)")
        let asr = try #require(reply.json["asr_confidence"] as? Double)
        #expect(asr > 0.5 && asr <= 1)
        #expect(reply.json["intent"] as? String == "add_reminder", "\(reply.text)")
        let slots = try #require(reply.json["slots"] as? [String: String])
        #expect(slots["datetime_point"] == "2026-11-24T17:00:00+01:00", "\(slots)")
        #expect(slots["title"]?.lowercased().contains("call mom") == true, "\(slots)")
        // Speech lowers the fused confidence: whatever the gate, the reply carries its own follow-up.
        switch reply.json["gate"] as? String {
        case "auto_run": #expect(home.files("calendar").count == 1)
        case "confirm": #expect(reply.json["pending_id"] is String)
        default: Issue.record("a clear reminder was rejected: \(reply.text)")
        }
    }

    @Test func badInputsAreClearJSONErrors() async throws {
        let home = try VoiceTestHome()
        let server = try await TestServer.start(maxBodyBytes: 64 * 1024, paths: home.paths)
        func expectError(_ reply: TestServer.Reply, _ status: Int, _ words: String) {
            #expect(reply.status == status, "\(reply.text)")
            #expect(reply.errorMessage.contains(words), "\(reply.text)")
        }
        expectError(try await server.request("api/voice/command", method: "POST", json: ["text": "   "]), 400, "the command is empty")
        expectError(try await server.request("api/voice/command", method: "POST", json: [String: String]()), 400, "the command is empty")
        expectError(try await server.request("api/voice/command", method: "POST", rawBody: Data("{not json".utf8)), 400, "not JSON")
        expectError(try await server.request("api/voice/command", method: "POST", json: ["text": "remind me", "timezone": "Mars/Olympus"]), 400, "unknown time zone")
        expectError(try await server.request("api/voice/command", method: "POST", json: ["text": "remind me", "now": "tomorrow"]), 400, "ISO 8601")
        // A misspelt key is refused rather than dropped (here the zone would silently be the server's).
        let typo = try await server.request("api/voice/command", method: "POST", json: ["text": "remind me at 9", "timezon": "Asia/Tokyo"])
        expectError(typo, 400, "unknown key 'timezon' in a voice command; the keys are text, now, timezone, asr_confidence")
        #expect((typo.json["error"] as? [String: Any])?["param"] as? String == "timezon", "\(typo.text)")
        expectError(try await server.request(audio: Data("RIFF".utf8), query: "timezon=Asia/Tokyo"), 400, "unknown query parameter 'timezon'")
        expectError(try await server.request("api/voice/undo", method: "POST", json: ["undo_id": "42"]), 400, "unknown key 'undo_id' in an undo")
        expectError(try await server.request("api/voice/command", method: "POST", rawBody: Data("[\"remind me\"]".utf8)), 400, "not valid")
        expectError(try await server.request(audio: Data("this is not audio at all".utf8)), 400, "not a usable WAV file")
        expectError(try await server.request(audio: Data()), 400, "empty")
        let silence = WAVDecoder.encode([Float](repeating: 0, count: 16_000))
        expectError(try await server.request(audio: silence), 422, "no speech")
        // Audio may be 8 x the body limit (here 512 KiB), no more.
        expectError(try await server.request(audio: Data(count: 600 * 1024)), 413, "limit of 512 KiB")
        expectError(try await server.request(audio: Data("ID3".utf8), contentType: "audio/mpeg"), 415, "only WAV")
        expectError(try await server.request(audio: Data("hello".utf8), contentType: "text/plain"), 400, "not JSON")
        let unknown = UUID().uuidString.lowercased()
        expectError(try await server.request("api/voice/confirm/\(unknown)", method: "POST"), 404, "no pending command")
        expectError(try await server.request("api/voice/cancel/\(unknown)", method: "POST"), 404, "no pending command")
        expectError(try await server.request("api/voice/undo", method: "POST", json: ["id": unknown]), 404, "no action")
        expectError(try await server.request("api/voice/undo", method: "POST", json: ["id": "42"]), 400, "not an action id")
        expectError(try await server.request("api/voice/undo", method: "POST"), 409, "nothing to undo")
        expectError(try await server.request(audio: Data(), path: "/api/voice/actions?limit=0", method: "GET", contentType: nil), 400, "limit")
        let empty = try await server.request("api/voice/actions")
        #expect(empty.status == 200)
        #expect((empty.json["actions"] as? [Any])?.isEmpty == true)
        let features = try await server.request("api/features")
        #expect((features.json["features"] as? [String: Bool])?["voice"] == true)
    }
}
}

extension TestServer {
    /// Uploads `audio` to `/api/voice/command` as the body (or sends it to `path` with a query).
    func request(audio: Data, query: String = "", path: String = "/api/voice/command", method: String = "POST",
                 contentType: String? = "audio/wav") async throws -> Reply {
        var request = URLRequest(url: URL(string: base.absoluteString + path + (query.isEmpty ? "" : "?" + query))!)
        request.httpMethod = method
        if method != "GET" { request.httpBody = audio }
        if let contentType { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
        if let apiKey { request.setValue("Bearer \(apiKey)", forHTTPHeaderField: "Authorization") }
        request.timeoutInterval = 3600 // a hang guard, not a timing assertion
        let (data, response) = try await URLSession.shared.data(for: request)
        let http = response as! HTTPURLResponse
        return Reply(status: http.statusCode, headers: http.allHeaderFields, body: data)
    }
}
