/**
 * The embedded AI providers (docs/ARCHITECTURE.md §8), the default when no OpenAI-compatible endpoint is
 * configured: deterministic and offline, built only from the paper's own text and from facts the
 * catalog measured — nothing is invented. Results say `provider: 'local'` and the UI labels them
 * "Local AI".
 *
 * Sentences and keyphrases come from wink-nlp with its English model (./nlp.ts): sentence
 * splitting, part-of-speech tags, noun phrases, on text whose TeX is held aside or removed.
 *
 * - summary: extractive — key sentences of the abstract (centrality + result cues), the sentence
 *   that best describes the method and the one that best states the impact (cue words), a
 *   technical level from the vocabulary, and a confidence that says how much of that the
 *   abstract actually stated. No field repeats another: a sentence is used once.
 * - tags: noun-phrase keyphrases of title and abstract.
 * - intelligence: findings the summary does not already show (other result sentences, else the
 *   paper's central noun phrases), a method type from cue words, and an impact score whose
 *   parts are the catalog facts the caller measured (related papers, category growth, co-authors).
 * - chat: retrieval — the sentences of the paper(s) most relevant to the question, by intent
 *   (findings, method, limitations, themes, comparison, reading order) or by word overlap.
 */
import { Injectable } from '@nestjs/common';
import type {
  AiPaper,
  AiProvider,
  CatalogFacts,
  ChatDraft,
  ChatInput,
  ChatSource,
  CourseOutlineDraft,
  CourseOutlineInput,
  FieldSummaryDraft,
  IntelligenceDraft,
  LiteratureGapsDraft,
  TopicInput,
  SummaryDraft,
  TagsDraft,
} from './ai-provider.port.js';
import { localCourseOutline } from './local-course-outline.js';
import { localFieldSummary, localLiteratureGaps } from './local-topic-review.js';
import { NLP_MODEL, nounPhraseKeyphrases as keyphrases, sentencesOf as splitSentences } from './nlp.js';
import { CUES, contentStems, idfOver, relevance, words } from './text.js';

export const LOCAL_PROVIDER = 'local';
/** Model labels say what produced a result: the method, on wink-nlp's English model. */
export const LOCAL_MODELS = {
  summary: `extractive summary (${NLP_MODEL})`,
  tags: `noun-phrase keyphrases (${NLP_MODEL})`,
  intelligence: `catalog facts + extractive findings (${NLP_MODEL})`,
  chat: `abstract retrieval (${NLP_MODEL})`,
  course: `keyphrase grouping + extractive objectives (${NLP_MODEL})`,
  gaps: `study-type coverage + stated limitations (${NLP_MODEL})`,
  fieldSummary: `keyphrase counts + extractive findings (${NLP_MODEL})`,
} as const;

const NOT_STATED_METHOD = 'The abstract does not describe the methodology explicitly.';
const NOT_STATED_IMPACT = 'The abstract does not state the expected impact explicitly.';

interface ScoredSentence {
  text: string;
  index: number;
  centrality: number;
}

function scoreSentences(paper: AiPaper): ScoredSentence[] {
  const sentences = splitSentences(paper.abstract);
  const all = contentStems(`${paper.title} ${paper.abstract}`);
  const tf = new Map<string, number>();
  for (const s of all) tf.set(s, (tf.get(s) ?? 0) + 1);
  const titleStems = new Set(contentStems(paper.title));
  return sentences.map((text, index) => {
    const stems = contentStems(text);
    const mass = stems.reduce((sum, s) => sum + (tf.get(s) ?? 0) - 1 + (titleStems.has(s) ? 2 : 0), 0);
    return { text, index, centrality: stems.length ? mass / Math.sqrt(stems.length) : 0 };
  });
}

function best(sentences: ScoredSentence[], cue: RegExp, exclude: Set<number>): ScoredSentence | null {
  const hits = sentences.filter((s) => cue.test(s.text) && !exclude.has(s.index));
  if (hits.length === 0) return null;
  return hits.reduce((a, b) => (b.centrality > a.centrality ? b : a));
}

