export default {
  title: 'The Penwright House Style Guide',
  subtitle:
    'The rules our editors apply to every piece that passes through the Collective, and the reasons behind them.',
  sections: [
    {
      heading: 'How to use this guide',
      paragraphs: [
        'A style guide exists so that readers never notice style. When spelling, numbers and capitalization are consistent, attention stays on the argument; when they wobble, readers start to doubt the facts as well. This guide records the decisions Penwright editors make most often, so that you can make them before the piece reaches us.',
        'Our base references are The Chicago Manual of Style for mechanics and Merriam-Webster for spelling (use the first spelling listed). Where a client supplies its own style guide, the client guide wins on every point it covers, and this guide fills the gaps. If neither settles a question, choose the option a general reader will understand fastest, apply it consistently, and leave a note for your editor.',
      ],
    },
    {
      heading: 'Voice and tone',
      paragraphs: [
        'Penwright pieces sound like an informed colleague talking across a table: direct, specific and unhurried. We prefer plain words to impressive ones and concrete examples to abstractions. Tone shifts with the assignment (a product explainer is brisker than a personal essay), but clarity never does.',
      ],
      bullets: [
        'Use the active voice unless the actor is unknown or unimportant. "The council approved the budget," not "The budget was approved by the council."',
        'Address the reader as "you" in guides, how-tos and copywriting. Keep "I" for first-person essays and reported experience that is genuinely yours.',
        'Cut throat-clearing openers ("In today\'s fast-paced world...", "It goes without saying..."). Start with the most interesting true thing you know.',
        'Avoid hedging stacks such as "may potentially possibly". One qualifier, placed where it belongs, is more honest than three.',
        'Do not use jargon the audience would not use itself. If a technical term is necessary, define it the first time it appears.',
        'Humor is welcome when it serves the reader and never at the expense of a person or group.',
      ],
    },
    {
      heading: 'Spelling and word choice',
      paragraphs: [
        'Use American spelling unless the brief specifies another market; then use that market\'s dictionary throughout, including in quotations you paraphrase (direct quotations keep their original spelling). Prefer the shorter, more common word when two mean the same thing: "use" over "utilize", "help" over "facilitate", "about" over "approximately" in casual copy.',
      ],
      table: {
        columns: ['Write', 'Not', 'Note'],
        rows: [
          ['email, online, website, internet', 'e-mail, on-line, web site, Internet', 'Lowercase, closed up.'],
          ['log in (verb), login (noun)', 'login to your account', 'Same pattern: set up / setup, sign up / signup.'],
          ['toward, afterward, among', 'towards, afterwards, amongst', 'American usage.'],
          ['OK', 'okay, Ok', 'Except inside direct quotations.'],
          [
            'nonprofit, cofounder, email',
            'non-profit, co-founder',
            'Close up common prefixes unless the result is hard to read (co-op, re-cover).',
          ],
          ['percent (in text), % (in tables)', 'per cent, pct.', 'Always use a numeral: 7 percent.'],
          ['data is / data are', '—', 'Either is fine; pick one per piece. Mass-noun "data is" suits general readers.'],
          [
            'because, since (time)',
            'since (cause)',
            'Use "since" for cause only when there is no risk of reading it as time.',
          ],
          ['fewer (countable), less (amounts)', 'less people', 'Fewer emails; less mail.'],
        ],
      },
    },
    {
      heading: 'Numbers',
      paragraphs: [
        "Penwright follows a simple web-friendly rule rather than Chicago's spell-out-to-one-hundred default: spell out zero through nine, use numerals for 10 and above. The exceptions below keep figures readable.",
      ],
      bullets: [
        'Always use numerals for ages, percentages, money, measurements, times, dates, page numbers and scores: a 6-year-old, 4 percent, $3 million, 5 miles, 2-1.',
        'Spell out any number that begins a sentence, or rewrite the sentence: "Twenty-two editors replied" or "Of the editors, 22 replied."',
        'Keep a series consistent: "3 drafts, 12 edits and 40 comments", not "three drafts, 12 edits".',
        'Use commas in numbers of four or more digits (1,250), except in years, addresses and page numbers.',
        'Write large round numbers as "4.5 million" or "$2 billion"; never "4,500,000" in running text.',
        'Use the en dash or "to" for ranges, never both: "2019–2023" or "from 2019 to 2023", not "from 2019–2023".',
      ],
    },
    {
      heading: 'Dates and times',
      bullets: [
        'Dates: March 4, 2026 (no ordinal "4th"). Month and year only: March 2026 (no comma). Decades: the 1990s, the \'90s.',
        'Abbreviate months only in tables and tight captions: Jan., Feb., Aug., Sept., Oct., Nov., Dec.; never March through July.',
        'Times: 9 a.m., 4:30 p.m., noon, midnight. Do not write "12 noon" or "9:00 a.m." unless you are listing times in a schedule.',
        'Give a time zone whenever readers may be in different ones: 2 p.m. ET (11 a.m. PT).',
        'Avoid "yesterday", "last week" and "recently" in evergreen content; name the date or the year.',
      ],
    },
    {
      heading: 'Punctuation',
      bullets: [
        'Serial comma: always. "Editors, writers, and fact-checkers." It removes ambiguity at almost no cost.',
        'Em dashes are closed up—like this—and should appear no more than twice in a paragraph. Use en dashes for ranges only.',
        'Double quotation marks for quotations; single marks for a quotation inside a quotation. Periods and commas go inside closing quotation marks; colons and semicolons go outside; question marks go where the logic puts them.',
        'One space after a period. Never two.',
        'Ellipses mark omissions inside quotations. Do not use them to trail off in your own prose.',
        'Exclamation points belong in dialogue and quoted speech, very rarely anywhere else, and never more than one at a time.',
        "Possessives: add 's to singular nouns, including those ending in s (the boss's notes, Jesus's parables). Plural nouns ending in s take an apostrophe alone (the writers' fees).",
        'Hyphenate compound modifiers before a noun when they could misread (a small-business owner; a well-known editor), but not after it (the editor is well known) and never after an -ly adverb (a carefully edited draft).',
      ],
    },
    {
      heading: 'Capitalization, headlines and subheads',
      paragraphs: [
        'Headlines use title case: capitalize the first and last words and all nouns, pronouns, verbs, adjectives and adverbs; lowercase articles, coordinating conjunctions and prepositions of four letters or fewer ("How to Pitch an Editor Who Has Never Heard of You"). Subheads, captions, buttons and list titles use sentence case ("What to send with your pitch").',
      ],
      bullets: [
        'Capitalize formal titles only directly before a name: Editor-in-Chief Dana Ruiz; Dana Ruiz, editor-in-chief; the editor.',
        'Lowercase generic terms after the first reference: the Penwright Collective, later "the collective".',
        "Follow a company's own capitalization when it is readable (eBay, iPhone), but not decorative all-caps or symbols (write Yahoo, not Yahoo!).",
        'Headlines should be under 70 characters, contain a concrete noun and a verb, and promise only what the piece delivers. No clickbait questions the article cannot answer.',
        'Keep subheads parallel in grammar across a piece: all questions, all statements, or all imperatives.',
      ],
    },
    {
      heading: 'People, names and inclusive language',
      paragraphs: [
        "Use a person's full name on first reference and surname afterward; in first-person essays or with minors, a first name may be used on later references if the piece is consistent. Confirm spelling, title and pronouns directly with the source, not from a social profile.",
      ],
      bullets: [
        'Mention age, race, gender, religion, disability, sexual orientation or immigration status only when it is relevant to the story, and explain the relevance if it is not obvious.',
        'Follow the person\'s own preference for identity-first ("autistic person") or person-first ("person with diabetes") language. When no preference is known, use person-first.',
        'Singular "they" is standard for a person whose pronouns are unknown or who uses they/them.',
        'Prefer specific, neutral terms: "chair" rather than "chairman" unless it is the official title; "people experiencing homelessness" or "unhoused people" rather than "the homeless".',
        'Avoid language that casts illness or disability as tragedy: "uses a wheelchair", not "is confined to a wheelchair".',
      ],
    },
    {
      heading: 'Abbreviations, acronyms and symbols',
      bullets: [
        'Spell out an acronym on first reference with the short form in parentheses only if you use it again: "search engine optimization (SEO)". Skip this for terms readers know better by the acronym (NASA, FBI, PDF, URL).',
        'No periods in acronyms and most abbreviations (US, UK, CEO, PhD), but keep them in a.m., p.m., e.g. and i.e.',
        'Use "e.g." and "i.e." only in parentheses and follow each with a comma; in running text write "for example" and "that is".',
        'Use "and" rather than an ampersand unless the ampersand is part of a proper name (Procter & Gamble).',
      ],
    },
    {
      heading: 'Quotations, attribution and links',
      bullets: [
        'Use "said" for attribution in news and reported features; "says" for profiles and evergreen pieces. Avoid loaded verbs (claimed, admitted, insisted) unless they are precisely true.',
        'Put the attribution after the first sentence of a long quote, not at the end of the paragraph.',
        'Never alter the words inside quotation marks beyond trimming filler with an ellipsis. If a quote needs fixing to be understood, paraphrase it instead.',
        'Link the specific, primary source (the study, the filing, the original interview), not a roundup that mentions it. Link descriptive text of three to six words, never "click here".',
        'Credit every image, chart and dataset with its source and license.',
      ],
    },
    {
      heading: 'Formatting for the web',
      bullets: [
        'Paragraphs of one to four sentences. A one-sentence paragraph is a tool for emphasis; use it sparingly.',
        'Add a subhead every 250 to 350 words in pieces longer than 800 words, so a skimming reader can find their place.',
        'Use numbered lists for sequences and bulleted lists for sets. Keep list items parallel and punctuate them consistently: full sentences take periods, fragments do not.',
        'Bold is for a few key terms a skimmer must not miss, never whole sentences. Italics mark titles of books, films, periodicals and albums; article and episode titles go in quotation marks.',
        'Write alt text for every meaningful image: what the image shows and why it matters, in under 125 characters.',
      ],
    },
    {
      heading: 'Before you submit',
      paragraphs: [
        'Run through the Penwright Proofreading Checklist, confirm the word count is within 10 percent of the brief, and list anything you were unsure about in your submission notes. Editors are far happier to answer a flagged question than to discover an unflagged one.',
      ],
    },
  ],
};
