import { describe, expect, it } from 'vitest';
import { firstCaseProblem } from './case-form-rules';
import type { CaseDraft } from './case-form-rules';

const photo = new File(['x'], 'case.jpg', { type: 'image/jpeg' });
const complete: CaseDraft = {
  products: ['修护面霜'],
  cares: ['修护'],
  description: '泛红减轻',
  file: photo,
  storedImageUrl: null,
  consent: true,
};

describe('case form rules (spec §5, in order; consent beyond the spec)', () => {
  it('asks for each missing part in the spec order', () => {
    const empty: CaseDraft = {
      products: [],
      cares: [],
      description: ' ',
      file: null,
      storedImageUrl: null,
      consent: false,
    };
    expect(firstCaseProblem(empty)).toBe('请选择护理项目');
    expect(firstCaseProblem({ ...empty, products: ['修护面霜'] })).toBe('请选择功效点');
    expect(firstCaseProblem({ ...empty, products: ['修护面霜'], cares: ['修护'] })).toBe(
      '请输入案例描述',
    );
    expect(firstCaseProblem({ ...complete, file: null })).toBe('请上传案例图片');
    expect(firstCaseProblem({ ...complete, consent: false })).toBe(
      '请确认顾客已同意将照片用作案例',
    );
    expect(firstCaseProblem(complete)).toBeNull();
  });

  it('an edited case keeps its stored photo unless another is chosen', () => {
    expect(
      firstCaseProblem({
        ...complete,
        file: null,
        storedImageUrl: '/home/imagerec/case/cgo-2/490000/1760000000000.jpg',
      }),
    ).toBeNull();
  });
});
