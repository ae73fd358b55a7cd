export default {
  title: 'Grammar Fundamentals for Working Writers',
  subtitle:
    'The handful of rules that cause most editorial corrections, with examples, fixes and the myths you can safely ignore.',
  sections: [
    {
      heading: 'Why this matters',
      paragraphs: [
        'Editors rarely reject a piece over a single grammar slip, but they notice patterns. A draft that needs dozens of small fixes takes longer to edit, earns fewer repeat commissions and, worse, distracts readers from what you are saying. The good news is that a small set of problems accounts for most corrections Penwright editors make. Learn to spot these and your clean-copy rate will rise quickly.',
      ],
    },
    {
      heading: '1. Subject-verb agreement',
      paragraphs: [
        'The verb agrees with its subject, not with the noun closest to it. Find the true subject by stripping away prepositional phrases and parenthetical material.',
      ],
      bullets: [
        'Wrong: "The list of approved sources are on the shared drive." Right: "The list of approved sources is on the shared drive." (The subject is "list".)',
        '"Each", "every", "either", "neither", "everyone" and "nobody" take singular verbs: "Each of the writers has a deadline."',
        'Collective nouns (team, committee, staff, audience) are usually singular in American English: "The editorial team meets on Mondays."',
        'With "or" and "nor", the verb agrees with the nearer subject: "Neither the editor nor the writers were told."',
        '"A number of" takes a plural verb; "the number of" takes a singular one: "A number of pitches were late. The number of pitches is rising."',
      ],
    },
    {
      heading: '2. Pronouns and their antecedents',
      paragraphs: [
        'Every pronoun must point clearly to one noun. If a reader has to pause to work out who "she" or "it" is, rewrite.',
      ],
      bullets: [
        'Unclear: "When the writer sent the editor her notes, she was surprised." Clear: "The editor was surprised when the writer sent her notes."',
        'Use "who" for people and "that" or "which" for things. Companies and organizations are things: "the agency that hired me", not "the agency who hired me".',
        'Who or whom? If you could answer with "he", use "who"; if "him", use "whom". "Whom did you interview?" (You interviewed him.) In casual copy, "who" in the object position is widely accepted; "whom" in subject position is always wrong.',
        'Do not use a reflexive pronoun (myself, yourself) where a plain one will do: "Send the draft to Priya or me", not "to Priya or myself".',
        'Singular "they" is correct when the person\'s gender is unknown or they use they/them; keep the verb plural: "they are", even for one person.',
      ],
    },
    {
      heading: '3. Verb tense and consistency',
      paragraphs: [
        'Choose a governing tense for the piece and leave it only when time actually changes. Reported features are usually in the past tense; explainers, reviews and evergreen guides in the present. Switching from "she said" to "she says" mid-paragraph is one of the most common errors in interview-based work.',
        'Use the past perfect ("had written") only to show that one past event happened before another: "By the time the brief arrived, she had already drafted the outline." Overusing it makes prose sluggish.',
      ],
    },
    {
      heading: '4. Modifiers that dangle or wander',
      paragraphs: [
        'An introductory phrase modifies the subject that immediately follows it. When that subject is missing or wrong, the sentence says something absurd.',
      ],
      table: {
        columns: ['Instead of', 'Write', 'Problem'],
        rows: [
          [
            'After reviewing the draft, the errors were obvious.',
            'After reviewing the draft, the editor saw the errors.',
            'Dangling: the errors did not review the draft.',
          ],
          [
            'She only edits on weekends.',
            'She edits only on weekends.',
            'Misplaced "only": put it right before the word it limits.',
          ],
          [
            'Written in a hurry, I sent the pitch with typos.',
            'I wrote the pitch in a hurry and sent it with typos.',
            'Dangling: "I" was not written in a hurry.',
          ],
          [
            'We nearly interviewed every source on the list.',
            'We interviewed nearly every source on the list.',
            'Misplaced "nearly" changes the meaning.',
          ],
        ],
      },
    },
    {
      heading: '5. Parallel structure',
      paragraphs: [
        'Items joined by "and", "or", "but", or arranged in a list, should share the same grammatical form. Parallelism makes sentences easier to read and lists easier to scan.',
      ],
      bullets: [
        'Not parallel: "The role involves researching topics, interviews with experts, and to write drafts." Parallel: "The role involves researching topics, interviewing experts and writing drafts."',
        'Paired conjunctions (both...and, either...or, not only...but also) need matching elements on each side: "She writes not only for magazines but also for brands."',
        'Check bulleted lists and subheads: all items should begin with the same kind of word (all verbs, all nouns).',
      ],
    },
    {
      heading: '6. Commas: the rules that matter',
      bullets: [
        'Before a coordinating conjunction (and, but, or, so, yet) joining two independent clauses: "The interview ran long, so the draft was late." Omit it when the second part lacks its own subject: "The interview ran long and delayed the draft."',
        'After most introductory clauses and long introductory phrases: "When the edits arrived, she started on the headline." A short phrase may skip it: "In 2024 the magazine folded."',
        'Around nonessential (nonrestrictive) information: "My editor, who lives in Denver, replied at once." No commas around essential information: "The editor who commissioned the piece replied at once."',
        'That or which? Use "that" for essential clauses with no commas and "which" for nonessential clauses with commas: "The draft that I filed on Friday" versus "The draft, which I filed on Friday, ...".',
        'Never put a single comma between a subject and its verb: "The writers who missed the deadline, lost the bonus" is wrong.',
        'Comma splice: two complete sentences joined only by a comma. "The brief was vague, I asked for examples." Fix with a period, a semicolon, or a conjunction.',
      ],
    },
    {
      heading: '7. Semicolons, colons and dashes',
      bullets: [
        'A semicolon joins two closely related independent clauses: "The first draft was long; the second was sharp." It also separates list items that contain commas.',
        'A colon introduces something that fulfills a promise made by a complete clause before it: "She had one rule: never file without reading it aloud." Do not use a colon after a verb or preposition ("The tools are: ..." is wrong).',
        'An em dash marks a sharper break or an aside—use it for emphasis, and close the aside with a second dash if the sentence continues.',
      ],
    },
    {
      heading: '8. Apostrophes',
      bullets: [
        '"It\'s" always means "it is" or "it has". The possessive is "its", with no apostrophe, like "his" and "hers".',
        'Plurals do not take apostrophes: the 1990s, three PDFs, the Smiths. Use one only to avoid confusion with single letters: "mind your p\'s and q\'s".',
        'Joint possession takes one apostrophe ("Ana and Ben\'s agency"); separate possession takes two ("Ana\'s and Ben\'s invoices").',
        'Check "your/you\'re", "their/they\'re/there" and "whose/who\'s" by expanding the contraction and reading the sentence aloud.',
      ],
    },
    {
      heading: '9. Commonly confused words',
      table: {
        columns: ['Pair', 'Quick test'],
        rows: [
          [
            'affect / effect',
            'Affect is usually the verb (to influence); effect is usually the noun (a result). "To effect change" means to bring it about.',
          ],
          ['comprise / compose', 'The whole comprises the parts; the parts compose the whole. Never "comprised of".'],
          [
            'ensure / insure / assure',
            'Ensure = make certain; insure = cover financially; assure = reassure a person.',
          ],
          ['fewer / less', 'Fewer for things you count (fewer words), less for amounts (less time).'],
          [
            'lay / lie',
            'Lay takes an object (lay the book down); lie does not (lie down). Past tense of lie is lay, which is why this is hard.',
          ],
          ['i.e. / e.g.', 'i.e. = "that is" (restates); e.g. = "for example" (gives one of several).'],
          ['principal / principle', 'Principal = main, or a person in charge; principle = a rule or belief.'],
          ['complement / compliment', 'Complement completes or suits; compliment praises.'],
          ['discreet / discrete', 'Discreet = tactful; discrete = separate and distinct.'],
          ['farther / further', 'Farther for physical distance; further for degree or extent (further research).'],
          ['imply / infer', 'The speaker implies; the listener infers.'],
          ['than / then', 'Than compares; then refers to time or sequence.'],
        ],
      },
    },
    {
      heading: '10. Fragments and run-ons',
      paragraphs: [
        'A sentence fragment lacks a subject or a main verb, or is a dependent clause left on its own: "Because the source never called back." Fragments can be a deliberate stylistic choice in essays and copywriting, but one used by accident reads as an error. A run-on (fused sentence) joins two independent clauses with no punctuation at all: "The deadline moved we kept working." Split it, or join it properly with a semicolon or a conjunction.',
      ],
    },
    {
      heading: 'Myths you can safely ignore',
      bullets: [
        'You may end a sentence with a preposition. "What are you working on?" is better English than "On what are you working?"',
        'You may split an infinitive when it reads naturally: "to quickly check the facts" is fine.',
        'You may begin a sentence with "And", "But" or "Because". Good writers always have.',
        '"None" can take a singular or a plural verb, depending on whether you mean "not one" or "not any".',
        'The passive voice is not a grammatical error. It is a choice, and sometimes the right one: "The building was evacuated at noon."',
      ],
    },
    {
      heading: 'A five-minute self-check',
      paragraphs: [
        'Before you file, search your draft for "it\'s", "which", "who", "only", "effect" and "comprise" and check each instance against this sheet. Then read the opening paragraph and every subhead aloud. Most of the errors above are easier to hear than to see.',
      ],
    },
  ],
};
