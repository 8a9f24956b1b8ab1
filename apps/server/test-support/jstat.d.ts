/** The few jStat functions the study recomputation uses (jstat ships no types). */
declare module 'jstat' {
  export const jStat: {
    mean(values: number[]): number;
    /** With `sample` true: the n − 1 standard deviation. */
    stdev(values: number[], sample: boolean): number;
    /** Two-sided (sides 2) p of a t score with n − 1 degrees of freedom. */
    ttest(t: number, n: number, sides: 1 | 2): number;
    studentt: { inv(p: number, dof: number): number };
  };
}
