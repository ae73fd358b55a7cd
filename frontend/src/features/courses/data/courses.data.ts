/**
 * Fixed course content for the two free courses and the premium catalogue.
 *
 * Lesson `content` is a list of paragraphs. A line starting with '## ' is a
 * subheading and a line starting with '- ' is a bullet item. Every lesson has
 * practice questions (`exercises`): the server holds their answers and
 * explanations (backend `domain/courses/practice-questions.ts`, kept in step by
 * its spec) and checks each try (D12). The free-text prompts are for practice
 * only and are never checked or submitted.
 */

export type LessonType = 'reading' | 'exercise' | 'project';

/** A practice question with its choices; the answer stays on the server, which checks each try (D12). */
export interface ExerciseChoice {
  prompt: string;
  choices: readonly string[];
}

export interface LessonContent {
  id: string;
  title: string;
  /** e.g. '15 min' */
  duration: string;
  type: LessonType;
  /** Paragraphs; lines starting '## ' are subheadings, '- ' bullet items. */
  content: readonly string[];
  /** Its practice questions: answering all of them correctly completes the lesson. */
  exercises?: readonly ExerciseChoice[];
  /** Prompts for free-text boxes. */
  freeText?: readonly string[];
}

export interface CourseContent {
  id: 'writing-basics' | 'grammar-essentials';
  title: string;
  description: string;
  duration: string;
  students: string;
  rating: number;
  level: string;
  totalLessons: number;
  lessons: readonly LessonContent[];
  /** The four skills listed on the certificate. */
  skills: readonly string[];
}

export interface PremiumCourse {
  id: string;
  title: string;
  description: string;
  price: number;
  weeks: number;
  level: string;
  topics: readonly string[];
}

/* ------------------------------------------------------------------------ */
/* Writing Basics                                                            */
/* ------------------------------------------------------------------------ */

