/**
 * Text of the three legal pages.
 *
 * The placeholders {brandName}, {brandShortName}, {supportEmail} and
 * {governingState} are substituted from the operator settings at render time;
 * a page must never show a raw placeholder.
 */

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  slug: 'terms-of-service' | 'privacy-policy' | 'refund-policy';
  title: string;
  lastUpdated: '07/31/25';
  sections: readonly LegalSection[];
}

const TERMS_OF_SERVICE: LegalDocument = {
  slug: 'terms-of-service',
  title: 'Terms of Service',
  lastUpdated: '07/31/25',
  sections: [
    {
      heading: '1. Agreement to these Terms',
      paragraphs: [
        'These Terms of Service (the “Terms”) govern your access to and use of the website, membership, courses, writing tools, assignments and related services (together, the “Services”) operated by {brandName} (“{brandShortName}”, “we”, “us” or “our”).',
        'By creating an account, starting a free trial, buying a membership or otherwise using the Services, you agree to these Terms, to our Privacy Policy and to our Refund & Cancellation Policy, which form part of these Terms. If you do not agree, do not use the Services.',
        'We may update these Terms from time to time. The “Last Updated” date at the top of this page shows when they last changed. If we make a material change, we will tell members by e-mail or by a notice on the website before the change takes effect. If you keep using the Services after that date, you accept the updated Terms; if you do not accept them, you may cancel your membership as described below.',
      ],
    },
    {
      heading: '2. Eligibility',
      paragraphs: [
        'You must be at least 16 years old to use the Services. By using them, you confirm that you meet this requirement. If you are 16 or older but under the age of majority where you live, you may use the Services only with the consent of a parent or legal guardian, who accepts these Terms on your behalf and is responsible for your use of the Services.',
        'You may not use the Services if we have previously terminated your account for a breach of these Terms, or if your use would break any law that applies to you. To buy a membership you must use a payment card that is yours or that you are authorized to use.',
      ],
    },
    {
      heading: '3. What {brandShortName} is, and what we do not promise',
      paragraphs: [
        '{brandShortName} is an editorial collective for freelance writers and editors. Visitors apply, complete a timed writing assessment and choose a membership; members whose applications are approved by our editors may accept paid writing assignments, and all members can use our courses, resources and writing tools. The following disclosures are also shown when you sign up, and they are part of these Terms:',
        'No paid advertising. {brandShortName} does not accept paid advertisements or sponsorships, and no company pays us to be featured in our articles, courses, resources or jobs board. The Services are funded by membership fees.',
        'No guaranteed income or volume of work. Any earnings, rates or examples we publish (for instance, typical pay per article or what some writers earn in a week or a month) are illustrations, not promises. The number of assignments available depends on client demand, your skills and your availability, and it varies over time. We do not guarantee that you will receive any assignment, any particular number of assignments or any level of income. Your membership fee pays for access to the Services; it is not a payment for work.',
        'No contracts. Membership runs month to month, with no minimum term and no long-term commitment, and you can cancel at any time. Membership does not make you an employee, partner or agent of {brandShortName} or of any client, and it does not require you to work only for us. When you complete an assignment, you do so as an independent professional and you are responsible for your own taxes.',
      ],
    },
    {
      heading: '4. Your account',
      paragraphs: [
        'You must give accurate, current and complete information when you apply and register, and keep it up to date. Each account is for one person; you may not share your account, transfer it or let anyone else use it.',
        'You are responsible for keeping your password confidential and for all activity under your account. If you believe someone has used your account without permission, tell us at once at {supportEmail}. We store passwords only in a securely hashed form and will never ask you for your password by e-mail.',
      ],
    },
    {
      heading: '5. Assessment, assignments and payouts',
      paragraphs: [
        'The writing assessment is timed and must be completed by you alone, without help from any other person. You may not copy, record or share the assessment questions. We may void any attempt that breaks these rules. Passing the assessment sends your application to editorial review, which may include a request for writing samples; we decide each application at our discretion and may decline any application.',
        'To accept assignments you need an active account, an approved application and an active membership (a free trial counts while it lasts). Each assignment states its requirements, word count, deadline and pay. By accepting an assignment you commit to delivering original work that meets those requirements by the deadline. An editor reviews every submission and may accept it or ask for a revision.',
        'When an editor accepts a completed assignment, a payout is created for the amount stated in the assignment (per word or as a flat rate). Payouts are processed after you request them through your dashboard, using the payout method we make available. We may withhold a payout where we reasonably believe the work was plagiarized, fabricated or submitted through fraud.',
        'Unless an assignment says otherwise, when your work is accepted and paid for, all rights in it, including copyright, transfer to {brandShortName} or to the client named in the assignment, and you may not republish it without permission. You may list the work in your portfolio unless the assignment says it is confidential.',
      ],
    },
    {
      heading: '6. Memberships, billing and free trials',
      paragraphs: [
        'Memberships are billed monthly in U.S. dollars at the price shown when you subscribe. Payment is made by card through our third-party payment processor; we never receive or store your full card number. Your membership renews automatically at the start of each monthly billing period, and your card is charged the then-current price, until you cancel.',
        'Free trials last one month. You give a payment card when you start the trial. Unless you cancel before the trial ends, the trial converts automatically into a paid membership at $4.99 per month, charged to your card when the trial ends and every month after that. Free trials are limited to one per person.',
        'If a payment fails, we or our payment processor may retry it, and we may limit or suspend your access until it succeeds. If we change membership prices, we will give you at least 30 days’ notice by e-mail before the new price applies to you, so you can cancel first if you wish. Prices do not include any taxes that may apply where you live.',
      ],
    },
    {
      heading: '7. Cancellation, refunds and chargebacks',
      paragraphs: [
        'You may cancel your membership at any time by e-mailing {supportEmail} from the e-mail address on your account. Cancellation takes effect at the end of your current billing period: you keep access until then and you will not be charged again.',
        'All fees are non-refundable. We do not give refunds or credits for partial months, unused time or periods in which you did not use the Services. If you were billed twice because of a system error, contact {supportEmail}; once we have confirmed the duplicate charge, we may credit it at our discretion.',
        'You agree to contact us about any billing problem before disputing a charge with your bank or card issuer. A chargeback may be made only where a charge results from proven fraud, such as use of your card without your authorization. If you file a chargeback for any other reason, we may suspend or close your account. Full details are in our Refund & Cancellation Policy.',
      ],
    },
    {
      heading: '8. Your content and acceptable use',
      paragraphs: [
        'You keep ownership of the drafts, samples and other content you create with the Services, except for assignment work whose rights transfer under section 5. You give {brandShortName} permission to store, display and process your content as needed to run the Services, including reviewing it, checking it for originality and delivering accepted work to clients.',
        'Everything you submit must be your own original work. Submitted work is checked for originality against texts held in the Services. You may not submit plagiarized text, invent quotations, sources or facts, or present text produced by automated writing tools as your own work unless an assignment expressly allows it and you disclose it.',
        'You also agree not to: share your account or any members-only material; copy, scrape or resell the Services or their content; try to get around access controls, or probe, overload or disrupt our systems; upload malicious code; harass, threaten or deceive other members, editors or clients; misrepresent who you are; or use the Services for anything unlawful.',
      ],
    },
    {
      heading: '9. Our content, certificates, tools and outside links',
      paragraphs: [
        'The courses, lessons, resources, downloads, writing prompts, articles, software and design of the Services belong to {brandShortName} or its licensors. We give you a personal, non-transferable, revocable license to use them for your own learning and work while you are a member or, for free content, while you use the Services. You may not republish, sell or distribute them.',
        'A certificate of completion confirms that you finished one of our courses. It is not an accredited qualification. Each certificate has an identifier and a public verification page that shows the name on the certificate, the course and the completion date to anyone who has the link.',
        'Our grammar, readability and originality tools are aids to your own judgment. Their results may be incomplete or wrong, and you remain responsible for your work. The jobs board and some resources link to websites we do not control. We do not endorse those sites, we are not paid to list them, and we are not responsible for their content, their offers or any dealings you have with them.',
      ],
    },
    {
      heading: '10. Disclaimers and limitation of liability',
      paragraphs: [
        'The Services are provided “as is” and “as available”. To the fullest extent the law allows, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement, and we do not promise that the Services will be uninterrupted or error-free.',
        'To the fullest extent the law allows, {brandShortName} will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, income, work opportunities or data, arising from or related to the Services or these Terms.',
        'Our total liability for all claims arising from or related to the Services or these Terms is limited to the total membership fees you paid to us in the 12 months immediately before the event that gave rise to the claim.',
        'Nothing in these Terms excludes or limits any liability, or any right you have as a consumer, that cannot be excluded or limited under the law that applies to you.',
      ],
    },
    {
      heading: '11. Suspension and termination',
      paragraphs: [
        'You may stop using the Services at any time and cancel your membership as described in section 7. We may suspend or close your account, with or without notice, if you break these Terms, if a payment fails and is not resolved, if you file a chargeback that is not for proven fraud, or if we reasonably suspect fraud, plagiarism or a risk to other members, clients or our systems.',
        'When your account is closed, your access to the Services ends. Payouts for assignments that were accepted before closure remain payable, unless they are withheld under section 5. Sections 3, 5 (rights in accepted work), 7, 8, 9, 10 and 12 continue to apply after your account is closed.',
      ],
    },
    {
      heading: '12. Governing law, disputes and contact',
      paragraphs: [
        'These Terms are governed by the laws of the State of {governingState}, without regard to its conflict-of-law rules. Any dispute arising from or related to these Terms or the Services will be brought only in the state or federal courts located in {governingState}, and you and we consent to the jurisdiction of those courts.',
        'Before starting any formal claim, please e-mail {supportEmail} with a description of the problem and give us 30 days to try to resolve it informally. Most concerns are settled this way.',
        'If any part of these Terms is found unenforceable, the rest remains in effect. Our failure to enforce a provision is not a waiver of it. Questions about these Terms can be sent to {supportEmail}.',
      ],
    },
  ],
};

