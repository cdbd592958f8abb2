/// Rules for a new account password: at least 12 characters, not only digits, not on the list of
/// the most common passwords, and not containing the user's e-mail name.
struct PasswordPolicy {
    var minimumLength = 12
    var common: Set<String> = ["123456789012", "password1234", "qwertyuiopas"]

    func problems(with password: String, email: String) -> [String] {
        var found: [String] = []
        if password.count < minimumLength { found.append("use at least \(minimumLength) characters") }
        if password.allSatisfy(\.isNumber) { found.append("add letters, not only digits") }
        if common.contains(password.lowercased()) { found.append("this one is on the list of leaked passwords") }
        if let name = email.split(separator: "@").first, password.lowercased().contains(name.lowercased()) {
            found.append("do not include your e-mail name")
        }
        return found
    }
}