/** Key findings: up to 3 sentences — result cues first, problem statements last, then by centrality — shown in the abstract's order. */
function keyFindingsOf(sentences: ScoredSentence[], exclude: Set<number>): ScoredSentence[] {
  const pool = sentences.filter((s) => !exclude.has(s.index));
  if (pool.length <= 2) return pool;
  const weight = (s: ScoredSentence) => Number(CUES.findings.test(s.text)) * 2 - Number(CUES.problem.test(s.text));
  const ranked = [...pool].sort((a, b) => weight(b) - weight(a) || b.centrality - a.centrality || a.index - b.index);
  return ranked.slice(0, 3).sort((a, b) => a.index - b.index);
}

/** The method sentence: a strong cue ("we propose…") first, else any method cue, by centrality. */
function methodOf(sentences: ScoredSentence[]): ScoredSentence | null {
  return best(sentences, CUES.methodStrong, new Set()) ?? best(sentences, CUES.methodology, new Set());
}

function technicalLevelOf(paper: AiPaper): string {
  const ws = words(paper.abstract);
  if (ws.length === 0) return 'Intermediate';
  const long = ws.filter((w) => w.length >= 11).length / ws.length;
  const math = (paper.abstract.match(/\$|\\[a-z]+|[=^_]/g) ?? []).length;
  const acronyms = (paper.abstract.match(/\b[A-Z]{2,}[a-z]?\b/g) ?? []).length / Math.max(1, ws.length / 50);
  const score = long * 10 + Math.min(3, math / 4) + Math.min(2, acronyms / 2);
  if (score >= 4) return 'Expert';
  if (score >= 2.2) return 'Advanced';
  if (score >= 1) return 'Intermediate';
  return 'Introductory';
}

export function localSummary(paper: AiPaper): SummaryDraft {
  const sentences = scoreSentences(paper);
  const used = new Set<number>();
  const method = methodOf(sentences);
  if (method) used.add(method.index);
  const findings = keyFindingsOf(sentences, used);
  for (const f of findings) used.add(f.index);
  // Each sentence serves one field: the impact is never a finding or the method restated.
  const impact = best(sentences, CUES.impact, used) ?? (sentences.length > 1 ? best(sentences.slice(-1), /./, used) : null);
  // Confidence: how much of a summary the abstract itself stated (never above 0.9 for an extract).
  let confidence = 0.45;
  if (findings.some((f) => CUES.findings.test(f.text))) confidence += 0.15;
  if (method) confidence += 0.15;
  if (impact && CUES.impact.test(impact.text)) confidence += 0.1;
  if (sentences.length >= 4) confidence += 0.05;
  if (sentences.length < 3) confidence -= 0.15;
  confidence = Math.round(Math.min(0.9, Math.max(0.2, confidence)) * 100) / 100;
  return {
    keyFindings: findings.length ? findings.map((f) => f.text) : [paper.title],
    methodology: method?.text ?? NOT_STATED_METHOD,
    impact: impact?.text ?? NOT_STATED_IMPACT,
    technicalLevel: technicalLevelOf(paper),
    confidence,
    provider: LOCAL_PROVIDER,
    model: LOCAL_MODELS.summary,
  };
}

export function localTags(paper: AiPaper): TagsDraft {
  const tags = keyphrases(paper.title, paper.abstract, 5).map((k) => k.phrase);
  return { tags, provider: LOCAL_PROVIDER, model: LOCAL_MODELS.tags };
}

