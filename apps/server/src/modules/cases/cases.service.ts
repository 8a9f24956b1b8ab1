import { CARE_EFFECT_NAMES, PRODUCT_OPTION_NAMES } from '@skinscope/domain';
import {
  parsePhotoKey,
  photoKeyText,
  storageKeyOf,
  type CaseListQuery,
  type ExampleCase,
  type SaveCaseRequest,
} from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import {
  canEditCase,
  canReadCase,
  canStorePhoto,
  requireAllowed,
  requireCanUpload,
  requireCaseLibrary,
  tenantOf,
  type Actor,
  type CaseFacts,
} from '../../policy';
import type { ImageStore } from '../../infra/image-store';
import type { Repositories } from '../../repositories';
import { toCaseView, type CaseRow } from '../../repositories/cases.repository';

export interface CasesDeps {
  cases: Repositories['cases'];
  store: Pick<ImageStore, 'get' | 'remove'>;
  audit: Repositories['audit'];
  now: () => Date;
}

const factsOf = (row: CaseRow): CaseFacts => ({ scope: row.scope, ownerId: row.ownerId });

/** The storage key of a case's photo URL (validated by the contract when it was saved). */
const keyOfUrl = (url: string) => storageKeyOf(url) ?? url;

const PRODUCTS = new Set<string>(PRODUCT_OPTION_NAMES);
const EFFECTS = new Set<string>(CARE_EFFECT_NAMES);

/** Names must come from the catalogue (see the label swap in contracts/cases.ts). */
function requireKnownNames(body: SaveCaseRequest): void {
  const issues = [
    ...body.products
      .filter((name) => !PRODUCTS.has(name))
      .map(() => ({ field: 'products', message: '包含未知的护理项目' })),
    ...body.cares
      .filter((name) => !EFFECTS.has(name))
      .map(() => ({ field: 'cares', message: '包含未知的功效点' })),
  ];
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { issues });
}

export function createCasesService(deps: CasesDeps) {
  /** A case of the actor's own company, or 404 (another company's cases do not exist for them). */
  async function loadOwnCompanyCase(actor: Actor, id: number): Promise<CaseRow> {
    requireCaseLibrary(actor);
    const row = await deps.cases.findById(id);
    if (!row || !canReadCase(actor, factsOf(row))) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async get(actor: Actor, id: number): Promise<ExampleCase> {
      return toCaseView(await loadOwnCompanyCase(actor, id));
    },

    async list(actor: Actor, query: CaseListQuery): Promise<ExampleCase[]> {
      requireCaseLibrary(actor);
      return (await deps.cases.list(tenantOf(actor), query)).map(toCaseView);
    },

    /** id 0 creates; another id edits (author or admin). The photo must be in the company's folder. */
    async save(actor: Actor, body: SaveCaseRequest, context: RequestContext): Promise<ExampleCase> {
      requireCanUpload(actor);
      requireKnownNames(body);
      const photo = parsePhotoKey(body.imgUrl);
      if (
        !photo ||
        photo.kind !== 'case' ||
        !canStorePhoto(actor, photo, null) ||
        !(await deps.store.get(photoKeyText(photo)))
      ) {
        throw new AppError('VALIDATION_FAILED', {
          issues: [{ field: 'imgUrl', message: '请上传案例图片' }],
        });
      }
      const values = {
        description: body.description,
        products: body.products,
        cares: body.cares,
        imgUrl: body.imgUrl,
        customerConsent: true,
      };
      let id = body.id;
      if (id === 0) {
        // The uploader's name is ours to state: a client could otherwise sign as anyone.
        const row = await deps.cases.insert({
          ...values,
          ...tenantOf(actor),
          userId: actor.id,
          userName: actor.name,
        });
        id = row.id;
      } else {
        const existing = await loadOwnCompanyCase(actor, id);
        requireAllowed(canEditCase(actor, factsOf(existing)));
        await deps.cases.update(id, { ...values, updatedAt: deps.now() });
        // A replaced photo is a customer's skin that no case shows any more: it goes.
        if (existing.imgUrl !== body.imgUrl) await deps.store.remove(keyOfUrl(existing.imgUrl));
      }
      await deps.audit.record({
        action: 'case.saved',
        actorId: actor.id,
        ip: context.ip,
        target: { type: 'case', id },
      });
      return this.get(actor, id);
    },

    async remove(actor: Actor, id: number, context: RequestContext): Promise<void> {
      requireCanUpload(actor);
      const existing = await loadOwnCompanyCase(actor, id);
      requireAllowed(canEditCase(actor, factsOf(existing)));
      await deps.cases.remove(id);
      await deps.store.remove(keyOfUrl(existing.imgUrl));
      await deps.audit.record({
        action: 'case.deleted',
        actorId: actor.id,
        ip: context.ip,
        target: { type: 'case', id },
      });
    },
  };
}

export type CasesService = ReturnType<typeof createCasesService>;
