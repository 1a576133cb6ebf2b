/// The pieces hostile arguments are made of: numbers the parser must refuse or clamp, texts in
/// every script and direction, quotes, control bytes and bytes that are not UTF-8.
enum HostileWords {
  /// Numbers: valid, at every limit and one past it, huge, negative, not finite, not numbers.
  static let numbers = [
    "0", "1", "2", "3", "5", "16", "64", "100", "9999", "10000", "10001", "99999", "100000",
    "1000000", "-1", "-0", "+1", "01", "1.5", "15.99", "0.0001", "5e-324", "1e3", "1e308",
    "-1e308", "1e309", "nan", "NaN", "-nan", "inf", "-inf", "infinity", "9223372036854775807",
    "9223372036854775808", "-9223372036854775808", "99999999999999999999999999", "0x1F",
    "1_000", "٣", "１２", "1,2", "1,,2", ",", "", "one",
  ]

  /// Texts: plain, CJK, emoji sequences, right-to-left, bidirectional overrides, combining
  /// marks, quotes and words the grammar gives a meaning to.
  static let texts = [
    "No orders yet", "Retry", "注文はまだありません", "没有订单", "주문 없음", "🧑‍🍳🍜",
    "👍🏽", "🇯🇵🇫🇷", "👨‍👩‍👧‍👦", "لا توجد طلبات", "אין הזמנות", "\u{202E}redro\u{202C}",
    "\u{2067}isolate\u{2069}", "e\u{301}\u{301}\u{301}\u{301}", "ﷺ", "\u{FEFF}bom",
    "\u{200B}", "\u{FFFE}", "\u{10FFFF}", "A\u{0}B", "\"", "\"\"", "a\"b", "\"unclosed",
    "--tap", "none", "to", "from", "x x  x", "\t", "#", "64x64", "WxH", "\\", "\\u{1B}",
  ]

  /// Control characters and sequences that a terminal would act on.
  static let controls: [[UInt8]] = [
    [0x00], [0x07], [0x08], [0x09], [0x0B], [0x0C], [0x0D], [0x1B], [0x7F],
    Array("\u{1B}[2J".utf8), Array("\u{1B}]0;owned\u{7}".utf8), Array("\u{1B}[31m".utf8),
    Array("\u{1B}c".utf8), Array("\u{9B}2J".utf8), Array("\u{85}".utf8), Array("\u{1B}P".utf8),
  ]

  /// Bytes that are not UTF-8: lone continuation and lead bytes, truncated and overlong
  /// sequences, surrogates, bytes past U+10FFFF, and raw C1 bytes.
  static let invalidUTF8: [[UInt8]] = [
    [0xFF], [0xFE], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC0, 0x80], [0xC1, 0xBF],
    [0xED, 0xA0, 0x80], [0x80], [0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80],
    [0x9B], [0x85],
  ]
}
