import type {
  DetectDimension,
  StudyArm,
  StudyExclusion,
  StudyProtocol,
} from '@skinscope/contracts';
import { isCareKey, PRODUCT_OPTION_NAMES } from './care-catalog';
import { ESTIMATED_DIMENSIONS } from './dimension-explanations';
import {
  armDifference,
  pairedEndpoint,
  type ArmDifference,
  type PairedEndpoint,
} from './efficacy-statistics';
import { isFacePartKey } from './face-parts';

/**
 * Issue 33: an efficacy study's rules — which protocols may be run, which visit is which
 * timepoint, and what is analysed (per endpoint and timepoint against day 0, with every
 * exclusion counted). Pure: the server reads the rows and hands them here.
 */

/**
 * What no study may take as an endpoint: 肤质 is a type, not a score; elasticity and stratum
 * corneum are photo estimates not yet validated on real skin (dimension-explanations.ts).
 */
export function endpointProblem(dimension: DetectDimension): string | null {
  if (dimension === 'skin_type') return '肤质是类型，不能作为功效指标';
  if (ESTIMATED_DIMENSIONS.has(dimension))
    return '这一项是照片估计值，尚未在真实皮肤上验证，不能作为功效指标';
  return null;
}

/** The domain's checks of a protocol the contract accepted; each problem with its field. */
export function protocolProblems(
  protocol: StudyProtocol,
): Array<{ field: string; message: string }> {
  const problems: Array<{ field: string; message: string }> = [];
  const { subject } = protocol;
  if (subject.kind === 'care' && !isCareKey(subject.careKey))
    problems.push({ field: 'subject', message: '护理方案不在目录中' });
  if (
    subject.kind === 'product' &&
    !(PRODUCT_OPTION_NAMES as readonly string[]).includes(subject.productName)
  )
    problems.push({ field: 'subject', message: '产品不在目录中' });
  for (const part of [...protocol.parts, ...protocol.controlParts])
    if (!isFacePartKey(part)) problems.push({ field: 'parts', message: '未知的面部部位' });
  for (const [field, dimensions] of [
    ['primary', [protocol.primary]],
    ['secondary', protocol.secondary],
  ] as const)
    for (const dimension of dimensions) {
      const problem = endpointProblem(dimension);
      if (problem) problems.push({ field, message: problem });
    }
  return problems;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** China Standard Time, the salons' calendar: UTC+8 all year. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** A moment as it reads on a wall calendar in China. */
const chinaTime = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS);

/** Whole days from day 0 to a visit, by the calendar of the salon (China Standard Time). */
export function studyDay(dayZero: Date, visitAt: Date): number {
  const calendarDay = (at: Date) => Math.floor(chinaTime(at).getTime() / DAY_MS);
  return calendarDay(visitAt) - calendarDay(dayZero);
}

/** One part's analysis at one visit, as the study reads it. */
export interface StudyMeasurement {
  /** Refused: the photo checks turned the pair down; pending: its analysis is not done yet. */
  status: 'accepted' | 'refused' | 'pending';
  engineVersion: string;
  /** The device calibration the analysis applied; null = uncalibrated. */
  calibrationId: number | null;
  scores: Partial<Record<DetectDimension, number | null>>;
  /** The band each dimension's verdict uses (the device's where it has one). */
  bands: Partial<Record<DetectDimension, number | null>>;
}

export interface StudyVisit {
  /** The scheduled day the visit was recorded for. */
  timepoint: number;
  takenAt: Date;
  parts: Partial<Record<string, StudyMeasurement>>;
}

export interface StudyParticipant {
  /** A pseudonymous code (P01, P02…): the report and its export never name her. */
  code: string;
  arm: StudyArm;
  protocolVersion: number;
  withdrawn: boolean;
  visits: StudyVisit[];
}

/** A participant's value at baseline and at the timepoint, as the export lists it. */
export interface ParticipantValue {
  code: string;
  arm: StudyArm;
  protocolVersion: number;
  /** Treated parts' mean score (split-face: the treated side). */
  baseline: number;
  followUp: number;
  change: number;
  /** The band her change is judged against (the wider of the two visits', averaged over parts). */
  band: number | null;
  /** Split-face: the untreated side's. */
  control?: { baseline: number; followUp: number; change: number };
}

