import { company } from './company';
import { contacts } from './contacts';
import { RENTAL_ASSISTANCE_HOURS, rental } from './rental';

/**
 * Issue 24: the rental figures promised "assistenza 24/7" while /contatti gave assistance hours
 * Monday-Friday 08-17. Both are facts of the product (docs/product.md, "Fixed figures"); each text now says which
 * assistance it gives, and /contatti gives both.
 */
const { assistance } = company.hours;
const companyHours = `${assistance.opens}-${assistance.closes}`;

describe('the two assistance facts', () => {
  test('the rental figure is the assistance on rented vehicles', () => {
    const figure = rental.figures.items.find((item) => item.value === RENTAL_ASSISTANCE_HOURS);
    expect(figure?.label).toMatch(/noleggio/);
  });

  test('/contatti gives the assistance hours and, beside them, the rental assistance', () => {
    for (const text of [contacts.quick.cards.assistance.text, contacts.support.text]) {
      expect(text).toContain(assistance.opens);
      expect(text).toContain(assistance.closes);
      expect(text).toMatch(new RegExp(`[Ss]ui mezzi a noleggio l’assistenza è attiva ${RENTAL_ASSISTANCE_HOURS}`));
    }
    expect(contacts.info.rows.rentalAssistance).toMatch(/noleggio/);
    expect(contacts.info.rentalAssistanceHours).toContain(RENTAL_ASSISTANCE_HOURS);
    expect(contacts.quick.cards.assistance.text).toContain(companyHours);
  });
});
