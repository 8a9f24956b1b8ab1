import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column named with its table. In a select from one table drizzle writes the columns bare,
 * even inside `sql`; a correlated subquery's reference to the outer row ("id") would then bind
 * to the subquery's own table.
 */
export const qualified = (column: Column): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
