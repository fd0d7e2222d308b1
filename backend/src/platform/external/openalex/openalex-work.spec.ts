import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { OPENALEX_FIXTURES_DIR } from './openalex-replay.js';
import { DEFAULT_VENUE, type OpenAlexWork, arxivIdOfWork, bareDoi, rebuildAbstract, toCatalogWork, toScholarPaper } from './openalex-work.js';

const recorded = (file: string) => {
  const raw = JSON.parse(readFileSync(path.join(OPENALEX_FIXTURES_DIR, file), 'utf8'));
  return (raw.url ? raw.body : raw) as OpenAlexWork & { results?: OpenAlexWork[] };
};

describe('OpenAlex work → Scholar paper', () => {
  it('maps a recorded single work (PeerJ, The state of OA)', () => {
    const p = toScholarPaper(recorded('bvitamins_W2741809807.json'));
    assert.equal(p.id, 'W2741809807');
    assert.equal(p.title, 'The state of OA: a large-scale analysis of the prevalence and impact of Open Access articles');
    assert.deepEqual(p.authors.slice(0, 3), ['Heather Piwowar', 'Jason Priem', 'Vincent Larivière']);
    assert.equal(p.year, 2018);
    assert.equal(p.citations, 962);
    assert.equal(p.venue, 'PeerJ');
    assert.equal(p.url, 'https://doi.org/10.7717/peerj.4375');
    assert.equal(p.doi, '10.7717/peerj.4375');
    assert.equal(p.arxivId, null);
    assert.ok(p.abstract.length > 200, 'abstract rebuilt');
    assert.match(p.abstract, /^Despite growing interest in Open Access/);
  });

  it('finds the arXiv id of a preprint from its arXiv DOI and of a published one from none', () => {
    const list = recorded('test_title_search_paper_attributes1_.json');
    const paperQa = toScholarPaper(list.results![0]);
    assert.equal(paperQa.arxivId, '2312.07559');
    assert.equal(paperQa.url, 'https://arxiv.org/abs/2312.07559');
    assert.equal(paperQa.venue, 'arXiv (Cornell University)');
    const chem = recorded('test_title_search_paper_attributes2_.json').results!.map(toScholarPaper);
    assert.deepEqual(chem.map((c) => c.arxivId), [null, '2304.05376']);
    assert.equal(chem[0].venue, 'Nature Machine Intelligence');
  });

  it('handles a work with no authors and no abstract', () => {
    const p = toScholarPaper(recorded('test_doi_search_paper_attributes2_.json'));
    assert.deepEqual(p.authors, []);
    assert.equal(p.abstract, '');
    assert.equal(p.citations, 0);
  });

  it('defaults the venue and the url', () => {
    const p = toScholarPaper({ id: 'https://openalex.org/W1', title: ' A  title ', primary_location: { source: null } });
    assert.equal(p.venue, DEFAULT_VENUE);
    assert.equal(p.url, 'https://openalex.org/W1');
    assert.equal(p.title, 'A title');
    assert.equal(toScholarPaper({ id: 'W2', doi: 'https://doi.org/10.1234/X' }).url, 'https://doi.org/10.1234/x');
  });

  it('rebuilds abstracts from the inverted index in word order', () => {
    assert.equal(rebuildAbstract({ world: [1], hello: [0, 2] }), 'hello world hello');
    assert.equal(rebuildAbstract(null), '');
  });

  it('reads DOIs and arXiv locations', () => {
    assert.equal(bareDoi('https://doi.org/10.48550/arXiv.2312.07559'), '10.48550/arxiv.2312.07559');
    assert.equal(bareDoi('doi:10.1000/ABC'), '10.1000/abc');
    assert.equal(bareDoi('not a doi'), null);
    assert.equal(arxivIdOfWork({ id: 'W3', locations: [{ pdf_url: 'https://arxiv.org/pdf/2401.01234v2' }] }), '2401.01234');
  });

  it('a work to save keeps its open-access PDF and its field and subfield', () => {
    const peerj = toCatalogWork(recorded('bvitamins_W2741809807.json'));
    assert.equal(peerj.pdfUrl, 'https://peerj.com/articles/4375.pdf', 'the primary location is open access with a PDF');
    assert.deepEqual(peerj.subjects, ['Decision Sciences', 'Statistics, Probability and Uncertainty']);
    assert.equal(peerj.title, toScholarPaper(recorded('bvitamins_W2741809807.json')).title);
    const pnas = toCatalogWork(recorded('test_doi_search_paper_attributes4_.json'));
    assert.equal(pnas.pdfUrl, 'https://europepmc.org/articles/pmc4234579?pdf=render', 'else the first open-access location with a PDF');
    assert.equal(toCatalogWork(recorded('test_doi_search_paper_attributes0_.json')).pdfUrl, null, 'open access but no PDF anywhere');
    const closed = toCatalogWork({ id: 'W5', primary_location: { is_oa: false, pdf_url: 'https://publisher.example/paywalled.pdf' } });
    assert.equal(closed.pdfUrl, null, 'a paywalled PDF is not the paper for readers');
    assert.deepEqual(closed.subjects, []);
  });
});
