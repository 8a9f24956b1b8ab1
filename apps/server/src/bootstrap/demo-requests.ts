import type { Db } from '@skinscope/db';
import type { ImageStore } from '../infra/image-store';
import { createDbRateLimiter } from '../infra/rate-limiter';
import type { Actor } from '../policy';
import { createRepositories, createTransact } from '../repositories';
import { createCustomerAccess } from '../modules/customers/customer-access';
import { createDataLinksService } from '../modules/data-requests/data-links.service';
import { createDataRequestsService } from '../modules/data-requests/data-requests.service';
import { createMyDataService } from '../modules/data-requests/my-data.service';
import { createPrivacyService } from '../modules/privacy/privacy.service';

/** The seeder acts from this machine, as a person at the counter would from the salon's. */
const CONTEXT = { ip: '127.0.0.1' };

/**
 * Issue 34 #6: the demo's customers' requests about their own data, made as they are made —
 * staff send her the 我的数据 link, she asks through it, the store manager carries it out: one
 * export handled (her zip made and the request done), one erasure of photos still open, due in 15
 * working days, on the counter of her store. Returns her data links' paths (`/d/{token}`).
 */
export async function seedDemoRequests(
  deps: { db: Db; store: ImageStore },
  demo: { manager: Actor; exported: number; erasing: number },
): Promise<{ exportedLink: string; erasingLink: string }> {
  const repos = createRepositories(deps.db);
  const transact = createTransact(deps.db);
  const now = () => new Date();
  const access = createCustomerAccess(repos.customers);
  const links = createDataLinksService({
    access,
    dataLinks: repos.dataLinks,
    transact,
    now,
    publicUrl: undefined,
  });
  const myData = createMyDataService({
    ...repos,
    limiter: createDbRateLimiter(repos.rateLimitCounters, now),
    limitPerWindow: Number.MAX_SAFE_INTEGER,
    transact,
    now,
  });
  const requests = createDataRequestsService({
    access,
    dataRequests: repos.dataRequests,
    privacy: createPrivacyService({ ...repos, access, store: deps.store, transact, now }),
    transact,
    now,
  });

  const exportedLink = await links.create(demo.manager, demo.exported, CONTEXT);
  const asked = await myData.request(exportedLink.token, 'export', CONTEXT);
  await requests.export(demo.manager, asked.id, CONTEXT);
  const erasingLink = await links.create(demo.manager, demo.erasing, CONTEXT);
  await myData.request(erasingLink.token, 'erase_photos', CONTEXT);
  return { exportedLink: exportedLink.path, erasingLink: erasingLink.path };
}
