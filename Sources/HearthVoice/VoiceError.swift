/// The error HearthVoice reports: a code a program can switch on and a message a person can act on.
public struct VoiceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure.
    public enum Code: String, Sendable, Hashable, Codable {
        /// The intent schema cannot be turned into a grammar or used.
        case invalidSchema = "invalid_schema"
        /// The model's output is not JSON that fits the schema.
        case malformedOutput = "malformed_output"
        /// A time expression could not be resolved.
        case unresolvedTime = "unresolved_time"
        /// An action could not be carried out or undone.
        case actionFailed = "action_failed"
        /// Nothing to undo.
        case nothingToUndo = "nothing_to_undo"
        /// A data file (labelled set, calibration, journal) is unreadable.
        case invalidData = "invalid_data"
    }

    /// What kind of failure.
    public var code: Code
    /// One sentence a person can act on.
    public var message: String

    /// An error of kind `code`.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
