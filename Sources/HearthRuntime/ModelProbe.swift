import Foundation
import HearthCatalog
import HearthCore
import HearthLlama

/// A first load that cannot take Hearth down.
///
/// llama.cpp aborts the whole process (`GGML_ASSERT`) on some damaged GGUF files that pass every
/// header check, e.g. a duplicated vocabulary entry. So a model file that is not the verified file
/// of a built-in pack (an import, `--model PATH`, a file dropped into the store) is first loaded
/// in a short-lived child process: the same `hearth` binary, hidden subcommand `probe-model`,
/// which loads the file, evaluates one token and exits. Only a file that passed is loaded in this
/// process; the outcome is remembered by the file's SHA-256 in the store's `ProbeLedger`, so
/// each file is probed once. A failure names what llama.cpp said.
///
/// ```swift
/// let probe = ModelProbe(paths: .standard())
/// try await probe.ensureLoadable(url)      // throws .invalidModel for a file that crashes llama.cpp
/// let engine = try await LlamaEngine.load(modelAt: url)
/// ```
public struct ModelProbe: Sendable {
    /// What the probe loads the file as.
    public enum Kind: String, Sendable, CaseIterable {
        /// A generation model: load, evaluate a prompt token, sample one.
        case generation
        /// An embedding model: load, embed one short text.
        case embedding
    }

    /// Why a file may be loaded in this process.
    public enum Verdict: Sendable, Hashable {
        /// Its SHA-256 is a built-in pack's: the catalogue vouches for it.
        case verified
        /// It passed a trial load earlier (the ledger says so).
        case passedEarlier
        /// It passed a trial load just now.
        case passedNow
    }

    /// Where outcomes are remembered.
    public var ledger: ProbeLedger
    /// The `hearth` binary that runs the trial load (nil: none found, so unverified files are refused).
    public var executable: URL?
    /// A trial load that takes longer is stopped and reported (and not remembered).
    public var timeout: Duration

    /// - Parameters:
    ///   - paths: the data folder whose model store keeps the ledger.
    ///   - executable: the `hearth` binary (default: ``ModelProbe/defaultExecutable(environment:)``).
    ///   - timeout: how long a trial load may take.
    public init(paths: HearthPaths, executable: URL? = ModelProbe.defaultExecutable(), timeout: Duration = .seconds(300)) {
        self.ledger = ProbeLedger(store: paths.models)
        self.executable = executable
        self.timeout = timeout
    }

    /// The `hearth` binary: `$HEARTH_PROBE_EXECUTABLE`, this process when it is `hearth`, or a
    /// `hearth` beside this process's executable (SwiftPM's build folder, for tests).
    public static func defaultExecutable(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let explicit = environment["HEARTH_PROBE_EXECUTABLE"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        #if os(Linux)
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        guard let me = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        #endif
        if me.lastPathComponent == "hearth" { return me }
        var folder = me.deletingLastPathComponent()
        // An xctest bundle on Apple platforms: Foo.xctest/Contents/MacOS/Foo.
        while folder.pathComponents.contains(where: { $0.hasSuffix(".xctest") }) { folder.deleteLastPathComponent() }
        let sibling = folder.appendingPathComponent("hearth")
        return FileManager.default.isExecutableFile(atPath: sibling.path) ? sibling : nil
    }

    /// Returns when `file` may be loaded in this process; probes it in a child process first if
    /// it is neither a verified pack file nor probed before.
    ///
    /// - Parameters:
    ///   - file: the GGUF file.
    ///   - kind: what it will be loaded as.
    /// - Returns: why the file may be loaded.
    /// - Throws: `HearthError.invalidModel` naming what llama.cpp said (or the signal that ended
    ///   the trial), `.modelNotFound` / `.io` when the file cannot be read, `.unavailable` when no
    ///   `hearth` binary is there to run the trial.
    @discardableResult
    public func ensureLoadable(_ file: URL, kind: Kind = .generation) async throws(HearthError) -> Verdict {
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw HearthError(.modelNotFound, "no model file at \(file.path)")
        }
        let sha: String
        do { sha = try ledger.sha256(of: file) } catch { throw HearthError(.io, error.message) }
        if Catalog.builtInHashes().contains(sha) { return .verified }
        // Hearth's own reader first: a malformed header is a clear error without a child process.
        do { _ = try GGUFHeader.read(from: file) } catch { throw HearthError(.invalidModel, error.message) }
        if let outcome = ledger.outcome(sha256: sha) {
            if outcome.passed { return .passedEarlier }
            throw HearthError(.invalidModel, outcome.message ?? "\(file.lastPathComponent) failed its trial load")
        }
        guard let executable else {
            throw HearthError(.unavailable, "\(file.lastPathComponent) is not a verified pack file and the hearth binary that would test-load it in a separate process was not found (set HEARTH_PROBE_EXECUTABLE)")
        }
        let trial = await Self.runChild(executable: executable, arguments: ["probe-model", "--kind", kind.rawValue, file.path], timeout: timeout)
        switch Self.outcome(of: trial, file: file, timeout: timeout) {
        case .passed:
            ledger.record(ProbeLedger.Outcome(passed: true, message: nil, file: file.lastPathComponent), sha256: sha)
            return .passedNow
        case .failed(let message):
            ledger.record(ProbeLedger.Outcome(passed: false, message: message, file: file.lastPathComponent), sha256: sha)
            throw HearthError(.invalidModel, message)
        case .inconclusive(let error):
            throw error
        }
    }

    // MARK: The child's side

