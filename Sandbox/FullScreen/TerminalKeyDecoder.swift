/// Turns the bytes a terminal sends in raw mode into ``TerminalKey``s, whatever those bytes are.
///
/// A sealed state machine fed one byte at a time, so a key or an escape sequence split across
/// reads decodes the same as one read. It holds at most one escape sequence of
/// ``maximumSequenceBytes`` and one UTF-8 character, so endless or malformed input cannot grow
/// it:
///
/// - Printable characters are text; bytes that are not UTF-8 are U+FFFD; control characters
///   other than the keys below (and C1 codes sent as UTF-8) are dropped.
/// - Return and Line Feed are ``TerminalKey/enter``, DEL and Ctrl-H ``TerminalKey/backspace``,
///   Ctrl-C, Ctrl-D, Ctrl-U and Ctrl-L their own keys.
/// - An SGR mouse report `ESC [ < b ; x ; y M` for a press of the primary button is a
///   ``TerminalKey/click(column:row:)``, one for button 64 or 65 (a notch of the wheel) is
///   ``TerminalKey/wheelUp`` or ``TerminalKey/wheelDown``, wherever the pointer is; releases,
///   other buttons and motion are dropped, and so is a report with a missing, extra or
///   non-numeric field.
/// - Every other escape sequence (arrows, function keys, reports) is dropped, a sequence longer
///   than the limit is dropped up to its end, and the three bytes of a legacy mouse report
///   (`ESC [ M` and three bytes, from a terminal without SGR reporting) are skipped.
/// - A control character inside a sequence ends the sequence and acts as itself, so Ctrl-C
///   always leaves.
///
/// ```swift
/// var decoder = TerminalKeyDecoder()
/// decoder.decode(Array("\u{1B}[<0;12;5Mq".utf8))  // [.click(column: 12, row: 5), .text("q")]
/// ```
struct TerminalKeyDecoder {
  /// The longest escape sequence kept, in bytes after `ESC [` (an SGR report of three
  /// five-digit numbers takes 18).
  static let maximumSequenceBytes = 32
  /// The largest number kept from a mouse report; larger ones are this, far outside any screen.
  static let largestCoordinate = 1_000_000
  /// What bytes that are not UTF-8 read as: U+FFFD.
  private static let replacement: Unicode.Scalar = "\u{FFFD}"

  private enum State {
    case ground
    /// After ESC.
    case escape
    /// After `ESC [`: collecting the parameter and intermediate bytes.
    case controlSequence
    /// After `ESC O`: the next byte names a key.
    case singleShift
    /// A control sequence past the limit, dropped up to its final byte.
    case overlongSequence
    /// The bytes of a legacy mouse report still to skip.
    case legacyMouse(remaining: Int)
    /// The bytes of a UTF-8 character so far, and how many it has in all.
    case character(expected: Int)
  }

  private var state = State.ground
  /// The bytes of the control sequence or of the character being decoded.
  private var pending: [UInt8] = []

