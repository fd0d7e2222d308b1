/**
 * Keyphrases and content words of a paper title, for trend detection: lower case, plurals folded
 * ("language models" → "language model"), stop words and academic filler dropped; keyphrases are
 * the two- and three-word runs of content words (never spanning a stop word). TeX is taken out
 * first: math and command names ("mathbb") are no words, an accent command keeps its letter
 * (Schr\"odinger → schrodinger); keywords have at least 4 letters, so fragments ("acc") stay out.
 */

/** Title text without TeX: math out, accents folded into their letter, other commands and braces out. */
export function stripTex(text: string): string {
  return text
    .replace(/\$[^$]*\$/g, ' , ')
    .replace(/\\[`'"^~=.]\s*\{?([A-Za-z])\}?/g, '$1')
    .replace(/\\[uvHcdbtk](?:\{([A-Za-z])\}|\s+([A-Za-z]))/g, '$1$2')
    .replace(/\\[A-Za-z]+\*?/g, ' ')
    .replace(/\\./g, ' ')
    .replace(/[{}]/g, '');
}

/** The shortest keyword: shorter title words are abbreviations or fragments ("acc", "gan"). */
const MIN_KEYWORD_LENGTH = 4;

const STOP_WORDS = new Set(
  (
    'a an and are as at be been being but by can do does for from has have how in into is it its ' +
    'of on or our over so than that the their them then there these this those through to toward towards ' +
    'under up upon via vs versus was we were what when where which while who why will with within without ' +
    'using use based new novel approach approaches method methods study studies paper framework frameworks ' +
    'towards beyond across among between more less most very all any both each few many much other such ' +
    'one two three first second case part analysis results result improving improved improve improves ' +
    'effective efficient enhanced enhancing enhance simple scalable robust fast better can could would should'
  ).split(/\s+/),
);

/** Folds an English plural to its singular, conservatively. */
export function singular(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(ss|us|is|ics|ous|ys)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

function tokens(title: string): (string | null)[] {
  // null marks a break (a stop word or punctuation between words).
  const out: (string | null)[] = [];
  for (const piece of stripTex(title).toLowerCase().split(/([^a-z0-9-]+)/)) {
    if (!piece) continue;
    if (/^[^a-z0-9-]+$/.test(piece)) {
      if (/[^\s]/.test(piece)) out.push(null); // punctuation breaks a phrase; spaces do not
      continue;
    }
    const word = piece.replace(/^-+|-+$/g, '');
    if (word.length < 2 || !/[a-z]/.test(word) || STOP_WORDS.has(word)) {
      out.push(null);
      continue;
    }
    out.push(singular(word));
  }
  return out;
}

export interface TitleTerms {
  keyphrases: string[];
  words: string[];
}

export function titleTerms(title: string): TitleTerms {
  const ts = tokens(title);
  const words = new Set<string>();
  const phrases = new Set<string>();
  let run: string[] = [];
  const flush = () => {
    for (let n = 2; n <= 3; n++) for (let i = 0; i + n <= run.length; i++) phrases.add(run.slice(i, i + n).join(' '));
    run = [];
  };
  for (const t of ts) {
    if (t === null) {
      flush();
      continue;
    }
    if (t.length >= MIN_KEYWORD_LENGTH) words.add(t);
    run.push(t);
  }
  flush();
  return { keyphrases: [...phrases], words: [...words] };
}
