export * from './limits.ts';
export * from './messages.ts';
export * from './schemas.ts';
