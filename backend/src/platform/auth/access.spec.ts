import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ForbiddenException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AccessGuard, AdminOnly, Public, SignedIn } from './access.js';

class Routes {
  @Public() open() {}
  @SignedIn() mine() {}
  @AdminOnly() admin() {}
  undeclared() {}
}

function contextFor(handler: keyof Routes, user: { role: 'user' | 'admin' } | null): ExecutionContext {
  return {
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => ({ session: user ? { user } : {} }) }),
  } as unknown as ExecutionContext;
}

const guard = new AccessGuard(new Reflector());

test('a route without an access rule is refused for everyone (fails closed)', () => {
  assert.throws(() => guard.canActivate(contextFor('undeclared', { role: 'admin' })), ForbiddenException);
});

test('public routes admit anonymous visitors', () => {
  assert.equal(guard.canActivate(contextFor('open', null)), true);
});

test('signed-in routes: anonymous 401, any user admitted', () => {
  assert.throws(() => guard.canActivate(contextFor('mine', null)), UnauthorizedException);
  assert.equal(guard.canActivate(contextFor('mine', { role: 'user' })), true);
});

test('admin routes: anonymous 401, user 403, admin admitted', () => {
  assert.throws(() => guard.canActivate(contextFor('admin', null)), UnauthorizedException);
  assert.throws(() => guard.canActivate(contextFor('admin', { role: 'user' })), ForbiddenException);
  assert.equal(guard.canActivate(contextFor('admin', { role: 'admin' })), true);
});
