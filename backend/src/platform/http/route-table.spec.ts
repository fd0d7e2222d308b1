import 'reflect-metadata';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Body, Controller, Delete, Get, Module, Param, Post, Query, Req, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { AdminOnly, CurrentUser, Public, SignedIn } from '../auth/access.js';
import { dtoFields, pathParamsOf, readRouteTable } from './route-table.js';

class NoteDto {
  @IsString()
  @MaxLength(10)
  content!: string;

  @IsOptional()
  @IsIn(['a', 'b'])
  kind?: string;
}

class ListDto {
  @IsOptional()
  @IsInt()
  limit?: number;
}

@Controller('things')
class ThingsController {
  @Public()
  @Get()
  list(@Query() _q: ListDto) {}

  @SignedIn()
  @Post(':id/notes')
  add(@Param('id') _id: string, @Body() _body: NoteDto, @CurrentUser() _user: unknown) {}

  @Get('search')
  undeclared(@Query('q') _q: string, @Req() _req: unknown) {}
}

@AdminOnly()
@Controller()
class AdminController {
  @Delete('admin/things/:a/:b')
  remove(@Param() _params: Record<string, string>) {}
}

@Module({ controllers: [ThingsController, AdminController] })
class TestModule {}

test('lists every route with its full path, access rule, handler and inputs', async () => {
  const app = await NestFactory.create(TestModule, { logger: false });
  app.setGlobalPrefix('v1', { exclude: [{ path: 'admin/things/:a/:b', method: RequestMethod.DELETE }] });
  await app.init();
  try {
    const table = readRouteTable(app);
    assert.deepEqual(
      table.map((r) => [r.method, r.path, r.access, `${r.controller}.${r.handler}`]),
      [
        ['DELETE', '/admin/things/:a/:b', 'admin', 'AdminController.remove'],
        ['GET', '/v1/things', 'public', 'ThingsController.list'],
        ['POST', '/v1/things/:id/notes', 'signed-in', 'ThingsController.add'],
        ['GET', '/v1/things/search', null, 'ThingsController.undeclared'],
      ],
    );
    const [remove, list, add, search] = table;
    assert.deepEqual(remove.inputs, { body: null, query: null, params: ['a', 'b'] });
    assert.deepEqual(list.inputs, { body: null, query: { dto: ListDto, names: [] }, params: [] });
    assert.deepEqual(add.inputs, { body: { dto: NoteDto, fields: [] }, query: null, params: ['id'] });
    assert.deepEqual(search.inputs, { body: null, query: { dto: null, names: ['q'] }, params: [] });
  } finally {
    await app.close();
  }
});

test('DTO fields: their rules in declaration order, optional or not', () => {
  assert.deepEqual(dtoFields(NoteDto), [
    { name: 'content', rules: ['isString', 'maxLength'], constraints: { isString: [], maxLength: [10] }, optional: false, each: false },
    { name: 'kind', rules: ['isIn'], constraints: { isIn: [['a', 'b']] }, optional: true, each: false },
  ]);
});

test('path params', () => {
  assert.deepEqual(pathParamsOf('/api/papers/:id/notes/:noteId'), ['id', 'noteId']);
  assert.deepEqual(pathParamsOf('/api/stats'), []);
});
