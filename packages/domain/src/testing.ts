/**
 * Fixtures for the tests of the server and the web app (`@skinscope/domain/testing`): data that
 * the domain's rules accept, written once.
 */

/** Answers that fit a female customer's questionnaire on a first visit. */
export const FIRST_VISIT_ANSWERS = {
  condition: [1, 9],
  mainConcern: 9,
  help: [1],
  menses: 1,
  habit: [1, 2],
  situation: [2],
  body: [5],
  nursing: [],
  ambition: [1],
  concern: [1],
  original: [1],
};

/** A part's ratings when none of its traits was measured (`gradePart(null)`: all shown as 未测). */
export const UNMEASURED_RATINGS = {
  oil: null,
  dry: null,
  middle: null,
  sensity: null,
  patch: null,
  wrinkle: null,
  sunresponse: null,
};

/** Seeded draws for simulation tests (simulated devices and studies): the same every run. */
export { normal, seeded } from './seeded-random';
