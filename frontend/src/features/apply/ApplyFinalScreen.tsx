import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import { Link, useNavigate } from 'react-router-dom';
import { storeAnswers, type ApplyAnswers } from './applyQuestionnaire';

/**
 * The fifth screen: on to registration (D2), with the answers kept in session storage. Both
 * acknowledgment choices pass step 4 (spec section 5), so both lead on; editors read the choice
 * with the application.
 */
export function ApplyFinalScreen({ answers, onPrevious }: { answers: ApplyAnswers; onPrevious(): void }) {
  const navigate = useNavigate();
  const name = answers.name.trim();
  const declined = answers.acknowledgment === "I Don't Acknowledge";

  return (
    <div className={`pw-apply__result pw-apply__result--${declined ? 'info' : 'success'}`}>
      {declined ? (
        <InfoCircleFilled className="pw-apply__result-icon" aria-hidden />
      ) : (
        <CheckCircleFilled className="pw-apply__result-icon" aria-hidden />
      )}
      <h2 className="pw-apply__result-title">{`Thank you, ${name}!`}</h2>
      <p className="pw-apply__result-text">
        You're ready for the next step: create your account and choose a membership. After that you take the writing
        assessment, and our editors review your application.
        {declined && (
          <>
            {' '}
            You chose I Don't Acknowledge; our editors will see that answer with your application. If something is
            unclear, <Link to="/contact">contact us</Link> before you register.
          </>
        )}
      </p>
      <div className="pw-apply__result-actions">
        <button type="button" className="pw-button" onClick={onPrevious}>
          Previous
        </button>
        <button
          type="button"
          className="pw-button pw-button--primary pw-button--large"
          onClick={() => {
            storeAnswers(answers);
            navigate('/register');
          }}
        >
          Continue to registration
        </button>
      </div>
    </div>
  );
}
