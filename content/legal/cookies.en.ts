import { legalFacts as f } from './facts';
import type { CookiesPolicy } from './types';

const { company } = f;

export const cookiesEn = {
  lang: 'en',
  title: 'Cookies Policy',
  subtitle: `How the ${company.legalName} website uses cookies and similar technologies, and how you can manage your preferences.`,
  intro: [
    'This page describes every cookie and similar technology the site uses, under Article 122 of the Italian Privacy Code (Legislative Decree 196/2003) and the Guidelines of the Italian data protection authority (Garante per la protezione dei dati personali) of 10 June 2021.',
  ],
  sections: [
    {
      id: 'cosa-sono',
      title: 'What cookies are',
      blocks: [
        'Cookies are small text files a website stores in your browser to remember information between pages or between visits. Similar technologies, such as localStorage and sessionStorage, store information in the browser in the same way: on this page we treat them as cookies.',
        'Cookies may be set by the site you visit (first-party cookies) or by outside services whose content appears on the page (third-party cookies).',
      ],
    },
    {
      id: 'come-li-usiamo',
      title: 'How we use them',
      blocks: [
        `The ${company.brand} website sets no cookies of its own. It uses only two technical means, needed for it to work, which stay in your browser and are not sent to us:`,
        {
          table: {
            caption: 'Storage used directly by the site',
            head: ['Name', 'Type', 'Purpose', 'Duration'],
            rows: [
              [
                f.consentStorageKey,
                'localStorage, technical',
                'Remembers your choice on the cookie banner (accepted or closed) and when you made it.',
                'Until you change your choice or clear your browser data',
              ],
              [
                'Request form draft',
                'sessionStorage, technical',
                'Keeps what you type in the form on the Contacts page if you reload the page, so nothing is lost.',
                'Until it is sent successfully or you close the tab',
              ],
            ],
          },
        },
        'We use no statistics, profiling or marketing cookies.',
      ],
    },
    {
      id: 'tipi',
      title: 'Types of cookies',
      blocks: [
        {
          list: [
            'Necessary technical cookies: make browsing and the services you ask for possible; they need no consent. They are the only means the site uses directly.',
            'Performance (statistics) cookies: measure how a site is used. Our site uses none.',
            'Functionality cookies: remember preferences such as the language. Our site uses none: the language of these pages is in the address (?lang=en).',
            'Marketing (profiling) cookies: build profiles for targeted advertising. Our site uses none.',
          ],
        },
      ],
    },
    {
      id: 'terze-parti',
      title: 'Third-party cookies',
      blocks: [
        {
          list: [
            'Analytics: none. The site uses neither Google Analytics nor any other measurement tool.',
            `Social media: no plug-ins or embedded content. The links to ${f.socialNetworks} are plain links: those sites set their own cookies only if you visit them.`,
            [
              `Maps: the map of our office on the Contacts page is provided by ${f.mapProvider.name}, which may set its own cookies. We load it only after your consent or if you click on the map area; otherwise you see the address and a link to open the map. How ${f.mapProvider.company} processes data is explained in its `,
              { text: 'privacy policy', href: f.mapProvider.privacyUrl },
              '.',
            ],
            'Chat: the site has no third-party chat or virtual assistant.',
            `Mail service: when you send the request form or an anonymous report, your browser contacts ${f.mailService.name} to deliver the message; the site stores no cookie for this.`,
          ],
        },
      ],
    },
    {
      id: 'gestione',
      title: 'Managing cookies',
      blocks: [
        'On your first visit a banner lets you accept third-party content or close it: closing it with the X keeps only the technical means active.',
        'You can change your mind at any time with the “Preferenze cookie” (cookie preferences) link at the bottom of every page, or with this button:',
        { cookiePreferences: 'Open cookie preferences' },
        'You can also block or delete cookies and site data in your browser settings:',
        { list: f.browserHelp.map(({ browser, url }) => [{ text: browser, href: url }]) },
        'If you block the technical means too, the site cannot remember your choice and the banner will appear on every visit.',
      ],
    },
    {
      id: 'durata',
      title: 'Duration of cookies',
      blocks: [
        'Session cookies are deleted when you close the browser or the tab; persistent cookies remain until they expire or you delete them.',
        `On our site the form draft is session storage (sessionStorage); the cookie choice is persistent (localStorage) and remains until you change it or clear your browser data. The duration of ${f.mapProvider.name} cookies, if you accept, is set by ${f.mapProvider.company}.`,
      ],
    },
    {
      id: 'diritti',
      title: 'Your rights',
      blocks: [
        'You may give, refuse or withdraw consent at any time, with no effect on your use of the site: without consent you still see the office address and the link to the map.',
        [
          'For any personal data processed through cookies you have the rights of Articles 15 to 22 GDPR, described in the ',
          { text: 'Privacy Policy', href: f.paths.privacy },
          ', including a complaint to the Garante per la protezione dei dati personali (',
          { text: f.supervisor.label, href: f.supervisor.url },
          ').',
        ],
      ],
    },
    {
      id: 'aggiornamenti',
      title: 'Updates',
      blocks: [
        'We update this page when the technologies the site uses change. Should we ever add cookies that need consent, we will ask you again with the banner. The date of the last update is shown at the top.',
      ],
    },
    {
      id: 'contatti',
      title: 'Contact',
      blocks: [`For questions about this cookies policy you can contact ${company.legalName}:`, { contact: true }],
    },
  ],
} as const satisfies CookiesPolicy;
