import * as RadixSwitch from '@radix-ui/react-switch';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { FieldDescription, useFieldIds } from '../Field/Field';
import { switchLabel, switchRoot, switchRow, switchText, switchThumb } from './Switch.css';

export interface SwitchProps extends Omit<ComponentPropsWithoutRef<typeof RadixSwitch.Root>, 'asChild' | 'children'> {
  /** The visible label beside the switch (required): what is on or off ("Email me new enquiries"). */
  label: ReactNode;
  /** Help text under the label, read as the switch's description. Default none. */
  description?: ReactNode;
  /** On (controlled). */
  checked?: boolean;
  /** On at first (uncontrolled). Default `false`. */
  defaultChecked?: boolean;
  /** Called with the new state, in both modes. */
  onCheckedChange?: (checked: boolean) => void;
  /** Field name: inside a `<form>` the switch submits `name=value` when on, nothing when off. Default none. */
  name?: string;
  /** Value submitted when on. Default `'on'`. */
  value?: string;
  /** Default `false`. */
  disabled?: boolean;
}

/**
 * An on/off setting that takes effect at once (Radix Switch: a `<button role="switch">` with
 * `aria-checked`). Space or Enter toggles; the label is a real `<label>`, so pressing it toggles too.
 * `className` goes on the row, the ref on the switch's button.
 */
export const Switch = forwardRef<ElementRef<typeof RadixSwitch.Root>, SwitchProps>(function Switch(
  { label, description, id, className, style, ...rest },
  ref,
) {
  const ids = useFieldIds(id, description, undefined);
  return (
    <div className={cx(switchRow, className)} style={style}>
      <RadixSwitch.Root ref={ref} id={ids.id} className={switchRoot} aria-describedby={ids.describedBy} {...rest}>
        <RadixSwitch.Thumb className={switchThumb} />
      </RadixSwitch.Root>
      <span className={switchText}>
        <label htmlFor={ids.id} className={switchLabel}>
          {label}
        </label>
        <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      </span>
    </div>
  );
});
Switch.displayName = 'Switch';
