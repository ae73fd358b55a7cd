import type { NewWritingPrompt } from '../../domain/writing/prompt';

/**
 * The writing prompt bank (D11): written for the collective's members, freelance writers who want practice
 * that carries over to paid work. Eleven prompts per category of the tools page, difficulty 1 (a warm-up of
 * a few hundred words) to 5 (a demanding form, research or a long piece). The seed inserts the prompts whose
 * title is new, so editing a text here does not change a stored prompt; add a prompt with a new title.
 */
export const WRITING_PROMPTS: readonly NewWritingPrompt[] = [
  // Fiction
  {
    category: 'Fiction',
    difficulty: 2,
    title: 'The Last Delivery',
    prompt:
      'A courier has one parcel left on the final day before the company closes for good. Write the scene in which they deliver it and discover why it was never collected before. Keep it under 1,000 words and end on an image rather than an explanation.',
  },
  {
    category: 'Fiction',
    difficulty: 3,
    title: 'Two Sides of the Counter',
    prompt:
      'Write a short story told almost entirely through a conversation between a pawnbroker and a customer trying to sell something that cannot be valued in money. Use no dialogue tag other than "said".',
  },
  {
    category: 'Fiction',
    difficulty: 3,
    title: 'The Unsent Reply',
    prompt:
      'A character finds a reply they drafted twenty years ago and never sent. Write the afternoon in which they decide whether to send it now. Reveal what the original message said only through what they do.',
  },
  {
    category: 'Fiction',
    difficulty: 2,
    title: 'Night Shift at the Observatory',
    prompt:
      'An astronomer on a remote night shift notices that a star she has catalogued for years is gone. Write the first 800 words of the story, grounding the strangeness in the routine details of her job.',
  },
  {
    category: 'Fiction',
    difficulty: 4,
    title: 'A Town That Votes on Everything',
    prompt:
      'Imagine a town where every household decision, from paint colors to baby names, is put to a public vote. Write a story about the first person who refuses to submit a question, and what the refusal costs them.',
  },
  {
    category: 'Fiction',
    difficulty: 3,
    title: 'Inheritance',
    prompt:
      "Two estranged siblings meet to divide their late parent's belongings. Write the scene around a single object both of them want, and let the reader understand their history without either of them summarizing it.",
  },
  {
    category: 'Fiction',
    difficulty: 1,
    title: 'Between Floors',
    prompt:
      'Write a 300-word flash fiction piece that begins when an elevator stops between floors and ends before it moves again. Give each of the two passengers a secret, and reveal only one of them.',
  },
  {
    category: 'Fiction',
    difficulty: 4,
    title: 'The Interpreter',
    prompt:
      'A court interpreter realizes mid-trial that the witness is lying in a way only she can detect. Write the next ten minutes in close third person, without letting her voice her dilemma aloud.',
  },
  {
    category: 'Fiction',
    difficulty: 5,
    title: 'Second Person, Present Tense',
    prompt:
      'Write a complete story in the second person and the present tense about someone learning a skill late in life. Make "you" earn its place: by the end the reader should see why the story could not be told any other way.',
  },
  {
    category: 'Fiction',
    difficulty: 2,
    title: 'The Street Nobody Has Seen',
    prompt:
      "A delivery driver's navigation app insists on a street that no one in the neighborhood has ever seen. Write the evening she decides to look for it.",
  },
  {
    category: 'Fiction',
    difficulty: 3,
    title: 'A Weekend in Documents',
    prompt:
      'Tell a story that takes place over a single weekend using only text messages, one voicemail transcript and one handwritten note. Every document must move the plot forward.',
  },
  // Non-fiction
  {
    category: 'Non-fiction',
    difficulty: 2,
    title: 'A Place That Changed',
    prompt:
      'Write a 700-word essay about a place you knew well that has since changed beyond recognition. Anchor it in three concrete before-and-after details, and resist nostalgia in the final paragraph.',
  },
  {
    category: 'Non-fiction',
    difficulty: 1,
    title: 'One Working Day',
    prompt:
      'Interview someone about their job, or draw on one you have held, and write a 600-word profile of a single ordinary working day, hour by hour, that reveals one thing outsiders always get wrong about the work.',
  },
  {
    category: 'Non-fiction',
    difficulty: 3,
    title: 'The Object Essay',
    prompt:
      'Choose an everyday object (a kettle, a library card, a bus pass) and write an essay that uses its history to say something larger about how people live now. Include at least two facts you verified in a primary source.',
  },
  {
    category: 'Non-fiction',
    difficulty: 4,
    title: 'Myth Versus Evidence',
    prompt:
      'Pick a widely repeated claim in a field you know well and write a 1,200-word explainer tracing where it came from, what the evidence shows and why the myth persists. List every source at the end.',
  },
  {
    category: 'Non-fiction',
    difficulty: 4,
    title: 'Local Story, National Angle',
    prompt:
      'Find a story in your local news from the past month and pitch it as a feature for a national outlet: a headline, a 150-word pitch paragraph, three people you would interview and the data you would need.',
  },
  {
    category: 'Non-fiction',
    difficulty: 2,
    title: 'The Review You Would Want to Read',
    prompt:
      'Review a book, restaurant, exhibition or app you tried this month in 500 words. Say who it is for and who should skip it, and give one specific detail no press release would mention.',
  },
  {
    category: 'Non-fiction',
    difficulty: 3,
    title: 'How the Invisible Works',
    prompt:
      'Write a 900-word explainer on something invisible but essential in your town: the water supply, the mail sorting office, the traffic lights. Assume a curious reader with no technical background.',
  },
  {
    category: 'Non-fiction',
    difficulty: 4,
    title: 'An Op-Ed in 650 Words',
    prompt:
      'Write a 650-word opinion piece arguing for one specific, practical change in how your community handles a shared problem. State your claim in the first two sentences and answer the strongest objection directly.',
  },
  {
    category: 'Non-fiction',
    difficulty: 5,
    title: 'An Oral History of One Year',
    prompt:
      'Record a conversation with someone older than you about a single year of their life and shape it into a 1,500-word first-person oral history. Keep their voice, cut your questions, and add a short introduction explaining your edits.',
  },
  {
    category: 'Non-fiction',
    difficulty: 3,
    title: 'The Number Behind the Headline',
    prompt:
      'Take one statistic you have seen quoted recently and write 700 words that put it in context: where the figure comes from, what it leaves out and what a reader should compare it with.',
  },
  {
    category: 'Non-fiction',
    difficulty: 2,
    title: 'Travel Without Clichés',
    prompt:
      'Write 800 words about a journey you took, short or long, without the words "breathtaking", "hidden gem", "bustling" or "nestled". Let one conversation with a stranger carry the piece.',
  },
  // Poetry
  {
    category: 'Poetry',
    difficulty: 2,
    title: 'Instructions for Leaving',
    prompt:
      'Write a poem in the form of instructions for leaving somewhere: a house, a job, a city or a relationship. Number the lines if it helps, and let the final instruction break the pattern.',
  },
  {
    category: 'Poetry',
    difficulty: 5,
    title: 'A Ghazal of the Small Hours',
    prompt:
      'Write a ghazal of at least five couplets about sleeplessness. End every couplet with the same word or phrase (the radif), rhyme the word just before it, and name yourself in the last couplet, as the form traditionally asks.',
  },
  {
    category: 'Poetry',
    difficulty: 1,
    title: 'Found in the Fine Print',
    prompt:
      'Take one page of an instruction manual, a recipe or a terms-of-service agreement and build a poem only from words on that page, kept in the order they appear.',
  },
  {
    category: 'Poetry',
    difficulty: 4,
    title: 'Sonnet for a Machine',
    prompt:
      'Write a Shakespearean sonnet (three quatrains and a couplet in iambic pentameter, rhymed ABAB CDCD EFEF GG) addressed to a machine you use every day. Let the couplet turn in a direction the reader does not expect.',
  },
  {
    category: 'Poetry',
    difficulty: 1,
    title: 'The Color of a Weekday',
    prompt:
      'Write a short poem that gives each day of the week a color, a sound and a texture. Avoid the obvious: Monday does not have to be grey.',
  },
  {
    category: 'Poetry',
    difficulty: 2,
    title: 'A Walk in Seven Haiku',
    prompt:
      'Write a sequence of seven haiku that follow a single walk from start to finish. Give each one a concrete seasonal image and keep abstractions out.',
  },
  {
    category: 'Poetry',
    difficulty: 3,
    title: 'The Person in the Photograph',
    prompt:
      'Write a poem in the voice of someone in a photograph you own but whose story you do not fully know. Let the speaker tell you what the camera missed.',
  },
  {
    category: 'Poetry',
    difficulty: 5,
    title: 'A Villanelle About a Habit',
    prompt:
      'Write a villanelle (nineteen lines: five tercets and a closing quatrain, two alternating refrains, two rhyme sounds) about a habit you cannot break. Let each refrain mean something slightly different every time it returns.',
  },
  {
    category: 'Poetry',
    difficulty: 2,
    title: 'Ode to an Unloved Thing',
    prompt:
      "Write an ode, extravagant and sincere, to something people usually complain about: a traffic cone, the dentist's chair, a Monday meeting, rain on a day off.",
  },
  {
    category: 'Poetry',
    difficulty: 3,
    title: 'The Receipt',
    prompt:
      'Choose a receipt from the past week and write a one-paragraph prose poem that imagines the life behind each line item.',
  },
  {
    category: 'Poetry',
    difficulty: 4,
    title: 'Erasure of a Letter',
    prompt:
      'Print a letter or email you received and black out words until a new message emerges. Then write a short note explaining what you chose to keep and why.',
  },
  // Creative
  {
    category: 'Creative',
    difficulty: 1,
    title: 'Six-Word Memoirs',
    prompt:
      'Write ten six-word memoirs, each for a different year of your life or a different character you have invented. Pick the strongest and expand it into a 200-word paragraph.',
  },
  {
    category: 'Creative',
    difficulty: 2,
    title: 'A Museum of Your Street',
    prompt:
      "Imagine your street is a museum. Write the labels for five exhibits (a lamp post, a neighbor's hedge, a pothole...), each 80 to 120 words, in the voice of a very serious curator.",
  },
  {
    category: 'Creative',
    difficulty: 2,
    title: 'Fairy Tale, Local News',
    prompt:
      'Retell a well-known fairy tale as a 500-word local news report, with a headline, a quote from a witness and a statement from the authorities.',
  },
  {
    category: 'Creative',
    difficulty: 3,
    title: 'The Recipe That Tells a Story',
    prompt:
      'Write a family recipe whose ingredient list and steps gradually reveal a story about the people who cook it. The reader should be able to make the dish and understand the family.',
  },
  {
    category: 'Creative',
    difficulty: 3,
    title: 'Letters Between Two Objects',
    prompt:
      'Write four letters exchanged by two objects that share a home (the front door and the back door, the teapot and the coffee maker) that reveal what they know about the people who live there.',
  },
  {
    category: 'Creative',
    difficulty: 3,
    title: 'A Two-Minute Scene',
    prompt:
      'Write a two-page screenplay scene in standard format in which two characters argue about something trivial while avoiding what they really need to say.',
  },
  {
    category: 'Creative',
    difficulty: 4,
    title: 'Genre Swap',
    prompt:
      'Take a scene you have already written and rewrite it in a different genre: romance as horror, thriller as comedy. Keep every plot event and change only tone, pacing and detail.',
  },
  {
    category: 'Creative',
    difficulty: 4,
    title: 'Three Roads From One Door',
    prompt:
      'Write a short branching story: one opening passage, three choices, and three endings of about 250 words each. Make every ending feel earned by the choice that leads to it.',
  },
  {
    category: 'Creative',
    difficulty: 2,
    title: 'An Audio Guide to Your Kitchen',
    prompt:
      'Write the script of a three-minute audio guide to a room in your home, as if visitors were touring it a century from now. Include pauses and directions ("Turn to your left").',
  },
  {
    category: 'Creative',
    difficulty: 5,
    title: 'Instructions From an Unreliable Narrator',
    prompt:
      'Write a how-to guide whose narrator slowly reveals, through what they include and what they leave out, that they are not to be trusted. The instructions must stay plausible to the end.',
  },
  {
    category: 'Creative',
    difficulty: 3,
    title: 'The Night the Power Went Out',
    prompt:
      "Write a 500-word story about a citywide power cut, told in five sections of about 100 words, each from a different person's point of view.",
  },
  // Technical
  {
    category: 'Technical',
    difficulty: 2,
    title: 'Onboarding a New Colleague',
    prompt:
      'Choose a tool or process you use at work and write a one-page guide for a new colleague: what it is for, how to get access, the three tasks they will do most often and where to ask for help.',
  },
  {
    category: 'Technical',
    difficulty: 1,
    title: 'Rewrite an Error Message',
    prompt:
      'Find a confusing error message in an app or device and rewrite it in two sentences or fewer, saying what happened and what the reader should do next. Then explain your changes in 150 words.',
  },
  {
    category: 'Technical',
    difficulty: 2,
    title: 'A README for the Toaster',
    prompt:
      'Write a README for a household appliance as if it were a software project: installation, usage, known issues, troubleshooting and a changelog.',
  },
  {
    category: 'Technical',
    difficulty: 3,
    title: 'A Tutorial Without Screenshots',
    prompt:
      'Write a step-by-step tutorial for a task that takes about ten minutes on a computer or a phone. Describe each screen precisely enough that a reader can follow along without any images.',
  },
  {
    category: 'Technical',
    difficulty: 4,
    title: 'One Entry of an API Reference',
    prompt:
      'Document one function or API endpoint, real or invented: its purpose, parameters with types and defaults, the return value, the errors, and two examples, one ordinary and one edge case.',
  },
  {
    category: 'Technical',
    difficulty: 3,
    title: 'Release Notes for Everyone',
    prompt:
      "Take the technical changes listed in any product's changelog and rewrite them as release notes for everyday customers. Group them by benefit and cut whatever the reader will never notice.",
  },
  {
    category: 'Technical',
    difficulty: 4,
    title: 'A Troubleshooting Tree',
    prompt:
      'Write a troubleshooting guide for a common problem, such as a Wi-Fi connection that keeps dropping, as a decision tree of yes-or-no questions. End every branch with an action or a way to get help.',
  },
  {
    category: 'Technical',
    difficulty: 3,
    title: 'Policy in Plain Language',
    prompt:
      'Rewrite a dense policy (a returns policy, a privacy notice, a lease clause) in plain language at about an eighth-grade reading level, keeping every obligation intact. Check the result with the readability tool.',
  },
  {
    category: 'Technical',
    difficulty: 5,
    title: 'A Blameless Incident Report',
    prompt:
      'Write a blameless post-incident report for a real or imagined outage: summary, timeline in UTC, root cause, impact, what went well, what went poorly, and action items with owners and dates.',
  },
  {
    category: 'Technical',
    difficulty: 3,
    title: 'Choosing Between Two Tools',
    prompt:
      'Write a 1,000-word comparison of two tools that solve the same problem, for a reader who must choose one this week. Include a table of criteria and a clear recommendation for each kind of reader.',
  },
  {
    category: 'Technical',
    difficulty: 2,
    title: 'A Glossary for Beginners',
    prompt:
      'Write a glossary of ten terms from a technical field you know well. Define each in one or two sentences a beginner can follow, and add an example sentence that uses the term.',
  },
  // Personal
  {
    category: 'Personal',
    difficulty: 2,
    title: 'The Advice I Ignored',
    prompt:
      'Write about a piece of advice you were given and ignored. Describe what happened next and whether, looking back, the advice was right.',
  },
  {
    category: 'Personal',
    difficulty: 2,
    title: 'A Letter to Your First Editor',
    prompt:
      'Write a letter to the first person who edited or criticized your writing. Tell them what you did with their comments, even though they may never read it.',
  },
  {
    category: 'Personal',
    difficulty: 3,
    title: 'Why I Write',
    prompt:
      'In 800 words, answer the question "Why do you write?" without using the words "passion" or "always". Ground your answer in one specific memory.',
  },
  {
    category: 'Personal',
    difficulty: 1,
    title: 'A Day in Ten Objects',
    prompt:
      'List ten objects you touched today, in order, and write two or three sentences about each. Then notice what the list says about your life right now.',
  },
  {
    category: 'Personal',
    difficulty: 2,
    title: 'The Skill I Learned Late',
    prompt:
      'Write about something you learned to do as an adult. Describe the moment it finally clicked and what it taught you about learning.',
  },
  {
    category: 'Personal',
    difficulty: 3,
    title: 'Home, Defined Three Times',
    prompt:
      'Write a personal essay that defines "home" through three places you have lived, with one sensory detail from each. Let the definition change as the essay moves.',
  },
  {
    category: 'Personal',
    difficulty: 4,
    title: 'The Hardest Feedback',
    prompt:
      'Describe the hardest feedback you ever received on your work, how you reacted at the time and what you would tell yourself now. Be honest about the parts that still sting.',
  },
  {
    category: 'Personal',
    difficulty: 3,
    title: 'Portrait of a Mentor',
    prompt:
      'Write a portrait of someone who shaped the way you work. Show them in action in a single scene rather than listing their qualities.',
  },
  {
    category: 'Personal',
    difficulty: 1,
    title: 'The Desk As It Is',
    prompt:
      'Describe your writing space exactly as it is right now, without tidying it first. What does it reveal about how you work?',
  },
  {
    category: 'Personal',
    difficulty: 2,
    title: 'A Letter to Open Next Year',
    prompt:
      'Write a letter to yourself to open one year from today: what you are working on, what you hope will have changed, and one promise about your writing.',
  },
  {
    category: 'Personal',
    difficulty: 5,
    title: 'The Thing I Changed My Mind About',
    prompt:
      'Write an essay about a belief you once held firmly and later abandoned. Trace the evidence and experiences that changed your mind, and treat your earlier self fairly rather than as a fool.',
  },
];
