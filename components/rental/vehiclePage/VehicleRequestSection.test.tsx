import { render, screen } from '@testing-library/react';
import { vehicleBySlug } from '@/content/fleet';
import { rental } from '@/content/rental';
import { VehicleRequestSection } from './VehicleRequestSection';

const vehicle = vehicleBySlug('carrello-diesel-3t');
if (!vehicle) throw new Error('carrello-diesel-3t missing from the fleet data');
const { priceLabel } = rental.vehiclePage;

describe('VehicleRequestSection', () => {
  it('says a rental price when the company publishes one: the same the structured data declares', () => {
    render(<VehicleRequestSection vehicle={{ ...vehicle, rentalPrice: { amount: 120, unit: 'day' } }} />);
    expect(screen.getByText(`${priceLabel}:`, { exact: false }).textContent).toBe(
      `${priceLabel}: 120\u00a0€ al giorno, IVA esclusa`,
    );
  });

  it('says no price while the vehicle file has none', () => {
    render(<VehicleRequestSection vehicle={vehicle} />);
    expect(screen.queryByText(priceLabel, { exact: false })).toBeNull();
    expect(screen.getByRole('heading', { name: rental.fleet.modal.contactTitle })).toBeInTheDocument();
  });
});
