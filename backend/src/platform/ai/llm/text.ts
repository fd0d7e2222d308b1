/**
 * Plain-text analysis for the local AI providers (pure, deterministic): sentences, content words,
 * keyphrases (RAKE-style: runs of content words scored by degree/frequency, title words count
 * double) and relevance of sentences to a question.
 */

const STOPWORDS = new Set(
  `a about above across after again against all almost also although always am among an and another any are aren't around as at
  be because been before being below between both but by can cannot could did do does doing done down during each either else
  enough especially etc even ever every few for from further furthermore had has have having he her here hers herself him himself
  his how however i if in into is isn't it its itself just least less let like made make makes many may me might more moreover most
  much must my myself near nearly neither no nor not now of off often on once one only onto or other others otherwise our ours
  ourselves out over own per perhaps rather quite same several shall she should since so some such than that the their theirs them
  themselves then there thereby therefore these they this those though through thus to too toward towards under until up upon us
  used using very via was we well were what when where whether which while who whom whose why will with within without would yet
  you your yours yourself yourselves i.e e.g et al versus vs despite whereas unlike beyond besides`.split(/\s+/),
);

/** Words too generic in abstracts to make a keyphrase on their own. */
const GENERIC = new Set(
  `paper papers work works study studies approach approaches method methods methodology result results show shows shown showing
  propose proposed proposes present presented presents introduce introduced introduces novel new based problem problems task tasks
  use uses case cases different various important significant significantly first second two three large small high low good better
  best well able via also however recent recently existing state art state-of-the-art model models framework data performance
  experiments experimental demonstrate demonstrates achieve achieves achieved provide provides obtain obtained give gives given
  number set sets way ways terms term analysis consider considered find found main key general specific particular thereby article
  effect effects effective efficiently efficient further including include includes lead leads many several allow allows result
  investigate investigated address addresses aim aims towards toward question questions wide widely strong`.split(/\s+/),
);

/** Verbs that end runs of content words in abstracts ("the branch trains", "the index fed"): cut from a phrase's ends. */
const VERBS = new Set(
  `trains train tracks remain remains fed yields yield enables enable allows allow leads lead shows uses requires require makes
  provides improves improve achieves outperforms performs perform learns learn carries flows steers promotes reaches reach
  produces produce captures capture reduces reduce increases increase relies rely depends depend exhibits exhibit suffers suffer
  becomes become remains occurs occur emerges emerge contains contain includes consists needs need helps help`.split(/\s+/),
);

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** Whitespace collapsed, LaTeX math markers and braces kept readable. */
export function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const ABBREVIATIONS = /(?:\b(?:e\.g|i\.e|et al|etc|vs|cf|Fig|Figs|Eq|Eqs|Ref|Refs|Sec|No|approx|resp|Dr|Prof|Mr|Ms|St)\.|\b[A-Z]\.)$/;

