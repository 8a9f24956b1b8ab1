import { describe, expect, it } from 'vitest';
import { componentShape, filterByArea, labelComponents } from './components';

function maskFrom(rows: string[]) {
  const width = rows[0]!.length;
  const data = Uint8Array.from(rows.join(''), (c) => (c === '#' ? 1 : 0));
  return { width, height: rows.length, data };
}

describe('connected components', () => {
  const mask = maskFrom(['##....#', '.#...#.', '......#', '###....', '.......', '....###']);

  it('joins diagonal neighbours (8-connectivity) and counts areas', () => {
    const c = labelComponents(mask);
    expect(c.count).toBe(4);
    const areas = Array.from({ length: c.count }, (_, k) => componentShape(c, k + 1).area).sort();
    expect(areas).toEqual([3, 3, 3, 3]);
  });

  it('handles a U shape whose arms meet late (label equivalence)', () => {
    const c = labelComponents(maskFrom(['#...#', '#...#', '#####']));
    expect(c.count).toBe(1);
  });

  it('filters by area', () => {
    const big = maskFrom(['###..', '###..', '....#']);
    expect(Array.from(filterByArea(big, 2).data)).toEqual([
      1, 1, 1, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it('tells a line from a disc by elongation', () => {
    const line = labelComponents(maskFrom(['##########']));
    const square = labelComponents(maskFrom(['###', '###', '###']));
    expect(componentShape(line, 1).elongation).toBeGreaterThan(8);
    expect(componentShape(square, 1).elongation).toBeCloseTo(1, 5);
  });
});
