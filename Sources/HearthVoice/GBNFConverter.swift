/// Turns a JSON Schema (the subset Hearth's intent schema uses) into a llama.cpp GBNF grammar
/// whose language is exactly the compact JSON texts that fit the schema.
///
/// Supported: `oneOf`/`anyOf` (alternation), `const`, `enum`, `type` (one or a list) of
/// `object` (every listed property, in order, no extra keys), `array` (`items`, `minItems`,
/// `maxItems`), `string` (`maxLength`), `integer` (`minimum` 0 or 1), `number`, `boolean`, `null`.
///
/// ```swift
/// let gbnf = try GBNFConverter().grammar(for: schema)   // "root ::= ..."
/// ```
public struct GBNFConverter: Sendable {
    /// The largest `maxLength` (and `minLength`) a string may have: the grammar's repetition
    /// bound, which llama.cpp expands into rules.
    public static let maximumStringLength = 4096
    /// The largest `maxItems` (and `minItems`) an array may have.
    public static let maximumItems = 256

    /// A converter (it holds nothing).
    public init() {}

    /// The grammar for `schema`, with the start rule `root`.
    ///
    /// - Throws: `VoiceError.invalidSchema` naming the unsupported construct.
    public func grammar(for schema: JSONValue) throws(VoiceError) -> String {
        var rules = Rules()
        let root = try rule(for: schema, path: "root", rules: &rules)
        rules.add("root", root)
        return rules.text
    }

    /// The rules for `schema` under the start rule `start` (its helper rules are named after it,
    /// shared ones such as `char` by their own name), for grammars that combine several schemas,
    /// like the tool-call grammar with one schema per tool.
    ///
    /// - Throws: `VoiceError.invalidSchema` naming the unsupported construct.
    public func rules(for schema: JSONValue, start: String) throws(VoiceError) -> [(name: String, body: String)] {
        var rules = Rules()
        let body = try rule(for: schema, path: start, rules: &rules)
        rules.add(start, body)
        return rules.order.map { ($0, rules.bodies[$0]!) }
    }

    struct Rules {
        var order: [String] = []
        var bodies: [String: String] = [:]
        mutating func add(_ name: String, _ body: String) {
            if bodies[name] == nil { order.append(name) }
            bodies[name] = body
        }
        var text: String {
            let names = ["root"] + order.filter { $0 != "root" }
            return names.map { "\($0) ::= \(bodies[$0]!)" }.joined(separator: "\n") + "\n"
        }
    }

