// TeX in titles and abstracts: formulas found, accents as characters, plain text for tab titles and labels.
// Run: node --test frontends/common/test/tex.spec.ts
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mathToText, splitMath, texAccentsToText, texToPlainText } from '../src/lib/tex.ts';

test('splitMath finds inline and display formulas; \\$ and an unclosed $ stay prose', () => {
  assert.deepEqual(splitMath('The $\\mathfrak{osp}(2 \\vert 2n)$ case'), [
    { kind: 'text', text: 'The ' },
    { kind: 'math', tex: '\\mathfrak{osp}(2 \\vert 2n)', display: false, source: '$\\mathfrak{osp}(2 \\vert 2n)$' },
    { kind: 'text', text: ' case' },
  ]);
  assert.deepEqual(
    splitMath('a $$x^2$$ b \\[y\\] c \\(z\\)').map((s) => (s.kind === 'math' ? [s.tex, s.display] : s.text)),
    ['a ', ['x^2', true], ' b ', ['y', true], ' c ', ['z', false]],
  );
  assert.deepEqual(splitMath('costs \\$5 and $3'), [{ kind: 'text', text: 'costs \\$5 and $3' }]);
  assert.deepEqual(splitMath(''), []);
});

test('TeX accents become characters', () => {
  assert.equal(texAccentsToText('Ho\\v{s}ek and \\v Sebek'), 'Hošek and Šebek');
  assert.equal(texAccentsToText('G\\"odel, {\\"o}, \\"{u}ber'), 'Gödel, ö, über');
  assert.equal(texAccentsToText("Poincar\\'e, \\`a la, \\^ete, Nu\\~nez"), 'Poincaré, à la, ête, Nuñez');
  assert.equal(texAccentsToText("Erd\\H{o}s, Gau\\ss, \\c{c}a, \\'{\\i}, \\l{}ukasz, \\aa"), 'Erdős, Gauß, ça, í, łukasz, å');
  assert.equal(texAccentsToText('{B}ayesian \\emph{deep} nets -- 10\\% \\& more'), 'Bayesian deep nets – 10% & more');
});

test('mathToText reads a formula as text', () => {
  assert.equal(mathToText('\\mathfrak{osp}(2 \\vert 2n)'), 'osp(2 | 2n)');
  assert.equal(mathToText('x^2 + y_{1} \\leq \\alpha'), 'x² + y₁ ≤ α');
  assert.equal(mathToText('\\mathbb{R}^n \\to \\mathbb{C}'), 'ℝⁿ → ℂ');
  assert.equal(mathToText('\\frac{a}{b}'), 'a/b');
  assert.equal(mathToText('X^{ab}'), 'X^ab');
});

test('texToPlainText: a title for the browser tab, no TeX left', () => {
  assert.equal(
    texToPlainText('Representations of $\\mathfrak{osp}(2 \\vert 2n)$ by Ho\\v{s}ek'),
    'Representations of osp(2 | 2n) by Hošek',
  );
  assert.equal(texToPlainText('Plain title'), 'Plain title');
  // A malformed formula still gives readable text.
  assert.equal(texToPlainText('Broken $\\frac{a$ end'), 'Broken a end');
});
