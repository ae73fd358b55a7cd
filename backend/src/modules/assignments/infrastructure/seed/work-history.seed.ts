import type { HistoryItem } from '../../application/ports/assignment-seed';

/** Paragraphs of a handed-in text, separated by blank lines as the member's editor keeps them. */
const text = (...paragraphs: string[]): string => paragraphs.join('\n\n');

const FERNHOLLOW_COPY = text(
  'ABOUT PAGE',
  'We started Fernhollow because of one cup of tea.',
  'In 2014, our founder, Mara Ellison, was handed a bowl of green tea in a farmhouse kitchen outside Shizuoka. It tasted of cut grass and sea air and something sweet she could not name. The family had grown it on the same hillside for four generations. Back home in Asheville she could not find anything like it on a shelf, so she began importing it herself, a few kilos at a time.',
  'Ten years on, we still buy the way we started: directly from the people who grow the leaf. We work with eleven family gardens in Darjeeling, Yunnan and Shizuoka, and we visit every one of them. We taste each harvest before we buy it, we pay for it before it ships, and we pay above the auction price, because good tea takes more care than ordinary tea and the people who make it should be able to keep making it.',
  'That is the whole of our method. No blends built to hide a weak harvest, no flavorings, no tea that has waited a year in a warehouse. When a garden has a difficult season, we tell you, and we buy less. When a garden has a great one, we tell you that too.',
  'What reaches your cup is tea with a place and a person behind it. We think you can taste the difference. We hope you will.',
  'SUBSCRIPTION PAGE',
  'Headline: A garden’s best tea, at your door each month',
  'Subhead: One single-origin tea a month, chosen by us from the family gardens we buy from directly, sent in the season it tastes best.',
  'Picked at its peak. We send each tea in the month it is at its finest: a bright first-flush Darjeeling in spring, a sweet Shizuoka sencha in early summer, a roasted Yunnan oolong when the evenings turn cold. You drink the year as the growers live it.',
  'Know who made it. Every tin arrives with a card about the garden, the family who runs it and the weather that shaped the harvest, along with brewing notes we have tested in our own kitchen, so your first cup is as good as your tenth.',
  'Simple to keep, simple to pause. Twenty-four dollars a month, shipping included. Skip a month, change your address or cancel from your account whenever you like, with no phone call and no questions.',
  'Call to action: Start with this month’s tea',
  'Under the button: Your first tin ships within two business days. Fifty grams makes about twenty-five cups.',
);

const RIVERBEND_FIRST_DRAFT = text(
  'Why Every Household Needs an Emergency Fund',
  'An emergency fund is a sum of money set aside specifically for unexpected expenses. Financial experts generally recommend keeping three to six months of essential living expenses in an emergency fund, held in a liquid account that you can access quickly and without penalties.',
  'Why does this matter? Because unexpected expenses are, over time, quite predictable. Most households will face a car repair, a medical bill, a gap between jobs or an urgent home repair in any given few years. Without an emergency fund, these costs often end up on a credit card, where interest can turn a $1,000 problem into a much larger one over the months it takes to pay it down.',
  'What counts as an emergency? A useful rule is that an emergency is necessary, urgent and unexpected. A broken furnace in January qualifies. A sale on a new television does not. Neither, really, does a holiday, a birthday or an annual insurance premium: these are expenses you can see coming, and they are better handled with a separate savings goal.',
  'Where should you keep it? Liquidity is the priority. Your emergency fund should sit in an account that is safe, insured and easy to reach, but not so easy that you dip into it for everyday spending. A savings account separate from your checking account works well for most people. A high-yield account can help the balance grow a little, but the rate matters less than the habit.',
  'How do you build it? Start by adding up your essential monthly expenses: housing, utilities, food, transportation, insurance and minimum debt payments. Multiply that figure by three to get your first target. Then choose an amount you can save each pay period and move it as soon as your paycheck arrives, before you have a chance to spend it.',
  'If three months of expenses sounds like a lot, that is because it is. For a household spending $3,000 a month on essentials, the target would be $9,000, and it may take a year or more to reach. That is normal. What matters is that you begin.',
  'Once you use your emergency fund, the next step is to rebuild it. Resume your regular contributions as soon as you can, and consider adding windfalls such as a tax refund to bring the balance back up faster.',
  'Riverbend members can set up automatic transfers from checking to savings in online banking.',
);

