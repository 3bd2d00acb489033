import { CreditAdjustmentPanel } from '@/features/money/credit-adjustment-panel';
import { PaymentsPanel } from '@/features/money/payments-panel';
import type { SectionProps } from './sections';

/** The admin's credit adjustment for this member (decision 052), on the member view beside /credits. */
export function CreditsSection({ view }: SectionProps) {
  return (
    <div className="member-section-wide">
      <CreditAdjustmentPanel member={String(view.member.id)} />
    </div>
  );
}

/** The member's payments with a refund for each paid one (decision 052), on the member view beside /payments. */
export function RefundsSection({ view }: SectionProps) {
  return (
    <div className="member-section-wide">
      <PaymentsPanel search={{ member: String(view.member.id) }} />
    </div>
  );
}
