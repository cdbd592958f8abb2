/// The error `HearthSearch` reports: a code a program can switch on and a message a person can act on.
public struct SearchError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure.
    public enum Code: String, Sendable, Hashable {
        /// A path given to the indexer does not exist or cannot be read.
        case unreadablePath = "unreadable_path"
        /// A document to index has no name or no text.
        case invalidDocument = "invalid_document"
        /// The query or question is empty or malformed.
        case invalidQuery = "invalid_query"
        /// The index has nothing to search yet.
        case emptyIndex = "empty_index"
        /// The database failed.
        case database
        /// The embedding model failed.
        case embedding
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
