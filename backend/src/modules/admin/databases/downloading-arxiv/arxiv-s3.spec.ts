import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chunksForPapers, parseManifest } from './arxiv-s3.js';

const chunks = [
  { filename: 'pdf/arXiv_pdf_2401_001.tar', size: 100, md5sum: 'a'.repeat(32), numItems: 1000 },
  { filename: 'pdf/arXiv_pdf_2401_002.tar', size: 50, md5sum: 'b'.repeat(32), numItems: 800 },
];

describe('arXiv S3 PDF manifest', () => {
  it('reads arXiv’s manifest format and picks the first chunks holding the papers asked for', () => {
    const xml = `<?xml version='1.0' standalone='yes'?><arXivPDF><file><content_md5sum>c</content_md5sum><filename>pdf/arXiv_pdf_0001_001.tar</filename>
      <first_item>astro-ph0001001</first_item><last_item>hep-th0001208</last_item><md5sum>4B5EEB603FD68BB05B9DD3341E9067FB</md5sum>
      <num_items>1751</num_items><seq_num>1</seq_num><size>526080000</size><timestamp>2009-12-23 14:41:24</timestamp><yymm>0001</yymm></file></arXivPDF>`;
    assert.deepEqual(parseManifest(xml), [{ filename: 'pdf/arXiv_pdf_0001_001.tar', md5sum: '4b5eeb603fd68bb05b9dd3341e9067fb', size: 526080000, numItems: 1751 }]);
    assert.throws(() => parseManifest('<html/>'), /not an arXiv PDF manifest/);
    assert.deepEqual(chunksForPapers(chunks, 1).length, 1);
    assert.deepEqual(chunksForPapers(chunks, 1001).length, 2);
    assert.deepEqual(chunksForPapers(chunks, 10_000).length, 2);
  });
});