const WB_LESSONS: readonly LessonContent[] = [
  {
    id: 'wb-1',
    title: 'Writing for a Reader: Audience and Purpose',
    duration: '15 min',
    type: 'reading',
    content: [
      'Every piece of writing that someone pays for has two things in common: a specific reader and a specific job to do for that reader. Before writing a sentence, a professional can answer three questions. Who is reading? What do they already know? What should they be able to do, think or feel when they finish? Beginners often skip this step because it feels like a delay. It is the opposite: it is the step that makes every later decision faster.',
      '## Who is the reader?',
      '“A general audience” is almost never true. A blog post for a payroll software company is read by small-business owners who are busy, a little anxious about getting taxes wrong, and reading on a phone between tasks. A feature for a trade magazine is read by specialists who will notice a wrong term at once. Before you start, write a one-sentence portrait of your reader, for example: “The owner of a five-person bakery who has never run payroll and is worried about missing a tax filing.”',
      'A useful portrait covers four things:',
      '- What the reader already knows, so that you neither lecture them nor lose them.',
      '- What the reader wants: a problem solved, a decision made, a story enjoyed.',
      '- How the reader will read: skimming on a phone, studying at a desk, forwarding it to a manager.',
      '- Which words the reader uses for the subject. Use their vocabulary, not yours and not the client’s internal jargon.',
      '## What is the purpose?',
      'Most commissioned pieces have one main purpose, and it usually falls into one of these groups:',
      '- To inform: report what happened or what is true (news, updates, summaries).',
      '- To instruct: help the reader complete a task (how-to guides, help articles, documentation).',
      '- To persuade: change a belief or prompt an action (opinion pieces, sales pages, proposals).',
      '- To entertain or move: hold attention through story and voice (personal essays, profiles, features).',
      'Purpose decides structure. An instructional piece needs steps in order and precise verbs. A persuasive piece needs a clear claim, evidence, and an answer to the strongest objection. A feature needs a scene and a reason to keep reading. When a brief seems to ask for all four at once, ask the client which one matters most.',
      '## Reading a client brief',
      'On a freelance job, the audience and purpose are hidden in the brief. Look for the target reader, the action the client wants (subscribe, book a call, understand a new policy), the word count, the tone, examples of pieces they liked, and anything they do not want mentioned. If the brief leaves out the reader or the goal, ask before you draft. One short question, “Who is the main reader, and what should they do after reading?”, can save you a full rewrite, and it tells the client they hired a professional.',
      '## The purpose statement',
      'Finish your planning with one sentence that combines reader and purpose: “This article helps first-time bakery owners understand the three payroll deadlines they cannot miss, so they feel confident running their first payroll.” Keep that sentence at the top of your draft. Whenever you are unsure whether a paragraph belongs, test it against the sentence. If the paragraph does not serve that reader and that purpose, cut it, or save it for another piece.',
      'In the next lesson you will use a purpose statement to turn a broad topic into a specific angle that an editor would actually buy.',
    ],
    exercises: [
      {
        prompt:
          'A client’s brief names the topic and the word count but not the reader or the goal. What should you do before drafting?',
        choices: [
          'Write for a general audience so that the piece suits everyone',
          'Ask the client who the main reader is and what they should do after reading',
          'Draft three versions for different readers and let the client choose',
          'Use the client’s internal jargon so that the piece sounds expert',
        ],
      },
    ],
  },
  {
    id: 'wb-2',
    title: 'From Topic to Angle',
    duration: '20 min',
    type: 'exercise',
    content: [
      'A topic is a subject area: remote work, houseplants, retirement savings. An angle is the specific thing your piece says about that subject, for a specific reader, at a specific time. Editors reject topics and buy angles. Nobody can cover “remote work” in 800 words, but “Why four-day weeks are failing at small design agencies, and what the two that made it work did differently” is a piece you could plan this afternoon.',
      '## Ways to narrow a topic',
      '- Narrow the reader: “hoseplants” becomes “houseplants for dark, north-facing apartments.”',
      '- Narrow the time: what changed this year or this season, or since a new law, product or price.',
      '- Narrow the place: one city, one industry, one kind of business.',
      '- Take a position: argue that common advice is wrong, or that an overlooked option is better.',
      '- Answer a question readers already ask: “Do I need a separate bank account for freelance income?”',
      '- Follow one case: one business, one experiment, one failure, told in detail.',
      '## Testing an angle',
      'A workable angle passes four tests:',
      '- Specific: you can state it in one sentence with a clear subject and a clear claim.',
      '- Wanted: you can name the reader who would click on it and say why.',
      '- Supportable: you can find evidence, examples or sources for it before your deadline.',
      '- The right size: it can be covered properly in the word count. A 500-word piece holds one main idea with two or three supporting points; a 1,500-word piece might hold five.',
      '## From angle to working thesis',
      'A working thesis is your angle stated as a claim: “Small agencies that kept their clients after moving to a four-day week fixed their meeting schedules first, rather than simply cutting hours.” It is called working because your research may change it. That is normal. An honest writer revises the thesis to fit the evidence and never trims the evidence to fit the thesis.',
      '## A worked example',
      '- Topic: meal planning.',
      '- Reader: parents of young children who both work full time.',
      '- Purpose: to instruct.',
      '- Angle: a 20-minute Sunday routine that covers five weeknight dinners.',
      '- Working thesis: planning only base ingredients (one grain, two proteins, three vegetables) is faster and more flexible than planning full recipes.',
      'Notice how each step makes the next one easier. Once you know the reader and the thesis, you already know what the opening must promise and what evidence you need: timings, a sample shopping list, and perhaps a short quote from a parent who uses the method.',
      '## Angles in a pitch',
      'When you pitch an editor, lead with the angle, not the topic. Give one sentence for the angle, one for why it matters now, and one for why you are the right person to write it. Editors read many pitches a day, and the specific ones are the ones that get answered.',
      'Work through the questions below, then develop an angle of your own.',
    ],
    exercises: [
      {
        prompt: 'Which of these is an angle rather than a topic?',
        choices: [
          'Personal finance',
          'Budgeting tips',
          'Why freelancers should pay themselves a fixed monthly salary from a separate business account',
          'Money and stress',
        ],
      },
      {
        prompt: 'A client wants a 500-word blog post. Which angle fits that length best?',
        choices: [
          'The complete history of email marketing',
          'Three subject-line mistakes that lower open rates for small online shops',
          'Everything a small business needs to know about marketing',
          'Email, social media, search and print advertising compared',
        ],
      },
      {
        prompt: 'Which working thesis makes a clear, supportable claim?',
        choices: [
          'Coffee is an interesting subject.',
          'Some people like coffee and some people do not.',
          'Cold brew’s lower acidity can make it easier on sensitive stomachs than hot-brewed coffee.',
          'This article is about coffee.',
        ],
      },
      {
        prompt: 'Halfway through your research, the evidence contradicts your working thesis. What should you do?',
        choices: [
          'Leave out the evidence that does not fit',
          'Revise the thesis so that it matches what the evidence shows',
          'Keep the thesis and write it more confidently',
          'Stop working on the assignment without telling the client',
        ],
      },
    ],
    freeText: [
      'Choose a broad topic you would like to write about. Narrow it using two of the methods in this lesson, then write your angle in one sentence and name the reader it is for.',
      'Write a three-sentence pitch for your angle: the angle itself, why it matters now, and why you are the right writer for it.',
    ],
  },
  {
    id: 'wb-3',
    title: 'Building Structure: Outlines, Openings and Endings',
    duration: '25 min',
    type: 'reading',
    content: [
      'Readers forgive plain sentences; they do not forgive getting lost. Structure tells a reader where they are, where they are going, and why the next paragraph follows the last one. For a freelancer, structure also has a practical value: an outline that the client approves before you draft is the cheapest place to catch a misunderstanding.',
      '## Common structures',
      '- Inverted pyramid: the most important information first, then details in descending order of importance. Use it for news, announcements and updates, where readers may stop at any point.',
      '- Problem, solution, result: describe a problem the reader recognizes, explain the fix, show the outcome. Common in case studies, blog posts and marketing copy.',
      '- Step by step: numbered actions in the order the reader performs them. Use it for how-to pieces and help articles.',
      '- Claim and support: a thesis, then reasons with evidence for each, then the strongest counterargument and your reply. Use it for opinion pieces and persuasive essays.',
      '- List: parallel items under one clear promise (“Five ways to…”). Every item must be the same kind of thing, and together they must deliver what the headline promised.',
      '- Narrative: events in time order, often opening in the middle of a scene. Use it for profiles, features and personal essays.',
      '## Making an outline',
      'An outline does not need Roman numerals. Write your purpose statement at the top, then one line for each section stating the point that section makes. Write that line as a full sentence, not a label. “Costs” is a label; “A professional writer website costs less than most beginners expect, under $100 a year for the basics” is a point. If you cannot write the sentence, you are not yet ready to write the section.',
      'Then check the order. Does each point rely only on what came before it? Will the reader have a question that a later section answers too late? Move sections around until the answer to both is no.',
      '## Openings',
      'The first two or three sentences must tell the reader what the piece is about and why they should keep reading. Reliable openings include:',
      '- A direct statement of the problem or the news.',
      '- A specific scene or moment, kept short.',
      '- A surprising fact, accurately sourced.',
      '- A question the reader is genuinely asking (use this sparingly).',
      'Avoid throat-clearing: dictionary definitions, “In today’s fast-paced world”, or a paragraph announcing what you are about to say. Often the real opening is your second or third paragraph. Try deleting the first one and see whether anything is lost.',
      '## Body sections',
      'Each section delivers one point from your outline. In web writing, descriptive subheadings let skimmers find what they need, so make them informative (“Set aside 30% of each payment for taxes”) rather than clever (“The taxman cometh”).',
      '## Endings',
      'An ending should leave the reader with something to take away, not repeat everything they just read. Strong endings include a next step the reader can take, a return to the opening scene showing what has changed, an implication (what this means for the reader), or one last concrete example. Do not introduce a major new argument in the conclusion, and do not end with “In conclusion” followed by a summary of the piece.',
      '## An example outline',
      'Purpose: help new freelancers set their first rate.',
      '- Opening: most beginners set rates by guessing what others charge, and they undercharge.',
      '- Start from the income you need, not from what the market seems to pay.',
      '- Convert that income into an hourly minimum that counts unbillable time such as pitching and invoicing.',
      '- Compare your minimum with typical rates in your niche and adjust.',
      '- Ending: quote your next three clients at the new rate and track how long each job really takes.',
      'Each line is a claim, the order builds from need to action, and the ending gives the reader something to do tomorrow.',
    ],
    exercises: [
      {
        prompt:
          'You are writing a company announcement that many readers will stop reading after the first paragraph. Which structure fits it?',
        choices: [
          'Narrative, opening in the middle of a scene',
          'Claim and support',
          'Step by step',
          'Inverted pyramid',
        ],
      },
    ],
  },
  {
    id: 'wb-4',
    title: 'Paragraphs That Flow',
    duration: '18 min',
    type: 'exercise',
    content: [
      'A paragraph is a unit of thought: one idea, developed. When paragraphs are built well, a reader can skim their first sentences and still follow your argument. When they are not, even careful readers have to go back and reread.',
      '## The topic sentence',
      'Most paragraphs in nonfiction work best when the first sentence states the idea and the rest of the paragraph develops it. Compare “There are lots of things to think about with invoices” with “Send your invoice the day you deliver the work, not at the end of the month.” The second sentence makes a point the rest of the paragraph can support.',
      '## Developing the idea',
      'After the topic sentence, give the reader what they need to believe or use it. The usual tools are:',
      '- Explanation: why the point is true or how it works.',
      '- Evidence: a fact, figure or quotation, with its source.',
      '- Example: a specific case that makes the point concrete.',
      '- Consequence: what follows for the reader.',
      'If a sentence does none of these for the topic sentence, it probably belongs in another paragraph or nowhere.',
      '## Transitions',
      'Transitions show the relationship between ideas. Choose the word that names the real relationship:',
      '- Addition: also, in addition, moreover.',
      '- Contrast: but, however, yet, on the other hand.',
      '- Cause and effect: so, therefore, as a result, because.',
      '- Sequence: first, next, then, finally.',
      '- Example: for example, for instance, in one case.',
      'Transition words are not glue you can sprinkle anywhere. “However” promises a contrast; if none follows, the reader is confused.',
      '## The known-new principle',
      'Better than any transition word is the habit of starting a sentence with something the reader already knows and ending it with something new. The new information at the end of one sentence becomes the known information at the start of the next.',
      'Before: “Clients often pay late. A clear payment deadline on every invoice is something few freelancers include. Cash-flow problems are caused by this.”',
      'After: “Clients often pay late, and the usual reason is that nobody told them when payment was due. Few freelancers put a clear deadline on their invoices. That missing date is behind many cash-flow problems.”',
      'In the second version each sentence picks up where the previous one ended, so the reader never has to search for the link.',
      '## Paragraph length',
      'Online readers prefer shorter paragraphs, often two to four sentences, because long blocks of text are hard to read on a phone. Short does not mean thin: each paragraph still needs one idea, fully developed. A one-sentence paragraph can add emphasis, but used often it makes a piece feel like a list of slogans.',
      '## Unity check',
      'To test a paragraph, cover everything except the topic sentence and ask what the reader now expects. Then uncover the rest. Does every sentence meet that expectation? A sentence that drifts to a new idea is a sign that you need a new paragraph.',
    ],
    exercises: [
      {
        prompt: 'Which sentence would make the strongest topic sentence for a paragraph about invoicing?',
        choices: [
          'Invoices are a part of freelancing.',
          'Send your invoice on the day you deliver the work.',
          'Many people have opinions about invoices.',
          'This paragraph is about invoices.',
        ],
      },
      {
        prompt:
          'Choose the transition that fits: “The client loved the first draft. ____, they asked for a version half as long.”',
        choices: ['Therefore', 'However', 'For example', 'Similarly'],
      },
      {
        prompt:
          'A paragraph about setting rates suddenly moves on to a story about a difficult client meeting. What is the best fix?',
        choices: [
          'Add the word “moreover” before the story',
          'Move the story into its own paragraph with its own topic sentence',
          'Make the paragraph longer so both ideas fit',
          'Delete the topic sentence',
        ],
      },
      {
        prompt: 'Which pair of sentences follows the known-new principle?',
        choices: [
          'Editors value reliability. Reliability means filing clean copy on time.',
          'Editors value reliability. Filing clean copy on time is what is meant by it.',
          'Editors value reliability. Deadlines exist in every publication.',
          'Editors value reliability. Grammar is also taught in this course.',
        ],
      },
    ],
    freeText: [
      'Rewrite this paragraph so that it opens with a clear topic sentence and each sentence connects to the next: “I started freelancing in 2021. Some clients want weekly updates. A shared document works well. Communication is important. Clients who hear nothing for two weeks get nervous.”',
      'Write one paragraph of 80 to 120 words giving a single piece of advice to a new freelance writer. Start with a topic sentence and support it with an explanation and an example.',
    ],
  },
  {
    id: 'wb-5',
    title: 'Clarity and Concision',
    duration: '22 min',
    type: 'exercise',
    content: [
      'Clear writing is not simple-minded writing. It is writing in which the reader gets the meaning on the first pass. Concision is part of clarity: every unnecessary word is one more thing the reader has to process before reaching the point. Editors notice clear, tight copy immediately, because it needs less of their time.',
      '## Cut empty words and phrases',
      'Intensifiers and fillers such as very, really, actually, basically, quite and just rarely add meaning. Wordy phrases usually have a short equivalent:',
      '- in order to → to',
      '- due to the fact that → because',
      '- at this point in time → now',
      '- has the ability to → can',
      '- in the event that → if',
      '- a large number of → many',
      '## Prefer the active voice',
      'In the active voice the subject does the action: “The editor rejected the pitch.” In the passive voice the subject receives it: “The pitch was rejected by the editor.” The active version is shorter and names who acted. Use the passive when the actor is unknown or unimportant (“The bridge was built in 1932”) or when you deliberately want to focus on what was acted upon. Otherwise, make the actor the subject.',
      '## Use verbs, not disguised verbs',
      'Many weak sentences hide the action in a noun, a habit called nominalization. Turn the noun back into a verb:',
      '- make a decision → decide',
      '- conduct an analysis of → analyze',
      '- provide assistance to → help',
      '- give consideration to → consider',
      'Before: “The implementation of the new process resulted in a reduction of errors.” After: “The new process reduced errors.”',
      '## Be concrete',
      'Abstract words make the reader do the work of imagining an example. “The tool improves productivity” says little; “The tool cut the time it took us to produce a weekly report from three hours to forty minutes” says something a reader can picture and believe. Wherever you write a general claim, ask whether a number, a name or an example would make it real.',
      '## Keep sentences manageable',
      'Long sentences are not wrong, but they are harder to follow, especially when the subject and verb are far apart. Plain-language guides often suggest an average of 15 to 20 words per sentence. Vary the length for rhythm, and split any sentence in which the reader has to hold more than one qualification in mind before reaching the main verb.',
      '## Plain words and jargon',
      'Choose the familiar word when it means the same thing: use rather than utilize, start rather than commence, help rather than facilitate. Technical terms are fine, and sometimes essential, when your readers use them. Jargon becomes a problem when it excludes the reader or hides a vague idea. “Leverage synergies across verticals” usually means something plainer that the writer has not yet worked out.',
      '## A before-and-after',
      'Before (37 words): “At this point in time, it is really important for all freelance writers to make sure that they give careful consideration to the fact that their clients are very busy and may not actually read long emails.”',
      'After (13 words): “Your clients are busy and may skip long emails, so keep yours short.”',
      'Nothing that mattered was lost. That is the test of a good cut.',
    ],
    exercises: [
      {
        prompt:
          'Which is the most concise version of “In order to meet the deadline, we made the decision to hire an additional editor”?',
        choices: [
          'To meet the deadline, we decided to hire another editor.',
          'In order to meet the deadline, the decision was made to hire an additional editor.',
          'So as to be able to meet the deadline, we decided that we would hire an additional editor.',
          'The deadline was met by making a decision about an additional editor.',
        ],
      },
      {
        prompt: 'Which sentence is written in the active voice?',
        choices: [
          'The article was edited by Maria.',
          'Mistakes were made in the invoice.',
          'Maria edited the article.',
          'The invoice has been sent.',
        ],
      },
      {
        prompt: 'Which sentence replaces a nominalization with a strong verb?',
        choices: [
          'We conducted an investigation into the complaint.',
          'We investigated the complaint.',
          'An investigation of the complaint was carried out.',
          'The complaint underwent investigation.',
        ],
      },
      {
        prompt: 'Which claim is the most concrete?',
        choices: [
          'Our newsletter is very successful.',
          'Our newsletter performs well in many ways.',
          'Our newsletter has 8,200 subscribers and a 46% open rate.',
          'Our newsletter is really popular with a lot of people.',
        ],
      },
    ],
    freeText: [
      'Rewrite this sentence in 15 words or fewer without losing its meaning: “Due to the fact that a large number of our readers access the site on mobile devices, it is very important that we give consideration to the length of our paragraphs.”',
      'Paste a paragraph from something you have written recently, then revise it using the techniques in this lesson. Note how many words you cut.',
    ],
  },
  {
    id: 'wb-6',
    title: 'Research, Sources and Accuracy',
    duration: '30 min',
    type: 'reading',
    content: [
      'A freelancer can recover from a clumsy sentence. An error of fact is harder to recover from: a wrong figure, a misattributed quote or a misspelled name can force a correction, embarrass a client and end a working relationship. Accuracy is the quiet foundation of a writing career, and it is built from habits you can learn.',
      '## Primary and secondary sources',
      'A primary source is the origin of a piece of information: the study itself, the government dataset, the court ruling, the company filing, the person you interviewed. A secondary source reports on a primary source: a news article about the study, a blog post summarizing the data. Secondary sources are useful for finding your way, but whenever a fact matters, trace it back to the primary source. Figures often change as they are repeated, and a claim quoted in ten articles may still be wrong in all ten.',
      '## Evaluating a source',
      'Before you rely on a source, ask:',
      '- Who published it, and what expertise do they have?',
      '- When was it published or last updated? Is it still current for your subject?',
      '- What evidence does it give? Does it show its data and methods, or only conclusions?',
      '- Who benefits if readers believe it? A vendor-funded survey is not worthless, but you should say who paid for it.',
      '- Can you confirm the key fact in a second, independent source?',
      'Good starting points include official statistics agencies, peer-reviewed journals, court and legislative records, company annual reports, and recognized professional bodies in the field.',
      '## Taking notes you can trust',
      'Most accidental plagiarism starts in careless notes. For every note, record the source, the link or page number, and the date you accessed it. Put anything copied word for word in quotation marks the moment you copy it, so you can always tell your own words from someone else’s. When you paraphrase, close the source and write the idea from memory in your own sentence structure, then check it against the original for accuracy. Changing a few words in someone else’s sentence is not paraphrasing.',
      '## Attribution',
      'Tell the reader where information comes from, especially numbers, claims that could be disputed, and anything that is not common knowledge. Online, a link to the primary source is usually enough, together with a phrase such as “according to the Bureau of Labor Statistics”. Quotations must be exact; if you trim one, show the omission with an ellipsis and never change its meaning. Never invent a quote, a source or a statistic. If you use a research or writing tool that generates text, treat every fact, quote and citation it gives you as unverified until you have found it in a real source, because such tools can produce convincing references that do not exist.',
      '## Numbers',
      'Numbers deserve a second look. Check the units, the date range and what the figure actually measures. Know the difference between percent and percentage points: a rate that rises from 10% to 15% has gone up 5 percentage points, which is an increase of 50 percent. Be careful with averages, which a few extreme values can distort, and with small samples, which cannot support large conclusions. If you do arithmetic, do it twice.',
      '## Interviews',
      'When you interview someone, tell them who you are writing for, take careful notes or record with permission, and confirm the spelling of their name and their exact title before you hang up. Quote people on what they know first-hand, and attribute opinions as opinions.',
      '## The fact-check pass',
      'Before you file, go through the draft once for accuracy alone. Check every name, title, date, figure, quotation and link against your notes. Make sure every link opens and leads to the page you meant. Highlight anything you could not confirm and either cut it, soften it honestly (“estimates vary”) or flag it to your editor. A short note such as “I could not confirm the 2019 figure in paragraph four, so I removed it” builds trust faster than any turn of phrase.',
      'Work submitted through the collective is also checked for originality: your own words, with everything else attributed, protect you and your clients.',
    ],
    exercises: [
      {
        prompt:
          'A figure you want to use appears in ten blog posts, each citing another. What should you do before you publish it?',
        choices: [
          'Use it: ten sources agree, so it must be right',
          'Round it, so that small differences between the posts do not matter',
          'Trace it back to the primary source, check it there and cite that source',
          'Use it without attribution, since it is widely known',
        ],
      },
    ],
  },
  {
    id: 'wb-7',
    title: 'Revising and Self-Editing',
    duration: '20 min',
    type: 'exercise',
    content: [
      'Drafting and revising are different jobs. While drafting, your task is to get the ideas down; while revising, your task is to see the draft the way a stranger will. Most professional writers spend at least as long revising as drafting, and the clients who come back are the ones who receive clean, well-shaped copy.',
      '## Get some distance',
      'You cannot see a draft clearly minutes after writing it, because you read what you meant rather than what you wrote. Leave it for a few hours or, better, overnight. When time is short, change how it looks: print it, change the font or read it on a different device. Reading aloud is the most reliable trick of all; your ear catches clumsy rhythm, missing words and sentences that run out of breath.',
      '## Revise from big to small',
      'Work in passes, starting with the largest problems, because there is no point polishing a sentence in a section you are about to cut.',
      '- Purpose and structure: does the piece deliver what the opening promises, to the intended reader? Is every section in the right order, and is anything missing?',
      '- Paragraphs: does each one have a single idea and a clear first sentence? Do they connect?',
      '- Sentences: are they clear, varied in length and mostly active? Can any be split or shortened?',
      '- Words: have you cut fillers, replaced vague words with specific ones, and kept terms consistent?',
      '- Proofreading: spelling, punctuation, names, numbers, formatting and links.',
      '## Cutting to length',
      'Briefs have word counts, and going far over is as unprofessional as falling short. To cut, first look for whole sections or paragraphs that serve the purpose least. Next, look for repetition: the point made in the introduction, the body and the conclusion. Only then trim individual sentences. Cutting a weak paragraph usually improves a piece; cutting a word from every sentence only makes it tighter.',
      '## Proofreading techniques',
      '- Proofread separately from every other pass, looking only for surface errors.',
      '- Read slowly, one line at a time; a ruler or cursor under the line helps.',
      '- Check the places errors hide: headings, captions, the first and last paragraphs, and anything you changed late.',
      '- Check homophones that spell-checkers miss: its and it’s, their and there, affect and effect.',
      '- Verify every proper noun against its source, including the client’s own company and product names.',
      '## Working with editor feedback',
      'Edits are part of the job, not a verdict on your talent. Read all the comments before changing anything, so you understand the overall direction. Make every change the editor asked for or, if you disagree, explain briefly why and offer an alternative. Do not argue about taste, and do not silently ignore a comment. Keep a list of the corrections you receive often; it becomes your personal checklist, and the mistakes on it will gradually disappear from your first drafts.',
      '## A final checklist',
      'Before you send, confirm that you met the brief: the word count, the format, the requested keywords or links, the deadline, and the file name or submission method the client asked for. Small lapses here are noticed more than any fine sentence.',
    ],
    exercises: [
      {
        prompt: 'In which order should you work through revision passes?',
        choices: [
          'Proofreading, then sentences, then structure',
          'Structure, then paragraphs, then sentences and words, then proofreading',
          'Words first, then structure, then paragraphs',
          'Only proofreading is needed if the draft was written carefully',
        ],
      },
      {
        prompt: 'Your 800-word brief has produced a 1,050-word draft. What should you cut first?',
        choices: [
          'One word from every sentence',
          'The paragraph that serves the purpose least, and any repeated points',
          'All the examples, because they take up space',
          'Nothing; clients like getting extra words',
        ],
      },
      {
        prompt: 'Which error is a spell-checker most likely to miss?',
        choices: [
          'recieve instead of receive',
          'its instead of it’s',
          'teh instead of the',
          'definately instead of definitely',
        ],
      },
      {
        prompt: 'An editor asks for a change you disagree with. What is the professional response?',
        choices: [
          'Ignore the comment and hope they do not notice',
          'Explain your reasoning briefly and offer an alternative',
          'Rewrite the entire piece from scratch',
          'Refuse to make any further edits',
        ],
      },
    ],
    freeText: [
      'Take a piece you wrote earlier in this course and revise it in passes, from structure down to proofreading. Paste your revised version here.',
      'List three corrections you have been given more than once, by an editor, a teacher or a tool. These are the start of your personal editing checklist.',
    ],
  },
  {
    id: 'wb-8',
    title: 'Final Project: The 500-Word Essay',
    duration: '45 min',
    type: 'project',
    content: [
      'This project brings together everything in the course: a clear reader and purpose, a specific angle, a sound structure, connected paragraphs, clear sentences, accurate facts and a careful revision. Treat it as a paid assignment with a client brief and a deadline.',
      '## The brief',
      'Write an essay of 500 words (anything from 450 to 550 is acceptable) for the readers of a general-interest online magazine: curious, educated adults who are not specialists in your subject. Choose one of these prompts:',
      '- A skill you learned outside a classroom that changed how you work or live. Show what you learned and why it matters to the reader.',
      '- A common piece of advice in a field you know that you believe is wrong or incomplete. Make your case and answer the strongest objection.',
      '- A process you know well, explained to someone who has never done it. Give the reader enough to try it themselves.',
      '## Requirements',
      '- A title that states or hints at your angle.',
      '- An opening that makes clear within the first two or three sentences what the essay is about and why it is worth reading.',
      '- A single, clear thesis or purpose that the whole essay serves.',
      '- Body paragraphs that each develop one point, with a topic sentence and transitions between them.',
      '- At least one specific, concrete example and at least one verifiable fact, with its source named.',
      '- An ending that gives the reader a takeaway rather than a summary.',
      '- Entirely your own original writing, with any quotation marked and attributed.',
      '## Suggested timing',
      '- 5 minutes: write your reader portrait and purpose statement, and choose your angle.',
      '- 5 minutes: outline, one full-sentence point per paragraph.',
      '- 20 minutes: draft without stopping to polish.',
      '- 10 minutes: revise for structure, paragraphs and sentences.',
      '- 5 minutes: proofread, check your fact and count the words.',
      '## Grading rubric (100 points)',
      'Use this rubric to assess your own essay, or ask a fellow writer to use it. For each criterion, the full marks describe a publishable essay; half marks describe an essay that needs another revision.',
      '- Focus and thesis (20 points): one clear angle, stated early and served by every paragraph. Half marks: the topic is clear but the claim is vague or drifts.',
      '- Structure and organization (20 points): a purposeful opening, body paragraphs in a logical order with clear transitions, and an ending with a takeaway. Half marks: the parts are present but the order or connections are weak.',
      '- Development and evidence (20 points): concrete examples and at least one accurate, attributed fact that support the thesis. Half marks: examples are general, or the fact is unsourced.',
      '- Clarity and style (20 points): mostly active sentences, strong verbs, no filler, and a tone that suits the reader. Half marks: meaning is clear but wordy or repetitive in places.',
      '- Audience and purpose (10 points): the essay assumes the right amount of knowledge and does what the chosen prompt asks. Half marks: parts are too technical or too basic for the reader.',
      '- Mechanics and brief (10 points): correct spelling, grammar and punctuation, a title, and a length between 450 and 550 words. Half marks: a few errors or a length just outside the range.',
      'A score of 80 or more means the essay is ready to send to an editor. Between 60 and 79, revise the two lowest-scoring criteria first. Below 60, return to your angle and outline before rewriting.',
      '## After you finish',
      'Keep the essay. A polished personal essay is a useful writing sample when you apply for assignments, and the rubric above is close to the checklist editors use when they read submissions.',
    ],
    exercises: [
      {
        prompt: 'Which ending fits the project’s brief and rubric best?',
        choices: [
          'A takeaway the reader can act on or think about after the last line',
          'A paragraph that repeats each of the essay’s points in order',
          'A new argument that the essay has not mentioned yet',
          'A dictionary definition of the essay’s main term',
        ],
      },
    ],
    freeText: [
      'Write your reader portrait, your purpose statement and a full-sentence outline for your essay.',
      'Write or paste your finished 500-word essay here, then score it against the rubric.',
    ],
  },
];