const RIVERBEND_REVISION = text(
  'The Money That Keeps a Bad Week From Becoming a Bad Year',
  'The car makes a new noise on the way to work. By Friday the mechanic has a number for you: $780 for the transmission, and you need the car to get to your job. For a lot of families, that moment decides whether the next six months are fine or hard. An emergency fund is what makes them fine.',
  'An emergency fund is simply money set aside for things that are necessary, urgent and unexpected. A car repair qualifies. So does a broken furnace in January, a visit to urgent care or a few weeks between jobs. A holiday, a birthday or the insurance bill that arrives every October does not: you can see those coming, and they deserve their own savings goal.',
  'You may have heard that you should save three to six months of expenses. That is a good long-term goal, but it is not where you start. Start with $500. That amount covers a surprising number of the bills that would otherwise go on a credit card, where a $500 problem can grow into a $600 one by the time it is paid off.',
  'The easiest way to get there is to stop relying on willpower. Pick an amount small enough that you will not miss it, and have it move on its own the day you are paid. Twenty dollars a payday, every two weeks, is $520 in a year. Fifty dollars a payday gets you there in five months. A tax refund or the money from a bike you no longer ride can speed things along, but the automatic transfer is what keeps it going.',
  'Keep the fund somewhere safe and separate. A savings account that is not linked to your debit card works well: the money is there the same day you need it, but it is not sitting in your checking balance looking like spending money. The interest rate matters much less than the separation. Give the account a name that reminds you what it is for, such as Car and Furnace, and you will think twice before moving money out of it for anything else.',
  'When you do use it, and you will, that is not a failure. That is the fund doing its job. Restart your transfers the next payday and let it fill again. Once you reach $500, keep going toward one month of expenses, then three. Each step makes the next surprise a little smaller.',
  'You do not need a lot of money to start. You need a first transfer.',
  'Riverbend members can set up an automatic transfer to savings in a few minutes, in online banking or at any branch.',
);

const THIMBLE_AND_THREAD_POST = text(
  'What Your First Quilt Will Teach You',
  'Every quilter in our Tuesday evening class remembers their first quilt, and almost none of them remember it as perfect. That is the point. A first quilt is less a finished object than a short course in patience, measuring and forgiving yourself, with a warm blanket at the end of it.',
  'Cutting is half the work',
  'Most beginners imagine quilting as sewing. In practice, the first few evenings are mostly cutting. You will learn to square up fabric, line up a ruler and run a rotary cutter away from your body. It feels slow. It is slow. But accurate pieces are what make the seams meet later, and the time you spend here saves you hours of unpicking.',
  'A tip from our instructors: press your fabric before you cut it, and cut only a few layers at a time. A stack that is too thick will shift, and a sixteenth of an inch off at the cutting mat becomes a quarter of an inch off by the time you join the rows.',
  'The quarter-inch seam will humble you',
  'Nearly every pattern assumes a consistent quarter-inch seam allowance. On paper this is simple. At the machine, your seams will wander, especially at the start and end of each piece, and you will notice when your first block comes out a little smaller than the pattern promised.',
  'This is normal, and it is fixable. A quarter-inch presser foot helps, and so does a strip of painter’s tape on the machine bed as a guide. Sew a test seam on scraps, measure it, and adjust before you start on your real pieces. By your third or fourth block, your hands will start to find the line on their own.',
  'Your points will not match (and that is fine)',
  'Somewhere around the middle of the quilt, you will sew two rows together and find that the tips of your triangles do not quite meet. Quilters call this losing your points, and every one of them has done it.',
  'Pinning at the seam intersections helps, as does pressing seams in opposite directions on neighboring rows so they nest together. But the more important lesson is perspective: from across a room, no one sees a point that is an eighth of an inch off. They see the colors you chose and the fact that you made it.',
  'Finishing is a skill of its own',
  'Once the top is pieced, there is still the quilt sandwich (top, batting and backing), the quilting that holds the layers together, and the binding around the edge. Many first quilts stall here, folded in a closet with the top done and the rest waiting.',
  'Our advice: plan the finish before you start. Choose a simple quilting pattern, such as straight lines an inch apart, that you can sew on a home machine. Cut your binding strips on the same evening you cut your pieces, so they are ready when you are. A finished quilt with simple quilting is worth far more than a beautiful top that never leaves the closet.',
  'What you will take with you',
  'By the end you will have a quilt, and you will also have a set of habits: measure twice, test first, press as you go, and keep going when something is not perfect. Those habits carry into your second quilt, and your tenth.',
  'If you are thinking about starting, our beginner class meets on Tuesday evenings and supplies the cutting mats and rulers. Bring a little patience. We will supply the rest.',
);

