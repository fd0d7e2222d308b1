import 'reflect-metadata';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { type ArgumentMetadata, BadRequestException } from '@nestjs/common';
import { IsIn, IsInt, IsNotEmpty, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { createValidationPipe, orderedRuleMessages } from './validation.js';

class NoteDto {
  @IsString()
  @Matches(/\S/, { message: 'content must not be blank' })
  @MaxLength(10)
  content!: string;
}

class SearchDto {
  @IsString({ message: 'must be text' })
  @IsNotEmpty({ message: 'must not be blank' })
  @MaxLength(500, { message: 'must be at most 500 characters' })
  q!: string;
}

class DownloadDto {
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(100, { message: 'limit must be at most 100' })
  limit!: number;

  @IsIn(['a', 'b'])
  kind!: string;
}

const pipe = createValidationPipe();

async function answer(dto: ArgumentMetadata['metatype'], value: unknown): Promise<{ message: string; errors: Record<string, string[]> }> {
  const metadata: ArgumentMetadata = { type: 'body', metatype: dto };
  try {
    await pipe.transform(value, metadata);
  } catch (e) {
    assert.ok(e instanceof BadRequestException);
    return e.getResponse() as { message: string; errors: Record<string, string[]> };
  }
  assert.fail('accepted');
}

test('a missing field is reported by what it is (its type), not by a length or range rule', async () => {
  assert.equal((await answer(NoteDto, {})).message, 'content: content must be a string');
  assert.equal((await answer(SearchDto, {})).message, 'q: must be text');
  assert.equal((await answer(DownloadDto, { kind: 'a' })).message, 'limit: limit must be a whole number');
  assert.match((await answer(DownloadDto, { limit: 1 })).message, /^kind: kind must be one of the following values: a, b$/);
});

test('a wrong type too; then the rules in the order the DTO declares them', async () => {
  assert.equal((await answer(NoteDto, { content: 7 })).message, 'content: content must be a string');
  assert.equal((await answer(DownloadDto, { limit: 'ten', kind: 'a' })).message, 'limit: limit must be a whole number');
  assert.deepEqual((await answer(NoteDto, {})).errors.content, [
    'content must be a string',
    'content must not be blank',
    'content must be shorter than or equal to 10 characters',
  ]);
  // Only the rule that fails is named for a present value of the right type.
  assert.equal((await answer(NoteDto, { content: '   ' })).message, 'content: content must not be blank');
  assert.equal((await answer(SearchDto, { q: '' })).message, 'q: must not be blank');
  assert.equal((await answer(DownloadDto, { limit: 0, kind: 'a' })).message, 'limit: limit must be at least 1');
});

test('rule order: presence and type rules first, the others as declared (class-validator lists them bottom-up)', () => {
  assert.deepEqual(orderedRuleMessages({ maxLength: 'too long', matches: 'blank', isString: 'not text' }), ['not text', 'blank', 'too long']);
  assert.deepEqual(orderedRuleMessages({ max: 'big', min: 'small' }), ['small', 'big']);
});