const METHOD_TYPES: { type: string; cue: RegExp }[] = [
  { type: 'Survey / review', cue: /\b(survey|review|overview|systematic|literature|taxonomy|tutorial)\b/gi },
  { type: 'Theoretical analysis', cue: /\b(theorem|prove|proof|lemma|conjecture|bound|bounds|analytic\w*|closed[- ]form|we derive|rigorous\w*)\b/gi },
  { type: 'Dataset / benchmark', cue: /\b(dataset|datasets|benchmark|benchmarks|corpus|annotat\w*|we release)\b/gi },
  { type: 'Simulation / computational study', cue: /\b(simulation\w*|simulate\w*|numerical\w*|monte carlo|computational|n-body|finite[- ]element)\b/gi },
  { type: 'Observational study', cue: /\b(observ\w*|telescope|survey data|measurement\w*|detect\w*|spectroscop\w*|photometr\w*)\b/gi },
  { type: 'Empirical / experimental evaluation', cue: /\b(experiment\w*|empirical\w*|evaluat\w*|outperform\w*|accuracy|ablation\w*|user study|trial\w*)\b/gi },
  { type: 'New method / model', cue: /\b(we propose|we introduce|we present|novel|framework|architecture|algorithm|network|model)\b/gi },
];

export function methodologyTypeOf(paper: AiPaper): string {
  const text = `${paper.title}. ${paper.abstract}`;
  let bestType = 'Not stated in the abstract';
  let bestCount = 0;
  for (const { type, cue } of METHOD_TYPES) {
    const count = (text.match(cue) ?? []).length;
    if (count > bestCount) {
      bestType = type;
      bestCount = count;
    }
  }
  return bestType;
}

const pct = (recent: number, previous: number) => (previous > 0 ? Math.round(((recent - previous) / previous) * 100) : null);

/**
 * Impact score (0..100), a catalog-based estimate and not a citation count: topic activity
 * (related papers, 35), category momentum (growth of the primary category, 25), team (authors,
 * 15) and network (co-authors' other papers, 10), and how clearly the abstract states findings
 * (the summary's confidence, 15).
 */
export function impactScoreOf(paper: AiPaper, facts: CatalogFacts, summaryConfidence: number): number {
  const activity = Math.min(1, Math.log10(1 + facts.relatedPapers.count) / 2);
  const primary = facts.categoryGrowth[0];
  const growth = primary ? (primary.recent - primary.previous) / Math.max(1, primary.previous) : 0;
  const momentum = (Math.max(-1, Math.min(1, growth)) + 1) / 2;
  const team = Math.min(1, paper.authors.length / 8);
  const network = Math.min(1, facts.coAuthors.reduce((n, c) => n + c.otherPapers, 0) / 10);
  const evidence = Math.max(0, Math.min(1, (summaryConfidence - 0.2) / 0.7));
  return Math.round(activity * 35 + momentum * 25 + team * 15 + network * 10 + evidence * 15);
}

/**
 * Findings for the intelligence view that the summary does not already show: the result sentences
 * the summary left out, else what the paper is about, from its noun phrases.
 */
function otherFindings(paper: AiPaper, summary: SummaryDraft): string[] {
  const shown = new Set([...summary.keyFindings, summary.methodology, summary.impact]);
  const rest = splitSentences(paper.abstract).filter((s) => !shown.has(s) && CUES.findings.test(s));
  if (rest.length) return rest.slice(0, 3);
  const phrases = keyphrases(paper.title, paper.abstract, 4).map((k) => k.phrase);
  return phrases.length ? [`Central concepts of the paper: ${phrases.join(', ')}.`] : ['The abstract states no further findings beyond the summary.'];
}

