/**
 * Fixed content of the ten public article pages (/articles/{slug}). Each page shows the title,
 * subtitle, stat tiles (Hourly Rate and Monthly Potential only when given), required skills and
 * the body paragraphs. Figures are typical market ranges, never a promise of income.
 */

export type ArticleDifficulty = 'Easy' | 'Medium' | 'Advanced';

export interface ArticleContent {
  slug: string;
  title: string;
  subtitle: string;
  /** Meta description, at most 160 characters. */
  description: string;
  /** Body paragraphs. */
  content: readonly string[];
  hourlyRate?: string;
  monthlyPotential?: string;
  difficulty: ArticleDifficulty;
  timeCommitment: string;
  skills: readonly string[];
}

export const ARTICLES: readonly ArticleContent[] = [
  {
    slug: 'product-review-writing',
    title: 'Product Review Writing',
    subtitle: 'Turn hands-on testing into honest reviews that help readers decide',
    description:
      'What freelance product review writing involves, what clients expect, typical rates, and how to start writing honest, hands-on reviews.',
    content: [
      'Product review writing covers everything from a 600-word review of a single kitchen scale to a 3,000-word roundup comparing ten robot vacuums. The common thread is judgment: readers arrive with a decision to make and limited time, and they want someone who has actually used the product to tell them whether it is worth the money. The work is steady because new products launch constantly, and publishers, retailers and brands all need reviews that are accurate, specific and fair, including about the flaws.',
      'Clients fall into three broad groups. Affiliate publishers and review sites want thorough, tested reviews and buying guides that rank in search and earn a commission when readers click through. Retailers want product descriptions and short reviews that answer common questions and reduce returns. Brands sometimes commission reviews of their own products for their blogs, though that work must be clearly labeled and is closer to marketing copy. Knowing which of these you are writing for shapes everything from the tone to how much criticism the piece can carry.',
      'Good reviews come from testing, not from rewriting the spec sheet. Before you write, use the product the way a real buyer would, for long enough to find out what annoys you on day five as well as what impressed you on day one. Take notes and photos as you go. Measure what you can: battery life, setup time, noise, how much fits inside. A review that says the blender struggled with frozen mango but crushed ice in eight seconds is far more useful than one that simply calls it powerful.',
      'Structure matters because readers skim. Most strong reviews open with a verdict in two or three sentences, then cover who the product is for, what it does well, where it falls short, how it compares with one or two alternatives, and whether it is good value at its current price. Roundups add a short comparison table and a clear pick for each type of buyer. Editors appreciate writers who keep this structure consistent without making every review read the same.',
      'Getting started is straightforward if you begin with what you already own. Write three sample reviews of products you have used for months: something in the kitchen, a piece of technology, and something tied to a hobby. Publish them on a simple portfolio page. Then pitch review sites and affiliate publishers in categories you know, mentioning the samples and the products you could test. Many beginners start with buying guides, where careful research and comparison carry more weight than owning every item.',
      'Experienced review writers typically earn around $50-100 per hour once research and testing time are counted, and writers with steady clients in a category often reach $3,000 or more a month. Those figures are ranges reported across the market, not a promise of income; what you earn depends on your niche, your speed and how many clients you keep. Clarify early whether testing time is paid, who keeps review units, and whether the fee is per review or per word.',
      "The biggest pitfall is losing independence. If a brand sent you the product, say so, and never let a free sample or an affiliate commission soften a verdict. Follow your platform's disclosure rules and the FTC's guidance on endorsements. Avoid repeating manufacturer claims you have not checked, and don't review a product you haven't used unless the piece is clearly framed as research. Readers and editors both notice when a review could have been written without opening the box.",
    ],
    hourlyRate: '$50-100/hour',
    monthlyPotential: '$3,000+',
    difficulty: 'Easy',
    timeCommitment: '3-5 hours per review',
    skills: ['Hands-on testing', 'Comparative analysis', 'Balanced judgment', 'Disclosure rules', 'Clear structure'],
  },
  {
    slug: 'blog-writing-jobs',
    title: 'Blog Writing Jobs',
    subtitle: 'Write regular, useful posts for businesses that need steady content',
    description:
      'How freelance blog writing works: the clients who hire, what a good post needs, typical rates, and how to land your first ongoing blog clients.',
    content: [
      'Blog writing is the most common entry point into paid freelance work, and for many writers it becomes the backbone of a steady income. Businesses of every size publish blog posts to answer customer questions, attract search traffic and show they understand their field. A typical assignment is a 900 to 1,500-word post on a defined topic, delivered with a headline, subheadings and sometimes a meta description. The best blog clients want the same writer month after month, which turns single posts into dependable recurring work.',
      'What clients want is simpler than it looks: posts that are accurate, easy to read, written in their voice and delivered on time. Software companies want explainers and how-to guides. Local service businesses want posts that answer the questions their customers ask on the phone. Agencies want writers who can switch between several clients without mixing up their styles. Nearly all of them care about search performance, so a working knowledge of how people search, and how to structure a post for them, is expected.',
      'A typical project starts with a brief: a topic, a target keyword or question, a word count, a deadline and a few notes about the audience. You research the topic, check what already ranks, outline the post, draft it and edit it yourself before submitting. Most clients include one round of revisions. With experience, a 1,200-word post on a familiar subject takes three to five hours from brief to submission, while a new or technical subject takes longer, mostly in research.',
      "The skills that separate good blog writers from the rest are research discipline and clarity. Check every statistic against its original source rather than another blog. Lead with the answer the reader came for, then explain it. Use subheadings that tell the reader what each section covers, short paragraphs, and examples that feel specific to the client's customers. A strong headline and a clear first paragraph do more for a post than any clever turn of phrase halfway through.",
      'To get started, write two or three sample posts in an area you know, such as personal finance, home improvement, fitness or small-business software, and make them as good as anything a client would publish. Then approach businesses and agencies that already run blogs in that area, pointing to a specific gap your posts could fill. Inside the collective, blog post assignments are listed with their word count, rate and deadline, so you can choose work that fits your schedule and interests.',
      'Experienced blog writers commonly earn around $50-100 per hour of real working time, whether the client pays per word or a flat fee per post. Writers with several regular clients often report $4,000 or more a month at ten to fifteen hours a week, though income varies widely with niche, speed and the number of clients you keep, and none of it is guaranteed. Specialist subjects such as finance, health and business technology tend to pay more than general lifestyle topics.',
      "The common pitfalls are avoidable. Don't pad posts to reach a word count; editors cut padding and remember who wrote it. Don't copy the structure and phrasing of the top-ranking article, because originality checks will catch it and clients won't pay for it. Avoid keyword stuffing, which reads badly and performs worse. And be cautious of clients offering very low per-post fees in exchange for \"high volume\". The volume rarely arrives, and the low rate becomes your reputation.",
    ],
    hourlyRate: '$50-100/hour',
    monthlyPotential: '$4,000+',
    difficulty: 'Easy',
    timeCommitment: '10-15 hours per week',
    skills: ['SEO fundamentals', 'Research', 'Headline writing', 'Consistent voice', 'Self-editing'],
  },
  {
    slug: 'email-marketing-copy',
    title: 'Email Marketing Copy',
    subtitle: 'Write the emails that welcome, persuade and bring customers back',
    description:
      'Freelance email marketing copy explained: campaigns and sequences, what clients measure, typical rates, and how to build a portfolio that wins work.',
    content: [
      'Email remains one of the most profitable channels a business has, and every email a company sends needs someone to write it. Freelance email copywriters write welcome sequences for new subscribers, promotional campaigns for sales and launches, abandoned-cart reminders, re-engagement emails for inactive customers and regular newsletters. The work is short-form but high-stakes: the subject line decides whether anything else gets read, and a single email may go to hundreds of thousands of people.',
      'Clients measure email in numbers, and they expect their writers to care about those numbers too. Open rates depend mostly on the subject line, preview text and sender name. Click rates depend on the body copy and the call to action. Revenue per email is what the marketing manager reports upward. A writer who asks what the last campaign achieved, and suggests a subject line test for the next one, quickly becomes more valuable than one who simply delivers the words.',
      'A typical project is a sequence rather than a single email. A welcome series might run five emails over two weeks, introducing the brand, answering the most common objection, sharing a customer story and making an offer. You will usually receive a brief covering the audience, the offer, the brand voice and any legal constraints, and you deliver subject lines, preview text, body copy and button text for each email, often with two subject line options for testing.',
      "The core skills are clarity, brevity and an ear for how people actually talk. Good email copy focuses on one idea per message and one clear action. It is written for a phone screen, with short paragraphs and the important point near the top. You need to understand the basics of segmentation, since a lapsed customer and a new subscriber need very different messages, and the rules on consent and unsubscribe links, even though the client's email platform handles the technical side.",
      'To break in, study the emails you already receive. Subscribe to a dozen brands in a sector you like and save the emails that made you click. Then write a sample welcome sequence for a real or invented business, and a rewrite of a weak promotional email that shows the before and after. Small online shops and independent course creators are often open to new writers, especially if you can point to a clear idea for improving their current emails.',
      'Experienced email copywriters typically earn around $75-150 per hour, usually quoted as a flat fee per email or per sequence rather than per word. Writers who build ongoing relationships with a few brands often reach $6,000 or more a month, though that depends on the clients you win and keep and is never guaranteed. Retainers, where a client books a set number of emails each month, are common in this field and make income more predictable.',
      "The main pitfalls are overpromising and ignoring the data. Avoid subject lines that mislead, such as a fake \"Re:\" prefix or invented urgency; they may lift opens once and damage trust for good. Don't write health, finance or earnings claims the client can't substantiate. And ask for the performance figures after each campaign. Without them you can't learn what works, and you can't show future clients the difference your writing made.",
    ],
    hourlyRate: '$75-150/hour',
    monthlyPotential: '$6,000+',
    difficulty: 'Medium',
    timeCommitment: '5-10 hours per week',
    skills: ['Subject lines', 'Persuasive writing', 'Audience segmentation', 'A/B testing', 'Brand voice'],
  },
  {
    slug: 'social-media-content',
    title: 'Social Media Content',
    subtitle: 'Write short posts that sound human and keep a brand consistent across platforms',
    description:
      'What freelance social media writing involves, how clients brief it, the skills that matter, and how to avoid the common traps of short-form work.',
    content: [
      'Social media writing is short, frequent and deceptively demanding. Businesses need a steady stream of posts for their channels: product announcements, tips, behind-the-scenes stories, timely reactions and captions for photos and short videos. Freelance social writers draft these posts, often in monthly batches, in a voice that matches both the brand and the platform. A single post may be twenty words long, but those twenty words have to stop someone scrolling and make sense without any context at all.',
      'Clients want consistency more than brilliance. A local bakery, a software company and a charity all want posts that sound like them, go out on schedule and give their audience a reason to engage. Many small businesses know they should post regularly but lack the time, so they hire a writer to produce a content calendar: a month of posts mapped to dates, with captions, hashtags where appropriate and notes for images. Larger brands often want writers who can adapt one campaign idea for several platforms at once.',
      'A typical project is a set of twelve to twenty posts for one month, delivered in a shared document or spreadsheet for the client to approve. Each post needs copy fitted to its platform, since a professional network rewards a different tone from a photo-sharing app, and a clear purpose: to inform, entertain, start a conversation or drive a click. Once you know a client well, a weekly batch of posts can take as little as one or two hours.',
      "The skills that matter are economy, tone and awareness. You need to say one thing well in a sentence or two, write hooks that work in the first line, and recognize when a joke suits the brand and when it doesn't. Knowing each platform's conventions and limits, and how it displays text, helps. So does a basic grasp of analytics: which posts earned comments, which earned clicks, and what that suggests for next month's plan.",
      'Getting started is easiest with businesses you already know. Offer to draft a sample week of posts for a local business or a non-profit, or create a mock content calendar for a brand you admire, explaining the thinking behind each post. Keep the samples in a portfolio with a sentence on the goal of each. Writers who already produce blog posts or newsletters often add social content for existing clients, since it is natural to promote each new article with a few posts.',
      'Pay for social media writing varies more than for almost any other kind of writing work. Some clients pay per post, some pay a monthly retainer for a content calendar, and some bundle social posts with blog or newsletter work, which is why we do not quote a typical hourly figure here. The useful approach is to estimate your real time per batch, including revisions and research, and make sure the fee makes sense at that rate before you commit to a monthly arrangement.',
      "The pitfalls are mostly about judgment. Don't jump on a trending topic you don't fully understand; a misread meme or a sensitive news event can embarrass a client within minutes. Never post directly to a client's account unless that responsibility has been agreed in writing. Avoid empty engagement bait that adds nothing. And watch for scope creep: writing posts is a different job from managing a community, answering comments and running ads, and each deserves its own fee.",
    ],
    difficulty: 'Easy',
    timeCommitment: '1-2 hours per project',
    skills: ['Short-form copy', 'Platform conventions', 'Content calendars', 'Brand tone', 'Basic analytics'],
  },
  {
    slug: 'website-content-creation',
    title: 'Website Content Creation',
    subtitle: 'Write the pages that explain what a business does and why it matters',
    description:
      'Freelance website content creation: home, about and service pages, what clients need, typical rates, and how to manage page-by-page projects.',
    content: [
      'Every business website needs words, and most of them need better ones. Website content creation covers the core pages of a site: the home page, about page, service or product pages, location pages, FAQs and team biographies. Unlike blog posts, these pages are meant to last. They are read by prospective customers deciding whether to trust a company, so the writing has to explain clearly what the business does, who it is for and what to do next, in a voice that matches the brand.',
      'Clients usually hire for website content at moments of change: a new business launch, a rebrand, a site redesign, or expansion into new services or cities. They want copy that is clear, accurate, consistent across pages and written with search in mind, since service and location pages are often how new customers find them. Web design agencies are a major source of work, because they build sites for clients who rarely have the words ready when the designs are finished.',
      'A typical project runs page by page. It starts with a discovery call or questionnaire about the business, its customers, competitors and goals, followed by a sitemap agreeing which pages you will write. You then draft copy to fit the sections of the design, including headlines, body text, calls to action, and meta titles and descriptions. A small business site of five to ten pages might take two to three weeks, with one or two rounds of revisions.',
      'The key skills are interviewing, organization and plain language. You need to draw out what makes a business different when the owner says "we just do good work", and then express it in specific terms. You also need to keep a whole site consistent: the same names for services, the same tone, no contradictions between pages. A grasp of basic user experience helps too, since web copy works alongside layout, and visitors scan a page before they commit to reading it.',
      'To get started, rewrite the website of a local business you know, even if nobody asked, and present the before and after with a short explanation of your choices. Approach small web design agencies and offer to be their go-to writer; one good agency relationship can supply steady work for years. Within the collective, website content appears among copywriting assignments, usually with the page list, the audience and the word counts set out in the requirements.',
      'Experienced website writers typically charge around $75-150 per hour, usually quoted per page or per project. Writers with regular agency work often reach $7,000 or more a month working fifteen to twenty hours a week, but those figures reflect what established writers report, not what any writer is guaranteed. Price the discovery work explicitly. Interviews and research often take as long as the writing, and clients who see them in the quote are less surprised by the total.',
      "The biggest pitfall is waiting on the client. Website projects stall when material from the business, such as staff names, service details or photos, doesn't arrive, and deadlines slide while your time is already booked. Agree in writing what the client must supply and by when, and what happens if it is late. Also avoid writing for a layout you haven't seen: copy that doesn't fit the design gets cut by someone else, often badly.",
    ],
    hourlyRate: '$75-150/hour',
    monthlyPotential: '$7,000+',
    difficulty: 'Medium',
    timeCommitment: '15-20 hours per week',
    skills: [
      'Client interviews',
      'Information architecture',
      'Plain language',
      'On-page SEO',
      'Brand voice',
      'Project management',
    ],
  },
  {
    slug: 'press-release-writing',
    title: 'Press Release Writing',
    subtitle: 'Package real news so journalists can understand and use it quickly',
    description:
      'How freelance press release writing works: structure, what clients and journalists expect, typical rates, and the mistakes that get releases ignored.',
    content: [
      'A press release is a short, formal announcement written for journalists, analysts and the public record. Companies, non-profits, universities and public bodies use them to announce launches, funding rounds, partnerships, appointments, research findings and events. A good release runs 300 to 600 words and answers who, what, when, where and why in its first paragraph, so that a busy reporter can decide in seconds whether the news matters to their audience.',
      'Clients want releases that get picked up, and the experienced ones know the release is only one part of media outreach. What they need from a writer is a clear, accurate document that frames the news honestly, follows the expected format, includes a usable quote from a senior person and gives journalists everything they need to write a story. Public relations agencies are major employers of freelance release writers, especially when several client announcements land in the same week.',
      'A typical project begins with a briefing from the client or agency: the announcement, the key facts and figures, the people to quote and any embargo date. You draft a headline and subheadline, a dateline and lead paragraph, supporting paragraphs in order of importance, one or two quotes, and a short boilerplate paragraph about the organization. Then come the approvals, often from legal, executives and partners. The writing may take two to four hours; approvals can take days.',
      'The core skills come from journalism: finding the news in an announcement, writing a tight lead, ordering information by importance and keeping the language plain. Release writers also need to draft quotes that sound like a real person rather than a committee, and to check every fact, figure and name with care, because a release is a public statement. Most US agencies expect familiarity with AP style, and an understanding of how newsrooms work makes your releases more useful to the people who receive them.',
      'To break in, read releases in an industry you know on wire services and in company newsrooms, and notice which ones you would actually read. Then write two or three samples based on real public announcements, improving on the originals. Reach out to small PR agencies and to communications teams at non-profits, which often need extra writing help during busy periods. Newsroom experience is a natural advantage here, but clear thinking and careful fact-checking matter more than a press badge.',
      'Experienced press release writers commonly earn around $100-200 per hour of working time, usually quoted as a flat fee per release, and writers with steady agency relationships often report $5,000 or more a month. Those are market ranges, not guarantees, and your own results depend on the clients you work with and how often they have news to announce. Include a set number of revision rounds in your fee, since approvals involving several stakeholders can otherwise multiply the work.',
      'The most common pitfalls are hype and hiding the news. Releases full of words like "industry-leading" and "revolutionary" are ignored by journalists and undermine the client\'s credibility. If the first paragraph doesn\'t say what happened, the release has failed. Respect embargoes and never share an announcement before its release time. And decline to write claims you can\'t verify: a release that overstates results can create legal and reputational problems for everyone involved.',
    ],
    hourlyRate: '$100-200/hour',
    monthlyPotential: '$5,000+',
    difficulty: 'Medium',
    timeCommitment: '2-4 hours per project',
    skills: ['News judgment', 'AP style', 'Quote writing', 'Fact-checking', 'Concise writing'],
  },
  {
    slug: 'newsletter-writing',
    title: 'Newsletter Writing',
    subtitle: 'Keep a regular conversation going with readers who chose to hear from an organization',
    description:
      'Freelance newsletter writing explained: brand and editorial newsletters, what clients expect, building a repeatable process, and avoiding common pitfalls.',
    content: [
      'Newsletters have become one of the most valued formats in digital publishing. Companies use them to keep customers informed, professional associations to serve members, non-profits to keep supporters close, and independent publishers build entire businesses on them. Freelance newsletter writers produce regular issues: curating news, writing short commentary, summarizing longer content, introducing a feature, or writing the whole issue in a single consistent voice. The defining feature is rhythm. Readers expect each issue on schedule and in a familiar shape.',
      'What clients want is an issue their readers look forward to opening. That means a reliable format, a clear point of view and content that earns its place in a crowded inbox. Brand newsletters need to balance useful content with gentle promotion. Editorial newsletters need sharp curation and a voice readers trust. Association and internal newsletters need accuracy and an even tone. Across all of them, clients value writers who can take over the whole process, so that the newsletter no longer depends on one busy staff member.',
      "A typical issue follows a template agreed at the start: an opening note, a lead item, several shorter items with links, and a closing section or call to action. Each week or month you gather material, select what matters, write the copy and deliver it ready to paste into the client's email platform, with a subject line and preview text. Once the process is established, a weekly issue might take four to six hours, with research taking a large share of that time.",
      'Strong newsletter writers combine editorial judgment with efficiency. You need to decide quickly what is worth including and say why it matters in two or three sentences. You need a distinctive but appropriate voice that stays consistent from issue to issue. Subject lines matter as much as in marketing email, so it helps to understand open rates and simple testing. Organization is essential too: a running file of ideas, sources and links makes each issue faster to produce than the last.',
      'To get started, launch a small newsletter of your own on a topic you know well, even if it has only a few dozen subscribers. Ten consistent issues are the best portfolio you can have, because they show exactly what a client would get. Then approach organizations whose newsletters have gone quiet or irregular, which is easy to spot once you subscribe. Writers who already produce blog or social content for a client are well placed to offer to take on the newsletter as well.',
      'Newsletter work is most often paid as a monthly retainer covering a set number of issues, though some clients pay per issue. Fees range widely with frequency, length, the amount of research and curation involved, and whether you also manage the email platform, so we do not quote a single typical hourly figure. Before you agree a retainer, track how long your first two or three issues really take, and make sure the fee still works at that pace.',
      "The main pitfalls are drift and overcommitment. Without a clear template and goal, issues wander and readers drift away. Agree the format, the purpose and the approval process at the start, and revisit them every few months using open and click data. Be careful with curation: credit sources properly and never reproduce another publication's work beyond a short quote. And don't accept a weekly schedule you can't sustain; a missed issue is far more visible than a missed blog post.",
    ],
    difficulty: 'Medium',
    timeCommitment: '4-6 hours per issue',
    skills: ['Curation', 'Editorial voice', 'Subject lines', 'Summarizing', 'Consistency'],
  },
  {
    slug: 'video-script-writing',
    title: 'Video Script Writing',
    subtitle: 'Write for the ear and the eye: explainers, ads, tutorials and channel content',
    description:
      'What freelance video script writing involves, from explainers to channel episodes: what clients expect, typical rates, and how to build a portfolio.',
    content: [
      "Video is everywhere, and nearly every video that isn't improvised starts with a script. Freelance script writers produce explainer videos for software companies, short social ads, product demonstrations, training and onboarding videos, episodes for creators' and businesses' video channels, and voiceover scripts for animation. The work ranges from a thirty-second ad to a fifteen-minute educational episode, but the core challenge is always the same: writing words meant to be heard, alongside pictures that carry part of the message.",
      'Clients want scripts that hold attention and are practical to produce. A marketing team wants a ninety-second explainer that makes a complicated product feel simple. A training department wants clear, accurate instructions that staff can follow. A creator wants a hook in the first few seconds and pacing that keeps viewers watching. All of them need scripts that fit a budget: a line like "we see a crowded stadium" costs far more to film than it takes to write, and clients appreciate writers who know that.',
      'A typical project begins with a brief covering the audience, the message, the length, the style and the production approach, whether live action, animation, screen recording or a presenter speaking to camera. You then write a short outline or treatment for approval, followed by the full script, often in a two-column format with visuals on one side and narration or dialogue on the other. Expect a read-through or a revision round once the producer or director has reviewed it.',
      'The key skills are writing for the ear and thinking visually. Spoken sentences need to be shorter and simpler than written ones, with a rhythm that sounds natural aloud. As a rough guide, narration runs at around 140 to 160 words per minute, so a two-minute video leaves room for only about 300 words. Good script writers let the visuals carry what words would labor over, build content around a strong hook and a clear payoff, and read every line aloud before submitting.',
      "To get started, write spec scripts: pick a product you like that has a weak explainer video and write a better one, or script an episode for a channel in your niche. Record a rough read-through on your phone to test the timing. Small video production studios and animation companies make good first clients, since they regularly need writers for client projects. Writers with blog or copywriting experience can often move into scripts by offering to turn a client's best articles into video.",
      'Experienced video script writers typically earn around $100-200 per hour, usually quoted per finished minute or per project rather than per word. Writers with regular work from studios or creators often report $6,000 or more a month, but those figures describe established writers and are not a promise of income, and the volume of video work can be uneven. Clarify how many revision rounds are included, and whether changes requested after filming count as a new piece of work.',
      "The common pitfalls are writing an article and calling it a script, and ignoring the realities of production. Long sentences, dense statistics and nested clauses are hard to follow by ear. Scripts that need locations, actors or animation the budget can't support get rewritten by someone else. Time every draft aloud. And agree early who has the final say, since scripts pass through many hands, and be clear about credit when the work is for a creator who presents it as their own.",
    ],
    hourlyRate: '$100-200/hour',
    monthlyPotential: '$6,000+',
    difficulty: 'Medium',
    timeCommitment: '5-8 hours per project',
    skills: ['Writing for the ear', 'Visual storytelling', 'Script formatting', 'Pacing and timing', 'Hooks'],
  },
  {
    slug: 'content-editing',
    title: 'Content Editing',
    subtitle: "Make other people's writing clearer, tighter and ready to publish",
    description:
      'Freelance content editing explained: developmental, line and copy editing, what clients expect, typical rates, and how writers move into editing.',
    content: [
      'Content editors take drafts written by others and turn them into pieces ready to publish. Depending on the job, that can mean developmental editing, which looks at structure and argument; line editing, which improves clarity and flow sentence by sentence; copy editing for grammar, consistency and house style; and proofreading at the final stage. Many organizations now publish more content than ever, from several writers, subject experts and internal teams, and they need skilled editors to keep quality and voice consistent.',
      "Clients hire editors to protect their reputation and to save time. A content agency wants someone who can bring every writer's draft up to the same standard before it reaches the client. A company publishing articles by its engineers or doctors wants those experts' ideas made readable without losing accuracy. A publisher wants consistency with its style guide and confidence that facts have been checked. In every case, the client wants clean copy delivered on time, with changes explained where they matter.",
      'A typical engagement is a regular flow of pieces rather than a single project. You might edit ten to twenty articles a week for an agency, working in tracked changes with comments for each writer. Every piece gets a structural read, a line edit, a consistency check against the style guide and a final proofread. Many editors also send writers brief feedback notes, which helps the whole team improve and, over time, reduces the amount of editing each piece needs.',
      "Editing demands a strong command of grammar and style, but judgment matters more. A good editor knows when to change something and when to leave the writer's voice alone, can explain a change in a sentence, and can spot the structural problem behind a dozen awkward lines. Familiarity with major style guides such as AP and Chicago, solid fact-checking habits, and comfort with editing tools and content management systems are expected. So is tact: writers do better work with editors who respect them.",
      'Most content editors start as writers. If you have published regularly and been edited plenty yourself, you already understand the process from the other side. Build your case by editing sample pieces and showing before-and-after versions, with notes explaining your changes. Take a recognized editing course or test if you want a credential. Agencies and publications often promote reliable writers into editing roles, and inside the collective, consistently clean submissions and careful revisions are noticed by the editorial team.',
      'Experienced content editors typically earn around $75-150 per hour, with rates quoted per hour, per word or per piece depending on the client. Editors with steady agency or publisher relationships working twenty to twenty-five hours a week often report $8,000 or more a month, but those figures are not guaranteed and depend on your clients and workload. Developmental and technical editing usually command higher rates than proofreading, so be clear about which level of edit each job requires.',
      'The biggest pitfalls are scope confusion and over-editing. A client who asks for a "quick proofread" of a draft that needs restructuring will be unhappy either way, so look at a sample before you quote and agree the level of edit in writing. Resist rewriting in your own voice: your job is to make the writer\'s piece better, not to replace it. And watch your volume, because editing quality falls sharply when you are tired, and missed errors reflect on you.',
    ],
    hourlyRate: '$75-150/hour',
    monthlyPotential: '$8,000+',
    difficulty: 'Advanced',
    timeCommitment: '20-25 hours per week',
    skills: ['Line editing', 'Copy editing', 'Style guides (AP, Chicago)', 'Fact-checking', 'Constructive feedback'],
  },
  {
    slug: 'landing-page-copy',
    title: 'Landing Page Copy',
    subtitle: 'Write single-purpose pages that turn visitors into sign-ups, leads and sales',
    description:
      'What landing page copywriting involves, why it commands some of the highest writing rates, what clients measure, and how to build the skills to compete.',
    content: [
      "A landing page is a web page with a single job: getting a visitor to take one action, such as starting a trial, booking a demo, downloading a guide or buying a product. Landing page copy is among the most valuable writing a business buys, because it sits at the point where advertising spend turns into revenue. A small improvement in the conversion rate of a page that receives thousands of paid visitors can be worth far more than the writer's fee, which is why experienced landing page writers command some of the highest rates in freelance writing.",
      'Clients want pages that convert, and they usually measure the result. Software companies, online course creators, e-commerce brands, agencies and professional services firms all run landing pages for campaigns and product launches. They expect a writer to understand their customer deeply, identify the main objection that stops people from acting, and structure the page to answer it. Many also want variants for testing, so they can compare headlines, offers or page structures and keep whichever performs best.',
      "A typical project starts with research rather than writing. You review the product, interview the client or their sales team, read customer reviews and support tickets, and study competitors' pages. From that you build a message hierarchy: the core promise, the key benefits, the proof and the objections to answer. Then you write the page section by section, from headline, subheadline and benefits to social proof, FAQs and the call to action, often working alongside a designer. Eight to twelve hours for a single page is normal.",
      "The essential skills are customer research, persuasive structure and precise language. Strong landing page writers can turn a list of features into clear outcomes for a specific reader, write headlines that communicate value in seconds, and use testimonials, data and guarantees honestly. They understand how layout, load speed and form length affect results, even if they don't build the page themselves. And they are comfortable with testing, treating a first draft as a hypothesis rather than a finished work.",
      'Most landing page writers arrive after building experience in other copywriting, such as email, website content or sales copy. To get started, rewrite the landing pages of products you know, documenting your research and the reasoning behind each section. Offer to write a test variant for an existing page, which is a lower-risk way for a client to try a new writer. Results matter in this field, so ask every client for permission to share the outcome of tests your copy was part of.',
      'Experienced conversion copywriters often charge around $250-500 per hour of working time, usually quoted as a project fee that includes research and revisions. Writers with a strong track record and steady clients report monthly income of $12,000 or more, but that is the top of the market, reached after years of proven results, and nothing about it is guaranteed. Newer writers usually start at lower project fees and raise them as they collect measurable results to show.',
      "The pitfalls are serious because the stakes are. Never invent testimonials, statistics or scarcity; false claims can breach consumer protection rules and destroy trust. Don't promise a client a specific conversion rate, because too many factors outside the copy affect it. Insist on a clear brief and access to real customer insight, since guessing at the audience produces generic pages. And agree how success will be measured before launch, so that a disappointing result leads to a useful test rather than an argument.",
    ],
    hourlyRate: '$250-500/hour',
    monthlyPotential: '$12,000+',
    difficulty: 'Advanced',
    timeCommitment: '8-12 hours per project',
    skills: ['Conversion copywriting', 'Customer research', 'Headline writing', 'A/B testing', 'Offer positioning'],
  },
];

export function findArticle(slug: string): ArticleContent | undefined {
  return ARTICLES.find((article) => article.slug === slug);
}
