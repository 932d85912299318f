// Text that must be shown as text: markup, scripts, right-to-left scripts, emoji and very long
// values. Every screen that prints device or user supplied text is exercised by these.

export const SCRIPT = '<script>alert(1)</script>';
export const IMG = '<img src=x onerror=alert(1)>';
export const HTML = '<b>bold</b> <i>italic</i> <a href="javascript:alert(1)">click me</a> &amp; &lt;tag&gt;';
export const ARABIC = 'مرحبا، هل يمكنك تأكيد الصفقة قبل إغلاق السوق؟';
export const HEBREW = 'שלום, האם אפשר לאשר את העסקה לפני סגירת השוק?';
export const EMOJI = 'Deal confirmed 👍🏽🚀 — see you at 3pm ☕️ 🇬🇧🇧🇷 👨‍👩‍👧‍👦';
export const MIXED_DIRECTION = 'Order #4411 → شراء 500 سهم ← confirmed ✅ (עסקה)';
export const ZALGO = 'Z̷̢͎̓a̵̫͝l̴̰̈́g̸̣̅ȍ̶͜ text';
export const QUOTES = `O'Brien said "sell" & then \\ left; DROP TABLE payloads;--`;

/** Exactly `length` characters of readable filler that starts with markup. */
export function long(length = 1000, lead = SCRIPT) {
  const filler =
    ' Lorem ipsum dolor sit amet, consectetur adipiscing elit. Números em português: ação, coração. ' +
    'عربي نص طويل. עברית טקסט ארוך. Emoji 🎧📞💬. ';
  let text = lead;
  while (text.length < length) text += filler;
  // Trim by UTF-16 code units but never split a surrogate pair.
  let cut = text.slice(0, length);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = `${cut.slice(0, -1)}.`;
  return cut;
}
