import { company } from '@/content/company';
import {
  buildDettagliCompleti,
  buildReportTemplateParams,
  buildWizardTemplateParams,
  wizardMailSubject,
} from './emailPayload';
import { initialWizardState, type WizardState } from './wizardValidation';

const contact = {
  firstName: ' Luca ',
  lastName: 'Bianchi',
  email: 'luca@example.org ',
  phone: '095 123456',
  company: 'Acme S.p.A.',
  position: '',
  preferredContact: 'phone' as const,
  message: '  Vorrei un preventivo <script>alert(1)</script>  ',
  privacy: true,
};

const service: WizardState = {
  ...initialWizardState,
  ...contact,
  requestType: 'service',
  selectedService: '3',
  projectType: 'manutenzione',
  timeline: 'breve',
  budget: 'medium',
  details: 'Capannone di 2000 mq',
};

const rental: WizardState = {
  ...initialWizardState,
  ...contact,
  requestType: 'rental',
  vehicleCategory: 'elevatori',
  vehicleType: '2',
  rentalDuration: 'settimanale',
  startDate: '2026-05-04',
  endDate: '2026-05-11',
  budget: 'small',
};

describe('buildWizardTemplateParams', () => {
  it('holds exactly the six params, trimmed, with the name joined', () => {
    const params = buildWizardTemplateParams(service, { serviceTitle: 'Manutenzione' });
    expect(Object.keys(params).sort()).toEqual(['dettagli_completi', 'email', 'messaggio', 'nome', 'telefono', 'tipo']);
    expect(params.nome).toBe('Luca Bianchi');
    expect(params.email).toBe('luca@example.org');
    expect(params.telefono).toBe('095 123456');
    expect(params.tipo).toBe('Servizio');
    // Markup is sent as the text it is, never interpreted.
    expect(params.messaggio).toBe('Vorrei un preventivo <script>alert(1)</script>');
  });

  it('labels a rental "Noleggio"', () => {
    expect(buildWizardTemplateParams(rental, {}).tipo).toBe('Noleggio');
  });
});

describe('buildDettagliCompleti', () => {
  it('describes a service request block by block', () => {
    expect(buildDettagliCompleti(service, { serviceTitle: 'Manutenzione' })).toBe(
      [
        'TIPO DI RICHIESTA: Servizio',
        '',
        'DATI DI CONTATTO',
        'Nome: Luca Bianchi',
        'Email: luca@example.org',
        'Telefono: 095 123456',
        'Azienda: Acme S.p.A.',
        'Ruolo: Non indicato',
        'Contatto preferito: Telefono',
        '',
        'DETTAGLI DEL SERVIZIO',
        'Servizio: Manutenzione',
        'Tipo di progetto: Manutenzione',
        'Tempistica prevista: Breve termine (entro 1 mese)',
        'Budget indicativo: 5.000 € - 20.000 €',
        '',
        'NOTE AGGIUNTIVE',
        'Capannone di 2000 mq',
        '',
        'MESSAGGIO',
        'Vorrei un preventivo <script>alert(1)</script>',
      ].join('\n'),
    );
  });

  it('describes a rental with vehicle, category, duration, Italian dates and the rental budget band', () => {
    const text = buildDettagliCompleti(rental, {
      vehicles: [{ name: 'Carrello elevatore 2.5 t', categoryName: 'Carrelli Elevatori' }],
    });
    expect(text).toContain('TIPO DI RICHIESTA: Noleggio mezzi');
    expect(text).toContain(
      [
        'DETTAGLI DEL NOLEGGIO',
        'Mezzo: Carrello elevatore 2.5 t',
        'Categoria: Carrelli Elevatori',
        'Durata del noleggio: Settimanale',
        'Data di inizio: 04/05/2026',
        'Data di fine: 11/05/2026',
        'Budget indicativo: Fino a 1.000 €',
        '',
        'NOTE AGGIUNTIVE',
        'Non indicato',
      ].join('\n'),
    );
    expect(text).not.toContain('DETTAGLI DEL SERVIZIO');
  });

  it('names every vehicle of a request for several, one a line, with the same sections', () => {
    const text = buildDettagliCompleti(rental, {
      vehicles: [
        { name: 'Carrello elevatore 2.5 t', categoryName: 'Carrelli Elevatori' },
        { name: 'Piattaforma a forbice 12 m', categoryName: 'Lavori in Alta Quota' },
      ],
    });
    expect(text).toContain(
      [
        'DETTAGLI DEL NOLEGGIO',
        'Mezzi richiesti: 2',
        '1. Carrello elevatore 2.5 t (Carrelli Elevatori)',
        '2. Piattaforma a forbice 12 m (Lavori in Alta Quota)',
        'Durata del noleggio: Settimanale',
      ].join('\n'),
    );
    expect(text).not.toContain('Mezzo: ');
  });

  it('has no end date for a flexible rental and says so when no budget is given', () => {
    const text = buildDettagliCompleti({ ...rental, rentalDuration: 'flessibile', endDate: '', budget: '' }, {});
    expect(text).toContain('Data di fine: Da definire (durata flessibile)');
    expect(text).toContain('Budget indicativo: Non indicato');
  });
});

describe('wizardMailSubject', () => {
  it('names the type and the choice', () => {
    expect(wizardMailSubject(service, { serviceTitle: 'Manutenzione' })).toBe(
      'Richiesta di preventivo - Servizio: Manutenzione',
    );
    expect(wizardMailSubject(rental, { vehicles: [{ name: 'Muletto', categoryName: 'X' }] })).toBe(
      'Richiesta di preventivo - Noleggio: Muletto',
    );
    expect(
      wizardMailSubject(rental, {
        vehicles: [
          { name: 'Muletto', categoryName: 'X' },
          { name: 'Piattaforma', categoryName: 'Y' },
        ],
      }),
    ).toBe('Richiesta di preventivo - Noleggio: Muletto, Piattaforma');
  });
});

describe('buildReportTemplateParams', () => {
  it('holds exactly to_email, from_name, subject, message and timestamp', () => {
    const params = buildReportTemplateParams(
      { subject: '  Sicurezza magazzino ', message: ' Scaffale instabile \n' },
      new Date('2026-03-12T13:05:00Z'),
    );
    expect(params).toEqual({
      to_email: company.email.reports,
      from_name: 'anonymous report - website',
      subject: 'Sicurezza magazzino',
      message: 'Scaffale instabile',
      timestamp: '12 marzo 2026 alle ore 14:05',
    });
  });
});
