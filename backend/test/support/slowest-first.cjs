// The integration files' order (jest.int.config.js): the files that take minutes start first, so the two workers
// end together instead of one running the longest file alone at the end. jest orders by the last run's durations
// when its cache has them, which a clean clone (CI) has not: it then starts the largest files first, and the fuzzing
// (a short file that runs for minutes) started late and ran alone for its last minutes.
const Sequencer = require('@jest/test-sequencer').default;

/** The slowest files of a clean-clone CI run, slowest first (2026-11-29: 636, 136, 122, 115, 67, 66 s). */
const SLOWEST = [
  'platform-fuzz',
  'assignments.int-spec',
  'tools-grammar.int-spec',
  'mail-delivery',
  'identity.int-spec',
  'assessment-retakes',
];

const rank = (test) => {
  const index = SLOWEST.findIndex((name) => test.path.includes(`/${name}`));
  return index === -1 ? SLOWEST.length : index;
};

class SlowestFirst extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowestFirst;
