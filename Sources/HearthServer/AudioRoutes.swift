import Foundation
import HearthCore
import HearthRuntime
import Hummingbird

/// `POST /v1/audio/transcriptions`: OpenAI's speech-to-text, through whisper.cpp.
///
/// A multipart form with `file` (WAV: other formats are a 415), `model` (`whisper-1` or a
/// Whisper pack such as `tiny.en`, `base.en`), `language` (English: the packs are English-only),
/// `prompt` (accepted, not used), `response_format` (`json`, `text`, `verbose_json` with
/// segments) and `temperature` (decoding is greedy). The audio is cut into utterances by the
/// voice-activity detector and each is transcribed, as `hearth listen` does, so both give the same
/// text.
struct AudioRoutes: RouteGroup {
    /// The largest upload, as a multiple of the server's body limit (1 MiB → 25 MiB, OpenAI's limit).
    static let audioLimitFactor = 25

    func register(on router: Router<ServerContext>, _ environment: RouteEnvironment) {
        let limit = environment.maxBodyBytes * Self.audioLimitFactor
        let speech = SpeechHost(host: environment.host)
        router.post("/v1/audio/transcriptions") { request, _ -> Response in
            var request = request
            let type = request.headers[.contentType] ?? ""
            let body = try await request.collectBody(limit: limit)
            let form: MultipartForm
            do throws(MultipartForm.Failure) {
                form = try MultipartForm(body: Array(body.readableBytesView), contentType: type)
            } catch {
                throw ServerError(.badRequest, "send the audio as multipart/form-data with a 'file' part: \(error.description)", parameter: "file")
            }
            guard let file = form.part(named: "file"), !file.data.isEmpty else {
                throw ServerError(.badRequest, "the form has no 'file' part (or it is empty)", parameter: "file")
            }
            let format = form.part(named: "response_format")?.text.trimmingCharacters(in: .whitespaces) ?? "json"
            guard ["json", "text", "verbose_json"].contains(format) else {
                throw ServerError(.badRequest, "response_format must be json, text or verbose_json (got '\(format)')", parameter: "response_format")
            }
            if let language = form.part(named: "language")?.text.trimmingCharacters(in: .whitespaces).lowercased(), !language.isEmpty,
               !["en", "english"].contains(language) {
                throw ServerError(.badRequest, "only English is transcribed (the Whisper packs are English-only); got language '\(language)'", parameter: "language")
            }
            if let temperature = form.part(named: "temperature")?.text, !temperature.isEmpty {
                guard let value = Double(temperature), (0...1).contains(value) else {
                    throw ServerError(.badRequest, "temperature must be between 0 and 1", parameter: "temperature")
                }
            }
            let model = form.part(named: "model")?.text.trimmingCharacters(in: .whitespaces)
            let pack = (model == nil || model == "whisper-1" || model == "") ? nil : model
            guard Self.isWAV(file.data) else {
                let named = file.contentType ?? file.filename ?? "this file"
                return ServerError(.unsupportedMedia, "only WAV audio can be transcribed, not \(named); convert it first (e.g. ffmpeg -i in.mp3 -ar 16000 -ac 1 out.wav)", parameter: "file").response()
            }
            let audio: PCMAudio
            do {
                audio = try WAVDecoder.decode(Data(file.data), name: file.filename ?? "the upload")
            } catch {
                throw ServerError(.badRequest, error.message, parameter: "file")
            }
            let segments = try await speech.transcribe(audio, model: pack)
            let text = segments.map(\.text).joined(separator: " ")
            switch format {
            case "text":
                return Response(status: .ok, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: text + "\n")))
            case "verbose_json":
                return JSON.response([
                    "task": "transcribe", "language": "english", "duration": audio.seconds, "text": text,
                    "segments": segments.enumerated().map { index, segment in
                        ["id": index, "start": segment.start, "end": segment.end, "text": segment.text,
                         "avg_logprob": log(max(segment.confidence, 1e-9)), "temperature": 0.0] as [String: Any]
                    },
                ])
            default:
                return JSON.response(["text": text])
            }
        }
    }

    /// RIFF/WAVE magic.
    static func isWAV(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 12 && bytes[0..<4].elementsEqual("RIFF".utf8) && bytes[8..<12].elementsEqual("WAVE".utf8)
    }
}

/// Whisper for the server: loaded on first use (per pack) and used by one request at a time (the
/// voice-activity detector keeps state per stream).
actor SpeechHost {
    struct Segment {
        var text: String
        var start: Double
        var end: Double
        var confidence: Double
    }

    private let host: ModelHost
    private var loaded: [String: SpeechRuntime] = [:]
    private var tail: Task<Void, Never>?

    init(host: ModelHost) {
        self.host = host
    }

    /// The utterances of `audio`, transcribed in order.
    ///
    /// - Throws: `ServerError` for an unknown pack; `HearthError` from the engines.
    func transcribe(_ audio: PCMAudio, model: String?) async throws -> [Segment] {
        let previous = tail
        let task = Task { () async throws -> [Segment] in
            await previous?.value
            let speech = try await self.runtime(model)
            var configuration = StreamingConfiguration()
            // A whole upload: no partial guesses to show.
            configuration.partialIntervalSeconds = audio.seconds + 60
            var segments: [Segment] = []
            for try await event in speech.streamer(configuration: configuration).events(from: AudioChunks(audio.samples, chunkSize: PCMAudio.sampleRate / 10)) {
                if case .final(let transcript, let end) = event, !transcript.text.isEmpty {
                    segments.append(Segment(text: transcript.text, start: max(0, end - transcript.audioSeconds), end: end, confidence: transcript.confidence))
                }
            }
            return segments
        }
        tail = Task { _ = try? await task.value }
        return try await task.value
    }

    private func runtime(_ model: String?) async throws -> SpeechRuntime {
        let key = model ?? SpeechRuntime.defaultModelName
        if let speech = loaded[key] { return speech }
        switch await Self.load(model, paths: await host.configuration.paths) {
        case .success(let speech):
            loaded[key] = speech
            return speech
        case .failure(let error) where error.code == .modelNotFound || error.code == .invalidRequest:
            throw ServerError(.modelNotFound, "\(error.message) (model: whisper-1 or an installed Whisper pack such as tiny.en)", parameter: "model")
        case .failure(let error):
            throw error
        }
    }

    private static func load(_ model: String?, paths: HearthPaths) async -> Result<SpeechRuntime, HearthError> {
        do throws(HearthError) {
            return .success(try await SpeechRuntime.load(model: model, paths: paths))
        } catch {
            return .failure(error)
        }
    }
}
