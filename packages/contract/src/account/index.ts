export * from './data-export.ts';
export * from './messages.ts';
export * from './rules.ts';
export * from './schemas.ts';
export * from './settings.ts';
