import type { RgbImage } from '@skinscope/analysis';
import {
  applyCareChange,
  decodeImage,
  encodeJpeg,
  normalTwin,
  realSkinPhoto,
  type CareChange,
} from '@skinscope/analysis/node';
import { photoKeyText, photoUrl, type CaseFolderScope } from '@skinscope/contracts';
import type { Db } from '@skinscope/db';
import type { ImageStore } from '../infra/image-store';
import { createRepositories } from '../repositories';

/**
 * Each half of a case photo: a portrait patch, so before | after side by side is 4:3, the
 * shape the case cards show uncropped.
 */
const HALF = { width: 508, height: 768 } as const;
const GAP = 8;

interface DemoCase {
  /** 护理项目 and 功效点 (stored as `products` and `cares`, spec §3). */
  products: string[];
  cares: string[];
  description: string;
  /**
   * A photo of the real-skin corpus (ISIC UDA-1, CC0; credited in the fixture folder's
   * ATTRIBUTION.md) and the left edge of the portrait half cut from it.
   */
  photo: string;
  left: number;
  /**
   * What the course changed, made by physics from that one photo, so both halves are the same
   * skin and the "after" is no real outcome (DECISIONS §97, and each description says so):
   * melanin or haemoglobin thinned in the polarised photo (care-change.ts), or the normal-light
   * twin's surface reflection from oily to matte (normal-twin.ts).
   */
  change: { light: 'polarised'; care: CareChange } | { light: 'normal'; surface: [number, number] };
  daysAgo: number;
}

/** Said under every demo case: its "after" half is simulated. */
const SIMULATED = '（演示案例：右图由左图按护理效果模拟生成，并非真实疗效。）';

/**
 * Three excellent cases, one per kind of change a salon's course of care can show. The library
 * lists newest first: the spots case, the showcase customer's own kind of change, leads.
 */
const DEMO_CASES: readonly DemoCase[] = [
  {
    products: ['烟酰胺精华', '维C安瓶', '清爽防晒乳'],
    cares: ['美白'],
    description:
      '32岁女士，颧骨处色斑。每周一次院护，居家烟酰胺精华加每日防晒，十二周后色斑明显变淡。左：护理前；右：十二周后（偏振光显微照片）。',
    // Freckle-like brown pigment; the strip leaves out the mole in the corner.
    photo: 'rs-0052.jpg',
    left: 250,
    change: { light: 'polarised', care: { pigmentFade: 0.7 } },
    daysAgo: 5,
  },
  {
    products: ['舒缓爽肤水', '舒敏喷雾', '修护冻干粉', '修护面霜'],
    cares: ['抗炎', '修护'],
    description:
      '26岁女士，换季泛红、刺痛。停用去角质产品，舒敏修护疗程八周，泛红颜色变浅，血丝变淡。左：护理前；右：八周后（偏振光显微照片）。',
    // Fine red vessels on pink skin, the side without brown dots.
    photo: 'rs-0142.jpg',
    left: 516,
    change: { light: 'polarised', care: { pigmentFade: 0, rednessFade: 0.6 } },
    daysAgo: 12,
  },
  {
    products: ['氨基酸洁面乳', '清洁泥膜', '控油凝露'],
    cares: ['控油'],
    description:
      '29岁女士，两颊出油发亮。控油清洁疗程八周，配合居家控油凝露，油光反光点明显减少。左：护理前；右：八周后（普通光显微照片）。',
    // Light-olive skin with fine lines: its ridges catch the light.
    photo: 'rs-0070.jpg',
    left: 258,
    change: { light: 'normal', surface: [3, 0.6] },
    daysAgo: 20,
  },
];

/** Two images of one size side by side on white, `GAP` pixels apart. */
function sideBySide(left: RgbImage, right: RgbImage): RgbImage {
  const width = left.width + GAP + right.width;
  const { height } = left;
  const data = new Uint8Array(width * height * 3).fill(255);
  for (const [image, x0] of [
    [left, 0],
    [right, left.width + GAP],
  ] as const) {
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < image.width; x += 1) {
        const from = (y * image.width + x) * image.channels;
        const to = (y * width + x0 + x) * 3;
        data[to] = image.data[from]!;
        data[to + 1] = image.data[from + 1]!;
        data[to + 2] = image.data[from + 2]!;
      }
  }
  return { width, height, channels: 3, data };
}

/** The portrait strip of `image` from `left`, full height. */
function half(image: RgbImage, left: number): RgbImage {
  const data = new Uint8Array(HALF.width * image.height * 3);
  for (let y = 0; y < image.height; y += 1) {
    const from = (y * image.width + left) * 3;
    data.set(image.data.subarray(from, from + HALF.width * 3), y * HALF.width * 3);
  }
  return { width: HALF.width, height: image.height, channels: 3, data };
}

/** Before and after, whole photos: the corpus photo as it is and as the course left it. */
async function beforeAndAfter(demo: DemoCase): Promise<[RgbImage, RgbImage]> {
  const photo = await decodeImage(realSkinPhoto(demo.photo));
  const { change } = demo;
  if (change.light === 'polarised') return [photo, applyCareChange(photo, change.care)];
  return [
    normalTwin(photo, demo.photo, change.surface[0]),
    normalTwin(photo, demo.photo, change.surface[1]),
  ];
}

export interface DemoCaseDeps {
  db: Db;
  store: Pick<ImageStore, 'put'>;
  now?: () => Date;
}

/**
 * The case library's first three cases (案例), by the company's manager: before | after photos
 * of one real patch, the "after" made by physics, stored in the company's case folder as an
 * upload would be. Never runs at start-up (DECISIONS).
 */
export async function seedDemoCases(
  deps: DemoCaseDeps,
  company: { scope: CaseFolderScope; ownerId: number; author: { id: number; name: string } },
): Promise<number[]> {
  const now = (deps.now ?? (() => new Date()))().getTime();
  const { cases } = createRepositories(deps.db);
  const ids: number[] = [];
  for (const demo of DEMO_CASES) {
    const [before, after] = await beforeAndAfter(demo);
    const image = sideBySide(half(before, demo.left), half(after, demo.left));
    const stamp = now - demo.daysAgo * 86_400_000;
    const key = {
      kind: 'case' as const,
      scope: company.scope,
      ownerId: company.ownerId,
      hour: String(Math.floor(stamp / 3_600_000)),
      name: `${stamp}.jpg`,
    };
    await deps.store.put(photoKeyText(key), await encodeJpeg(image, 90));
    const row = await cases.insert({
      scope: company.scope,
      ownerId: company.ownerId,
      userId: company.author.id,
      userName: company.author.name,
      description: `${demo.description}${SIMULATED}`,
      products: demo.products,
      cares: demo.cares,
      imgUrl: photoUrl(key),
      customerConsent: true,
      createdAt: new Date(stamp),
      updatedAt: new Date(stamp),
    });
    ids.push(row.id);
  }
  return ids;
}
