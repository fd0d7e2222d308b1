/**
 * One key per author, whatever form a paper wrote the name in (issue #38 item 6): TeX accents
 * (`Erd\H{o}s`, `G{\"o}del`) and Unicode accents are removed, then the key is the surname and the
 * first initial, as arXiv's own author search matches ("A. Einstein" = "Albert Einstein"). Two
 * people who share a surname and an initial share a page; that is the price of matching initials.
 */

/** TeX commands that stand for a letter of their own. */
const TEX_LETTERS: Record<string, string> = { ss: 'ss', aa: 'a', AA: 'A', ae: 'ae', AE: 'AE', oe: 'oe', OE: 'OE', o: 'o', O: 'O', l: 'l', L: 'L', i: 'i', j: 'j' };
const NAME_SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);

/** The name as plain text: TeX accents, braces and combining marks removed, spaces collapsed. */
export function plainAuthorName(written: string): string {
  return written
    .replace(/\\[`'^"~=.]/g, '')
    .replace(/\\[uvHckrbdt](?=[\s{])/g, '')
    .replace(/\\(ss|aa|AA|ae|AE|oe|OE|o|O|l|L|i|j)(?![A-Za-z])/g, (_, command: string) => TEX_LETTERS[command])
    .replace(/[{}\\]/g, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `surname|initial` in lower case; null when the name holds no letter at all. */
export function authorKeyOf(written: string): string | null {
  const plain = plainAuthorName(written).toLowerCase();
  // "Einstein, Albert": the surname comes first.
  const [before, after] = plain.includes(',') ? [plain.slice(plain.indexOf(',') + 1), plain.slice(0, plain.indexOf(','))] : [plain, null];
  const words = (text: string) => text.split(/[\s.]+/).map((w) => w.replace(/[^\p{L}\p{N}'-]/gu, '')).filter((w) => /\p{L}/u.test(w));
  const given = words(before);
  let surname: string | undefined;
  if (after !== null) {
    surname = words(after).at(-1);
  } else {
    while (given.length > 1 && NAME_SUFFIXES.has(given.at(-1) ?? '')) given.pop();
    surname = given.pop();
  }
  if (!surname) return null;
  const initial = given[0]?.match(/\p{L}/u)?.[0] ?? '';
  return `${surname}|${initial}`;
}
