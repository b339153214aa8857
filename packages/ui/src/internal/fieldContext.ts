import { createContext, useContext } from 'react';
import { joinIds } from './ids';

export interface FieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

interface OwnControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  'aria-required'?: boolean | 'true' | 'false';
}

/**
 * The id and ARIA wiring a control gets from the FormField around it, merged with what the
 * control was given directly (direct props win, descriptions are combined).
 */
export function useFieldControl(own: OwnControlProps, invalid?: boolean) {
  const field = useContext(FieldContext);
  const isInvalid =
    invalid ??
    (own['aria-invalid'] !== undefined
      ? own['aria-invalid'] === true || own['aria-invalid'] === 'true'
      : (field?.invalid ?? false));
  return {
    id: own.id ?? field?.id,
    'aria-describedby': joinIds(field?.describedBy, own['aria-describedby']),
    'aria-invalid': isInvalid || undefined,
    'aria-required': own['aria-required'] ?? (field?.required || undefined),
  } as const;
}
