export * from './fit.ts';
export * from './investor-questionnaire.ts';
export * from './job-queue.ts';
export * from './messages.ts';
export * from './opinion.ts';
export * from './order-queue.ts';
export * from './paging.ts';
export * from './schemas.ts';