export const WRITING_BASICS: CourseContent = {
  id: 'writing-basics',
  title: 'Writing Basics',
  description:
    'Learn the craft that every paid writing job depends on: writing for a specific reader, finding a sellable angle, structuring a piece, writing clear paragraphs and sentences, researching accurately and revising like a professional. The course ends with a 500-word essay you can use as a writing sample.',
  duration: '4 weeks',
  students: '12,400+',
  rating: 4.8,
  level: 'Beginner',
  totalLessons: 8,
  lessons: WB_LESSONS,
  skills: [
    'Audience and purpose analysis',
    'Angles, outlines and structure',
    'Clear, concise prose',
    'Research, accuracy and self-editing',
  ],
};

/* ------------------------------------------------------------------------ */
/* Grammar Essentials                                                        */
/* ------------------------------------------------------------------------ */

const GE_LESSONS: readonly LessonContent[] = [
  {
    id: 'ge-1',
    title: 'Parts of Speech Mastery',
    duration: '18 min',
    type: 'reading',
    content: [
      'Grammar is the set of patterns that lets a reader understand how the words in a sentence relate to one another. The parts of speech are the names for the jobs words do. You do not need to label every word you write, but knowing these jobs lets you diagnose a sentence that feels wrong and explain an edit to a client with confidence.',
      '## The main parts of speech',
      '- Nouns name people, places, things and ideas: writer, Chicago, invoice, honesty. Proper nouns (Chicago) take a capital letter; common nouns (city) do not.',
      '- Pronouns stand in for nouns: she, they, it, this, who, everyone. Each pronoun needs a clear antecedent, the noun it refers to.',
      '- Verbs express actions or states: write, revise, is, seem. Verbs carry tense (wrote, writes, will write) and can be helped by auxiliary verbs (has written, should write).',
      '- Adjectives describe nouns: a tight deadline, a detailed brief. Articles (a, an, the) and other determiners (this, every, some) also introduce nouns.',
      '- Adverbs modify verbs, adjectives, other adverbs or whole sentences: she edits carefully; a very short piece; fortunately, the client agreed.',
      '- Prepositions show relationships of place, time or direction between a noun and the rest of the sentence: in the draft, after the call, to the editor.',
      '- Conjunctions join words, phrases and clauses. Coordinating conjunctions (for, and, nor, but, or, yet, so, remembered as FANBOYS) join equal parts; subordinating conjunctions (because, although, when, if, while) attach a dependent clause to a main one.',
      '- Interjections express a reaction and stand apart from the grammar of the sentence: oh, wow, well. They are rare in professional prose.',
      '## Function decides the part of speech',
      'Many words change their part of speech depending on their job. In “I sent the email”, email is a noun; in “Please email the editor”, it is a verb. In “the email address”, it works like an adjective describing address. When you are unsure, ask what the word is doing in this particular sentence.',
      '## Why writers care',
      'Nouns and verbs carry most of the meaning in a sentence. Strong, specific ones reduce the need for modifiers: “sprinted” does more than “ran very quickly”, and “mansion” more than “very big house”. When a draft feels flabby, look at its adjectives and adverbs first; often they are propping up a weak noun or verb.',
      'Pronouns cause some of the most common confusions in professional writing. In “The client told the agency that it had missed the deadline”, it could mean the client or the agency. Recasting the sentence removes the doubt: “The client said the agency had missed the deadline” or “The client admitted that it had missed the deadline.”',
      'Prepositions and conjunctions control logic. “We published the piece because the client approved it” and “We published the piece although the client approved it” use the same nouns and verbs but say very different things. Choosing the right connecting word is one of the simplest ways to make an argument precise.',
      '## A quick analysis',
      'Take the sentence: “The new editor quickly approved our detailed proposal.” “The” and “our” are determiners; “new” and “detailed” are adjectives; “editor” and “proposal” are nouns; “quickly” is an adverb; “approved” is the verb. Once you can see those jobs, you can see the sentence’s skeleton (editor approved proposal) and everything else as detail hung on it. In the next lesson you will use that skeleton to understand how sentences are built.',
    ],
    exercises: [
      {
        prompt: 'In “Please email the editor by Friday”, which part of speech is email?',
        choices: ['Noun', 'Adjective', 'Verb', 'Preposition'],
      },
    ],
  },
  {
    id: 'ge-2',
    title: 'Sentence Structure & Types',
    duration: '22 min',
    type: 'reading',
    content: [
      'Every complete sentence has a subject (who or what the sentence is about) and a predicate (what the subject does or is). “The editor approved the draft” has the subject the editor and the predicate approved the draft. Once you can find these two parts quickly, most punctuation and agreement questions become much easier.',
      '## Clauses and phrases',
      'A clause is a group of words with its own subject and verb. An independent clause can stand alone as a sentence: “The client called.” A dependent clause cannot, because it begins with a word that makes it lean on something else: “when the client called”, “because the draft was late”, “which surprised everyone”.',
      'A phrase is a group of words without its own subject-verb pair: “after the meeting”, “to meet the deadline”, “the editor with the red pen”. Phrases add detail but never make a sentence on their own.',
      '## The four sentence structures',
      '- Simple: one independent clause. “The article went live on Monday.”',
      '- Compound: two or more independent clauses joined by a coordinating conjunction (with a comma before it) or by a semicolon. “The article went live on Monday, and the client shared it that afternoon.”',
      '- Complex: one independent clause and at least one dependent clause. “After the article went live, the client shared it.”',
      '- Compound-complex: at least two independent clauses and at least one dependent clause. “After the article went live, the client shared it, and traffic doubled by Friday.”',
      'None of these structures is better than the others. Simple sentences give emphasis and pace; compound sentences link equal ideas; complex sentences show which idea matters more, because the main point goes in the independent clause. Compare “Although the fee was low, the project built my portfolio” with “Although the project built my portfolio, the fee was low.” Same facts, opposite emphasis.',
      '## The four sentence functions',
      '- Declarative sentences make a statement and end with a period: “The deadline is Friday.”',
      '- Interrogative sentences ask a question and end with a question mark: “Is the deadline Friday?”',
      '- Imperative sentences give a command or instruction, usually with an implied subject (you): “Send the draft by Friday.” Instructions, how-to guides and calls to action are built from them.',
      '- Exclamatory sentences express strong feeling and end with an exclamation mark: “We made the deadline!” Use them rarely in professional writing; one per piece is often one too many.',
      '## Two errors of structure',
      'A fragment is a group of words punctuated as a sentence that lacks a subject, a verb or an independent clause: “Because the client changed the brief.” Fix it by attaching it to a main clause: “We rewrote the introduction because the client changed the brief.” Writers sometimes use fragments on purpose for effect, in marketing copy for example, but they should be a choice, not an accident.',
      'A run-on sentence joins independent clauses with no proper connection. The most common kind is the comma splice, where only a comma joins them: “The draft is finished, I will send it tonight.” There are four standard fixes:',
      '- A period: “The draft is finished. I will send it tonight.”',
      '- A semicolon: “The draft is finished; I will send it tonight.”',
      '- A comma with a coordinating conjunction: “The draft is finished, so I will send it tonight.”',
      '- Subordination: “Now that the draft is finished, I will send it tonight.”',
      '## Varying your sentences',
      'Writing in which every sentence has the same length and shape reads like a metronome. After drafting, look at a paragraph’s sentence openings and lengths. If every sentence starts with the subject and runs about fifteen words, combine two related ones, open one with a dependent clause, or let a short sentence land a key point. Variety should serve meaning: put the idea that matters most where it will be noticed, in a main clause or a short sentence at the end of a paragraph.',
    ],
    exercises: [
      {
        prompt: '“After the article went live, the client shared it.” Which structure does this sentence have?',
        choices: ['Simple', 'Compound', 'Complex', 'Compound-complex'],
      },
    ],
  },
  {
    id: 'ge-3',
    title: 'Subject-Verb Agreement',
    duration: '25 min',
    type: 'exercise',
    content: [
      'A verb must agree with its subject in number: a singular subject takes a singular verb, and a plural subject takes a plural verb. “The writer edits”; “the writers edit”. The rule is simple; the difficulty is finding the real subject. These are the situations that trip up even experienced writers.',
      '## Words between the subject and the verb',
      'A phrase between the subject and its verb does not change the subject. “The list of approved topics is on the shared drive.” The subject is list, not topics. The same applies to phrases beginning with as well as, along with, together with and in addition to: “The editor, as well as two writers, is joining the call.” If you mean a plural, use and: “The editor and two writers are joining the call.”',
      '## Compound subjects',
      '- Subjects joined by and are usually plural: “The headline and the summary need work.”',
      '- The exception is a pair that forms a single idea or refers to one person: “Peanut butter and jelly is my lunch”; “Our editor and publisher has approved it” (one person with two roles).',
      '- With or, either…or and neither…nor, the verb agrees with the subject nearer to it: “Neither the client nor the writers were available”; “Neither the writers nor the client was available.” Putting the plural subject second usually sounds more natural.',
      '## Indefinite pronouns',
      '- Always singular: each, every, either, neither, anyone, anybody, anything, everyone, everybody, everything, someone, no one, nobody. “Each of the drafts has comments.” “Everyone on the team agrees.”',
      '- Always plural: both, few, many, several. “Several of the drafts have comments.”',
      '- Singular or plural depending on what they refer to: some, any, all, most, none, more. “Some of the money is missing” (money is uncountable); “Some of the invoices are missing” (invoices are countable). With none, both verbs are accepted: “None of the drafts is ready” is more formal, “None of the drafts are ready” is common and correct.',
      '## Collective nouns',
      'Nouns such as team, committee, staff, audience and company name a group. In American English they normally take a singular verb: “The team is meeting at noon.” British English often uses a plural verb when the members act as individuals: “The team are divided.” Follow your client’s style, and be consistent: if the company is singular, refer to it as it, not they, in the same sentence.',
      '## Inverted order and there is / there are',
      'When the subject follows the verb, find it before choosing the verb. In sentences beginning with there or here, the subject comes after: “There are three changes to the brief”; “There is one change.” The same applies to questions: “Where are the final files?”',
      '## Amounts, titles and special nouns',
      '- Amounts of time, money and distance treated as one quantity are singular: “Five hundred words is the limit”; “Two weeks is enough time.”',
      '- Titles of works and names of companies are singular: “The Elements of Style is still in print.”',
      '- The number of takes a singular verb; a number of takes a plural: “The number of pitches is growing”; “A number of pitches are waiting.”',
      '- Some nouns end in s but are singular: news, economics, mathematics. “The news is good.”',
      '- Data is treated as plural in many scientific and academic styles (“the data show”) and as a singular mass noun in most everyday and business writing (“the data shows”). Either can be right; follow the style guide you are writing for.',
      '## A method for tricky sentences',
      'Strip the sentence down. Cross out prepositional phrases and anything between commas, find the verb, and ask who or what is doing it. “The quality of the articles submitted by our newest writers [is/are] impressive” becomes “The quality … is impressive.”',
    ],
    exercises: [
      {
        prompt: 'Choose the correct verb: “The box of proof copies ____ on the editor’s desk.”',
        choices: ['is', 'are'],
      },
      {
        prompt: 'Choose the correct verb: “Neither the editor nor the writers ____ happy with the new deadline.”',
        choices: ['is', 'are', 'was', 'has been'],
      },
      {
        prompt: 'Which sentence is correct?',
        choices: [
          'Each of the writers have submitted a sample.',
          'Each of the writers has submitted a sample.',
          'Each of the writers are submitting a sample.',
          'Each of the writers were submitting a sample.',
        ],
      },
      {
        prompt: 'Choose the correct verb: “There ____ several reasons to accept the assignment.”',
        choices: ['is', 'are', 'was', 'has been'],
      },
      {
        prompt: 'Which sentence is correct in American English?',
        choices: [
          'The committee have approved their budget.',
          'The committee has approved its budget.',
          'The committee has approved their budget.',
          'The committee have approved its budget.',
        ],
      },
    ],
    freeText: [
      'Correct the agreement errors in this paragraph and explain each fix: “The collection of essays are due on Friday. Everyone on the team have read the brief, but there is still three questions about the word count. A number of writers has asked whether the $200 fee are per essay.”',
      'Write three sentences of your own: one with a phrase between the subject and verb, one with either…or, and one beginning with there. Check that each verb agrees with its subject.',
    ],
  },
  {
    id: 'ge-4',
    title: 'Punctuation Power',
    duration: '20 min',
    type: 'exercise',
    content: [
      'Punctuation tells the reader how to group words and where to pause. Misplaced, it changes meaning: “Let’s eat, Grandma” and “Let’s eat Grandma” differ by a single comma. The rules below follow standard American usage; where major style guides differ, the lesson says so.',
      '## Commas',
      '- Before a coordinating conjunction joining two independent clauses: “The draft is ready, but the images are not.”',
      '- After an introductory clause or phrase: “When the client replies, we will schedule the call.” Short introductory phrases may skip it (“In 2024 we doubled our rates”).',
      '- Around nonessential information, which could be removed without changing the core meaning: “Our editor, who lives in Denver, approved the piece.” No commas around essential information: “The writer who submitted first got the assignment.”',
      '- Between items in a series. The final comma before and (the serial or Oxford comma) is standard in Chicago style and optional in AP style, which most newspapers follow: “research, drafting, and editing”. Whichever you use, use it consistently.',
      '- Never between a subject and its verb: not “The writers who joined this year, have done well.”',
      '## Semicolons',
      'A semicolon joins two closely related independent clauses without a conjunction: “The first draft was long; the second was half the length.” It also separates items in a list when the items contain commas: “We have writers in Austin, Texas; Portland, Oregon; and Albany, New York.” Use a semicolon before a conjunctive adverb such as however or therefore that joins two clauses: “The fee was low; however, the exposure was valuable.”',
      '## Colons',
      'A colon introduces something that explains, lists or completes what comes before it, and the part before the colon should be a complete sentence: “The brief asks for three things: a headline, a summary and 800 words of body text.” Not: “The brief asks for: a headline…”',
      '## Apostrophes',
      '- Possession: add ’s to singular nouns (the editor’s notes) and an apostrophe alone to plural nouns ending in s (the writers’ fees). Plurals that do not end in s take ’s (the children’s books).',
      '- Contractions: the apostrophe replaces missing letters (don’t, it’s for it is or it has).',
      '- Possessive pronouns never take an apostrophe: its, yours, theirs, hers, ours. “The company updated its website.”',
      '- Plurals do not take an apostrophe: “the 1990s”, “three PDFs”.',
      '## Hyphens and dashes',
      'Use a hyphen to join words that together modify a noun before it: “a well-written article”, “a 500-word essay”. After the noun, Chicago style usually drops the hyphen (“the article is well written”), while AP keeps it after forms of to be (“the article is well-written”). Do not hyphenate after an adverb ending in -ly: “a carefully edited draft”.',
      'An en dash (–) marks ranges: “pages 10–14”. An em dash (—) sets off an interruption or adds emphasis: “The client—after three rounds of edits—approved the first version.” Chicago style closes em dashes up; AP style puts a space on each side. Dashes are effective but loud, so use no more than a pair per sentence.',
      '## Quotation marks',
      'In American usage, periods and commas go inside closing quotation marks; colons and semicolons go outside. Question marks and exclamation marks go inside only if they belong to the quotation: She asked, “Is it finished?” but Did she say “finished”? Use quotation marks for direct quotes and the titles of short works such as articles and chapters, not for emphasis.',
    ],
    exercises: [
      {
        prompt: 'Which sentence is punctuated correctly?',
        choices: [
          'The draft is finished, I will send it tonight.',
          'The draft is finished; I will send it tonight.',
          'The draft is finished I will send it tonight.',
          'The draft is finished, and, I will send it tonight.',
        ],
      },
      {
        prompt: 'Which shows the correct plural possessive?',
        choices: [
          'The writer’s fees were paid on Friday (meaning several writers)',
          'The writers’ fees were paid on Friday',
          'The writers’s fees were paid on Friday',
          'The writers fees’ were paid on Friday',
        ],
      },
      {
        prompt: 'Which sentence uses the colon correctly?',
        choices: [
          'The package includes: a headline, a summary and the article.',
          'The package includes three items: a headline, a summary and the article.',
          'The package: includes a headline, a summary and the article.',
          'The package includes a headline: a summary and the article.',
        ],
      },
      {
        prompt: 'Which phrase is hyphenated correctly?',
        choices: ['a highly-paid assignment', 'a long term client', 'a long-term client', 'a well known author'],
      },
    ],
    freeText: [
      'Punctuate this passage correctly: “when the editor who had been on leave returned she asked for three things a new headline shorter paragraphs and the writers sources its a reasonable request”',
      'Write a sentence that uses a semicolon and a sentence that uses a colon, both about your own writing work.',
    ],
  },
  {
    id: 'ge-5',
    title: 'Common Grammar Mistakes',
    duration: '28 min',
    type: 'exercise',
    content: [
      'A small set of errors accounts for most of the corrections editors make. None of them means you cannot write; they are habits, and each one has a quick test you can apply while proofreading.',
      '## Sound-alike words',
      '- its / it’s: it’s always means it is or it has. Test: expand it. “The company changed it is name” makes no sense, so write its.',
      '- their / there / they’re: their is possessive (their fees), there is a place or an opener (over there; there are), they’re means they are.',
      '- your / you’re: you’re means you are. “Your draft is ready”; “You’re on the list.”',
      '- affect / effect: in most uses, affect is the verb (the delay affected sales) and effect is the noun (the delay had an effect). Effect as a verb means to bring about: “to effect change”.',
      '- then / than: then is about time (first this, then that); than compares (longer than the brief).',
      '- could of / should of: these come from how could’ve sounds. Write could have, should have, would have.',
      '## Fewer and less',
      'Traditional usage, which most editors expect, reserves fewer for things you can count and less for amounts you cannot: “fewer errors”, “less time”. Exceptions include money, time and limits treated as a single quantity: “less than $50”, “less than an hour”, “500 words or less”.',
      '## Pronoun case: I and me, who and whom',
      'Use I as a subject and me as an object. The test is to remove the other person: “The editor sent the notes to Sam and me” (sent the notes to me), not “to Sam and I”. “Between you and me” is correct because between takes an object. Myself is only for reflexive use (I edited it myself) or emphasis, not as a polite substitute for me.',
      'For who and whom, answer the question with he or him. If he fits, use who; if him fits, use whom. “Who wrote this?” (He wrote it.) “To whom should I send the invoice?” (Send it to him.) In informal writing who is widely used for both, but formal writing keeps the distinction.',
      '## Dangling and misplaced modifiers',
      'An opening phrase describes the subject that follows it. “After reviewing the draft, several errors were found” says the errors reviewed the draft. Fix it by naming the actor: “After reviewing the draft, the editor found several errors.”',
      'Place limiting words such as only, just and almost next to what they limit. “I only edited the introduction” can suggest you did nothing else to it; “I edited only the introduction” says the introduction was the only part edited.',
      '## Pronoun agreement and reference',
      'A pronoun must agree with its antecedent and point to it clearly. “Each writer must submit their invoice” uses singular they, which major style guides, including AP and Chicago, now accept in at least some contexts, particularly when gender is unknown or irrelevant. Some clients still prefer to avoid it; rewriting in the plural (“Writers must submit their invoices”) satisfies everyone. Make sure every it, this and they has an obvious antecedent; “This shows…” at the start of a paragraph is clearer as “This result shows…”.',
      '## Lay and lie',
      'Lay takes an object (lay the proofs on the desk); lie does not (lie down). The past tense of lie is lay, which is why the pair is confusing: “Yesterday I lay down early”; “Yesterday I laid the proofs on the desk.”',
      '## Comma splices',
      'Joining two complete sentences with only a comma is the most common punctuation error in client copy: “Thanks for the update, I will review it today.” Use a period, a semicolon or a conjunction. You covered the fixes in Lesson 2; this is a reminder to look for them deliberately.',
      '## Build your own checklist',
      'You will not make every error on this page. Note the ones you do make and search your drafts for them directly: search for it’s, their, then and only, and check each instance. Targeted checking finds more than general rereading.',
    ],
    exercises: [
      {
        prompt: 'Which sentence is correct?',
        choices: [
          'The agency raised it’s rates this year.',
          'The agency raised its rates this year.',
          'The agency raised its’ rates this year.',
          'The agency raised there rates this year.',
        ],
      },
      {
        prompt: 'Which sentence is correct?',
        choices: [
          'Please send the final files to Jordan and I.',
          'Please send the final files to Jordan and myself.',
          'Please send the final files to Jordan and me.',
          'Please send the final files to I and Jordan.',
        ],
      },
      {
        prompt: 'Which sentence avoids a dangling modifier?',
        choices: [
          'Walking into the meeting, the projector was already on.',
          'After finishing the edit, the file was sent to the client.',
          'Having read the brief, the deadline seemed tight.',
          'Having read the brief, Priya thought the deadline was tight.',
        ],
      },
      {
        prompt: 'Choose the traditional, editor-preferred option: “This version has ____ typos than the last one.”',
        choices: ['less', 'fewer', 'lesser', 'least'],
      },
      {
        prompt: 'Which sentence is correct?',
        choices: [
          'The rewrite had a positive affect on sales.',
          'The rewrite had a positive effect on sales.',
          'The rewrite effected sales positively.',
          'The rewrite had a positive affection on sales.',
        ],
      },
    ],
    freeText: [
      'Find and correct the seven errors in this message to a client: “Thanks for you’re feedback, I should of sent the file sooner. Their are less changes then last time, and the new intro effects the tone in a good way. Let me know who you want me to send it to.” (The last sentence is acceptable in informal writing; say how you would write it formally.)',
      'Which two mistakes from this lesson do you make most often? Describe the test you will use to catch each one.',
    ],
  },
  {
    id: 'ge-6',
    title: 'Grammar in Context',
    duration: '35 min',
    type: 'project',
    content: [
      'Grammar rules matter because real readers meet real sentences. In this project you will do two things freelancers do every week: edit someone else’s copy for a client, and self-edit your own piece before filing it.',
      '## Part 1: Edit a client draft',
      'A local bookshop has asked you to tidy up the text for its website’s About page before it goes live. The owner’s brief: keep the friendly tone, fix every error, change as little else as possible. Here is the draft:',
      '“Founded in 1998, the Corner Page have been a part of Millbrook’s main street for over twenty five years. Our staff are small but every one of them love books, we read everything we recommend. Its not unusual for customers to spend a hour browsing, and their always welcome to. Between you and I, the armchairs by the window is the best seats in town. We stock new and used titles, host a monthly book club and offer: special orders, gift wrapping and local delivery. There is less reasons than ever to buy books from a faraway warehouse, when you can get them here, from people who’s recommendations you can trust.”',
      'Work through it with the skills from this course:',
      '- Find each subject and check that its verb agrees (Lesson 3). Decide whether to treat staff as singular or plural, following American usage, and apply it consistently.',
      '- Look for comma splices and run-ons (Lessons 2 and 4).',
      '- Check every colon, apostrophe and hyphen (Lesson 4). Is twenty five a compound number?',
      '- Check sound-alike words, pronoun case, fewer and less, and the article before hour (Lesson 5).',
      '- Read the opening phrase and make sure it describes the noun that follows it.',
      'The draft contains at least ten errors. Edit in a copy, then read the result aloud to make sure the friendly voice survived. A good copy edit is invisible: the client should recognize their own words, only cleaner.',
      '## Part 2: Keep a style sheet',
      'Professional copy editors record every decision they make so that a long document, or a series of pieces for one client, stays consistent. For the bookshop, your style sheet might say: serial comma: no; staff takes a singular verb; numbers: spell out one to nine, figures from 10; twenty-five hyphenated when spelled out. Write a short style sheet of at least five decisions for your edit.',
      '## Part 3: Write and self-edit',
      'Write a piece of about 250 words for a client of your choice: a product description, a short blog post, a newsletter introduction or an About page of your own. Then edit it in passes, using this checklist:',
      '- Every sentence has a subject and a verb that agree.',
      '- No comma splices, no unintended fragments.',
      '- Commas, semicolons, colons and apostrophes follow the rules in Lesson 4.',
      '- No sound-alike errors; pronouns are in the right case and refer clearly to one noun.',
      '- Modifiers sit next to what they modify.',
      '- Your style sheet decisions are applied consistently.',
      '## Assessing your work',
      'Compare your edit of the bookshop draft with the rules in each lesson. If you found fewer than ten errors, go through it again sentence by sentence using the stripping method from Lesson 3. For your own piece, count the corrections you made in the self-edit and note which kinds they were; these belong on your personal checklist.',
      'When you finish this lesson, you will have completed Grammar Essentials. The same habits, applied every time you file, are what editors mean when they describe a writer as clean.',
    ],
    exercises: [
      {
        prompt:
          'Which is the correct edit of the bookshop draft’s “Its not unusual for customers to spend a hour browsing”?',
        choices: [
          'Its not unusual for customers to spend an hour browsing.',
          'It’s not unusual for customers to spend a hour browsing.',
          'Its’ not unusual for customers to spend an hour browsing.',
          'It’s not unusual for customers to spend an hour browsing.',
        ],
      },
    ],
    freeText: [
      'Paste your corrected version of the bookshop’s About page, followed by a list of each change and the rule behind it.',
      'Write your style sheet (at least five decisions) and your self-edited 250-word piece.',
    ],
  },
];

