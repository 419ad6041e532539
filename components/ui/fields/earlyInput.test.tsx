/**
 * What a visitor does to a pre-rendered field before its island hydrates is kept: the island's
 * state starts from it (issue 66). The server's HTML is put in the document, changed as a
 * visitor would change it, then hydrated, as the browser does on a slow phone.
 */
import { act } from '@testing-library/react';
import { useLayoutEffect, useState, type JSX } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ScriptButton } from '@/components/ui/ScriptButton';
import { CheckboxField } from './CheckboxField';
import { valueBeforeHydration } from './earlyInput';
import { ChoiceGroup } from './ChoiceGroup';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

function Form() {
  const [kind, setKind] = useState('spontanea');
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [privacy, setPrivacy] = useState(false);
  const [type, setType] = useState('');
  return (
    <form>
      <SelectField
        id="kind"
        label="Tipo"
        value={kind}
        onChange={setKind}
        options={[
          { value: 'spontanea', label: 'Candidatura spontanea' },
          { value: 'posizione', label: 'Posizione aperta sul sito' },
        ]}
      />
      {kind === 'posizione' ? <p data-testid="position">Posizione</p> : null}
      <TextField id="name" label="Nome" value={name} onChange={setName} />
      <TextAreaField id="message" label="Messaggio" value={message} onChange={setMessage} maxLength={500} />
      <CheckboxField id="privacy" label="Privacy" checked={privacy} onChange={setPrivacy} />
      <ChoiceGroup
        id="type"
        legend="Richiesta"
        name="type"
        value={type}
        onChange={setType}
        options={[
          { value: 'noleggio', label: 'Noleggio' },
          { value: 'servizi', label: 'Servizi' },
        ]}
      />
      <output data-testid="state">{JSON.stringify({ kind, name, message, privacy, type })}</output>
    </form>
  );
}

const field = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

/** Puts the server's HTML of `ui` in the document, lets `visit` change it, then hydrates it. */
async function hydrateAfter(ui: JSX.Element, visit: () => void = () => {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  visit();
  await act(async () => {
    hydrateRoot(container, ui);
  });
}

const state = () => JSON.parse(field('[data-testid="state"]').textContent ?? '') as unknown;

describe('fields hydrated after the visitor used them', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('start the island from what was typed, chosen and ticked, and show what it reveals', async () => {
    await hydrateAfter(<Form />, () => {
      field<HTMLSelectElement>('#kind').value = 'posizione';
      field<HTMLInputElement>('#name').value = 'Mario';
      field<HTMLTextAreaElement>('#message').value = 'Carrellista con patentino';
      field<HTMLInputElement>('#privacy').checked = true;
      field<HTMLInputElement>('input[value="servizi"]').checked = true;
    });

    expect(state()).toEqual({
      kind: 'posizione',
      name: 'Mario',
      message: 'Carrellista con patentino',
      privacy: true,
      type: 'servizi',
    });
    expect(field('[data-testid="position"]')).not.toBeNull();
    expect(field<HTMLSelectElement>('#kind').value).toBe('posizione');
    expect(field<HTMLInputElement>('input[value="servizi"]').checked).toBe(true);
  });

  it('leave the island alone when the visitor did nothing', async () => {
    await hydrateAfter(<Form />);
    expect(state()).toEqual({
      kind: 'spontanea',
      name: '',
      message: '',
      privacy: false,
      type: '',
    });
  });
});

describe('fields mounted on the client (a link followed within the site)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keep what the island set as it mounted: a select set by property is not a choice', async () => {
    // The rental assistance form chooses the machine of the vehicle page it was opened from, in a
    // layout effect; the select's first option, showing for one commit, must not take it back.
    function Preset() {
      const [machine, setMachine] = useState('');
      useLayoutEffect(() => setMachine('b'), []);
      return (
        <>
          <SelectField
            id="machine"
            label="Mezzo"
            value={machine}
            onChange={setMachine}
            placeholder="Un altro mezzo"
            options={[{ value: 'b', label: 'B' }]}
          />
          <output data-testid="state">{JSON.stringify(machine)}</output>
        </>
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Preset />);
    });
    expect(state()).toBe('b');
    expect(field<HTMLSelectElement>('#machine').value).toBe('b');
  });
});

describe('valueBeforeHydration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const html = (markup: string) => {
    document.body.innerHTML = markup;
    return document.body.firstElementChild as HTMLSelectElement | HTMLFieldSetElement | HTMLInputElement;
  };

  it('finds the radio the visitor moved to, away from the one the server ticked', () => {
    const group = html(
      '<fieldset><input type="radio" name="t" value="noleggio" checked><input type="radio" name="t" value="servizi"></fieldset>',
    );
    expect(valueBeforeHydration(group)).toBeNull();
    field<HTMLInputElement>('input[value="servizi"]').checked = true;
    expect(valueBeforeHydration(group)).toBe('servizi');
  });

  it('finds nothing in a select put back on the option the server chose', () => {
    const select = html(
      '<select><option value="a">A</option><option value="b" selected>B</option></select>',
    ) as HTMLSelectElement;
    select.value = 'a';
    expect(valueBeforeHydration(select)).toBe('a');
    select.value = 'b';
    expect(valueBeforeHydration(select)).toBeNull();
  });

  it('tells an unticked box from a box never ticked', () => {
    const box = html('<input type="checkbox" checked>') as HTMLInputElement;
    expect(valueBeforeHydration(box)).toBeNull();
    box.checked = false;
    expect(valueBeforeHydration(box)).toBe(false);
  });
});

describe('ScriptButton', () => {
  it('is disabled in the pre-rendered HTML and enabled once hydrated', async () => {
    let disabledBefore: boolean | undefined;
    await hydrateAfter(<ScriptButton aria-pressed={false}>EN</ScriptButton>, () => {
      disabledBefore = field<HTMLButtonElement>('button').disabled;
    });
    expect(disabledBefore).toBe(true);
    expect(field<HTMLButtonElement>('button').disabled).toBe(false);
    expect(field<HTMLButtonElement>('button').type).toBe('button');
  });
});
