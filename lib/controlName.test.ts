import { controlName } from './controlName';
import { finderActionText } from '@/content/fleetFinderActions';
import { fleetFinderText } from '@/content/fleetFinder';
import { wizardText } from '@/content/wizard';

describe('controlName', () => {
  it('starts with the visible text, then names the item', () => {
    expect(controlName('Aggiungi alla richiesta', 'Piattaforma a forbice elettrica 12 m')).toBe(
      'Aggiungi alla richiesta: Piattaforma a forbice elettrica 12 m',
    );
  });
});

// Every per-item control of the finder and the wizard: its name must begin with what it shows.
describe('per-item control names begin with their visible text (WCAG 2.5.3)', () => {
  const vehicle = 'Carrello elevatore diesel 3 t';
  const cases: Array<[string, string, string]> = [
    ['compare toggle', finderActionText.compare, finderActionText.compareLabel(vehicle)],
    ['request toggle', finderActionText.request, finderActionText.requestLabel(vehicle)],
    ['compare toggle (finder text)', fleetFinderText.compare.toggle, fleetFinderText.compare.toggleLabel(vehicle)],
    ['request toggle (finder text)', fleetFinderText.request.add, fleetFinderText.request.addLabel(vehicle)],
    ['remove from comparison', fleetFinderText.compare.removeShort, fleetFinderText.compare.remove(vehicle)],
    ['remove from the wizard', wizardText.remove, wizardText.removeVehicle(vehicle)],
  ];
  it.each(cases)('%s', (_control, visible, name) => {
    expect(name.startsWith(visible)).toBe(true);
    expect(name).toContain(vehicle);
  });
});