const QUAYSIDE_WEBHOOK_GUIDE = text(
  'Verifying webhook signatures',
  'Every webhook Quayside sends is signed, so your endpoint can confirm that an event really came from us and was not changed or replayed on the way. Verify the signature on every request before you act on the event. An unverified endpoint will happily mark an order as paid for anyone who knows its URL.',
  'What the signature header contains',
  'Each request carries a Quayside-Signature header with a timestamp and one or more signatures, separated by commas:',
  '    Quayside-Signature: t=1767225600,v1=66767d6306a1173a1e9c6a7f1a0ffa2b9f613e44c1a02c71704222e753465204',
  't is the time we sent the request, in seconds since the Unix epoch. v1 is an HMAC-SHA256 of the signed payload, in hexadecimal, computed with your endpoint’s signing secret. The signed payload is the timestamp, a period, and the raw request body, exactly as we sent it. You will find the signing secret on the endpoint’s page in the dashboard; it starts with whsec_.',
  'Computing and comparing the signature',
  'You need the raw body, byte for byte. If your framework parses JSON before your handler runs, turn that off for this route: a body that has been parsed and serialized again will not match, even when the data is the same. The example below uses only the Node.js standard library.',
  [
    "    const crypto = require('node:crypto');",
    '',
    '    const TOLERANCE_SECONDS = 300;',
    '',
    '    function verifySignature(rawBody, header, secret) {',
    "      const fields = header.split(',').map((field) => field.trim().split('='));",
    "      const timestamp = Number(fields.find(([key]) => key === 't')?.[1]);",
    "      const signatures = fields.filter(([key]) => key === 'v1').map(([, value]) => value);",
    '      if (!Number.isInteger(timestamp) || signatures.length === 0) return false;',
    '      if (Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_SECONDS) return false;',
    '',
    "      const expected = crypto.createHmac('sha256', secret).update(timestamp + '.').update(rawBody).digest();",
    '      return signatures.some((signature) => {',
    "        const received = Buffer.from(signature, 'hex');",
    '        return received.length === expected.length && crypto.timingSafeEqual(received, expected);',
    '      });',
    '    }',
  ].join('\n'),
  'If the function returns false, answer 400 and do nothing else. If it returns true, answer 200 quickly and do the slow work (emails, fulfilment) afterwards; we retry any request that takes longer than ten seconds.',
  'Why the comparison must take constant time',
  'An ordinary string comparison stops at the first character that differs, so a wrong guess that shares a longer prefix with the real signature takes a little longer to reject. Over many thousands of requests, an attacker can measure that difference and recover a valid signature one character at a time. timingSafeEqual always compares every byte, so the time it takes reveals nothing.',
  'Rejecting replays',
  'A signature proves the request came from us, but not that it is new: someone who captures a request could send it again. The timestamp is part of the signed payload, so it cannot be altered without breaking the signature, and the five-minute tolerance above refuses old copies. Keep your server’s clock synchronized, and record each event’s id so that a retried event is processed only once.',
  'Rotating the signing secret',
  'To rotate a secret, choose Roll secret on the endpoint’s page. For the next 24 hours we sign every event with both the old and the new secret, so the header carries two v1 values and the code above accepts either. The developer should deploy the new secret within that window; after it, only the new one is used.',
);

