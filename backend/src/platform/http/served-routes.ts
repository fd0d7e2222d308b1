/**
 * The routes this process serves and their OpenAPI document, for the contexts that describe them
 * (the API catalogue of the integrations panel). `createApp` hands them over once the route table
 * has been read (app.ts); the document is built at the first request for it, as /api/docs builds it.
 */
import { Injectable } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { RouteEntry } from './route-table.js';

@Injectable()
export class ServedRoutes {
  private table: readonly RouteEntry[] = [];
  private documentOf: () => OpenAPIObject | null = () => null;

  provide(routes: readonly RouteEntry[], document: () => OpenAPIObject): void {
    this.table = routes;
    this.documentOf = document;
  }

  routes(): readonly RouteEntry[] {
    return this.table;
  }

  document(): OpenAPIObject | null {
    return this.documentOf();
  }
}
