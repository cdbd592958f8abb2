import Foundation
import HearthCore
import HearthRuntime
import HearthTesting
import Testing

@Suite("Tool calling: prompt, grammar and the streaming parser")
struct ToolCallingTests {
    static let weather = ToolFunction(
        name: "get_weather", description: "Weather in a city",
        parameters: #"{"type":"object","properties":{"city":{"type":"string"},"unit":{"type":"string","enum":["celsius","fahrenheit"]}},"required":["city"]}"#
    )
    static let time = ToolFunction(name: "get_time", parameters: #"{"type":"object","properties":{"timezone":{"type":"string"}}}"#)

    /// Feeds `text` to a parser in pieces of `size` characters; returns the events and the parser.
    func parse(_ text: String, size: Int, tools: [ToolFunction] = [weather, time]) throws -> ([ToolCallParser.Event], ToolCallParser) {
        var parser = try ToolCalling(tools: tools).parser()
        var events: [ToolCallParser.Event] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            events += parser.append(String(rest.prefix(size)))
            rest = rest.dropFirst(size)
        }
        events += parser.finish()
        return (events, parser)
    }

    @Test func contentAndTwoCallsComeApartWhateverTheSplit() throws {
        let text = "Let me check.\n<tool_call>\n{\"name\": \"get_weather\", \"arguments\": {\"city\":\"Paris\",\"unit\":\"celsius\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"get_time\", \"arguments\": {\"timezone\":\"Europe/Paris\"}}\n</tool_call>"
        for size in 1...text.count {
            let (events, parser) = try parse(text, size: size)
            #expect(!parser.malformed, "split \(size)")
            #expect(parser.calls.map(\.name) == ["get_weather", "get_time"], "split \(size)")
            #expect(parser.calls.map(\.arguments) == [#"{"city":"Paris","unit":"celsius"}"#, #"{"timezone":"Europe/Paris"}"#], "split \(size)")
            let content = events.compactMap { if case .content(let text) = $0 { text } else { nil } }.joined()
            #expect(content == "Let me check.\n", "split \(size): \(content.debugDescription)")
            // Each call: started (with the id of the finished call) before any of its arguments.
            var started: [Int: String] = [:]
            var arguments: [Int: String] = [:]
            for event in events {
                switch event {
                case .callStarted(let index, let id, _): started[index] = id
                case .arguments(let index, let piece):
                    #expect(started[index] != nil, "arguments before the call started (split \(size))")
                    arguments[index, default: ""] += piece
                case .content: break
                }
            }
            #expect(started[0] == parser.calls[0].id && started[1] == parser.calls[1].id)
            #expect(arguments[0] == parser.calls[0].arguments && arguments[1] == parser.calls[1].arguments)
        }
    }

    @Test func plainTextPassesThroughAndLooksAlikesAreContent() throws {
        for text in ["Hello <b>world</b> and <tool", "a < b and c <tool_cal", "x <tool_calls> y"] {
            let (events, parser) = try parse(text, size: 3)
            #expect(parser.calls.isEmpty && !parser.malformed)
            #expect(events.compactMap { if case .content(let text) = $0 { text } else { nil } }.joined() == text)
        }
    }

