/**
 * Numbers and dates typed in the editor as an Italian types them (issue 67), bundled into
 * public/admin/editor-ui.js with scripts/cms-editor-ui.ts, which registers them over Decap's
 * `number` and `datetime` controls.
 *
 * - A number field is a text box (inputmode "decimal", the role of a spin button, ↑ and ↓ step by
 *   one): "1.650", "1650" and "1.650,00" are 1650, "0,5" is 0.5 (lib/italianNumber.ts). Decap's
 *   <input type="number"> read "1.650" as 1.65 and stored 150 in a whole-number field.
 * - A date field is a text box for gg/mm/aaaa (lib/italianDate.ts) beside a "Calendario" button that
 *   opens the browser's own calendar, and Decap's "Oggi" and "Svuota". Decap's <input type="date">
 *   stored the year as it was being typed ("2" as 1902) and emptied the field on a day that does
 *   not exist.
 *
 * Either way the box keeps exactly what was typed. What it reads is stored (a JSON number, a
 * YYYY-MM-DD day); what it cannot read is stored as the text itself, which the control refuses with
 * a sentence at the field ("Da (euro lordi): "1.65" non si legge…") as soon as the clerk leaves it
 * (Decap's own check of the field, run then), and again at the save. So nothing is stored other
 * than what the clerk sees, and nothing unreadable is saved.
 */
import { parseItalianDate, italianDateText } from '../lib/italianDate';
import { italianNumberText, NUMBER_CHARACTERS, parseItalianNumber } from '../lib/italianNumber';

/** The part of an Immutable Map (Decap's field object) read here. */
interface FieldLike {
  get(key: string): unknown;
}

interface ControlProps {
  field: FieldLike;
  value?: unknown;
  onChange: (value: unknown) => void;
  forID?: string;
  classNameWrapper?: string;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
  isDisabled?: boolean;
  /** Decap's check of this field (Widget.js): its errors are shown at the field, as at a save. */
  validate?: () => void;
}

/** What is read of a React element here (Decap's render output): its type and props. */
interface ElementLike {
  type: unknown;
  props: { children?: unknown; [key: string]: unknown };
}

type ValidResult = boolean | { error: { type: string; message: string } };

/** Decap's class controls (React components): what these subclasses use of them. */
interface BaseControl {
  props: ControlProps;
  state?: unknown;
  setState(state: object): void;
  render(): unknown;
  isValid?: () => ValidResult;
  handleChange?: (value: string) => void;
  getFormat?: () => { format: string; inputType: string; inputFormat: string };
}

type ControlClass = new (props: ControlProps) => BaseControl;

interface InputState {
  /** What the box shows: exactly what the clerk typed, or the stored value written the Italian way. */
  text: string;
  /** Refused when the clerk last left the box: leaving it again checks it again, to clear the message. */
  flagged: boolean;
}

const h = (type: unknown, props: object | null, ...children: unknown[]): unknown => {
  const create = (window as unknown as { h?: (type: unknown, props: object | null, ...children: unknown[]) => unknown })
    .h;
  return create ? create(type, props, ...children) : null;
};

const labelOf = (field: FieldLike) => String(field.get('label') ?? field.get('name'));

/**
 * Decap's "presence" kind, as the content check's rules at a field (scripts/cms-rules.ts): the one
 * kind for which Decap says the save was refused ("Non salvato: …"); any other is refused silently.
 */
const refusal = (field: FieldLike, problem: string): ValidResult => ({
  error: { type: 'PRESENCE', message: `${labelOf(field)}: ${problem}.` },
});

/** On leaving a box: Decap's check of the field when its text is unreadable, or was when last left. */
function checkOnLeave(
  control: { props: ControlProps; state: InputState; setState(state: object): void },
  unreadable: boolean,
) {
  if (unreadable || control.state.flagged) control.props.validate?.();
  control.setState({ flagged: unreadable });
  control.props.setInactiveStyle?.();
}

