import { APOSTROPHE, type PatternRule, sameCase } from './pattern-rule';

/**
 * Sound-alike words Harper lets pass ("your going", "don't loose", "it's rates"), each only in a context where
 * the other reading is impossible, so correct prose is never marked.
 */

const replaceWith = (wanted: string, why: string) => (match: RegExpMatchArray) => {
  const replacement = sameCase(match[0], wanted);
  return { message: `Did you mean “${replacement}”? ${why}`, replacement };
};

/** Words "it’s" can stand before when it means "it is": "it’s yours", "it’s always", "it’s days away". */
const AFTER_IT_IS = new Set(
  (
    'always perhaps as is was his hers ours yours theirs this thus less unless across its yes us plus minus ' +
    'lots loads tons days weeks months years hours minutes seconds times ages thanks news besides nevertheless'
  ).split(' '),
);

/**
 * Words that say how a situation is, as in "it's important to ask". After "its", with "to", "that" or the end of
 * the sentence next, the writer meant "it's"; a possession's adjective has a noun next ("its important clients").
 */
const IT_IS_ADJECTIVES =
  'important|clear|true|possible|impossible|likely|unlikely|easy|easier|harder|difficult|simple|obvious|' +
  'essential|vital|crucial|necessary|useful|helpful|great|nice|unfair|normal|unusual|strange|odd|funny|' +
  'interesting|safe|cheap|expensive|okay|ok|fun|sad|tough|tricky|worse|bad|late|common|over';
/** "Its really important to": "it's" is often followed by an adverb first. */
const ADVERBS_OF_DEGREE = '(?:so|really|quite|pretty|still|now|always|never|also)';
/** Words that are nouns too ("paid its fine.", "for its own good"): only before "to" or "that". */
const IT_IS_BEFORE_TO = 'fine|good|hard|fair|free|better';

export const CONFUSABLE_RULES: readonly PatternRule[] = [
  {
    // "Your going to need", "your welcome to pitch"; never "your welcome email"
    kind: 'confusable',
    pattern: new RegExp(
      `\\byour(?= (?:going|doing|being|getting|making|trying|looking|not|never|always|probably|already|supposed)\\b(?!-)| welcome(?= to\\b|[.!,]))`,
      'gi',
    ),
    explain: replaceWith('you’re', '“You’re” is “you are”; “your” means belonging to you.'),
  },
  {
    // "you’re invoice lists": "you are" cannot stand before a noun that is the subject of a verb
    kind: 'confusable',
    pattern: new RegExp(
      `\\byou${APOSTROPHE}re(?= (?<noun>[a-z]+) (?:is|are|was|were|has|have|lists|needs|says|shows|looks|reads)\\b)`,
      'gi',
    ),
    explain: (match) =>
      /(ing|ed|ly)$/.test(match.groups?.noun ?? '')
        ? null
        : replaceWith('your', '“Your” means belonging to you; “you’re” is “you are”.')(match),
  },
  {
    // "don't loose the thread", "to loose a client"; "loosing" is almost always "losing"
    kind: 'confusable',
    pattern:
      /(?<=\b(?:to|not|never|will|would|can|could|may|might|must|should|shall|don['’]t|didn['’]t|won['’]t|can['’]t|doesn['’]t) )loose\b|\bloosing\b/gi,
    explain: (match) =>
      replaceWith(
        /ing$/i.test(match[0]) ? 'losing' : 'lose',
        '“Lose” is to no longer have; “loose” means not tight.',
      )(match),
  },
  {
    // "of it's own", "changed it's rates": "it is" cannot stand there
    kind: 'confusable',
    pattern: new RegExp(
      `(?<=\\b(?:of|in|on|at|by|from|with|into|about|through|under|over|changed|raised|lost|kept|updated|doubled|halved) )it${APOSTROPHE}s\\b|\\bit${APOSTROPHE}s(?= own\\b)|\\bit${APOSTROPHE}s(?= (?<noun>[a-z]+s)\\b(?![,.!?;:’'-]| (?:of|to|and|or|in|who|that|which|not)\\b))`,
      'gi',
    ),
    explain: (match) => {
      const noun = match.groups?.noun;
      if (noun && (AFTER_IT_IS.has(noun) || /(ss|us|ous|ly)$/.test(noun))) return null;
      return replaceWith('its', '“Its” means belonging to it; “it’s” is “it is” or “it has”.')(match);
    },
  },
  {
    // "its a good idea", "its not late", "Its worth asking": the possessive cannot stand before these
    kind: 'confusable',
    pattern:
      /\bits(?= (?:a|an|the|not|been|never|always|also|too)\b(?!-))|\bIts(?<=(?:^|[.!?]\s+)Its)(?= (?:worth|okay)\b)/gim,
    explain: replaceWith('it’s', '“It’s” is “it is” or “it has”; “its” means belonging to it.'),
  },
  {
    // "Its important to", "I think its fine.", "Its getting late": "its" before a word that describes a situation
    // and then "to", "that" or the end of the sentence is "it is" ("its important clients" is the possessive)
    kind: 'confusable',
    pattern: new RegExp(
      `\\bits(?= (?:${ADVERBS_OF_DEGREE} )?(?:(?:${IT_IS_ADJECTIVES})(?: (?:to|that|for|when|if|because|enough)\\b|\\s*[.!?;:]|\\s*$)|(?:${IT_IS_BEFORE_TO}) (?:to|that)\\b|(?:going|getting|taking|becoming|raining|happening)\\b(?!-)))`,
      'gim',
    ),
    explain: replaceWith('it’s', '“It’s” is “it is” or “it has”; “its” means belonging to it.'),
  },
  {
    // "shorter then the last one", "more then ever", "other then that"
    kind: 'confusable',
    pattern:
      /(?<=\b(?:shorter|longer|better|worse|faster|slower|cheaper|easier|harder|higher|lower|bigger|smaller|larger|greater|clearer|stronger|weaker|richer|fewer|more|less|rather|other|sooner) )then\b/gi,
    explain: replaceWith('than', '“Than” compares; “then” is about time.'),
  },
  {
    // "was to busy to reply", "far to many": "too" means excessively
    kind: 'confusable',
    pattern:
      /(?<=\b(?:is|was|are|were|be|been|am|far|way|not|feel|felt|seem|seems|seemed|get|got|it['’]s|I['’]m|you['’]re|we['’]re|they['’]re) )to(?= (?:busy|late|early|long|soon|expensive|tired|difficult|hard|short|small|big|good|much|many|often|few|little|slow|fast|vague|long-winded)\b)/gi,
    explain: replaceWith('too', '“Too” means more than enough; “to” is a preposition.'),
  },
];
