import Foundation

/// JSON-RPC 2.0's rules for what the SDK would misanswer, applied to each line before it reaches the server: a
/// line that is not JSON is a parse error (-32700) — under the request's id when its text shows one, so an agent
/// waiting for that id gets its answer, else under null; a request whose id is not a string or an integer
/// (1.5, true, [1], {}, null) is an invalid request (-32600) under null. Linear in the line: nesting deeper than
/// `maximumDepth` is refused before any parser recurses into it.
package enum MessageCheck {
    static let maximumDepth = 64

    package enum Verdict: Equatable {
        /// Let the server have it; `id` is the request's, when it is one.
        case pass(id: String?)
        /// Answer it with this line instead.
        case answer(Data)
    }

    package static func check(_ line: Data) -> Verdict {
        let tooDeep = depth(of: line) > maximumDepth
        guard !tooDeep, let object = try? JSONSerialization.jsonObject(with: line) else {
            let reason = tooDeep
                ? "nested deeper than \(maximumDepth) levels" : "not JSON (or a number or string JSON cannot hold)"
            return .answer(error(id: readableID(in: line.prefix(4096)), code: -32700, "Parse error: the message is \(reason)"))
        }
        guard let message = object as? [String: Any], message["method"] != nil, message.keys.contains("id") else {
            return .pass(id: nil)  // a notification, a response or a batch: the server's to read
        }
        guard let id = RequestID.of(line) else {
            return .answer(error(id: nil, code: -32600, "Invalid Request: an id is a string or an integer"))
        }
        return .pass(id: id)
    }

    /// The deepest nesting of arrays and objects, outside strings.
    static func depth(of line: Data) -> Int {
        var depth = 0, deepest = 0, inString = false, escaped = false
        for byte in line {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    /// The id a message's text shows, as JSON text: a number or a plain string (no escapes), so an answer that
    /// echoes it is valid JSON; nil when there is none.
    static func readableID(in prefix: Data) -> String? {
        let text = String(decoding: prefix, as: UTF8.self)
        // A JSON string without escapes or control characters, or a JSON integer (no leading zero).
        return text.range(of: #""id"\s*:\s*("[^"\\\x00-\x1F]{0,200}"|-?(0|[1-9][0-9]{0,17}))(?=\s*[,}])"#,
                          options: .regularExpression).map {
            String(text[$0].split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(in: .whitespaces)
        }
    }

    static func error(id: String?, code: Int, _ message: String) -> Data {
        let escaped = message.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return Data(#"{"jsonrpc":"2.0","id":\#(id ?? "null"),"error":{"code":\#(code),"message":"\#(escaped)"}}"#.utf8)
    }

    /// A request's id as JSON-RPC allows it: a string or an integer (as text, for matching its answer).
    private enum RequestID: Decodable {
        case valid(String)
        case invalid

        private struct Envelope: Decodable { let id: RequestID }

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .invalid
            } else if let number = try? value.decode(Int.self) {
                self = .valid(String(number))
            } else if let text = try? value.decode(String.self) {
                self = .valid(text)
            } else {
                self = .invalid
            }
        }

        static func of(_ line: Data) -> String? {
            guard case .valid(let id)? = try? JSONDecoder().decode(Envelope.self, from: line).id else { return nil }
            return id
        }
    }
}