    /// The trial load itself, run by `hearth probe-model` in the child: load `file`, evaluate one
    /// token, return. A file that makes llama.cpp abort ends the child, not the caller.
    ///
    /// - Throws: `HearthError` from loading or evaluating.
    public static func runTrial(_ file: URL, kind: Kind) async throws(HearthError) {
        limitAddressSpace(fileBytes: (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0)
        switch kind {
        case .generation:
            var configuration = LlamaConfiguration()
            configuration.contextLength = 64
            configuration.batchSize = 64
            configuration.threads = min(2, configuration.threads)
            let engine = try await LlamaEngine.load(modelAt: file, configuration: configuration)
            var options = GenerationOptions()
            options.maxTokens = 1
            options.temperature = 0
            do {
                for try await _ in engine.generate(GenerationRequest(prompt: .text("Hello"), options: options)) {}
            } catch let error as HearthError {
                throw error
            } catch {
                throw HearthError(.backendFailure, "\(error)")
            }
        case .embedding:
            let embedder = try await LlamaEmbedder.load(modelAt: file, threads: 1, batchTokens: 64)
            _ = try await embedder.embed(["hello"])
        }
    }

    /// Caps the child's address space so a file that asks llama.cpp for absurd buffers fails
    /// there (an allocation error) instead of exhausting the device: the mapped file, plus room
    /// for a small context and the runtime.
    static func limitAddressSpace(fileBytes: Int) {
        #if os(Linux)
        let addressSpace = __rlimit_resource_t(RLIMIT_AS.rawValue)
        #else
        let addressSpace = RLIMIT_AS
        #endif
        let limit = rlim_t(fileBytes) * 2 + (6 << 30)
        var current = rlimit()
        guard getrlimit(addressSpace, &current) == 0, current.rlim_max > limit else { return }
        var wanted = rlimit(rlim_cur: limit, rlim_max: current.rlim_max)
        _ = setrlimit(addressSpace, &wanted)
    }


    // MARK: The parent's side

    struct ChildResult: Sendable {
        /// The exit status, or the signal that ended the child.
        var status: Int32
        var signalled: Bool
        var timedOut: Bool
        /// The end of what the child wrote to stderr.
        var stderr: String
        var launchError: String?
    }

    enum Outcome: Equatable {
        case passed
        case failed(String)
        case inconclusive(HearthError)
    }

    /// Reads a finished trial: exit 0 passed; a clean error exit or a signal failed (remembered);
    /// a timeout or a child that could not start is inconclusive (not remembered).
    static func outcome(of child: ChildResult, file: URL, timeout: Duration) -> Outcome {
        let name = file.lastPathComponent
        if let launchError = child.launchError {
            return .inconclusive(HearthError(.unavailable, "cannot start the trial load of \(name): \(launchError)"))
        }
        if child.timedOut {
            return .inconclusive(HearthError(.invalidModel, "\(name) did not finish its trial load in a separate process within \(timeout.components.seconds) s; Hearth will not load it"))
        }
        let lines = child.stderr.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if !child.signalled {
            if child.status == 0 { return .passed }
            let said = lines.last(where: { $0.hasPrefix("hearth: error: ") }).map { String($0.dropFirst("hearth: error: ".count)) }
                ?? lines.last ?? "exit status \(child.status)"
            return .failed("\(name) failed its trial load in a separate process: \(said)")
        }
        if child.status == SIGKILL {
            return .inconclusive(HearthError(.invalidModel, "the trial load of \(name) was killed (SIGKILL: out of memory?); Hearth will not load it"))
        }
        let signal = String(cString: strsignal(child.status))
        let said = lines.last(where: { $0.contains("GGML_ASSERT") || $0.contains("GGML_ABORT") })
            ?? lines.last(where: { $0.contains("terminate called") || $0.contains("what():") || $0.localizedCaseInsensitiveContains("error") })
            ?? lines.last
        // ggml prints "<path>/file.cpp:123: message": keep the file name, not the build path.
        let reason = said.map { line -> String in
            guard let colon = line.range(of: ".cpp:") ?? line.range(of: ".c:") ?? line.range(of: ".h:") else { return line }
            let start = line[..<colon.lowerBound].lastIndex(of: "/").map { line.index(after: $0) } ?? line.startIndex
            return String(line[start...])
        }
        return .failed("llama.cpp crashed loading \(name) in a trial process (\(signal))" + (reason.map { ": \($0)" } ?? "") + "; Hearth will not load it")
    }

    /// Runs the child on a thread of its own (the wait blocks), keeping the last 32 KiB of stderr.
    static func runChild(executable: URL, arguments: [String], timeout: Duration) async -> ChildResult {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: runChildBlocking(executable: executable, arguments: arguments, timeout: timeout))
            }
        }
    }

    private static func runChildBlocking(executable: URL, arguments: [String], timeout: Duration) -> ChildResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        // ggml's abort otherwise forks a debugger to print a backtrace.
        environment["GGML_NO_BACKTRACE"] = "1"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            return ChildResult(status: -1, signalled: false, timedOut: false, stderr: "", launchError: "\(error)")
        }
        let pid = process.processIdentifier
        let timedOut = TimeoutFlag()
        let timer = DispatchWorkItem {
            timedOut.set()
            kill(pid, SIGKILL)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout.seconds, execute: timer)
        var tail = Data()
        let reader = errors.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            tail.append(chunk)
            if tail.count > 64 << 10 { tail = Data(tail.suffix(32 << 10)) }
        }
        process.waitUntilExit()
        timer.cancel()
        return ChildResult(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut.isSet, stderr: String(decoding: tail, as: UTF8.self), launchError: nil
        )
    }
}

private final class TimeoutFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
