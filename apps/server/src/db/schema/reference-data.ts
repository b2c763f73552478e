import type { country } from '@handlowo/contract';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * Dictionaries of API.md 3.2, filled by the idempotent reference-data seed. Lists addressed by id
 * carry a `code` natural key that the seed upserts on, so ids never change once assigned; lists
 * addressed by a key string use that key as the primary key. `position` is the display order.
 */

export const specializations = pgTable(
  'specializations',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('specializations_code_key').on(t.code)],
);

export const workingHours = pgTable('working_hours', {
  workingHour: text('working_hour').primaryKey(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
});

export const incomeGoals = pgTable('income_goals', {
  incomeGoal: text('income_goal').primaryKey(),
  range: text('range').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
});

export const industries = pgTable(
  'industries',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('industries_code_key').on(t.code)],
);

export const subIndustries = pgTable(
  'sub_industries',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
    name: text('name').notNull(),
    info: text('info').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('sub_industries_code_key').on(t.code),
    index('sub_industries_industry_id_idx').on(t.industryId),
  ],
);

export const typesOfSales = pgTable('types_of_sales', {
  typeOfSales: text('type_of_sales').primaryKey(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
});

export const sectors = pgTable(
  'sectors',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('sectors_code_key').on(t.code)],
);

/** The service catalogue (B15): what a sales freelancer offers. */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    info: text('info').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('activities_code_key').on(t.code)],
);

/** `tool_name` is the natural key: the client picks CRM logos by the exact name. */
export const salesTools = pgTable(
  'sales_tools',
  {
    id: serial('id').primaryKey(),
    toolName: text('tool_name').notNull(),
    /** A ToolKind key or `CRM`; kept as text because the client shows unknown kinds verbatim. */
    kind: text('kind').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('sales_tools_tool_name_key').on(t.toolName)],
);

/* The six investor option lists (API.md C) are addressed by `name`. */

// Not generic over the table name: the six tables share one TypeScript type, so one repository
// function serves them all.
function targetedOptions(tableName: string) {
  return pgTable(tableName, {
    name: text('name').primaryKey(),
    target: text('target').notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull(),
  });
}

function plainOptions(tableName: string) {
  return pgTable(tableName, {
    name: text('name').primaryKey(),
    description: text('description').notNull(),
    position: integer('position').notNull(),
  });
}

export const activityDestinies = targetedOptions('activity_destinies');
export const organizationStages = targetedOptions('organization_stages');
export const goToMarketStrategies = targetedOptions('go_to_market_strategies');
export const businessTypes = targetedOptions('business_types');
export const investorRoles = plainOptions('investor_roles');
export const employeeCountRanges = plainOptions('employee_count_ranges');

/* Places and languages: keys from the contract's enums; tables so that profile data can refer to them. */

export const countries = pgTable('countries', {
  name: text('name').primaryKey().$type<(typeof country.keys)[number]>(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
});

export const states = pgTable('states', {
  state: text('state').primaryKey(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
});

export const languages = pgTable('languages', {
  language: text('language').primaryKey(),
  /** The Polish label (API.md D17). */
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export type TargetedOptionsTable = typeof activityDestinies;
export type PlainOptionsTable = typeof investorRoles;

/* The service wizard's dictionaries (E1, E2, E7, E8). */

/** Funnel stages: ids 1–5 are fixed, the client picks each stage's icon by id (API.md 2.2). */
export const pipelines = pgTable('pipelines', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  goal: text('goal').notNull(),
  position: integer('position').notNull(),
});

/** A stage's main tasks: the services an investor can order within that stage. */
export const pipelineMainTasks = pgTable(
  'pipeline_main_tasks',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    pipelineId: integer('pipeline_id')
      .notNull()
      .references(() => pipelines.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('pipeline_main_tasks_code_key').on(t.code),
    index('pipeline_main_tasks_pipeline_id_idx').on(t.pipelineId),
  ],
);

/**
 * Which catalogue services (B15) do the work of a stage's main task: the fit score (F13/F14)
 * reads the freelancer's level in them.
 */
export const pipelineMainTaskActivities = pgTable(
  'pipeline_main_task_activities',
  {
    pipelineMainTaskId: integer('pipeline_main_task_id')
      .notNull()
      .references(() => pipelineMainTasks.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pipelineMainTaskId, t.activityId] })],
);

/** Target company sizes, addressed by `name` (a code, E7). */
export const companySizes = pgTable('company_sizes', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
  target: text('target').notNull(),
  position: integer('position').notNull(),
});

/** Buyer personas (E8): who decides about the purchase at the customer's side. */
export const buyerPersons = pgTable(
  'buyer_persons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    groupName: text('group_name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('buyer_persons_code_key').on(t.code)],
);
