/// Text padded to a column width for the plain-text tables that reports print.
extension String {
    /// The text followed by spaces up to `width` characters (longer text is kept whole): what
    /// `%-15@` would do, which Foundation on Linux ignores.
    ///
    /// ```swift
    /// print("  " + name.padded(to: 15) + String(format: " P %5.1f%%", precision * 100))
    /// ```
    public func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
