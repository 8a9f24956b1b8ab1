import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ASSESSED_RIGHTS,
  CONSENT_TEXTS,
  CURRENT_CONSENT_VERSION,
  type ImpactAssessmentFacts,
} from '@skinscope/contracts';
import { setupTestApp } from '../../../test-support/test-app';
import { consentTextHash } from '../customers/consent-text';

const t = setupTestApp();

/** One number from a direct SQL count, written here independently of the repository's queries. */
async function sqlCount(query: ReturnType<typeof sql>): Promise<number> {
  const result = await t.database.db.execute(query);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return Number(Object.values(rows[0] ?? {})[0] ?? 0);
}

let mobileSeq = 0;

/** A company's customers, each with `photos[i]` photo rows and a consent; returns their ids. */
async function seedCustomers(
  company: { scope: string; ownerId: number },
  photosEach: number[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const count of photosEach) {
    const result = await t.database.db.execute(sql`
      insert into customers (full_name, mobile, scope, owner_id, age)
      values ('顾客', ${`137${String((mobileSeq += 1)).padStart(8, '0')}`},
              ${company.scope}, ${company.ownerId}, 30)
      returning id`);
    const id = Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
    ids.push(id);
    await t.database.db.execute(sql`
      insert into consents (customer_id, version, text_hash)
      values (${id}, ${CURRENT_CONSENT_VERSION}, ${consentTextHash(CURRENT_CONSENT_VERSION)})`);
    await t.database.db.execute(sql`
      insert into photos (customer_id, storage_key, bytes, width, height, sha256)
      select ${id}, 'img/' || ${id} || '/1/' || k || '.jpg', 1000, 1024, 768, repeat('0', 64)
      from generate_series(1, ${count}) as k`);
  }
  return ids;
}

/** Photo reads in the audit log, as the images service writes them. */
async function seedPhotoReads(customerId: number, reads: number) {
  await t.database.db.execute(sql`
    insert into audit_log (action, target_type, target_id)
    select 'photo.read', 'photo', 'img/' || ${customerId} || '/1/1.jpg'
    from generate_series(1, ${reads})`);
}

/** A data request received `daysAgo` days before now, handled `handledAfter` days later. */
async function seedRequest(
  company: { scope: string; ownerId: number },
  values: { status: string; daysAgo: number; handledAfter?: number; dueOn: string },
) {
  await t.database.db.execute(sql`
    insert into data_requests (scope, owner_id, kind, status, requested_at, due_on, handled_at)
    values (${company.scope}, ${company.ownerId}, 'export', ${values.status},
            now() - ${values.daysAgo} * interval '1 day', ${values.dueOn},
            ${values.handledAfter === undefined ? null : sql`now() - ${values.daysAgo} * interval '1 day' + ${values.handledAfter} * interval '1 day'`})`);
}

async function seedStudy(company: { scope: string; ownerId: number }, customerIds: number[]) {
  const study = await t.database.db.execute(sql`
    insert into studies (scope, owner_id) values (${company.scope}, ${company.ownerId}) returning id`);
  const studyId = Number((study as unknown as { rows: { id: number }[] }).rows[0]!.id);
  const protocol = await t.database.db.execute(sql`
    insert into study_protocols (study_id, version, protocol)
    values (${studyId}, 1, ${JSON.stringify({ name: '保湿精华 28 天', schedule: [0, 14, 28] })}::jsonb)
    returning id`);
  const protocolId = Number((protocol as unknown as { rows: { id: number }[] }).rows[0]!.id);
  for (const [index, customerId] of customerIds.entries()) {
    await t.database.db.execute(sql`
      insert into study_enrolments (study_id, protocol_id, customer_id, code, arm, consent_version,
                                    consent_text_hash, consented_at, withdrawn_at)
      values (${studyId}, ${protocolId}, ${customerId}, ${`P0${index + 1}`}, 'treated',
              'research-v1-2026-12', repeat('a', 64), now(), ${index === 0 ? sql`now()` : null})`);
  }
}

async function signedInAdmin() {
  return t.signIn(
    (await t.createUser({ role: 'admin', scope: 'reach', fullName: '王管理' })).mobile,
  );
}

function readFacts(token: string, companyId: number | string) {
  return t.app.inject({
    url: `/api/admin/impact-assessment?companyId=${companyId}`,
    headers: t.bearer(token),
  });
}

