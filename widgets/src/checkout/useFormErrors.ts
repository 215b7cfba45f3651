import { useEffect, useRef, useState, type RefObject } from 'react';
import type { FormErrors } from './formRules';

/**
 * A form's errors, and focus on the first invalid field after each failed attempt so keyboard
 * and screen-reader users land on what to fix.
 */
export function useFormErrors(): {
  errors: FormErrors;
  formRef: RefObject<HTMLFormElement | null>;
  fail: (errors: FormErrors) => void;
  clear: () => void;
} {
  const [errors, setErrors] = useState<FormErrors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return {
    errors,
    formRef,
    fail: (next) => {
      setErrors(next);
      setAttempt((n) => n + 1);
    },
    clear: () => setErrors({}),
  };
}
