export * from './fit.ts';
export * from './job-queue.ts';
export * from './messages.ts';
export * from './opinion.ts';
export * from './paging.ts';
export * from './schemas.ts';
