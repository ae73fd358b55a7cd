/**
 * Editorial blog posts seeded into the database (D6). Written for the collective by its
 * (invented) editorial staff. `body` is markdown-ish: paragraphs separated by blank lines,
 * lines starting with '## ' are subheadings. `imageUrl` is null so the frontend picks one of
 * its bundled images, chosen stably from the slug (D15).
 */

export interface BlogPostSeed {
  slug: string;
  title: string;
  excerpt: string;
  /** Paragraphs separated by blank lines; '## ' starts a subheading. */
  body: string;
  imageUrl: string | null;
  authorName: string;
  authorRole: string;
  /**
   * Days before the seed run (the first start) the post was published: dated relative to it, so the blog reads as
   * current whenever the site starts, and no text refers to a calendar day that would go stale (issue 23).
   */
  daysAgo: number;
  featured: boolean;
}

export const BLOG_POSTS: readonly BlogPostSeed[] = [
  {
    slug: 'how-to-pitch-an-editor',
    title: 'How to Pitch an Editor Who Has Never Heard of You',
    excerpt:
      'A commissioning editor on what makes a cold pitch work: lead with the story, show you read the publication, narrow the angle, and say how you will report it.',
    body: `Every week I read between sixty and ninety pitches. Most come from writers I have never worked with, and a surprising number of them are good ideas buried under the wrong first paragraph. A pitch is not a cover letter and it is not a draft. It is a short argument that a specific story belongs in a specific publication, right now, written by you. Here is what I look for, in the order I look for it.

## Lead with the story, not yourself

The first two sentences should tell me what the piece is about and why a reader would care. "I'm a freelance writer with eight years of experience" tells me nothing I can use. "Three regional credit unions in Ohio quietly stopped charging overdraft fees this spring, and their members' deposits went up" tells me there is a story, that you have found something specific, and that it has a consequence. Put your credentials at the end, where they answer the question the editor now has: can this person deliver it?

## Show that you read the publication

Editors can tell within a line whether a writer has read what they publish. Name the section you are pitching. If the publication ran something adjacent in the last year, say how yours is different: a newer angle, a different audience, data they didn't have. If you can't find a section where your story fits, that is useful information too. It usually means the pitch belongs somewhere else.

## Make the angle narrow enough to write

"The future of remote work" is a topic. "Why mid-sized accounting firms bring staff back three days a week during tax season and let them work fully remote all summer" is an angle. A good angle suggests its own structure: who you will talk to, what you will show, where the piece ends. If I can't picture the headline, I can't picture the piece.

## Say how you will report it

A line or two on sourcing turns an idea into a plan. Who will you interview? Do you already have access? Is there a dataset, a court filing, a product you have tested for three months? "I've spoken to two of the credit union managers and have their fee schedules from 2024 and 2026" does more for your pitch than any adjective.

## Give the practical details

Include a suggested length, a rough timeline, and whether the piece needs photos or graphics. If it is time-sensitive, say why and by when. Editors plan issues and content calendars weeks ahead; a pitch that tells me it has to run before the December rate decision helps me decide quickly.

## Keep it short

Aim for 250 to 400 words in the body of the email. A subject line that starts with "Pitch:" followed by a working headline is fine. Paste the pitch into the email; don't attach it. Link two or three published clips that are closest to what you are proposing, not your five most recent pieces.

## A simple structure

Paragraph one: the story and why it matters now, in three sentences or fewer.

Paragraph two: the angle, what the reader will come away knowing, and where it fits in the publication.

Paragraph three: how you will report it, who you will talk to, and what you already have.

Paragraph four: length, timeline, two or three relevant clips and one line about you.

## Following up

If you haven't heard back in a week, send one short follow-up in the same thread. If there is still nothing after another week, assume it's a no and take the idea elsewhere. Don't send the same pitch to two publications at the same time unless you tell both of them. It is a small industry and editors talk.

## When the answer is no

Most rejections are about timing, budget or overlap with something already commissioned, not about you. If an editor takes the time to say why, read it carefully and thank them. A writer who takes a no gracefully and comes back two months later with a sharper idea is exactly the kind of writer I want to commission.

The same habits help with collective assignments. Read the requirements the way you would read a publication's archive, work out who the reader is before you start, and if something in the brief is unclear, ask before you write rather than after you submit.`,
    imageUrl: null,
    authorName: 'Tomás Herrera',
    authorRole: 'Commissioning Editor',
    daysAgo: 171,
    featured: false,
  },
  {
    slug: 'per-word-vs-flat-fee-pricing',
    title: 'Per-Word or Flat Fee? How to Price a Writing Job',
    excerpt:
      'Neither pricing model is better in the abstract. Turn every offer into an hourly figure, learn which work suits which model, and protect flat fees from scope creep.',
    body: `Every assignment in the collective is listed either at a per-word rate or at a flat rate, and members ask us about this distinction more than almost anything else. Neither model is better in the abstract. Each rewards a different kind of work, and knowing which is which helps you choose assignments, and quote outside clients, with your eyes open.

## How the two models work

A per-word rate multiplies a price by a length. A 1,200-word article at $0.15 per word pays $180. A flat rate is a single figure for a defined deliverable: $250 for a product page, $400 for a case study, whatever the length turns out to be within reason.

On collective assignments, per-word pay is calculated on the assigned word count, not on what you submit. If a brief asks for 1,000 words and you hand in 1,400, you have done forty percent more work for the same payout, and usually made the editor's job harder too. Landing within about ten percent of the count is part of the brief.

## Convert everything to an hourly figure

The number that matters is what you earn per hour of actual work, including research, interviews, drafting, revisions and the admin around them. Before you accept a job, estimate the hours honestly and divide.

Take two examples. A 1,500-word explainer at $0.12 per word pays $180. If you know the subject, you might research for an hour, draft for two and revise for one: four hours, or $45 an hour. A flat $300 landing page looks better on paper, but if it needs a call with the client, three rounds of revisions and a new set of headline options, it could easily take eight hours: $37.50 an hour.

Keep a simple log for a month: the job, the pay, and the hours you actually spent. Most writers discover that their estimates are thirty to fifty percent too optimistic, and that their most profitable work is not the work they assumed.

## When per-word makes sense

Per-word pricing is transparent and easy to compare. It suits work where length tracks effort: reported features, long guides, blog posts in a subject you know. It also protects you when a client expands the scope, because a longer piece automatically costs more.

Its weakness is that it rewards length, and good editing often means cutting. It also undervalues short, dense work. A 150-word product description can take as long to get right as a 600-word blog post.

## When flat fees make sense

Flat fees suit work where the value isn't in the word count: email sequences, landing pages, press releases, headlines, taglines and scripts. The client is paying for an outcome, and the fee should reflect the thinking, not the typing. Flat fees also reward speed. As you get faster in a niche, your effective hourly rate rises without the client paying more.

The risk is scope creep. A flat fee needs a written definition of the deliverable: the length range, the number of revision rounds, and what counts as a new request. "Two rounds of revisions included; further changes at $75 per hour" is a sentence that saves relationships.

## Quoting outside clients

If you take work outside the collective, a few habits help.

Ask for the budget first. Many clients have one, and the number tells you whether the job is worth scoping at all.

Quote a range with a reason: "$350-450, depending on whether you need me to interview your product team."

Put the rate, the deliverable, the revision rounds, the deadline and the payment terms in one short email, and ask the client to confirm it in writing before you start.

Raise your rates for new clients first. It is far easier to quote a new client at your new rate than to renegotiate with an existing one, and within a year most of your roster will be at the higher figure.

## The rate you accept is also a signal

Low rates are sometimes worth taking: to get a clip in a new niche, to start a relationship with a client who has more work, or to fill a quiet week. Just take them on purpose. Write down why you accepted, and set a date to review the decision. A job that was a smart investment in March is often a drag on your calendar by September.

The assignment listings in your dashboard show the rate type, the pay rate and the word count side by side. Use them the way you would use any quote: turn them into an hourly figure before you click Accept.`,
    imageUrl: null,
    authorName: 'Priya Raman',
    authorRole: 'Payments Lead',
    daysAgo: 150,
    featured: false,
  },
  {
    slug: 'writing-to-a-brief',
    title: 'Writing to a Brief: Read It Three Times Before You Write a Word',
    excerpt:
      'Most revision requests are not about bad writing. They are about good writing that answers a different question. How to read, question and check a brief.',
    body: `The most common reason a submission comes back for revision is not bad writing. It is good writing that answers a different question from the one the brief asked. A brief is the client's best attempt to describe what they need, and your first job is to understand it better than they do.

## Read it three times, for three different things

The first read is for the assignment itself: the topic, the format, the word count and the deadline. The second is for the reader: who is this for, what do they already know, and what should they do or believe when they reach the end? The third is for constraints: the words the client avoids, the competitors you mustn't mention, the claims their legal team won't allow, the house style for numbers and headings.

Highlight anything ambiguous. "Conversational tone" means one thing to a fintech start-up and another to a hospice charity. "About 800 words" could mean 750 or 950.

## Ask your questions once, and all together

If something in the brief is unclear, ask before you start, in a single message with numbered questions. Editors and clients are busy. Five separate emails over two days cost you goodwill, while one well-organized list shows that you have read carefully. Good questions are specific and offer a default: "The brief mentions small businesses. Should I assume US businesses with fewer than 50 employees, or do you use a different definition?"

If you can't get an answer before the deadline, state your assumption at the top of your submission so the editor can correct it quickly.

## Turn the brief into an outline the client would recognize

Before drafting, write a skeleton: a working headline, the opening claim, four to six section headings, and one line under each on what it will say. Check it against the brief line by line. Every requirement should map to a place in the outline. If something in the brief has nowhere to go, you have found either a gap in your plan or a requirement you should ask about.

For longer pieces, or a new client, it is worth sending the outline for a quick sign-off. Ten minutes of their time at this stage can save you three hours of rewriting later.

## Match the voice, not just the topic

Read three or four pieces the client has already published and notice the patterns: sentence length, how they address the reader, whether they use contractions, how they handle jargon, how long their paragraphs run. A piece that is accurate but sounds like a different company will be rewritten, often by someone less careful than you.

## Respect the word count

A brief's word count is a layout, a budget and a reader's attention span all at once. Within ten percent either way is normally fine. If you genuinely believe the topic needs more room, say so before you write the extra words, not after.

## Check the draft against the brief before you submit

When you think you are finished, go back to the highlighted brief and tick off each line. Did you include the three product features they listed? Did you use their preferred spelling of the product name? Is the call to action the one they asked for, worded the way they asked? Did you link to the sources they require and avoid the ones they don't?

Then read the piece as the reader named in the brief. If it is for busy HR managers, does the first paragraph tell them why they should keep reading?

## Say what you did

A short note with your submission helps the editor review faster: the angle you took, any assumptions you made, any requirement you couldn't meet and why, and the sources you relied on. Three or four sentences are plenty.

## When the brief is wrong

Occasionally a brief asks for something that won't work: a claim that isn't true, a structure that buries the point, a keyword that makes no sense in the sentence. Don't quietly ignore it. Deliver what was asked where you can, and explain in your note what you changed and why. Editors value writers who protect a client from their own mistakes, as long as they are told.

On collective assignments, the requirements field is the brief. Read it three times, too.`,
    imageUrl: null,
    authorName: 'Daniel Whitcombe',
    authorRole: 'Senior Editor',
    daysAgo: 129,
    featured: false,
  },
  {
    slug: 'working-with-editorial-feedback',
    title: 'Working With Editorial Feedback Without Losing Your Voice',
    excerpt:
      'Editing is not a verdict on your talent. How to sort notes into corrections, structure and preferences, push back with evidence, and make every revision round count.',
    body: `Every writer who has been published has been edited, and most of them remember the first time a piece came back covered in comments. Editing is not a verdict on your talent. It is a second reader doing their job: catching what you couldn't see because you knew what you meant. The writers who improve fastest are the ones who treat feedback as information, not as an argument to win.

## Let it sit before you respond

Read the notes once, all the way through, and then close the document. Come back in an hour, or the next morning if the deadline allows. First reactions to criticism are rarely the useful ones, and a reply written in the first ten minutes is the reply you are most likely to regret.

## Sort the notes into three piles

Most feedback falls into three kinds, and each needs a different response.

Corrections are objective: a wrong date, a misspelled name, a broken link, a style rule. Fix them without comment.

Structural notes are about the piece as a whole: the lead is buried, the middle section repeats itself, the conclusion introduces a new idea. These take the most work and deserve the most thought, because they are usually right even when the suggested fix isn't.

Preferences are about taste: a word choice, a sentence rhythm, a joke that didn't land for this editor. You can push back on these occasionally, but pick your moments.

## Look for the problem behind the suggestion

When an editor rewrites your sentence, the rewrite may not be the best answer, but the fact that they stopped there almost always means a reader would stop there too. Ask what tripped them up. Was the sentence too long? Was the claim unsupported? Was a transition missing? If you can fix the underlying problem in your own words, you keep your voice and resolve the editor's concern at the same time.

## Ask questions the right way

If a note is unclear, ask, but ask about the goal rather than defending the draft. "When you say the middle drags, is it the length of the case study or the number of examples?" is a question an editor can answer in one line. "I think the middle is fine because..." starts a debate nobody has time for.

## Push back with evidence, not feelings

Sometimes the editor is wrong. A fact they changed was correct, or a cut removes something the client specifically asked for. Say so briefly, with the source or the line from the brief, and propose a solution. "The brief asks for the three pricing tiers by name, so I've kept them but moved them into a short table to tighten the section" keeps the conversation moving.

## Track your patterns

Keep a running list of the notes you receive more than once. After a few months most writers find the same four or five issues coming up again and again: long introductions, too many qualifiers, passive constructions in the key sentences, conclusions that summarize instead of landing. Check your next draft against that list before you submit. Nothing earns an editor's trust faster than a note that never has to be given twice.

## Revisions in the collective

When an editor asks for changes on a collective assignment, the assignment moves to reviewed and the review notes appear with it in your dashboard. You revise and resubmit from there, and the piece goes back into the review queue. A few habits make that round faster.

Address every note, even if only to say why you have left something as it was.

Resubmit the whole piece, not just the paragraphs you changed.

Add a short line at the top listing what you changed, so the reviewing editor doesn't have to compare versions line by line.

## Your voice survives editing

Writers sometimes worry that accepting edits will sand their work down into something generic. In practice the opposite happens. An editor who trusts you stops touching your sentences and starts talking to you about ideas. That trust is built one clean revision at a time.`,
    imageUrl: null,
    authorName: 'Hannah Lindqvist',
    authorRole: 'Standards Editor',
    daysAgo: 108,
    featured: false,
  },
  {
    slug: 'building-a-writing-niche',
    title: 'Building a Niche: Why Specialists Get Better Assignments',
    excerpt:
      'Almost none of our most consistent members started as specialists, but nearly all became one. How to find, test and build a niche without boxing yourself in.',
    body: `When I look at the members whose work grows steadily year after year, the pattern is clear. Almost none of them started as specialists, but nearly all of them became one. A niche is not a cage. It is a reputation for knowing a subject well enough that editors and clients stop having to explain it to you.

## Why specialists get hired first

An editor commissioning a piece on payroll compliance has two choices: a generalist who will spend a day learning the basics, or a writer who already knows the difference between an exempt and a non-exempt employee. The specialist is faster, makes fewer mistakes, asks sources better questions and needs less editing. That is why specialist writers are often paid more for the same word count, and why they tend to be offered work before it is posted widely.

## Start from what you already know

The best niches usually sit where three things overlap: something you know from work or life, something you are curious enough to read about on a Sunday, and something businesses or publications pay to have written about. A former pharmacy technician has a head start on health content. Someone who spent five years in logistics can write about supply chains with an authority most writers would take a year to earn. A parent who has navigated special education services knows questions other writers wouldn't think to ask.

Make a list of the jobs you have held, the hobbies you have kept for years and the problems you have solved for yourself. The niche is often sitting in plain sight.

## Test before you commit

Don't rebrand yourself overnight. Write three to five pieces in the area you are considering over two or three months, and notice how they feel. Did the research energize you or drain you? Were there enough outlets and clients to pitch? Were the rates better or worse than your general work? A niche you dread writing about is not a business; it is a slow route to burnout.

## Go one level deeper than the obvious

"Personal finance" is crowded. "Money for freelancers with irregular income" is a niche. "Travel" is a genre; "accessible travel for wheelchair users in European cities" is an expertise. Narrower niches have fewer clients, but they also have far fewer competent writers, and the clients who need you really need you.

You can always widen later. It is much harder to convince an editor you are a specialist after five years of writing about everything.

## Build the evidence

Expertise needs to be visible. A few habits help.

Keep a list of your published pieces in the niche, with one line on each, ready to paste into a pitch.

Read the trade publications your clients read, not just the consumer ones. Subscribe to one or two industry newsletters and skim them weekly.

Build a small bank of sources: two or three practitioners who will answer your email.

Learn the vocabulary, and also learn which buzzwords people in the field find irritating.

## Keep a second string

Most full-time freelancers we work with have a primary niche and a secondary one, or a niche and a format they are strong at, such as email sequences or editing. When one sector has a slow quarter, the other keeps work coming. The aim is depth, not dependence on a single client or industry.

## Using the collective

When you apply, the writing types you select help our editors understand where your strengths lie. Once you are working on assignments, look at the types and topics you accept most often, and the ones you turn in with the fewest revision notes. That history is data. It will often point you toward a niche before you have consciously chosen one.

Don't worry about finding the perfect niche on the first try. Several of our longest-standing members have changed theirs twice. What carried over every time was the habit of going deep.`,
    imageUrl: null,
    authorName: 'Marguerite Okafor',
    authorRole: 'Managing Editor',
    daysAgo: 87,
    featured: false,
  },
  {
    slug: 'deadlines-are-a-system',
    title: 'Deadlines Are a System, Not a Sprint',
    excerpt:
      'Reliability is the most valuable thing a freelancer sells. How to plan backward from a deadline, estimate honestly, protect drafting time, and warn editors early.',
    body: `Editors forgive a lot. They will forgive a weak first draft, a sentence that needs rewriting, a headline that doesn't quite work. What they remember, and what decides who gets the next assignment, is whether the piece arrived when you said it would. Reliability is the single most valuable thing a freelancer sells, and it is almost entirely a matter of systems rather than willpower.

## Work back from the deadline, not forward from today

When you accept an assignment, write down the deadline and count backward. For a typical 1,200-word article, a workable plan looks like this: research and interviews finished four days out, first draft three days out, revision two days out, final proofread and submission one day before the deadline. The last day is a buffer, not a working day. You will need it more often than you think.

## Estimate in hours, then double the unknowns

List the tasks and estimate each one in hours. Then identify anything that depends on someone else: an interview, a client's product information, an approval. Double those estimates. Sources cancel, clients take three days to send a login, and datasets turn out to be out of date. The tasks entirely in your control are usually estimated well; the ones that aren't are where deadlines die.

## Know your real capacity

Track a normal week. Not an ideal week, a normal one, with the school run, the dentist and the afternoon where nothing works. Most writers find they have fewer truly productive hours than they assumed, often between fifteen and twenty-five a week of focused drafting. Plan assignments against that number, not against forty.

Before you accept a new assignment, check it against what you already have. If taking it would need every remaining hour of the week to go perfectly, it is not a good fit this week.

## Protect the drafting hours

Writing needs unbroken time. Block two- or three-hour stretches in your calendar and treat them like client meetings. Batch email and admin into a separate window. If mornings are your sharpest hours, don't spend them on invoices.

## Start before you're ready

The hardest part of most pieces is the first messy draft. Write it early, even when you know parts of it are wrong. A rough draft finished three days before the deadline gives you time to fix it; a perfect opening paragraph written the night before gives you nothing.

## Tell people early when something slips

Sometimes, despite everything, a deadline is at risk: illness, a family emergency, a source who vanished. The rule is simple. Tell the editor as soon as you know, not when the deadline passes. Say what has happened in one sentence, what you can deliver and when, and what, if anything, you need from them. "My main interviewee has postponed to Thursday. I can deliver the full piece Friday at noon, or a version without her quotes on Wednesday as planned. Which works better for you?" gives the editor a choice instead of a problem.

An editor told two days in advance can usually rearrange a schedule. An editor told an hour after the deadline has to scramble, and will remember.

## Don't accept what you can't finish

The quickest way to damage your reputation is to accept work you can't complete. In the collective, accepting an assignment takes it off the board for every other member, so holding one you won't deliver costs someone else the chance to write it. If your plans change, tell the editorial team promptly so the assignment can be reopened.

## Build in a weekly review

Fifteen minutes every Friday is enough: what is due next week, what is at risk, what you are waiting on from others, and which emails need a nudge. Writers who do this are rarely surprised by Monday.

## Early is a competitive advantage

Delivering a day early, consistently, gets noticed. It gives the editor time to read properly, it makes revisions calmer, and it puts your name at the top of the list when something urgent comes up. Nobody remembers the piece that arrived on time. Everyone remembers the one that arrived early and clean.`,
    imageUrl: null,
    authorName: 'Daniel Whitcombe',
    authorRole: 'Senior Editor',
    daysAgo: 66,
    featured: false,
  },
  {
    slug: 'finding-and-interviewing-sources',
    title: "Finding and Interviewing Sources When You're New to a Subject",
    excerpt:
      'The brief asks for two expert voices and you know nobody in the field. Where to find sources, how to write a request that gets a yes, and how to quote them accurately.',
    body: `You have landed an assignment on a subject you know only a little about, and the brief asks for "at least two expert voices." For many writers this is the most intimidating part of the job. It needn't be. Finding good sources is a repeatable process, and most experts are more willing to talk than you would expect, provided you make it easy for them.

## Know what you need before you look

Decide what each source is for. One might explain how something works. Another might give a practitioner's view of what goes wrong in practice. A third might represent the people affected. Writing down each role before you search stops you from interviewing three people who all say the same thing.

Read enough background first to ask informed questions: two or three recent articles, the relevant pages of an industry body, and, if there is one, the study or report everyone keeps citing. An expert will give you far more if your first question shows you have done the reading.

## Where to find people

University press offices keep lists of faculty who talk to journalists, and they usually respond within a day. Professional associations can often point you to members who speak on a topic. Authors of recent reports and papers are a good bet, because their contact details are on the document and they want it read. For practitioners, look at conference speaker lists, trade publications and professional profiles where people describe their work in detail.

Avoid relying on friends and relatives unless the brief allows it, and disclose the relationship to the editor if you do.

## Write a request that gets a yes

Keep the first email short: who you are, who the piece is for, what it is about, why you are asking them specifically, how much time you need, and your deadline. "I'm writing a 1,200-word guide for a small-business software company on how independent bakeries price wholesale orders. Your 2025 survey of artisan bakers is the best data I've found. Could I have fifteen minutes by phone this week, or send you four questions by email?" Offering email as an alternative noticeably increases replies.

Be honest about the outlet. If the piece is content for a company blog rather than a news story, say so. Some experts decline commercial work, and it is better to find out now.

## Prepare questions, then listen

Write six to eight open questions in rough order, and put the two most important near the top in case the call runs short. Open questions start with how, why, what happens when, and what do people get wrong about. Then listen more than you talk. The best quote in most interviews comes after a pause, when the source adds something they hadn't planned to say.

Always ask two things at the end: "Is there anything I should have asked and didn't?" and "Who else should I talk to?" The second question is how one source becomes three.

## Record accurately

Ask permission before recording, and take notes as a backup. Confirm names, titles and affiliations before you hang up; misspelling a source's name is the fastest way to lose their goodwill. Quote people exactly. You can trim a quote, but don't change its meaning, and don't stitch together sentences said minutes apart as if they were one thought.

## Check and thank

Verify any figure a source gives you against the underlying document where you can. Many sources mean well and misremember numbers. You don't usually need to show a source the draft, and for news work you generally shouldn't, but for commercial content it is often reasonable to confirm their quotes and title. Agree what they will see before the interview, not after.

Send a thank-you note, and a link when the piece is published. A source who feels well treated picks up the phone next time.

## Build your list

Keep a simple spreadsheet of every source you have interviewed: name, role, topic, contact details, date, and a line on how the interview went. After a year, that list is one of the most valuable assets in your freelance business.`,
    imageUrl: null,
    authorName: 'Tomás Herrera',
    authorRole: 'Commissioning Editor',
    daysAgo: 52,
    featured: false,
  },
  {
    slug: 'seo-without-keyword-stuffing',
    title: 'SEO Without Keyword Stuffing: Writing for People Who Search',
    excerpt:
      'Keywords still matter; stuffing them does not. Start from search intent, place the main phrase where it does real work, structure for skimmers and show real evidence.',
    body: `A lot of freelance briefs arrive with a line like this: "Target keyword: best standing desk for small spaces. Use it 8-10 times." Writers who follow that literally end up with sentences no human would write and, increasingly, with pages that search engines rank poorly. Search optimization today is mostly about understanding what the searcher wants and answering it better than the other pages do. Keywords still matter. Stuffing them doesn't.

## Start with the intent behind the search

Every query carries an intent. Someone typing "best standing desk for small spaces" wants a shortlist and a way to choose between options. Someone typing "how to set up a standing desk" wants steps. Someone typing "standing desk benefits" wants evidence, and probably some honesty about the limits of that evidence.

Before you write, search the main keyword yourself and study the first page of results. What format dominates: lists, guides, comparisons, definitions? What related questions does the results page suggest? What do the top results cover that you would need to cover too, and what do they all miss? That gap is where your piece can win.

## Put the keyword where it does real work

You don't need to count occurrences. You do need the main phrase, or a close natural variant, in a few places where it helps readers and search engines understand the page.

In the title, ideally near the beginning.

In the first hundred words, because it confirms to the reader that they are in the right place.

In at least one subheading, where it fits naturally.

In the meta description, if the client asks you to write one. Keep it under about 155 characters and write it as a promise of what the page delivers.

After that, write naturally. Related terms such as "compact desk", "apartment office" or "desk height" help more than repetition, because they show the page covers the topic rather than the phrase.

## Structure for skimmers

Searchers skim before they read. Clear subheadings that answer questions, short paragraphs, lists where the content genuinely is a list, and a direct answer near the top all help. If the query is a question, answer it in the first two or three sentences, then explain. Don't make the reader scroll past four paragraphs of scene-setting to find out whether a standing desk fits in a 48-inch alcove.

## Be the page with evidence

Search engines increasingly reward content that shows first-hand experience and real expertise. For writers, that means specifics: the measurements you checked, the products you tested and for how long, the expert you interviewed, the study you read in full rather than the headline about it. Name your sources and link to them. A single original detail is worth more than three paraphrased paragraphs that appear on every other page.

## Links that help

Link internally to the client's related pages where a reader would genuinely want to go next, with anchor text that describes the destination ("our guide to desk ergonomics", not "click here"). Link out to authoritative sources for statistics and claims. Both are signs of a useful page, and both are things an editor would otherwise have to add.

## When the brief asks for density

If a brief specifies a keyword count that would make the writing worse, deliver the piece that reads well and explain in your note: the keyword appears in the title, the introduction, two subheadings and the meta description, with natural variants throughout. Most clients, once they see the draft, are happy. If they still want more repetitions, add them where they do the least harm, and keep your own version for your portfolio.

## A quick checklist before you submit

Does the first paragraph answer the searcher's question, or tell them clearly that the answer is coming?

Does each subheading describe what follows it?

Could a reader find the key fact in ten seconds of scrolling?

Would you be comfortable reading the piece aloud to the client?

If the answer to all four is yes, the page is probably well optimized. The best SEO writing doesn't look like SEO writing at all.`,
    imageUrl: null,
    authorName: 'Owen Castellano',
    authorRole: 'SEO Editor',
    daysAgo: 38,
    featured: false,
  },
  {
    slug: 'freelance-invoices-and-taxes',
    title: 'Invoices and Taxes: A Practical Guide for Freelance Writers',
    excerpt:
      'What every invoice needs, how to chase late payments, how collective payouts work, and the tax habits that make April calm: set-asides, quarterly payments and records.',
    body: `Writing is the part of freelancing most of us signed up for. Getting paid, and keeping enough of what you are paid to cover the tax bill, is the part that decides whether freelancing is sustainable. None of it is complicated, but all of it is easier if you set up a few habits before you need them. This is general information for freelancers based in the US, not tax or legal advice. For your own situation, a tax professional who works with self-employed clients is worth every dollar.

## What every invoice should include

A clear invoice gets paid faster. Include:

Your name or business name, address and email.

The client's name, and the name of the person who approves payment.

A unique invoice number. A simple scheme such as 2026-014 works and makes your records easy to search.

The invoice date and the due date. Write the actual date, not just "Net 30".

A line for each deliverable: the title of the piece, the word count or flat fee, and the rate.

The total, the currency, and how to pay you.

Any reference the client gave you, such as a purchase order number. A missing PO number is one of the most common reasons an invoice sits in an accounts payable queue.

## Payment terms and late payments

Agree terms in writing before you start. Net 15 or Net 30 is normal for businesses; some publications pay on publication, which can mean months. Where you can, negotiate payment on acceptance of the piece instead.

When a payment is late, follow up politely the day after the due date, attaching the invoice again. Follow up again after a week, copying anyone else you have dealt with. For new clients, asking for a deposit of 25 to 50 percent on larger projects is common and reasonable. Some writers include a late fee in their terms; if you do, state it on every invoice and apply it consistently.

## Collective payouts

You don't need to invoice for collective assignments. When an editor accepts your submission and marks the assignment complete, a pending payout is created automatically: the pay rate times the assigned word count for per-word assignments, or the flat rate. Your dashboard lists each payout with its date and status as it moves from pending to processing to completed, and your earnings totals update as it does. Use Request Payout to let the payments team know you are ready for your pending balance.

Treat that payout history as part of your records. Note it monthly, alongside your invoices to any other clients.

## Set aside tax from every payment

As a self-employed writer, nobody withholds tax for you. In the US you owe income tax plus self-employment tax, which covers Social Security and Medicare and is 15.3 percent of most net self-employment earnings. A common rule of thumb is to move 25 to 30 percent of every payment into a separate savings account the day it arrives. Your actual rate may be higher or lower depending on your income, your state and your deductions, which is why a professional estimate for your first year is worth having.

## Quarterly estimated payments

If you expect to owe $1,000 or more in federal tax for the year, the IRS generally expects you to pay it in quarterly estimated installments rather than all at once in April. The usual deadlines fall in mid-April, mid-June, mid-September and mid-January of the following year. Missing them can mean penalties even if you pay in full later, so put the dates in your calendar now.

## Tax forms

Clients who pay you above the reporting threshold during a year will usually send you a Form 1099-NEC early the following year. Whether or not you receive one, all of your freelance income is taxable and should be reported. Keep your own records rather than relying on clients' forms, which sometimes contain mistakes.

## Track expenses as you go

Ordinary and necessary business expenses reduce your taxable income. For writers that often includes software subscriptions, the business share of internet and phone costs, professional memberships, reference books, courses that maintain or improve skills in your current work, and equipment. Some members also qualify for the home office deduction. Keep receipts and note the business purpose at the time; reconstructing a year of expenses in March is miserable and usually incomplete.

## A monthly money hour

Set aside one hour at the start of each month. Send outstanding invoices, chase anything overdue, move your tax percentage into savings if you haven't already, file receipts, and update a simple spreadsheet of income and expenses. Twelve hours a year is a small price for a calm April.`,
    imageUrl: null,
    authorName: 'Priya Raman',
    authorRole: 'Payments Lead',
    daysAgo: 24,
    featured: false,
  },
  {
    slug: 'ai-writing-tools-disclosure-policy',
    title: 'Our Policy on AI Writing Tools, and Why Disclosure Matters',
    excerpt:
      'Which tools you can use freely, which uses you must disclose, what is not allowed on collective assignments, and how our editors review.',
    body: `Over the past year, more and more members have asked what the collective expects when it comes to AI writing tools. Our partners have been asking too. This post sets out our policy, which applies to every assignment submitted through the collective from the day it was published. The short version: you may use tools that help you write better, you must tell us when a tool has produced text or ideas that reach the page, and you are always responsible for every word and every fact you submit.

## Why we have a policy at all

Our partners commission writers because they want a person's judgment, reporting and voice. Many of them have their own rules on AI-generated content, and some are required to tell their readers how their content is made. If we don't know how a piece was produced, we can't give them an honest answer. Disclosure is how we keep our partners' trust and, through it, the work available to every member.

## What you may use without disclosure

Tools that check or tidy text you wrote yourself are fine, and you don't need to mention them. That includes spelling and grammar checkers, among them the grammar tool in the member area, which runs rule-based checks and doesn't generate text; readability scores; word counters; dictionaries and thesauruses; and transcription tools for your own interview recordings, provided you check every quote against the audio.

## What you may use with disclosure

Some uses are acceptable as long as you say so in your submission note.

Using an AI assistant to brainstorm angles, headlines or outline structures that you then develop yourself.

Using an AI tool to summarize long documents, such as reports or transcripts, as a starting point for your own reading. You must still read the sections you rely on.

Using an AI tool to suggest rewrites of specific sentences you drafted, where you have accepted some of its suggestions.

A one-line note is enough: "I used an AI assistant to generate headline options; the final headline is my edit of one of them." The editor may ask a follow-up question. That is not an accusation; it is how we answer partners accurately.

## What is not allowed

Submitting text generated by an AI tool as your own work, in whole or in substantial part, is not allowed on collective assignments unless the brief explicitly permits it. Neither is presenting AI-generated quotes, statistics, studies or sources as real. Every quote must come from a person you or a credible publication actually interviewed, and every statistic must trace to a source you have opened and read. AI tools are known to invent plausible citations, and one unchecked invention in a published piece damages the partner, the collective and your name.

Don't paste confidential material from a brief, such as unreleased product details or client data, into a third-party AI tool. Many tools retain what you enter. If you are not sure whether something is confidential, treat it as if it is.

## How we review

Each submission gets an originality report, which editors read alongside the piece. Our editors also read for the things tools struggle with: specific detail, real sourcing, and a consistent voice from the first paragraph to the last. We do not use AI-detection software to make decisions about members. Those tools produce false positives, particularly for writers whose first language isn't English, and we won't accuse anyone on the strength of a score.

If an editor has concerns, they will ask you about your process first. Most questions are resolved in a single conversation.

## What happens if the policy is broken

A use that should have been disclosed and wasn't will usually lead to a conversation and a revision request. Submitting substantially generated text as your own, or fabricated quotes or sources, will lead to the submission being rejected, and repeated or serious cases may end a membership. We would much rather never get there, which is why we are publishing the policy in full and in advance.

## When a brief says otherwise

Some partners welcome AI-assisted drafts and want writers to edit, fact-check and improve them. When a brief says so explicitly, follow the brief, and still note in your submission how you used the tool. The requirement to verify every fact doesn't change.

## Questions

This area changes quickly, and we will review the policy every six months. If you have a use that isn't covered here, ask us through the contact page before you submit, not after. We would much rather answer a question than resolve a problem.`,
    imageUrl: null,
    authorName: 'Marguerite Okafor',
    authorRole: 'Managing Editor',
    daysAgo: 9,
    featured: true,
  },
];
