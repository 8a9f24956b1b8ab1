import type {
  StudyDesign,
  StudyProtocol,
  StudyProtocolInput,
  ValidationIssue,
} from '@skinscope/contracts';

/** The protocol form's fields: the subject split into its kind and its two choices. */
export interface ProtocolValues {
  name?: string;
  sponsor?: string;
  subjectKind: 'care' | 'product';
  careKey?: string;
  productName?: string;
  design: StudyDesign;
  parts: string[];
  controlParts: (string | undefined)[];
  primary?: string;
  secondary: string[];
  schedule: (number | null)[];
  windowDays: number | null;
  targetSize: number | null;
  inclusion?: string;
}

/** A new study's form: the issue's defaults (day 0 / 14 / 28, ±3 days, 30 people). */
export const NEW_PROTOCOL: ProtocolValues = {
  subjectKind: 'care',
  design: 'single_arm',
  parts: [],
  controlParts: [],
  secondary: [],
  schedule: [0, 14, 28],
  windowDays: 3,
  targetSize: 30,
};

export function valuesOf(protocol: StudyProtocol): ProtocolValues {
  const { subject, ...rest } = protocol;
  return {
    ...rest,
    subjectKind: subject.kind,
    careKey: subject.kind === 'care' ? subject.careKey : undefined,
    productName: subject.kind === 'product' ? subject.productName : undefined,
  };
}

const orUndefined = <T>(value: T | null | undefined) => value ?? undefined;

/** What the form sends; the contract's schema then says what is missing or wrong. */
export function protocolOf(values: ProtocolValues): StudyProtocolInput {
  return {
    name: values.name ?? '',
    sponsor: values.sponsor ?? '',
    subject:
      values.subjectKind === 'care'
        ? { kind: 'care', careKey: values.careKey ?? '' }
        : { kind: 'product', productName: values.productName ?? '' },
    design: values.design,
    parts: values.parts as StudyProtocolInput['parts'],
    controlParts: (values.design === 'split_face'
      ? values.controlParts
      : []) as StudyProtocolInput['controlParts'],
    primary: values.primary as StudyProtocolInput['primary'],
    secondary: values.secondary as StudyProtocolInput['secondary'],
    schedule: values.schedule.map(orUndefined) as number[],
    windowDays: orUndefined(values.windowDays),
    targetSize: orUndefined(values.targetSize),
    inclusion: values.inclusion ?? '',
  };
}

/** The form field an issue of the protocol (ours or the server's) belongs under. */
function fieldOf(issue: ValidationIssue, values: ProtocolValues): string {
  const [head = '', index] = issue.field.split('.');
  if (head === 'subject') return values.subjectKind === 'care' ? 'careKey' : 'productName';
  // The pairs' own problems stand under the first pair.
  if (head === 'controlParts') return `controlParts.${index ?? 0}`;
  if (head === 'schedule') return 'schedule';
  return head;
}

/** Issues grouped by field, in the order they came. */
export function errorsByField(
  issues: readonly ValidationIssue[],
  values: ProtocolValues,
): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const issue of issues) {
    const field = fieldOf(issue, values);
    const list = byField.get(field) ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    byField.set(field, list);
  }
  return byField;
}