export const GRAMMAR_ESSENTIALS: CourseContent = {
  id: 'grammar-essentials',
  title: 'Grammar Essentials',
  description:
    'Master the grammar and punctuation that editors check first: parts of speech, sentence structure, subject-verb agreement, punctuation and the most common errors in professional copy. The course ends with a real editing project so you can apply every rule in context.',
  duration: '3 weeks',
  students: '4,800+',
  rating: 4.6,
  level: 'Beginner',
  totalLessons: 6,
  lessons: GE_LESSONS,
  skills: [
    'Parts of speech and sentence structure',
    'Subject-verb and pronoun agreement',
    'Professional punctuation',
    'Copy editing and self-editing in context',
  ],
};

/* ------------------------------------------------------------------------ */
/* Premium courses                                                           */
/* ------------------------------------------------------------------------ */

export const PREMIUM_COURSES: readonly PremiumCourse[] = [
  {
    id: 'editorial-fundamentals',
    title: 'Editorial Fundamentals',
    description:
      'Learn how editors think, from assessing a manuscript to delivering a clean, consistent final copy. You will practice developmental, line and copy editing on real-world texts and learn to give feedback writers can act on.',
    price: 299,
    weeks: 8,
    level: 'Intermediate',
    topics: [
      'Developmental, line and copy editing',
      'Working with Chicago and AP style',
      'Style sheets and consistency checks',
      'Writing clear, respectful editorial queries',
    ],
  },
  {
    id: 'advanced-copywriting',
    title: 'Advanced Copywriting',
    description:
      'Write copy that moves readers to act, grounded in research rather than hype. You will build landing pages, email sequences and ads, and learn to test and improve them with real performance data.',
    price: 399,
    weeks: 6,
    level: 'Advanced',
    topics: [
      'Customer research and voice-of-customer messaging',
      'Landing pages and long-form sales copy',
      'Email sequences and calls to action',
      'Headline testing and conversion metrics',
    ],
  },
  {
    id: 'technical-writing-mastery',
    title: 'Technical Writing Mastery',
    description:
      'Turn complex products and processes into documentation people can actually follow. You will plan and write user guides, API references and release notes, and learn how documentation teams work with engineers.',
    price: 449,
    weeks: 10,
    level: 'Intermediate',
    topics: [
      'Task-based procedures and user guides',
      'API and developer documentation',
      'Information architecture and docs-as-code workflows',
      'Interviewing subject-matter experts',
    ],
  },
  {
    id: 'content-strategy-seo',
    title: 'Content Strategy & SEO',
    description:
      'Plan content that serves readers and earns search traffic over time. You will research keywords and search intent, build an editorial calendar, and measure what your content achieves.',
    price: 349,
    weeks: 7,
    level: 'Intermediate',
    topics: [
      'Keyword research and search intent',
      'On-page SEO and content structure',
      'Editorial calendars and content audits',
      'Analytics and reporting results to clients',
    ],
  },
  {
    id: 'fiction-writing-workshop',
    title: 'Fiction Writing Workshop',
    description:
      'Develop a short story or the opening chapters of a novel through guided exercises and structured peer critique. You will work on character, scene and revision, and prepare your work for submission to magazines or agents.',
    price: 499,
    weeks: 12,
    level: 'All levels',
    topics: [
      'Character, point of view and voice',
      'Scene construction, pacing and dialogue',
      'Workshop critique and revision strategy',
      'Query letters and submitting to publications',
    ],
  },
  {
    id: 'business-writing-excellence',
    title: 'Business Writing Excellence',
    description:
      'Write the emails, proposals and reports that keep clients informed and projects moving. You will learn to lead with the point, structure documents for busy readers and strike the right professional tone.',
    price: 249,
    weeks: 5,
    level: 'Beginner',
    topics: [
      'Clear, action-oriented emails',
      'Proposals, quotes and statements of work',
      'Reports and executive summaries',
      'Professional tone and difficult messages',
    ],
  },
];
