import { useRef, type ClipboardEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { TWO_FACTOR_CODE_LENGTH } from '@drawkit/sdk';

/** Props of {@link CodeCells}. */
export interface CodeCellsProps {
  /** One digit (or '') per cell; always `TWO_FACTOR_CODE_LENGTH` long. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  /** Called when a change leaves every cell filled: "The form submits when all six cells are filled". */
  onComplete: (code: string) => void;
  disabled?: boolean;
  /** Marks the cells invalid and links them to the error. */
  errorId?: string | undefined;
  /** Receives the first cell, so the form can focus it. */
  firstRef?: (element: HTMLInputElement | null) => void;
}

/** "Paste takes the first 6 digits of the trimmed text" (shop-core §5). */
export function pastedDigits(text: string): string[] {
  return (text.trim().match(/\d/g) ?? []).slice(0, TWO_FACTOR_CODE_LENGTH);
}

/** An empty code: six blank cells. */
export const emptyDigits = (): string[] => Array.from({ length: TWO_FACTOR_CODE_LENGTH }, () => '');

/**
 * Six single-digit cells: typing a digit replaces the cell's digit (even with the same one) and
 * moves to the next cell, Backspace in an empty cell goes back one, and a paste (or a
 * one-time-code autofill) fills the cells from the first.
 */
export function CodeCells({ digits, onChange, onComplete, disabled = false, errorId, firstRef }: CodeCellsProps): ReactNode {
  const cells = useRef<(HTMLInputElement | null)[]>([]);
  // The digits as last changed: keys typed faster than a re-render must build on each other,
  // not on the digits this render was given.
  const latest = useRef(digits);
  latest.current = digits;

  const focusCell = (index: number) => {
    const cell = cells.current[Math.max(0, Math.min(TWO_FACTOR_CODE_LENGTH - 1, index))];
    cell?.focus();
    cell?.select();
  };

  const apply = (next: string[], focusIndex: number) => {
    latest.current = next;
    onChange(next);
    if (next.every((d) => d !== '')) onComplete(next.join(''));
    else focusCell(focusIndex);
  };

  /** Fills the cells from `start` with `incoming`, for pastes and autofill. */
  const fill = (start: number, incoming: readonly string[]) => {
    const next = [...latest.current];
    incoming.forEach((digit, offset) => {
      if (start + offset < TWO_FACTOR_CODE_LENGTH) next[start + offset] = digit;
    });
    apply(next, start + incoming.length);
  };

  const input = (index: number, value: string) => {
    let typed = value.replace(/\D/g, '');
    const current = latest.current[index] ?? '';
    // Typing into a filled cell: keep the new digit, whichever side of the old one it landed.
    if (typed.length === 2 && current) typed = typed.startsWith(current) ? typed.slice(1) : typed.slice(0, 1);
    // More than that is an autofill (or a paste the browser handled): fill from the first cell.
    if (typed.length > 1) return fill(0, pastedDigits(typed));
    const next = [...latest.current];
    // A non-digit leaves the cell as it was (inputmode numeric still allows letters on desktops).
    if (value !== '' && typed === '') return;
    next[index] = typed;
    apply(next, typed ? index + 1 : index);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && latest.current[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusCell(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusCell(index - 1);
    } else if (event.key === 'ArrowRight' && index < TWO_FACTOR_CODE_LENGTH - 1) {
      event.preventDefault();
      focusCell(index + 1);
    }
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const incoming = pastedDigits(event.clipboardData.getData('text'));
    if (incoming.length > 0) fill(0, incoming);
  };

  return (
    <div className="drawkit-code-cells">
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the cells never reorder, so their position is their identity.
          key={index}
          ref={(element) => {
            cells.current[index] = element;
            if (index === 0) firstRef?.(element);
          }}
          className="drawkit-code-cell"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          // Room for a one-time-code autofill; `change` keeps one digit per cell.
          maxLength={TWO_FACTOR_CODE_LENGTH}
          aria-label={`Digit ${index + 1} of ${TWO_FACTOR_CODE_LENGTH}`}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          value={digit}
          disabled={disabled}
          // The native input event, not React's onChange: onChange only fires when the value differs
          // from the last one, so a digit typed over the same digit (the selected cell replaced by
          // itself) was dropped and the cursor stayed put, swallowing a key of the code.
          onInput={(e: FormEvent<HTMLInputElement>) => input(index, e.currentTarget.value)}
          onKeyDown={(e) => keyDown(index, e)}
          onPaste={paste}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