const numberText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value)
    ? italianNumberText(value)
    : typeof value === 'string'
      ? value
      : '';

/** A number control that reads Italian notation (lib/italianNumber.ts) and shows what was typed. */
export function italianNumberControl<C>(Decap: C): C {
  const Base = Decap as unknown as ControlClass;
  return class ItalianNumberControl extends Base {
    state: InputState = { text: numberText(this.props.value), flagged: false };

    /**
     * Decap's own check: the field's bounds (RANGE), said in Italian by scripts/cms-editor-ui.ts.
     * A name of its own: the wrappers over this class keep theirs on the same instance.
     */
    private readonly italianInputDecapIsValid = (this as BaseControl).isValid;

    private get integer() {
      return this.props.field.get('value_type') === 'int';
    }

    private read(text: string) {
      return parseItalianNumber(text, { integer: this.integer });
    }

    isValid = (): ValidResult => {
      const { value, field } = this.props;
      if (typeof value === 'string' && value.trim() !== '') {
        const read = this.read(value);
        return refusal(field, read.kind === 'unreadable' ? read.problem : `"${value}" non si legge come cifra`);
      }
      return this.italianInputDecapIsValid?.() ?? true;
    };

    componentDidUpdate(previous: ControlProps) {
      const { value } = this.props;
      if (value === previous.value) return;
      // A value from elsewhere (the entry loaded, a reset): shown as stored, unless it is what the box reads.
      const read = this.read(this.state.text);
      const same =
        read.kind === 'number'
          ? read.value === value
          : read.kind === 'empty'
            ? value === '' || value == null
            : this.state.text === value;
      if (!same) this.setState({ text: numberText(value) });
    }

    private store(text: string) {
      const read = this.read(text);
      this.setState({ text });
      this.props.onChange(read.kind === 'number' ? read.value : read.kind === 'empty' ? '' : text);
    }

    private onText = (event: { target: { value: string } }) => {
      const text = event.target.value;
      // Letters never reach the box, as with the browser's number field; anything else is shown as typed.
      if (!NUMBER_CHARACTERS.test(text)) return;
      this.store(text);
    };

    /** ↑ and ↓ add or take one, as a spin button does. */
    private onKey = (event: { key: string; preventDefault(): void }) => {
      if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
      const read = this.read(this.state.text);
      if (read.kind === 'unreadable') return;
      event.preventDefault();
      const decimals = read.kind === 'number' ? (String(read.value).split('.')[1] ?? '').length : 0;
      const next = Number(
        ((read.kind === 'number' ? read.value : 0) + (event.key === 'ArrowUp' ? 1 : -1)).toFixed(decimals),
      );
      this.store(italianNumberText(next));
    };

    private onLeave = () => checkOnLeave(this, this.read(this.state.text).kind === 'unreadable');

    render() {
      const { field, forID = '', classNameWrapper, setActiveStyle, isDisabled } = this.props;
      const { text, flagged } = this.state;
      const read = this.read(text);
      const bound = (key: string) => (typeof field.get(key) === 'number' ? (field.get(key) as number) : undefined);
      return h('input', {
        type: 'text',
        inputMode: this.integer ? 'numeric' : 'decimal',
        role: 'spinbutton',
        autoComplete: 'off',
        id: forID,
        className: classNameWrapper,
        value: text,
        disabled: isDisabled,
        'aria-valuenow': read.kind === 'number' ? read.value : undefined,
        'aria-valuetext': text || undefined,
        'aria-valuemin': bound('min'),
        'aria-valuemax': bound('max'),
        'aria-invalid': flagged || undefined,
        onChange: this.onText,
        onKeyDown: this.onKey,
        onFocus: setActiveStyle,
        onBlur: this.onLeave,
      });
    }
  } as unknown as C;
}

const dateText = (value: unknown) => (typeof value === 'string' ? italianDateText(value) : '');

