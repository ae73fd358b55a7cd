import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../app/components/ButtonLink';
import { storeAnswers, type ApplyAnswers } from './applyQuestionnaire';

/** The fifth screen: on to registration (D2), with the answers kept in session storage. */
export function ApplyFinalScreen({ answers, onPrevious }: { answers: ApplyAnswers; onPrevious(): void }) {
  const navigate = useNavigate();
  const name = answers.name.trim();

  if (answers.acknowledgment !== 'I Acknowledge') {
    return (
      <Result
        status="info"
        title={`Thank you, ${name}`}
        subTitle="Membership needs your acknowledgment of how the collective works. If something is unclear, we are happy to answer your questions first."
        extra={[
          <Button key="back" onClick={onPrevious}>
            Previous
          </Button>,
          <ButtonLink key="contact" to="/contact" type="primary">
            Contact Us
          </ButtonLink>,
        ]}
      />
    );
  }

  return (
    <Result
      status="success"
      title={`Thank you, ${name}!`}
      subTitle="You're ready for the next step: create your account and choose a membership. After that you take the writing assessment, and our editors review your application."
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
