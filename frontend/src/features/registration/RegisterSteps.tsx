import type { WizardStep } from './registration.types';

interface RegisterStepsProps {
  steps: readonly WizardStep[];
  current: WizardStep;
  titles: Record<WizardStep, string>;
}

/**
 * Where the wizard is (issue 29): a plain ordered list laid out by CSS, in a row on a wide screen and stacked on a
 * phone, the same in the server's HTML and after hydration. antd's Steps measured the screen once hydrated and turned
 * vertical on a phone, which moved the whole form down (a layout shift of 0.31), and rendered antd as the page loaded.
 */
export function RegisterSteps({ steps, current, titles }: RegisterStepsProps) {
  const at = steps.indexOf(current);
  return (
    <ol className="pw-register__steps" aria-label="Registration steps">
      {steps.map((step, index) => {
        const state = index < at ? 'done' : index === at ? 'current' : 'waiting';
        return (
          <li
            key={step}
            className={`pw-register__step pw-register__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="pw-register__step-number" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="pw-register__step-title">
              {titles[step]}
              {state === 'done' && <span className="pw-visually-hidden"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
