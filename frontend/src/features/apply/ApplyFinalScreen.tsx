import Button from 'antd/es/button';
import Result from 'antd/es/result';
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
    <Result
      status={declined ? 'info' : 'success'}
      title={`Thank you, ${name}!`}
      subTitle={
        <>
          You're ready for the next step: create your account and choose a membership. After that you take the writing
          assessment, and our editors review your application.
          {declined && (
            <>
              {' '}
              You chose I Don't Acknowledge; our editors will see that answer with your application. If something is
              unclear, <Link to="/contact">contact us</Link> before you register.
            </>
          )}
        </>
      }
      extra={[
        <Button key="back" onClick={onPrevious}>
          Previous
        </Button>,
        <Button
          key="continue"
          type="primary"
          size="large"
          onClick={() => {
            storeAnswers(answers);
            navigate('/register');
          }}
        >
          Continue to registration
        </Button>,
      ]}
    />
  );
}