const HOLLIS_SURVEY_SUMMARY = text(
  'Spring Patron Survey: Summary for the Board of Trustees',
  'Summary. The district’s spring survey drew 1,840 responses. Three findings matter most for next year’s priorities. Digital borrowing now rivals print among our most active patrons. The strongest unmet demand is for longer hours, above all weekday evenings at the Eastbrook branch. And the survey under-represents younger adults and people who have stopped using the library, so it should guide, not settle, decisions about outreach.',
  'Who answered',
  'Of the 1,840 responses, 1,512 (82%) came in online and 328 (18%) on paper at the branches. Respondents skew older: 61% were 45 or over, against 44% of cardholders in the registration data supplied with the results. Only 110 respondents (6%) were under 25. Ninety-four said they had not visited in the past year; because that group is under 100, its answers are noted below but should not be relied on.',
  'How people use the library',
  'Print is still the core: 78% borrowed a physical item in the past year. But 54% used the ebook and audiobook app, and among weekly visitors (702 respondents) that rises to 69%. Programs reach fewer people, with 31% attending at least one event; among parents who answered, 72% named children’s story time as the program they value most.',
  'On-site computers and Wi-Fi were used by 22% of all respondents but by 41% of paper respondents. People who rely on the library’s computers are less likely to answer an online survey, so this figure probably understates how much those services matter.',
  'What patrons want more of',
  'Asked to choose up to three improvements, respondents picked longer opening hours (47%), shorter waits for new releases (39%), more digital titles (33%), quiet study space (21%) and adult classes (18%). Requests for more digital titles came mostly from weekly visitors, which matches the borrowing pattern above. The open comments point to where hours matter: 212 comments mention Eastbrook’s 6 p.m. weekday closing, more than any other single subject.',
  'Satisfaction is high. Overall, 88% were satisfied or very satisfied, and staff helpfulness scored highest, at 93%. Parking at the Main branch scored lowest, with 52% satisfied; most parking comments mention Saturday mornings, when story time and the book sale overlap.',
  'Lapsed users (94 respondents, treat with caution) most often gave inconvenient hours (38 of them) and buying or streaming instead (29) as their reason for staying away.',
  'Where the survey is weak',
  'The survey was voluntary and mostly online, so it over-represents engaged, older patrons. Under-25s and lapsed users are too few to support firm conclusions, and non-users were not reached at all. Before committing budget to outreach, the board may want a short in-person survey at the high school and the community college, and a few questions added to the summer reading sign-up.',
  'Questions for the board',
  'Should evening hours at Eastbrook be tested for one season before a permanent change? Should part of next year’s collection budget shift from print copies of new releases to digital licenses, given where the most active patrons now borrow?',
);

const LANTERN_HILL_ARTICLE = text(
  'The First Week: When Your Parent Moves Into Assisted Living',
  'You have packed the boxes, hung the pictures and said goodbye at the door. Now comes the part no checklist covers: the first week, when your parent is settling in and you are wondering whether you made the right choice.',
  'Expect it to feel unsettled',
  'Almost everyone finds the first days hard, residents and families alike. New routines, new faces and a new bed take time. Your parent may be tired, quiet or short-tempered, and some people seem fine at first and find the second week harder. None of this means the move was a mistake. Most residents begin to feel at home within a month or two.',
  'Visit, but not all day',
  'Short, regular visits usually help more than long ones. Thirty minutes to an hour every day or two lets your parent know you are close without keeping them from meals, activities and the neighbors they are starting to meet. If you can, come at different times of day, so you see how the community feels at breakfast and in the evening.',
  'When they say they want to go home',
  'Hearing this is painful, and it is very common. Try not to argue or promise a date you cannot keep. Acknowledge the feeling instead: it makes sense that you miss the house. Then talk about something in the present, such as a meal, a new friend or the view from the window. Often "home" means a feeling of comfort and control, and that feeling can grow here too.',
  'Make the staff your partners',
  'The people caring for your parent want to know them. Tell them about routines, favorite foods, the stories your parent loves to tell and what tends to upset them. Ask how the day went and share what you notice. Small details, like how they take their coffee, make a real difference.',
  'Look after yourself',
  'Guilt, relief and grief can all arrive at once, sometimes in the same afternoon. That is normal too. Sleep, eat a proper meal and let a friend take you out for coffee. Your parent will do better with a rested visitor than an exhausted one, and this move is a change for you as well. Give yourself time, too.',
  'Our family liaison is here for you as well as your parent, and can be reached by phone any weekday.',
);

