import 'reflect-metadata';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { type ArgumentMetadata, BadRequestException } from '@nestjs/common';
import { IsString } from 'class-validator';
import { INPUT_RULES, InputLimitsPipe, MAX_INPUT_DEPTH, findInputProblem } from './input-limits.js';
import { createValidationPipe } from './validation.js';

class NoteDto {
  @IsString()
  content!: string;
}

const pipe = new InputLimitsPipe();
const body: ArgumentMetadata = { type: 'body', metatype: NoteDto };
const param = (name: string): ArgumentMetadata => ({ type: 'param', data: name, metatype: String });
const query: ArgumentMetadata = { type: 'query', metatype: Object };

function refusal(fn: () => unknown): { message: string; errors: Record<string, string[]> } {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof BadRequestException, String(e));
    return e.getResponse() as { message: string; errors: Record<string, string[]> };
  }
  assert.fail('not refused');
}

const nested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

test('a NUL character in a body string, a path param or a query parameter: 400 naming it', () => {
  assert.deepEqual(refusal(() => pipe.transform({ content: 'a\u0000b' }, body)), {
    message: `content: ${INPUT_RULES.nul}`,
    errors: { content: [INPUT_RULES.nul] },
  });
  assert.equal(refusal(() => pipe.transform('2401.\u0000', param('id'))).message, `id: ${INPUT_RULES.nul}`);
  assert.equal(refusal(() => pipe.transform({ q: ['ok', 'x\u0000'] }, query)).message, `q.1: ${INPUT_RULES.nul}`);
});

test('lone surrogates, high or low, in values and in keys: 400 naming the field; pairs are fine', () => {
  assert.equal(refusal(() => pipe.transform({ content: 'a\ud800' }, body)).message, `content: ${INPUT_RULES.surrogate}`);
  assert.equal(refusal(() => pipe.transform({ content: '\udfffz' }, body)).message, `content: ${INPUT_RULES.surrogate}`);
  assert.equal(refusal(() => pipe.transform({ 'k\ud800': 1 }, body)).message, `k\ud800: ${INPUT_RULES.surrogate}`);
  assert.deepEqual(pipe.transform({ content: 'emoji 😀, accents é, CJK 漢字' }, body), { content: 'emoji 😀, accents é, CJK 漢字' });
});

test('nesting deeper than the limit: 400 naming the field, however deep (no stack overflow)', () => {
  assert.equal(refusal(() => pipe.transform({ content: nested(100_000) }, body)).message.split(':')[1].trim(), INPUT_RULES.depth);
  assert.match(refusal(() => pipe.transform({ content: nested(MAX_INPUT_DEPTH) }, body)).message, /^content(\.0)+: must not be nested/);
  assert.equal(findInputProblem({ content: nested(MAX_INPUT_DEPTH - 2) }, ''), null);
});

test('a DTO body must be a JSON object; no body at all is left to validation', () => {
  for (const value of [[], [{}], 'text', 42, true]) {
    assert.deepEqual(refusal(() => pipe.transform(value, body)), { message: `body: ${INPUT_RULES.object}`, errors: { body: [INPUT_RULES.object] } });
  }
  assert.equal(pipe.transform(undefined, body), undefined);
  assert.deepEqual(pipe.transform([1], { type: 'body', metatype: Object }), [1], 'an untyped body may be anything');
});

test('other arguments (the session user, the request) are left alone', () => {
  const user = { name: 'a\u0000' };
  assert.equal(pipe.transform(user, { type: 'custom', metatype: Object }), user);
});

test('before validation, a body 2,400 levels deep answers 400 instead of overflowing class-transformer', async () => {
  const validation = createValidationPipe();
  const deep = { content: nested(2_400) };
  const run = async () => validation.transform(pipe.transform(deep, body), body);
  await assert.rejects(run, (e: unknown) => e instanceof BadRequestException);
});