    @Test func aCutOffOrUnknownCallBecomesContent() throws {
        let cut = "<tool_call>\n{\"name\": \"get_weather\", \"arguments\": {\"city\":\"Par"
        let unknown = "<tool_call>\n{\"name\": \"rm_rf\", \"arguments\": {}}\n</tool_call>"
        let broken = "<tool_call>\nnot json at all</tool_call> and more"
        for text in [cut, unknown, broken] {
            let (events, parser) = try parse(text, size: 5)
            #expect(parser.malformed, "\(text)")
            #expect(parser.calls.isEmpty)
            #expect(parser.raw == text)
            let content = events.compactMap { if case .content(let text) = $0 { text } else { nil } }.joined()
            if text != cut { #expect(content == text, "\(content.debugDescription)") }
        }
    }

    @Test func untaggedCallsAtTheStartAreCallsAndOtherJSONIsContent() throws {
        let bare = "{\"name\": \"get_weather\", \"arguments\": {\"city\":\"Paris\"}}\n{\"name\": \"get_time\", \"arguments\": {}}"
        let (events, parser) = try parse(bare, size: 4)
        #expect(parser.calls.map(\.name) == ["get_weather", "get_time"] && !parser.malformed)
        #expect(events.filter { if case .content = $0 { true } else { false } }.isEmpty)
        for text in [#"{"answer": 42}"#, #"{"name": "get_weather", "arguments": {}} and then words"#] {
            let (events, parser) = try parse(text, size: 3)
            #expect(parser.calls.isEmpty)
            #expect(events == [.content(text)])
        }
    }

    @Test func withToolChoiceNoneEverythingIsContent() throws {
        var parser = try ToolCalling(tools: [Self.weather], choice: .none).parser()
        let text = "<tool_call>\n{\"name\": \"get_weather\", \"arguments\": {}}\n</tool_call>"
        #expect(parser.append(text) == [.content(text)])
        #expect(parser.calls.isEmpty)
    }

    @Test func theGrammarFollowsTheChoice() throws {
        let auto = try #require(try ToolCalling(tools: [Self.weather, Self.time]).constraint)
        #expect(auto.triggers.first == "<tool_call>")
        #expect(auto.text.contains(#""\"get_weather\", \"arguments\": ""#) && auto.text.contains(#""\"get_time\", \"arguments\": ""#))
        let required = try #require(try ToolCalling(tools: [Self.weather], choice: .required).constraint)
        #expect(required.triggers.isEmpty && required.text.contains("(\"\\n\" call){0,7}"))
        let single = try #require(try ToolCalling(tools: [Self.weather], choice: .required, parallel: false).constraint)
        #expect(single.text.hasPrefix("root ::= call (\"\\n\" call){0,0}\n"))
        #expect(auto.triggers.count == 2 && auto.text.contains("| body"), "under auto, untagged calls are held to the tools too")
        let named = try #require(try ToolCalling(tools: [Self.weather, Self.time], choice: .function("get_time")).constraint)
        #expect(named.text.contains("get_time") && !named.text.contains("get_weather") && named.triggers.isEmpty)
        #expect(try ToolCalling(tools: [Self.weather], choice: .none).constraint == nil)
    }

    @Test func badToolsAreRefusedNamingTheTool() {
        let cases: [([ToolFunction], ToolChoice, String)] = [
            ([ToolFunction(name: "bad name")], .auto, "bad name"),
            ([Self.weather, Self.weather], .auto, "used twice"),
            ([ToolFunction(name: "arr", parameters: #"{"type":"object","properties":{"x":{"type":"array"}}}"#)], .auto, "arr"),
            ([ToolFunction(name: "notjson", parameters: "{")], .auto, "notjson"),
            ([ToolFunction(name: "str", parameters: #"{"type":"string"}"#)], .auto, "str"),
            ([Self.weather], .function("nope"), "nope"),
            ([], .required, "required"),
        ]
        for (tools, choice, needle) in cases {
            let error = #expect(throws: HearthError.self) { _ = try ToolCalling(tools: tools, choice: choice) }
            #expect(error?.code == .invalidRequest && error?.message.contains(needle) == true, "\(String(describing: error))")
        }
    }

    @Test func theConversationIsWrittenInTheToolFormat() throws {
        let calling = try ToolCalling(tools: [Self.weather])
        let call = ToolCall(id: "call_1", name: "get_weather", arguments: #"{"city": "Paris"}"#)
        let messages = calling.messages([
            .user("Weather in Paris?"),
            .assistant(nil, calls: [call]),
            .tool(callID: "call_1", content: "23 C"),
            .tool(callID: "call_2", content: "sunny"),
        ])
        #expect(messages.map(\.role) == [.system, .user, .assistant, .user])
        #expect(messages[0].content.hasPrefix(ToolCalling.defaultSystemPrompt + "\n\n# Tools"))
        #expect(messages[0].content.contains(#"{"type":"function","function":{"name":"get_weather","description":"Weather in a city","parameters":{"type":"object""#))
        #expect(messages[2].content == "<tool_call>\n{\"name\": \"get_weather\", \"arguments\": {\"city\":\"Paris\"}}\n</tool_call>")
        #expect(messages[3].content == "<tool_response>\n23 C\n</tool_response>\n<tool_response>\nsunny\n</tool_response>\n" + ToolCalling.resultsInstruction)
        // `none` hides the tools.
        let hidden = try ToolCalling(tools: [Self.weather], choice: .none).messages([.system("Be brief."), .user("Hi")])
        #expect(hidden == [.system("Be brief."), .user("Hi")])
    }
}
