export * from './plans.js';
export * from './entitlements.js';
export * from './routes.js';
export * from './user.js';
export * from './messages.js';
export * from './papers.js';