export function localIntelligence(paper: AiPaper, facts: CatalogFacts): IntelligenceDraft {
  const summary = localSummary(paper);
  const impactScore = impactScoreOf(paper, facts, summary.confidence);
  const citationPotential = impactScore >= 65 ? 'high' : impactScore >= 40 ? 'medium' : 'low';
  const related = facts.relatedPapers;
  const collaborationOpportunities: string[] = [];
  for (const c of facts.coAuthors.filter((c) => c.otherPapers > 0).slice(0, 4)) {
    const withWhom = c.collaborators.length ? `, with ${c.collaborators.slice(0, 3).join(', ')}` : '';
    collaborationOpportunities.push(`${c.author}: ${c.otherPapers} other paper${c.otherPapers === 1 ? '' : 's'} in the catalog${withWhom}`);
  }
  if (collaborationOpportunities.length === 0) collaborationOpportunities.push('No author of this paper has other papers in the catalog yet.');
  if (related.count > 0) {
    collaborationOpportunities.push(
      `${related.capped ? 'At least ' : ''}${related.count} catalog paper${related.count === 1 ? '' : 's'} share its key phrases (${related.phrases.join(', ')}); their authors work on the same questions.`,
    );
    for (const r of related.top.slice(0, 2)) collaborationOpportunities.push(`Related: ${r.title}`);
  }
  const researchTrends: string[] = [];
  for (const g of facts.categoryGrowth) {
    const change = pct(g.recent, g.previous);
    const trend = change === null ? 'new activity (none in the window before)' : change >= 0 ? `up ${change}%` : `down ${Math.abs(change)}%`;
    researchTrends.push(
      `${g.category}: ${g.recent} paper${g.recent === 1 ? '' : 's'} in the ${g.windowDays} days to ${g.windowEnd}, ${trend} on the ${g.windowDays} days before (${g.previous}).`,
    );
  }
  if (related.phrases.length) researchTrends.push(`Key phrases: ${related.phrases.join(', ')}.`);
  researchTrends.push(
    `Impact score ${impactScore}/100 is a catalog-based estimate (topic activity, category momentum, team and co-author network, findings stated in the abstract), not a citation count.`,
  );
  return {
    keyFindings: otherFindings(paper, summary),
    impactScore,
    citationPotential,
    methodologyType: methodologyTypeOf(paper),
    collaborationOpportunities,
    researchTrends,
    provider: LOCAL_PROVIDER,
    model: LOCAL_MODELS.intelligence,
  };
}

type Intent = 'findings' | 'methodology' | 'limitations' | 'impact' | 'themes' | 'first' | 'compare' | 'trends' | 'open';

function intentOf(message: string): Intent {
  const m = message.toLowerCase();
  if (/\b(limitation|weakness|drawback|shortcoming|caveat)s?\b/.test(m)) return 'limitations';
  if (/\b(theme|connect|common|overlap|shared)\w*/.test(m)) return 'themes';
  if (/\b(read first|start with|which (?:paper|one)|most relevant|recommend)\b/.test(m)) return 'first';
  if (/\b(compare|comparison|differ|difference|contrast|versus|vs)\w*/.test(m)) return 'compare';
  if (/\b(method|methodology|approach|how (?:does|do|did)|technique|experiment)\w*/.test(m)) return 'methodology';
  if (/\b(impact|implication|application|why (?:does|is) it matter|significance)\w*/.test(m)) return 'impact';
  if (/\b(trend|latest|emerging|hot topic)\w*/.test(m)) return 'trends';
  if (/\b(summar\w*|key finding|main finding|finding|contribution|result|about|tl;?dr|overview)\w*/.test(m)) return 'findings';
  return 'open';
}

const quote = (title: string) => `“${title}”`;
const bullet = (lines: string[]) => lines.map((l) => `• ${l}`).join('\n');

function sentencesOf(source: ChatSource): string[] {
  return splitSentences(source.paper.abstract);
}

function topRelevant(message: string, pool: { text: string; source: ChatSource }[], n: number) {
  const q = contentStems(message);
  const idf = idfOver(pool.map((p) => p.text));
  return pool
    .map((p, i) => ({ ...p, i, score: relevance(q, p.text, idf) }))
    .filter((p) => p.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, n);
}

