import { Link } from 'react-router-dom';
import { useGetMyApplicationQuery, type Application } from '../applications/applicationsApi';
import { useSession } from '../auth/useSession';
import { hasActiveSubscription, type User } from '../auth/user';

interface NextStep {
  lead: string;
  to: string;
  link: string;
}

/**
 * What's Next after a course, by where the reader stands (issue 18): the spec's "consider subscribing" only
 * for those who can act on it; a subscribed member is pointed to their application's next step instead.
 */
export function nextStepFor(user: User | null, application: Application | null | undefined): NextStep {
  if (!user)
    return { lead: 'Consider joining the collective to take on paid assignments', to: '/apply', link: 'apply to join' };
  if (!hasActiveSubscription(user)) {
    return { lead: 'Consider subscribing to take on paid assignments', to: '/register', link: 'choose a membership' };
  }
  switch (application?.status) {
    case 'quiz_required':
      return { lead: 'Your application continues with the writing assessment', to: '/quiz', link: 'take the quiz' };
    case 'pending':
      return {
        lead: 'Our editors are reviewing your application; until then, keep your hand in with a daily prompt',
        to: '/writing-tools?tab=prompts',
        link: 'open the writing tools',
      };
    case 'approved':
      return {
        lead: 'Put what you practised to work on a paid assignment',
        to: '/dashboard?tab=assignments',
        link: 'see the open assignments',
      };
    default:
      return {
        lead: 'Keep writing with a fresh prompt every day',
        to: '/writing-tools?tab=prompts',
        link: 'open the writing tools',
      };
  }
}

/** The reader's next step as a What's Next item; a member's application is read for it. */
export function MemberNextStep() {
  const { status, user } = useSession();
  const subscribed = user !== null && hasActiveSubscription(user);
  const application = useGetMyApplicationQuery(undefined, { skip: !subscribed });
  // Nothing until it is known who is reading: a member should never glimpse the visitor's advice.
  if (status === 'loading' || (subscribed && application.isLoading)) return null;
  const step = nextStepFor(user, application.data);
  return (
    <li>
      {step.lead}: <Link to={step.to}>{step.link}</Link>.
    </li>
  );
}
