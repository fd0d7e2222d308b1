/**
 * English analysis for the local AI providers with wink-nlp and its English model
 * (wink-eng-lite-web-model, shipped inside the npm package: nothing is fetched at run time):
 * sentence splitting, part-of-speech tags and noun-phrase keyphrases. TeX is handled first:
 * math is held aside while sentences are split (a "." inside `$…$` ends nothing) and put back,
 * and keyphrases are taken from the text with math and command names ("mathbb") removed.
 */
import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import { type Keyphrase, cleanText, isStopword, stem } from './text.js';

/** What the model labels of the local providers name. */
export const NLP_MODEL = 'wink-eng-lite-web-model';

type Nlp = ReturnType<typeof winkNLP>;
let engine: Nlp | null = null;

/** The model loads once (about 30 ms), on first use. */
function nlp(): Nlp {
  if (!engine) {
    engine = winkNLP(model);
    // Noun phrases: up to two modifiers (adjectives or nouns) before a noun.
    engine.learnCustomEntities([
      { name: 'nounPhrase', patterns: ['[ADJ|NOUN|PROPN] [ADJ|NOUN|PROPN] [NOUN|PROPN]', '[ADJ|NOUN|PROPN] [NOUN|PROPN]', '[NOUN|PROPN]'] },
    ]);
  }
  return engine;
}

/** Text without TeX, for analysis: math out, accents folded into their letter (\v{s} → s), other commands and braces out. */
export function stripTex(text: string): string {
  return text
    .replace(/\$\$[^$]*\$\$|\$[^$]*\$|\\\([^)]*\\\)/g, ' ')
    .replace(/\\[`'"^~=.]\s*\{?([A-Za-z])\}?/g, '$1')
    .replace(/\\[uvHcdbtk](?:\{([A-Za-z])\}|\s+([A-Za-z]))/g, '$1$2')
    .replace(/\\[A-Za-z]+\*?/g, ' ')
    .replace(/\\./g, ' ')
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const MATH = /\$\$[^$]*\$\$|\$[^$]*\$/g;
const placeholder = (i: number) => `Mathplaceholder${i}x`;

/** A sentence that cannot stand alone: it belongs to the one before ("2." after "Fig.", "the bound…" in lower case). */
const ABBREVIATION_END = /\b(?:Fig|Figs|Eq|Eqs|Ref|Refs|Sec|Tab|No|Vol|approx|resp|cf|vs|et al|e\.g|i\.e)\.$/;
const continues = (prev: string, s: string) =>
  (s.match(/[A-Za-z]{2,}/g) ?? []).length < 2 || /^[a-z]/.test(s) || ABBREVIATION_END.test(prev);

/** Sentences of a text (wink-nlp), math kept whole, each cut from the text as written (spacing kept). */
export function sentencesOf(text: string): string[] {
  const maths: string[] = [];
  const held = cleanText(text).replace(MATH, (m) => {
    maths.push(m);
    return placeholder(maths.length - 1);
  });
  if (!held) return [];
  // Where each sentence wink-nlp found starts in the text; a continuation keeps the start before it.
  const starts: number[] = [];
  let cursor = 0;
  let prev = '';
  for (const raw of nlp().readDoc(held).sentences().out()) {
    const s = raw.trim();
    const at = held.indexOf(s, cursor);
    if (at < 0) continue;
    if (starts.length === 0 || !continues(prev, s)) starts.push(at);
    cursor = at + s.length;
    prev = s;
  }
  if (starts.length === 0) starts.push(0);
  starts[0] = 0;
  return starts
    .map((start, i) => held.slice(start, starts[i + 1] ?? held.length).trim())
    .map((s) => s.replace(/Mathplaceholder(\d+)x/g, (_m, i: string) => maths[Number(i)] ?? ''))
    .filter((s) => /[A-Za-z]/.test(s));
}

/** Words that make no keyphrase: generic in any abstract, or evaluative ("better", "existing"). */
const WEAK = new Set(
  `paper work study approach method methodology result problem task case model models framework data performance experiment
  analysis set way term number effect question new novel existing different various important significant recent large small high
  low good better best strong simple efficient effective robust first second several many other further main key general specific
  particular wide state art proposed current prior previous standard typical simple same similar certain`.split(/\s+/),
);

const isWordToken = (w: string) => /^[a-z][a-z0-9-]*$/i.test(w) && !/^mathplaceholder/i.test(w);

/**
 * Keyphrases of a paper: noun phrases (part-of-speech patterns) of the title and abstract with TeX
 * removed; leading and trailing weak words cut; a phrase scores its occurrences, title ones
 * counting three times, and one per extra word; a phrase inside a better one is left out.
 */
export function nounPhraseKeyphrases(title: string, abstract: string, limit = 5): Keyphrase[] {
  const its = nlp().its;
  const found = new Map<string, { phrase: string; score: number; words: number }>();
  const collect = (text: string, weight: number) => {
    nlp()
      .readDoc(stripTex(text))
      .customEntities()
      .each((entity: { tokens(): { out(f?: unknown): unknown } }) => {
        let words = entity.tokens().out(its.normal) as string[];
        let surface = entity.tokens().out() as string[];
        while (words.length && (WEAK.has(words[0]) || isStopword(words[0]))) {
          words = words.slice(1);
          surface = surface.slice(1);
        }
        while (words.length && (WEAK.has(words[words.length - 1]) || isStopword(words[words.length - 1]))) {
          words = words.slice(0, -1);
          surface = surface.slice(0, -1);
        }
        if (words.length === 0 || !words.every(isWordToken) || words.some((w) => w.length < 2)) return;
        // A single word needs four letters; it is kept only from the title or when repeated (filter below).
        if (words.length === 1 && words[0].length < 4) return;
        const key = words.map(stem).join(' ');
        // Keep acronyms and mixed case (ResNet, GANs); lower-case ordinary capitalised words.
        const phrase = surface.map((w) => (/^[A-Z][a-z]+$/.test(w) ? w.toLowerCase() : w)).join(' ');
        const prev = found.get(key);
        if (prev) prev.score += weight;
        else found.set(key, { phrase, score: weight + (words.length - 1), words: words.length });
      });
  };
  collect(title, 3);
  collect(abstract, 1);
  const ranked = [...found.entries()]
    .filter(([, v]) => v.words > 1 || v.score >= 2)
    .sort((a, b) => b[1].score - a[1].score || b[1].words - a[1].words || a[1].phrase.localeCompare(b[1].phrase));
  const chosen: { key: string; phrase: string; score: number }[] = [];
  for (const [key, v] of ranked) {
    const stems = key.split(' ');
    const inside = chosen.some((c) => {
      const cs = c.key.split(' ');
      return stems.every((s) => cs.includes(s)) || cs.every((s) => stems.includes(s));
    });
    if (inside) continue;
    chosen.push({ key, phrase: v.phrase, score: v.score });
    if (chosen.length >= limit) break;
  }
  return chosen.map(({ phrase, score }) => ({ phrase, score }));
}
