/**
 * The six categories of the live page (spec inst §2), each mapped to real OpenAlex topic
 * classifications: subfields and fields are OpenAlex's (ASJC-based) hierarchy, topics its
 * T-ids. A category lists the newest works whose primary topic falls there.
 */
export const SCHOLAR_CATEGORIES = {
  ai: { label: 'Artificial Intelligence', filter: 'primary_topic.subfield.id:1702' }, // subfield Artificial Intelligence
  quantum: { label: 'Quantum Computing', filter: 'topics.id:T10682|T10020' }, // Quantum Computing Algorithms and Architecture; Quantum Information and Cryptography
  biotech: { label: 'Biotechnology', filter: 'primary_topic.subfield.id:1305' }, // subfield Biotechnology
  climate: { label: 'Climate Science', filter: 'primary_topic.subfield.id:2306' }, // subfield Global and Planetary Change
  neuroscience: { label: 'Neuroscience', filter: 'primary_topic.field.id:28' }, // field Neuroscience
  physics: { label: 'Physics', filter: 'primary_topic.field.id:31' }, // field Physics and Astronomy
} as const;

export type ScholarCategory = keyof typeof SCHOLAR_CATEGORIES;

export function isScholarCategory(value: string): value is ScholarCategory {
  return Object.hasOwn(SCHOLAR_CATEGORIES, value);
}

/** Works published up to today: OpenAlex lists announced works with future dates too. */
export function publishedByFilter(now: Date): string {
  return `to_publication_date:${now.toISOString().slice(0, 10)}`;
}
