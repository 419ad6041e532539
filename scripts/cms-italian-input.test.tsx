import { act, fireEvent, render, screen } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { Map as ImmutableMap } from 'immutable';
import { DATE_FIELD } from './cms-config';
import { italianDateControl, italianNumberControl } from './cms-italian-input';

/**
 * Decap's own number and date controls (decap-cms-widget-number, -datetime) under ours, as the
 * editor registers them (scripts/cms-editor-ui.ts): what the clerk types, what is stored, what the
 * save is told.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const decapNumber = require('decap-cms-widget-number').controlComponent as ComponentType<object>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const decapDate = require('decap-cms-widget-datetime').controlComponent as ComponentType<object>;

(window as unknown as { h: typeof createElement }).h = createElement;

type Validity = boolean | { error: { message: string } };
interface Mounted {
  stored: () => unknown;
  box: HTMLInputElement;
  isValid: () => Validity;
  /** How many times the field asked Decap to check it (and show its errors at the field). */
  checks: () => number;
}

/** The control with its value held as Decap's entry holds it: each change is passed back in. */
function mount(Control: ComponentType<object>, field: Record<string, unknown>, initial: unknown = ''): Mounted {
  let value = initial;
  let checks = 0;
  let instance: { isValid: () => Validity } | null = null;
  const ref = (mounted: typeof instance) => {
    instance = mounted;
  };
  const props = (): object => ({
    field: ImmutableMap(field),
    value,
    forID: 'campo',
    classNameWrapper: '',
    setActiveStyle: () => {},
    setInactiveStyle: () => {},
    t: (key: string) => key,
    validate: () => (checks += 1),
    ref,
    onChange: (next: unknown) => {
      value = next;
      view.rerender(createElement(Control, props()));
    },
  });
  const view = render(createElement(Control, props()));
  return {
    checks: () => checks,
    stored: () => value,
    box: view.container.querySelector('#campo') as HTMLInputElement,
    isValid: () => instance?.isValid() ?? true,
  };
}

const type = (box: HTMLInputElement, text: string) =>
  act(() => void fireEvent.change(box, { target: { value: text } }));

const PAY = { name: 'min', label: 'Da (euro lordi)', widget: 'number', value_type: 'int', min: 1 };
const HEIGHT = { name: 'liftHeightM', label: 'Altezza (m)', widget: 'number', value_type: 'float', min: 0.1 };

describe('the number field', () => {
  const Control = italianNumberControl(decapNumber);

  it('stores 1650 for "1.650", "1650" and "1.650,00", and shows what was typed', () => {
    const field = mount(Control, PAY);
    for (const text of ['1.650', '1650', '1.650,00']) {
      type(field.box, text);
      expect(field.stored()).toBe(1650);
      expect(field.box.value).toBe(text);
      expect(field.isValid()).toBe(true);
    }
  });

  it('stores 0.5 for "0,5" in a measure', () => {
    const field = mount(Control, HEIGHT);
    type(field.box, '0,5');
    expect(field.stored()).toBe(0.5);
    expect(field.box.value).toBe('0,5');
  });

  it('refuses what it cannot read, at the field as soon as the clerk leaves it, and at the save', () => {
    const field = mount(Control, HEIGHT);
    type(field.box, '4.8');
    expect(field.stored()).toBe('4.8');
    expect(field.isValid()).toEqual({
      error: expect.objectContaining({
        message: expect.stringMatching(/^Altezza \(m\): "4\.8" non si legge in un modo solo: .*es\. 4,8/),
      }),
    });
    expect(field.checks()).toBe(0);
    act(() => void fireEvent.blur(field.box));
    expect(field.checks()).toBe(1);
    expect(field.box).toHaveAttribute('aria-invalid', 'true');
    // Corrected: leaving the field checks it again, which clears its message.
    type(field.box, '4,8');
    act(() => void fireEvent.blur(field.box));
    expect(field.checks()).toBe(2);
    expect(field.isValid()).toBe(true);
    expect(field.box).not.toHaveAttribute('aria-invalid');
  });

  it('takes no letters, and shows a stored number the Italian way', () => {
    const field = mount(Control, HEIGHT, 4.8);
    expect(field.box.value).toBe('4,8');
    type(field.box, '4,8m');
    expect(field.box.value).toBe('4,8');
    expect(field.stored()).toBe(4.8);
    expect(field.box).toHaveAttribute('role', 'spinbutton');
  });

  it('leaves the bounds to Decap’s own check, also under a wrapper keeping Decap’s check by the usual name', () => {
    // As scripts/cms-editor-ui.ts's withItalianNumbers does: a field of the same name on the same
    // instance called itself without end (a stack overflow at the save, seen in the editor).
    class Wrapped extends (Control as unknown as new (props: object) => { isValid: () => Validity }) {
      private readonly decapIsValid = (this as { isValid: () => Validity }).isValid;
      isValid = (): Validity => this.decapIsValid();
    }
    const field = mount(Wrapped as unknown as ComponentType<object>, PAY);
    type(field.box, '0');
    expect(field.stored()).toBe(0);
    expect(field.isValid()).toMatchObject({ error: { type: 'RANGE' } });
  });
});

describe('the date field', () => {
  const Control = italianDateControl(decapDate);
  const DATE = { name: 'validThrough', label: 'Data di chiusura', ...DATE_FIELD };

  it('takes gg/mm/aaaa whole and stores the day', () => {
    const field = mount(Control, DATE);
    type(field.box, '31/01/2027');
    expect(field.stored()).toBe('2027-01-31');
    expect(field.box.value).toBe('31/01/2027');
    expect(field.isValid()).toBe(true);
  });

  it('stores no day from a year half typed, and refuses it with its message', () => {
    const field = mount(Control, DATE, '2026-11-20');
    expect(field.box.value).toBe('20/11/2026');
    type(field.box, '31/12/2');
    expect(field.stored()).toBe('31/12/2');
    expect(field.box.value).toBe('31/12/2');
    expect(field.isValid()).toEqual({
      error: expect.objectContaining({
        message: expect.stringContaining('Data di chiusura: "31/12/2": scrivi l’anno per intero'),
      }),
    });
    type(field.box, '31/02/2027');
    expect(field.isValid()).toEqual({
      error: expect.objectContaining({ message: 'Data di chiusura: "31/02/2027": il 31 febbraio 2027 non esiste.' }),
    });
  });

  it('keeps Decap’s "Svuota" and the calendar', () => {
    const field = mount(Control, DATE, '2026-11-20');
    act(() => void fireEvent.click(screen.getByTestId('clear-button')));
    expect(field.stored()).toBe('');
    expect(field.box.value).toBe('');
    const calendar = document.querySelector('input[type="date"]') as HTMLInputElement;
    act(() => void fireEvent.change(calendar, { target: { value: '2027-03-15' } }));
    expect(field.stored()).toBe('2027-03-15');
    expect(field.box.value).toBe('15/03/2027');
    expect(screen.getByRole('button', { name: 'Calendario (Data di chiusura)' })).toBeVisible();
  });
});
