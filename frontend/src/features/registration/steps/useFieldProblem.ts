import type { FormInstance } from 'antd/es/form';
import { useCallback, useEffect } from 'react';
import type { FieldProblem } from '../useRegistrationFlow';

/**
 * Shows a server's refusal on its field, scrolled into view and focused, so the person sees it where they
 * look (issue 18), not only in a toast. A refusal handed in from a later step is shown once, on arrival.
 */
export function useFieldProblem<Values>(
  form: FormInstance<Values>,
  field: FieldProblem['field'],
  handed?: FieldProblem | null,
) {
  const show = useCallback(
    (message: string) => {
      form.setFields([{ name: field as never, errors: [message] }]);
      form.scrollToField(field as never, { block: 'center', focus: true });
    },
    [form, field],
  );
  useEffect(() => {
    if (handed?.field === field) show(handed.message);
  }, [handed, field, show]);
  return show;
}