export interface TimepointAnalysis {
  day: number;
  /** Participants whose value counts, in enrolment order. */
  values: ParticipantValue[];
  /** How many of them (both arms): what the report's flow counts without showing the values. */
  analysed: number;
  /** The treated changes (control arm: the treated arm's). */
  treated: PairedEndpoint;
  /** Control arm: its own changes; split-face: the untreated side's. */
  control: PairedEndpoint | null;
  /** Control arm: Welch between the arms; null for other designs. */
  betweenArms: ArmDifference | null;
  /** Split-face: the treated − untreated change within each participant (paired). */
  withinParticipant: PairedEndpoint | null;
  /** Each reason a participant was left out here, with how many. */
  exclusions: Partial<Record<StudyExclusion, number>>;
}

export interface EndpointAnalysis {
  dimension: DetectDimension;
  role: 'primary' | 'secondary';
  timepoints: TimepointAnalysis[];
}

export interface StudyAnalysis {
  enrolled: number;
  withdrawn: number;
  endpoints: EndpointAnalysis[];
}

type Side = { baseline: number; followUp: number; band: number | null };

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

/** Why one part's pair of analyses cannot be compared, or its two scores and band. */
function partPair(
  dimension: DetectDimension,
  baseline: StudyMeasurement | undefined,
  followUp: StudyMeasurement | undefined,
): StudyExclusion | { baseline: number; followUp: number; band: number | null } {
  if (!baseline || !followUp) return 'missing_photo';
  if (baseline.status === 'refused' || followUp.status === 'refused') return 'refused_photo';
  if (baseline.status === 'pending' || followUp.status === 'pending') return 'analysis_pending';
  if (baseline.calibrationId === null || followUp.calibrationId === null) return 'uncalibrated';
  if (baseline.engineVersion !== followUp.engineVersion) return 'engine_changed';
  if (baseline.calibrationId !== followUp.calibrationId) return 'calibration_changed';
  const before = baseline.scores[dimension];
  const after = followUp.scores[dimension];
  if (before == null || after == null) return 'not_assessable';
  const bands = [baseline.bands[dimension], followUp.bands[dimension]];
  const band = bands.some((value) => value == null) ? null : Math.max(...(bands as number[]));
  return { baseline: before, followUp: after, band };
}

/** A side's mean over its parts, or the first reason one of them cannot be compared. */
function sideValue(
  dimension: DetectDimension,
  parts: readonly string[],
  baseline: StudyVisit,
  followUp: StudyVisit,
): StudyExclusion | Side {
  const pairs = [];
  for (const part of parts) {
    const pair = partPair(dimension, baseline.parts[part], followUp.parts[part]);
    if (typeof pair === 'string') return pair;
    pairs.push(pair);
  }
  const bands = pairs.map((pair) => pair.band);
  return {
    baseline: mean(pairs.map((pair) => pair.baseline)),
    followUp: mean(pairs.map((pair) => pair.followUp)),
    band: bands.some((band) => band === null) ? null : mean(bands as number[]),
  };
}

/** A participant's value at a timepoint, or why it is not analysed. */
function participantValue(
  protocol: StudyProtocol,
  dimension: DetectDimension,
  day: number,
  participant: StudyParticipant,
): StudyExclusion | ParticipantValue {
  if (participant.withdrawn) return 'withdrawn';
  const baseline = participant.visits.find((visit) => visit.timepoint === 0);
  if (!baseline) return 'no_baseline';
  const followUp = participant.visits.find((visit) => visit.timepoint === day);
  if (!followUp) return 'missing_visit';
  if (Math.abs(studyDay(baseline.takenAt, followUp.takenAt) - day) > protocol.windowDays)
    return 'out_of_window';
  const treated = sideValue(dimension, protocol.parts, baseline, followUp);
  if (typeof treated === 'string') return treated;
  const value: ParticipantValue = {
    code: participant.code,
    arm: participant.arm,
    protocolVersion: participant.protocolVersion,
    baseline: treated.baseline,
    followUp: treated.followUp,
    change: treated.followUp - treated.baseline,
    band: treated.band,
  };
  if (protocol.design !== 'split_face') return value;
  const control = sideValue(dimension, protocol.controlParts, baseline, followUp);
  if (typeof control === 'string') return control;
  return {
    ...value,
    control: {
      baseline: control.baseline,
      followUp: control.followUp,
      change: control.followUp - control.baseline,
    },
  };
}