/** The first version of the Lantern Hill article, before the editor's two comments (D22: the seeded revision). */
const LANTERN_HILL_FIRST_VERSION = text(
  'The First Week: When Your Parent Moves Into Assisted Living',
  'You have packed the boxes, hung the pictures and said goodbye at the door. Now comes the part no checklist covers: the first week, when your parent is settling in and you are wondering whether you made the right choice.',
  'Expect it to feel unsettled',
  'Almost everyone finds the first days hard, residents and families alike. New routines, new faces and a new bed take time. Your parent may be tired, quiet or short-tempered. None of this means the move was a mistake. Most residents begin to feel at home within a month or two.',
  'Be there as much as you can',
  'In the first week, visit every day and stay as long as you are able. Your presence is the one familiar thing in a new place, and long afternoons together will help your parent feel that nothing important has changed.',
  'When they say they want to go home',
  'Hearing this is painful, and it is very common. Try not to argue or promise a date you cannot keep. Acknowledge the feeling instead: it makes sense that you miss the house. Then talk about something in the present, such as a meal, a new friend or the view from the window.',
  'Make the staff your partners',
  'The people caring for your parent want to know them. Tell them about routines, favorite foods, the stories your parent loves to tell and what tends to upset them. Ask how the day went and share what you notice.',
  'Look after yourself',
  'Guilt, relief and grief can all arrive at once, sometimes in the same afternoon. That is normal too. Your parent will do better with a rested visitor than an exhausted one.',
  'Our family liaison is here for you as well as your parent.',
);

const MARLOW_AND_FINCH_STORY = text(
  'The Second Page',
  'The envelope was addressed in a hand Nadia had not seen in eleven years, and she knew it before she had her glasses on. Her sister had always made her capital N like a small mountain range, three peaks, as if one were not enough. The flap had been pressed down twice, as though her sister had opened it again to add something and then thought better of taking it out.',
  'They had stopped speaking the winter their mother’s house was sold. It had not been one argument but a season of them: about the piano, about who had visited and who had only called, about the good china and the car and the lawyer’s fees, and finally about a sentence Nadia said on the porch with the movers watching, which she had regretted by the time she reached her car and had never once taken back. Elif stopped calling in March. Nadia told herself she would write in April, and then it was eleven years.',
  'She set the envelope against the sugar bowl and made coffee first, because it seemed important to be doing something ordinary with her hands.',
  'The letter was two pages. The first was news, written the way you would write to anyone: a new knee, a grandson who had learned to swim, the lilac by the garage finally blooming after Elif had given up on it. There was nothing about the porch or the piano. Nadia felt something close to anger.',
  'Then she turned to the second page.',
  'It had only three lines. I still have the piano. I never learned to play it. Come and show me the one you used to play for Mama, the one with the part that goes up.',
  'Nadia sat with the page for a long time. She could hear it, the small climb in the left hand that she had practiced on Sunday afternoons while their mother shelled peas at the kitchen table and pretended not to listen. She had not played in years. She was not sure her hands remembered. She held them out over the table anyway and moved her fingers, left hand low, right hand waiting, and felt the climb begin somewhere behind her knuckles.',
  'Outside, the mail carrier was working her way back down the other side of the street. Nadia watched her stop at each box, lift the flag, move on.',
  'She went to the drawer in the hall where she kept the good paper, the heavy cream sheets she had bought for thank-you notes and never used, and sat down at the kitchen table and uncapped a pen. She wrote the date. She wrote Dear Elif. And then, because she did not yet know what else to say, she wrote: Yes.',
  'It was not an apology, not exactly. But it was a beginning, and she understood, folding the page, that her sister had never needed an apology from her. She had only needed her to come back, and to bring her hands.',
);

const MARLOW_AND_FINCH_REVIEW = text(
  'Rosa, this is lovely, and the second page is exactly the heart we hoped the catalog would have: "the one with the part that goes up" is the line everyone here quoted back to each other. Three changes before we can run it:',
  '1. Cut the last paragraph. The story ends on "Yes." Everything after it explains what the reader has already felt, and our readers will trust you. If you want a final beat, a single physical image (the folded page, the flag going up on her own box) will do more than the explanation.',
  '2. Trim the backstory in the second paragraph to two or three sentences. We need the porch and the piano, but the list of arguments (the china, the car, the fees) slows us down just as the envelope has our attention. Keep "which she had regretted by the time she reached her car and had never once taken back": that line carries the whole estrangement.',
  '3. "Nadia felt something close to anger" is a good turn, but it arrives and leaves in one sentence. Give it one more line, what exactly angers her about the cheerful first page, so that the second page lands harder.',
  'With these cuts the story may drop to around 450 words; that is fine. Please send the revised version by the deadline.',
);