const PRIVACY_POLICY: LegalDocument = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  lastUpdated: '07/31/25',
  sections: [
    {
      heading: '1. Who we are and what this policy covers',
      paragraphs: [
        '{brandName} (“{brandShortName}”, “we”, “us” or “our”) runs an editorial collective and membership website for freelance writers and editors. This Privacy Policy explains what personal information we collect when you visit our website, apply, become a member, take a course, use our writing tools, subscribe to our newsletter or contact us, how we use it, and the choices and rights you have.',
        '{brandShortName} is responsible for the personal information described here. If you have any question about this policy or about your information, e-mail {supportEmail}.',
      ],
    },
    {
      heading: '2. Information we collect',
      paragraphs: [
        'Information you give us. When you apply and register: your name, e-mail address, postal address, and optionally your phone number, preferred genres and writing experience; your answers to the application questionnaire; your username and password (the password is stored only as a one-way hash that we cannot read); and the membership plan you choose.',
        'Information created as you use the Services. Your assessment attempts, answers and scores; your application status and editors’ notes; the assignments you accept, the text you submit, its word count, review notes and originality report; drafts you save in the writing tools and text you paste into the grammar or originality checkers; your course progress and certificates; the writing prompts you have seen; and your payouts and payout requests.',
        'Communications. Messages you send through the contact page or by e-mail, your e-mail address if you subscribe to the newsletter, and any premium-course wait lists you join.',
        'Payment information. Card payments are handled by our payment processor (see section 5). From the processor we receive your customer and subscription identifiers, your plan and the status of your payments, and we may receive limited card details such as the card brand, the last four digits and the expiry date. We never receive your full card number or security code.',
        'Technical information. Like most websites, our servers record technical details of each request, such as your IP address, browser type, the page requested and the time, which we use to keep the Services secure and working. We do not use third-party analytics or advertising trackers.',
      ],
    },
    {
      heading: '3. How we use your information',
      paragraphs: [
        'We use your information to: create and secure your account; review your application and writing assessment; offer, manage and review assignments; calculate and pay payouts; check submitted work for originality by comparing it with texts held in our own Services; run courses and issue and verify certificates; process membership payments; send you messages about your account, your assignments, your payments and changes to our policies; send the newsletter if you subscribed; answer your questions; prevent fraud and abuse; comply with our legal obligations; and improve the Services.',
        'Assessment answers are scored automatically, but every decision to approve or decline an application is made by one of our editors.',
        'Where the law requires a legal basis for using personal information, we rely on: performing our contract with you (running your membership and the Services you use); our legitimate interests (security, fraud prevention and improving the Services, balanced against your rights); your consent (the newsletter, which you can withdraw at any time); and compliance with legal obligations (such as keeping tax and accounting records).',
      ],
    },
    {
      heading: '4. Cookies and similar technologies',
      paragraphs: [
        'We use a single, strictly necessary cookie to keep you signed in. It holds a random session identifier rather than your personal details, and it is used only to recognize your session and protect it. Because the Services cannot work without it, it does not require consent; if you block it, you will not be able to sign in. It ends when you sign out or your session expires.',
        'We do not use advertising, analytics or social-media tracking cookies. During registration, your browser’s session storage temporarily holds your application answers and payment set-up details so that you can move between steps; that storage is cleared when you close the tab. If you are not signed in, your course progress is kept only in the page.',
        'On the payment step, our payment processor’s secure card form may be loaded, and the processor may set its own cookies to prevent fraud. Those cookies are governed by the processor’s own privacy policy.',
      ],
    },
    {
      heading: '5. Payments',
      paragraphs: [
        'Membership payments are made by card through our third-party payment processor. Your card details are entered into the processor’s secure form and sent directly to the processor; they do not pass through or get stored on our servers.',
        'The processor uses your payment information to process charges, manage your subscription and detect fraud, in line with its own privacy policy. We keep the identifiers and payment status it gives us so that we can show your membership status, keep your access in step with your payments and answer billing questions.',
      ],
    },
    {
      heading: '6. How we share information',
      paragraphs: [
        'We do not sell or rent your personal information, and we do not share it for advertising.',
        'We share personal information only as follows: with service providers who process it on our behalf and under our instructions, such as our payment processor, hosting provider and e-mail delivery service; with a client, when an assignment is delivered to them, in which case the client receives your accepted work and, only if the assignment carries a byline or you agree, your name; with anyone who has the link to one of your certificates, whose public verification page shows the name on the certificate, the course and the completion date; with authorities or others where the law requires it, or where it is necessary to protect the rights, safety or property of our members, clients or {brandShortName}; and with a successor organization if {brandShortName} is reorganized, merged or sold, in which case we will tell you before your information becomes subject to a different privacy policy.',
        'The community statistics we publish, such as the number of active writers and completed assignments, are totals that do not identify anyone.',
      ],
    },
    {
      heading: '7. How long we keep information',
      paragraphs: [
        'We keep personal information only for as long as we need it for the purposes in this policy. In practice:',
        'Account, application and assessment information, drafts and course progress are kept while your account exists. When you delete your account (see section 9), they are erased at once, except for the records described below, which are kept without your name, e-mail address or username.',
        'Billing, payment and payout records are kept for as long as tax and accounting laws require, normally up to seven years. Submitted assignment work and its originality fingerprints are kept for as long as we need them to deliver the work, check later submissions for originality and resolve any dispute. Records of administrative changes to accounts are kept for security and accountability.',
        'Server logs are kept for a limited period, normally no more than 90 days. Newsletter addresses are kept until you unsubscribe. Messages sent to our support team are kept for up to two years after the matter is resolved.',
      ],
    },
    {
      heading: '8. Security',
      paragraphs: [
        'We protect your information with measures appropriate to its sensitivity, including encrypted connections, passwords stored only as strong one-way hashes, access limited to staff who need it for their work, and logging of administrative changes.',
        'No system is perfectly secure. If a security incident affects your personal information, we will notify you and the relevant authorities where the law requires it. You can help by using a strong password that you do not use anywhere else.',
      ],
    },
    {
      heading: '9. Your rights and choices',
      paragraphs: [
        'Depending on where you live, you may have the right to: know what personal information we hold about you and receive a copy of it; have inaccurate information corrected; have your information deleted; receive your information in a portable format; object to or ask us to restrict certain uses; and withdraw consent you have given. We will not treat you differently for exercising any of these rights.',
        'You can use the rights to a copy, to portability and to deletion yourself, at any time, under Your data on the Account page of your dashboard. Download my data gives you at once everything we hold about you as one file in JSON, a common format that other services can read: your profile, application and answers, assessment attempts, subscription, assignments with every version you submitted, payouts, drafts, course progress, certificates, e-mail settings and sessions. Delete my account asks for your password, then cancels your subscription, signs you out everywhere and erases your personal information, and we confirm it by e-mail to your address, which we then forget. Billing and payout records and the assignment work you were paid for are kept where the law requires it, without your name. For any other request, e-mail {supportEmail} from the address on your account. We may need to confirm your identity before acting on it. We will respond within 30 days, or sooner if the law where you live requires it.',
        'You can unsubscribe from the newsletter at any time using the link in each issue or by e-mailing us. E-mails about your application, assignments, payouts and subscription can each be switched off under Email notifications on the Account page of your dashboard, or with the unsubscribe link at the foot of each of them, which works without signing in; messages that keep your account secure (address checks, password resets and e-mail address changes) are always sent while you have an account. If you are unhappy with how we have handled your information, you may also complain to the data protection authority where you live.',
      ],
    },
    {
      heading: '10. Children',
      paragraphs: [
        'The Services are not directed to individuals under 18. Our Terms of Service require every user to be at least 16 years old, and users under the age of majority may use the Services only with a parent’s or guardian’s consent.',
        'We do not knowingly collect personal information from anyone under 16. If you believe that a child under 16 has given us personal information, contact {supportEmail} and we will delete it.',
      ],
    },
    {
      heading: '11. Where your information is processed',
      paragraphs: [
        '{brandShortName} operates from the United States, and our service providers may process information in the United States and other countries. Where the law requires it, we use appropriate safeguards, such as standard contractual clauses, when personal information is transferred across borders.',
      ],
    },
    {
      heading: '12. Changes to this policy and contact',
      paragraphs: [
        'We may update this Privacy Policy from time to time. The “Last Updated” date shows when it last changed. If we make a material change, we will tell members by e-mail or by a notice on the website before it takes effect.',
        'Questions, requests and concerns about privacy can be sent to {supportEmail}.',
      ],
    },
  ],
};

