import Foundation
public import HearthCore
import HearthStore

/// Writes failures into the store's bounded error log, redacting user content.
public enum ErrorRecorder {
    /// Records `error` from `component`. Text the user typed (`sensitive`, e.g. the command's
    /// arguments) and anything quoted in the message is redacted unless content logging is on.
    /// Never throws: a failure to log must not hide the error being logged.
    ///
    /// - Parameters:
    ///   - error: what failed.
    ///   - component: which part of Hearth ("cli", "chat").
    ///   - sensitive: strings known to be user content.
    ///   - paths: the data folder.
    public static func record(_ error: any Error, component: String, sensitive: [String] = [], paths: HearthPaths = .standard()) {
        let (code, message) = describe(error)
        guard let store = try? Store.open(paths: paths) else { return }
        _ = try? store.record(component: component, code: code, message: .quoting(message, sensitive: sensitive))
    }

    /// The error's code and message.
    public static func describe(_ error: any Error) -> (code: String, message: String) {
        switch error {
        case let error as HearthError: (error.code.rawValue, error.message)
        case let error as StoreError: (error.code.rawValue, error.message)
        default: ("error", "\(error)")
        }
    }
}
