/**
 * What the reader typed into a page the server rendered before the app took it over (a page hydrated at the first
 * interaction, a slow network, the browser's autofill): React hydrates with the fields' state as the server rendered
 * it, empty, and would not know of the text they show. Each such field is given back to React as an input event,
 * as if typed now, so the form's state holds what the reader sees.
 */
export function adoptEarlyInput(root: HTMLElement): void {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):not([type="submit"]), textarea',
  );
  for (const field of fields) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    // React notes the last value it set through the element's own `value` setter, and reports an input event as a
    // change only when the field differs from it: it is told the server's value, then the typed text is put back
    // with the browser's setter, behind its back.
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