const REFUND_POLICY: LegalDocument = {
  slug: 'refund-policy',
  title: 'Refund & Cancellation Policy',
  lastUpdated: '07/31/25',
  sections: [
    {
      heading: '1. Summary',
      paragraphs: [
        'This policy explains how billing, free trials, cancellations and refunds work for memberships of {brandName} (“{brandShortName}”). It forms part of our Terms of Service. In short: memberships are monthly with no long-term contract; you cancel by e-mailing {supportEmail}; free trials become paid memberships unless cancelled; payments are not refunded; duplicate charges caused by a system error may be credited at our discretion; and chargebacks are allowed only for proven fraud.',
      ],
    },
    {
      heading: '2. Memberships and billing',
      paragraphs: [
        'Memberships are billed monthly in U.S. dollars at the price shown when you subscribe. Payment is made by card through our third-party payment processor. Each membership renews automatically at the start of every monthly billing period, and your card is charged for the new period, until you cancel.',
        'There is no minimum term and no long-term contract. Your membership fee pays for access to the Services; it does not guarantee any assignments or income.',
      ],
    },
    {
      heading: '3. Free trials',
      paragraphs: [
        'A free trial lasts one month and requires a payment card, which is saved when the trial starts but not charged during the trial.',
        'Unless you cancel before the trial ends, your free trial converts automatically into a paid membership at $4.99 per month. The first charge is made to your saved card when the trial ends, and the membership then renews monthly like any other. To avoid being charged, cancel before the trial’s end date. Free trials are limited to one per person.',
      ],
    },
    {
      heading: '4. How to cancel',
      paragraphs: [
        'To cancel, e-mail {supportEmail} from the e-mail address on your account and include your username and the words “cancel my membership”. We will confirm the cancellation by e-mail. Where your dashboard’s Account tab offers a cancellation option, you may also use it; an e-mail to {supportEmail} always works.',
        'Cancellation takes effect at the end of your current billing period. You keep full access until then and you will not be charged again. To avoid the next charge, make sure your request reaches us before your renewal date; a request that arrives after a renewal has been charged takes effect at the end of that new period.',
        'Cancelling does not affect payouts already earned for assignments an editor has accepted. You can rejoin later by choosing a membership again.',
      ],
    },
    {
      heading: '5. No refunds',
      paragraphs: [
        'All membership fees, including the first charge after a free trial, are final and non-refundable. We do not give refunds or credits for partial months, for unused time after a cancellation, for periods in which you did not use the Services, or because no assignment or fewer assignments than you hoped were available, your assessment was not passed or your application was declined.',
        'This does not affect any right to a refund that you have under the law where you live and that cannot be waived.',
      ],
    },
    {
      heading: '6. Billing errors and duplicate charges',
      paragraphs: [
        'If you believe you were charged in error, e-mail {supportEmail} within 60 days of the charge, with the date and amount shown on your statement. If we confirm that you were billed twice for the same period because of a system error, we may credit or reverse the duplicate charge at our discretion.',
      ],
    },
    {
      heading: '7. Chargebacks and payment disputes',
      paragraphs: [
        'Please contact us before disputing a charge with your bank or card issuer; most billing questions are resolved quickly by e-mail.',
        'A chargeback may be made only where a charge results from proven fraud, such as use of your card without your authorization. If a chargeback is filed for any other reason, for example instead of cancelling, we may suspend or close the related account and contest the chargeback with the information we hold.',
      ],
    },
    {
      heading: '8. Plan changes and failed payments',
      paragraphs: [
        'When you upgrade or otherwise change your plan, the change applies to your existing membership, and the amount due is shown before you confirm it. Changing plans never creates a refund.',
        'If a renewal payment fails, our payment processor may retry it, and your access may be limited until it succeeds. If the payment still cannot be collected, your membership will be cancelled. You can update your card or choose a membership again at any time.',
      ],
    },
    {
      heading: '9. Account closure by {brandShortName}',
      paragraphs: [
        'If we close your account because you broke our Terms of Service, no refund is due for the current billing period. If we ever stop offering the Services altogether, we will stop all future charges and tell you in advance by e-mail.',
      ],
    },
    {
      heading: '10. Contact',
      paragraphs: [
        'For cancellations, billing questions or anything else about this policy, e-mail {supportEmail}. We usually reply within 48 to 72 hours on business days.',
      ],
    },
  ],
};

export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [TERMS_OF_SERVICE, PRIVACY_POLICY, REFUND_POLICY];
