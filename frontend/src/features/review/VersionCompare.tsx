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

/**
 * The pair the comparison opens on (indexes into all the versions): the last reviewed version of the current
 * writer against their latest. Versions by an earlier writer (work released and taken again) are left out, so the
 * editor sees what this writer changed; with one version of theirs, both sides are that version.
 */
export function defaultPair(
  versions: readonly SubmissionVersion[],
  writerId: number | null,
  reviewedAt: string | null,
) {
  const own = versions.flatMap((version, index) =>
    writerId === null || version.userId === writerId ? [{ version, index }] : [],
  );
  if (own.length === 0) return { from: versions.length - 1, to: versions.length - 1 };
  const from =
    own[
      lastReviewedIndex(
        own.map((item) => item.version),
        reviewedAt,
      )
    ]!.index;
  return { from, to: own.at(-1)!.index };
}

const plural = (value: number, one: string) => `${count(value)} ${one}${value === 1 ? '' : 's'}`;

interface Props {
  versions: SubmissionVersion[];
  /** The current assignee: their versions are compared by default; null compares all. */
  writerId: number | null;
  reviewedAt: string | null;
}

/**
 * Any two versions compared word by word (wordDiff, D22): insertions underlined and deletions struck through (so
 * not by colour alone), with the words added and removed. A new version (the number changes) resets the pair to
 * the default one.
 */
export function VersionCompare({ versions, writerId, reviewedAt }: Props) {
  const [chosen, setChosen] = useState<{ from?: number; to?: number; versions: number }>({ versions: 0 });
  const fallback = defaultPair(versions, writerId, reviewedAt);
  // A pair chosen for another number of versions no longer holds: the default one again.
  const current = chosen.versions === versions.length ? chosen : { versions: versions.length };
  const from = current.from ?? fallback.from;
  const to = current.to ?? fallback.to;
  const before = versions[from]?.content ?? '';
  const after = versions[to]?.content ?? '';
  const diff = useMemo(() => wordDiff(before, after), [before, after]);

  if (versions.length < 2) return <p className="pw-admin__muted">Only one version has been handed in.</p>;
  const options = versions.map((version, index) => ({
    value: index,
    label:
      `Version ${index + 1} · ${longDate(version.submittedAt, 'minutes')}` +
      (writerId !== null && version.userId !== writerId ? ' · another writer' : ''),
  }));
  const others = writerId !== null && versions.some((version) => version.userId !== writerId);
  const pick = (side: 'from' | 'to') => (value: number) =>
    setChosen({ from, to, [side]: value, versions: versions.length });

  return (
    <div className="pw-review__compare">
      {others && (
        <p className="pw-admin__muted">
          Versions marked “another writer” were handed in before the work was released; they are compared only when you
          choose them.
        </p>
      )}
      <div className="pw-review__compare-pick">
        <label htmlFor="pw-compare-from">Earlier</label>
        <Select id="pw-compare-from" value={from} options={options} onChange={pick('from')} />
        <label htmlFor="pw-compare-to">Later</label>
        <Select id="pw-compare-to" value={to} options={options} onChange={pick('to')} />
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
