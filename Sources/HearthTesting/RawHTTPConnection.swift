#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A plain TCP connection to a loopback HTTP server, for tests that must control the socket
/// (read part of a streamed response, then hang up).
///
/// ```swift
/// let connection = try RawHTTPConnection(port: 8080)
/// try connection.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
/// let head = try connection.read(until: "\r\n\r\n")
/// connection.close()
/// ```
public final class RawHTTPConnection {
    private var socket: Int32
    /// Everything read so far.
    public private(set) var received = ""

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Connects to 127.0.0.1:`port`.
    public init(port: Int) throws {
        #if canImport(Glibc)
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socket >= 0 else { throw Failure(description: "socket() failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            _ = closeSocket()
            throw Failure(description: "connect to port \(port) failed")
        }
    }

    deinit { _ = closeSocket() }

    /// Sends an HTTP POST with a JSON body.
    public func post(_ path: String, json: String, headers: [String: String] = [:]) throws {
        var head = "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: \(json.utf8.count)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        try send(head + "\r\n" + json)
    }

    /// Sends raw bytes.
    public func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Foundation.send(socket, $0.baseAddress, $0.count, 0) }
            guard sent > 0 else { throw Failure(description: "send failed") }
            offset += sent
        }
    }

    /// Reads until `marker` has arrived (or the server closes).
    ///
    /// - Returns: everything received so far.
    @discardableResult
    public func read(until marker: String) throws -> String {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.contains(marker) {
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { throw Failure(description: "connection closed before '\(marker)'; got: \(received)") }
            received += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        return received
    }

    /// Closes the connection (the client hanging up).
    public func close() {
        _ = closeSocket()
    }

    private func closeSocket() -> Int32 {
        guard socket >= 0 else { return 0 }
        defer { socket = -1 }
        #if canImport(Glibc)
        return Glibc.close(socket)
        #else
        return Darwin.close(socket)
        #endif
    }
}
