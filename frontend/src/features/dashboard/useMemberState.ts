import { useGetMyApplicationQuery } from '../applications/applicationsApi';
import { useSession } from '../auth/useSession';
import { useGetBillingConfigQuery } from '../billing/billingApi';
import { employmentLevel, nextStep, planOffers, type NextStep } from './planOffers';

/**
 * The signed-in member as the dashboard's cards need them: the user, the real application status (D4), the
 * tier's name and which plan buttons D9 allows. The router shows the dashboard only to a signed-in member.
 */
export function useMemberState() {
  const { user } = useSession();
  const application = useGetMyApplicationQuery(undefined, { skip: !user });
  const config = useGetBillingConfigQuery();
  const applicationStatus = application.data?.status ?? null;
  return {
    user,
    applicationStatus,
    applicationLoading: application.isLoading,
    level: user ? employmentLevel(user, config.data?.tiers) : '',
    levelLoading: config.isLoading,
    offers: user ? planOffers(user, applicationStatus) : { subscribeNow: false, upgradePlan: false },
  };
}

/** The member's next step once their application has loaded (planOffers.ts); null until then. */
export function useNextStep(): NextStep | null {
  const { user, applicationStatus, applicationLoading } = useMemberState();
  return user && !applicationLoading ? nextStep(user, applicationStatus) : null;
}
