import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import type { ApplicationForReview, Decision } from './adminApplicationsApi';

interface DecisionDialogProps {
  application: ApplicationForReview;
  decision: Decision;
  saving: boolean;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}

export const NOTE_MAX = 2000;

/** Approve or reject with an optional note, which the applicant reads in the decision's e-mail and at home (D18). */
export function DecisionDialog({ application, decision, saving, onConfirm, onCancel }: DecisionDialogProps) {
  const [note, setNote] = useState(application.decisionNote ?? '');
  const verb = decision === 'approved' ? 'Approve' : 'Reject';
  const who = application.applicant
    ? `${application.applicant.firstName} ${application.applicant.lastName}`
    : `application ${application.id}`;

  return (
    <Modal
      open
      title={`${verb} ${who}?`}
      okText={verb}
      okButtonProps={{ danger: decision === 'rejected', loading: saving }}
      onOk={() => onConfirm(note.trim())}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {decision === 'approved'
          ? 'The member can then subscribe and accept paid assignments.'
          : 'The member will see that the application was not accepted.'}
      </Typography.Paragraph>
      <label htmlFor="pw-decision-note" className="pw-admin__label">
        Note to the applicant (optional)
      </label>
      <Input.TextArea
        id="pw-decision-note"
        value={note}
        maxLength={NOTE_MAX}
        rows={4}
        onChange={(event) => setNote(event.target.value)}
      />
      <Typography.Paragraph type="secondary" className="pw-admin__hint">
        The applicant receives it with the decision by e-mail and sees it on their home page.
      </Typography.Paragraph>
    </Modal>
  );
}
