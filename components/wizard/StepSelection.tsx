'use client';

import { useEffect, useRef } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { SiteImage } from '@/components/ui/SiteImage';
import { photoProps } from '@/lib/images/picture';
import { VEHICLE_PLACEHOLDER_IMAGE } from '@/content/fleet';
import { requestTypes, wizardText, type RequestType } from '@/content/wizard';
import { servicesInCategory, vehiclesInCategory } from '@/lib/wizardOptions';
import { selectedVehicleIds, withoutVehicle, withPickedVehicleAdded } from '@/lib/wizardValidation';
import { ChosenVehicles } from './ChosenVehicles';
import { ChoiceGroup } from '@/components/ui/fields/ChoiceGroup';
import { SelectField } from '@/components/ui/fields/SelectField';
import { FieldGrid } from '@/components/ui/fields/layout';
import type { WizardOptions } from '@/lib/wizardOptions';
import type { WizardState } from '@/lib/wizardValidation';
import type { StepProps } from './types';
import styles from './RequestWizard.module.css';

interface StepSelectionProps extends StepProps {
  onRequestType: (type: RequestType) => void;
}

/** Step 1, Selezione: the request type, then a service or a vehicle. */
export function StepSelection({ state, errors, options, update, onRequestType }: StepSelectionProps) {
  const visibleServices = servicesInCategory(options.services, state.selectedCategory);
  const visibleVehicles = vehiclesInCategory(options.vehicles, options.fleetCategories, state.vehicleCategory);
  const chosenHeading = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef(false);

  // After an add or a removal the pressed button is gone: focus goes to the list (or the category field).
  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    if (chosenHeading.current) chosenHeading.current.focus();
    else document.getElementById('wizard-vehicleCategory')?.focus();
  });

  // The list of chosen vehicles shows once the request holds more than the one picked below.
  const chosen = state.vehicleIds.length > 0 ? chosenVehicles(state, options) : [];

  const applyVehicles = (next: { vehicleIds: string[]; vehicleType: string }) => {
    update('vehicleIds', next.vehicleIds);
    update('vehicleType', next.vehicleType);
    pendingFocus.current = true;
  };

  return (
    <div className={styles.stack}>
      <ChoiceGroup
        id="wizard-requestType"
        name="requestType"
        legend="Di cosa hai bisogno?"
        required
        value={state.requestType}
        error={errors.requestType}
        onChange={(value) => onRequestType(value as RequestType)}
        options={requestTypes.map((type) => ({ value: type.value, label: type.label, description: type.description }))}
      />

      {state.requestType === 'service' ? (
        <>
          <FieldGrid>
            <SelectField
              id="wizard-selectedCategory"
              label="Categoria di servizio"
              value={state.selectedCategory}
              options={options.serviceCategories.map((category) => ({ value: category.id, label: category.label }))}
              onChange={(value) => {
                update('selectedCategory', value);
                const stillVisible = servicesInCategory(options.services, value).some(
                  (service) => String(service.id) === state.selectedService,
                );
                if (!stillVisible) update('selectedService', '');
              }}
            />
          </FieldGrid>
          <ChoiceGroup
            id="wizard-selectedService"
            name="selectedService"
            legend="Servizio"
            required
            value={state.selectedService}
            error={errors.selectedService}
            onChange={(value) => update('selectedService', value)}
            options={visibleServices.map((service) => ({
              value: String(service.id),
              label: service.title,
              description: service.description,
            }))}
          />
        </>
      ) : null}

      {state.requestType === 'rental' ? (
        <>
          {chosen.length > 0 ? (
            <ChosenVehicles
              id="wizard-chosenVehicles"
              ref={chosenHeading}
              vehicles={chosen}
              onRemove={(id) => applyVehicles(withoutVehicle(state, id))}
            />
          ) : null}
          <FieldGrid>
            <SelectField
              id="wizard-vehicleCategory"
              label="Categoria di mezzi"
              value={state.vehicleCategory}
              options={[
                { value: 'all', label: wizardText.allCategories },
                ...options.fleetCategories.map((category) => ({ value: category.id, label: category.label })),
              ]}
              onChange={(value) => {
                update('vehicleCategory', value);
                const stillVisible = vehiclesInCategory(options.vehicles, options.fleetCategories, value).some(
                  (vehicle) => String(vehicle.id) === state.vehicleType,
                );
                if (!stillVisible) update('vehicleType', '');
              }}
            />
          </FieldGrid>
          <ChoiceGroup
            id="wizard-vehicleType"
            name="vehicleType"
            legend="Mezzo da noleggiare"
            required
            value={state.vehicleType}
            error={errors.vehicleType}
            onChange={(value) => update('vehicleType', value)}
            empty={wizardText.noVehicles}
            options={visibleVehicles.map((vehicle) => ({
              value: String(vehicle.id),
              label: vehicle.name,
              description: vehicleSummary(vehicle.specs),
              aside: (
                <SiteImage
                  className={styles.thumb}
                  src={vehicle.image}
                  alt=""
                  width={96}
                  height={72}
                  {...photoProps(vehicle.picture, '96px')}
                  fallbackSrc={VEHICLE_PLACEHOLDER_IMAGE}
                />
              ),
            }))}
          />
          {state.vehicleType !== '' ? (
            <div className={styles.addAnother}>
              <Button
                type="button"
                data-variant="ghost"
                aria-describedby="wizard-addAnother-hint"
                onClick={() => applyVehicles(withPickedVehicleAdded(state))}
              >
                <Plus size={18} aria-hidden="true" />
                {wizardText.addAnotherVehicle}
              </Button>
              <small id="wizard-addAnother-hint">{wizardText.addAnotherHint}</small>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** The request's vehicles, in the order chosen: each with its category's name and its own page. */
export function chosenVehicles(state: WizardState, options: WizardOptions) {
  return selectedVehicleIds(state).flatMap((id) => {
    const vehicle = options.vehicles.find((item) => String(item.id) === id);
    if (!vehicle) return [];
    const categoryName = options.fleetCategories.find((item) => item.id === vehicle.category)?.label ?? '';
    return [{ id, name: vehicle.name, categoryName, href: vehicle.path }];
  });
}

function vehicleSummary(specs: { capacity?: string; liftHeight?: string; weight?: string }): string {
  return [
    specs.capacity ? `Capacità ${specs.capacity}` : '',
    specs.liftHeight ? `Altezza ${specs.liftHeight}` : '',
    specs.weight ? `Peso ${specs.weight}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
