'use client';

import { useEffect, useRef } from 'react';
import { Plus } from 'lucide-react';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
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
import type { StepProps } from './types';

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
  const chosen =
    state.vehicleIds.length > 0
      ? selectedVehicleIds(state).flatMap((id) => {
          const vehicle = options.vehicles.find((item) => String(item.id) === id);
          if (!vehicle) return [];
          const categoryName = options.fleetCategories.find((item) => item.id === vehicle.category)?.label ?? '';
          return [{ id, name: vehicle.name, categoryName }];
        })
      : [];

  const applyVehicles = (next: { vehicleIds: string[]; vehicleType: string }) => {
    update('vehicleIds', next.vehicleIds);
    update('vehicleType', next.vehicleType);
    pendingFocus.current = true;
  };

  return (
    <Stack>
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
                <Thumb
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
            <AddAnother>
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
            </AddAnother>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
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

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xl};
`;

const AddAnother = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm} ${tokens.space.md};
  margin-top: calc(-1 * ${tokens.space.md});

  small {
    font-size: ${tokens.fontSize.sm};
    color: ${tokens.color.muted};
  }
`;

const Thumb = styled(SiteImage)`
  flex: none;
  width: 96px;
  height: 72px;
  border-radius: ${tokens.radius.sm};
  object-fit: cover;
  background: ${tokens.color.surfaceWarm};
`;
