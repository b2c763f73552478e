/**
 * Shapes of the seed data files. `code` is the natural key the idempotent seed upserts on, so the
 * database id of an item never changes once created; the array order becomes its display position.
 */
export interface DescribedItem {
  code: string;
  name: string;
  description: string;
}

export interface InfoItem {
  code: string;
  name: string;
  info: string;
}

export interface IndustrySeed {
  code: string;
  name: string;
  subIndustries: readonly InfoItem[];
}

/** Option lists addressed on the wire by their key (`name`); `target` only where the list has one. */
export interface TargetedOptionSeed {
  name: string;
  target: string;
  description: string;
}

export interface PlainOptionSeed {
  name: string;
  description: string;
}

/** A funnel stage's main task: `code` is its natural key, unique across all stages. */
export interface MainTaskSeed {
  code: string;
  name: string;
  description: string;
}

/** A funnel stage; `id` is fixed (1–5, the client draws each stage's icon by it). */
export interface PipelineSeed {
  id: number;
  name: string;
  description: string;
  goal: string;
  mainTasks: readonly MainTaskSeed[];
}

export interface BuyerPersonSeed {
  code: string;
  name: string;
  /** The heading the product modal's select groups the personas under. */
  groupName: string;
}