function endpointOf(values: readonly ParticipantValue[]): PairedEndpoint {
  const bands = values.map((value) => value.band);
  return pairedEndpoint(
    values.map((value) => value.baseline),
    values.map((value) => value.followUp),
    bands.every((band) => band !== null) ? bands : undefined,
  );
}

function timepointAnalysis(
  protocol: StudyProtocol,
  dimension: DetectDimension,
  day: number,
  participants: readonly StudyParticipant[],
): TimepointAnalysis {
  const values: ParticipantValue[] = [];
  const exclusions: Partial<Record<StudyExclusion, number>> = {};
  for (const participant of participants) {
    const value = participantValue(protocol, dimension, day, participant);
    if (typeof value === 'string') exclusions[value] = (exclusions[value] ?? 0) + 1;
    else values.push(value);
  }
  const treatedValues = values.filter((value) => value.arm === 'treated');
  const controlValues = values.filter((value) => value.arm === 'control');
  const treated = endpointOf(treatedValues);
  const base = { day, values, analysed: values.length, treated, exclusions };
  if (protocol.design === 'control_arm') {
    const changes = (list: ParticipantValue[]) => list.map((value) => value.change);
    return {
      ...base,
      control: endpointOf(controlValues),
      betweenArms: armDifference(changes(treatedValues), changes(controlValues)),
      withinParticipant: null,
    };
  }
  if (protocol.design === 'split_face') {
    const untreated = treatedValues.map((value) => value.control!);
    return {
      ...base,
      control: pairedEndpoint(
        untreated.map((side) => side.baseline),
        untreated.map((side) => side.followUp),
      ),
      betweenArms: null,
      // Each participant's treated change against her own untreated side's.
      withinParticipant: pairedEndpoint(
        untreated.map((side) => side.change),
        treatedValues.map((value) => value.change),
      ),
    };
  }
  return { ...base, control: null, betweenArms: null, withinParticipant: null };
}

/**
 * The study's analysis: per endpoint (primary first) and per follow-up timepoint, the values
 * that count and the statistics over them, and every participant left out with the reason.
 */
export function analyseStudy(
  protocol: StudyProtocol,
  participants: readonly StudyParticipant[],
): StudyAnalysis {
  const endpoints = [
    { dimension: protocol.primary, role: 'primary' as const },
    ...protocol.secondary.map((dimension) => ({ dimension, role: 'secondary' as const })),
  ];
  return {
    enrolled: participants.length,
    withdrawn: participants.filter((participant) => participant.withdrawn).length,
    endpoints: endpoints.map(({ dimension, role }) => ({
      dimension,
      role,
      timepoints: protocol.schedule
        .slice(1)
        .map((day) => timepointAnalysis(protocol, dimension, day, participants)),
    })),
  };
}

/** A scheduled visit not yet recorded: when its window opens and closes, and where today is. */
export interface DueVisit {
  day: number;
  /** Calendar dates (China time) of the window's first and last day, YYYY-MM-DD. */
  opens: string;
  closes: string;
  state: 'upcoming' | 'open' | 'missed';
}

/** YYYY-MM-DD of a moment on the salon's calendar. */
const chinaDate = (at: Date) => chinaTime(at).toISOString().slice(0, 10);

/**
 * Issue 33 #2: a participant's scheduled visits still to record, from her day-0 visit: each
 * window (day ± windowDays), and whether it is still to come, open today, or already past.
 * Before day 0 is recorded nothing is scheduled.
 */
export function dueVisits(
  protocol: Pick<StudyProtocol, 'schedule' | 'windowDays'>,
  dayZero: Date | null,
  recorded: readonly number[],
  now: Date,
): DueVisit[] {
  if (!dayZero) return [];
  const today = studyDay(dayZero, now);
  const dateOf = (days: number) => chinaDate(new Date(dayZero.getTime() + days * DAY_MS));
  return protocol.schedule
    .filter((day) => day > 0 && !recorded.includes(day))
    .map((day) => {
      const first = day - protocol.windowDays;
      const last = day + protocol.windowDays;
      const state = today < first ? 'upcoming' : today > last ? 'missed' : 'open';
      return { day, opens: dateOf(first), closes: dateOf(last), state };
    });
}
