import { legalFacts as f } from './facts';
import type { PrivacyPolicy } from './types';

const { company } = f;

export const privacyEn = {
  lang: 'en',
  title: 'Privacy Policy',
  subtitle: `How ${company.legalName} processes personal data, under Articles 13 and 14 of Regulation (EU) 2016/679 (GDPR).`,
  intro: [
    `This notice explains which personal data the ${company.brand} website processes, why, for how long and what your rights are. The site is a public showcase: it has no user accounts and no data store of its own, and the messages you send leave either through a third-party mail service or from your own e-mail program.`,
  ],
  sections: [
    {
      id: 'titolare',
      title: 'Data controller',
      blocks: [
        `The data controller is ${company.legalName}, registered office at ${f.fullAddress}, Italy, VAT number ${company.vatNumber}, business register (REA) ${company.rea}.`,
        { contact: true },
      ],
    },
    {
      id: 'finalita',
      title: 'Purposes of processing',
      blocks: [
        'We process personal data only for these purposes:',
        {
          list: [
            'answering requests for information and quotes sent with the form on the Contacts page, by phone or by e-mail;',
            'assessing the job applications you e-mail us from the Careers page;',
            'receiving and handling reports sent with the anonymous report form;',
            'running the site securely and remembering your cookie choice;',
            'complying with legal obligations and, where necessary, establishing or defending our rights.',
          ],
        },
        'We do not use the data for profiling, marketing or automated decisions.',
      ],
    },
    {
      id: 'dati-raccolti',
      title: 'Data we collect',
      blocks: [
        {
          list: [
            [
              { text: 'Request form', href: f.paths.contacts },
              ` (Contacts page): first and last name, e-mail, phone, company and role (optional), preferred contact method, the details of the request (service or vehicle, timing, budget, notes) and your message. When you press Send, your browser passes these data to the third-party mail service ${f.mailService.name}, which delivers them to our mailbox.`,
            ],
            [
              { text: 'Anonymous report', href: f.paths.anonymousReport },
              `: only the subject, the message and the date and time of sending, also carried by ${f.mailService.name}. The form does not ask for, and the site does not add, your name, e-mail, IP address or anything else that identifies you: if you wish to stay anonymous, keep such details out of the text. For reports under Italian Legislative Decree 24/2023, use the channel described on the `,
              { text: 'Whistleblowing', href: f.paths.whistleblowing },
              ' page.',
            ],
            [
              { text: 'Job applications', href: f.paths.careers },
              ` (Careers page): the form sends nothing through the site. It prepares a message and opens your own e-mail program, addressed to ${company.email.hr}; we process what you choose to send us with that message, including the CV you attach.`,
            ],
            'Direct contact: the data you give us when you write to or call our contact details.',
            'Technical browsing data: the provider hosting the site may record data such as the IP address, the date and time and the page requested in its technical logs, for the security and operation of the service. We do not use them to identify you.',
            `Browser storage: the site stores your cookie choice in your browser (localStorage, key ${f.consentStorageKey}) and, while you fill in the request form, a draft in session storage (sessionStorage), removed after sending or when you close the tab. These data stay on your device and are not sent to us.`,
          ],
        },
        'The site uses no statistics or traffic analysis tools (analytics).',
      ],
    },
    {
      id: 'base-giuridica',
      title: 'Legal basis',
      blocks: [
        {
          list: [
            'Requests for information and quotes: steps taken at your request before entering into a contract (Art. 6(1)(b) GDPR).',
            'Job applications: pre-contractual steps towards possible employment (Art. 6(1)(b) GDPR and Art. 111-bis of the Italian Privacy Code, Legislative Decree 196/2003).',
            'Anonymous reports and site security: our legitimate interest in learning about and correcting irregularities and in protecting the site (Art. 6(1)(f) GDPR).',
            'Legal obligations: Art. 6(1)(c) GDPR.',
            `The ${f.mapProvider.name} map on the Contacts page: your consent (Art. 6(1)(a) GDPR and Art. 122 of the Italian Privacy Code), which you may withdraw at any time.`,
            'Storage of your cookie choice and of the form draft: technical means needed to provide the service you ask for, which require no consent (Art. 122 of the Italian Privacy Code).',
          ],
        },
      ],
    },
    {
      id: 'conservazione',
      title: 'Data retention',
      blocks: [
        `We keep personal data for as long as the purposes above require and in any case no longer than ${f.retentionDays} days from collection. The exception is data the law requires us to keep longer: if a contract follows from your request, we keep only the data it needs for the period set by Italian civil and tax law.`,
        'The form draft is removed after sending or when you close the tab; your cookie choice stays in your browser until you change it or clear your browsing data.',
      ],
    },
    {
      id: 'condivisione',
      title: 'Sharing of data',
      blocks: [
        'We do not sell or hand over personal data. They may be received, only for the purposes above, by:',
        {
          list: [
            [
              { text: f.mailService.name, href: f.mailService.privacyUrl },
              ', the third-party mail service that carries the request form and the anonymous report, as data processor. Its servers may be located outside the European Union: in that case the transfer relies on the safeguards of Articles 44-49 GDPR, such as the European Commission’s standard contractual clauses;',
            ],
            'the provider hosting the site and the providers of our e-mail and IT services, as data processors;',
            [
              { text: f.mapProvider.company, href: f.mapProvider.privacyUrl },
              ', which provides the map on the Contacts page, only if you consent or click on the map;',
            ],
            'advisers, professionals and public authorities, where needed to meet legal obligations or to protect our rights.',
          ],
        },
        `Within ${company.brand}, data are processed only by authorised staff who need them for their work.`,
      ],
    },
    {
      id: 'modalita',
      title: 'How data are processed',
      blocks: [
        'We process data with electronic and, where needed, paper means, with technical and organisational measures suited to protecting them from unauthorised access, loss or disclosure: encrypted connections (HTTPS), access limited to authorised staff, protected mailboxes. We take no decisions based solely on automated processing, including profiling.',
        'The site loads no third-party resources before you ask for them: fonts and PDF documents are served by the site itself, the mail service is contacted only when you press Send and the map only after your consent.',
      ],
    },
    {
      id: 'diritti',
      title: 'Your rights',
      blocks: [
        'Under Articles 15 to 22 GDPR you may at any time ask for:',
        {
          list: [
            'access to your data and a copy of them (Art. 15);',
            'rectification of inaccurate or incomplete data (Art. 16);',
            'erasure (Art. 17);',
            'restriction of processing (Art. 18);',
            'portability of the data you gave us (Art. 20);',
            'objection to processing based on legitimate interest (Art. 21);',
            'not to be subject to decisions based solely on automated processing (Art. 22).',
          ],
        },
        'You may withdraw your consent at any time, without affecting the lawfulness of earlier processing (Art. 7(3)).',
        [
          'To exercise your rights, write to ',
          { text: company.email.info, href: f.mailto.info },
          ' or by certified e-mail (PEC) to ',
          { text: company.email.pec, href: f.mailto.pec },
          '. We reply without undue delay and in any case within one month (Art. 12 GDPR).',
        ],
        [
          'If you believe the processing breaches the GDPR, you may lodge a complaint with the Italian supervisory authority, the Garante per la protezione dei dati personali (',
          { text: f.supervisor.label, href: f.supervisor.url },
          '), or go to court.',
        ],
      ],
    },
    {
      id: 'cookie',
      title: 'Cookies',
      blocks: [
        `The site uses only necessary technical storage: the record of your cookie choice and the draft of the request form. It uses no profiling or statistics cookies. The ${f.mapProvider.name} map on the Contacts page, which may set third-party cookies, loads only after your consent.`,
        [
          'Full details are in the ',
          { text: 'Cookies Policy', href: f.paths.cookies },
          '; you can change your choice at any time with the “Preferenze cookie” (cookie preferences) link at the bottom of every page.',
        ],
      ],
    },
    {
      id: 'modifiche',
      title: 'Changes to this policy',
      blocks: [
        'We may update this notice when the site, the services it uses or the law change. The version in force is always published on this page, with the date of the last update shown at the top.',
      ],
    },
    {
      id: 'contatti',
      title: 'Contact',
      blocks: ['For any question about this notice or your personal data:', { contact: true }],
    },
  ],
} as const satisfies PrivacyPolicy;