    /// A GBNF literal for `text` (as it appears in the JSON output).
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private func name(_ path: String) -> String {
        String(path.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    /// A count keyword (`maxLength`, `minItems`…): a whole number from 0 to `limit`, else an
    /// error naming the limit (never a trap on 1e300 or NaN, never a grammar llama.cpp cannot
    /// expand).
    private static func count(_ schema: JSONValue, _ keyword: String, path: String, default fallback: Int, limit: Int) throws(VoiceError) -> Int {
        guard let member = schema[keyword] else { return fallback }
        guard let value = member.number, value.rounded() == value, value >= 0 else {
            throw VoiceError(.invalidSchema, "\(path): \(keyword) must be a whole number from 0 to \(limit) (got \(member.serialized))")
        }
        guard value <= Double(limit) else {
            throw VoiceError(.invalidSchema, "\(path): \(keyword) \(member.serialized) is over Hearth's limit of \(limit)")
        }
        return Int(value)
    }

    /// The body (right-hand side) for `schema`; helper rules go into `rules`.
    private func rule(for schema: JSONValue, path: String, rules: inout Rules) throws(VoiceError) -> String {
        if let alternatives = (schema["oneOf"] ?? schema["anyOf"])?.array {
            var bodies: [String] = []
            for (index, alternative) in alternatives.enumerated() {
                let label = alternative["properties"]?["intent"]?["const"]?.string ?? "\(index)"
                let ruleName = name("\(path)-\(label)")
                rules.add(ruleName, try rule(for: alternative, path: ruleName, rules: &rules))
                bodies.append(ruleName)
            }
            return bodies.joined(separator: " | ")
        }
        if let constant = schema["const"] {
            return Self.literal(constant.serialized)
        }
        if let values = schema["enum"]?.array {
            return "(" + values.map { Self.literal($0.serialized) }.joined(separator: " | ") + ")"
        }
        guard let type = schema["type"] else {
            throw VoiceError(.invalidSchema, "\(path): a schema needs oneOf, const, enum or type")
        }
        if let types = type.array {
            var bodies: [String] = []
            for (index, single) in types.enumerated() {
                guard case .object(var members, let order) = schema else { break }
                members["type"] = single
                bodies.append("(" + (try rule(for: .object(members, order: order), path: "\(path)-\(index)", rules: &rules)) + ")")
            }
            return bodies.joined(separator: " | ")
        }
        switch type.string {
        case "null": return "\"null\""
        case "boolean": return "(\"true\" | \"false\")"
        case "integer":
            // `minimum` 0 or 1 drops the sign (and 1 the zero): a model cannot write -1 for "unknown".
            switch schema["minimum"]?.number {
            case let minimum? where minimum >= 1:
                rules.add("positive-integer", "[1-9] [0-9]{0,8}")
                return "positive-integer"
            case let minimum? where minimum >= 0:
                rules.add("natural-integer", "([0-9] | [1-9] [0-9]{1,8})")
                return "natural-integer"
            default:
                rules.add("integer", "\"-\"? ([0-9] | [1-9] [0-9]{1,8})")
                return "integer"
            }
        case "number":
            rules.add("number", "\"-\"? ([0-9] | [1-9] [0-9]{1,15}) (\".\" [0-9]{1,10})?")
            return "number"
        case "string":
            rules.add("char", #"[^"\\\x00-\x1f] | "\\" ["\\/bfnrt]"#)
            let maxLength = try Self.count(schema, "maxLength", path: path, default: 200, limit: Self.maximumStringLength)
            let minLength = try Self.count(schema, "minLength", path: path, default: 0, limit: Self.maximumStringLength)
            guard minLength <= maxLength else { throw VoiceError(.invalidSchema, "\(path): minLength \(minLength) is above maxLength \(maxLength)") }
            return "\"\\\"\" char{\(minLength),\(maxLength)} \"\\\"\""
        case "array":
            guard let items = schema["items"] else { throw VoiceError(.invalidSchema, "\(path): an array needs items") }
            let itemName = name("\(path)-item")
            rules.add(itemName, try rule(for: items, path: itemName, rules: &rules))
            let minItems = try Self.count(schema, "minItems", path: path, default: 0, limit: Self.maximumItems)
            let maxItems = try Self.count(schema, "maxItems", path: path, default: 8, limit: Self.maximumItems)
            guard maxItems >= 1, minItems <= maxItems else { throw VoiceError(.invalidSchema, "\(path): bad item counts") }
            let rest = "(\",\" \(itemName)){\(max(0, minItems - 1)),\(maxItems - 1)}"
            return minItems == 0 ? "\"[\" (\(itemName) \(rest))? \"]\"" : "\"[\" \(itemName) \(rest) \"]\""
        case "object":
            guard case .object(let properties, let keys)? = schema["properties"] else {
                throw VoiceError(.invalidSchema, "\(path): an object needs properties")
            }
            var parts: [String] = []
            for (index, key) in keys.enumerated() {
                let valueName = name("\(path)-\(key)")
                rules.add(valueName, try rule(for: properties[key]!, path: valueName, rules: &rules))
                parts.append(Self.literal((index == 0 ? "{" : ",") + JSONValue.quote(key) + ":") + " " + valueName)
            }
            return parts.isEmpty ? "\"{}\"" : parts.joined(separator: " ") + " \"}\""
        default:
            throw VoiceError(.invalidSchema, "\(path): unsupported type \(type.serialized)")
        }
    }
}