describe('issue 34 #5: the impact assessment, generated from the live installation', () => {
  it('states counts that equal direct SQL counts, for the chosen company only', async () => {
    const admin = await signedInAdmin();
    const salon = await t.createUser({ scope: 'cgo', fullName: '丽人美容' });
    const spa = await t.createUser({ scope: 'reach', fullName: '花间水疗' });
    const a = { scope: 'cgo', ownerId: salon.id };
    const b = { scope: 'reach', ownerId: spa.id };
    const [c1, c2, c3, c4] = await seedCustomers(a, [2, 1, 3, 0]);
    const [d1] = await seedCustomers(b, [4, 1]);
    // A child's consent through her guardian, beside the consent each has from the seeding.
    await t.database.db.execute(sql`
      insert into consents (customer_id, version, text_hash, customer_age, guardian_name,
                            guardian_relation, guardian_mobile)
      values (${c4!}, ${CURRENT_CONSENT_VERSION}, repeat('b', 64), 12, '李母', 'mother', '13800000001')`);
    await seedPhotoReads(c1!, 3);
    await seedPhotoReads(c3!, 2);
    await seedPhotoReads(d1!, 7);
    await t.database.db.execute(
      sql`insert into audit_log (action, target_type, target_id) values ('customer.updated', 'customer', ${String(c1)})`,
    );
    // Handled after 2, 5 and 10 days; two open (one past its due day); one withdrawn.
    await seedRequest(a, { status: 'done', daysAgo: 20, handledAfter: 2, dueOn: '2099-01-01' });
    await seedRequest(a, { status: 'done', daysAgo: 20, handledAfter: 5, dueOn: '2099-01-01' });
    await seedRequest(a, { status: 'done', daysAgo: 20, handledAfter: 10, dueOn: '2099-01-01' });
    await seedRequest(a, { status: 'open', daysAgo: 30, dueOn: '2020-01-01' });
    await seedRequest(a, { status: 'open', daysAgo: 1, dueOn: '2099-01-01' });
    await seedRequest(a, { status: 'cancelled', daysAgo: 3, dueOn: '2099-01-01' });
    await seedRequest(b, { status: 'done', daysAgo: 9, handledAfter: 30, dueOn: '2099-01-01' });
    await seedStudy(a, [c1!, c2!]);

    const response = await readFacts(admin, salon.id);
    expect(response.statusCode).toBe(200);
    const facts = response.json().data as ImpactAssessmentFacts;
    const { scope, ownerId } = a;
    const ofA = sql`c.scope = ${scope} and c.owner_id = ${ownerId}`;
    const direct = {
      customers: await sqlCount(sql`select count(*) from customers c where ${ofA}`),
      customersWithPhotos: await sqlCount(
        sql`select count(distinct p.customer_id) from photos p join customers c on c.id = p.customer_id where ${ofA}`,
      ),
      photos: await sqlCount(
        sql`select count(*) from photos p join customers c on c.id = p.customer_id where ${ofA}`,
      ),
      consents: await sqlCount(
        sql`select count(*) from consents k join customers c on c.id = k.customer_id where ${ofA}`,
      ),
      guardianConsents: await sqlCount(
        sql`select count(*) from consents k join customers c on c.id = k.customer_id where ${ofA} and k.guardian_name is not null`,
      ),
      photoReads: await sqlCount(sql`
        select count(*) from audit_log l
        where l.action = 'photo.read'
          and substring(l.target_id from '^img/([0-9]+)/')::int in (select c.id from customers c where ${ofA})`),
      requestsHandled: await sqlCount(
        sql`select count(*) from data_requests where scope = ${scope} and owner_id = ${ownerId} and status = 'done'`,
      ),
      requestsOpen: await sqlCount(
        sql`select count(*) from data_requests where scope = ${scope} and owner_id = ${ownerId} and status = 'open'`,
      ),
      requestsOverdue: await sqlCount(
        sql`select count(*) from data_requests where scope = ${scope} and owner_id = ${ownerId} and status = 'open' and due_on < current_date`,
      ),
      handlingDaysMedian: await sqlCount(sql`
        select round(extract(epoch from
                 percentile_disc(0.5) within group (order by handled_at - requested_at)) / 86400)
        from data_requests where scope = ${scope} and owner_id = ${ownerId} and status = 'done'`),
      handlingDaysMax: await sqlCount(sql`
        select round(extract(epoch from max(handled_at - requested_at)) / 86400)
        from data_requests where scope = ${scope} and owner_id = ${ownerId} and status = 'done'`),
    };
    expect(facts.counts).toEqual(direct);
    // And the seed, read by eye: 4 customers, 3 with 6 photos, 5 consents (one a guardian's),
    // 5 reads of A's photos (B's 7 are B's), requests handled in 2, 5, 10 days.
    expect(direct).toEqual({
      customers: 4,
      customersWithPhotos: 3,
      photos: 6,
      consents: 5,
      guardianConsents: 1,
      photoReads: 5,
      requestsHandled: 3,
      requestsOpen: 2,
      requestsOverdue: 1,
      handlingDaysMedian: 5,
      handlingDaysMax: 10,
    });

    expect(facts.company).toEqual({ scope: 'cgo', ownerId: salon.id, name: '丽人美容' });
    const consultation = facts.purposes.find((purpose) => purpose.key === 'consultation');
    expect(consultation?.versions).toEqual([
      {
        version: CURRENT_CONSENT_VERSION,
        current: true,
        hash: consentTextHash(CURRENT_CONSENT_VERSION),
        text: CONSENT_TEXTS[CURRENT_CONSENT_VERSION],
        recorded: 5,
      },
    ]);
    const research = facts.purposes.find((purpose) => purpose.key === 'research');
    expect(research?.versions.map((version) => version.recorded)).toEqual([2]);
    expect(facts.retention).toMatchObject({
      months: 36,
      isDefault: true,
      studies: [{ name: '保湿精华 28 天', lastDay: 28, participants: 2, withdrawn: 1 }],
    });
    expect(facts.storage.database.kind).toBe(t.config.databaseUrl ? 'postgresql' : 'pglite');
    expect(facts.storage.imageStore).toMatchObject({ kind: 'file', bucket: null, region: null });
    expect(facts.categories.find((category) => category.key === 'photos')?.count).toBe(6);
    expect(facts.categories.find((category) => category.key === 'requests')?.count).toBe(6);
    expect(facts.rights.rights.map((right) => right.key)).toEqual(Object.keys(ASSESSED_RIGHTS));
    // No backups are configured anywhere: the assessment says so.
    expect(facts.security.find((measure) => measure.key === 'backup')?.status).toBe('attention');
    expect(facts.security.find((measure) => measure.key === 'password')?.detail).toContain(
      'argon2id 加盐哈希（内存 19 MiB，2 轮，并行度 1）',
    );
  });

  it('follows the company setting for retention', async () => {
    const admin = await signedInAdmin();
    const salon = await t.createUser({ scope: 'cgo', fullName: '丽人美容' });
    await t.database.db.execute(
      sql`insert into company_settings (scope, owner_id, retention_months) values ('cgo', ${salon.id}, 24)`,
    );
    const facts = (await readFacts(admin, salon.id)).json().data as ImpactAssessmentFacts;
    expect(facts.retention).toMatchObject({ months: 24, isDefault: false });
  });

  it('is for administrators, about a company', async () => {
    const admin = await signedInAdmin();
    const salon = await t.createUser({ scope: 'cgo', fullName: '丽人美容', canScan: true });
    const colleague = await t.createUser({ scope: 'cgo', companyUserId: salon.id });
    const outsider = await t.createUser({ scope: 'pubdom' });
    expect((await readFacts(await t.signIn(salon.mobile), salon.id)).statusCode).toBe(403);
    expect((await readFacts(admin, colleague.id)).statusCode).toBe(404);
    expect((await readFacts(admin, outsider.id)).statusCode).toBe(404);
    expect((await readFacts(admin, 999_999)).statusCode).toBe(404);
    const bad = await readFacts(admin, 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('请选择公司');
  });

  it('keeps each save as a new record with the facts of its day; earlier ones stay as they were', async () => {
    const admin = await signedInAdmin();
    const salon = await t.createUser({ scope: 'cgo', fullName: '丽人美容' });
    await seedCustomers({ scope: 'cgo', ownerId: salon.id }, [1]);
    const save = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/impact-assessments',
        headers: t.bearer(admin),
        payload,
      });

    const refused = await save({
      companyId: salon.id,
      responsiblePerson: ' ',
      assessedOn: '2026-11-29',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('请填写负责人');
    for (const assessedOn of ['29/11', '2026-02-31', '2026-13-01', '0000-01-01'])
      expect(
        (await save({ companyId: salon.id, responsiblePerson: '张敏', assessedOn })).statusCode,
      ).toBe(400);

    const first = await save({
      companyId: salon.id,
      responsiblePerson: '张敏',
      assessedOn: '2026-11-29',
      conclusions: '风险可控。',
    });
    expect(first.statusCode).toBe(200);
    const saved = first.json().data;
    expect(saved).toMatchObject({
      responsiblePerson: '张敏',
      assessedOn: '2026-11-29',
      conclusions: '风险可控。',
      createdByName: '王管理',
    });
    expect(saved.facts.counts.customers).toBe(1);

    await seedCustomers({ scope: 'cgo', ownerId: salon.id }, [0, 0]);
    const second = await save({
      companyId: salon.id,
      responsiblePerson: '张敏',
      assessedOn: '2026-12-01',
    });
    expect(second.json().data.facts.counts.customers).toBe(3);

    const list = await t.app.inject({
      url: `/api/admin/impact-assessments?companyId=${salon.id}`,
      headers: t.bearer(admin),
    });
    expect(list.json().data.map((row: { assessedOn: string }) => row.assessedOn)).toEqual([
      '2026-12-01',
      '2026-11-29',
    ]);
    const reopened = await t.app.inject({
      url: `/api/admin/impact-assessments/${saved.id}`,
      headers: t.bearer(admin),
    });
    expect(reopened.json().data).toEqual(saved);
    expect(
      await sqlCount(
        sql`select count(*) from audit_log where action = 'impact_assessment.saved'
              and target_id = ${String(salon.id)} and (details->>'assessmentId')::int = ${saved.id}`,
      ),
    ).toBe(1);
    const missing = await t.app.inject({
      url: '/api/admin/impact-assessments/999999',
      headers: t.bearer(admin),
    });
    expect(missing.statusCode).toBe(404);
  });
});
