/**
 * The practice questions of the free courses (D12), with what only the server knows: each question's answer
 * and the explanation a member reads after every try. A lesson is complete when each of its questions is
 * answered correctly. The frontend's course data (`frontend/src/features/courses/data/courses.data.ts`) shows
 * the same prompts and choices, without the answers; `practice-questions.spec.ts` keeps the two in step.
 */
export interface PracticeQuestion {
  prompt: string;
  choices: readonly string[];
  /** The index of the correct choice: it never leaves the server. */
  answer: number;
  /** Why the correct choice is right (and the others are not), shown after each try. */
  explanation: string;
}

export const PRACTICE_QUESTIONS: Readonly<Record<string, readonly PracticeQuestion[]>> = {
  'wb-1': [
    {
      prompt:
        'A client’s brief names the topic and the word count but not the reader or the goal. What should you do before drafting?',
      choices: [
        'Write for a general audience so that the piece suits everyone',
        'Ask the client who the main reader is and what they should do after reading',
        'Draft three versions for different readers and let the client choose',
        'Use the client’s internal jargon so that the piece sounds expert',
      ],
      answer: 1,
      explanation:
        '“A general audience” is almost never true, and a guess about the reader is the most expensive mistake a piece can start with: it costs a full rewrite. One short question about the reader and the goal gives you the purpose statement that every later decision depends on, and it tells the client they hired a professional. Three drafts triple the work, and the client’s internal jargon is rarely the reader’s vocabulary.',
    },
  ],
  'wb-2': [
    {
      prompt: 'Which of these is an angle rather than a topic?',
      choices: [
        'Personal finance',
        'Budgeting tips',
        'Why freelancers should pay themselves a fixed monthly salary from a separate business account',
        'Money and stress',
      ],
      answer: 2,
      explanation:
        'An angle says something specific about a subject, for a specific reader. “Why freelancers should pay themselves a fixed monthly salary from a separate business account” names the reader and makes a claim you could support with evidence. The other three are subject areas: nobody could cover them in one piece, and an editor cannot tell from them what you would say.',
    },
    {
      prompt: 'A client wants a 500-word blog post. Which angle fits that length best?',
      choices: [
        'The complete history of email marketing',
        'Three subject-line mistakes that lower open rates for small online shops',
        'Everything a small business needs to know about marketing',
        'Email, social media, search and print advertising compared',
      ],
      answer: 1,
      explanation:
        'A 500-word piece holds one main idea with two or three supporting points. “Three subject-line mistakes that lower open rates for small online shops” is exactly that size, with a clear reader. A complete history, everything about marketing, or four channels compared would each need thousands of words, or would be covered too thinly to help anyone.',
    },
    {
      prompt: 'Which working thesis makes a clear, supportable claim?',
      choices: [
        'Coffee is an interesting subject.',
        'Some people like coffee and some people do not.',
        'Cold brew’s lower acidity can make it easier on sensitive stomachs than hot-brewed coffee.',
        'This article is about coffee.',
      ],
      answer: 2,
      explanation:
        'A working thesis states a claim that evidence could support or overturn. The cold-brew sentence names a specific difference and an effect you can check in research. “Coffee is an interesting subject” and “This article is about coffee” only announce a topic, and “some people like it and some do not” is true of everything, so it says nothing.',
    },
    {
      prompt: 'Halfway through your research, the evidence contradicts your working thesis. What should you do?',
      choices: [
        'Leave out the evidence that does not fit',
        'Revise the thesis so that it matches what the evidence shows',
        'Keep the thesis and write it more confidently',
        'Stop working on the assignment without telling the client',
      ],
      answer: 1,
      explanation:
        'A working thesis is called working because research may change it. An honest writer revises the thesis to fit the evidence and never trims the evidence to fit the thesis. Leaving out what does not fit misleads readers and the client, and if the new thesis changes what the brief promised, tell the client rather than going quiet.',
    },
  ],
  'wb-3': [
    {
      prompt:
        'You are writing a company announcement that many readers will stop reading after the first paragraph. Which structure fits it?',
      choices: ['Narrative, opening in the middle of a scene', 'Claim and support', 'Step by step', 'Inverted pyramid'],
      answer: 3,
      explanation:
        'The inverted pyramid puts the most important information first and the details after it in descending order of importance, so a reader who stops at any point has still got the news. Narrative suits profiles and features, claim and support suits opinion pieces, and step by step suits how-to guides, where the reader performs the actions in order.',
    },
  ],
  'wb-4': [
    {
      prompt: 'Which sentence would make the strongest topic sentence for a paragraph about invoicing?',
      choices: [
        'Invoices are a part of freelancing.',
        'Send your invoice on the day you deliver the work.',
        'Many people have opinions about invoices.',
        'This paragraph is about invoices.',
      ],
      answer: 1,
      explanation:
        'A topic sentence states the paragraph’s point, so the reader knows what the rest of it will support. “Send your invoice on the day you deliver the work” is specific and useful. The other three name the subject without saying anything about it, and “This paragraph is about invoices” announces the point instead of making it.',
    },
    {
      prompt:
        'Choose the transition that fits: “The client loved the first draft. ____, they asked for a version half as long.”',
      choices: ['Therefore', 'However', 'For example', 'Similarly'],
      answer: 1,
      explanation:
        'The second sentence turns against the first: the client loved the draft, yet wanted it cut in half. However signals that contrast. Therefore would claim a consequence (loving a draft does not cause a request to halve it), for example introduces an illustration, and similarly a comparison.',
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
      answer: 1,
      explanation:
        'One paragraph, one point. The story about the meeting is a second idea, so it needs a paragraph of its own, with a topic sentence that tells the reader why it follows the point about rates. A word like moreover cannot join two unrelated ideas, and a longer paragraph only hides the jump.',
    },
    {
      prompt: 'Which pair of sentences follows the known-new principle?',
      choices: [
        'Editors value reliability. Reliability means filing clean copy on time.',
        'Editors value reliability. Filing clean copy on time is what is meant by it.',
        'Editors value reliability. Deadlines exist in every publication.',
        'Editors value reliability. Grammar is also taught in this course.',
      ],
      answer: 0,
      explanation:
        'The known-new principle opens each sentence with something the reader already knows and ends it with the new information. The second sentence starts with reliability, the word the first one ended on, and then says what it means. The second option puts the new information first, and the last two bring in ideas that do not connect.',
    },
  ],
  'wb-5': [
    {
      prompt:
        'Which is the most concise version of “In order to meet the deadline, we made the decision to hire an additional editor”?',
      choices: [
        'To meet the deadline, we decided to hire another editor.',
        'In order to meet the deadline, the decision was made to hire an additional editor.',
        'So as to be able to meet the deadline, we decided that we would hire an additional editor.',
        'The deadline was met by making a decision about an additional editor.',
      ],
      answer: 0,
      explanation:
        '“To meet the deadline, we decided to hire another editor” keeps all of the meaning in 10 words instead of 15: in order to becomes to, made the decision to becomes decided, and an additional becomes another. The passive version hides who decided, the third adds words, and the last changes the meaning.',
    },
    {
      prompt: 'Which sentence is written in the active voice?',
      choices: [
        'The article was edited by Maria.',
        'Mistakes were made in the invoice.',
        'Maria edited the article.',
        'The invoice has been sent.',
      ],
      answer: 2,
      explanation:
        'In the active voice the subject does the action: Maria (the subject) edited (the verb) the article (the object). The other three are passive: the thing acted on is the subject, and the one who acted is tucked into a by-phrase (by Maria) or missing altogether (who made the mistakes? who sent the invoice?).',
    },
    {
      prompt: 'Which sentence replaces a nominalization with a strong verb?',
      choices: [
        'We conducted an investigation into the complaint.',
        'We investigated the complaint.',
        'An investigation of the complaint was carried out.',
        'The complaint underwent investigation.',
      ],
      answer: 1,
      explanation:
        'A nominalization turns a verb into a noun (investigate into investigation) and then needs a weak verb such as conduct, carry out or undergo to hold it up. “We investigated the complaint” gives the action back to the verb: it is shorter, clearer and says who acted. The other three keep the noun, and two of them also hide who acted.',
    },
    {
      prompt: 'Which claim is the most concrete?',
      choices: [
        'Our newsletter is very successful.',
        'Our newsletter performs well in many ways.',
        'Our newsletter has 8,200 subscribers and a 46% open rate.',
        'Our newsletter is really popular with a lot of people.',
      ],
      answer: 2,
      explanation:
        'A concrete claim gives the reader something to picture and to check: 8,200 subscribers and a 46% open rate. Very successful, performs well in many ways and really popular are judgements without evidence; the reader has to take them on trust, and an editor will ask you for the numbers.',
    },
  ],
  'wb-6': [
    {
      prompt:
        'A figure you want to use appears in ten blog posts, each citing another. What should you do before you publish it?',
      choices: [
        'Use it: ten sources agree, so it must be right',
        'Round it, so that small differences between the posts do not matter',
        'Trace it back to the primary source, check it there and cite that source',
        'Use it without attribution, since it is widely known',
      ],
      answer: 2,
      explanation:
        'A claim repeated in ten articles may still be wrong in all ten: figures change as they are repeated, and posts that cite each other are one source, not ten. Whenever a fact matters, find where it comes from (the study, the dataset, the filing or the ruling), check the number there, and name or link that source so that the reader and your client can check it too.',
    },
  ],
  'wb-7': [
    {
      prompt: 'In which order should you work through revision passes?',
      choices: [
        'Proofreading, then sentences, then structure',
        'Structure, then paragraphs, then sentences and words, then proofreading',
        'Words first, then structure, then paragraphs',
        'Only proofreading is needed if the draft was written carefully',
      ],
      answer: 1,
      explanation:
        'Revise from the largest scale to the smallest. If you proofread first, you polish sentences that a structural edit may delete, and the work is wasted. Structure decides which sections stay, paragraphs decide their order and flow, then come sentences and words, and proofreading is the last pass. Careful drafting never removes the need to revise.',
    },
    {
      prompt: 'Your 800-word brief has produced a 1,050-word draft. What should you cut first?',
      choices: [
        'One word from every sentence',
        'The paragraph that serves the purpose least, and any repeated points',
        'All the examples, because they take up space',
        'Nothing; clients like getting extra words',
      ],
      answer: 1,
      explanation:
        'Cut by purpose, not by ruler. Removing the paragraph that serves the purpose least, and any point made twice, takes out whole blocks while the piece keeps its shape. Shaving a word from every sentence is slow and rarely enough, examples are what make a piece concrete, and 30% over the brief is a problem to fix, not a bonus.',
    },
    {
      prompt: 'Which error is a spell-checker most likely to miss?',
      choices: [
        'recieve instead of receive',
        'its instead of it’s',
        'teh instead of the',
        'definately instead of definitely',
      ],
      answer: 1,
      explanation:
        'A spell-checker flags strings that are not words. Its and it’s are both real words, so the checker accepts whichever you typed, even when the sentence needs the other. Recieve, teh and definately are not words at all, and any checker catches them. Sound-alike words need a person reading for meaning.',
    },
    {
      prompt: 'An editor asks for a change you disagree with. What is the professional response?',
      choices: [
        'Ignore the comment and hope they do not notice',
        'Explain your reasoning briefly and offer an alternative',
        'Rewrite the entire piece from scratch',
        'Refuse to make any further edits',
      ],
      answer: 1,
      explanation:
        'Editors expect a conversation, neither obedience nor defiance. A short explanation of why you wrote it that way, with an alternative that meets the editor’s concern, keeps the working relationship and often gives a better sentence. Ignoring or refusing a note damages trust, and rewriting everything is out of proportion to one comment.',
    },
  ],
  'wb-8': [
    {
      prompt: 'Which ending fits the project’s brief and rubric best?',
      choices: [
        'A takeaway the reader can act on or think about after the last line',
        'A paragraph that repeats each of the essay’s points in order',
        'A new argument that the essay has not mentioned yet',
        'A dictionary definition of the essay’s main term',
      ],
      answer: 0,
      explanation:
        'The brief asks for an ending that gives the reader a takeaway rather than a summary: after 500 words the reader still remembers your points, so repeating them wastes your last paragraph. A new argument belongs in the body, where you can support it, and a dictionary definition is the kind of throat-clearing the structure lesson warns against.',
    },
  ],
  'ge-1': [
    {
      prompt: 'In “Please email the editor by Friday”, which part of speech is email?',
      choices: ['Noun', 'Adjective', 'Verb', 'Preposition'],
      answer: 2,
      explanation:
        'Function decides the part of speech. Here email is the action the reader is asked to take, so it is a verb (an imperative, with the subject you understood). In “I sent the email” the same word is a noun, and in “the email address” it describes a noun, doing the job of an adjective.',
    },
  ],
  'ge-2': [
    {
      prompt: '“After the article went live, the client shared it.” Which structure does this sentence have?',
      choices: ['Simple', 'Compound', 'Complex', 'Compound-complex'],
      answer: 2,
      explanation:
        'It has one independent clause (“the client shared it”) and one dependent clause (“after the article went live”), which cannot stand alone because after makes it lean on the main clause. One independent clause with at least one dependent clause is a complex sentence. A compound sentence would need two independent clauses, and a compound-complex one both.',
    },
  ],
  'ge-3': [
    {
      prompt: 'Choose the correct verb: “The box of proof copies ____ on the editor’s desk.”',
      choices: ['is', 'are'],
      answer: 0,
      explanation:
        'The subject is box, which is singular; “of proof copies” is a phrase between the subject and the verb and does not change it. Cover the phrase and the sentence reads “The box is on the editor’s desk.”',
    },
    {
      prompt: 'Choose the correct verb: “Neither the editor nor the writers ____ happy with the new deadline.”',
      choices: ['is', 'are', 'was', 'has been'],
      answer: 1,
      explanation:
        'With neither…nor (and either…or), the verb agrees with the nearer subject. Writers is nearer to the verb and plural, so the verb is are; is, was and has been are all singular. Putting the plural subject second, as here, also sounds more natural.',
    },
    {
      prompt: 'Which sentence is correct?',
      choices: [
        'Each of the writers have submitted a sample.',
        'Each of the writers has submitted a sample.',
        'Each of the writers are submitting a sample.',
        'Each of the writers were submitting a sample.',
      ],
      answer: 1,
      explanation:
        'Each is the subject, and each is singular: it means every one, taken one at a time. The phrase “of the writers” does not change that, so the verb is the singular has submitted. Have, are and were are plural forms.',
    },
    {
      prompt: 'Choose the correct verb: “There ____ several reasons to accept the assignment.”',
      choices: ['is', 'are', 'was', 'has been'],
      answer: 1,
      explanation:
        'In a sentence that begins with there, the real subject comes after the verb. Here it is “several reasons”, which is plural, so the verb is are. Is, was and has been would suit a singular subject, as in “There is one reason.”',
    },
    {
      prompt: 'Which sentence is correct in American English?',
      choices: [
        'The committee have approved their budget.',
        'The committee has approved its budget.',
        'The committee has approved their budget.',
        'The committee have approved its budget.',
      ],
      answer: 1,
      explanation:
        'In American English a collective noun such as committee takes a singular verb when the group acts as one unit, and the pronoun that refers back to it must agree: has and its. British English often treats committee as plural (have and their), but mixing has with their, or have with its, is inconsistent in either.',
    },
  ],
  'ge-4': [
    {
      prompt: 'Which sentence is punctuated correctly?',
      choices: [
        'The draft is finished, I will send it tonight.',
        'The draft is finished; I will send it tonight.',
        'The draft is finished I will send it tonight.',
        'The draft is finished, and, I will send it tonight.',
      ],
      answer: 1,
      explanation:
        'The sentence joins two independent clauses, “The draft is finished” and “I will send it tonight”. A semicolon can join them on its own. A comma alone makes a comma splice, no punctuation makes a run-on, and the usual fix with and puts one comma before it, not commas around it.',
    },
    {
      prompt: 'Which shows the correct plural possessive?',
      choices: [
        'The writer’s fees were paid on Friday (meaning several writers)',
        'The writers’ fees were paid on Friday',
        'The writers’s fees were paid on Friday',
        'The writers fees’ were paid on Friday',
      ],
      answer: 1,
      explanation:
        'For a plural noun that already ends in s, add only an apostrophe: the writers’ fees, the fees of several writers. Writer’s is the possessive of one writer, writers’s adds an s that regular plurals never take, and fees’ puts the apostrophe on the wrong word.',
    },
    {
      prompt: 'Which sentence uses the colon correctly?',
      choices: [
        'The package includes: a headline, a summary and the article.',
        'The package includes three items: a headline, a summary and the article.',
        'The package: includes a headline, a summary and the article.',
        'The package includes a headline: a summary and the article.',
      ],
      answer: 1,
      explanation:
        'A colon must follow a complete clause that introduces what comes next. “The package includes three items” is complete, so the list can follow the colon. In the first option the colon splits the verb from its objects, in the third it splits the subject from the verb, and in the fourth it breaks the list apart.',
    },
    {
      prompt: 'Which phrase is hyphenated correctly?',
      choices: ['a highly-paid assignment', 'a long term client', 'a long-term client', 'a well known author'],
      answer: 2,
      explanation:
        'A compound adjective before a noun takes a hyphen so that the reader reads the two words together: a long-term client, a well-known author. Long term and well known therefore need hyphens here. The exception is an adverb ending in -ly: highly paid takes no hyphen, because highly can only describe paid.',
    },
  ],
  'ge-5': [
    {
      prompt: 'Which sentence is correct?',
      choices: [
        'The agency raised it’s rates this year.',
        'The agency raised its rates this year.',
        'The agency raised its’ rates this year.',
        'The agency raised there rates this year.',
      ],
      answer: 1,
      explanation:
        'Its is the possessive of it (the rates that belong to the agency), and possessive pronouns never take an apostrophe: its, his, hers, theirs. It’s always means it is or it has, which does not fit (“raised it is rates”); its’ is never correct, and there names a place, not an owner.',
    },
    {
      prompt: 'Which sentence is correct?',
      choices: [
        'Please send the final files to Jordan and I.',
        'Please send the final files to Jordan and myself.',
        'Please send the final files to Jordan and me.',
        'Please send the final files to I and Jordan.',
      ],
      answer: 2,
      explanation:
        '“Jordan and I” is the object of the preposition to, so it needs the object pronoun me. Test it by leaving out the other person: you would write “send the files to me”, never “to I”. Myself is reflexive and belongs only where the subject acts on itself (“I sent myself a copy”).',
    },
    {
      prompt: 'Which sentence avoids a dangling modifier?',
      choices: [
        'Walking into the meeting, the projector was already on.',
        'After finishing the edit, the file was sent to the client.',
        'Having read the brief, the deadline seemed tight.',
        'Having read the brief, Priya thought the deadline was tight.',
      ],
      answer: 3,
      explanation:
        'An opening phrase describes the subject that comes straight after the comma. In the first three sentences, the projector walked into the meeting, the file finished the edit and the deadline read the brief. Only the last puts the person who read the brief, Priya, right after the phrase.',
    },
    {
      prompt: 'Choose the traditional, editor-preferred option: “This version has ____ typos than the last one.”',
      choices: ['less', 'fewer', 'lesser', 'least'],
      answer: 1,
      explanation:
        'Typos can be counted (one typo, two typos), so careful editors write fewer. Less is for amounts you measure rather than count: less time, less money, less sugar. Lesser means of lower importance or quality, and least is a superlative, which cannot follow than.',
    },
    {
      prompt: 'Which sentence is correct?',
      choices: [
        'The rewrite had a positive affect on sales.',
        'The rewrite had a positive effect on sales.',
        'The rewrite effected sales positively.',
        'The rewrite had a positive affection on sales.',
      ],
      answer: 1,
      explanation:
        'Affect is usually a verb (to influence) and effect usually a noun (a result). After “a positive” the sentence needs a noun, so effect. Effected as a verb means brought about (“effected a change”), which is not what the writer means, and affection is fondness.',
    },
  ],
  'ge-6': [
    {
      prompt:
        'Which is the correct edit of the bookshop draft’s “Its not unusual for customers to spend a hour browsing”?',
      choices: [
        'Its not unusual for customers to spend an hour browsing.',
        'It’s not unusual for customers to spend a hour browsing.',
        'Its’ not unusual for customers to spend an hour browsing.',
        'It’s not unusual for customers to spend an hour browsing.',
      ],
      answer: 3,
      explanation:
        'The sentence has two errors. It needs it’s, the contraction of it is (“it is not unusual”); its without an apostrophe is the possessive, and its’ is never correct. And hour begins with a vowel sound, because its h is silent, so it takes an rather than a: the article follows the sound, not the spelling.',
    },
  ],
};

/** The questions of a lesson the catalogue knows (every one has some: practice-questions.spec.ts). */
export function lessonQuestions(lessonId: string): readonly PracticeQuestion[] {
  return Object.hasOwn(PRACTICE_QUESTIONS, lessonId) ? PRACTICE_QUESTIONS[lessonId]! : [];
}