function paperAnswer(message: string, source: ChatSource, intent: Intent): string {
  const { paper } = source;
  const summary = localSummary(paper);
  const head = `From ${quote(paper.title)}:`;
  switch (intent) {
    case 'findings':
      return `${head}\n${bullet(source.keyFindings?.length ? source.keyFindings : summary.keyFindings)}`;
    case 'methodology':
      return `${head}\n${bullet([summary.methodology])}\nMethod type: ${methodologyTypeOf(paper)}.`;
    case 'impact':
      return `${head}\n${bullet([summary.impact])}`;
    case 'limitations': {
      const hits = sentencesOf(source).filter((s) => CUES.limitations.test(s)).slice(0, 3);
      return hits.length
        ? `${head} the abstract points to these limits or open points:\n${bullet(hits)}`
        : `The abstract of ${quote(paper.title)} does not discuss limitations; check the paper's discussion section. What it does state:\n${bullet(summary.keyFindings.slice(0, 1))}`;
    }
    default: {
      const hits = topRelevant(message, sentencesOf(source).map((text) => ({ text, source })), 3);
      if (hits.length === 0) {
        return `The abstract of ${quote(paper.title)} does not mention that directly. Its main points:\n${bullet(summary.keyFindings.slice(0, 2))}`;
      }
      return `${head}\n${bullet(hits.sort((a, b) => a.i - b.i).map((h) => h.text))}`;
    }
  }
}

function collectionPhrases(sources: ChatSource[]): { phrase: string; papers: number }[] {
  const counts = new Map<string, number>();
  for (const s of sources) {
    const phrases = new Set(keyphrases(s.paper.title, s.paper.abstract, 8).flatMap((k) => [k.phrase, ...k.phrase.split(' ').filter((w) => w.length > 5)]));
    for (const p of phrases) counts.set(p, (counts.get(p) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1] || b[0].split(' ').length - a[0].split(' ').length || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([phrase, papers]) => ({ phrase, papers }));
}

function collectionAnswer(message: string, sources: ChatSource[], intent: Intent, scope: 'collection' | 'general'): string {
  const where = scope === 'collection' ? `the ${sources.length} paper${sources.length === 1 ? '' : 's'} of your collection` : 'the catalog';
  const themes = collectionPhrases(sources);
  switch (intent) {
    case 'themes':
    case 'trends': {
      const cats = new Map<string, number>();
      for (const s of sources) for (const c of s.paper.categories.slice(0, 1)) cats.set(c, (cats.get(c) ?? 0) + 1);
      const catLine = [...cats].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([c, n]) => `${c} (${n})`).join(', ');
      const lines = themes.map((t) => `${t.phrase}: in ${t.papers} papers`);
      return `${scope === 'general' ? 'Among the catalog papers closest to your question' : `Across ${where}`}, the shared themes are:\n${
        lines.length ? bullet(lines) : '• no phrase recurs across these papers; they cover separate topics'
      }\nPrimary categories: ${catLine}.`;
    }
    case 'first': {
      const q = new Set([...contentStems(message), ...themes.flatMap((t) => contentStems(t.phrase))]);
      const ranked = sources
        .map((s, i) => ({ s, i, score: contentStems(`${s.paper.title} ${s.paper.abstract}`).filter((w) => q.has(w)).length }))
        .sort((a, b) => b.score - a.score || a.i - b.i);
      const first = ranked[0].s.paper;
      const why = themes.length ? `it covers most of the collection's shared themes (${themes.slice(0, 3).map((t) => t.phrase).join(', ')})` : 'it is the closest to your question';
      return `Start with ${quote(first.title)}: ${why}.\n${bullet(localSummary(first).keyFindings.slice(0, 1))}`;
    }
    case 'compare':
    case 'methodology':
      return `How ${where} go about it:\n${bullet(sources.slice(0, 5).map((s) => `${quote(s.paper.title)}: ${localSummary(s.paper).methodology}`))}`;
    case 'findings':
      return `Key findings in ${where}:\n${bullet(sources.slice(0, 5).map((s) => `${quote(s.paper.title)}: ${(s.keyFindings ?? localSummary(s.paper).keyFindings)[0]}`))}`;
    default: {
      const pool = sources.flatMap((source) => sentencesOf(source).map((text) => ({ text, source })));
      const hits = topRelevant(message, pool, 3);
      if (hits.length === 0) {
        return `I found nothing in ${where} that speaks to that directly. The papers are about: ${sources
          .slice(0, 3)
          .map((s) => quote(s.paper.title))
          .join('; ')}.`;
      }
      return `What ${where} say about it:\n${bullet(hits.map((h) => `${h.text} (${quote(h.source.paper.title)})`))}`;
    }
  }
}

