/// The error the store reports: a code a program can switch on and a message a person can act on.
public struct StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure.
    public enum Code: String, Sendable, Hashable, Codable {
        /// The data folder or database file could not be created, opened or secured.
        case io
        /// SQLite refused an operation (corruption, full disk, a failed constraint).
        case database
        /// No conversation (or other record) with that id.
        case notFound = "not_found"
        /// A setting name or value that the store does not know or cannot parse.
        case invalidSetting = "invalid_setting"
        /// A request the store cannot honour (an empty message, an unknown category).
        case invalidRequest = "invalid_request"
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
