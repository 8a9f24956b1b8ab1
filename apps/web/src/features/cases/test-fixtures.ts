import type { ExampleCase, FaceSearchResult } from '@skinscope/contracts';

export function makeCase(overrides: Partial<ExampleCase> = {}): ExampleCase {
  return {
    id: 1,
    description: '连续护理 6 次，两颊泛红明显减轻',
    products: ['修护面霜', '舒敏喷雾'],
    cares: ['抗炎', '修护'],
    imgUrl: '/home/imagerec/case/cgo-7/490000/1763800000000.jpg',
    userId: 7,
    userName: '王小美',
    created: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** `count` cases, newest first, ids from `count` down to 1. */
export function makeCases(count: number, overrides: Partial<ExampleCase> = {}): ExampleCase[] {
  return Array.from({ length: count }, (_, index) =>
    makeCase({ id: count - index, description: `案例描述${count - index}`, ...overrides }),
  );
}

export function makeFaceResult(overrides: Partial<FaceSearchResult> = {}): FaceSearchResult {
  return {
    recordId: 31,
    recCustomerId: 12,
    customerName: '沈佳',
    storeName: '长宁体验店',
    recUserName: '顾问小林',
    created: '2026-11-20T10:00:00.000Z',
    scan: {
      scope: 'cgo',
      photos: Array.from({ length: 12 }, (_, position) => ({
        part: 'yqg',
        position,
        type: 'normal' as const,
        url: `/home/imagerec/img/12/490000/17638000000${String(position).padStart(2, '0')}.jpg`,
        source: 'camera' as const,
      })),
    },
    ...overrides,
  };
}
