import 'reflect-metadata';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Module, Param, Post, Query } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { IsHexColor, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Public } from '../auth/access.js';
import { type ContractType, Answers, Redirects } from './answers.js';
import { HOW_TO_DECLARE_AN_ANSWER, documentRoutes, documentationGaps, operationOf } from './openapi.js';
import { readRouteTable } from './route-table.js';

class NoteDto {
  @IsString()
  @MaxLength(10)
  content!: string;
}

class ListDto {
  @IsOptional()
  @IsIn(['a', 'b'])
  kind?: string;
}

class OddDto {
  @IsHexColor()
  odd!: string;
}

@Public()
@Controller('things')
class ThingsController {
  @Get()
  @Answers('Note[]', { headers: { 'X-Next-Cursor': 'the next page' } })
  list(@Query() _q: ListDto) {}

  @Post(':id/notes')
  @Answers('Note')
  add(@Param('id') _id: string, @Body() _body: NoteDto) {}

  @Post(':id/suspend')
  @HttpCode(HttpStatus.OK)
  @Answers('Note', { nullable: true, statuses: [200, 202] })
  suspend(@Param('id') _id: string) {}

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id') _id: string) {}

  @Get('go')
  @Redirects('elsewhere')
  go() {}

  @Get('undeclared')
  undeclared(@Query('q') _q: string) {}

  @Get('misnamed')
  @Answers('NoSuchContract' as ContractType)
  misnamed() {}

  @Post('odd')
  @Answers('Note')
  odd(@Body() _body: OddDto) {}
}

@Module({ controllers: [ThingsController] })
class TestModule {}

async function documented() {
  const app = await NestFactory.create(TestModule, { logger: false });
  await app.init();
  const routes = readRouteTable(app);
  const config = new DocumentBuilder().setOpenAPIVersion('3.1.0').build();
  const document = documentRoutes(SwaggerModule.createDocument(app, config), routes);
  await app.close();
  const op = (method: string, path: string) => {
    const route = routes.find((r) => r.method === method && r.path === path);
    assert.ok(route, `${method} ${path}`);
    return operationOf(document, route) as { responses: Record<string, Record<string, unknown>>; parameters: unknown[]; requestBody?: unknown };
  };
  return { document, routes, op };
}

const json = (schema: unknown) => ({ 'application/json': { schema } });

test('a declared answer is documented as its contracts type, for its own success statuses', async () => {
  const { document, op } = await documented();
  const schemas = document.components?.schemas as Record<string, { required?: string[] }>;
  assert.deepEqual(schemas.Note.required, ['id', 'paperId', 'content', 'createdAt', 'updatedAt', 'protection']);
  const list = op('GET', '/things').responses['200'];
  assert.deepEqual(list.content, json({ type: 'array', items: { $ref: '#/components/schemas/Note' } }));
  assert.deepEqual(list.headers, { 'X-Next-Cursor': { description: 'the next page', schema: { type: 'string' } } });
  assert.deepEqual(op('POST', '/things/:id/notes').responses['201'].content, json({ $ref: '#/components/schemas/Note' }));
  const suspend = op('POST', '/things/:id/suspend').responses;
  for (const status of ['200', '202']) {
    assert.deepEqual(suspend[status].content, json({ anyOf: [{ $ref: '#/components/schemas/Note' }, { type: 'null' }] }));
  }
  assert.deepEqual(op('DELETE', '/things/:id').responses['204'], { description: 'No content' });
  const go = op('GET', '/things/go').responses;
  assert.equal(go['200'], undefined, "Nest's guessed 200 is replaced");
  assert.deepEqual(go['302'].headers, { Location: { schema: { type: 'string' } } });
});

test('request bodies, query and path parameters are documented from the rules the validation pipe enforces', async () => {
  const { document, op } = await documented();
  const schemas = document.components?.schemas as Record<string, unknown>;
  assert.deepEqual(schemas.NoteDto, {
    type: 'object',
    properties: { content: { type: 'string', maxLength: 10 } },
    required: ['content'],
    additionalProperties: false,
  });
  assert.deepEqual(op('POST', '/things/:id/notes').requestBody, { required: true, content: json({ $ref: '#/components/schemas/NoteDto' }) });
  assert.deepEqual(
    op('POST', '/things/:id/notes').parameters.map((p) => (p as { in: string; name: string }).name),
    ['id'],
  );
  assert.deepEqual(op('GET', '/things').parameters, [{ name: 'kind', in: 'query', required: false, schema: { type: 'string', enum: ['a', 'b'] } }]);
  // A parameter read one by one (`@Query('q')`) is Nest's own scan.
  assert.deepEqual(op('GET', '/things/undeclared').parameters, [{ name: 'q', in: 'query', required: true, schema: { type: 'string' } }]);
});

test('the gaps name each route without a documented answer, and what to add', async () => {
  const { document, routes } = await documented();
  assert.deepEqual(documentationGaps(document, routes), [
    `GET /things/misnamed (ThingsController.misnamed, public): @Answers('NoSuchContract') names no type exported by @scholarlens/contracts; export it from shared-contracts/src and rebuild`,
    'GET /things/misnamed (ThingsController.misnamed, public): #/components/schemas/NoSuchContract names no schema of the document',
    `POST /things/odd (ThingsController.odd, public): OddDto.odd: isHexColor has no JSON Schema; add it to RULES in platform/http/request-schemas.ts`,
    `GET /things/undeclared (ThingsController.undeclared, public): its success answer (200) has no schema; ${HOW_TO_DECLARE_AN_ANSWER}`,
  ]);
});
