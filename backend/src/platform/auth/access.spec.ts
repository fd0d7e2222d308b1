import { test } from 'node:test';
import assert from 'node:assert/strict';
import diagnosticsChannel from 'node:diagnostics_channel';
import { ForbiddenException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCESS_DECISIONS, ACCESS_MESSAGES, type AccessDecision, AccessGuard, AdminOnly, Public, SignedIn } from './access.js';

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

test('every decision is published on the access channel: admissions, and refusals with the answer given', () => {
  const seen: Omit<AccessDecision, 'request'>[] = [];
  const listener = (m: unknown) => {
    const { request: _request, ...decision } = m as AccessDecision;
    seen.push(decision);
  };
  diagnosticsChannel.subscribe(ACCESS_DECISIONS.name, listener);
  try {
    guard.canActivate(contextFor('open', null));
    assert.throws(() => guard.canActivate(contextFor('mine', null)), UnauthorizedException);
    assert.throws(() => guard.canActivate(contextFor('admin', { role: 'user' })), ForbiddenException);
    assert.throws(() => guard.canActivate(contextFor('undeclared', { role: 'admin' })), ForbiddenException);
  } finally {
    diagnosticsChannel.unsubscribe(ACCESS_DECISIONS.name, listener);
  }
  assert.deepEqual(seen, [
    { route: 'Routes.open', rule: 'public', admitted: true },
    { route: 'Routes.mine', rule: 'signed-in', admitted: false, status: 401, message: ACCESS_MESSAGES.signIn },
    { route: 'Routes.admin', rule: 'admin', admitted: false, status: 403, message: ACCESS_MESSAGES.adminOnly },
    { route: 'Routes.undeclared', rule: null, admitted: false, status: 403, message: ACCESS_MESSAGES.noRule },
  ]);
});