  /// Decodes `bytes`, continuing any sequence the previous call left open.
  ///
  /// - Parameter bytes: What the terminal sent.
  /// - Returns: The keys completed by these bytes, in order.
  mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalKey] {
    var keys: [TerminalKey] = []
    for byte in bytes { consume(byte, into: &keys) }
    return keys
  }

  private mutating func consume(_ byte: UInt8, into keys: inout [TerminalKey]) {
    switch state {
    case .ground:
      ground(byte, into: &keys)
    case .escape:
      escape(byte, into: &keys)
    case .controlSequence:
      controlSequence(byte, into: &keys)
    case .singleShift:
      if byte < 0x20 { return ground(byte, into: &keys) }
      state = .ground
    case .overlongSequence:
      if byte < 0x20 { return ground(byte, into: &keys) }
      if (0x40...0x7E).contains(byte) { state = .ground }
    case .legacyMouse(let remaining):
      // The report's bytes are 32 or more; a control byte means it was cut short.
      if byte < 0x20 { return ground(byte, into: &keys) }
      state = remaining > 1 ? .legacyMouse(remaining: remaining - 1) : .ground
    case .character(let expected):
      guard byte & 0xC0 == 0x80 else {
        keys.append(.text(TerminalKeyDecoder.replacement))
        return ground(byte, into: &keys)
      }
      pending.append(byte)
      if pending.count == expected { finishCharacter(into: &keys) }
    }
  }

  private mutating func ground(_ byte: UInt8, into keys: inout [TerminalKey]) {
    state = .ground
    switch byte {
    case 0x03: keys.append(.interrupt)
    case 0x04: keys.append(.endOfInput)
    case 0x08, 0x7F: keys.append(.backspace)
    case 0x0A, 0x0D: keys.append(.enter)
    case 0x0C: keys.append(.redraw)
    case 0x15: keys.append(.clearLine)
    case 0x1A: keys.append(.suspend)
    case 0x1B: state = .escape
    case 0x20...0x7E: keys.append(.text(Unicode.Scalar(byte)))
    case 0xC2...0xDF: startCharacter(byte, expected: 2)
    case 0xE0...0xEF: startCharacter(byte, expected: 3)
    case 0xF0...0xF4: startCharacter(byte, expected: 4)
    case 0x80...: keys.append(.text(TerminalKeyDecoder.replacement))
    default: return  // other control characters do nothing
    }
  }

  private mutating func escape(_ byte: UInt8, into keys: inout [TerminalKey]) {
    switch byte {
    case UInt8(ascii: "["):
      pending.removeAll(keepingCapacity: true)
      state = .controlSequence
    case UInt8(ascii: "O"):
      state = .singleShift
    case 0x1B:
      return
    default:
      // Alt with a key sends ESC first: the key alone.
      ground(byte, into: &keys)
    }
  }

  private mutating func controlSequence(_ byte: UInt8, into keys: inout [TerminalKey]) {
    switch byte {
    case 0x20...0x3F:
      guard pending.count < Self.maximumSequenceBytes else {
        state = .overlongSequence
        return
      }
      pending.append(byte)
    case 0x40...0x7E:
      state = .ground
      finishSequence(final: byte, into: &keys)
    default:
      ground(byte, into: &keys)
    }
  }

  private mutating func finishSequence(final: UInt8, into keys: inout [TerminalKey]) {
    if final == UInt8(ascii: "M"), pending.isEmpty {
      state = .legacyMouse(remaining: 3)
    } else if final == UInt8(ascii: "M"), pending.first == UInt8(ascii: "<"),
      let key = Self.key(fromMouseReport: pending.dropFirst())
    {
      keys.append(key)
    }
  }

  /// The key an SGR report's parameters (`b;x;y`) describe: a press of the primary button
  /// without motion, or a notch of the wheel (modifier keys allowed); `nil` for anything else.
  private static func key(fromMouseReport parameters: ArraySlice<UInt8>) -> TerminalKey? {
    let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    guard fields.count == 3 else { return nil }
    let numbers = fields.compactMap(number)
    guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
    let modifiers = 4 | 8 | 16
    switch numbers[0] & ~modifiers {
    case 0: return .click(column: numbers[1], row: numbers[2])
    case 64: return .wheelUp
    case 65: return .wheelDown
    default: return nil
    }
  }

  /// The decimal number in `digits`, at most ``largestCoordinate``; `nil` unless all are digits.
  private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
    guard !digits.isEmpty else { return nil }
    var value = 0
    for digit in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
      value = min(value * 10 + Int(digit - UInt8(ascii: "0")), largestCoordinate)
    }
    return value
  }

  private mutating func startCharacter(_ byte: UInt8, expected: Int) {
    pending.removeAll(keepingCapacity: true)
    pending.append(byte)
    state = .character(expected: expected)
  }

  private mutating func finishCharacter(into keys: inout [TerminalKey]) {
    state = .ground
    // Overlong forms, surrogates and values past U+10FFFF decode as U+FFFD here.
    for scalar in String(decoding: pending, as: UTF8.self).unicodeScalars
    where !TerminalText.isControl(scalar) {
      keys.append(.text(scalar))
    }
  }
}
