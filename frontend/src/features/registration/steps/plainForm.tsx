import { useCallback, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';

/**
 * The registration's forms in plain HTML (issue 29): the first step is the page a visitor lands on, rendered on the
 * server, and antd's Form, inputs and their styles were most of its JavaScript (288 kB) and of its hydration. The rules
 * and messages are spec section 5's, as antd's rules said them: a field is checked as it changes and all of them when
 * the step is submitted, and shows its first failed rule's message under it.
 */

/** One rule: the message when `value` breaks it, else null. `values` is the whole form (a confirmation's rule). */
export type Rule<Values> = (value: string, values: Values) => string | null;

export const requiredText =
  <Values,>(message: string): Rule<Values> =>
  (value) =>
    value.trim() === '' ? message : null;

/** antd's (async-validator's) e-mail pattern, which the step used before. */
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;

export const emailRule =
  <Values,>(message: string): Rule<Values> =>
  (value) =>
    value === '' || !EMAIL.test(value) ? message : null;

type Fields<Values> = { [K in keyof Values]: string };

export interface PlainForm<Values extends Fields<Values>> {
  values: Values;
  errors: Partial<Record<keyof Values, string>>;
  /** Sets a field's value as typed (normalised by `normalize`), and checks it, and the fields that depend on it. */
  change(name: keyof Values, value: string): void;
  /** Checks every field; the values when all pass, else null (the messages are then shown). */
  validate(): Values | null;
  /** Shows a message on a field (a server's refusal), scrolled into view and focused. */
  showProblem(name: keyof Values, message: string): void;
  /** The element of each field, for `showProblem`. */
  register(name: keyof Values): (element: HTMLElement | null) => void;
}

export function usePlainForm<Values extends Fields<Values>>(
  initial: Values,
  rules: Partial<Record<keyof Values, Rule<Values>[]>>,
  /** Fields checked again when another changes (the confirmation when the password does). */
  dependents: Partial<Record<keyof Values, keyof Values>> = {},
): PlainForm<Values> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const elements = useRef(new Map<keyof Values, HTMLElement>());
  const check = useCallback(
    (name: keyof Values, all: Values) => {
      for (const rule of rules[name] ?? []) {
        const message = rule(all[name], all);
        if (message) return message;
      }
      return undefined;
    },
    [rules],
  );

  const change = (name: keyof Values, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    setErrors((shown) => {
      const updated = { ...shown, [name]: check(name, next) };
      const dependent = dependents[name];
      // A confirmation already answered is checked again against the new password (antd's `dependencies`).
      if (dependent && next[dependent] !== '') updated[dependent] = check(dependent, next);
      return updated;
    });
  };

  const validate = () => {
    const found: Partial<Record<keyof Values, string>> = {};
    for (const name of Object.keys(values) as (keyof Values)[]) found[name] = check(name, values);
    setErrors(found);
    return Object.values(found).some(Boolean) ? null : values;
  };

  const showProblem = (name: keyof Values, message: string) => {
    setErrors((shown) => ({ ...shown, [name]: message }));
    const element = elements.current.get(name);
    element?.focus();
    element?.scrollIntoView?.({ block: 'center' }); // (absent in jsdom)
  };

  const register = (name: keyof Values) => (element: HTMLElement | null) => {
    if (element) elements.current.set(name, element);
    else elements.current.delete(name);
  };

  return { values, errors, change, validate, showProblem, register };
}

interface PlainFieldProps<Values extends Fields<Values>> {
  form: PlainForm<Values>;
  name: keyof Values & string;
  label: string;
  /** Marked "(optional)" after its label, as antd's `requiredMark="optional"` did. */
  optional?: boolean;
  /** How a typed value is kept (the e-mail drops spaces). */
  normalize?: (value: string) => string;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  type?: 'text' | 'password';
  inputProps?: Omit<
    React.InputHTMLAttributes<HTMLInputElement> & React.TextareaHTMLAttributes<HTMLTextAreaElement>,
    'value' | 'onChange' | 'name' | 'id' | 'type' | 'rows'
  >;
  /** After the input, inside the field (the password's Show button). */
  children?: ReactNode;
}

/** A labelled input and its message, in plain HTML; the message is tied to the input (`aria-describedby`). */
export function PlainField<Values extends Fields<Values>>({
  form,
  name,
  label,
  optional = false,
  normalize = (value) => value,
  rows,
  type = 'text',
  inputProps,
  children,
}: PlainFieldProps<Values>) {
  const id = useId();
  const error = form.errors[name];
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    form.change(name, normalize(event.target.value));
  const shared = {
    ...inputProps,
    id,
    name,
    value: form.values[name],
    onChange,
    ref: form.register(name),
    className: 'pw-form-field__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className={`pw-form-field${error ? ' pw-form-field--error' : ''}`}>
      <label htmlFor={id} className="pw-form-field__label">
        {label}
        {optional && <span className="pw-form-field__optional">(optional)</span>}
      </label>
      <div className="pw-form-field__control">
        {rows ? <textarea {...shared} rows={rows} /> : <input {...shared} type={type} />}
        {children}
      </div>
      {/* Always there, so a message appearing does not move the fields below more than its own line. */}
      <div id={`${id}-error`} className="pw-form-field__error" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