/**
 * A date control (Decap's `datetime` set up as a day, scripts/cms-config.ts DATE_FIELD) that takes
 * gg/mm/aaaa typed whole (lib/italianDate.ts) and keeps Decap's "Oggi" and "Svuota". Any other
 * set-up is left to Decap.
 */
export function italianDateControl<C>(Decap: C): C {
  const Base = Decap as unknown as ControlClass;
  return class ItalianDateControl extends Base {
    state: InputState = { text: dateText(this.props.value), flagged: false };

    private calendar: HTMLInputElement | null = null;

    private get isDay() {
      return this.getFormat?.().inputType === 'date' && this.props.field.get('format') === 'YYYY-MM-DD';
    }

    isValid = (): ValidResult => {
      const { value, field } = this.props;
      if (!this.isDay || typeof value !== 'string' || value === '') return true;
      const read = parseItalianDate(value);
      return read.kind === 'unreadable' ? refusal(field, read.problem) : true;
    };

    componentDidUpdate(previous: ControlProps) {
      const { value } = this.props;
      if (value === previous.value) return;
      const read = parseItalianDate(this.state.text);
      const same =
        read.kind === 'date'
          ? read.iso === value
          : read.kind === 'empty'
            ? value === '' || value == null
            : this.state.text === value;
      if (!same) this.setState({ text: dateText(value) });
    }

    private readonly italianInputDecapHandleChange = (this as BaseControl).handleChange;

    /** Decap's "Oggi" and "Svuota" call this with YYYY-MM-DD or ''; so does the calendar. */
    handleChange = (value: string): void => {
      if (!this.isDay) return this.italianInputDecapHandleChange?.(value);
      this.setState({ text: italianDateText(value) });
      this.props.onChange(value);
    };

    private onText = (event: { target: { value: string } }) => {
      const text = event.target.value;
      const read = parseItalianDate(text);
      this.setState({ text });
      this.props.onChange(read.kind === 'date' ? read.iso : read.kind === 'empty' ? '' : text);
    };

    private onLeave = () => checkOnLeave(this, parseItalianDate(this.state.text).kind === 'unreadable');

    private openCalendar = () => {
      const input = this.calendar;
      if (!input) return;
      try {
        input.showPicker();
      } catch {
        // A browser without showPicker: the date field itself, focused, opens on the keyboard's space.
        input.focus();
      }
    };

    render() {
      const own = super.render() as ElementLike | null;
      const children = own?.props.children;
      if (!this.isDay || !own || !Array.isArray(children) || children.length !== 3) return own;
      const [, utc, buttons] = children as [unknown, unknown, unknown];
      const { field, forID = '', setActiveStyle, isDisabled } = this.props;
      const { text, flagged } = this.state;
      const read = parseItalianDate(text);
      const typed = h('input', {
        type: 'text',
        inputMode: 'numeric',
        autoComplete: 'off',
        placeholder: 'gg/mm/aaaa',
        id: forID,
        'data-testid': forID,
        value: text,
        disabled: isDisabled,
        'aria-invalid': flagged || undefined,
        onChange: this.onText,
        onFocus: setActiveStyle,
        onBlur: this.onLeave,
      });
      const calendar = isDisabled
        ? null
        : h(
            'span',
            { className: 'gielle-calendar' },
            h(
              'button',
              {
                type: 'button',
                className: 'gielle-calendar-button',
                onClick: this.openCalendar,
                'aria-label': `Calendario (${labelOf(field)})`,
              },
              'Calendario',
            ),
            // The browser's own calendar, opened by the button; the typed box is the field.
            h('input', {
              type: 'date',
              tabIndex: -1,
              'aria-hidden': true,
              className: 'gielle-calendar-input',
              value: read.kind === 'date' ? read.iso : '',
              onChange: (event: { target: { value: string } }) => this.handleChange(event.target.value),
              ref: (element: HTMLInputElement | null) => {
                this.calendar = element;
              },
            }),
          );
      return h(own.type, { ...own.props, children: undefined }, typed, calendar, utc, buttons);
    }
  } as unknown as C;
}
