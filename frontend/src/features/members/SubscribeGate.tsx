import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import { Link } from 'react-router-dom';

/** What an active membership opens (D20), in the words the tier cards use. */
const MEMBERSHIP_GIVES = [
  'Paid writing assignments from our editors',
  'The grammar tool and the plagiarism checker',
  'Daily prompts, a distraction-free editor and your saved drafts',
  'The resources library: style guides, templates and checklists',
  'The jobs board: the job sites our editors recommend',
  'Premium courses as they open',
] as const;

/**
 * The gate a signed-in person without an active subscription meets on a members-only page (D20): what the
 * membership gives and Subscribe Now, which opens the registration wizard at its membership step (D2 step 3).
 * The content is not rendered at all: its calls would be refused.
 */
export function SubscribeGate({ feature }: { feature: string }) {
  return (
    <section className="pw-gate__card pw-gate__card--subscribe" aria-labelledby="pw-subscribe-gate-title">
      <h2 id="pw-subscribe-gate-title">Members Only</h2>
      <p>
        Members with an active subscription can use {feature}. Your account has no active subscription: subscribe to a
        plan to open it.
      </p>
      <h3>Your membership gives you</h3>
      <ul className="pw-gate__gives">
        {MEMBERSHIP_GIVES.map((perk) => (
          <li key={perk}>
            <CheckCircleOutlined aria-hidden="true" /> {perk}
          </li>
        ))}
      </ul>
      <div className="pw-gate__actions">
        <Link to="/register" className="pw-button pw-button--primary">
          Subscribe Now
        </Link>
        <Link to="/dashboard?tab=account" className="pw-button">
          Your Account
        </Link>
      </div>
    </section>
  );
}
