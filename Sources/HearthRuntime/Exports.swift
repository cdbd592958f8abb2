// The composition root's public face: what the CLI needs of the modules it composes comes
// through `import HearthRuntime` (as Hummingbird's `Exports.swift` re-exports HummingbirdCore), so
// front ends depend on Runtime alone, as DESIGN.md's arrows say.
@_exported import HearthCatalog
@_exported import HearthCore
@_exported import HearthGovernor
@_exported import HearthLlama
@_exported import HearthSearch
@_exported import HearthStore
@_exported import HearthVoice