function suggestionsFor(input: ChatInput, intent: Intent): string[] {
  const phrases = input.sources.length
    ? keyphrases(input.sources[0].paper.title, input.sources[0].paper.abstract, 2).map((k) => k.phrase)
    : [];
  const byScope: Record<ChatInput['scope'], { intent: Intent; text: string }[]> = {
    paper: [
      { intent: 'findings', text: 'What are the key findings?' },
      { intent: 'methodology', text: 'What methodology does this paper use?' },
      { intent: 'limitations', text: 'What are the limitations of this work?' },
      { intent: 'impact', text: 'What is the potential impact?' },
    ],
    collection: [
      { intent: 'themes', text: 'What themes connect these papers?' },
      { intent: 'first', text: 'Which paper should I read first?' },
      { intent: 'compare', text: 'Compare the main approaches' },
      { intent: 'findings', text: 'What are the key findings across these papers?' },
    ],
    general: [
      { intent: 'trends', text: 'What themes connect these papers?' },
      { intent: 'compare', text: 'Compare the main approaches' },
      { intent: 'findings', text: 'What are the key findings?' },
    ],
  };
  const out = byScope[input.scope].filter((s) => s.intent !== intent).map((s) => s.text);
  if (phrases[0]) out.unshift(input.scope === 'paper' ? `What does the paper say about ${phrases[0]}?` : `Find papers about ${phrases[0]}`);
  return [...new Set(out)].slice(0, 3);
}

export function localChat(input: ChatInput): ChatDraft {
  const intent = intentOf(input.message);
  const base = { provider: LOCAL_PROVIDER, model: LOCAL_MODELS.chat };
  if (input.sources.length === 0) {
    return {
      ...base,
      response:
        input.scope === 'general'
          ? 'I could not find papers in the catalog about that. Try other keywords, or ask about a paper or your collection.'
          : 'There are no papers to answer from in this context.',
      suggestions: ['What are the latest trends in AI research?', 'Suggest research directions in NLP'],
    };
  }
  const response =
    input.scope === 'paper'
      ? paperAnswer(input.message, input.sources[0], intent)
      : collectionAnswer(input.message, input.sources, intent, input.scope);
  return { ...base, response, suggestions: suggestionsFor(input, intent) };
}

@Injectable()
export class LocalAiProvider implements AiProvider {
  readonly provider = LOCAL_PROVIDER;

  modelFor(capability: keyof typeof LOCAL_MODELS): string {
    return LOCAL_MODELS[capability];
  }

  async summarize(paper: AiPaper): Promise<SummaryDraft> {
    return localSummary(paper);
  }

  async tag(paper: AiPaper): Promise<TagsDraft> {
    return localTags(paper);
  }

  async intelligence(paper: AiPaper, facts: CatalogFacts): Promise<IntelligenceDraft> {
    return localIntelligence(paper, facts);
  }

  async chat(input: ChatInput): Promise<ChatDraft> {
    return localChat(input);
  }

  async outlineCourse(input: CourseOutlineInput): Promise<CourseOutlineDraft> {
    return localCourseOutline(input);
  }

  async literatureGaps(input: TopicInput): Promise<LiteratureGapsDraft> {
    return localLiteratureGaps(input);
  }

  async fieldSummary(input: TopicInput): Promise<FieldSummaryDraft> {
    return localFieldSummary(input);
  }
}
