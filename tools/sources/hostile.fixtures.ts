/**
 * Hostile inputs from the fuzzing run (issue 16), shared by the tests and the robustness bench:
 * large, valid where it matters, and shaped to hit the slow paths of a naive reader.
 */

/**
 * A following export of `accounts` valid accounts (classic shape) and two invalid ones ("a" and a
 * 3,000-character name), padded with junk lists to exactly `chars` characters.
 */
export const hostileExport = (accounts: number, chars: number) => {
  const handles = Array.from({ length: accounts }, (_, i) => `shop_${i}`);
  const entries = [...handles, 'a', 'y'.repeat(3000)].map((name) => ({
    title: '', media_list_data: [], string_list_data: [{ href: `https://www.instagram.com/${name}`, value: name, timestamp: 1700000000 }],
  }));
  const head = `{"relationships_following":${JSON.stringify(entries)},"junk_objects":[`;
  // Many tiny objects (slow for JSON.parse) ...
  const objects = Array.from({ length: 200_000 }, (_, i) => `{"a":[${i % 7},{"b":null}]}`).join(',');
  const middle = '],"junk_strings":[';
  const tail = ']}';
  // ... and long strings up to the size asked for.
  let room = chars - head.length - objects.length - middle.length - tail.length;
  const strings: string[] = [];
  while (room > 0) {
    const size = Math.min(100_000, room - 3); // quotes and comma
    if (size < 0) break;
    strings.push(`"${'x'.repeat(size)}"`);
    room -= size + 3;
  }
  let text = head + objects + middle + strings.join(',') + tail;
  if (text.length < chars) text = text.replace(/\]\}$/, `]${' '.repeat(chars - text.length)}}`);
  return { text, handles };
};

/**
 * About `chars` characters of dots and slashes around three mentions (zara, cos_stores, arket) and
 * two mentions too long to be handles (an "@" followed by a run of dots or slashes and an "x").
 */
export const hostilePaste = (chars: number) => {
  const part = Math.floor(chars / 5);
  const text = [
    '.'.repeat(part), '@zara', `@${'.'.repeat(part)}x`, 'https://www.instagram.com/cos_stores/', '/'.repeat(part),
    `@${'/'.repeat(part)}x`, '@arket', './'.repeat(Math.floor(part / 2)),
  ].join(' ');
  return { text, handles: ['zara', 'cos_stores', 'arket'], invalidCount: 2 };
};

/** `count` handles of 199 slashes and an "x": each normalises to "x". */
export const slashHandles = (count: number): string[] => Array.from({ length: count }, () => `${'/'.repeat(199)}x`);
