import type { ReactNode } from 'react';
import { formatMoney, type Money as MoneyValue } from '@drawkit/sdk';

/** Props of {@link Money}. */
export interface MoneyProps {
  /** The amount, in cents. */
  value: MoneyValue;
  /** Extra class names. */
  className?: string;
}

/** An amount of money, formatted at the edge ("$12.50"). */
export function Money({ value, className }: MoneyProps): ReactNode {
  return <span className={className ? `drawkit-money ${className}` : 'drawkit-money'}>{formatMoney(value)}</span>;
}
