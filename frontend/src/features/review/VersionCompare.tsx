import { wordDiff } from '@penwright/text';
import Select from 'antd/es/select';
import { useMemo, useState } from 'react';
import { longDate } from '../../app/dates';
import type { SubmissionVersion } from '../admin/api/adminAssignmentsApi';
import { count } from '../admin/format';

/**
 * The version that was latest when the editor last asked for a revision (reviewedAt), else the one before the
 * latest: what the review opens on, against the latest.
 */
export function lastReviewedIndex(versions: readonly SubmissionVersion[], reviewedAt: string | null): number {
  const latest = versions.length - 1;
  if (reviewedAt) {
    const reviewed = Date.parse(reviewedAt);
    const before = versions.map((version) => Date.parse(version.submittedAt) <= reviewed);
    const index = before.lastIndexOf(true);
    if (index !== -1 && index < latest) return index;
  }
  return Math.max(0, latest - 1);
}

const plural = (value: number, one: string) => `${count(value)} ${one}${value === 1 ? '' : 's'}`;

/**
 * Any two versions compared word by word (wordDiff, D22): insertions underlined and deletions struck through (so
 * not by colour alone), with the words added and removed.
 */
export function VersionCompare({ versions, reviewedAt }: { versions: SubmissionVersion[]; reviewedAt: string | null }) {
  const [from, setFrom] = useState(() => lastReviewedIndex(versions, reviewedAt));
  const [to, setTo] = useState(versions.length - 1);
  const before = versions[from]?.content ?? '';
  const after = versions[to]?.content ?? '';
  const diff = useMemo(() => wordDiff(before, after), [before, after]);

  if (versions.length < 2) return <p className="pw-admin__muted">Only one version has been handed in.</p>;
  const options = versions.map((version, index) => ({
    value: index,
    label: `Version ${index + 1} · ${longDate(version.submittedAt, 'minutes')}`,
  }));

  return (
    <div className="pw-review__compare">
      <div className="pw-review__compare-pick">
        <label htmlFor="pw-compare-from">Earlier</label>
        <Select id="pw-compare-from" value={from} options={options} onChange={setFrom} />
        <label htmlFor="pw-compare-to">Later</label>
        <Select id="pw-compare-to" value={to} options={options} onChange={setTo} />
      </div>
      <p className="pw-review__diff-summary" aria-live="polite">
        Version {from + 1} to version {to + 1}: {plural(diff.wordsAdded, 'word')} added, {count(diff.wordsRemoved)}{' '}
        removed
      </p>
      <div className="pw-review__diff" role="region" aria-label="Changes between the versions" tabIndex={0}>
        {diff.parts.map((part, index) =>
          part.kind === 'same' ? (
            part.text
          ) : part.kind === 'added' ? (
            <ins key={index}>{part.text}</ins>
          ) : (
            <del key={index}>{part.text}</del>
          ),
        )}
      </div>
    </div>
  );
}
