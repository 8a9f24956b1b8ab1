import { sql } from 'drizzle-orm';
import type { Database } from '@skinscope/db';

/**
 * `count` members of one cgo owner, as the search and read benches need them: names from common
 * surnames and given names (many share a prefix, as in a real salon), distinct mobiles 139….
 */
export async function insertMembers(db: Database['db'], ownerId: number, count: number) {
  await db.execute(sql`
    insert into customers (full_name, mobile, scope, owner_id)
    select (array['王','李','张','刘','陈','杨','黄','赵','吴','周'])[1 + i % 10]
             || (array['芳','丽','敏','静','婷','娜','燕','霞','玲','慧','洁','琳'])[1 + (i / 10) % 12]
             || (array['','芳','华','红','梅'])[1 + (i / 120) % 5],
           '139' || lpad((i * 7919 % 100000000)::text, 8, '0'), 'cgo', ${ownerId}
    from generate_series(1, ${count}) as i`);
}
