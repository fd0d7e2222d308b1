/**
 * The route table, read from Nest at run time: every HTTP route of the running application with
 * its method, full path, declared access rule, controller and handler, and the inputs the handler
 * takes. Guard-rail tests (authorization matrix, input fuzzing) are generated from it, so a route
 * that lands later is covered the moment it exists.
 *
 * Read from the same metadata Nest routes with: PATH_METADATA and METHOD_METADATA of controllers
 * and handlers, ROUTE_ARGS_METADATA and `design:paramtypes` of the handlers' parameters, and the
 * access rule under the key the AccessGuard reads, and the answer declared with @Answers (answers.ts).
 * Paths are joined by Nest's own RoutePathFactory (global prefix and its exclusions, RouterModule
 * paths, URI versions), `:params` kept.
 *
 * Only Nest's routes: what is mounted on Express directly (the local OIDC issuer under /oidc,
 * the OpenAPI pages under /api/docs, the frontends) has no controller, no access rule and no
 * DTO, and is not listed.
 */
import { type INestApplication, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PARAMTYPES_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA, VERSION_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { ApplicationConfig } from '@nestjs/core/application-config.js';
import type { NestContainer } from '@nestjs/core/injector/container.js';
import { RoutePathFactory } from '@nestjs/core/router/route-path-factory.js';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata.js';
import { type AccessRule, type RouteHandler, declaredAccessRule } from '../auth/access.js';
import { type DeclaredAnswer, declaredAnswer, successStatuses } from './answers.js';

export type HttpMethod = keyof typeof RequestMethod;

export interface RouteInputs {
  /** `@Body()`: its DTO class (null: untyped or a plain object), and the fields read one by one with `@Body('name')`. */
  body: { dto: Type | null; fields: string[] } | null;
  /** `@Query()`: its DTO class (null when untyped), and the parameters read one by one with `@Query('name')`. */
  query: { dto: Type | null; names: string[] } | null;
  /** The path parameters the handler reads (`@Param('id')`, or every `:param` of the path for `@Param()`). */
  params: string[];
}

export interface RouteEntry {
  method: HttpMethod;
  /** The full path as routed: `/api/papers/:id`. */
  path: string;
  /** The declared rule (handler's, else controller's); null when the route declares none. */
  access: AccessRule | null;
  controller: string;
  handler: string;
  inputs: RouteInputs;
  /** What it answers on success (answers.ts): its statuses, and the declared answer (null: none declared). */
  answer: { statuses: number[]; declared: DeclaredAnswer | null };
}

interface RouteArg {
  index: number;
  data?: unknown;
}

const DTO_TYPES_THAT_ARE_NOT_DTOS = new Set<unknown>([Object, String, Number, Boolean, Array, undefined]);

/** The `:name` parameters of a route path. */
export function pathParamsOf(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
}

/** Every HTTP route of the running application, sorted by path then method. */
export function readRouteTable(app: INestApplication): RouteEntry[] {
  const modules = app.get(ModulesContainer);
  const reflector = app.get(Reflector);
  // The application's config (global prefix, versioning) lives on its container; Nest keeps both internal.
  const config = (app as unknown as { container: NestContainer }).container.applicationConfig as ApplicationConfig;
  const paths = new RoutePathFactory(config);
  const scanner = new MetadataScanner();
  const seen = new Set<Type>();
  const routes: RouteEntry[] = [];

  for (const module of modules.values()) {
    const modulePath =
      Reflect.getMetadata(`__module_path__${modules.applicationId}`, module.metatype) ?? Reflect.getMetadata('__module_path__', module.metatype);
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller || seen.has(controller)) continue;
      seen.add(controller);
      const ctrlPath = Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined;
      const controllerVersion = Reflect.getMetadata(VERSION_METADATA, controller);
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = controller.prototype[name] as RouteHandler;
        const methodPath = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (methodPath === undefined || requestMethod === undefined) continue;
        const access = declaredAccessRule(reflector, handler, controller) ?? null;
        const fullPaths = paths.create(
          {
            ctrlPath: ctrlPath as string,
            methodPath: methodPath as string,
            modulePath,
            globalPrefix: config.getGlobalPrefix(),
            controllerVersion,
            methodVersion: Reflect.getMetadata(VERSION_METADATA, handler),
            versioningOptions: config.getVersioning(),
          },
          requestMethod,
        );
        for (const path of fullPaths) {
          routes.push({
            method: RequestMethod[requestMethod] as HttpMethod,
            path,
            access,
            controller: controller.name,
            handler: name,
            inputs: inputsOf(controller, name, path),
            answer: { statuses: successStatuses(handler, requestMethod), declared: declaredAnswer(handler) },
          });
        }
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

function inputsOf(controller: Type, handler: string, path: string): RouteInputs {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<string, RouteArg>;
  const types = (Reflect.getMetadata(PARAMTYPES_METADATA, controller.prototype, handler) ?? []) as unknown[];
  const inputs: RouteInputs = { body: null, query: null, params: [] };
  for (const [key, arg] of Object.entries(args)) {
    const [kind] = key.split(':');
    if (!/^\d+$/.test(kind)) continue; // custom decorators (@CurrentUser…) are keyed `<id>__customRouteArgs__:<index>`
    const type = types[arg.index];
    const dto = DTO_TYPES_THAT_ARE_NOT_DTOS.has(type) ? null : (type as Type);
    const named = typeof arg.data === 'string' ? arg.data : null;
    switch (Number(kind)) {
      case RouteParamtypes.BODY:
        inputs.body ??= { dto: null, fields: [] };
        if (named) inputs.body.fields.push(named);
        else inputs.body.dto = dto;
        break;
      case RouteParamtypes.QUERY:
        inputs.query ??= { dto: null, names: [] };
        if (named) inputs.query.names.push(named);
        else inputs.query.dto = dto;
        break;
      case RouteParamtypes.PARAM:
        for (const p of named ? [named] : pathParamsOf(path)) if (!inputs.params.includes(p)) inputs.params.push(p);
        break;
    }
  }
  return inputs;
}

export interface DtoField {
  name: string;
  /** The class-validator rules on the field (`isString`, `maxLength`, `isIn`…), in declaration order. */
  rules: string[];
  /** The arguments of each rule (`isIn` → its allowed values, `maxLength` → the limit). */
  constraints: Record<string, unknown[]>;
  optional: boolean;
  /** Whether the rules apply to each element of an array. */
  each: boolean;
}

/** The fields of a DTO class from its class-validator metadata (what the validation pipe enforces). */
export function dtoFields(dto: Type): DtoField[] {
  const storage = getMetadataStorage();
  const byField = new Map<string, ValidationMetadata[]>();
  for (const meta of storage.getTargetValidationMetadatas(dto, '', true, false)) {
    byField.set(meta.propertyName, [...(byField.get(meta.propertyName) ?? []), meta]);
  }
  return [...byField].map(([name, metas]) => {
    const field: DtoField = { name, rules: [], constraints: {}, optional: false, each: false };
    // Decorators apply bottom-up: the storage holds a field's rules last-declared first.
    for (const meta of [...metas].reverse()) {
      if (meta.type === 'conditionalValidation') {
        field.optional = true;
        continue;
      }
      const rule =
        meta.name ?? (meta.constraintCls ? storage.getTargetValidatorConstraints(meta.constraintCls)[0]?.name : undefined) ?? meta.type;
      if (!field.rules.includes(rule)) field.rules.push(rule);
      field.constraints[rule] = meta.constraints ?? [];
      if (meta.each) field.each = true;
    }
    return field;
  });
}

/** `GET /api/papers/:id (PapersController.one, public)`: how a route is named in test output. */
export function describeRoute(route: RouteEntry): string {
  return `${route.method} ${route.path} (${route.controller}.${route.handler}, ${route.access ?? 'no access rule'})`;
}
