/**
 * An action that works without script (docs/readers.md "Readers: no script"): a real `<form method="post">` to the
 * site's route (HEADER_FORMS), which sets the theme or logs out and answers 303 back to this page.
 * Its button is the form's submit button; with script, the button's click handler prevents the
 * submission and runs the action in the page instead. The form is `display: contents`: it adds
 * no box to the entry it wraps.
 */
import type { HeaderForm } from '@exchange/contract';
import type { ReactNode } from 'react';
import { useHeaderHandlers } from './HeaderContext.tsx';

export interface ActionFormProps {
  form: HeaderForm;
  /** Extra fields (the theme to set). */
  fields?: Readonly<Record<string, string>>;
  children: ReactNode;
}

export function ActionForm({ form, fields = {}, children }: ActionFormProps) {
  const { forms } = useHeaderHandlers();
  return (
    <form className="hdr-form" method="post" action={forms.action[form]}>
      <input type="hidden" name="return" value={forms.returnTo} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
