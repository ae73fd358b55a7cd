import { MembersOnlyGate } from '../members/MembersOnlyGate';
import { pageTitle, usePageMeta } from '../seo/pageMeta';
import { COMPARED_AGAINST } from './originalityScore';
import { PlagiarismChecker } from './PlagiarismChecker';

/** /plagiarism-check (spec section 2, D13): members only; compared with the collective's texts on the server. */
export default function PlagiarismCheckPage() {
  usePageMeta({
    title: pageTitle('Plagiarism Checker'),
    description: 'Check your text against the collective’s published texts and earlier submissions before you submit.',
  });
  return (
    <div className="pw-page pw-originality">
      <h1>Plagiarism Checker</h1>
      <p className="pw-lead">Check the originality of your text before it reaches an editor.</p>
      <p className="pw-originality__statement">{COMPARED_AGAINST}</p>
      <MembersOnlyGate feature="the plagiarism checker">
        <PlagiarismChecker />
      </MembersOnlyGate>
    </div>
  );
}