/** Sentences of a text: split after . ! ? followed by a space and an upper-case letter, digit or bracket; abbreviations kept. */
export function splitSentences(text: string): string[] {
  const t = cleanText(text);
  if (!t) return [];
  const out: string[] = [];
  let start = 0;
  const re = /[.!?](?=\s+["'([]?[A-Z0-9$\\])/g;
  for (let m = re.exec(t); m; m = re.exec(t)) {
    const candidate = t.slice(start, m.index + 1);
    if (ABBREVIATIONS.test(candidate)) continue;
    out.push(candidate.trim());
    start = m.index + 1;
  }
  const rest = t.slice(start).trim();
  if (rest) out.push(rest);
  return out.filter((s) => /[A-Za-z]/.test(s));
}

/** Lower-case word tokens (letters, digits, inner hyphens), in order. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z][a-z0-9]*(?:[-'][a-z0-9]+)*|\d+(?:\.\d+)?%?/g) ?? [];
}

/** A light stemmer: enough to match plurals and common verb forms. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 5 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  return w;
}

/** Stems of the content words of a text (no stopwords, no bare numbers). */
export function contentStems(text: string): string[] {
  return words(text)
    .filter((w) => !STOPWORDS.has(w) && !/^\d/.test(w) && w.length > 1)
    .map(stem);
}

export interface Keyphrase {
  phrase: string;
  score: number;
}

/**
 * Keyphrases of a paper (RAKE, Rose et al. 2010): candidate phrases are runs of up to three
 * content words between stopwords and punctuation; a word scores degree/frequency over the
 * text, a phrase the sum of its words; phrases seen in the title count double. Generic
 * single words ("method", "results") are not phrases on their own.
 */
export function keyphrases(title: string, abstract: string, limit = 5): Keyphrase[] {
  const candidates: { words: string[]; inTitle: boolean }[] = [];
  const collect = (text: string, inTitle: boolean) => {
    for (const chunk of text.toLowerCase().split(/[.,;:!?()[\]{}"“”]|\s-\s|\s–\s|\s—\s/)) {
      let run: string[] = [];
      const flush = () => {
        while (run.length > 0 && VERBS.has(run[run.length - 1])) run.pop();
        while (run.length > 0 && VERBS.has(run[0])) run.shift();
        if (run.length > 0) {
          // Long runs are cut into windows of three words.
          for (let i = 0; i < run.length; i += 3) candidates.push({ words: run.slice(i, i + 3), inTitle });
        }
        run = [];
      };
      for (const w of words(chunk)) {
        if (STOPWORDS.has(w) || /^\d/.test(w) || w.length < 2 || w.includes("'")) flush();
        else if (VERBS.has(w) && run.length > 0) flush();
        else run.push(w);
      }
      flush();
    }
  };
  collect(title, true);
  collect(abstract, false);

  const freq = new Map<string, number>();
  const degree = new Map<string, number>();
  for (const c of candidates) {
    for (const w of c.words) {
      const s = stem(w);
      freq.set(s, (freq.get(s) ?? 0) + 1);
      degree.set(s, (degree.get(s) ?? 0) + c.words.length);
    }
  }
  const wordScore = (w: string) => {
    const s = stem(w);
    const base = (degree.get(s) ?? 0) / (freq.get(s) ?? 1);
    return GENERIC.has(w) ? base * 0.3 : base * (1 + Math.log(freq.get(s) ?? 1));
  };
  const scored = new Map<string, Keyphrase & { key: string; display: string }>();
  for (const c of candidates) {
    if (c.words.length === 1 && (GENERIC.has(c.words[0]) || c.words[0].length < 4)) continue;
    if (c.words.every((w) => GENERIC.has(w))) continue;
    const key = c.words.map(stem).join(' ');
    const score = c.words.reduce((sum, w) => sum + wordScore(w), 0) * (c.inTitle ? 2 : 1);
    const prev = scored.get(key);
    if (prev) prev.score += score * 0.5;
    else scored.set(key, { key, phrase: c.words.join(' '), display: c.words.join(' '), score });
  }
  const ranked = [...scored.values()].sort((a, b) => b.score - a.score || a.phrase.localeCompare(b.phrase));
  const chosen: (Keyphrase & { key: string })[] = [];
  for (const k of ranked) {
    const stems = new Set(k.key.split(' '));
    // Skip a phrase whose words are all inside one already chosen (or the other way round).
    const overlaps = chosen.some((c) => {
      const cs = c.key.split(' ');
      return cs.every((s) => stems.has(s)) || [...stems].every((s) => cs.includes(s));
    });
    if (overlaps) continue;
    chosen.push(k);
    if (chosen.length >= limit) break;
  }
  return chosen.map(({ phrase, score }) => ({ phrase, score: Math.round(score * 100) / 100 }));
}

/** How well a sentence answers a question: shared content stems, weighted by their rarity in the pool (idf). */
export function relevance(questionStems: readonly string[], sentence: string, idf: (stem: string) => number): number {
  if (questionStems.length === 0) return 0;
  const stems = new Set(contentStems(sentence));
  let score = 0;
  for (const q of new Set(questionStems)) if (stems.has(q)) score += idf(q);
  return score / Math.sqrt(Math.max(4, stems.size));
}

/** Inverse document frequency over a pool of sentences. */
export function idfOver(sentences: readonly string[]): (stem: string) => number {
  const df = new Map<string, number>();
  for (const s of sentences) for (const st of new Set(contentStems(s))) df.set(st, (df.get(st) ?? 0) + 1);
  const n = Math.max(1, sentences.length);
  return (st) => Math.log(1 + n / (df.get(st) ?? 0.5));
}

/** Cue words that mark what a sentence is about. */
export const CUES = {
  findings:
    /\b(we (?:show|find|found|demonstrate|observe|prove|report|obtain)|results? (?:show|indicate|suggest|demonstrate)|outperform\w*|achiev\w*|improv\w*|reveal\w*|state[- ]of[- ]the[- ]art|significantly|accuracy|\d+(?:\.\d+)?\s?%|better than|surpass\w*|reduc\w*|increas\w*)\b/i,
  methodology:
    /\b(we (?:propose|introduce|present|develop|design|use|employ|apply|train|construct|derive|formulate|study|analy[sz]e|investigate|consider|model|simulate|evaluate)|our (?:method|approach|model|framework|algorithm|technique)|framework|architecture|algorithm|dataset|benchmark|experiment\w*|simulation\w*|theorem|proof|based on|by (?:using|combining|leveraging)|leverag\w*|trained|fine-tun\w*|survey)\b/i,
  impact:
    /\b(enabl\w*|can be (?:used|applied)|applicat\w*|implicat\w*|paves? the way|opens? (?:up )?(?:new|the)|potential|practical|real-world|impact\w*|benefit\w*|useful|first (?:time|to)|step toward\w*|future|broad\w*|general(?:ize|izes|ise)|scal\w*)\b/i,
  /** Sentences that state the problem rather than a result. */
  problem: /\b(challeng\w*|remains? (?:a |an )?(?:open|difficult|challenging)|obstacle|bottleneck|however|difficult|suffer\w*|lack\w*|poses?)\b/i,
  /** Strong method cues: the sentence that says what the authors did. */
  methodStrong: /\b(we (?:propose|introduce|present|develop|design|derive|formulate|construct)|our (?:method|approach|model|framework|algorithm))\b/i,
  limitations:
    /\b(however|limitation\w*|limited|only|does not|do not|cannot|fail\w*|challeng\w*|drawback\w*|restrict\w*|future work|remain\w* (?:open|unclear|difficult)|open (?:problem|question)s?|assum\w*|trade-?off)\b/i,
} as const;
