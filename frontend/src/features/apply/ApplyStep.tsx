import { useBrand } from '../../app/brand';
import { ACKNOWLEDGMENTS, INVOLVEMENT_GOALS, WRITING_TYPES, toggle, type ApplyAnswers } from './applyQuestionnaire';

interface ApplyStepProps {
  step: number;
  answers: ApplyAnswers;
  onChange(changes: Partial<ApplyAnswers>): void;
}

function Question({ id, title, hint }: { id: string; title: string; hint?: string }) {
  return (
    <>
      <h2 id={id} className="pw-apply__question">
        {title}
      </h2>
      {hint && <p className="pw-apply__hint">{hint}</p>}
    </>
  );
}

/** One question step of /apply (spec section 5: name required, steps 2 and 3 optional). */
export function ApplyStep({ step, answers, onChange }: ApplyStepProps) {
  const { brandName, supportEmail } = useBrand();
  switch (step) {
    case 0:
      return (
        <fieldset className="pw-apply__fieldset">
          <Question id="apply-q" title="What's your name?" />
          <label htmlFor="apply-name" className="pw-apply__label">
            Full name
          </label>
          <input
            id="apply-name"
            className="pw-apply__input pw-apply__input--large"
            autoComplete="name"
            maxLength={100}
            value={answers.name}
            onChange={(event) => onChange({ name: event.target.value })}
            autoFocus
          />
        </fieldset>
      );
    case 1:
      return (
        <fieldset className="pw-apply__fieldset" aria-labelledby="apply-q">
          <Question id="apply-q" title="What kinds of writing interest you?" hint="Choose any that apply (optional)." />
          <Choices
            options={WRITING_TYPES}
            selected={answers.writingTypes}
            onChange={(writingTypes) => onChange({ writingTypes })}
          />
          <label htmlFor="apply-other" className="pw-apply__label">
            Other (optional)
          </label>
          <input
            id="apply-other"
            className="pw-apply__input"
            maxLength={200}
            value={answers.otherWritingType}
            onChange={(event) => onChange({ otherWritingType: event.target.value })}
          />
        </fieldset>
      );
    case 2:
      return (
        <fieldset className="pw-apply__fieldset" aria-labelledby="apply-q">
          <Question id="apply-q" title="How would you like to be involved?" hint="Choose any that apply (optional)." />
          <Choices
            options={INVOLVEMENT_GOALS}
            selected={answers.involvementGoals}
            onChange={(involvementGoals) => onChange({ involvementGoals })}
            single
          />
        </fieldset>
      );
    default:
      return (
        <fieldset className="pw-apply__fieldset" aria-labelledby="apply-q">
          <Question id="apply-q" title="Please read and acknowledge" />
          <div className="pw-apply__statement">
            <p>
              Membership of {brandName} is a monthly subscription. {brandName} takes no paid advertisements and no money
              from companies or clients, and it does not guarantee any income or volume of assignments.
            </p>
            <p>
              There are no contracts: you can cancel at any time by e-mailing {supportEmail}. Assignments are open to
              members whose application is approved after the writing assessment.
            </p>
          </div>
          <div className="pw-apply__options pw-apply__options--single">
            {ACKNOWLEDGMENTS.map((choice) => (
              <label key={choice} className="pw-apply__choice">
                <input
                  type="radio"
                  name="apply-acknowledgment"
                  value={choice}
                  checked={answers.acknowledgment === choice}
                  onChange={() => onChange({ acknowledgment: choice })}
                />
                <span>{choice}</span>
              </label>
            ))}
          </div>
        </fieldset>
      );
  }
}

/** A group of optional checkboxes; `single` puts one option per line for the longer labels. */
function Choices(props: {
  options: readonly string[];
  selected: string[];
  onChange: (selected: string[]) => void;
  single?: boolean;
}) {
  const { options, selected, onChange, single } = props;
  return (
    <div className={single ? 'pw-apply__options pw-apply__options--single' : 'pw-apply__options'}>
      {options.map((option) => (
        <label key={option} className="pw-apply__choice">
          <input
            type="checkbox"
            checked={selected.includes(option)}
            onChange={() => onChange(toggle(selected, option))}
          />
          <span>{option}</span>
        </label>
      ))}
    </div>
  );
}