const TERN_AND_TIDE_DRAFT = text(
  'Paddle Into the Sunset',
  'The wind drops in the last hour of the day. The water goes still and copper, herons settle into the marsh grass, and the only sound is your paddle. This is the best time to be on the sound, and our two-hour sunset tour puts you right in the middle of it.',
  'No experience needed. Your guide starts every tour with a fifteen-minute lesson on the beach, and our sit-on-top kayaks are wide, steady and hard to tip. If you can ride a bike, you can do this.',
  'What you will see',
  'Ospreys returning to their nests on the channel markers, egrets working the shallows and, on most summer evenings, bottlenose dolphins passing the mouth of the creek.',
);

/**
 * Rosa Lindqvist's paid work, oldest first: five completed pieces (payouts completed, processing and pending),
 * one awaiting review, one sent back for a revision, one being written and one just accepted.
 */
export const WORK_HISTORY: readonly HistoryItem[] = [
  {
    title: 'Fernhollow Tea Company: About page and monthly subscription page',
    description:
      'Fernhollow is a small tea importer in Asheville, North Carolina that buys directly from family gardens in ' +
      'Darjeeling, Yunnan and Shizuoka. Write the About page (who they are, how they source and why it matters) ' +
      'and the landing page for their monthly tea subscription. Calm and knowledgeable, never precious: the reader ' +
      'should finish wanting to try a cup.',
    type: 'copywriting',
    wordCount: 450,
    payRate: '250.00',
    isPerWord: false,
    requirements:
      'About page of 250 to 300 words. Subscription page with a headline under 60 characters, three benefit ' +
      'blocks and a closing call to action.',
    status: 'completed',
    acceptedDaysAgo: 140,
    deadlineInDays: -126,
    versions: [{ daysAgo: 131, content: FERNHOLLOW_COPY }],
    draft: null,
    reviewNotes:
      'Approved as written. The founder’s story opens the About page without sentiment, and "we tell you, and we ' +
      'buy less" is the most honest line on the site. The client asked us to change "twenty-four dollars" to ' +
      '"$24" on the subscription page for the price badge; we made that edit on our side.',
    reviewedDaysAgo: 128,
    payout: { status: 'completed', daysAgo: 120, completedDaysAgo: 115 },
  },
  {
    title: 'Riverbend Credit Union: a newsletter article on starting an emergency fund',
    description:
      'Riverbend is a member-owned credit union in western Pennsylvania. For its member newsletter, write a short, ' +
      'encouraging article on emergency funds: what counts as an emergency, how much to aim for at first, where to ' +
      'keep the money and how to build it without feeling it. Many readers live paycheck to paycheck: no shaming, ' +
      'no jargon.',
    type: 'article',
    wordCount: 450,
    payRate: '0.08',
    isPerWord: true,
    requirements:
      'One concrete example with round numbers. End with one line pointing to the automatic-transfer feature.',
    status: 'completed',
    acceptedDaysAgo: 106,
    deadlineInDays: -93,
    versions: [
      { daysAgo: 100, content: RIVERBEND_FIRST_DRAFT },
      { daysAgo: 95, content: RIVERBEND_REVISION },
    ],
    earlierRevisions: [
      {
        daysAgo: 98,
        notes:
          'The facts are right, but it reads like a brochure, and the brief asks for encouragement. Open with a ' +
          'moment the reader knows (a repair bill, a surprise expense) before any definition. Start the goal at a ' +
          'small, reachable sum, not three to six months of expenses, and give the one concrete example with round ' +
          'numbers. Keep it under 450 words.',
      },
    ],
    draft: null,
    reviewNotes:
      'Thank you for the quick turnaround on the revision. Opening with the transmission bill does exactly what ' +
      'we hoped: readers see themselves before they see a number, and starting at $500 instead of three months of ' +
      'expenses makes the goal feel reachable. "Twenty dollars a payday" is the example the client liked best. ' +
      'One small edit on our side: "savings account" became "share savings account", the credit union’s own term. ' +
      'Approved for the spring issue.',
    reviewedDaysAgo: 94,
    payout: { status: 'completed', daysAgo: 92, completedDaysAgo: 88 },
  },
  {
    title: 'Thimble & Thread Sewing Studio: what your first quilt will teach you',
    description:
      'A sewing studio and fabric shop in Portland, Maine runs a blog for beginners. Write a warm, encouraging post ' +
      'for people who have just signed up for their first quilting class, or are thinking about it: what the ' +
      'process looks like, what usually goes wrong and why it is worth finishing anyway.',
    type: 'blog_post',
    wordCount: 1200,
    payRate: '0.05',
    isPerWord: true,
    requirements: 'A subheading every 200 to 300 words. Mention the Tuesday evening beginner class once.',
    status: 'completed',
    acceptedDaysAgo: 72,
    deadlineInDays: -58,
    versions: [{ daysAgo: 61, content: THIMBLE_AND_THREAD_POST }],
    draft: null,
    reviewNotes:
      'A joy to edit. The section on losing your points is the most reassuring thing we have published for ' +
      'beginners, and the instructors checked every technical tip. Note for next time: the piece came in shorter ' +
      'than the 1,200-word target; the studio is happy with it, but tell us early when a brief needs fewer words.',
    reviewedDaysAgo: 59,
    payout: { status: 'completed', daysAgo: 57, completedDaysAgo: 53 },
  },
  {
    title: 'Quayside Payments: developer guide to verifying webhook signatures',
    description:
      'Quayside Payments processes card payments for small online shops. Its developer documentation needs a page ' +
      'on verifying webhook signatures: what the signature header contains, how to compute and compare the ' +
      'signature, how to reject replayed requests and how to rotate the signing secret. The reader is a developer ' +
      'wiring up webhooks for the first time.',
    type: 'technical',
    wordCount: 600,
    payRate: '320.00',
    isPerWord: false,
    requirements:
      'A Node.js example using only the standard library. Explain why the comparison must take constant time.',
    status: 'completed',
    acceptedDaysAgo: 52,
    deadlineInDays: -38,
    versions: [{ daysAgo: 41, content: QUAYSIDE_WEBHOOK_GUIDE }],
    draft: null,
    reviewNotes:
      'Clear and accurate: our engineers ran the sample against the sandbox and it passed on the first try, ' +
      'rotation included. The constant-time section is the best explanation of it we have had. One style note: ' +
      'our docs use "you" throughout, so we changed "the developer" in the last section. Approved.',
    reviewedDaysAgo: 40,
    payout: { status: 'processing', daysAgo: 39, completedDaysAgo: null },
  },
  {
    title: 'Hollis County Library District: summary of the spring patron survey',
    description:
      'The library district ran a patron survey this spring and received 1,840 responses; the results file is ' +
      'supplied on acceptance. Summarize the findings for the board of trustees: who answered, how people use the ' +
      'library now, what they want more of, and where the survey is weak. The board reads it before setting next ' +
      'year’s priorities.',
    type: 'research',
    wordCount: 500,
    payRate: '0.07',
    isPerWord: true,
    requirements:
      'Every figure from the supplied results. Flag any finding based on fewer than 100 responses. A summary ' +
      'paragraph first.',
    status: 'completed',
    acceptedDaysAgo: 24,
    deadlineInDays: -9,
    versions: [{ daysAgo: 13, content: HOLLIS_SURVEY_SUMMARY }],
    draft: null,
    reviewNotes:
      'Exactly what the board needs: the summary stands on its own, and flagging the lapsed-user figures (94 ' +
      'responses) will keep us from over-reading them. I checked every number against the results file and they ' +
      'all match. One habit for future reports: give the base next to a percentage whenever it is not the full ' +
      '1,840. You did it for weekly visitors but not for the parents’ story-time figure; I added it. Approved, ' +
      'with thanks.',
    reviewedDaysAgo: 12,
    payout: { status: 'pending', daysAgo: 11, completedDaysAgo: null },
  },
  {
    title: 'Lantern Hill Senior Living: the first week after a parent moves into assisted living',
    description:
      'Lantern Hill runs three assisted-living communities in Wisconsin. For its family resource page, write an ' +
      'article for adult children whose parent has just moved in: what the first week usually feels like, how ' +
      'often to visit, how to answer "I want to go home" and how to work with the staff. Honest and gentle, with no ' +
      'sales language.',
    type: 'article',
    wordCount: 400,
    payRate: '0.06',
    isPerWord: true,
    requirements: 'No medical advice. Mention that the family liaison can be reached by phone any weekday.',
    status: 'submitted',
    acceptedDaysAgo: 9,
    deadlineInDays: 3,
    versions: [
      { daysAgo: 6, content: LANTERN_HILL_FIRST_VERSION },
      { daysAgo: 2, content: LANTERN_HILL_ARTICLE },
    ],
    earlierRevisions: [
      {
        daysAgo: 4,
        notes:
          'The tone is right: warm, plain and never salesy. Two things before it goes to the family page, both ' +
          'marked in the text: the visiting advice runs against what the care team tells families, and the ' +
          'closing line is missing what the brief asks for.',
      },
    ],
    comments: [
      {
        version: 0,
        passage: 'visit every day and stay as long as you are able',
        body:
          'Our care team asks families for the opposite in the first weeks: short, regular visits, so residents ' +
          'go to meals and activities and start to meet their neighbors. Could you turn this advice around?',
        daysAgo: 4,
        reply: {
          body:
            'Done: the section is now about short, regular visits, and I added the tip about coming at ' +
            'different times of day so families see breakfast and the evening too.',
          daysAgo: 2,
        },
        resolvedDaysAgo: 2,
      },
      {
        version: 0,
        passage: 'Our family liaison is here for you as well as your parent.',
        body: 'The brief asks us to say that the family liaison can be reached by phone any weekday.',
        daysAgo: 4,
        reply: null,
        resolvedDaysAgo: null,
      },
    ],
    draft: null,
    reviewNotes: null,
    reviewedDaysAgo: null,
    payout: null,
  },
  {
    title: 'Marlow & Finch Stationers: a short story for the winter catalog',
    description:
      'Marlow & Finch, an independent stationery maker, opens its winter catalog with a piece of short fiction. ' +
      'Write a story in which a handwritten letter changes something between two people. The paper can appear, ' +
      'but the story must stand on its own: readers should finish it before they turn to the products.',
    type: 'creative',
    wordCount: 500,
    payRate: '180.00',
    isPerWord: false,
    requirements: 'Around 500 words. Contemporary setting. No brand or product names in the story.',
    status: 'reviewed',
    acceptedDaysAgo: 14,
    deadlineInDays: 4,
    versions: [{ daysAgo: 5, content: MARLOW_AND_FINCH_STORY }],
    draft: null,
    reviewNotes: MARLOW_AND_FINCH_REVIEW,
    reviewedDaysAgo: 3,
    payout: null,
  },
  {
    title: 'Tern & Tide Kayak Tours: booking page for the sunset paddle',
    description:
      'A small kayak outfitter on the Outer Banks wants the booking page for its two-hour sunset tour: what you ' +
      'will see, who it is for, what is included and what to bring. Active and sensory, and reassuring for ' +
      'first-timers.',
    type: 'copywriting',
    wordCount: 300,
    payRate: '0.10',
    isPerWord: true,
    requirements:
      'Headline under 50 characters. Say that no experience is needed and that tours run rain or shine unless ' +
      'there is lightning.',
    status: 'in_progress',
    acceptedDaysAgo: 4,
    deadlineInDays: 6,
    versions: [],
    draft: TERN_AND_TIDE_DRAFT,
    reviewNotes: null,
    reviewedDaysAgo: null,
    payout: null,
  },
  {
    title: 'Ironbark Tools: README and quick-start for an open-source CSV validator',
    description:
      'Ironbark maintains rowguard, a small open-source command-line tool that checks CSV files against a schema. ' +
      'Its README has grown by accretion. Rewrite it: what the tool does in two sentences, installation, a ' +
      'five-minute quick-start with a sample file, the schema format and how to run it in continuous integration.',
    type: 'technical',
    wordCount: 1000,
    payRate: '200.00',
    isPerWord: false,
    requirements:
      'Markdown. Test every quick-start command on macOS and Linux. Keep the license and contributing sections ' +
      'as they are.',
    status: 'assigned',
    acceptedDaysAgo: 0,
    deadlineInDays: 10,
    versions: [],
    draft: null,
    reviewNotes: null,
    reviewedDaysAgo: null,
    payout: null,
  },
];
