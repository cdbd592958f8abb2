/// The error Hearth's core and engines report: a code a program can switch on and a message a
/// person can act on.
public struct HearthError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure.
    public enum Code: String, Sendable, Hashable, Codable {
        /// No model file at the given path or name.
        case modelNotFound = "model_not_found"
        /// The file exists but is not a loadable GGUF model.
        case invalidModel = "invalid_model"
        /// The request is malformed (empty prompt, option out of range).
        case invalidRequest = "invalid_request"
        /// The prompt does not fit the context window.
        case contextOverflow = "context_overflow"
        /// The caller cancelled.
        case cancelled
        /// The backend failed while running.
        case backendFailure = "backend_failure"
        /// A file or folder could not be read or written.
        case io
        /// The device's state (heat, memory, battery) does not allow this now.
        case resourceLimited = "resource_limited"

        /// Too many requests are already waiting; try again later.
        case busy
        /// The feature needs something that is not installed or built yet.
        case unavailable
    }

    /// What kind of failure this is: decides the exit code and the HTTP status.
    public var code: Code
    /// One sentence a person can act on.
    public var message: String

    /// An error of kind `code` with a message a person can act on.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
