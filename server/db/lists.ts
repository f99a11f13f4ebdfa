import { type SQL, sql } from 'drizzle-orm';

// Lists of ids and figures travel as ONE text parameter each, split in the database: a statement's
// size and its planning do not grow with a parameter per element, and no list can pass the protocol's
// limit on parameters. Only for values that cannot hold a comma: uuids (read from the database or
// checked as uuids) and whole numbers.

/** A uuid[] from ids (an empty list is an empty array). */
export const uuidArray = (ids: readonly string[]): SQL => sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;

/** An int[] from whole numbers. */
export const integerArray = (values: readonly number[]): SQL =>
  sql`string_to_array(${values.join(',')}, ',')::int[]`;
