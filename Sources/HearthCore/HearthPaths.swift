import Foundation

/// Where Hearth keeps its data on this device.
///
/// Linux: `$HEARTH_HOME`, else `$XDG_DATA_HOME/hearth`, else `~/.local/share/hearth`.
/// Apple: `$HEARTH_HOME`, else Application Support/Hearth.
public struct HearthPaths: Sendable, Hashable {
    /// The data folder (database, logs, settings, models).
    public var home: URL

    /// Paths under an explicit data folder (tests, a scratch folder, an app's container).
    public init(home: URL) {
        self.home = home
    }

    /// The paths for this user, from the environment.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> HearthPaths {
        if let explicit = environment["HEARTH_HOME"], !explicit.isEmpty {
            return HearthPaths(home: URL(fileURLWithPath: explicit, isDirectory: true))
        }
        #if canImport(Darwin)
        let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Library/Application Support")
        return HearthPaths(home: support.appendingPathComponent("Hearth", isDirectory: true))
        #else
        let base: URL
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            base = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share", isDirectory: true)
        }
        return HearthPaths(home: base.appendingPathComponent("hearth", isDirectory: true))
        #endif
    }

    /// The model store: installed, verified GGUF files.
    public var models: URL { home.appendingPathComponent("models", isDirectory: true) }
}
