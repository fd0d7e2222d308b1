/** A crafted history whose trends are known (the same one the API test imports). */
export function craftedHistory(): { title: string; categories: string[]; publishedDate: string }[] {
  const papers: { title: string; categories: string[]; publishedDate: string }[] = [];
  const add = (n: number, categories: string[], date: string, title: (i: number) => string) => {
    for (let i = 0; i < n; i++) papers.push({ title: title(papers.length), categories, publishedDate: date });
  };
  const unique = (i: number) => `Term${i}a term${i}b`;
  // Previous window (2026-01-02 … 2026-04-01)
  add(2, ['cs.CL'], '2026-02-10', unique);
  add(4, ['cs.CV'], '2026-02-11', unique);
  add(1, ['cs.LG', 'q-bio.NC'], '2026-03-01', (i) => `Sparse autoencoders for term${i}a`);
  add(2, ['cs.LG'], '2026-03-02', unique);
  // Recent window (2026-04-02 … 2026-06-30)
  add(6, ['cs.CL'], '2026-05-10', unique);
  add(4, ['cs.CV'], '2026-05-11', unique);
  add(3, ['cs.LG', 'q-bio.NC'], '2026-06-01', (i) => `Sparse autoencoders for term${i}a`);
  add(1, ['cs.LG'], '2026-06-30', (i) => `Sparse autoencoders for term${i}a`);
  // Before both windows: not counted.
  add(5, ['cs.CL'], '2025-06-01', unique);
  return papers;
}
